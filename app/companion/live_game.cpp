#include "live_game.hpp"

#include <algorithm>

#include <QBuffer>
#include <QDateTime>

#include "camera_view.hpp"
#include "engine_text.hpp"
#include "session_text.hpp"
#include "languages.hpp"
#include "score_highlight.hpp"
#include "table_sources.hpp"
#include "vision_table.hpp"

namespace carc::app {
namespace {

// Below this the players are asked to confirm what the camera saw (as the tracker asks
// below TrackerOptions::askTileBelow, where someone answers it).
constexpr double kConfirmBelow = 0.8;
// Simulated players: how long a question stays on screen before they answer it.
constexpr int kPatienceMs = 2800;

std::vector<std::uint8_t> jpegOf(const QImage& image) {
    if (image.isNull()) return {};
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "JPG", 80);
    return {bytes.begin(), bytes.end()};
}

}  // namespace

LiveGame::LiveGame(AppSettings& settings, Navigation& navigation, QObject* parent)
    : QObject(parent), settings_(settings), navigation_(navigation) {
    timer_.setInterval(700);
    connect(&timer_, &QTimer::timeout, this, &LiveGame::tick);
    // The texts made here (score lines, prompts, the status line) in a new language.
    connect(&Languages::instance(), &Languages::changed, this, [this] {
        if (record_) refresh();
    });
}

LiveGame::~LiveGame() = default;

bool LiveGame::fail(const QString& why) {
    error_ = why;
    publish();
    return false;
}

void LiveGame::setShownScore(int event) {
    if (!record_ || event < -1 || event >= static_cast<int>(record_->game().scoreEvents().size())) event = -1;
    if (event == shownScore_) return;
    shownScore_ = event;
    refresh();
}

records::GameStore* LiveGame::store() {
    records::GameStore* opened = settings_.store();
    if (!opened) error_ = settings_.storeError();
    return opened;
}

void LiveGame::setAutoPlay(bool on) {
    if (on == autoPlay()) return;
    if (on) timer_.start();
    else timer_.stop();
    emit autoPlayChanged();
}

bool LiveGame::startGame(PlayerSetupModel* players, const QVariantMap& options) {
    if (!players) return fail(QStringLiteral("no players"));
    GameSetup setup;
    for (const QString& name : players->namesInTurnOrder()) setup.players.push_back(name.toStdString());
    if (options.value("bcb").toBool()) {
        setup.sets.push_back("bcb");
        setup.expansions.bridges = setup.expansions.castles = setup.expansions.bazaars = true;
        setup.expansions.bazaarNoBidding = options.value("bazaarNoBidding").toBool();
    }
    setup.expansions.messages = options.value("messages").toBool();
    if (options.value("tinyCity2").toBool()) setup.rules.tinyCityPoints = 2;
    setup.rules.incompleteScoresNothing = options.value("incompleteNothing").toBool();
    TableChoice choice;
    choice.source = options.value("source", "demo").toString();
    choice.frames = choice.source == "camera" ? settings_.cameraSpec() : options.value("folder", settings_.framesFolder()).toString();
    choice.rigDir = settings_.rigDir();
    choice.artDir = options.value("art").toString();
    choice.seed = static_cast<std::uint64_t>(options.value("seed", 2026).toLongLong());
    choice.tilesFromTable = options.value("tilesFromTable").toBool();
    auto table = openTable(choice, setup, players->coloursInTurnOrder());
    if (!table) return fail(localised(QString::fromStdString(table.error())));
    // A simulated camera cannot be rewound: such a game resumes as a demo, like "sim".
    const QString kept = choice.source == "camera" && choice.frames == kSimulatedCamera ? QStringLiteral("sim") : choice.source;
    return start(table->setup, players->coloursInTurnOrder(), std::move(table->watcher), kept) &&
           (setAutoPlay(true), true);
}

bool LiveGame::start(const GameSetup& setup, const QStringList& colours, std::unique_ptr<TableWatcher> watcher,
                        const QString& table) {
    Expected<std::unique_ptr<GameRecord>> record = Error{""};
    if (records::GameStore* s = store()) {
        if (record_) leaveGame();
        nlohmann::json info{{"colours", nlohmann::json::array()},
                            {"source", watcher->sourceName().toStdString()},
                            {"table", table.toStdString()}};
        for (const QString& c : colours) info["colours"].push_back(c.toStdString());
        record = startRecorded(*s, setup, "Game " + QDateTime::currentDateTime().toString("yyyy-MM-dd hh:mm").toStdString(), info);
    } else {
        record = startInMemory(setup);
    }
    if (!record) return fail(QString::fromStdString(record.error()));
    return begin(std::move(*record), std::move(watcher), colours);
}

