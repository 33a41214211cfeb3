#pragma once
// One writer per game store, across processes: an flock() on "<store>.lock".
// Writers hold it exclusively, readers shared, so a second app (or an export while
// the app records) is told the store is busy instead of interleaving writes.
// The kernel drops the lock when the process dies, so a crash never leaves it stuck.
#include <string>

#include "engine/expected.hpp"

namespace carc::records {

class StoreLock {
public:
    static Expected<StoreLock> acquire(const std::string& storePath, bool exclusive);
    StoreLock(StoreLock&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
    StoreLock& operator=(StoreLock&& other) noexcept;
    StoreLock(const StoreLock&) = delete;
    StoreLock& operator=(const StoreLock&) = delete;
    ~StoreLock();

private:
    explicit StoreLock(int fd) : fd_(fd) {}
    int fd_ = -1;
};

}  // namespace carc::records
