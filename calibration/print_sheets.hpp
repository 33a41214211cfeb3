#pragma once
// The sheets a user prints to set a rig up, at true scale: the ChArUco calibration
// board (A4 landscape) and the four table markers (A4 portrait, cut apart), each as
// PDF (vector) and PNG (300 dpi), each with a 100 mm scale bar to check the printer
// did not scale the page ("this bar must measure 100 mm").
#include <string>
#include <vector>

#include "engine/expected.hpp"

namespace carc::calibration {

struct PrintedSheets {
    std::vector<std::string> files;  // written, in order
};

// Writes board.pdf, board.png, markers.pdf, markers.png into `dir` (created if
// needed). Error when the folder cannot be written, or when this build has no cairo.
Expected<PrintedSheets> writePrintSheets(const std::string& dir, double markerMm = 40.0, int dpi = 300);

}  // namespace carc::calibration
