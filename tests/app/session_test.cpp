// The live game: observations become engine moves; an illegal placement raises an
// alert (and the rig's alert) and changes nothing until it is fixed; a doubtful
// recognition waits for the players; decisions and undo.
#include <QSet>
#include <cmath>
#include <gtest/gtest.h>

#include "app_test_support.hpp"

namespace carc::app {
namespace {

// Plays until the active player is to place a tile and nothing else is pending.
void playToPlacement(LiveGame& session, int minTurn = 1) {
    for (int i = 0; i < 500; ++i) {
        const Game& g = *session.game();
        if (g.turn() >= minTurn && g.phase() == Phase::PlaceTile && !session.prompts()->hasDecision() && !session.prompts()->needsConfirm() &&
            !session.prompts()->hasAlert())
            return;
        testing::advance(session);
    }
    FAIL() << "never reached a placement";
}

TEST(GameSession, IllegalPlacementAlertsAndWaitsUntilFixed) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    DemoTable* table = testing::startDemoGame(session);
    ASSERT_NE(table, nullptr);
    playToPlacement(session, 3);
    const size_t movesBefore = session.game()->moves().size();
    table->makeMistake();
    ASSERT_TRUE(session.step());
    ASSERT_TRUE(session.prompts()->hasAlert());
    EXPECT_EQ(session.game()->moves().size(), movesBefore) << "an illegal placement must not change the game";
    EXPECT_FALSE(session.prompts()->alertText().isEmpty());
    EXPECT_TRUE(session.prompts()->alertText().contains("side")) << session.prompts()->alertText().toStdString();
    EXPECT_EQ(root.rig()->lastSignal(), "alert");
    EXPECT_FALSE(session.prompts()->alertTile().isEmpty());
    // The players turn the tile: the next still frame shows the legal placement.
    ASSERT_TRUE(session.step());
    EXPECT_FALSE(session.prompts()->hasAlert());
    EXPECT_EQ(session.game()->moves().size(), movesBefore + 1);
    EXPECT_EQ(root.rig()->lastSignal(), "legal") << "the green flash over the next player's colour";
}

TEST(GameSession, DoubtfulRecognitionWaitsForConfirmationOrCorrection) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    DemoTable* table = testing::startDemoGame(session);
    ASSERT_NE(table, nullptr);
    playToPlacement(session, 2);
    const size_t before = session.game()->moves().size();
    table->makeDoubt();
    ASSERT_TRUE(session.step());
    ASSERT_TRUE(session.prompts()->needsConfirm());
    EXPECT_FALSE(session.step()) << "the table waits while the players are asked";
    EXPECT_EQ(session.game()->moves().size(), before);
    EXPECT_TRUE(session.prompts()->confirmText().contains("%")) << session.prompts()->confirmText().toStdString();
    EXPECT_TRUE(session.prompts()->tileChoices().contains(session.prompts()->confirmTile()));

    // A correction to a rotation that does not fit is refused with an alert.
    const QString tile = session.prompts()->confirmTile();
    const Game& g = *session.game();
    int wrong = -1;
    for (int deg = 0; deg < 360 && wrong < 0; deg += 90) {
        Placement p{g.tiles().find(tile.toStdString())->index, {session.prompts()->confirmCell().x(), session.prompts()->confirmCell().y()},
                    Rotation::fromDegrees(deg)};
        if (!g.check(PlaceTile{p}).ok()) wrong = deg;
    }
    if (wrong >= 0) {
        EXPECT_FALSE(session.correct(tile, wrong));
        EXPECT_TRUE(session.prompts()->hasAlert());
        EXPECT_EQ(session.game()->moves().size(), before);
    } else {
        EXPECT_TRUE(session.confirm());
    }
}

TEST(GameSession, ConfirmAppliesTheRecognisedMove) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    DemoTable* table = testing::startDemoGame(session);
    ASSERT_NE(table, nullptr);
    playToPlacement(session, 2);
    const size_t before = session.game()->moves().size();
    table->makeDoubt();
    ASSERT_TRUE(session.step());
    const QPoint cell = session.prompts()->confirmCell();
    ASSERT_TRUE(session.confirm());
    EXPECT_FALSE(session.prompts()->needsConfirm());
    ASSERT_EQ(session.game()->moves().size(), before + 1);
    const auto& placed = std::get<PlaceTile>(session.game()->moves().back()).placement;
    EXPECT_EQ(QPoint(placed.pos.x, placed.pos.y), cell);
}

