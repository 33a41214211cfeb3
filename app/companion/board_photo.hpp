#pragma once
// "Score a finished board": one photo of a board (a phone's, copied to the Pi) read by
// the board reader (vision/board, no markers, any printing), shown with each tile read
// over the photo, the cells in doubt for the players to settle, and the final score of
// the board for the players' colours. Reading takes a second or two: it runs on a
// worker thread while `busy` is true; the screen stays responsive.
#include <memory>
#include <optional>

#include <QFutureWatcher>
#include <QObject>
#include <QSize>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "vision/board/board_reader.hpp"

namespace carc::app {

class BoardPhoto : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool busy READ busy NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QUrl photo READ photo NOTIFY changed)
    Q_PROPERTY(QSize photoSize READ photoSize NOTIFY changed)
    // [{x, y, tile, rotation, confidence, doubt, corners: [{x, y} x4], centre: {x, y}}], photo pixels
    Q_PROPERTY(QVariantList tiles READ tiles NOTIFY changed)
    // [{x, y, colour, feature, centre: {x, y}}]
    Q_PROPERTY(QVariantList followers READ followers NOTIFY changed)
    // [{x, y, reason, corners?, candidates: [{tile, rotation, percent}]}]: cells to confirm
    Q_PROPERTY(QVariantList doubts READ doubts NOTIFY changed)
    // [{colour, points, city, road, cloister, field, castle}], best first; empty until scored
    Q_PROPERTY(QVariantList scores READ scores NOTIFY changed)
    Q_PROPERTY(QString scoreError READ scoreError NOTIFY changed)
    Q_PROPERTY(QStringList colours READ colours WRITE setColours NOTIFY coloursChanged)
public:
    explicit BoardPhoto(QObject* parent = nullptr);
    ~BoardPhoto() override;

    bool busy() const { return busy_; }
    QString error() const { return error_; }
    QUrl photo() const { return photo_; }
    QSize photoSize() const { return photoSize_; }
    QVariantList tiles() const;
    QVariantList followers() const;
    QVariantList doubts() const;
    QVariantList scores() const { return scores_; }
    QString scoreError() const { return scoreError_; }
    QStringList colours() const { return colours_; }
    void setColours(const QStringList& colours);

    // Reads the photo at `path` (a file path or file: URL) on a worker thread.
    Q_INVOKABLE void read(const QString& path);
    // The photos (jpg, jpeg, png) in `folder`, newest first, as file paths.
    Q_INVOKABLE QStringList photosIn(const QString& folder) const;
    // Where phone photos are looked for first (the user's Pictures folder).
    Q_INVOKABLE QString defaultFolder() const;
    // The cell under a point of the photo (photo pixels): {x, y}, or empty off the board.
    Q_INVOKABLE QVariantMap cellAt(double px, double py) const;
    // What the cell (x, y) may be, best first: [{tile, rotation, percent}] (a doubt's
    // candidates, or the readings that fit the neighbours of a tile read).
    Q_INVOKABLE QVariantList candidatesAt(int x, int y) const;
    // The players settle cell (x, y) with its candidate `candidate` (an index into
    // candidatesAt): the cell takes that tile, its doubt goes, the board is scored again.
    // False when there is no such cell or candidate.
    Q_INVOKABLE bool settle(int x, int y, int candidate);

signals:
    void changed();
    void coloursChanged();
    void finished();  // a read ended (read or failed)

private:
    struct Result;
    void take(const Result& r);
    [[nodiscard]] const std::vector<vision::TileGuess>* choicesAt(Pos pos) const;
    void rescore();

    bool busy_ = false;
    QString error_, scoreError_;
    QUrl photo_;
    QSize photoSize_;
    QStringList colours_{QStringLiteral("red"), QStringLiteral("blue")};
    std::optional<vision::BoardReading> reading_;
    QVariantList scores_;
    std::unique_ptr<QFutureWatcher<std::shared_ptr<Result>>> watcher_;
};

}  // namespace carc::app
