#include "vision/track/dump_sink.hpp"

#include <cstdarg>
#include <filesystem>
#include <system_error>

#include <opencv2/core/persistence.hpp>
#include <opencv2/imgcodecs.hpp>

namespace carc::vision {

Expected<std::shared_ptr<DumpSink>> DumpSink::toDirectory(const std::string& dir) {
    std::error_code made;
    std::filesystem::create_directories(dir, made);
    if (made) return Error{"--dump: cannot make " + dir + ": " + made.message()};
    const std::string logPath = (std::filesystem::path(dir) / "track.log").string();
    std::FILE* log = std::fopen(logPath.c_str(), "w");
    if (!log) return Error{"--dump: cannot write " + logPath};
    return std::shared_ptr<DumpSink>(new DumpSink(dir, log));
}

DumpSink::~DumpSink() { std::fclose(log_); }

void DumpSink::log(const char* format, ...) const {
    va_list args;
    va_start(args, format);
    std::vfprintf(log_, format, args);
    va_end(args);
    std::fputc('\n', log_);
}

void DumpSink::cell(const char* what, int frame, Pos cell, const cv::Mat& image,
                    const std::optional<cv::Matx23d>& pose) const {
    const std::string name = (std::filesystem::path(dir_) / (std::string(what) + "_" + std::to_string(frame) + "_" +
                                                             std::to_string(cell.x) + "_" + std::to_string(cell.y) + ".png"))
                                 .string();
    if (!cv::imwrite(name, image)) {
        log("cannot write %s", name.c_str());
        return;
    }
    if (pose) {
        cv::FileStorage fs(name + ".yaml", cv::FileStorage::WRITE);
        fs << "pose" << cv::Mat(*pose);
    }
}

}  // namespace carc::vision
