// The live game watching a table through the vision pipeline (VisionTable): the
// simulated table's frames become the session's moves, and the tracker keeps in step
// with what the players say on screen (corrections, undo, decisions).
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <filesystem>
#include <opencv2/imgcodecs.hpp>

#include "app_test_support.hpp"
#include "table_sources.hpp"
#include "vision/sim/sim_writer.hpp"
#include "vision/sim/tile_art.hpp"
#include "vision_table.hpp"

namespace carc::app {
namespace {

const QStringList kColours{"red", "blue"};

GameSetup twoPlayers() {
    GameSetup setup;
    setup.players = {"Anna", "Ben"};
    return setup;
}

// A short simulated game (painted art) through the vision pipeline, in `session`.
VisionTable* startSimulated(LiveGame& session, int turns, std::uint64_t seed = 32) {
    auto sim = simulatedVisionTable(seed, twoPlayers(), kColours, {}, turns);
    if (!sim) {
        ADD_FAILURE() << sim.error();
        return nullptr;
    }
    VisionTable* table = sim->table.get();
    if (!session.start(sim->setup, kColours, std::move(sim->table), "sim")) {
        ADD_FAILURE() << session.error().toStdString();
        return nullptr;
    }
    return table;
}

// The players at the screen answer as the simulated ones did; otherwise the next frame.
void advance(LiveGame& session, VisionTable& table) {
    if (session.prompts()->needsConfirm()) {
        session.confirm();
    } else if (session.prompts()->hasDecision()) {
        const std::optional<Move> answer = table.playersAnswer(*session.game());
        session.observe({answer ? *answer : Move{Choose{session.prompts()->decisionSuggested()}}, 1.0, std::nullopt});
    } else {
        session.step();
    }
}

void watchToTheEnd(LiveGame& session, VisionTable& table) {
    for (int i = 0; i < 2000 && !table.ended(); ++i) advance(session, table);
    for (int i = 0; i < 20 && (session.prompts()->hasDecision() || session.step()); ++i) advance(session, table);
}

TEST(VisionTable, SimulatedGameWatchedThroughTheSessionStaysInStep) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    VisionTable* table = startSimulated(session, 10);
    ASSERT_NE(table, nullptr);
    watchToTheEnd(session, *table);
    ASSERT_TRUE(table->ended());
    const Game& live = *session.game();
    EXPECT_GE(live.board().placed().size(), 8u) << "most of the 10 tiles laid must be read";
    // Every move the session took is the tracker's reading, in the same order.
    const std::vector<Move>& read = table->movesRead();
    ASSERT_EQ(live.moves().size(), read.size());
    EXPECT_TRUE(std::equal(live.moves().begin(), live.moves().end(), read.begin()));
    // The camera view shows the real frame with the last tile outlined on it.
    EXPECT_EQ(session.camera()->frame().size(), QSize(1280, 960));
    EXPECT_EQ(session.camera()->mark().size(), 4);
}

TEST(VisionTable, CorrectedTileIsAdoptedAndTheGameGoesOn) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    VisionTable* table = startSimulated(session, 8);
    ASSERT_NE(table, nullptr);
    // The first tile read: the players say it lies the other way round (a legal
    // alternative at the same cell), as they would in the confirm panel.
    std::optional<Placement> corrected;
    for (int i = 0; i < 400 && !corrected; ++i) {
        if (session.prompts()->hasDecision() || session.prompts()->needsConfirm()) {
            advance(session, *table);
            continue;
        }
        const std::optional<Observation> seen = table->next(*session.game());
        if (!seen) continue;
        const auto* place = std::get_if<PlaceTile>(&seen->move);
        if (!place) {
            session.observe(*seen);
            continue;
        }
        for (const Placement& p : session.game()->legalPlacements(place->placement.type))
            if (p.pos == place->placement.pos && p.rot != place->placement.rot) corrected = p;
        if (!corrected) {
            session.observe(*seen);
            continue;
        }
        session.observe({PlaceTile{*corrected}, 1.0, corrected->pos});
    }
    ASSERT_TRUE(corrected) << "no tile with a second legal rotation in this game";
    const size_t at = session.game()->moves().size();
    watchToTheEnd(session, *table);
    const Game& live = *session.game();
    const int tile = live.board().at(corrected->pos);
    ASSERT_GE(tile, 0);
    EXPECT_EQ(live.board().tile(tile).rot, corrected->rot) << "the players' word stands";
    EXPECT_GT(live.moves().size(), at + 4) << "the game must go on after the correction";
    const auto laidThere = std::find_if(table->movesRead().begin(), table->movesRead().end(), [&](const Move& m) {
        const auto* place = std::get_if<PlaceTile>(&m);
        return place && place->placement.pos == corrected->pos;
    });
    ASSERT_NE(laidThere, table->movesRead().end());
    EXPECT_EQ(std::get<PlaceTile>(*laidThere).placement.rot, corrected->rot) << "the table is read on the players' game";
}

