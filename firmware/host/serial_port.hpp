#pragma once
// A serial device (/dev/ttyACM0, /dev/ttyAMA0, a pty, ...) opened raw 8N1 with POSIX
// termios. No Qt here so both the CLI and the app can use it.
#include <memory>
#include <string>

#include "firmware/host/transport.hpp"

namespace carc::rig {

class SerialPort final : public Transport {
public:
    static constexpr int kDefaultBaud = 115200;
    // Opens `path` raw at `baud` (9600..921600); the error names the path and the cause.
    static Expected<std::unique_ptr<SerialPort>> open(const std::string& path, int baud = kDefaultBaud);
    ~SerialPort() override;
    SerialPort(const SerialPort&) = delete;
    SerialPort& operator=(const SerialPort&) = delete;

    Status write(const std::uint8_t* data, std::size_t size) override;
    Expected<std::size_t> read(std::uint8_t* out, std::size_t capacity, int timeoutMs) override;
    std::string name() const override { return path_; }

private:
    SerialPort(int fd, std::string path) : fd_(fd), path_(std::move(path)) {}
    int fd_;
    std::string path_;
};

}  // namespace carc::rig
