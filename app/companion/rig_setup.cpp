#include "rig_setup.hpp"

#include <QDir>
#include <QFileInfo>
#include <random>

#include "engine_text.hpp"

#include "calibration/colour_calibration.hpp"
#include "calibration/print_sheets.hpp"
#include "calibration/synthetic_views.hpp"
#include "calibration/table_calibration.hpp"
#include "calibration/table_scene.hpp"
#include "engine/tileset.hpp"
#include "player_colours.hpp"
#include "vision/sources/frame_source.hpp"

namespace carc::app {
namespace {

// The simulated table: 960 x 680 mm between the markers (21 x 15 tiles: room for most
// games, which the simulated camera then plays there), seen from 1 m above.
constexpr double kSimTableWidthMm = 960, kSimTableDepthMm = 680;
constexpr double kSimCameraHeightMm = 1000;
constexpr double kSimTablePxPerMm = 2.5;  // the table drawn finer than the camera sees it (about 1 px/mm)
constexpr double kFollowerMm = 22;  // a follower seen from above

}  // namespace

RigSetup::RigSetup(QObject* parent) : QObject(parent) {
    connect(&lens_, &LensSetup::changed, this, &RigSetup::changed);
}
RigSetup::~RigSetup() = default;

void RigSetup::setSource(const QString& s) {
    if (s == source_) return;
    source_ = s;
    lens_.setSource(s);
    emit changed();
}

void RigSetup::setRigDir(const QString& d) {
    if (d == rigDir_) return;
    rigDir_ = d;
    lens_.setRigDir(d);
    emit changed();
}

bool RigSetup::report(bool ok, const QString& text) {
    status_ = text;
    emit changed();
    return ok;
}

QStringList RigSetup::tiles() {
    QStringList letters;
    for (const TileType& t : Tileset::standard().types())
        if (t.set == "base" && t.letter != '-') letters << QString(QChar(t.letter));
    return letters;
}

bool RigSetup::tilesEnrolled() const { return QFileInfo(QDir(rigDir_).filePath(QStringLiteral("tileset"))).isDir(); }

bool RigSetup::printSheets() {
    const QString dir = QDir(rigDir_).filePath(QStringLiteral("sheets"));
    auto sheets = calibration::writePrintSheets(dir.toStdString());
    if (!sheets) return report(false, tr("Sheets not written: %1").arg(QString::fromStdString(sheets.error())));
    sheetsPrinted_ = true;
    return report(true, tr("Print at 100 %: %1/board.pdf and %1/markers.pdf").arg(dir));
}

Expected<cv::Mat> RigSetup::tableView(const QStringList& followers) {
    if (source_ == QStringLiteral("sim")) {
        const vision::TableModel table = vision::TableModel::rectangle(kSimTableWidthMm, kSimTableDepthMm);
        calibration::TableScene scene = calibration::tableScene(table, kSimTablePxPerMm);
        const cv::Rect2d strip = calibration::followerStrip(table);
        for (int i = 0; i < followers.size(); ++i) {
            const QColor c = colourValue(followers[i]);
            const double x = strip.x + strip.width * (i + 0.5) / followers.size();
            calibration::layFollower(scene, {x, strip.y + strip.height / 2}, kFollowerMm, cv::Scalar(c.blue(), c.green(), c.red()));
        }
        std::mt19937 rng(5);
        return calibration::renderPlane(calibration::syntheticCamera(), vision::CameraPose::lookAt({40, 70, -kSimCameraHeightMm}, {0, 0, 0}),
                                        scene.image, scene.picture, {}, rng);
    }
    auto camera = vision::openFrameSource(source_.toStdString());
    if (!camera) return Error{"camera: " + camera.error()};
    return readPicture(**camera);
}

bool RigSetup::findTable() {
    auto camera = vision::loadCameraModel(QDir(rigDir_).filePath(QStringLiteral("camera.yaml")).toStdString());
    if (!camera) return report(false, tr("Calibrate the lens first"));
    auto view = tableView({});
    if (!view) return report(false, localised(QString::fromStdString(view.error())));
    frame_ = imageOf(*view);
    auto found = calibration::calibrateTable(*view, *camera);
    if (!found) return report(false, tr("Markers not found: %1").arg(localised(QString::fromStdString(found.error()))));
    const Status saved =
        vision::saveTableModel(found->table, QDir(rigDir_).filePath(QStringLiteral("table.yaml")).toStdString());
    if (!saved.ok()) return report(false, QString::fromStdString(saved.error()));
    tableFound_ = true;
    const cv::Rect2d area = found->table.markerBounds();
    return report(true, tr("All four markers found: the play area is %1 x %2 cm")
                            .arg(qRound(area.width / 10))
                            .arg(qRound(area.height / 10)));
}

bool RigSetup::checkColours(const QStringList& names) {
    const std::string dir = rigDir_.toStdString();
    auto camera = vision::loadCameraModel(dir + "/camera.yaml");
    auto table = vision::loadTableModel(dir + "/table.yaml");
    if (!camera || !table) return report(false, tr("Find the table markers first"));
    auto view = tableView(names);
    if (!view) return report(false, localised(QString::fromStdString(view.error())));
    frame_ = imageOf(*view);
    std::vector<std::string> wanted;
    for (const QString& n : names) wanted.push_back(n.toStdString());
    auto colours = calibration::calibrateColours(*view, *camera, *table, wanted);
    if (!colours) return report(false, tr("Colours not learnt: %1").arg(localised(QString::fromStdString(colours.error()))));
    const Status saved = calibration::saveColourModels(*colours, dir + "/colours.yaml");
    if (!saved.ok()) return report(false, QString::fromStdString(saved.error()));
    coloursChecked_ = true;
    return report(true, colours->warnings.empty()
                            ? tr("%n colour(s) told apart", nullptr, static_cast<int>(names.size()))
                            : tr("Learnt, but: %1").arg(QString::fromStdString(colours->warnings.front())));
}

}  // namespace carc::app
