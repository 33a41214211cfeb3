#include "screenshot_tour.hpp"

#include <QEventLoop>
#include <QQuickItem>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>

#include "lens_setup.hpp"
#include "rig_setup.hpp"
#include "vision_table.hpp"

namespace carc::app {
namespace {

void settle(int ms = 120) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// The visible item called `name` (Loader-made screens are visual children only).
QQuickItem* findItem(QQuickItem* root, const QString& name) {
    if (!root || root->objectName() == name) return root;
    for (QQuickItem* child : root->childItems())
        if (QQuickItem* found = findItem(child, name)) return found;
    return nullptr;
}

}  // namespace

template <class T>
T* ScreenshotTour::findObject() const {
    // QML objects of the screen shown (not items): found by type among the window's.
    for (QObject* o : window_.findChildren<QObject*>())
        if (T* found = qobject_cast<T*>(o)) return found;
    return nullptr;
}

void ScreenshotTour::advance() {
    if (game_.prompts()->needsConfirm()) {
        game_.confirm();
        return;
    }
    if (game_.prompts()->hasDecision()) {
        // What the simulated players answer: the suggestion, or a modest bid.
        const Game& g = *game_.game();
        const DecisionKind kind = g.decision()->kind;
        if (kind == DecisionKind::BazaarPick) {
            const Auction& a = *g.module<BcbModule>().auction;
            for (size_t s = 0; s < a.tiles.size(); ++s)
                if (a.owner[s] < 0) {
                    game_.bid(static_cast<int>(s), g.expansions().bazaarNoBidding ? 0 : 1);
                    return;
                }
        }
        if (kind == DecisionKind::BazaarBid) {
            game_.pass();
            return;
        }
        if (kind == DecisionKind::BazaarBuyOrSell) {
            game_.buyOrSell(true);
            return;
        }
        if (kind == DecisionKind::BazaarReveal) {
            game_.reveal(game_.prompts()->tileChoices().mid(0, game_.auction()->tilesTurnedUp()));
            return;
        }
        game_.choose(game_.prompts()->decisionSuggested());
        return;
    }
    game_.step();
}

template <class F>
bool ScreenshotTour::playUntil(F reached, int limit) {
    for (int i = 0; i < limit; ++i) {
        if (reached()) return true;
        if (game_.turnState()->over()) return false;
        advance();
    }
    return reached();
}

bool ScreenshotTour::shoot(const QString& name) {
    settle();
    const QImage image = window_.grabWindow();
    const QString path = dir_ + "/" + name + ".png";
    if (image.isNull() || !image.save(path)) {
        std::fprintf(stderr, "carc-companion: cannot write %s\n", qPrintable(path));
        ++failures_;
        return false;
    }
    std::fprintf(stderr, "wrote %s (%dx%d)\n", qPrintable(path), image.width(), image.height());
    return true;
}

int ScreenshotTour::run() {
    window_.resize(800, 480);
    window_.show();
    session_.navigation()->go("newgame");
    shoot("01-new-game");

    if (!startDemo(game_, seed_, false)) {
        std::fprintf(stderr, "carc-companion: demo game: %s\n", qPrintable(game_.error()));
        return 1;
    }
    DemoTable* table = dynamic_cast<DemoTable*>(game_.watcher());
    // A board with some history, stopped where the next player is to place a tile.
    playUntil([&] { return game_.turnState()->turn() >= 16 && game_.game()->phase() == Phase::PlaceTile && !game_.prompts()->hasDecision(); });
    shoot("02-live-board");
    // The tile counter beside the board, a free place chosen.
    if (QQuickItem* live = findItem(window_.contentItem(), "liveScreen")) {
        live->setProperty("tilesOn", true);
        const QVariantList places = game_.tileCounter()->freePlaces();
        if (!places.isEmpty()) game_.tileCounter()->chooseSpot(places.front().toPoint().x(), places.front().toPoint().y());
        shoot("17-tile-counter");
        live->setProperty("tilesOn", false);
        game_.tileCounter()->clearSpot();
    } else {
        std::fprintf(stderr, "carc-companion: no live screen for the tile counter\n");
        ++failures_;
    }

    if (!playUntil([&] { return game_.auction()->open(); }))
        std::fprintf(stderr, "carc-companion: no bazaar auction in this game (try another --seed)\n");
    shoot("06-bazaar");

    // Castle, message or figure: the prompts only players can answer.
    const auto isPrompt = [&] {
        if (!game_.prompts()->hasDecision()) return false;
        const DecisionKind k = game_.game()->decision()->kind;
        return k == DecisionKind::CastleOrPoints || k == DecisionKind::MessageAction;
    };
    if (!playUntil(isPrompt, 600))
        playUntil([&] { return game_.prompts()->hasDecision() && !game_.prompts()->decisionOptions().isEmpty(); });
    shoot("03-decision");

    playUntil([&] { return game_.game()->phase() == Phase::PlaceTile && !game_.prompts()->hasDecision(); });
    if (table) table->makeMistake();
    playUntil([&] { return game_.prompts()->hasAlert(); }, 50);
    shoot("04-alert");

    playUntil([&] { return game_.game()->phase() == Phase::PlaceTile && !game_.prompts()->hasDecision() && !game_.prompts()->hasAlert(); });
    if (table) table->makeDoubt();
    playUntil([&] { return game_.prompts()->needsConfirm(); }, 50);
    shoot("05-confirm");

    playUntil([&] { return false; }, 5000);
    session_.navigation()->go("end");
    shoot("07-end-game");

    session_.navigation()->go("history");
    shoot("08-history");
    session_.navigation()->go("statistics");
    shoot("18-statistics");
    if (game_.recordId() > 0) {
        session_.navigation()->openReplay(game_.recordId());
        settle();
        shoot("09-replay");
    }
    // The lens calibration under way, the calibration library's synthetic views standing
    // in for the camera (views only: nothing is calibrated or written).
    const QString cameraSpec = session_.settings()->cameraSpec();
    session_.settings()->setCameraSpec("sim");
    session_.navigation()->go("settings");
    settle();
    LensSetup* lens = findObject<LensSetup>();
    if (!lens) std::fprintf(stderr, "carc-companion: no lens calibration on the settings screen\n");
    for (int i = 0; lens && i < 5; ++i) lens->takeView();
    shoot("10-settings");
    // The first run with a rig, on the synthetic camera, into a scratch rig folder.
    const QString rigDir = session_.settings()->rigDir();
    QTemporaryDir scratchRig;
    session_.settings()->setRigDir(scratchRig.path());
    session_.navigation()->go("setup");
    settle();
    QQuickItem* setupScreen = findItem(window_.contentItem(), "setupScreen");
    RigSetup* rig = findObject<RigSetup>();
    if (setupScreen && rig) {
        setupScreen->setProperty("step", 1);
        for (int i = 0; i < 24 && !rig->lens()->canCalibrate(); ++i) rig->lens()->takeView();
        rig->lens()->calibrate();
        shoot("13-setup-lens");
        setupScreen->setProperty("step", 2);
        rig->findTable();
        shoot("14-setup-table");
        setupScreen->setProperty("step", 3);
        rig->checkColours({"red", "blue", "green", "yellow", "black", "grey"});
        shoot("15-setup-colours");
        setupScreen->setProperty("step", 4);
        shoot("16-setup-tiles");
    } else {
        std::fprintf(stderr, "carc-companion: no rig setup screen\n");
        ++failures_;
    }
    session_.settings()->setRigDir(rigDir);
    session_.settings()->setCameraSpec(cameraSpec);

    // The table simulator through the vision pipeline, seen through the camera toggle.
    GameSetup setup;
    setup.players = {"Anna", "Ben"};
    auto sim = simulatedVisionTable(seed_, setup, {"red", "blue"}, {}, 12);
    if (!sim || !game_.start(sim->setup, {"red", "blue"}, std::move(sim->table), "sim")) {
        std::fprintf(stderr, "carc-companion: simulated table: %s\n",
                     sim ? qPrintable(game_.error()) : sim.error().c_str());
        return 1;
    }
    playUntil([&] { return game_.game()->board().size() >= 8 && game_.game()->phase() == Phase::Follower; }, 400);
    settle();  // the live screen is made by the loader
    QQuickItem* live = findItem(window_.contentItem(), "liveScreen");
    if (!live) {
        std::fprintf(stderr, "carc-companion: no live screen to turn the camera on\n");
        return 1;
    }
    live->setProperty("cameraOn", true);
    shoot("11-camera-view");
    live->setProperty("cameraOn", false);

    // "Check the board" with the last tile taken back on screen (it still lies on the table).
    const int tiles = game_.game()->board().size();
    while (game_.game()->board().size() == tiles && game_.undo()) {
    }
    if (game_.checkBoard()) {
        QEventLoop loop;
        QObject::connect(game_.boardCheck(), &BoardCheck::finished, &loop, &QEventLoop::quit);
        if (game_.boardCheck()->busy()) loop.exec();
        shoot("19-board-check");
        game_.boardCheck()->close();
    } else {
        std::fprintf(stderr, "carc-companion: the board cannot be checked in the simulated table's game\n");
        ++failures_;
    }

    // A camera game's bazaar: the players tap the tiles they turned up.
    if (!startDemo(game_, seed_, false, TileSource::Table) ||
        !playUntil([&] { return game_.prompts()->decisionKind() == QStringLiteral("bazaar-reveal"); }, 3000))
        std::fprintf(stderr, "carc-companion: no bazaar in the table game (try another --seed)\n");
    shoot("12-bazaar-reveal");
    return failures_ == 0 ? 0 : 1;
}

}  // namespace carc::app
