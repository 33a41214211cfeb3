// carc_sim_gallery_tool: pictures for docs/gallery (scripts/gallery) that `carc sim`
// does not make itself.
//   tiles OUT.jpg            every tile type painted, with its segment layout and follower spots
//   pieces OUT.jpg           followers of every colour standing and lying, a bridge, a castle
//   crop IN OUT x y w h k    a w x h crop of IN at (x, y), scaled by k (nearest, to show pixels)
#include <cstdio>
#include <cstdlib>
#include <string>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "engine/tileset.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/camera/piece_colours.hpp"
#include "vision/sim/pieces.hpp"
#include "vision/sim/tile_art.hpp"

namespace {

using namespace carc;

cv::Mat layoutPicture(const vision::TileLayout& layout, int size) {
    static const cv::Vec3b palette[8] = {{200, 120, 60}, {80, 200, 90}, {60, 80, 220}, {40, 200, 230},
                                         {200, 80, 200}, {220, 220, 80}, {150, 150, 255}, {120, 120, 120}};
    cv::Mat out(layout.labels.size(), CV_8UC3);
    for (int r = 0; r < out.rows; ++r)
        for (int c = 0; c < out.cols; ++c) out.at<cv::Vec3b>(r, c) = palette[layout.labels.at<std::uint8_t>(r, c) % 8];
    cv::resize(out, out, {size, size}, 0, 0, cv::INTER_NEAREST);
    for (const vision::SegmentSpot& s : layout.segments) {
        cv::circle(out, s.follower * size, 5, cv::Scalar(255, 255, 255), cv::FILLED, cv::LINE_AA);
        cv::circle(out, s.follower * size, 5, cv::Scalar(0, 0, 0), 1, cv::LINE_AA);
    }
    return out;
}

int tiles(const std::string& out) {
    const Tileset& ts = Tileset::standard();
    constexpr int S = 133, cols = 12, gap = 6, label = 16;
    const int rowsOfTiles = (ts.size() + cols - 1) / cols;
    cv::Mat sheet(rowsOfTiles * (3 * S + label + gap), cols * (S + gap), CV_8UC3, cv::Scalar(45, 45, 45));
    for (int i = 0; i < ts.size(); ++i) {
        const TileType& t = ts.type(static_cast<TileTypeId>(i));
        const cv::Mat art = sim::paintTile(t, S);
        const vision::TileLayout layout = vision::tileLayout(t, Rotation{0});
        cv::Mat pieces = art.clone();
        for (size_t s = 0; s < layout.segments.size(); ++s)
            sim::drawFollower(pieces, layout.segments[s].follower * S, S / 44.4,
                              vision::defaultColour(static_cast<int>(s)).bgr, layout.segments[s].lying, 0);
        const int x = (i % cols) * (S + gap), y = (i / cols) * (3 * S + label + gap);
        cv::putText(sheet, t.letter != '-' ? std::string(1, t.letter) + "  " + t.id : t.id, {x + 2, y + 12},
                    cv::FONT_HERSHEY_SIMPLEX, 0.4, cv::Scalar(235, 235, 235), 1, cv::LINE_AA);
        art.copyTo(sheet(cv::Rect(x, y + label, S, S)));
        layoutPicture(layout, S).copyTo(sheet(cv::Rect(x, y + label + S, S, S)));
        pieces.copyTo(sheet(cv::Rect(x, y + label + 2 * S, S, S)));
    }
    return cv::imwrite(out, sheet, {cv::IMWRITE_JPEG_QUALITY, 88}) ? 0 : 1;
}

// Two tiles with a castle on their shared small city, a bridge, and followers of
// every colour standing and lying, at the simulator's 3 px/mm.
int pieces(const std::string& out) {
    const Tileset& ts = Tileset::standard();
    constexpr double p = 3;
    const int S = cvRound(44.4 * p);
    cv::Mat table(3 * S, 5 * S, CV_8UC3, cv::Scalar(60, 105, 150));
    auto put = [&](const char* id, Rotation r, int cx, int cy) {
        sim::paintTile(*ts.find(id), S).copyTo(table(cv::Rect(cx * S, cy * S, S, S)));
        if (r.q) cv::rotate(table(cv::Rect(cx * S, cy * S, S, S)), table(cv::Rect(cx * S, cy * S, S, S)), cv::ROTATE_180);
    };
    put("E", Rotation{2}, 0, 0);
    put("E", Rotation{0}, 0, 1);
    put("U", Rotation{0}, 1, 0);
    put("U", Rotation{0}, 2, 0);
    put("B", Rotation{0}, 1, 1);
    sim::drawCastle(table, {S / 2.0, S * 1.0}, p, vision::defaultColour(0).bgr, true, 0);
    sim::drawBridge(table, {S * 2.5, S * 0.5}, p, true, 0.05);
    for (int c = 0; c < 6; ++c) {
        sim::drawFollower(table, {S * (2.2 + 0.45 * c), S * 1.4}, p, vision::defaultColour(c).bgr, false, 0.1 * c);
        sim::drawFollower(table, {S * (2.2 + 0.45 * c), S * 2.4}, p, vision::defaultColour(c).bgr, true, 0.1 * c);
    }
    return cv::imwrite(out, table, {cv::IMWRITE_JPEG_QUALITY, 90}) ? 0 : 1;
}

int crop(int argc, char** argv) {
    if (argc != 9) return 2;
    const cv::Mat in = cv::imread(argv[2]);
    if (in.empty()) {
        std::fprintf(stderr, "%s: not an image\n", argv[2]);
        return 2;
    }
    const cv::Rect r = cv::Rect(std::atoi(argv[4]), std::atoi(argv[5]), std::atoi(argv[6]), std::atoi(argv[7])) &
                       cv::Rect(0, 0, in.cols, in.rows);
    cv::Mat out;
    const double k = std::atof(argv[8]);
    cv::resize(in(r), out, {}, k, k, cv::INTER_NEAREST);
    return cv::imwrite(argv[3], out, {cv::IMWRITE_JPEG_QUALITY, 90}) ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "tiles" && argc == 3) return tiles(argv[2]);
    if (mode == "pieces" && argc == 3) return pieces(argv[2]);
    if (mode == "crop") return crop(argc, argv);
    std::fprintf(stderr, "usage: %s tiles OUT.jpg | pieces OUT.jpg | crop IN OUT x y w h scale\n", argv[0]);
    return 2;
}