bool LiveGame::begin(std::unique_ptr<GameRecord> record, std::unique_ptr<TableWatcher> watcher,
                        const QStringList& colours) {
    record_ = std::move(record);
    announcedScores_ = record_->game().scoreEvents().size();  // a resumed game's scores are not said again
    announcedPrompt_.clear();
    shownScore_ = -1;
    followerSeen_.reset();
    watcher_ = std::move(watcher);
    colours_ = colours;
    timer_.setInterval(watcher_->pollMs());
    waitedMs_ = 0;
    notice_.clear();
    prompts_.clear();
    error_.clear();
    refresh();
    updateFrame(std::nullopt);
    navigation_.go(QStringLiteral("live"));
    return true;
}

bool LiveGame::resumeLast() {
    records::GameStore* games = store();
    if (!games) return fail(error_.isEmpty() ? QStringLiteral("no game store") : error_);
    auto id = games->unfinished();
    if (!id || !id->has_value()) return fail(tr("no unfinished game"));
    auto summary = games->summary(**id);
    auto record = resumeRecorded(*games, **id);
    if (!record) return fail(QString::fromStdString(record.error()));
    QStringList colours;
    if (summary.ok() && summary->info.contains("colours"))
        for (const auto& c : summary->info["colours"]) colours << QString::fromStdString(c.get<std::string>());
    const Game& g = (*record)->game();
    std::unique_ptr<TableWatcher> table;
    if (summary.ok() && summary->info.value("table", "") == "camera") {
        // The camera picks up the game where it stopped: the board as it lies now.
        auto camera = VisionTable::open(settings_.cameraSpec(), settings_.rigDir(), g, colours);
        if (!camera) return fail(QString::fromStdString("resume: " + camera.error()));
        table = std::move(*camera);
    } else {
        // A simulated or recorded table cannot be rewound: the game goes on as a demo.
        table = std::make_unique<DemoTable>(g.setup().seed + g.moves().size());
    }
    return begin(std::move(*record), std::move(table), colours);
}

bool LiveGame::step() {
    if (!record_ || !watcher_ || gameOver() || prompts_.needsConfirm()) return false;
    const std::optional<Observation> seen = watcher_->next(record_->game());
    takeNotices();
    if (!seen) return false;
    observe(*seen);
    return true;
}

void LiveGame::takeNotices() {
    std::vector<TableNotice> notices = watcher_->takeNotices();
    if (notices.empty()) return;
    for (const TableNotice& n : notices) {
        if (!n.illegal) {
            notice_ = forPlayers(n.text);
            continue;
        }
        // An illegal sighting the table reported itself: the game waits until it is fixed.
        Prompts::Alert a;
        a.text = forPlayers(n.text);
        if (n.placement) {
            a.cell = QPoint(n.placement->pos.x, n.placement->pos.y);
            a.tile = QString::fromStdString(record_->game().tiles().type(n.placement->type).id);
            a.rotation = n.placement->rot.degrees();
            updateFrame(Observation{PlaceTile{*n.placement}, 1.0, n.placement->pos});
        }
        raiseAlert(a);
    }
    publish();
}

void LiveGame::observe(const Observation& o) {
    if (!record_) return;
    updateFrame(o);
    if (o.confidence < kConfirmBelow && std::holds_alternative<PlaceTile>(o.move)) {
        prompts_.doubt(o, record_->game());
        waitedMs_ = 0;
        publish();
        return;
    }
    applyMove(o.move);
}

void LiveGame::raiseAlert(const Prompts::Alert& a) {
    if (prompts_.raise(a)) emit announce(a.text);  // said once, not at every frame
    emit alerted();
}

void LiveGame::announceNews() {
    const Game& g = record_->game();
    const auto& events = g.scoreEvents();
    announcedScores_ = std::min(announcedScores_, events.size());  // undone
    for (; announcedScores_ < events.size(); ++announcedScores_) emit announce(spokenScore(g, events[announcedScores_]));
    const QString prompt = prompts_.spokenQuestion();
    if (prompt == announcedPrompt_) return;
    announcedPrompt_ = prompt;
    if (!prompt.isEmpty()) emit announce(prompt);
}