TEST(VisionTable, UndoneTileStillOnTheTableIsReadAgain) {
    GameSession root;
    LiveGame& session = *root.liveGame();
    VisionTable* table = startSimulated(session, 6);
    ASSERT_NE(table, nullptr);
    std::optional<Move> laid;
    for (int i = 0; i < 400 && !laid; ++i) {
        advance(session, *table);
        const std::vector<Move>& m = session.game()->moves();
        if (session.game()->board().placed().size() >= 3 && !m.empty() && std::holds_alternative<PlaceTile>(m.back()))
            laid = m.back();
    }
    ASSERT_TRUE(laid);
    ASSERT_TRUE(session.undo());
    EXPECT_FALSE(session.notice().isEmpty()) << "the players are told to take it off the table";
    const size_t at = session.game()->moves().size();
    const size_t sightings = table->tracker().sightings().size();
    // Nobody touched the table: the next still frame reads the same tile again.
    for (int i = 0; i < 30 && session.game()->moves().size() <= at; ++i) advance(session, *table);
    ASSERT_GT(session.game()->moves().size(), at);
    EXPECT_EQ(session.game()->moves()[at], *laid);
    EXPECT_GT(table->tracker().sightings().size(), sightings) << "read from the table again, not from memory";
}

// A recorded game in a folder (as `carc sim` writes it, with its camera.yaml and
// table.yaml) and a rig folder with the enrolled tile set.
TEST(VisionTable, RecordedFolderIsWatchedWithTheRigsTileSet) {
    QTemporaryDir dir;
    const std::string frames = dir.filePath("frames").toStdString(), rig = dir.filePath("rig").toStdString();
    sim::SimOptions so;
    so.seed = 5;
    so.colours = {"red", "blue"};
    so.turns = 4;
    so.mess = sim::MessLevel::None;
    auto game = sim::loadSimGame(so);
    ASSERT_TRUE(game) << game.error();
    auto simulator = sim::Simulator::create(std::move(*game), so);
    ASSERT_TRUE(simulator) << simulator.error();
    ASSERT_TRUE(sim::writeSimulation(**simulator, frames));
    std::filesystem::create_directories(rig + "/tileset");
    auto art = sim::TileArt::create(Tileset::standard(), 256, "");
    ASSERT_TRUE(art) << art.error();
    for (const TileType& t : Tileset::standard().types()) {
        std::string name = t.id;
        std::replace(name.begin(), name.end(), '/', '_');
        ASSERT_TRUE(cv::imwrite(rig + "/tileset/" + name + ".png", art->image(t.index, Rotation{})));
    }

    GameSession root;

    LiveGame& session = *root.liveGame();
    TableChoice choice;
    choice.source = "folder";
    choice.frames = QString::fromStdString(frames);
    choice.rigDir = QString::fromStdString(rig);
    auto opened = openTable(choice, twoPlayers(), kColours);
    ASSERT_TRUE(opened) << opened.error();
    EXPECT_EQ(opened->setup.source, TileSource::Table);
    auto* table = dynamic_cast<VisionTable*>(opened->watcher.get());
    ASSERT_NE(table, nullptr);
    ASSERT_TRUE(session.start(opened->setup, kColours, std::move(opened->watcher), "folder"));
    watchToTheEnd(session, *table);
    EXPECT_EQ(session.game()->board().placed().size(), 5u) << "the start tile and the 4 laid";

    // Without the rig's calibration the error says what to do.
    choice.rigDir = dir.filePath("nowhere");
    std::filesystem::remove(frames + "/camera.yaml");
    auto missing = openTable(choice, twoPlayers(), kColours);
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().find("Set up rig: Lens"), std::string::npos) << missing.error();
}

TEST(VisionTable, UnknownOrUnsetSourcesAreRefusedWithAReason) {
    TableChoice choice;
    choice.source = "folder";
    auto none = openTable(choice, twoPlayers(), kColours);
    ASSERT_FALSE(none);
    EXPECT_NE(none.error().find("folder"), std::string::npos);
    choice.source = "telepathy";
    auto odd = openTable(choice, twoPlayers(), kColours);
    ASSERT_FALSE(odd);
    EXPECT_NE(odd.error().find("unknown frame source"), std::string::npos);
}

}  // namespace
}  // namespace carc::app
