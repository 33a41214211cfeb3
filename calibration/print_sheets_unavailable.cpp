// Built when cairo is missing: `carc calibrate print` says so instead of failing to link.
#include "calibration/print_sheets.hpp"

namespace carc::calibration {

Expected<PrintedSheets> writePrintSheets(const std::string&, double, int) {
    return Error{"this build has no cairo (install libcairo2-dev and rebuild) to write the printed sheets"};
}

}  // namespace carc::calibration
