#pragma once
// A tile-set enrolment directory (INTERFACES.md: D.jpg, D.1.jpg, ...) made from phone
// photos of the player's own tiles, one or more per type, any rotation, any background:
// each photo is read by its structure, cut out, turned upright and written under its
// letter. Photos read in doubt are not written (a wrong picture would teach the
// library a wrong type); types with no picture are listed as missing.
#include <string>
#include <vector>

#include "engine/expected.hpp"
#include "engine/tileset.hpp"

namespace carc::vision {

struct EnrolledPhoto {
    std::string photo;   // file name in the photos folder
    std::string tile;    // letter read ("" when unreadable)
    int rotation = 0;    // how the photo showed it, degrees clockwise
    double confidence = 0;
    std::string file;    // written picture (file name in the output folder), "" if none
    std::string doubt;   // why it was not written, "" if it was
};

struct PhotoEnrolment {
    std::vector<EnrolledPhoto> photos;
    std::vector<std::string> missing;  // base letters with no picture written
};

// Side of the written pictures (pixels): the first printing's scans are 300.
inline constexpr int kEnrolledSidePx = 300;

[[nodiscard]] Expected<PhotoEnrolment> enrolFromPhotos(const std::string& photosDir, const std::string& outDir,
                                                       const Tileset& tiles);

}  // namespace carc::vision
