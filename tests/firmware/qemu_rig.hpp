#pragma once
// The rig firmware image running on QEMU's netduinoplus2 (an STM32F405 board). The
// firmware talks on USART1, which is the board's first serial port (serial0); QEMU
// puts it on a Unix socket and waits for us to connect before it starts the CPU, so
// nothing the firmware sends at boot is lost. QEMU is killed with the object (and
// with the test process, should that die first).
#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

#include "engine/expected.hpp"
#include "tests/firmware/socket_transport.hpp"

namespace carc::rig::test {

class QemuRig {
public:
    // Starts `qemu` (qemu-system-arm) on `elf` and connects to its serial line; gives
    // up after `timeout` with QEMU's own output in the error.
    static Expected<std::unique_ptr<QemuRig>> boot(const std::string& qemu, const std::string& elf,
                                                   std::chrono::milliseconds timeout);
    ~QemuRig();
    QemuRig(const QemuRig&) = delete;
    QemuRig& operator=(const QemuRig&) = delete;

    // The serial line; once (a RigClient takes it over).
    std::unique_ptr<Transport> takeSerial() { return std::move(serial_); }
    // What QEMU printed so far.
    std::string log() const;

private:
    QemuRig(pid_t pid, std::filesystem::path dir) : pid_(pid), dir_(std::move(dir)) {}

    pid_t pid_;
    std::filesystem::path dir_;  // socket and log, removed with the object
    std::unique_ptr<SocketTransport> serial_;
};

}  // namespace carc::rig::test
