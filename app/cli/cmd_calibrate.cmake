# carc calibrate ...: lens, table, colours, tile enrolment, printed sheets (calibration/).
if(TARGET carc_calibration)
  target_sources(carc PRIVATE ${CMAKE_CURRENT_LIST_DIR}/cmd_calibrate.cpp)
  target_link_libraries(carc PRIVATE carc_calibration)
  # Live calibration reads any frame source when vision/sources is built (else a folder).
  if(TARGET carc_vision_sources)
    target_link_libraries(carc PRIVATE carc_vision_sources)
    set_property(SOURCE ${CMAKE_CURRENT_LIST_DIR}/cmd_calibrate.cpp APPEND PROPERTY COMPILE_DEFINITIONS CARC_HAVE_FRAME_SOURCES)
  endif()
  # Enrolment from phone photos reads tiles by their structure (vision/structure).
  if(TARGET carc_vision_structure)
    target_link_libraries(carc PRIVATE carc_vision_structure)
    set_property(SOURCE ${CMAKE_CURRENT_LIST_DIR}/cmd_calibrate.cpp APPEND PROPERTY COMPILE_DEFINITIONS CARC_HAVE_STRUCTURE)
  endif()
endif()
