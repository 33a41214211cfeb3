#include "vision/track/tile_library.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>
#include <tuple>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/track/memo_hash.hpp"
#include "vision/sources/image_file.hpp"

namespace carc::vision {
namespace {

bool isImageFile(const std::filesystem::path& p) {
    std::string ext = p.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext == ".jpg" || ext == ".jpeg" || ext == ".png" || ext == ".bmp";
}

// A tile orientation's segments as a sortable signature (kind, edges, halves).
std::vector<std::tuple<int, int, int>> signature(const TileOrientation& o) {
    std::vector<std::tuple<int, int, int>> s;
    for (int i = 0; i < o.segmentCount; ++i)
        s.emplace_back(static_cast<int>(o.seg[i].kind), o.seg[i].edges, o.seg[i].halves);
    std::sort(s.begin(), s.end());
    return s;
}

}  // namespace

Rotation canonicalRotation(const Tileset& tiles, TileTypeId type, Rotation rot) {
    const auto target = signature(tiles.orientation(type, rot));
    for (std::uint8_t q = 0; q < rot.q; ++q)
        if (signature(tiles.orientation(type, Rotation{q})) == target) return Rotation{q};
    return rot;
}

std::string tileLabel(const TileType& type) { return type.letter != '-' ? std::string(1, type.letter) : type.id; }

const TileType* tileTypeOfFileName(const std::string& fileName, const Tileset& tiles) {
    std::string stem = std::filesystem::path(fileName).stem().string();
    std::replace(stem.begin(), stem.end(), '_', '/');
    // Ids such as "BA/CFc.1" end in ".<digit>" themselves: try the whole name first.
    if (const TileType* t = tiles.find(stem)) return t;
    // "D.1" (an art variant): the part before the trailing ".<digits>" names the type.
    const auto dot = stem.rfind('.');
    if (dot == std::string::npos) return nullptr;
    const std::string tail = stem.substr(dot + 1);
    if (tail.empty() || !std::all_of(tail.begin(), tail.end(), [](unsigned char c) { return std::isdigit(c); }))
        return nullptr;
    return tiles.find(stem.substr(0, dot));
}

Expected<TileLibrary> TileLibrary::loadEnrolment(const std::string& dir, const Tileset& tiles) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return Error{dir + ": not a directory"};
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.is_regular_file() && isImageFile(e.path())) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    TileLibrary lib(tiles);
    for (const fs::path& f : files) {
        const TileType* type = tileTypeOfFileName(f.filename().string(), tiles);
        if (!type) return Error{f.string() + ": file name names no tile (expected e.g. D.jpg or BA_RCr.jpg)"};
        const auto img = readImageFile(f);
        if (!img) return Error{img.error()};
        lib.add(type->index, *img);
    }
    if (lib.empty()) return Error{dir + ": no tile images (.jpg/.png) in the enrolment directory"};
    return lib;
}

void TileLibrary::add(TileTypeId type, const cv::Mat& squareBgr) {
    cv::Mat picture;
    cv::resize(squareBgr, picture, {kPictureSide, kPictureSide}, 0, 0, cv::INTER_AREA);
    pictures_[type].push_back(picture);
    cv::Mat img = squareBgr;
    for (std::uint8_t q = 0; q < 4; ++q) {
        const Rotation canon = canonicalRotation(*tiles_, type, Rotation{q});
        refs_.push_back({type, Rotation{q}, canon, shapeOf(type, canon), describeTile(img)});
        cv::Mat turned;
        cv::rotate(img, turned, cv::ROTATE_90_CLOCKWISE);
        img = turned;
    }
}

int TileLibrary::shapeOf(TileTypeId type, Rotation rot) {
    const auto s = signature(tiles_->orientation(type, rot));
    const auto known = std::find(shapes_.begin(), shapes_.end(), s);
    if (known != shapes_.end()) return static_cast<int>(known - shapes_.begin());
    shapes_.push_back(s);
    return static_cast<int>(shapes_.size()) - 1;
}

