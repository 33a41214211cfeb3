#pragma once
// Reading a byte stream (a serial port, or the socket of an emulated rig's UART) with a
// time limit, the same way for every transport.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/expected.hpp"

namespace carc::rig {

// "PATH: WHAT: strerror(errno)".
Error sysError(const std::string& path, const char* what);

// Waits up to timeoutMs for bytes on fd and reads what is there. 0 bytes: nothing came
// (or the call was interrupted). An error "PATH: gone" when the other side has gone
// (end of stream, hang-up), else the system's reason.
Expected<std::size_t> readWhenReady(int fd, const std::string& path, std::uint8_t* out, std::size_t capacity,
                                    int timeoutMs, const std::string& gone);

}  // namespace carc::rig
