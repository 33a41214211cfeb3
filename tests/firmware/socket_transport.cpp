#include "tests/firmware/socket_transport.hpp"

#include <cerrno>
#include <cstring>

#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "firmware/host/fd_read.hpp"

namespace carc::rig::test {
Expected<std::unique_ptr<SocketTransport>> SocketTransport::connect(const std::string& path) {
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.size() >= sizeof address.sun_path) return Error{path + ": socket path too long"};
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return sysError(path, "socket");
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
        Error error = sysError(path, "connect");
        ::close(fd);
        return error;
    }
    return std::unique_ptr<SocketTransport>(new SocketTransport(fd, path));
}

SocketTransport::~SocketTransport() { ::close(fd_); }

Status SocketTransport::write(const std::uint8_t* data, std::size_t size) {
    while (size > 0) {
        // MSG_NOSIGNAL: QEMU gone is an error value here, not a SIGPIPE for the test.
        const ssize_t n = ::send(fd_, data, size, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return sysError(path_, "send");
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return {};
}

Expected<std::size_t> SocketTransport::read(std::uint8_t* out, std::size_t capacity, int timeoutMs) {
    return readWhenReady(fd_, path_, out, capacity, timeoutMs, "QEMU closed the serial line");
}

}  // namespace carc::rig::test