TEST(GameSession, DecisionsAreAnsweredOnScreenAndUndoTakesBackTheLastMove) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    ASSERT_NE(testing::startDemoGame(session), nullptr);
    for (int i = 0; i < 2000 && !(session.prompts()->hasDecision() && !session.prompts()->decisionOptions().isEmpty()); ++i) testing::advance(session);
    ASSERT_TRUE(session.prompts()->hasDecision());
    EXPECT_FALSE(session.prompts()->decisionQuestion().isEmpty());
    EXPECT_GE(session.prompts()->decisionSuggested(), 0);
    EXPECT_LT(session.prompts()->decisionSuggested(), session.prompts()->decisionOptions().size());
    EXPECT_FALSE(session.step()) << "the camera does not answer questions";
    EXPECT_FALSE(session.choose(99));
    const size_t before = session.game()->moves().size();
    ASSERT_TRUE(session.choose(session.prompts()->decisionSuggested()));
    EXPECT_EQ(session.game()->moves().size(), before + 1);
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.game()->moves().size(), before);
    EXPECT_TRUE(session.prompts()->hasDecision()) << "undo brings the question back";
}

TEST(GameSession, ABazaarOnARealTableIsRevealedOnScreenOrSkippedWhenTooFewTilesAreLeft) {
    // A camera game: the tiles come from the table, so the players say which were turned up.
    GameSetup setup = testing::demoSetup(7);
    setup.source = TileSource::Table;
    GameSession root;
    LiveGame& session = *root.liveGame();
    ASSERT_TRUE(session.start(setup, {"red", "blue", "green"}, std::make_unique<DemoTable>(7)));
    for (int i = 0; i < 3000 && session.prompts()->decisionKind() != "bazaar-reveal" && !session.turnState()->over(); ++i) testing::advance(session);
    ASSERT_EQ(session.prompts()->decisionKind(), "bazaar-reveal") << "no bazaar tile was laid";
    EXPECT_EQ(session.auction()->tilesTurnedUp(), 3);
    EXPECT_FALSE(session.auction()->open());

    EXPECT_FALSE(session.reveal({"no-such-tile"}));
    EXPECT_FALSE(session.error().isEmpty());
    const QStringList left = session.prompts()->tileChoices();
    ASSERT_GE(left.size(), 3);
    for (const QString& id : left) EXPECT_GT(session.tilesLeftOf(id), 0) << id.toStdString();
    EXPECT_EQ(session.tilesLeftOf("no-such-tile"), 0);
    EXPECT_FALSE(session.reveal(left.mid(0, 2))) << "one tile per player";
    EXPECT_TRUE(session.prompts()->hasAlert());
    EXPECT_EQ(session.prompts()->decisionKind(), "bazaar-reveal");

    const size_t before = session.game()->moves().size();
    ASSERT_TRUE(session.reveal(left.mid(0, 3)));
    EXPECT_TRUE(session.auction()->open());
    EXPECT_EQ(session.prompts()->decisionKind(), "bazaar-pick");
    EXPECT_EQ(session.auction()->rowCount(), 3);

    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.game()->moves().size(), before);
    EXPECT_EQ(session.prompts()->decisionKind(), "bazaar-reveal");
    ASSERT_TRUE(session.reveal({})) << "none turned up: no auction";
    EXPECT_FALSE(session.auction()->open());
    EXPECT_FALSE(session.prompts()->hasDecision());
    EXPECT_EQ(session.game()->phase(), Phase::PlaceTile);
}

TEST(GameSession, RigButtonsDoWhatTheScreenDoes) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    ASSERT_NE(testing::startDemoGame(session), nullptr);
    for (int i = 0; i < 5; ++i) testing::advance(session);
    const size_t before = session.game()->moves().size();
    ASSERT_GT(before, 0u);
    emit root.rig()->undoPressed();
    EXPECT_EQ(session.game()->moves().size(), before - 1);
    EXPECT_EQ(root.rig()->state(), "no rig");
}

TEST(GameSession, ScoreSeriesEndsAtEachPlayersScore) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    ASSERT_NE(testing::startDemoGame(session, 5), nullptr);
    for (int i = 0; i < 4000 && !session.turnState()->over(); ++i) testing::advance(session);
    ASSERT_TRUE(session.turnState()->over());
    EXPECT_EQ(root.navigation()->screen(), "end");
    const QVariantList series = session.scoreSeries();
    ASSERT_EQ(series.size(), 3);
    for (int p = 0; p < 3; ++p) {
        const QVariantList points = series[p].toMap().value("points").toList();
        ASSERT_FALSE(points.isEmpty());
        EXPECT_EQ(points.last().toMap().value("score").toInt(), session.game()->score(p));
    }
}

}  // namespace
}  // namespace carc::app

