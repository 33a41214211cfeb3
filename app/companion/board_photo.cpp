#include "board_photo.hpp"

#include <algorithm>

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>
#include <opencv2/imgproc.hpp>

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

// Readings as the screen lists them: [{tile, rotation, percent}].
QVariantList guessList(const std::vector<TileGuess>& guesses) {
    QVariantList out;
    for (const TileGuess& g : guesses)
        out.push_back(QVariantMap{{QStringLiteral("tile"), letter(g.type)}, {QStringLiteral("rotation"), g.rot.degrees()},
                                  {QStringLiteral("percent"), qRound(100 * g.probability)}});
    return out;
}

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
        QVariantMap m{{QStringLiteral("x"), d.pos.x}, {QStringLiteral("y"), d.pos.y},
                      {QStringLiteral("reason"), localised(QString::fromStdString(d.reason))},
                      {QStringLiteral("candidates"), guessList(d.candidates)}};
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

QVariantMap BoardPhoto::cellAt(double px, double py) const {
    if (!reading_) return {};
    const cv::Point2f p(static_cast<float>(px), static_cast<float>(py));
    const auto inside = [&](const std::array<cv::Point2f, 4>& c) {
        return cv::pointPolygonTest(std::vector<cv::Point2f>(c.begin(), c.end()), p, false) >= 0;
    };
    const auto cell = [](Pos pos) { return QVariantMap{{QStringLiteral("x"), pos.x}, {QStringLiteral("y"), pos.y}}; };
    for (const BoardTile& t : reading_->tiles)
        if (inside(t.corners)) return cell(t.pos);
    for (const BoardDoubt& d : reading_->doubts)
        if (!d.candidates.empty() && inside(d.corners)) return cell(d.pos);
    return {};
}

const std::vector<TileGuess>* BoardPhoto::choicesAt(Pos pos) const {
    if (!reading_) return nullptr;
    for (const BoardDoubt& d : reading_->doubts)
        if (!d.candidates.empty() && d.pos == pos) return &d.candidates;
    for (const BoardTile& t : reading_->tiles)
        if (t.pos == pos) return &t.candidates;
    return nullptr;
}

QVariantList BoardPhoto::candidatesAt(int x, int y) const {
    const auto* choices = choicesAt({x, y});
    return choices ? guessList(*choices) : QVariantList{};
}

bool BoardPhoto::settle(int x, int y, int candidate) {
    const Pos pos{x, y};
    const auto* choices = busy_ ? nullptr : choicesAt(pos);
    if (choices == nullptr || candidate < 0 || candidate >= static_cast<int>(choices->size())) return false;
    const TileGuess chosen = (*choices)[static_cast<size_t>(candidate)];
    std::array<cv::Point2f, 4> corners{};
    for (const BoardDoubt& d : reading_->doubts)
        if (d.pos == pos && !d.candidates.empty()) corners = d.corners;
    auto& tiles = reading_->tiles;
    auto at = std::find_if(tiles.begin(), tiles.end(), [&](const BoardTile& t) { return t.pos == pos; });
    if (at == tiles.end()) {  // a cell nothing fitted: it becomes a tile
        BoardTile t{pos, chosen.type, chosen.rot, 1.0, {}, corners, *choices};
        for (const cv::Point2f& c : corners) t.centrePx += cv::Point2d(c) * 0.25;
        tiles.push_back(t);
        at = tiles.end() - 1;
    }
    at->type = chosen.type, at->rot = chosen.rot, at->confidence = 1.0;  // the players said so
    // Followers on the cell stand on the segment of the tile as now settled.
    auto& followers = reading_->followers;
    for (auto f = followers.begin(); f != followers.end();) {
        if (f->pos != pos) {
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
    auto& doubts = reading_->doubts;
    doubts.erase(std::remove_if(doubts.begin(), doubts.end(), [&](const BoardDoubt& d) { return !d.candidates.empty() && d.pos == pos; }),
                 doubts.end());
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
