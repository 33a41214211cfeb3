#include "vision/structure/photo_enrolment.hpp"

#include <algorithm>
#include <filesystem>
#include <map>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "vision/sources/image_file.hpp"
#include "vision/structure/tile_reader.hpp"

namespace carc::vision {

namespace fs = std::filesystem;

Expected<PhotoEnrolment> enrolFromPhotos(const std::string& photosDir, const std::string& outDir, const Tileset& tiles) {
    std::error_code ec;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(photosDir, ec)) {
        std::string ext = e.path().extension().string();
        std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (e.is_regular_file() && (ext == ".jpg" || ext == ".jpeg" || ext == ".png")) files.push_back(e.path());
    }
    if (ec) return Error{photosDir + ": " + ec.message()};
    if (files.empty()) return Error{photosDir + ": no .jpg or .png photos"};
    std::sort(files.begin(), files.end());
    fs::create_directories(outDir, ec);
    if (ec) return Error{outDir + ": " + ec.message()};

    PhotoEnrolment out;
    std::map<std::string, int> written;  // letter -> pictures written
    for (const fs::path& f : files) {
        EnrolledPhoto e;
        e.photo = f.filename().string();
        const auto photo = readImageFile(f);
        const auto r = photo ? readTilePhoto(*photo, tiles) : Expected<TileReading>{Error{photo.error()}};
        if (!r) {
            e.doubt = r.error();
            out.photos.push_back(e);
            continue;
        }
        const TileGuess& g = r->ranked.front();
        e.tile = tileLabel(tiles.type(g.type));
        e.rotation = g.rot.degrees();
        e.confidence = g.probability;
        e.doubt = r->doubt;
        if (e.doubt.empty()) {
            // Upright: the photo shows the tile turned clockwise by `rotation`; turn it back.
            cv::Mat upright = rectifyQuad(*photo, r->corners, kEnrolledSidePx);
            for (int q = 0; q < g.rot.q; ++q) cv::rotate(upright, upright, cv::ROTATE_90_COUNTERCLOCKWISE);
            const int n = written[e.tile]++;
            e.file = e.tile + (n == 0 ? "" : "." + std::to_string(n)) + ".jpg";
            if (!cv::imwrite((fs::path(outDir) / e.file).string(), upright)) return Error{outDir + "/" + e.file + ": cannot write"};
        }
        out.photos.push_back(e);
    }
    for (const TileType& t : tiles.types())
        if (t.set == "base" && !written.count(tileLabel(t))) out.missing.push_back(tileLabel(t));
    return out;
}

}  // namespace carc::vision
