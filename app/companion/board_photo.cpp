#include "board_photo.hpp"

#include <algorithm>

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

#include "engine/tileset.hpp"
#include "engine_text.hpp"
#include "vision/board/board_score.hpp"
#include "vision/camera/tile_layout.hpp"
#include "vision/sources/image_file.hpp"

namespace carc::app {

using namespace carc::vision;

// What a worker hands back: a fresh reading (with its photo) or a new score of the
// reading the screen already shows.
struct BoardPhoto::Result {
    QString error;                        // the photo could not be read as a board
    std::optional<BoardReading> reading;  // a fresh reading; empty for a new score only
    QUrl photo;
    QSize size;
    QVariantList scores;
    QString scoreError;
};

namespace {

std::vector<std::string> toStd(const QStringList& list) {
    std::vector<std::string> out;
    for (const QString& s : list) out.push_back(s.toStdString());
    return out;
}

QVariantMap point(cv::Point2d p) { return {{QStringLiteral("x"), p.x}, {QStringLiteral("y"), p.y}}; }

QVariantList cornerList(const std::array<cv::Point2f, 4>& corners) {
    QVariantList out;
    for (const cv::Point2f& c : corners) out.push_back(point(c));
    return out;
}

QString letter(TileTypeId type) { return QString::fromStdString(tileLabel(Tileset::standard().type(type))); }

// Final score per colour, best first, with the points per kind of feature.
void score(const BoardReading& reading, const QStringList& colours, QVariantList& scores, QString& error) {
    scores.clear();
    error.clear();
    if (colours.isEmpty()) return;
    const auto scored = scoreBoard(reading, Tileset::standardShared(), toStd(colours));
    if (!scored) {
        error = localised(QString::fromStdString(scored.error()));
        return;
    }
    for (const auto& player : (*scored)["players"]) {
        QVariantMap row{{QStringLiteral("colour"), QString::fromStdString(player["name"].get<std::string>())},
                        {QStringLiteral("points"), player["score"].get<int>()}};
        for (const char* kind : {"city", "road", "cloister", "field", "castle"}) row[QString::fromLatin1(kind)] = 0;
        for (const auto& event : player["breakdown"]) {
            const QString kind = QString::fromStdString(event.value("feature", std::string()));
            row[kind] = row.value(kind).toInt() + event["points"].get<int>();
        }
        scores.push_back(row);
    }
    std::stable_sort(scores.begin(), scores.end(), [](const QVariant& a, const QVariant& b) {
        return a.toMap()[QStringLiteral("points")].toInt() > b.toMap()[QStringLiteral("points")].toInt();
    });
}
}  // namespace

BoardPhoto::BoardPhoto(QObject* parent) : QObject(parent) {}

BoardPhoto::~BoardPhoto() {
    // A read still running finishes on its own copies; nothing here waits for it.
    if (watcher_) watcher_->disconnect(this);
}

void BoardPhoto::setColours(const QStringList& colours) {
    if (colours == colours_) return;
    colours_ = colours;
    emit coloursChanged();
    if (reading_) rescore();
}

QVariantList BoardPhoto::tiles() const {
    QVariantList out;
    if (!reading_) return out;
    for (const BoardTile& t : reading_->tiles) {
        const bool doubted = std::any_of(reading_->doubts.begin(), reading_->doubts.end(),
                                         [&](const BoardDoubt& d) { return !d.candidates.empty() && d.pos == t.pos; });
        out.push_back(QVariantMap{{QStringLiteral("x"), t.pos.x}, {QStringLiteral("y"), t.pos.y},
                                  {QStringLiteral("tile"), letter(t.type)}, {QStringLiteral("rotation"), t.rot.degrees()},
                                  {QStringLiteral("confidence"), t.confidence}, {QStringLiteral("doubt"), doubted},
                                  {QStringLiteral("corners"), cornerList(t.corners)},
                                  {QStringLiteral("centre"), point(t.centrePx)}});
    }
    return out;
}

QVariantList BoardPhoto::followers() const {
    QVariantList out;
    if (!reading_) return out;
    for (const BoardFollower& f : reading_->followers)
        out.push_back(QVariantMap{{QStringLiteral("x"), f.pos.x}, {QStringLiteral("y"), f.pos.y},
                                  {QStringLiteral("colour"), QString::fromStdString(f.colour)},
                                  {QStringLiteral("feature"), QString::fromLatin1(featureName(f.feature))},
                                  {QStringLiteral("centre"), point(f.centrePx)}});
    return out;
}

QVariantList BoardPhoto::doubts() const {
    QVariantList out;
    if (!reading_) return out;
    for (const BoardDoubt& d : reading_->doubts) {
        QVariantList candidates;
        for (const TileGuess& g : d.candidates)
            candidates.push_back(QVariantMap{{QStringLiteral("tile"), letter(g.type)}, {QStringLiteral("rotation"), g.rot.degrees()},
                                             {QStringLiteral("percent"), qRound(100 * g.probability)}});
        QVariantMap m{{QStringLiteral("x"), d.pos.x}, {QStringLiteral("y"), d.pos.y},
                      {QStringLiteral("reason"), localised(QString::fromStdString(d.reason))},
                      {QStringLiteral("candidates"), candidates}};
        if (!d.candidates.empty()) m[QStringLiteral("corners")] = cornerList(d.corners);
        out.push_back(m);
    }
    return out;
}

void BoardPhoto::read(const QString& path) {
    if (busy_) return;
    const QString file = path.startsWith(QStringLiteral("file:")) ? QUrl(path).toLocalFile() : path;
    busy_ = true;
    error_.clear();
    emit changed();
    const QStringList colours = colours_;
    watcher_ = std::make_unique<QFutureWatcher<std::shared_ptr<Result>>>();
    connect(watcher_.get(), &QFutureWatcherBase::finished, this, [this] { take(*watcher_->result()); });
    watcher_->setFuture(QtConcurrent::run([file, colours] {
        auto r = std::make_shared<Result>();
        const auto photo = readImageFile(file.toStdString());
        if (!photo) {
            r->error = localised(QString::fromStdString(photo.error()));
            return r;
        }
        BoardReadOptions options;
        options.colours = toStd(colours);
        auto reading = readBoard(*photo, Tileset::standard(), options);
        if (!reading) {
            r->error = localised(QString::fromStdString(reading.error()));
            return r;
        }
        r->photo = QUrl::fromLocalFile(QFileInfo(file).absoluteFilePath());
        r->size = QSize(photo->cols, photo->rows);
        score(*reading, colours, r->scores, r->scoreError);
        r->reading = std::move(*reading);
        return r;
    }));
}

void BoardPhoto::rescore() {
    if (busy_ || !reading_) return;
    busy_ = true;
    emit changed();
    const BoardReading reading = *reading_;
    const QStringList colours = colours_;
    watcher_ = std::make_unique<QFutureWatcher<std::shared_ptr<Result>>>();
    connect(watcher_.get(), &QFutureWatcherBase::finished, this, [this] { take(*watcher_->result()); });
    watcher_->setFuture(QtConcurrent::run([reading, colours] {
        auto r = std::make_shared<Result>();
        score(reading, colours, r->scores, r->scoreError);
        return r;
    }));
}

void BoardPhoto::take(const Result& r) {
    busy_ = false;
    if (!r.error.isEmpty()) {
        error_ = r.error;
    } else {
        if (r.reading) {
            reading_ = r.reading;
            photo_ = r.photo;
            photoSize_ = r.size;
        }
        scores_ = r.scores;
        scoreError_ = r.scoreError;
    }
    emit changed();
    emit finished();
}

bool BoardPhoto::settle(int doubt, int candidate) {
    if (busy_ || !reading_ || doubt < 0 || doubt >= static_cast<int>(reading_->doubts.size())) return false;
    const BoardDoubt d = reading_->doubts[static_cast<size_t>(doubt)];
    if (candidate < 0 || candidate >= static_cast<int>(d.candidates.size())) return false;
    const TileGuess& chosen = d.candidates[static_cast<size_t>(candidate)];
    auto& tiles = reading_->tiles;
    auto at = std::find_if(tiles.begin(), tiles.end(), [&](const BoardTile& t) { return t.pos == d.pos; });
    if (at == tiles.end()) {
        BoardTile t{d.pos, chosen.type, chosen.rot, 1.0, {}, d.corners};
        for (const cv::Point2f& c : d.corners) t.centrePx += cv::Point2d(c) * 0.25;
        tiles.push_back(t);
        at = tiles.end() - 1;
    }
    at->type = chosen.type, at->rot = chosen.rot, at->confidence = 1.0;  // the players said so
    // Followers on the cell stand on the segment of the tile as now settled.
    auto& followers = reading_->followers;
    for (auto f = followers.begin(); f != followers.end();) {
        if (f->pos != d.pos) {
            ++f;
            continue;
        }
        f->segment = followerSegmentAt(*at, f->centrePx, Tileset::standard());
        if (f->segment < 0) {
            f = followers.erase(f);
            continue;
        }
        f->feature = tileLayout(Tileset::standard().type(at->type), at->rot).segments[static_cast<size_t>(f->segment)].kind;
        ++f;
    }
    reading_->doubts.erase(reading_->doubts.begin() + doubt);
    emit changed();
    rescore();
    return true;
}

QStringList BoardPhoto::photosIn(const QString& folder) const {
    QStringList out;
    const QDir dir(folder.startsWith(QStringLiteral("file:")) ? QUrl(folder).toLocalFile() : folder);
    for (const QFileInfo& f : dir.entryInfoList({QStringLiteral("*.jpg"), QStringLiteral("*.jpeg"), QStringLiteral("*.png"),
                                                 QStringLiteral("*.JPG"), QStringLiteral("*.JPEG"), QStringLiteral("*.PNG")},
                                                QDir::Files, QDir::Time))
        out.push_back(f.absoluteFilePath());
    return out;
}

QString BoardPhoto::defaultFolder() const {
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return pictures.isEmpty() ? QDir::homePath() : pictures;
}

}  // namespace carc::app
