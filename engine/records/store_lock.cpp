#include "engine/records/store_lock.hpp"

#include <cerrno>
#include <cstring>
#include <thread>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace carc::records {

Expected<StoreLock> StoreLock::acquire(const std::string& storePath, bool exclusive, std::chrono::milliseconds wait) {
    const std::string path = storePath + ".lock";
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return Error{path + ": cannot open lock file: " + std::strerror(errno)};
    const auto until = std::chrono::steady_clock::now() + wait;
    // A poll rather than a blocking flock: the wait has an end, and no signal is needed.
    constexpr auto kPoll = std::chrono::milliseconds(20);
    int err = 0;
    for (;;) {
        if (::flock(fd, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0) break;
        err = errno;
        if (err != EWOULDBLOCK || std::chrono::steady_clock::now() >= until) break;
        err = 0;
        std::this_thread::sleep_for(kPoll);
    }
    if (err != 0) {
        ::close(fd);
        if (err == EWOULDBLOCK) return Error{storePath + ": the game store is busy (another carc program has it open)"};
        return Error{path + ": cannot lock: " + std::strerror(err)};
    }
    return StoreLock(fd);
}

StoreLock& StoreLock::operator=(StoreLock&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = other.fd_;
        other.fd_ = -1;
    }
    return *this;
}

StoreLock::~StoreLock() {
    if (fd_ >= 0) ::close(fd_);  // closing the descriptor releases the flock
}

}  // namespace carc::records
