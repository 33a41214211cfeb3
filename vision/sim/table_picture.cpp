#include "vision/sim/table_picture.hpp"

#include <cmath>

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/sim/pieces.hpp"
#include "vision/sim/sim_random.hpp"

namespace carc::sim {
namespace {

constexpr std::uint64_t kTableStream = 21;
constexpr double kGapMm = 0.6;     // tiles are cut a little smaller than the grid
constexpr double kPaperMm = 58;    // white paper around each 40 mm marker

// Wood: long grain stripes along x with a slow colour wander, then fine noise.
cv::Mat woodTable(cv::Size size, double pxPerMm, SimRandom& rng) {
    cv::Mat stripes(1, 256, CV_32F);
    double phase = 0;
    for (int i = 0; i < 256; ++i) {
        phase += rng.uniform(0.2, 0.9);
        stripes.at<float>(0, i) = static_cast<float>(0.5 + 0.5 * std::sin(phase) + rng.gaussian(0.15));
    }
    // Grain runs east-west: rows vary, columns drift slowly (the board's planks).
    cv::Mat grain;
    cv::resize(stripes.t(), grain, cv::Size(8, size.height), 0, 0, cv::INTER_LINEAR);
    cv::Mat wander(6, 8, CV_32F);
    for (int i = 0; i < 48; ++i) wander.at<float>(i / 8, i % 8) = static_cast<float>(rng.gaussian(0.25));
    cv::Mat w;
    cv::resize(wander, w, size, 0, 0, cv::INTER_CUBIC);
    cv::Mat g;
    cv::resize(grain, g, size, 0, 0, cv::INTER_LINEAR);
    cv::Mat t = 0.35 * g + w + 0.2;  // ~0..1, grain kept subtle
    const cv::Vec3f light(120, 165, 205), dark(60, 100, 150);  // BGR: oak
    cv::Mat out(size, CV_8UC3);
    cv::Mat noise(size, CV_32F);
    cv::randn(noise, 0, 5);  // cv::theRNG is seeded by the caller for determinism
    for (int r = 0; r < size.height; ++r) {
        const float* tr = t.ptr<float>(r);
        const float* nr = noise.ptr<float>(r);
        cv::Vec3b* o = out.ptr<cv::Vec3b>(r);
        for (int c = 0; c < size.width; ++c) {
            const float k = std::clamp(tr[c], 0.0f, 1.0f);
            const cv::Vec3f v = dark + (light - dark) * k;
            for (int ch = 0; ch < 3; ++ch) o[c][ch] = cv::saturate_cast<std::uint8_t>(v[ch] + nr[c]);
        }
    }
    (void)pxPerMm;
    return out;
}

void drawMarker(cv::Mat& picture, const vision::TableModel& table, int id, const vision::PlanePicture& plane) {
    const double s = 1.0 / plane.mmPerPixel;
    const cv::Point2d c = (table.markers[static_cast<size_t>(id)] - plane.originMm) * s;
    const double paper = kPaperMm * s;
    cv::rectangle(picture, cv::Rect2d(c.x - paper / 2, c.y - paper / 2, paper, paper), cv::Scalar(236, 240, 242),
                  cv::FILLED);
    // Render the marker large and shrink it so its edges land on sub-pixel positions.
    const auto dict = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
    cv::Mat marker;
    cv::aruco::drawMarker(dict, id, 600, marker, 1);
    cv::Mat markerBgr;
    cv::cvtColor(marker, markerBgr, cv::COLOR_GRAY2BGR);
    markerBgr.convertTo(markerBgr, -1, 220.0 / 255, 18);  // printed black is not pure black
    const double side = table.markerMm * s;
    // Affine from marker pixels (corner convention: pixel centres at +0.5) to picture.
    const double k = side / 600.0;
    // Picture coordinates are pixel centres: marker pixel j spans [j - 0.5, j + 0.5].
    const cv::Rect roi = cv::Rect(cvFloor(c.x - paper / 2), cvFloor(c.y - paper / 2), cvCeil(paper) + 1,
                                  cvCeil(paper) + 1) & cv::Rect(0, 0, picture.cols, picture.rows);
    const cv::Matx23d m(k, 0, c.x - side / 2 + 0.5 * k - roi.x, 0, k, c.y - side / 2 + 0.5 * k - roi.y);
    cv::Mat target = picture(roi);
    cv::warpAffine(markerBgr, target, cv::Mat(m), roi.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
}

}  // namespace

cv::Point2d tilePointMm(Pos cell, const TileLie& lie, double tileMm, cv::Point2d unit, const BoardOnTable& board) {
    const double a = lie.angleDeg * CV_PI / 180;
    const cv::Point2d local = (unit - cv::Point2d(0.5, 0.5)) * tileMm;
    const cv::Point2d turned(local.x * std::cos(a) - local.y * std::sin(a), local.x * std::sin(a) + local.y * std::cos(a));
    return board.toTable(cv::Point2d(cell.x * tileMm, cell.y * tileMm) + lie.offsetMm + turned);
}

TablePicture::TablePicture(const Rig& rig, double pxPerMm, std::uint64_t seed) : tileMm_(rig.table.tileMm), board_(rig.board) {
    plane_.originMm = rig.drawnMm.tl();
    plane_.mmPerPixel = 1.0 / pxPerMm;
    const cv::Size size(cvCeil(rig.drawnMm.width * pxPerMm), cvCeil(rig.drawnMm.height * pxPerMm));
    SimRandom rng(seed, kTableStream);
    cv::theRNG().state = rng.next();
    background_ = woodTable(size, pxPerMm, rng);
    for (int id = 0; id < vision::kTableMarkerCount; ++id) drawMarker(background_, rig.table, id, plane_);
    tiles_ = background_.clone();
}

int TablePicture::tileArtPx() const { return cvRound((tileMm_ - kGapMm) * pxPerMm()); }

void TablePicture::showTiles(const std::vector<PlacedTile>& tiles, const std::vector<TileLie>& lies, int count,
                             TileArt& art) {
    if (count < shown_) {
        background_.copyTo(tiles_);
        shown_ = 0;
    }
    for (; shown_ < count; ++shown_) drawTile(tiles[static_cast<size_t>(shown_)], lies[static_cast<size_t>(shown_)], art);
}

void TablePicture::drawTile(const PlacedTile& tile, const TileLie& lie, TileArt& art) {
    const double s = pxPerMm();
    const cv::Point2d centre = toPicture(tilePointMm(tile.pos, lie, tileMm_, {0.5, 0.5}, board_));
    const double side = (tileMm_ - kGapMm) * s;
    // The tile's 2 mm thickness casts a thin shadow south-east.
    std::vector<cv::Point> corners, shadow;
    for (cv::Point2d u : {cv::Point2d(0, 0), {1, 0}, {1, 1}, {0, 1}}) {
        const cv::Point2d cut = cv::Point2d(0.5, 0.5) + (u - cv::Point2d(0.5, 0.5)) * (1 - kGapMm / tileMm_);
        const cv::Point2d p = toPicture(tilePointMm(tile.pos, lie, tileMm_, cut, board_));
        corners.emplace_back(cvRound(p.x * 16), cvRound(p.y * 16));
        shadow.emplace_back(cvRound((p.x + 0.9 * s) * 16), cvRound((p.y + 1.1 * s) * 16));
    }
    cv::fillConvexPoly(tiles_, shadow, cv::Scalar(30, 45, 60), cv::LINE_AA, 4);
    cv::fillConvexPoly(tiles_, corners, cv::Scalar(70, 96, 104), cv::LINE_AA, 4);  // the cut edge
    const cv::Mat& img = art.image(tile.type, tile.rot, lie.variant);
    const int half = cvCeil(side * 0.75) + 2;
    cv::Rect roi(cvFloor(centre.x) - half, cvFloor(centre.y) - half, 2 * half, 2 * half);
    roi &= cv::Rect(0, 0, tiles_.cols, tiles_.rows);
    if (roi.empty()) return;
    // Source pixel -> picture: scale to the drawn side, turn about the centre.
    const double k = side / img.cols, a = (lie.angleDeg + board_.turnDeg) * CV_PI / 180;
    const double ca = std::cos(a) * k, sa = std::sin(a) * k;
    const cv::Point2d srcCentre(0.5 * img.cols - 0.5, 0.5 * img.rows - 0.5);
    const cv::Point2d dst = centre - cv::Point2d(roi.x, roi.y);
    const cv::Matx23d m(ca, -sa, dst.x - (ca * srcCentre.x - sa * srcCentre.y), sa, ca,
                        dst.y - (sa * srcCentre.x + ca * srcCentre.y));
    cv::Mat target = tiles_(roi);
    // Inset by half a pixel so the cut edge shows as a fine dark line.
    cv::Mat inner = img(cv::Rect(1, 1, img.cols - 2, img.rows - 2));
    const cv::Matx23d mi(m(0, 0), m(0, 1), m(0, 2) + m(0, 0) + m(0, 1), m(1, 0), m(1, 1), m(1, 2) + m(1, 0) + m(1, 1));
    cv::warpAffine(inner, target, cv::Mat(mi), roi.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
}

cv::Mat TablePicture::withPieces(const std::vector<PiecePlacement>& pieces, const std::optional<FigureView>& figures) const {
    cv::Mat out = tiles_.clone();
    const double s = pxPerMm();
    for (const PiecePlacement& p : pieces) {
        const cv::Point2d at = toPicture(p.atMm);
        const double a = p.angleDeg * CV_PI / 180;
        switch (p.kind) {
            case PiecePlacement::Kind::Follower:
                if (figures)
                    drawFigure(out, at, s, p.colour, p.lying, a, *figures);
                else
                    drawFollower(out, at, s, p.colour, p.lying, a);
                break;
            case PiecePlacement::Kind::Bridge: drawBridge(out, at, s, p.northSouth, a); break;
            case PiecePlacement::Kind::Castle: drawCastle(out, at, s, p.colour, p.northSouth, a); break;
        }
    }
    return out;
}

}  // namespace carc::sim