namespace carc::app {
namespace {

QSet<QPoint> cellsOf(const std::vector<Pos>& cells) {
    QSet<QPoint> out;
    for (Pos p : cells) out.insert(QPoint(p.x, p.y));
    return out;
}
// The board model's cells whose `role` is true.
QSet<QPoint> marked(const BoardModel& board, const char* role) {
    QSet<QPoint> out;
    for (int row = 0; row < board.count(); ++row) {
        const QVariantMap r = board.get(row);
        if (r.value(role).toBool()) out.insert(QPoint(r.value("cellX").toInt(), r.value("cellY").toInt()));
    }
    return out;
}

// Tapping a score in the log: the board marks its feature (a farm: its tiles, and the
// cities it fed apart), the followers that scored stand ringed where they stood; the
// next move clears it.
TEST(GameSession, ATappedScoreShowsItsFeatureAndTheFollowersThatScored) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    int city = -1, farm = -1;
    // A game with a city scored during play and a farm that fed a city (most have both).
    for (std::uint64_t seed = 5; seed < 12 && (city < 0 || farm < 0); ++seed) {
        ASSERT_NE(testing::startDemoGame(session, seed), nullptr);
        for (int i = 0; i < 5000 && !session.game()->over(); ++i) testing::advance(session);
        ASSERT_TRUE(session.game()->over());
        const auto& events = session.game()->scoreEvents();
        city = farm = -1;
        for (int e = 0; e < static_cast<int>(events.size()); ++e) {
            if (events[e].kind == ScoreKind::City && !events[e].final && city < 0) city = e;
            if (events[e].kind == ScoreKind::Field && !events[e].where.empty() && farm < 0) farm = e;
        }
    }
    ASSERT_GE(city, 0);
    ASSERT_GE(farm, 0);
    const auto& events = session.game()->scoreEvents();

    // The score log's rows name their event.
    bool listed = false;
    for (int row = 0; row < session.scoreLog()->count(); ++row)
        listed |= session.scoreLog()->get(row).value("event").toInt() == city;
    EXPECT_TRUE(listed);

    session.setShownScore(city);
    EXPECT_EQ(session.shownScore(), city);
    EXPECT_EQ(marked(*session.board(), "highlight"), cellsOf(events[city].where));
    EXPECT_TRUE(marked(*session.board(), "fed").isEmpty());
    ASSERT_EQ(session.scorers()->count(), static_cast<int>(events[city].followers.size()));
    ASSERT_GT(session.scorers()->count(), 0) << "the knights that scored the city";
    for (int row = 0; row < session.scorers()->count(); ++row) {
        const QVariantMap r = session.scorers()->get(row);
        EXPECT_EQ(r.value("colour").toString(), session.colourOf(events[city].player));
        EXPECT_EQ(r.value("feature").toString(), "city");
        EXPECT_TRUE(cellsOf(events[city].where).contains(QPoint(static_cast<int>(std::floor(r.value("px").toReal())),
                                                                static_cast<int>(std::floor(r.value("py").toReal())))));
    }

    session.setShownScore(farm);
    EXPECT_EQ(marked(*session.board(), "highlight"), cellsOf(events[farm].farm));
    EXPECT_EQ(marked(*session.board(), "fed"), cellsOf(events[farm].where)) << "the cities the farm fed";
    EXPECT_EQ(session.scorers()->get(0).value("shape").toString(), "farmer");

    session.setShownScore(-1);
    EXPECT_EQ(session.scorers()->count(), 0);
    EXPECT_TRUE(marked(*session.board(), "fed").isEmpty());
    session.setShownScore(static_cast<int>(events.size()));
    EXPECT_EQ(session.shownScore(), -1) << "no such score";
}

TEST(GameSession, ANewMoveClearsTheScoreShown) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    ASSERT_NE(testing::startDemoGame(session, 5), nullptr);
    for (int i = 0; i < 2000 && session.game()->scoreEvents().empty(); ++i) testing::advance(session);
    ASSERT_FALSE(session.game()->scoreEvents().empty());
    session.setShownScore(0);
    ASSERT_EQ(session.shownScore(), 0);
    const size_t moves = session.game()->moves().size();
    for (int i = 0; i < 50 && session.game()->moves().size() == moves; ++i) testing::advance(session);
    EXPECT_EQ(session.shownScore(), -1);
    EXPECT_EQ(session.scorers()->count(), 0);
}

}  // namespace
}  // namespace carc::app