bool LiveGame::applyMove(const Move& move, const QString& note) {
    if (!record_) return false;
    const Game& g = record_->game();
    const Status legal = g.check(move);
    if (!legal.ok()) {
        Prompts::Alert a;
        a.text = forPlayers(QString::fromStdString(legal.error()));
        if (const auto* place = std::get_if<PlaceTile>(&move)) {
            a.cell = QPoint(place->placement.pos.x, place->placement.pos.y);
            a.tile = QString::fromStdString(g.tiles().type(place->placement.type).id);
            a.rotation = place->placement.rot.degrees();
        }
        raiseAlert(a);
        publish();
        return false;
    }
    const std::vector<std::uint8_t> jpeg = jpegOf(camera_.frame());
    std::optional<SeenFollower> follower;
    if (const auto* deploy = std::get_if<Deploy>(&move); deploy && g.lastPlaced() >= 0)
        follower = SeenFollower{g.activePlayer(), g.board().tile(g.lastPlaced()).segment(deploy->segment).kind};
    const Status done = record_->apply(move, jpeg, note.toStdString());
    if (!done.ok()) return fail(QString::fromStdString(done.error()));
    // Said until the next tile is laid: the players check it against the table.
    if (follower || std::holds_alternative<PlaceTile>(move)) followerSeen_ = follower;
    prompts_.clear();
    error_.clear();
    notice_.clear();
    shownScore_ = -1;  // the board marks what this move scored
    refresh();     // the ring takes the next player's colour...
    emit moveTaken();  // ...and flashes green over it
    return true;
}

void LiveGame::tick() {
    if (!record_ || gameOver()) {
        setAutoPlay(false);
        return;
    }
    if (prompts_.needsConfirm() || record_->game().decision()) return answerAsSimulatedPlayers();
    if (watcher_->ended()) {
        notice_ = tr("The table's pictures have run out: go on with simulated moves, or end the game");
        setAutoPlay(false);
        publish();
        return;
    }
    step();
}

void LiveGame::answerAsSimulatedPlayers() {
    if (!watcher_->simulatedPlayers()) return;  // real players tap their answer
    waitedMs_ += timer_.interval();
    if (waitedMs_ < kPatienceMs) return;
    waitedMs_ = 0;
    answerNow();
}

bool LiveGame::answerNow() {
    if (prompts_.needsConfirm()) return confirm();
    const std::optional<Move> answer = watcher_->playersAnswer(record_->game());
    return applyMove(answer ? *answer : Move{Choose{record_->game().decision() ? record_->game().decision()->suggested : -1}});
}

bool LiveGame::playOn() {
    if (!record_ || !watcher_ || gameOver()) return false;
    if (prompts_.needsConfirm() || record_->game().decision()) return watcher_->simulatedPlayers() && answerNow();
    return step();
}

void LiveGame::refresh() {
    const Game& g = record_->game();
    players_.refresh(g, colours_);
    followerSeenText_ = followerSeen_ ? followerLine(g, followerSeen_->player, followerSeen_->kind,
                                                     colourOf(followerSeen_->player))
                                      : QString();
    if (shownScore_ >= static_cast<int>(g.scoreEvents().size())) shownScore_ = -1;  // undone
    const BoardHighlight highlight = boardHighlight(g, shownScore_);
    board_.refresh(g.board(), highlight.tiles, highlight.fed);
    if (shownScore_ >= 0) scorers_.showScorers(g, g.scoreEvents()[static_cast<size_t>(shownScore_)], colours_);
    else scorers_.clear();
    tileCounter_.refresh(g);
    followers_.refresh(g, colours_);
    scoreLog_.refresh(g, colours_);
    auction_.refresh(g, colours_);
    breakdown_.refresh(g, colours_);
    prompts_.show(&g, colours_);
    announceNews();
    emit playerUp(colourOf(g.activePlayer()));
    if (g.over() && navigation_.screen() == QStringLiteral("live")) navigation_.go(QStringLiteral("end"));
    publish();
}

void LiveGame::publish() {
    prompts_.show(game(), colours_);
    turnState_.show(game(), colours_);
    navigation_.setHome(!record_ ? QStringLiteral("newgame") : gameOver() ? QStringLiteral("end") : QStringLiteral("live"));
    emit changed();
}

void LiveGame::updateFrame(const std::optional<Observation>& seen) {
    if (record_) camera_.show(record_->game(), colours_, watcher_.get(), seen);
}

bool LiveGame::choose(int option) { return game() && game()->decision() && applyMove(Choose{option}); }
bool LiveGame::bid(int slot, int price) {
    // Raising a bid concerns the tile already on offer.
    if (slot < 0 && game() && game()->module<BcbModule>().auction) slot = game()->module<BcbModule>().auction->slot;
    return applyMove(BazaarBid{slot, price});
}
bool LiveGame::pass() { return applyMove(Pass{}); }
bool LiveGame::turnDone() { return game() && game()->phase() == Phase::Follower && pass(); }
bool LiveGame::buyOrSell(bool buy) { return applyMove(BazaarBuyOrSell{buy}); }
bool LiveGame::reveal(const QStringList& tileIds) {
    if (!game()) return false;
    BazaarReveal r;
    for (const QString& id : tileIds) {
        const TileType* t = game()->tiles().find(id.toStdString());
        if (!t) return fail(QStringLiteral("no tile %1 in this game").arg(id));
        r.tiles.push_back(t->index);
    }
    return applyMove(r);
}

