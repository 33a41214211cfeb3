#pragma once
// Where a tracker shows its work, to study a misreading on its own: a log of how it read
// each still frame (the grid, the cells that changed, each reading with its runners-up,
// each follower and its segment, each revision tried) and the cell images the
// recognisers judged. A tracker without one (TrackerOptions::dump empty) writes nothing
// and pays one null test per note.
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "engine/geometry.hpp"

namespace carc::vision {

class DumpSink {
public:
    // Into the folder `dir` (made if missing): the log as track.log, and each cell image as
    // WHAT_FRAME_X_Y.png (WHAT: tile, recut, follower, bridge) with the tile's pose in it
    // beside it (.png.yaml) when known.
    [[nodiscard]] static Expected<std::shared_ptr<DumpSink>> toDirectory(const std::string& dir);
    ~DumpSink();
    DumpSink(const DumpSink&) = delete;
    DumpSink& operator=(const DumpSink&) = delete;

    // One line of the log (printf format, the newline added).
    void log(const char* format, ...) const __attribute__((format(printf, 2, 3)));
    void cell(const char* what, int frame, Pos cell, const cv::Mat& image, const std::optional<cv::Matx23d>& pose) const;
    const std::string& directory() const { return dir_; }

private:
    DumpSink(std::string dir, std::FILE* log) : dir_(std::move(dir)), log_(log) {}
    std::string dir_;
    std::FILE* log_;
};

}  // namespace carc::vision
