#pragma once
// The first run with a real rig, step by step: print the sheets, calibrate the lens
// (LensSetup), find the table markers, check the followers' colours; each through the
// calibration library in-process, each writing its file into the rig folder where the
// Camera source looks (camera.yaml, table.yaml, colours.yaml). With the source "sim"
// the calibration library's synthetic views stand in for the camera: the printed board,
// then the table with its markers, the start tile and one follower of each colour, as
// the synthetic lens sees them.
#include <QImage>
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "lens_setup.hpp"

namespace carc::app {

class RigSetup : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString source READ source WRITE setSource NOTIFY changed)
    Q_PROPERTY(QString rigDir READ rigDir WRITE setRigDir NOTIFY changed)
    Q_PROPERTY(LensSetup* lens READ lens CONSTANT)
    Q_PROPERTY(bool sheetsPrinted READ sheetsPrinted NOTIFY changed)
    Q_PROPERTY(bool tableFound READ tableFound NOTIFY changed)
    Q_PROPERTY(bool coloursChecked READ coloursChecked NOTIFY changed)
    Q_PROPERTY(QString status READ status NOTIFY changed)
    Q_PROPERTY(QImage frame READ frame NOTIFY changed)
    // The tiles step: the base game's tiles as the camera knows them (letters, for
    // TileItem), and whether the players' own set is enrolled (rigDir/tileset).
    Q_PROPERTY(QStringList tiles READ tiles CONSTANT)
    Q_PROPERTY(bool tilesEnrolled READ tilesEnrolled NOTIFY changed)
public:
    explicit RigSetup(QObject* parent = nullptr);
    ~RigSetup() override;

    // Writes the sheets to print (board and markers, PDF and PNG) into rigDir/sheets.
    Q_INVOKABLE bool printSheets();
    // Finds the four table markers in one view of the table: rigDir/table.yaml.
    Q_INVOKABLE bool findTable();
    // Learns the followers' colours, laid in a row along the south edge: rigDir/colours.yaml.
    Q_INVOKABLE bool checkColours(const QStringList& names);

    QString source() const { return source_; }
    void setSource(const QString& s);
    QString rigDir() const { return rigDir_; }
    void setRigDir(const QString& d);
    LensSetup* lens() { return &lens_; }
    bool sheetsPrinted() const { return sheetsPrinted_; }
    bool tableFound() const { return tableFound_; }
    bool coloursChecked() const { return coloursChecked_; }
    QString status() const { return status_; }
    QImage frame() const { return frame_; }
    static QStringList tiles();
    bool tilesEnrolled() const;

signals:
    void changed();

private:
    Expected<cv::Mat> tableView(const QStringList& followers);
    bool report(bool ok, const QString& text);

    QString source_ = QStringLiteral("sim");
    QString rigDir_;
    LensSetup lens_;
    bool sheetsPrinted_ = false;
    bool tableFound_ = false;
    bool coloursChecked_ = false;
    QString status_;
    QImage frame_;
};

}  // namespace carc::app
