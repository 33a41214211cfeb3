#include "calibration/colour_calibration.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include <opencv2/imgproc.hpp>

#include "calibration/colour_distance.hpp"
#include "calibration/table_calibration.hpp"
#include "vision/camera/yaml_file.hpp"

namespace carc::calibration {

namespace {

constexpr double kPxPerMm = 4.0;

// Mean and covariance of the Lab8 pixels of `lab` under `mask`.
ColourModel modelOf(const std::string& name, const cv::Mat& lab, const cv::Mat& mask) {
    cv::Mat samples;
    for (int y = 0; y < lab.rows; ++y)
        for (int x = 0; x < lab.cols; ++x)
            if (mask.at<uchar>(y, x)) samples.push_back(cv::Mat(1, 3, CV_64F, cv::Vec3d(lab.at<cv::Vec3b>(y, x)).val));
    ColourModel m;
    m.name = name;
    m.pixels = samples.rows;
    if (samples.rows < 2) return m;
    cv::Mat covariance, mean;
    cv::calcCovarMatrix(samples, covariance, mean, cv::COVAR_NORMAL | cv::COVAR_ROWS | cv::COVAR_SCALE, CV_64F);
    m.mean = cv::Vec3d(mean.ptr<double>());
    // A floor on the spread: quantisation and a perfectly flat synthetic colour would
    // otherwise give a singular covariance.
    m.covariance = cv::Matx33d(covariance) + cv::Matx33d::eye();
    return m;
}

std::string format(const char* pattern, const std::string& a, const std::string& b, double x, double y) {
    char text[240];
    std::snprintf(text, sizeof text, pattern, a.c_str(), b.c_str(), x, y);
    return text;
}

}  // namespace

double ColourModel::distance2(const cv::Vec3d& lab) const {
    const cv::Vec3d d = lab - mean;
    return (d.t() * covariance.inv() * d)(0);
}

double separation(const ColourModel& a, const ColourModel& b) {
    const cv::Vec3d d = a.mean - b.mean;
    const cv::Matx33d pooled = (a.covariance + b.covariance) * 0.5;
    return std::sqrt((d.t() * pooled.inv() * d)(0));
}

double deltaE(const ColourModel& a, const ColourModel& b) {
    // Lab8 -> Lab: L * 100 / 255, a - 128, b - 128.
    const cv::Vec3d scale(100.0 / 255.0, 1.0, 1.0);
    return cv::norm(a.mean.mul(scale) - b.mean.mul(scale));
}

const std::vector<std::string>& knownFollowerColours() {
    static const std::vector<std::string> names{"red", "blue", "green", "yellow", "black", "grey", "pink", "purple"};
    return names;
}

cv::Rect2d followerStrip(const vision::TableModel& table, const ColourCalibrationOptions& options) {
    const cv::Point2d sw = table.markers[3], se = table.markers[2];
    const double south = std::max(sw.y, se.y);
    // Start a marker's width inside the markers so their white paper stays out.
    const double x0 = sw.x + table.markerMm, x1 = se.x - table.markerMm;
    return {x0, south - options.stripDepthMm, x1 - x0, options.stripDepthMm};
}

Expected<ColourCalibration> calibrateColours(const cv::Mat& frame, const vision::CameraModel& camera,
                                             const vision::TableModel& table, const std::vector<std::string>& names,
                                             const ColourCalibrationOptions& options) {
    if (!table.imageToTable) return Error{"table.yaml has no image_to_table: run `carc calibrate table` first"};
    if (names.empty()) return Error{"no colours given"};
    const auto& known = knownFollowerColours();
    for (size_t i = 0; i < names.size(); ++i) {
        if (std::find(known.begin(), known.end(), names[i]) == known.end())
            return Error{"unknown colour '" + names[i] + "' (red, blue, green, yellow, black, grey, pink, purple)"};
        if (std::find(names.begin(), names.begin() + static_cast<long>(i), names[i]) != names.begin() + static_cast<long>(i))
            return Error{"colour '" + names[i] + "' given twice"};
    }
    if (frame.empty()) return Error{"empty frame"};
    const cv::Rect2d strip = followerStrip(table, options);
    const cv::Mat bgr = rectifyTable(frame, camera, *table.imageToTable, strip, kPxPerMm);
    cv::Mat lab;
    cv::cvtColor(bgr, lab, cv::COLOR_BGR2Lab);

    // Followers are what differs from the table: distance to the strip's median colour.
    const cv::Mat distance = distanceFrom(lab, medianColour(lab));
    cv::Mat mask;
    const double otsu = cv::threshold(distance, mask, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
    if (otsu < 15) cv::threshold(distance, mask, 15, 255, cv::THRESH_BINARY);  // nothing on the strip: keep noise out
    const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_ELLIPSE, {7, 7});
    cv::morphologyEx(mask, mask, cv::MORPH_OPEN, kernel);
    cv::morphologyEx(mask, mask, cv::MORPH_CLOSE, kernel);

    cv::Mat labels, stats, centroids;
    const int n = cv::connectedComponentsWithStats(mask, labels, stats, centroids);
    const double minArea = 3.14159 * 5 * 5 * kPxPerMm * kPxPerMm;  // a follower is at least ~10 mm across
    std::vector<std::pair<double, int>> blobs;  // (x, label), west to east
    for (int i = 1; i < n; ++i)
        if (stats.at<int>(i, cv::CC_STAT_AREA) >= minArea) blobs.emplace_back(centroids.at<double>(i, 0), i);
    std::sort(blobs.begin(), blobs.end());
    if (blobs.size() != names.size())
        return Error{"found " + std::to_string(blobs.size()) + " followers along the south edge, expected " +
                     std::to_string(names.size()) + " (one per colour, in a row between markers 3 and 2, " +
                     "at most " + std::to_string(static_cast<int>(options.stripDepthMm)) + " mm north of them)"};

    ColourCalibration result;
    const cv::Mat core = cv::getStructuringElement(cv::MORPH_ELLIPSE, {5, 5});
    for (size_t i = 0; i < blobs.size(); ++i) {
        cv::Mat blob = labels == blobs[i].second;
        cv::erode(blob, blob, core);  // leave out the rim that blends with the table
        result.colours.push_back(modelOf(names[i], lab, blob));
    }
    cv::Mat tableMask;
    cv::dilate(mask, tableMask, kernel, {-1, -1}, 2);
    result.table = modelOf("table", lab, tableMask == 0);

    result.minSeparation = 1e9;
    for (size_t i = 0; i < result.colours.size(); ++i) {
        for (size_t j = i + 1; j < result.colours.size(); ++j) {
            const double s = separation(result.colours[i], result.colours[j]);
            result.minSeparation = std::min(result.minSeparation, s);
            if (s < options.warnSeparation)
                result.warnings.push_back(format("%s and %s are hard to tell apart under this light (separation %.1f, "
                                                 "dE %.0f): use other colours or more light",
                                                 result.colours[i].name, result.colours[j].name, s,
                                                 deltaE(result.colours[i], result.colours[j])));
        }
        const double s = separation(result.colours[i], result.table);
        if (s < options.warnSeparation)
            result.warnings.push_back(format("%s%s is close to the table's colour (separation %.1f, dE %.0f)",
                                             result.colours[i].name, "", s, deltaE(result.colours[i], result.table)));
    }
    if (result.colours.size() < 2) result.minSeparation = 0;
    return result;
}

Status saveColourModels(const ColourCalibration& colours, const std::string& path) {
    cv::FileStorage fs;
    try {
        if (!fs.open(path, cv::FileStorage::WRITE)) return Error{path + ": cannot write"};
        fs << "colour_space" << "Lab8";
        fs << "colours" << "[";
        for (const ColourModel& c : colours.colours)
            fs << "{" << "name" << c.name << "mean" << cv::Mat(cv::Matx13d(c.mean.val)) << "covariance"
               << cv::Mat(c.covariance) << "pixels" << c.pixels << "}";
        fs << "]";
        fs << "table" << "{" << "mean" << cv::Mat(cv::Matx13d(colours.table.mean.val)) << "covariance"
           << cv::Mat(colours.table.covariance) << "}";
        fs << "min_separation" << colours.minSeparation;
    } catch (const cv::Exception& e) {
        return Error{path + ": " + e.msg};
    }
    return {};
}

Expected<ColourCalibration> loadColourModels(const std::string& path) {
    auto file = vision::YamlMap::open(path);
    if (!file) return Error{file.error()};
    std::string space;
    if (auto s = file->readString("colour_space", space, 16); !s) return Error{s.error()};
    if (space != "Lab8") return Error{path + ": colour_space must be Lab8"};
    // Lab8 values are 0..255; a covariance entry is at most 255^2 in magnitude.
    constexpr double kMaxLab8 = 255, kMaxCovariance = 255.0 * 255.0;
    const auto readModel = [](const vision::YamlMap& node, ColourModel& m) -> Status {
        cv::Mat mean, covariance;
        if (auto s = node.readMat("mean", mean, 1, 3, 0, kMaxLab8); !s) return s;
        if (auto s = node.readMat("covariance", covariance, 3, 3, -kMaxCovariance, kMaxCovariance); !s) return s;
        m.mean = cv::Vec3d(mean.ptr<double>());
        m.covariance = cv::Matx33d(covariance);
        return {};
    };
    // Six follower colours and a few more (a club's own figures); 64 bounds the work.
    constexpr std::size_t kMaxColours = 64;
    auto list = file->maps("colours", kMaxColours);
    if (!list) return Error{list.error()};
    if (list->empty()) return Error{path + ": key 'colours' lists no colour"};
    ColourCalibration result;
    for (const vision::YamlMap& node : *list) {
        ColourModel m;
        if (auto s = node.readString("name", m.name, 32); !s) return Error{s.error()};
        if (m.name.empty()) return Error{path + ": a colour without 'name'"};
        if (node.has("pixels"))
            if (auto s = node.readInt("pixels", m.pixels, 0, std::numeric_limits<int>::max()); !s) return Error{s.error()};
        if (auto s = readModel(node, m); !s) return Error{s.error()};
        result.colours.push_back(m);
    }
    result.table.name = "table";
    if (file->has("table")) {
        auto table = file->map("table");
        if (!table) return Error{table.error()};
        if (auto s = readModel(*table, result.table); !s) return Error{s.error()};
    }
    if (file->has("min_separation"))
        if (auto s = file->readDouble("min_separation", result.minSeparation, 0, 1e6); !s) return Error{s.error()};
    return result;
}

}  // namespace carc::calibration
