#pragma once
// One writer per game store, across processes: an flock() on "<store>.lock", held
// exclusively by the writer, so a second writer waits or is told the store is busy
// instead of interleaving writes. Readers take no lock (the store is in WAL mode).
// The kernel drops the lock when the process dies, so a crash never leaves it stuck.
#include <chrono>
#include <string>

#include "engine/expected.hpp"

namespace carc::records {

class StoreLock {
public:
    // Waits up to `wait` for another writer to let go, then reports "busy".
    static Expected<StoreLock> acquire(const std::string& storePath, bool exclusive,
                                       std::chrono::milliseconds wait = std::chrono::milliseconds(0));
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
