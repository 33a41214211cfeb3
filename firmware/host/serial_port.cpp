#include "firmware/host/serial_port.hpp"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include "firmware/host/fd_read.hpp"

namespace carc::rig {
namespace {

bool baudConstant(int baud, speed_t& out) {
    switch (baud) {
    case 9600: out = B9600; return true;
    case 19200: out = B19200; return true;
    case 38400: out = B38400; return true;
    case 57600: out = B57600; return true;
    case 115200: out = B115200; return true;
    case 230400: out = B230400; return true;
    case 460800: out = B460800; return true;
    case 921600: out = B921600; return true;
    default: return false;
    }
}

}  // namespace

Expected<std::unique_ptr<SerialPort>> SerialPort::open(const std::string& path, int baud) {
    speed_t speed{};
    if (!baudConstant(baud, speed)) return Error{path + ": unsupported baud rate " + std::to_string(baud)};
    const int fd = ::open(path.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return sysError(path, "open");
    termios tio{};
    if (::tcgetattr(fd, &tio) != 0) {
        Error error = sysError(path, "not a serial device");
        ::close(fd);
        return error;
    }
    ::cfmakeraw(&tio);
    tio.c_cflag |= CLOCAL | CREAD;
    tio.c_cflag &= ~static_cast<tcflag_t>(CSTOPB | CRTSCTS);
    tio.c_cc[VMIN] = 0;
    tio.c_cc[VTIME] = 0;
    ::cfsetispeed(&tio, speed);
    ::cfsetospeed(&tio, speed);
    if (::tcsetattr(fd, TCSANOW, &tio) != 0) {
        Error error = sysError(path, "configure");
        ::close(fd);
        return error;
    }
    ::tcflush(fd, TCIOFLUSH);
    return std::unique_ptr<SerialPort>(new SerialPort(fd, path));
}

SerialPort::~SerialPort() { ::close(fd_); }

Status SerialPort::write(const std::uint8_t* data, std::size_t size) {
    std::size_t done = 0;
    int stalls = 0;
    while (done < size) {
        const ssize_t n = ::write(fd_, data + done, size - done);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno != EAGAIN && errno != EINTR) return sysError(path_, "write");
        // Output buffer full: wait for room, but give up on a wedged line.
        pollfd p{fd_, POLLOUT, 0};
        if (::poll(&p, 1, 100) <= 0 && ++stalls > 10) return Error{path_ + ": write timed out"};
    }
    return {};
}

Expected<std::size_t> SerialPort::read(std::uint8_t* out, std::size_t capacity, int timeoutMs) {
    return readWhenReady(fd_, path_, out, capacity, timeoutMs, "device disconnected");
}

}  // namespace carc::rig
