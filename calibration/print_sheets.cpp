#include "calibration/print_sheets.hpp"

#include <cmath>
#include <filesystem>
#include <functional>

#include <cairo-pdf.h>
#include <cairo.h>
#include <opencv2/aruco.hpp>

#include "calibration/charuco_board.hpp"

namespace carc::calibration {

namespace {

constexpr double kMmPerInch = 25.4;

using DrawPage = std::function<void(cairo_t*)>;  // draws in millimetres, origin top-left

// One ArUco marker, sideMm wide (black border included), top-left at (x, y) mm.
void drawMarker(cairo_t* cr, const cv::Ptr<cv::aruco::Dictionary>& dictionary, int id, double x, double y,
                double sideMm) {
    const int bits = dictionary->markerSize;
    const cv::Mat code = cv::aruco::Dictionary::getBitsFromByteList(dictionary->bytesList.rowRange(id, id + 1), bits);
    const double cell = sideMm / (bits + 2);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_rectangle(cr, x, y, sideMm, sideMm);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    for (int r = 0; r < bits; ++r)
        for (int c = 0; c < bits; ++c)
            if (code.at<uchar>(r, c)) cairo_rectangle(cr, x + (c + 1) * cell, y + (r + 1) * cell, cell, cell);
    cairo_fill(cr);
}

void drawText(cairo_t* cr, double x, double y, double sizeMm, const std::string& text) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, sizeMm);
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, text.c_str());
}

// The scale check: a 100 mm bar with 10 mm ticks and its caption, left end at (x, y).
void drawScaleBar(cairo_t* cr, double x, double y) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_rectangle(cr, x, y, 100.0, 2.0);
    cairo_fill(cr);
    cairo_set_line_width(cr, 0.3);
    for (int i = 0; i <= 10; ++i) {
        cairo_move_to(cr, x + 10.0 * i, y - (i % 5 == 0 ? 3.0 : 1.5));
        cairo_line_to(cr, x + 10.0 * i, y);
    }
    cairo_stroke(cr);
    drawText(cr, x, y + 7.0, 4.0, "this bar must measure 100 mm (print at 100 %, no \"fit to page\")");
}

// The ChArUco board exactly as OpenCV 4.6 draws it, as vectors: chess squares and
// marker places are read off OpenCV's own picture of the board (4 px per mm), so the
// printed layout cannot drift from what the detector expects.
void drawBoardAt(cairo_t* cr, double x0, double y0) {
    constexpr double kPxPerMm = 4.0;
    const cv::Ptr<cv::aruco::CharucoBoard> board = calibrationBoard();
    const double square = board->getSquareLength() * 1000.0, marker = board->getMarkerLength() * 1000.0;
    const cv::Mat drawn = drawBoard(board, kPxPerMm);
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int r = 0; r < kBoardSquaresY; ++r)
        for (int c = 0; c < kBoardSquaresX; ++c)
            // 2 mm inside the square's corner: black in a black square, the white
            // paper round the marker in a white one.
            if (drawn.at<uchar>(static_cast<int>((r * square + 2) * kPxPerMm), static_cast<int>((c * square + 2) * kPxPerMm)) < 128)
                cairo_rectangle(cr, x0 + c * square, y0 + r * square, square, square);
    cairo_fill(cr);
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    cv::Mat padded;  // the detector needs a quiet zone round the outer markers
    cv::copyMakeBorder(drawn, padded, 40, 40, 40, 40, cv::BORDER_CONSTANT, cv::Scalar(255));
    cv::aruco::detectMarkers(padded, board->dictionary, corners, ids);
    for (size_t i = 0; i < ids.size(); ++i) {
        cv::Point2f centre(0, 0);
        for (const cv::Point2f& p : corners[i]) centre += p / 4.f;
        // Corner coordinates are pixel centres: +0.5 px to the drawing's pixel-edge frame.
        const double cx = (centre.x + 0.5 - 40) / kPxPerMm, cy = (centre.y + 0.5 - 40) / kPxPerMm;
        drawMarker(cr, board->dictionary, ids[i], x0 + cx - marker / 2, y0 + cy - marker / 2, marker);
    }
}