bool LiveGame::confirm() {
    if (!prompts_.needsConfirm()) return false;
    const Observation o = *prompts_.doubted();
    prompts_.clearDoubt();
    return applyMove(o.move, QStringLiteral("confirmed"));
}

bool LiveGame::correct(const QString& tileId, int rotation) {
    if (!prompts_.needsConfirm() || !record_) return false;
    const auto* place = std::get_if<PlaceTile>(&prompts_.doubted()->move);
    const TileType* type = record_->game().tiles().find(tileId.toStdString());
    if (!place || !type) return fail(QStringLiteral("unknown tile \"%1\"").arg(tileId));
    PlaceTile fixed = *place;
    fixed.placement.type = type->index;
    fixed.placement.rot = Rotation::fromDegrees(rotation);
    prompts_.clearDoubt();
    return applyMove(fixed, QStringLiteral("correction"));
}

bool LiveGame::undo() {
    if (!game() || game()->moves().empty()) return false;
    const Status s = record_->undo();
    if (!s.ok()) return fail(QString::fromStdString(s.error()));
    prompts_.clear();
    notice_ = watcher_ ? watcher_->undoHint() : QString();
    followerSeen_.reset();
    if (navigation_.screen() == QStringLiteral("end")) navigation_.go(QStringLiteral("live"));
    refresh();
    return true;
}

bool LiveGame::endGame() { return record_ && applyMove(EndGame{}); }

bool LiveGame::goOnSimulated() {
    if (!tableEnded()) return false;
    const Game& g = record_->game();
    watcher_ = std::make_unique<DemoTable>(g.setup().seed + g.moves().size());
    timer_.setInterval(watcher_->pollMs());
    notice_.clear();
    publish();
    return true;
}

void LiveGame::leaveGame() {
    setAutoPlay(false);
    if (record_ && !gameOver() && record_->id() > 0) {
        // Kept as abandoned, not "playing" for ever; a failure leaves it resumable, which is harmless.
        if (records::GameStore* games = store()) {
            const Status kept = games->setStatus(record_->id(), records::GameStatus::Abandoned);
            if (!kept.ok()) error_ = QString::fromStdString(kept.error());
        }
    }
    record_.reset();
    watcher_.reset();
    prompts_.clear();
    notice_.clear();
    settings_.storeEdited();
    publish();
    navigation_.go(QStringLiteral("newgame"));
}

bool LiveGame::deleteGame(qlonglong id) {
    if (recordId() == id && !gameOver()) return fail(tr("the game being played cannot be deleted"));
    records::GameStore* s = store();
    if (!s) return false;
    const Status removed = s->remove(id);
    if (!removed.ok()) return fail(QString::fromStdString(removed.error()));
    settings_.storeEdited();
    return true;
}

bool LiveGame::checkBoard() {
    if (!canCheckBoard() || watcher_->currentFrame().isNull()) return false;
    std::vector<Placement> held;
    for (const PlacedTile& t : game()->board().placed()) held.push_back(Placement{t.type, t.pos, t.rot});
    return boardCheck_.start(watcher_->currentFrame(), std::move(held), game()->sharedTiles());
}

QVariantList LiveGame::scoreSeries() const {
    QVariantList series;
    if (!record_) return series;
    const Game& g = record_->game();
    for (int p = 0; p < g.playerCount(); ++p) {
        QVariantList points;
        int total = 0;
        points.append(QVariantMap{{"turn", 0}, {"score", 0}});
        for (const ScoreEvent& e : g.scoreEvents()) {
            if (e.player != p) continue;
            total += e.points;
            points.append(QVariantMap{{"turn", e.final ? g.turn() + 1 : e.turn}, {"score", total}});
        }
        series.append(QVariantMap{{"colour", colourOf(p)}, {"name", playerName(g, p)}, {"points", points}});
    }
    return series;
}

int LiveGame::tilesLeftOf(const QString& tileId) const {
    if (!game()) return 0;
    const TileType* t = game()->tiles().find(tileId.toStdString());
    return t ? game()->remaining(t->index) : 0;
}



}  // namespace carc::app
