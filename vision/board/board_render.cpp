#include "vision/board/board_render.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "engine/game.hpp"
#include "engine/random_player.hpp"
#include "vision/camera/piece_colours.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/sim/pieces.hpp"
#include "vision/sim/tile_art.hpp"
#include "vision/structure/tile_reader.hpp"

namespace carc::vision {
namespace {

constexpr double kTileMm = 45;         // a Carcassonne tile's side
constexpr double kCellMm = 46.2;       // cell pitch: tiles lie loose with ~1 mm gaps
constexpr double kJitterMm = 0.5;      // how far a loose tile lies off its cell (uniform, each axis)
constexpr double kTurnDeg = 2.5;       // how far a loose tile is turned (uniform)
constexpr double kDistanceBoards = 2.5;  // camera distance in board sizes: a phone held over the table

// A pinhole camera looking at the board centre from straight above, tilted toward the
// photo's bottom (south) by tiltDeg; maps table mm (x east, y south) to photo pixels.
struct TableCamera {
    cv::Point3d centre, right, down, forward;
    double focal = 1;
    cv::Point2d principal;

    TableCamera(cv::Point2d boardCentre, double distance, double tiltDeg) {
        const double t = tiltDeg * CV_PI / 180;
        centre = {boardCentre.x, boardCentre.y + distance * std::sin(t), distance * std::cos(t)};
        forward = {0, -std::sin(t), -std::cos(t)};
        right = {1, 0, 0};
        down = right.cross(forward);
    }
    cv::Point2d project(cv::Point2d mm) const {
        const cv::Point3d v = cv::Point3d(mm.x, mm.y, 0) - centre;
        const double z = v.dot(forward);
        return principal + focal * cv::Point2d(v.dot(right) / z, v.dot(down) / z);
    }
    double depth(cv::Point2d mm) const { return (cv::Point3d(mm.x, mm.y, 0) - centre).dot(forward); }
};

cv::Mat tableTop(cv::Size size, TableCloth cloth, std::mt19937& rng) {
    cv::Mat noise(size, CV_32F);
    cv::randn(noise, 0, 1);
    cv::Mat coarse(std::max(2, size.height / 40), std::max(2, size.width / 40), CV_32F);
    cv::randn(coarse, 0, 1);
    cv::resize(coarse, coarse, size, 0, 0, cv::INTER_CUBIC);
    cv::Mat out(size, CV_8UC3);
    std::uniform_real_distribution<double> u(0, 1);
    const double hue = u(rng);
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const float n = noise.at<float>(y, x), c = coarse.at<float>(y, x);
            cv::Vec3d bgr;
            switch (cloth) {
                case TableCloth::Paper:  // white, fibres
                    bgr = cv::Vec3d(226, 232, 236) + cv::Vec3d(1, 1, 1) * (3 * n + 2 * c);
                    break;
                case TableCloth::Wood: {  // brown with grain running east-west
                    const double grain = std::sin((y + 14 * c) * 2 * CV_PI / (18 + 10 * hue));
                    bgr = cv::Vec3d(48 + 20 * hue, 92 + 25 * hue, 150 + 30 * hue) * (1 + 0.1 * grain + 0.02 * n);
                    break;
                }
                case TableCloth::Cloth: {  // dark blue-grey weave
                    const double weave = ((x / 2 + y / 2) % 2 == 0) ? 1.06 : 0.94;
                    bgr = cv::Vec3d(105 + 30 * hue, 72, 58) * weave * (1 + 0.03 * n + 0.03 * c);
                    break;
                }
            }
            out.at<cv::Vec3b>(y, x) = cv::Vec3b(cv::saturate_cast<uchar>(bgr[0]), cv::saturate_cast<uchar>(bgr[1]),
                                                cv::saturate_cast<uchar>(bgr[2]));
        }
    return out;
}

// A round token (some tables use them as followers): a wooden disc 15 mm across and
// 4 mm thick, its shadow and its side below and right of it, its top lit from the
// north-west.
void drawToken(cv::Mat& picture, cv::Point2d centre, double pxPerMm, const cv::Scalar& bgr) {
    constexpr double kDiameterMm = 15, kThickMm = 4;
    const double r = kDiameterMm / 2 * pxPerMm, drop = kThickMm * 0.4 * pxPerMm;
    const cv::Rect roi = cv::Rect(cvRound(centre.x - r - 2), cvRound(centre.y - r - 2), cvRound(2 * r + drop + 6),
                                  cvRound(2 * r + drop + 6)) & cv::Rect(0, 0, picture.cols, picture.rows);
    if (roi.empty()) return;
    cv::Mat region = picture(roi), dark = region.clone();
    const cv::Point2d c = centre - cv::Point2d(roi.tl());
    cv::circle(dark, c + cv::Point2d(drop, drop) * 1.5, cvRound(r), cv::Scalar(20, 20, 20), cv::FILLED, cv::LINE_AA);
    cv::addWeighted(region, 0.55, dark, 0.45, 0, region);
    cv::circle(region, c + cv::Point2d(drop, drop) * 0.5, cvRound(r), bgr * 0.6, cv::FILLED, cv::LINE_AA);  // the side
    for (int y = 0; y < region.rows; ++y)
        for (int x = 0; x < region.cols; ++x) {
            const cv::Point2d d = cv::Point2d(x, y) - c;
            if (d.dot(d) > r * r) continue;
            const double light = 1.1 - 0.25 * (d.x + d.y) / (2 * r);  // brighter toward the north-west
            cv::Vec3b& px = region.at<cv::Vec3b>(y, x);
            for (int k = 0; k < 3; ++k) px[k] = cv::saturate_cast<uchar>(bgr[k] * light);
        }
}

// Draws `art` (a square tile picture) centred at `centre` turned by angleDeg clockwise,
// with a soft shadow toward the south-east.
void drawTile(cv::Mat& picture, const cv::Mat& art, cv::Point2d centre, double angleDeg, double pxPerMm) {
    const double side = art.cols;
    const double a = angleDeg * CV_PI / 180, c = std::cos(a), s = std::sin(a);
    std::vector<cv::Point> corners, shadow;
    const double shadowPx = 0.7 * pxPerMm;  // tiles are 2 mm thick: a short shadow
    for (cv::Point2d u : {cv::Point2d{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}) {
        const cv::Point2d p = centre + cv::Point2d(c * u.x - s * u.y, s * u.x + c * u.y) * (side / 2);
        corners.emplace_back(cvRound(p.x), cvRound(p.y));
        shadow.emplace_back(cvRound(p.x + shadowPx), cvRound(p.y + shadowPx));
    }
    cv::Rect roi = cv::boundingRect(shadow) | cv::boundingRect(corners);
    roi.x -= 2, roi.y -= 2, roi.width += 4, roi.height += 4;
    roi &= cv::Rect(0, 0, picture.cols, picture.rows);
    if (roi.empty()) return;
    cv::Mat region = picture(roi), dark = region.clone();
    std::vector<cv::Point> local;
    for (const cv::Point& p : shadow) local.push_back(p - roi.tl());
    cv::fillConvexPoly(dark, local, cv::Scalar(20, 20, 20), cv::LINE_AA);
    cv::addWeighted(region, 0.55, dark, 0.45, 0, region);
    // art pixel (u, v) -> picture: centre + R (u - side/2, v - side/2)
    cv::Matx23d m(c, -s, 0, s, c, 0);
    const cv::Point2d o = centre - cv::Point2d(roi.tl()) - cv::Point2d(c * side / 2 - s * side / 2, s * side / 2 + c * side / 2);
    m(0, 2) = o.x, m(1, 2) = o.y;
    cv::warpAffine(art, region, m, region.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
    local.clear();
    for (const cv::Point& p : corners) local.push_back(p - roi.tl());
    cv::polylines(region, local, true, cv::Scalar(70, 80, 90), 1, cv::LINE_AA);  // the cardboard's cut edge
}

// The scene's game, played by a random player to its end, or to `scene.tiles` tiles (a
// game in progress: no final score in the truth).
Expected<Game> gameToRender(const BoardScene& scene, const std::shared_ptr<const Tileset>& tiles) {
    GameSetup setup;
    setup.players = scene.players;
    setup.seed = scene.seed;
    auto game = Game::create(setup, tiles);
    if (!game) return Error{game.error()};
    RandomPlayer player(scene.seed);
    while (!game->over()) {
        if (scene.tiles > 0 && game->phase() == Phase::PlaceTile &&
            static_cast<int>(game->board().placed().size()) >= scene.tiles)
            break;
        if (!game->apply(player.choose(*game))) return Error{"the engine refused its own move"};
    }
    return game;
}

// How a tile lies on the table: its centre (mm) and its turn (degrees).
struct Lie {
    cv::Point2d centreMm;
    double angleDeg;
};
struct Lies {
    std::vector<Lie> lies;  // per placed tile
    cv::Rect2d box;         // round them all, with half a tile's margin
};

// Where the placed tiles lie: on their cells, jittered and turned a little, the board
// turned by the scene's yaw about the origin tile.
Lies liesOnTable(const std::vector<PlacedTile>& placed, const BoardScene& scene, std::mt19937& rng) {
    std::uniform_real_distribution<double> jitter(-kJitterMm, kJitterMm), turn(-kTurnDeg, kTurnDeg);
    const double yaw = scene.yawDeg * CV_PI / 180;
    auto onTable = [&](cv::Point2d boardMm) {  // the board turned by the yaw about the origin tile
        return cv::Point2d(std::cos(yaw) * boardMm.x - std::sin(yaw) * boardMm.y,
                           std::sin(yaw) * boardMm.x + std::cos(yaw) * boardMm.y);
    };
    Lies out;
    for (size_t i = 0; i < placed.size(); ++i) {
        const cv::Point2d cell(placed[i].pos.x * kCellMm + jitter(rng), placed[i].pos.y * kCellMm + jitter(rng));
        out.lies.push_back({onTable(cell), turn(rng) + scene.yawDeg});
        const cv::Rect2d r(out.lies.back().centreMm - cv::Point2d(kTileMm, kTileMm) * 0.75, cv::Size2d(kTileMm, kTileMm) * 1.5);
        out.box = i == 0 ? r : (out.box | r);
    }
    return out;
}

// The camera over the board's box at the scene's tilt, its focal length and principal
// point set so that the board fills 90 % of the photo.
TableCamera cameraFraming(const cv::Rect2d& box, double boardMm, const BoardScene& scene) {
    TableCamera camera((box.tl() + box.br()) * 0.5, kDistanceBoards * boardMm + 300, scene.tiltDeg);
    cv::Rect2d seen;
    for (cv::Point2d c : {box.tl(), cv::Point2d(box.x + box.width, box.y), box.br(), cv::Point2d(box.x, box.y + box.height)}) {
        const cv::Point2d p = camera.project(c);
        seen = seen.area() == 0 ? cv::Rect2d(p, cv::Size2d(1e-9, 1e-9)) : (seen | cv::Rect2d(p, cv::Size2d(1e-9, 1e-9)));
    }
    camera.focal = 0.9 * std::min(scene.photoPx.width / seen.width, scene.photoPx.height / seen.height);
    camera.principal = cv::Point2d(scene.photoPx.width, scene.photoPx.height) * 0.5 -
                       camera.focal * cv::Point2d(seen.x + seen.width / 2, seen.y + seen.height / 2);
    return camera;
}

// The table picture's area (mm) and scale: top-down, at the photo's finest tile scale,
// covering the board and a margin round it (the photo's far corners show table only).
struct TableArea {
    cv::Rect2d area;
    double pxPerMm;
    [[nodiscard]] cv::Size size() const { return {cvCeil(area.width * pxPerMm), cvCeil(area.height * pxPerMm)}; }
};
TableArea tableArea(const std::vector<Lie>& lies, const cv::Rect2d& box, double boardMm, const TableCamera& camera) {
    double nearest = 1e18;
    for (const Lie& l : lies) nearest = std::min(nearest, camera.depth(l.centreMm));
    return {cv::Rect2d(box.tl() - cv::Point2d(boardMm, boardMm), cv::Size2d(box.width, box.height) + cv::Size2d(2, 2) * boardMm),
            std::min(8.0, camera.focal / nearest)};
}

// The photo developed: light falling off toward one side, sensor noise, and JPEG when
// `jpegQuality` > 0.
void developed(cv::Mat& photo, std::mt19937& rng, int jpegQuality) {
    std::uniform_real_distribution<double> light(0.8, 1.05);
    const double l0 = light(rng), l1 = light(rng);
    cv::Mat shade(photo.size(), CV_32FC3);
    for (int x = 0; x < shade.cols; ++x) {
        const float g = static_cast<float>(l0 + (l1 - l0) * x / shade.cols);
        shade.col(x).setTo(cv::Scalar(g, g, g));
    }
    cv::Mat f;
    photo.convertTo(f, CV_32FC3);
    cv::Mat noise(f.size(), CV_32FC3);
    cv::randn(noise, 0, 2.5);
    f = f.mul(shade) + noise;
    f.convertTo(photo, CV_8UC3);
    if (jpegQuality > 0) {
        std::vector<uchar> bytes;
        cv::imencode(".jpg", photo, bytes, {cv::IMWRITE_JPEG_QUALITY, jpegQuality});
        photo = cv::imdecode(bytes, cv::IMREAD_COLOR);
    }
}

// Each player's final points (the truth's "players").
nlohmann::json finalPoints(const Game& game, const std::vector<std::string>& players) {
    nlohmann::json points = nlohmann::json::array();
    for (int p = 0; p < game.playerCount() && game.over(); ++p) {
        int finalPoints = 0;
        for (const ScoreEvent& e : game.scoreEvents())
            if (e.player == p && e.final) finalPoints += e.points;
        points.push_back({{"name", players[static_cast<size_t>(p)]}, {"final_points", finalPoints}});
    }
    return points;
}

}  // namespace

Expected<TableCloth> parseTableCloth(const std::string& name) {
    if (name == "paper") return TableCloth::Paper;
    if (name == "wood") return TableCloth::Wood;
    if (name == "cloth") return TableCloth::Cloth;
    return Error{"unknown table '" + name + "' (paper, wood, cloth)"};
}

const char* tableClothName(TableCloth c) {
    return c == TableCloth::Paper ? "paper" : c == TableCloth::Wood ? "wood" : "cloth";
}

Expected<RenderedBoard> renderBoard(const BoardScene& scene) {
    const std::shared_ptr<const Tileset> tiles = Tileset::standardShared();
    std::optional<TileLibrary> art;
    if (!scene.artDir.empty()) {
        auto loaded = TileLibrary::loadEnrolment(scene.artDir, *tiles);
        if (!loaded) return Error{loaded.error()};
        art = uprightLibrary(*loaded);
    }
    auto game = gameToRender(scene, tiles);
    if (!game) return Error{game.error()};
    std::mt19937 rng(static_cast<std::uint32_t>(scene.seed * 7919 + 17));
    cv::theRNG().state = scene.seed * 7919 + 17;  // cv::randn's noise: the same photo for the same scene
    const std::vector<PlacedTile>& placed = game->board().placed();
    const auto [lies, box] = liesOnTable(placed, scene, rng);
    const double boardMm = std::max(box.width, box.height);
    const TableCamera camera = cameraFraming(box, boardMm, scene);

    const TableArea table = tableArea(lies, box, boardMm, camera);
    const cv::Rect2d& area = table.area;
    const double pxPerMm = table.pxPerMm;
    cv::Mat picture = tableTop(table.size(), scene.cloth, rng);
    auto toPicture = [&](cv::Point2d mm) { return (mm - area.tl()) * pxPerMm; };

    const int artPx = cvRound(kTileMm * pxPerMm);
    nlohmann::json truthTiles = nlohmann::json::array();
    for (size_t i = 0; i < placed.size(); ++i) {
        const PlacedTile& t = placed[i];
        const TileType& type = *t.o->type;
        cv::Mat picture1;
        if (art && !art->pictures(type.index, t.rot, artPx).empty())
            picture1 = art->pictures(type.index, t.rot, artPx).front();
        else {
            picture1 = sim::paintTile(type, artPx);
            for (int q = 0; q < t.rot.q; ++q) cv::rotate(picture1, picture1, cv::ROTATE_90_CLOCKWISE);
        }
        drawTile(picture, picture1, toPicture(lies[i].centreMm), lies[i].angleDeg, pxPerMm);
        const cv::Point2d c = camera.project(lies[i].centreMm);
        truthTiles.push_back({{"x", t.pos.x}, {"y", t.pos.y}, {"tile", tileLabel(type)}, {"id", type.id},
                              {"rotation", canonicalRotation(*tiles, type.index, t.rot).degrees()},
                              {"turn", t.rot.degrees()},  // as laid: follower segments are numbered in it
                              {"centre_px", {c.x, c.y}}});
    }
    nlohmann::json truthFollowers = nlohmann::json::array();
    for (const Follower& f : game->followers()) {
        const PlacedTile& t = placed[static_cast<size_t>(f.at.tile)];
        const Lie& lie = lies[static_cast<size_t>(f.at.tile)];
        const TileLayout layout = tileLayout(*t.o->type, t.rot);
        const SegmentSpot& spot = layout.segments[static_cast<size_t>(f.at.seg)];
        const double a = lie.angleDeg * CV_PI / 180;
        const cv::Point2d u = (spot.follower - cv::Point2d(0.5, 0.5)) * kTileMm;
        const cv::Point2d mm = lie.centreMm + cv::Point2d(std::cos(a) * u.x - std::sin(a) * u.y, std::sin(a) * u.x + std::cos(a) * u.y);
        const std::string& name = scene.players[static_cast<size_t>(f.owner)];
        const PieceColour* colour = findColour(name);
        const cv::Scalar bgr = colour ? colour->bgr : defaultColour(f.owner).bgr;
        if (scene.tokens) drawToken(picture, toPicture(mm), pxPerMm, bgr);
        else sim::drawFollower(picture, toPicture(mm), pxPerMm, bgr, spot.lying, a + (spot.lying ? 1.2 : 0));
        const cv::Point2d c = camera.project(mm);
        truthFollowers.push_back({{"x", t.pos.x}, {"y", t.pos.y}, {"colour", name}, {"segment", f.at.seg},
                                  {"feature", featureName(t.segment(f.at.seg).kind)}, {"centre_px", {c.x, c.y}}});
    }

    // The photo: the table picture seen through the camera, light falling off toward
    // one side, sensor noise.
    std::vector<cv::Point2f> from, to;
    for (cv::Point2d mm : {area.tl(), cv::Point2d(area.x + area.width, area.y), area.br(), cv::Point2d(area.x, area.y + area.height)}) {
        from.push_back(cv::Point2f(toPicture(mm)));
        to.push_back(cv::Point2f(camera.project(mm)));
    }
    RenderedBoard out;
    cv::warpPerspective(picture, out.photo, cv::getPerspectiveTransform(from, to), scene.photoPx, cv::INTER_LINEAR,
                        cv::BORDER_REPLICATE);
    developed(out.photo, rng, scene.jpegQuality);

    out.truth = {{"tiles", truthTiles}, {"followers", truthFollowers},
                 {"scene", {{"seed", scene.seed}, {"art", scene.artDir}, {"table", tableClothName(scene.cloth)},
                            {"tilt_deg", scene.tiltDeg}, {"yaw_deg", scene.yawDeg}}}};
    if (game->over()) out.truth["players"] = finalPoints(*game, scene.players);
    return out;
}

}  // namespace carc::vision
