#pragma once
// A Transport over a connected Unix stream socket: how the QEMU tests reach the
// emulated board's USART, which QEMU exposes as a socket chardev.
#include <memory>
#include <string>

#include "firmware/host/transport.hpp"

namespace carc::rig::test {

class SocketTransport final : public Transport {
public:
    // Connects to the socket at `path`; an error names the path and the cause.
    static Expected<std::unique_ptr<SocketTransport>> connect(const std::string& path);
    ~SocketTransport() override;
    SocketTransport(const SocketTransport&) = delete;
    SocketTransport& operator=(const SocketTransport&) = delete;

    Status write(const std::uint8_t* data, std::size_t size) override;
    Expected<std::size_t> read(std::uint8_t* out, std::size_t capacity, int timeoutMs) override;
    std::string name() const override { return path_; }

private:
    SocketTransport(int fd, std::string path) : fd_(fd), path_(std::move(path)) {}
    int fd_;
    std::string path_;
};

}  // namespace carc::rig::test
