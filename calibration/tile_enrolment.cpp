#include "calibration/tile_enrolment.hpp"

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <filesystem>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/image_turn.hpp"
#include "calibration/table_calibration.hpp"

namespace carc::calibration {

namespace {

constexpr double kPatchPxPerMm = 6.0;

// Colour gradients of a patch (Lab, each channel), smoothed by sigma pixels.
struct Gradients {
    std::array<cv::Mat, 3> gx, gy;  // CV_32F
};

Gradients gradientsOf(const cv::Mat& patchBgr, double sigma) {
    cv::Mat lab;
    cv::cvtColor(patchBgr, lab, cv::COLOR_BGR2Lab);
    lab.convertTo(lab, CV_32FC3);
    cv::GaussianBlur(lab, lab, {0, 0}, sigma);
    std::vector<cv::Mat> channels;
    cv::split(lab, channels);
    Gradients g;
    for (int c = 0; c < 3; ++c) {
        cv::Sobel(channels[c], g.gx[c], CV_32F, 1, 0, 3, 1.0 / 8);
        cv::Sobel(channels[c], g.gy[c], CV_32F, 0, 1, 3, 1.0 / 8);
    }
    return g;
}

// Mean colour contrast across the outline of a square (centre, side, angle) in the
// patch: the gradient's component along each edge's normal, over the middle 80 % of
// each edge (corners are often worn or shadowed).
double outlineContrast(const Gradients& g, cv::Point2d centre, double side, double angle) {
    const double c = std::cos(angle), s = std::sin(angle), h = side / 2;
    constexpr int kSamples = 24;
    static const cv::Point2d kNormal[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};  // N E S W, outwards
    double sum = 0;
    int n = 0;
    for (const cv::Point2d& nl : kNormal) {
        const cv::Point2d along(-nl.y, nl.x);
        const cv::Point2d nw(c * nl.x - s * nl.y, s * nl.x + c * nl.y);
        for (int i = 0; i < kSamples; ++i) {
            const double t = -0.8 * h + 1.6 * h * i / (kSamples - 1);
            const cv::Point2d local = nl * h + along * t;
            const cv::Point2d p = centre + cv::Point2d(c * local.x - s * local.y, s * local.x + c * local.y);
            const int x = static_cast<int>(std::lround(p.x)), y = static_cast<int>(std::lround(p.y));
            if (x < 0 || y < 0 || x >= g.gx[0].cols || y >= g.gx[0].rows) continue;
            double v = 0;
            for (int ch = 0; ch < 3; ++ch)
                v += std::abs(g.gx[ch].at<float>(y, x) * nw.x + g.gy[ch].at<float>(y, x) * nw.y);
            sum += v;
            ++n;
        }
    }
    return n ? sum / n : 0;
}

struct SquareFit {
    cv::Point2d centre;
    double angle = 0;  // radians, clockwise on screen
    double contrast = -1;
};

// The tile of known size near the patch centre: the square whose outline has the
// most colour contrast, searched coarse to fine over position (+-maxShift px) and
// angle (+-20 degrees). Works where parts of the art match the table's colour.
SquareFit fitSquare(const cv::Mat& patch, double side, double maxShift) {
    constexpr double kDeg = CV_PI / 180;
    const cv::Point2d middle((patch.cols - 1) / 2.0, (patch.rows - 1) / 2.0);
    const Gradients coarse = gradientsOf(patch, 3.0), fine = gradientsOf(patch, 1.0);
    SquareFit start;
    for (double dy = -maxShift; dy <= maxShift; dy += 4)
        for (double dx = -maxShift; dx <= maxShift; dx += 4)
            for (double a = -20; a <= 20; a += 2.5) {
                const double v = outlineContrast(coarse, middle + cv::Point2d(dx, dy), side, a * kDeg);
                if (v > start.contrast) start = {middle + cv::Point2d(dx, dy), a * kDeg, v};
            }
    SquareFit best;
    for (double dy = -4; dy <= 4; dy += 0.5)
        for (double dx = -4; dx <= 4; dx += 0.5)
            for (double a = -3; a <= 3; a += 0.5) {
                const cv::Point2d c = start.centre + cv::Point2d(dx, dy);
                const double v = outlineContrast(fine, c, side, start.angle + a * kDeg);
                if (v > best.contrast) best = {c, start.angle + a * kDeg, v};
            }
    return best;
}

struct CutOut {
    bool found = false;
    std::array<cv::Point2d, 4> cornersMm;  // clockwise from the north-west
    double contrast = 0;
};

CutOut findTileInCell(const cv::Mat& frame, const vision::CameraModel& camera, const cv::Matx33d& h,
                      const GridCell& cell, double pitchMm, double tileMm, double minContrast) {
    const cv::Rect2d area(cell.centreMm.x - pitchMm / 2, cell.centreMm.y - pitchMm / 2, pitchMm, pitchMm);
    const cv::Mat patch = rectifyTable(frame, camera, h, area, kPatchPxPerMm);
    const double side = tileMm * kPatchPxPerMm;
    const SquareFit fit = fitSquare(patch, side, (pitchMm - tileMm) / 2 * kPatchPxPerMm);
    CutOut cut;
    cut.contrast = fit.contrast;
    if (fit.contrast < minContrast) return cut;
    cut.found = true;
    const double c = std::cos(fit.angle), s = std::sin(fit.angle), half = side / 2;
    const cv::Point2d local[4] = {{-half, -half}, {half, -half}, {half, half}, {-half, half}};
    for (int i = 0; i < 4; ++i) {
        const cv::Point2d p = fit.centre + cv::Point2d(c * local[i].x - s * local[i].y, s * local[i].x + c * local[i].y);
        cut.cornersMm[i] = area.tl() + p / kPatchPxPerMm;  // patch pixel (u, v) shows tl + (u, v) / pxPerMm
    }
    return cut;
}

// A descriptor for tileSimilarity: 32x32 Lab, blurred, mean-free, unit length.
cv::Mat describe(const cv::Mat& square) {
    cv::Mat small, lab;
    cv::resize(square, small, {32, 32}, 0, 0, cv::INTER_AREA);
    cv::GaussianBlur(small, small, {3, 3}, 0.8);
    cv::cvtColor(small, lab, cv::COLOR_BGR2Lab);
    lab.convertTo(lab, CV_32FC3);
    lab -= cv::mean(lab);
    cv::Mat flat = lab.reshape(1, 1).clone();
    const double n = cv::norm(flat);
    if (n > 0) flat /= n;
    return flat;
}

bool sameEdges(const Tileset& tiles, TileTypeId t, int quarterTurns) {
    return tiles.orientation(t, Rotation{0}).edge == tiles.orientation(t, Rotation{static_cast<std::uint8_t>(quarterTurns)}).edge;
}

}  // namespace

std::array<double, 4> edgeGreenness(const cv::Mat& square) {
    cv::Mat hsv;
    cv::cvtColor(square, hsv, cv::COLOR_BGR2HSV);
    const int n = square.cols, band = std::max(2, n / 8), from = n * 15 / 100, to = n - from;
    const std::array<cv::Rect, 4> bands{cv::Rect(from, 0, to - from, band), cv::Rect(n - band, from, band, to - from),
                                        cv::Rect(from, n - band, to - from, band), cv::Rect(0, from, band, to - from)};
    std::array<double, 4> green{};
    for (int e = 0; e < 4; ++e) {
        cv::Mat mask;
        // OpenCV hue is 0..180: green fields (yellow-green to blue-green) 28..95.
        cv::inRange(hsv(bands[e]), cv::Scalar(28, 50, 35), cv::Scalar(95, 255, 255), mask);
        green[e] = cv::countNonZero(mask) / static_cast<double>(mask.total());
    }
    return green;
}

double edgeFit(const std::array<double, 4>& greenness, const TileOrientation& tile) {
    double fit = 0;
    for (int e = 0; e < 4; ++e) fit += tile.edge[e] == Terrain::City ? 1.0 - greenness[e] : greenness[e];
    return fit / 4;
}

double tileSimilarity(const cv::Mat& a, const cv::Mat& b) { return describe(a).dot(describe(b)); }

Expected<Enrolment> enrolTiles(const cv::Mat& frame, const vision::CameraModel& camera, const vision::TableModel& table,
                               const TileGrid& grid, const Tileset& tiles, const std::string& outDir,
                               const EnrolmentOptions& options, const EnrolProgress& progress) {
    namespace fs = std::filesystem;
    if (!table.imageToTable) return Error{"table.yaml has no image_to_table: run `carc calibrate table` first"};
    if (frame.empty()) return Error{"empty frame"};
    std::error_code ec;
    fs::create_directories(outDir, ec);
    if (ec) return Error{outDir + ": " + ec.message()};
    const cv::Matx33d& h = *table.imageToTable;
    const cv::Size out(options.imagePx, options.imagePx);
    Enrolment result;
    std::vector<cv::Mat> cut2;  // second cut-outs, for verification
    for (size_t i = 0; i < grid.cells.size(); ++i) {
        EnrolledTile tile;
        tile.cell = grid.cells[i];
        const TileType& type = tiles.type(tile.cell.type);
        const std::string where = "row " + std::to_string(tile.cell.row + 1) + ", column " +
                                  std::to_string(tile.cell.col + 1) + " (" + type.name() + ")";
        const CutOut cut =
            findTileInCell(frame, camera, h, tile.cell, grid.pitchMm, table.tileMm, options.minOutlineContrast);
        if (!cut.found) {
            char text[80];
            std::snprintf(text, sizeof text, " (outline contrast %.1f < %.1f)", cut.contrast, options.minOutlineContrast);
            tile.problem = "no tile found at " + where + text;
            result.tiles.push_back(tile);
            cut2.emplace_back();
            if (progress) progress(i + 1, grid.cells.size());
            continue;
        }
        cv::Mat image = rectifyTableQuad(frame, camera, h, cut.cornersMm, out);
        // Which way round does it lie? The rotation whose edges fit the art best.
        const auto green = edgeGreenness(image);
        std::array<double, 4> fit{};
        for (int q = 0; q < 4; ++q) fit[q] = edgeFit(green, tiles.orientation(type.index, Rotation{static_cast<std::uint8_t>(q)}));
        const int best = static_cast<int>(std::max_element(fit.begin(), fit.end()) - fit.begin());
        if (best != 0 && (fit[best] - fit[0]) * 4 >= options.minTurnEvidence) tile.turnedBack = best;
        // Seen turned by q clockwise: turn it back (3 more quarter turns per quarter).
        image = turnedClockwise(image, 4 - tile.turnedBack);
        tile.edgeFit = fit[tile.turnedBack];
        if (tile.turnedBack != 0)
            tile.problem = "lay turned " + std::to_string(90 * tile.turnedBack) + " degrees clockwise at " + where +
                           ": turned back";
        else if (tile.edgeFit < 0.6)
            tile.problem = "edges do not look like " + type.name() + " at " + where + " (wrong tile in this cell?)";
        const fs::path file = fs::path(outDir) / (enrolmentStem(type) + ".jpg");
        if (!cv::imwrite(file.string(), image, {cv::IMWRITE_JPEG_QUALITY, 95}))
            return Error{file.string() + ": cannot write"};
        tile.file = file.string();
        tile.image = image;
        ++result.written;
        // A second cut-out as another photo would give it: corners off by ~1 mm.
        std::array<cv::Point2d, 4> jittered = cut.cornersMm;
        const std::array<cv::Point2d, 4> shift{cv::Point2d{0.8, -0.5}, {0.4, 0.9}, {-0.7, 0.6}, {-0.5, -0.8}};
        for (int c = 0; c < 4; ++c) jittered[c] += shift[c];
        cut2.push_back(turnedClockwise(rectifyTableQuad(frame, camera, h, jittered, out), 4 - tile.turnedBack));
        result.tiles.push_back(tile);
        if (progress) progress(i + 1, grid.cells.size());
    }
    // Verification: each second cut-out against every written image in 4 rotations.
    for (size_t i = 0; i < result.tiles.size(); ++i) {
        EnrolledTile& tile = result.tiles[i];
        if (tile.file.empty()) continue;
        double best = -2, bestOther = -2;
        for (const EnrolledTile& ref : result.tiles) {
            if (ref.file.empty()) continue;
            for (int q = 0; q < 4; ++q) {
                const double s = tileSimilarity(cut2[i], turnedClockwise(ref.image, q));
                if (s > best) best = s, tile.recognised = ref.cell.type, tile.recognisedRotation = 90 * q;
                if (ref.cell.type != tile.cell.type) bestOther = std::max(bestOther, s);
            }
        }
        tile.score = best;
        tile.margin = best - bestOther;
        tile.verified = tile.recognised == tile.cell.type && sameEdges(tiles, tile.cell.type, tile.recognisedRotation / 90);
        result.verified += tile.verified;
    }
    return result;
}

}  // namespace carc::calibration
