# The portable core, compiled both into the host library (firmware/CMakeLists.txt)
# and into the ARM image (firmware/target/CMakeLists.txt): one list, no copies.
set(CARC_RIG_CORE_SOURCES
  ${CMAKE_CURRENT_LIST_DIR}/crc16.cpp
  ${CMAKE_CURRENT_LIST_DIR}/cobs.cpp
  ${CMAKE_CURRENT_LIST_DIR}/frame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/led_ring.cpp
  ${CMAKE_CURRENT_LIST_DIR}/debouncer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/buzzer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/device.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ws2812.cpp
)
