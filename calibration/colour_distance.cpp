#include "calibration/colour_distance.hpp"

#include <algorithm>
#include <vector>

namespace carc::calibration {

cv::Vec3d medianColour(const cv::Mat& image, const cv::Mat& mask) {
    std::vector<uchar> channel[3];
    for (int y = 0; y < image.rows; ++y)
        for (int x = 0; x < image.cols; ++x)
            if (mask.empty() || mask.at<uchar>(y, x))
                for (int c = 0; c < 3; ++c) channel[c].push_back(image.at<cv::Vec3b>(y, x)[c]);
    cv::Vec3d median;
    for (int c = 0; c < 3; ++c) {
        if (channel[c].empty()) return median;
        auto middle = channel[c].begin() + static_cast<long>(channel[c].size() / 2);
        std::nth_element(channel[c].begin(), middle, channel[c].end());
        median[c] = *middle;
    }
    return median;
}

cv::Mat distanceFrom(const cv::Mat& lab, const cv::Vec3d& reference) {
    cv::Mat difference;
    lab.convertTo(difference, CV_32FC3);
    difference -= cv::Scalar(reference[0], reference[1], reference[2]);
    difference = difference.mul(difference);
    cv::Mat squared;
    cv::transform(difference, squared, cv::Matx13f(1, 1, 1));
    cv::Mat distance;
    cv::sqrt(squared, squared);
    squared.convertTo(distance, CV_8UC1);
    return distance;
}

}  // namespace carc::calibration