void drawBoardPage(cairo_t* cr) {
    const cv::Size2d size = boardSizeMm(calibrationBoard());
    const double x0 = (297.0 - size.width) / 2, y0 = 28.0;
    drawText(cr, x0, 16.0, 5.0, "carc calibration board: ChArUco 7 x 5, squares 30 mm, markers 22 mm, DICT_5X5_100");
    drawBoardAt(cr, x0, y0);
    drawText(cr, x0, y0 + size.height + 9.0, 3.5,
             "Glue flat onto card. Squares must measure 30.0 mm; if not, `carc calibrate camera` will be off by as much.");
    drawScaleBar(cr, x0, 196.0);
}

void drawMarkersPage(cairo_t* cr, double markerMm) {
    drawText(cr, 20.0, 16.0, 5.0, "carc table markers: DICT_4X4_50, ids 0-3, 40 mm. Cut along the grey lines.");
    const auto dictionary = cv::aruco::getPredefinedDictionary(kTableDictionary);
    const char* where[4] = {"id 0: north-west corner", "id 1: north-east corner", "id 2: south-east corner",
                            "id 3: south-west corner"};
    for (int id = 0; id < 4; ++id) {
        // Ids 0 1 on the top row, 3 2 below: as they lie on the table.
        const int col = (id == 1 || id == 2) ? 1 : 0, row = id >= 2 ? 1 : 0;
        const double cx = 20.0 + col * 90.0, cy = 30.0 + row * 95.0;
        cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
        cairo_set_line_width(cr, 0.2);
        cairo_rectangle(cr, cx, cy, 80.0, 85.0);
        cairo_stroke(cr);
        drawMarker(cr, dictionary, id, cx + 40.0 - markerMm / 2, cy + 22.0, markerMm);
        drawText(cr, cx + 4.0, cy + 8.0, 4.0, std::string("north ^   ") + where[id]);
        drawText(cr, cx + 4.0, cy + 80.0, 3.0, "lay flat, this text's top edge facing north");
    }
    drawScaleBar(cr, 20.0, 245.0);
}

Status writePdf(const std::string& path, double widthMm, double heightMm, const DrawPage& draw) {
    cairo_surface_t* surface = cairo_pdf_surface_create(path.c_str(), widthMm / kMmPerInch * 72.0, heightMm / kMmPerInch * 72.0);
    cairo_t* cr = cairo_create(surface);
    cairo_scale(cr, 72.0 / kMmPerInch, 72.0 / kMmPerInch);
    draw(cr);
    cairo_show_page(cr);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) return Error{path + ": " + cairo_status_to_string(status)};
    return {};
}

Status writePng(const std::string& path, double widthMm, double heightMm, int dpi, const DrawPage& draw) {
    const double pxPerMm = dpi / kMmPerInch;
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(std::lround(widthMm * pxPerMm)),
                                                          static_cast<int>(std::lround(heightMm * pxPerMm)));
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, pxPerMm, pxPerMm);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);  // crisp module edges
    draw(cr);
    cairo_destroy(cr);
    const cairo_status_t status = cairo_surface_write_to_png(surface, path.c_str());
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) return Error{path + ": " + cairo_status_to_string(status)};
    return {};
}

}  // namespace

Expected<PrintedSheets> writePrintSheets(const std::string& dir, double markerMm, int dpi) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) return Error{dir + ": " + ec.message()};
    struct Page {
        std::string stem;
        double width, height;
        DrawPage draw;
    };
    const std::vector<Page> pages{{"board", 297.0, 210.0, drawBoardPage},
                                  {"markers", 210.0, 297.0, [markerMm](cairo_t* cr) { drawMarkersPage(cr, markerMm); }}};
    PrintedSheets sheets;
    for (const Page& page : pages) {
        const std::string pdf = (fs::path(dir) / (page.stem + ".pdf")).string();
        const std::string png = (fs::path(dir) / (page.stem + ".png")).string();
        if (auto s = writePdf(pdf, page.width, page.height, page.draw); !s) return Error{s.error()};
        if (auto s = writePng(png, page.width, page.height, dpi, page.draw); !s) return Error{s.error()};
        sheets.files.push_back(pdf);
        sheets.files.push_back(png);
    }
    return sheets;
}

}  // namespace carc::calibration
