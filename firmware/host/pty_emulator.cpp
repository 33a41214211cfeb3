#include "firmware/host/pty_emulator.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

namespace carc::rig {

Expected<std::unique_ptr<PtyEmulator>> PtyEmulator::start() {
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (master < 0) return Error{std::string("pty: ") + std::strerror(errno)};
    if (::grantpt(master) != 0 || ::unlockpt(master) != 0) {
        ::close(master);
        return Error{std::string("pty: ") + std::strerror(errno)};
    }
    std::string port = ::ptsname(master);
    const int slave = ::open(port.c_str(), O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (slave < 0) {
        ::close(master);
        return Error{port + ": " + std::strerror(errno)};
    }
    termios tio{};
    ::tcgetattr(slave, &tio);
    ::cfmakeraw(&tio);  // no echo, no line editing: bytes pass untouched
    ::tcsetattr(slave, TCSANOW, &tio);
    std::unique_ptr<PtyEmulator> emulator(new PtyEmulator(master, slave, port));
    emulator->thread_ = std::thread([raw = emulator.get()] { raw->run(); });
    return emulator;
}

PtyEmulator::PtyEmulator(int master, int slave, std::string port)
    : master_(master), slave_(slave), port_(std::move(port)), epoch_(std::chrono::steady_clock::now()) {}

PtyEmulator::~PtyEmulator() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
    ::close(slave_);
    ::close(master_);
}

void PtyEmulator::run() {
    while (!stop_) {
        Device device(*this);
        device.start();
        while (!stop_ && !hung_) {
            device.step();
            {
                std::lock_guard lock(mutex_);
                snapshot_.stats = device.stats();
            }
            pollfd p{master_, POLLIN, 0};
            ::poll(&p, 1, 1);  // wake on input, else step every millisecond
        }
        if (stop_) return;
        // The main loop stopped kicking: after the watchdog period the board resets.
        std::this_thread::sleep_for(std::chrono::milliseconds(kWatchdogMs));
        hung_ = false;
        resetCause_ = ResetCause::Watchdog;
        std::lock_guard lock(mutex_);
        ++snapshot_.resets;
    }
}

std::uint32_t PtyEmulator::nowMs() {
    return static_cast<std::uint32_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - epoch_).count());
}

std::size_t PtyEmulator::readSerial(std::uint8_t* out, std::size_t capacity) {
    const ssize_t n = ::read(master_, out, capacity);
    return n > 0 ? static_cast<std::size_t>(n) : 0;
}

void PtyEmulator::writeSerial(const std::uint8_t* data, std::size_t size) {
    // Like a UART with nobody listening: bytes that do not fit are lost.
    while (size > 0) {
        const ssize_t n = ::write(master_, data, size);
        if (n <= 0) return;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
}

void PtyEmulator::showLeds(const Rgb* pixels, std::size_t count) {
    std::lock_guard lock(mutex_);
    for (std::size_t i = 0; i < count && i < snapshot_.leds.size(); ++i) snapshot_.leds[i] = pixels[i];
}

void PtyEmulator::setTone(std::uint16_t hz) {
    std::lock_guard lock(mutex_);
    snapshot_.tone = hz;
}

EmulatorSnapshot PtyEmulator::snapshot() const {
    std::lock_guard lock(mutex_);
    return snapshot_;
}

}  // namespace carc::rig
