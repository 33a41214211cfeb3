#include "vision/sim/tile_art.hpp"

#include <algorithm>
#include <filesystem>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace carc::sim {

namespace fs = std::filesystem;

Expected<std::map<TileTypeId, std::vector<cv::Mat>>> TileArt::load(const std::string& artDir) const {
    std::map<TileTypeId, std::vector<cv::Mat>> out;
    std::error_code ec;
    if (!fs::is_directory(artDir, ec)) return Error{artDir + ": art directory not found"};
    for (const TileType& t : tiles_->types()) {
        std::string base = t.letter != '-' ? std::string(1, t.letter) : t.id;
        std::replace(base.begin(), base.end(), '/', '_');
        std::vector<std::string> names{base};
        for (int v = 1; v < 10; ++v) names.push_back(base + "." + std::to_string(v));
        for (const std::string& name : names)
            for (const char* ext : {".jpg", ".png", ".jpeg"}) {
                const fs::path p = fs::path(artDir) / (name + ext);
                if (!fs::exists(p, ec)) continue;
                cv::Mat img = cv::imread(p.string(), cv::IMREAD_COLOR);
                if (img.empty()) return Error{p.string() + ": not a readable image"};
                cv::resize(img, img, cv::Size(size_, size_), 0, 0, cv::INTER_AREA);
                out[t.index].push_back(img);
            }
    }
    if (out.empty()) return Error{artDir + ": no tile images (expected e.g. D.jpg or BA_RCr.jpg, INTERFACES.md)"};
    return out;
}

Expected<TileArt> TileArt::create(const Tileset& tiles, int sizePx, const std::string& artDir,
                                  const std::vector<std::string>& mixed) {
    TileArt art(tiles, sizePx);
    if (!artDir.empty()) {
        auto loaded = art.load(artDir);
        if (!loaded) return Error{loaded.error()};
        art.loaded_ = std::move(*loaded);
    }
    if (mixed.empty()) return art;
    // Every printing gives each type its pictures, or one painted (an empty picture).
    std::vector<std::map<TileTypeId, std::vector<cv::Mat>>> printings{art.loaded_};
    for (const std::string& dir : mixed) {
        if (dir == "painted") {
            printings.emplace_back();
            continue;
        }
        auto loaded = art.load(dir);
        if (!loaded) return Error{loaded.error()};
        printings.push_back(std::move(*loaded));
    }
    art.loaded_.clear();
    for (const TileType& t : tiles.types())
        for (const auto& printing : printings) {
            auto it = printing.find(t.index);
            auto& pictures = art.loaded_[t.index];
            if (it == printing.end())
                pictures.emplace_back();
            else
                pictures.insert(pictures.end(), it->second.begin(), it->second.end());
        }
    return art;
}

int TileArt::variants(TileTypeId t) const {
    auto it = loaded_.find(t);
    return it == loaded_.end() ? 1 : static_cast<int>(it->second.size());
}

bool TileArt::real(TileTypeId t) const {
    auto it = loaded_.find(t);
    return it != loaded_.end() && std::any_of(it->second.begin(), it->second.end(), [](const cv::Mat& m) { return !m.empty(); });
}

const cv::Mat& TileArt::image(TileTypeId t, Rotation rot, int variant) {
    variant = std::clamp(variant, 0, variants(t) - 1);
    const auto key = std::make_tuple(static_cast<int>(t), static_cast<int>(rot.q), variant);
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second;
    cv::Mat upright;
    if (auto l = loaded_.find(t); l != loaded_.end() && !l->second[static_cast<size_t>(variant)].empty())
        upright = l->second[static_cast<size_t>(variant)];
    else if (rot.q == 0)
        upright = paintTile(tiles_->type(t), size_);
    else
        upright = image(t, Rotation{0}, variant);
    cv::Mat out;
    static const cv::RotateFlags turns[3] = {cv::ROTATE_90_CLOCKWISE, cv::ROTATE_180, cv::ROTATE_90_COUNTERCLOCKWISE};
    if (rot.q == 0)
        out = upright.clone();
    else
        cv::rotate(upright, out, turns[rot.q - 1]);
    return cache_.emplace(key, out).first->second;
}

}  // namespace carc::sim

namespace carc::sim {

cv::Mat tileSheet(TileArt& art, const Tileset& tiles, int columns) {
    const int side = art.sizePx(), label = 22, pad = 8;
    const int n = tiles.size(), rows = (n + columns - 1) / columns;
    cv::Mat sheet(rows * (side + label + pad) + pad, columns * (side + pad) + pad, CV_8UC3, cv::Scalar(235, 235, 235));
    for (int i = 0; i < n; ++i) {
        const TileType& t = tiles.type(static_cast<TileTypeId>(i));
        const int x = pad + (i % columns) * (side + pad), y = pad + (i / columns) * (side + label + pad);
        art.image(t.index, Rotation{0}).copyTo(sheet(cv::Rect(x, y, side, side)));
        const std::string name = t.letter != '-' ? std::string(1, t.letter) + " " + t.id : t.id;
        cv::putText(sheet, name, {x, y + side + 16}, cv::FONT_HERSHEY_SIMPLEX, 0.42, cv::Scalar(30, 30, 30), 1, cv::LINE_AA);
    }
    return sheet;
}

}  // namespace carc::sim
