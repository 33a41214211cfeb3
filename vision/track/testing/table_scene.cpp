#include "vision/track/testing/table_scene.hpp"

#include <filesystem>
#include <random>

#include <opencv2/aruco.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/track/tile_library.hpp"

namespace carc::vision::testing {
namespace {

constexpr double kPxPerMm = 2.0;  // of the top-down picture
constexpr double kTableW = 1300, kTableH = 1000;  // marker centres span: room for a whole game

}  // namespace

std::map<TileTypeId, cv::Mat> loadArt(const std::string& dir) {
    std::map<TileTypeId, cv::Mat> art;
    std::error_code ec;
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(dir, ec)) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        const TileType* t = tileTypeOfFileName(f.filename().string(), Tileset::standard());
        if (!t || art.count(t->index)) continue;
        const cv::Mat img = cv::imread(f.string(), cv::IMREAD_COLOR);
        if (!img.empty()) art[t->index] = img;
    }
    return art;
}

TableScene::TableScene(std::map<TileTypeId, cv::Mat> art, double heightMm, double offsetMm)
    : art_(std::move(art)), table_(TableModel::rectangle(kTableW, kTableH)) {
    camera_ = CameraModel::pinhole({1280, 960}, 62);
    camera_.distortion = (cv::Mat_<double>(1, 5) << -0.08, 0.03, 0, 0, 0);
    position_ = {offsetMm, offsetMm * 0.5, -heightMm};
    const cv::Rect2d bounds = table_.markerBounds();
    picture_.originMm = bounds.tl() - cv::Point2d(60, 60);
    picture_.mmPerPixel = 1 / kPxPerMm;
    const cv::Size size(static_cast<int>((bounds.width + 120) * kPxPerMm), static_cast<int>((bounds.height + 120) * kPxPerMm));
    // A wooden table: warm brown with grain.
    emptyTable_ = cv::Mat(size, CV_8UC3);
    std::mt19937 rng(5);
    std::normal_distribution<float> n(0, 6);
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const float grain = 12.f * static_cast<float>(std::sin(y * 0.05 + std::sin(x * 0.01) * 3)) + n(rng);
            emptyTable_.at<cv::Vec3b>(y, x) = cv::Vec3b(cv::saturate_cast<uchar>(60 + grain),
                                                        cv::saturate_cast<uchar>(105 + grain),
                                                        cv::saturate_cast<uchar>(150 + grain));
        }
    const auto dict = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
    for (int id = 0; id < kTableMarkerCount; ++id) {
        const int side = static_cast<int>(table_.markerMm * kPxPerMm);
        cv::Mat marker;
        cv::aruco::drawMarker(dict, id, side, marker);
        cv::cvtColor(marker, marker, cv::COLOR_GRAY2BGR);
        const cv::Point2d tl = (table_.markerCorners(id)[0] - picture_.originMm) * kPxPerMm;
        // A white margin around the marker, as printed.
        const int pad = side / 4;
        cv::rectangle(emptyTable_, cv::Rect(static_cast<int>(tl.x) - pad, static_cast<int>(tl.y) - pad, side + 2 * pad, side + 2 * pad),
                      cv::Scalar::all(245), cv::FILLED);
        marker.copyTo(emptyTable_(cv::Rect(static_cast<int>(tl.x), static_cast<int>(tl.y), side, side)));
    }
    makeWarp();
}

void TableScene::makeWarp() {
    pose_ = CameraPose::lookAt(position_, {0, 0, 0});
    warp_ = std::make_unique<PlaneWarp>(camera_, pose_, picture_);
}

void TableScene::bump(cv::Point3d deltaMm) {
    position_ += deltaMm;
    makeWarp();
}

cv::Mat TableScene::render(const std::vector<Placement>& tiles, bool hand) const {
    cv::Mat top = emptyTable_.clone();
    const Tileset& set = Tileset::standard();
    const int side = static_cast<int>(std::lround(table_.tileMm * kPxPerMm));
    for (const Placement& p : tiles) {
        cv::Mat img;
        const auto it = art_.find(p.type);
        if (it == art_.end()) {
            img = cv::Mat(side, side, CV_8UC3, cv::Scalar(128, 128, 128));
            cv::putText(img, set.type(p.type).id, {4, side / 2}, cv::FONT_HERSHEY_PLAIN, 1, cv::Scalar::all(0));
        } else {
            cv::resize(it->second, img, {side, side}, 0, 0, cv::INTER_AREA);
        }
        for (int q = 0; q < p.rot.q; ++q) cv::rotate(img, img, cv::ROTATE_90_CLOCKWISE);
        const cv::Point2d centre = (cv::Point2d(p.pos.x * table_.tileMm, p.pos.y * table_.tileMm) - picture_.originMm) * kPxPerMm;
        const cv::Rect cell(static_cast<int>(std::lround(centre.x - side / 2.0)),
                            static_cast<int>(std::lround(centre.y - side / 2.0)), side, side);
        if ((cell & cv::Rect({0, 0}, top.size())) != cell) continue;  // off the table: not drawn
        img.copyTo(top(cell));
    }
    if (hand) {
        const cv::Point c(top.cols / 2 + 40, top.rows / 2 + 30);
        cv::ellipse(top, c, {90, 60}, 30, 0, 360, cv::Scalar(120, 160, 220), cv::FILLED);
        cv::line(top, c, {c.x + 400, c.y + 300}, cv::Scalar(120, 160, 220), 70);
    }
    return warp_->render(top, cv::Scalar(40, 40, 40));
}

}  // namespace carc::vision::testing
