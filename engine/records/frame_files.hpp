#pragma once
// Still frames beside the game store: "<store>-frames/<sha256>.jpg", named by the
// hash of their bytes (the same frame is stored once) and written atomically
// (temporary file, fsync, rename, fsync of the folder), so a frame a move refers to
// is complete on disk before the move's transaction commits.
#include <cstdint>
#include <span>
#include <string>

#include "engine/expected.hpp"

namespace carc::records {

std::string sha256Hex(std::span<const std::uint8_t> bytes);

class FrameFiles {
public:
    explicit FrameFiles(std::string folder) : folder_(std::move(folder)) {}
    // Writes the frame (if not there yet) and returns its hash.
    Expected<std::string> store(std::span<const std::uint8_t> jpeg) const;
    std::string pathOf(const std::string& hash) const;
    const std::string& folder() const { return folder_; }

private:
    std::string folder_;
};

}  // namespace carc::records
