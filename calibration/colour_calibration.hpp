#pragma once
// Follower colours under the current light. The user lays one follower of each
// colour in use in a row along the south edge of the play area (between table
// markers 3 and 2, inside the markers' rectangle, in the order given, west to east);
// each blob's pixels give that colour's model: the mean and covariance in CIE Lab.
// Colours too close to tell apart under this light are flagged.
//
// colours.yaml (OpenCV FileStorage YAML), read by the vision layer:
//   colour_space: "Lab8"   (OpenCV 8-bit Lab: L * 255 / 100, a + 128, b + 128)
//   colours: [ { name: red, mean: 1x3 mat, covariance: 3x3 mat, pixels: n }, ... ]
//   table: { mean: 1x3, covariance: 3x3 }   (the table around the followers)
//   min_separation: the smallest pairwise separation (see separation())
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "engine/expected.hpp"
#include "vision/camera/camera_model.hpp"
#include "vision/camera/table_model.hpp"

namespace carc::calibration {

struct ColourModel {
    std::string name;
    cv::Vec3d mean;          // Lab8
    cv::Matx33d covariance;  // Lab8
    int pixels = 0;

    // Squared Mahalanobis distance of a Lab8 value to this colour.
    double distance2(const cv::Vec3d& lab) const;
};

// How well two colours can be told apart: the distance between their means in units
// of their pooled standard deviation along the line joining them (a Mahalanobis
// distance with the average covariance). Below ~4 the pixel clouds overlap.
double separation(const ColourModel& a, const ColourModel& b);
// CIE76 colour difference between the means (Lab in real units), for people.
double deltaE(const ColourModel& a, const ColourModel& b);

struct ColourCalibration {
    std::vector<ColourModel> colours;  // in the order given
    ColourModel table;
    std::vector<std::string> warnings;  // colours too close, odd blobs
    double minSeparation = 0;
};

struct ColourCalibrationOptions {
    double warnSeparation = 4.0;  // separation() below this: warning
    double stripDepthMm = 70.0;   // how far north of the south markers' centres followers may lie
};

// The strip (table mm) where the followers are expected.
cv::Rect2d followerStrip(const vision::TableModel& table, const ColourCalibrationOptions& options = {});

// Errors: table.yaml without image_to_table, a blob count different from the number
// of colours (the message lists what was found), unknown/duplicate names.
Expected<ColourCalibration> calibrateColours(const cv::Mat& frame, const vision::CameraModel& camera,
                                             const vision::TableModel& table, const std::vector<std::string>& names,
                                             const ColourCalibrationOptions& options = {});

Status saveColourModels(const ColourCalibration& colours, const std::string& path);
Expected<ColourCalibration> loadColourModels(const std::string& path);

// The standard follower colours (INTERFACES.md), for checking names.
const std::vector<std::string>& knownFollowerColours();

}  // namespace carc::calibration