std::vector<cv::Mat> TileLibrary::pictures(TileTypeId type, Rotation rot, int side) const {
    std::vector<cv::Mat> out;
    const auto it = pictures_.find(type);
    if (it == pictures_.end()) return out;
    static constexpr cv::RotateFlags kTurn[] = {cv::ROTATE_90_CLOCKWISE, cv::ROTATE_180, cv::ROTATE_90_COUNTERCLOCKWISE};
    for (const cv::Mat& upright : it->second) {
        // A fresh matrix to turn into: rotating into a header that shares the stored
        // picture's pixels would turn the library's own picture.
        cv::Mat turned, sized;
        if (rot.q != 0) cv::rotate(upright, turned, kTurn[rot.q - 1]);
        else turned = upright;
        cv::resize(turned, sized, {side, side}, 0, 0, cv::INTER_AREA);
        out.push_back(sized);
    }
    return out;
}

std::vector<cv::Mat> TileLibrary::picturesShowing(TileTypeId type, Rotation rot, int side,
                                                  std::vector<Rotation>* turns) const {
    std::vector<cv::Mat> out;
    const Rotation canon = canonicalRotation(*tiles_, type, rot);
    for (std::uint8_t q = 0; q < 4; ++q)
        if (canonicalRotation(*tiles_, type, Rotation{q}) == canon)
            for (cv::Mat& p : pictures(type, Rotation{q}, side)) {
                out.push_back(std::move(p));
                if (turns) turns->push_back(Rotation{q});
            }
    return out;
}

std::vector<TileTypeId> TileLibrary::enrolledTypes() const {
    std::vector<TileTypeId> out;
    for (const Reference& r : refs_)
        if (std::find(out.begin(), out.end(), r.type) == out.end()) out.push_back(r.type);
    return out;
}

std::uint64_t appearanceHash(const TileAppearance& view) {
    std::uint64_t h = 0;
    for (const std::vector<float>& c : view.channel) h = mixHash(h, bytesHash(c.data(), c.size() * sizeof(float)));
    return h;
}

std::vector<TileGuess> TileLibrary::rank(const std::vector<TileAppearance>& views, const TilePrior& prior,
                                         LikenessMemo* memo) const {
    // Best likeness per (type, distinguishable rotation).
    struct Best {
        Likeness like;
        int shape;
    };
    std::map<std::pair<int, int>, Best> best;
    std::vector<std::uint64_t> viewHashes;
    if (memo)
        for (const TileAppearance& query : views) viewHashes.push_back(appearanceHash(query));
    for (size_t ref = 0; ref < refs_.size(); ++ref) {
        const Reference& r = refs_[ref];
        const double weight = prior.empty() ? 1.0 : prior[r.type][r.rot.q];
        if (weight <= 0) continue;
        for (size_t v = 0; v < views.size(); ++v) {
            const TileAppearance& query = views[v];
            const auto likeness = [&] { return compare(query, r.look); };
            const Likeness s = memo ? memo->get(viewHashes[v], ref, likeness) : likeness();
            auto [it, fresh] = best.try_emplace({r.type, r.canon.q}, Best{s, r.shape});
            if (!fresh && s.robust > it->second.like.robust) it->second.like = s;
        }
    }
    // Tiles that differ only by a pennant (M and N, O and P, ...) look alike but for one
    // small patch, which the robust likeness leaves out: between such twins (other
    // types, same segments the same way round) the full likeness decides, and the pair
    // keeps the better robust score.
    std::map<std::pair<int, int>, double> score;
    for (const auto& [key, s] : best) score[key] = s.like.robust;
    for (const auto& [key, s] : best)
        for (const auto& [other, t] : best) {
            if (other.first == key.first || t.shape != s.shape) continue;
            score[key] = std::max(score[key], t.like.robust + (s.like.full - t.like.full));
        }
    std::vector<TileGuess> out;
    double top = -1e9;
    for (const auto& [key, s] : score) top = std::max(top, s);
    double total = 0;
    for (const auto& [key, s] : score) {
        TileGuess g;
        g.type = static_cast<TileTypeId>(key.first);
        g.rot = Rotation{static_cast<std::uint8_t>(key.second)};
        g.score = s;
        const double weight = prior.empty() ? 1.0 : prior[g.type][g.rot.q];
        g.probability = weight * std::exp((s - top) / kTemperature);
        total += g.probability;
        out.push_back(g);
    }
    for (TileGuess& g : out) g.probability /= total;
    std::sort(out.begin(), out.end(), [](const TileGuess& a, const TileGuess& b) { return a.probability > b.probability; });
    return out;
}

}  // namespace carc::vision
