#include "vision/track/explanation_memo.hpp"

#include <functional>

#include "vision/track/memo_hash.hpp"

namespace carc::vision {

std::uint64_t pixelHash(const cv::Mat& image) {
    std::uint64_t h = mixHash(0, static_cast<std::uint64_t>(image.rows));
    h = mixHash(mixHash(h, static_cast<std::uint64_t>(image.cols)), static_cast<std::uint64_t>(image.type()));
    const size_t rowBytes = image.cols * image.elemSize();
    for (int r = 0; r < image.rows; ++r)
        h = mixHash(h, bytesHash(image.ptr(r), rowBytes));
    return h;
}

size_t ExplanationMemo::KeyHash::operator()(const Key& k) const {
    std::uint64_t h = mixHash(mixHash(mixHash(k.cell, k.picture), k.leaveOut), static_cast<std::uint64_t>(k.kind));
    for (const double v : k.pose) h = mixHash(h, std::hash<double>{}(v + 0.0));  // -0 and 0 alike
    if (k.tileShift) h = mixHash(mixHash(h, std::hash<double>{}(k.tileShift->x + 0.0)), std::hash<double>{}(k.tileShift->y + 0.0));
    return h;
}

std::array<double, 6> ExplanationMemo::poseOf(const cv::Matx23d& m) {
    return {m(0, 0), m(0, 1), m(0, 2), m(1, 0), m(1, 1), m(1, 2)};
}

Explanation ExplanationMemo::explain(const cv::Mat& cellBgr, const cv::Mat& picture, const cv::Matx23d* pose,
                                     const cv::Mat& leaveOut, const cv::Point2d* tileShift, Align align) {
    Key key{pixelHash(cellBgr), pixelHash(picture), pixelHash(leaveOut), Kind::AtPose, {}, std::nullopt};
    if (pose) key.pose = poseOf(*pose);
    else {
        key.kind = align == Align::Once ? Kind::AlignedOnce : Kind::AlignedTwice;
        if (tileShift) key.tileShift = *tileShift;
    }
    if (const auto it = done_.find(key); it != done_.end()) return it->second;
    return done_.emplace(key, explainPicture(cellBgr, picture, pose, leaveOut, tileShift, align)).first->second;
}

Explanation ExplanationMemo::alignedAgain(const cv::Mat& cellBgr, const cv::Mat& picture, const Explanation& once,
                                          const cv::Mat& leaveOut) {
    const Key key{pixelHash(cellBgr), pixelHash(picture), pixelHash(leaveOut), Kind::AlignedAgain, poseOf(once.warp),
                  std::nullopt};
    if (const auto it = done_.find(key); it != done_.end()) return it->second;
    return done_.emplace(key, vision::alignedAgain(cellBgr, picture, once, leaveOut)).first->second;
}

}  // namespace carc::vision
