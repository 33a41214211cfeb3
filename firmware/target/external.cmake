# Builds the STM32F405 image with its own toolchain (CMake cannot mix toolchains in
# one project) when arm-none-eabi-g++ is on the PATH. Exposes:
#   carc_rig_firmware           the ExternalProject target (built with `all`)
#   carc_rig_firmware_size      prints the image's flash and RAM use (docs/firmware.md)
#   CARC_RIG_FIRMWARE_ELF       path of the image (cache, for the qemu tests)
find_program(CARC_ARM_GXX arm-none-eabi-g++)
if(NOT CARC_ARM_GXX)
  message(STATUS "firmware: arm-none-eabi-g++ not found, the rig image is not built")
  unset(CARC_RIG_FIRMWARE_ELF CACHE)
  return()
endif()

include(ExternalProject)
set(fw_binary_dir ${CMAKE_BINARY_DIR}/firmware-arm)
ExternalProject_Add(carc_rig_firmware
  SOURCE_DIR ${CMAKE_CURRENT_LIST_DIR}
  BINARY_DIR ${fw_binary_dir}
  CMAKE_ARGS
    -DCMAKE_TOOLCHAIN_FILE=${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake
    -DCMAKE_BUILD_TYPE=MinSizeRel
    -DCARC_SOURCE_ROOT=${PROJECT_SOURCE_DIR}
    -DCARC_WERROR=${CARC_WERROR}
    -G ${CMAKE_GENERATOR}
  BUILD_ALWAYS ON          # the inner build decides what is out of date
  INSTALL_COMMAND ""
  BUILD_BYPRODUCTS ${fw_binary_dir}/carc_rig_fw.elf ${fw_binary_dir}/carc_rig_fw.bin
  USES_TERMINAL_BUILD ON
)
set(CARC_RIG_FIRMWARE_ELF ${fw_binary_dir}/carc_rig_fw.elf CACHE INTERNAL "The rig firmware image (ELF)")

find_program(CARC_ARM_SIZE arm-none-eabi-size)
if(CARC_ARM_SIZE)
  # text = flash (vectors, code, constants); bss includes the 8 KiB kept for the stack.
  add_custom_target(carc_rig_firmware_size
    COMMAND ${CARC_ARM_SIZE} ${fw_binary_dir}/carc_rig_fw.elf
    DEPENDS carc_rig_firmware
    USES_TERMINAL)
endif()
