#include "firmware/host/fd_read.hpp"

#include <cerrno>
#include <cstring>

#include <poll.h>
#include <unistd.h>

namespace carc::rig {

Error sysError(const std::string& path, const char* what) {
    return Error{path + ": " + what + ": " + std::strerror(errno)};
}

Expected<std::size_t> readWhenReady(int fd, const std::string& path, std::uint8_t* out, std::size_t capacity,
                                    int timeoutMs, const std::string& gone) {
    pollfd p{fd, POLLIN, 0};
    const int ready = ::poll(&p, 1, timeoutMs);
    if (ready < 0) {
        if (errno == EINTR) return std::size_t{0};
        return sysError(path, "poll");
    }
    if (ready == 0) return std::size_t{0};
    const ssize_t n = ::read(fd, out, capacity);
    if (n > 0) return static_cast<std::size_t>(n);
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) return std::size_t{0};
    // Readable but nothing to read, or EIO: the device (or the pty's other side) is gone.
    if (n == 0 || (p.revents & (POLLHUP | POLLERR))) return Error{path + ": " + gone};
    return sysError(path, "read");
}

}  // namespace carc::rig
