// Stage 3, the cell reader: a cell is read among the candidates the game passed in allows
// (its priors: copies left, in the turns that fit; no bridges in a base game), and where
// the rules allow nothing it says what the cell looks like.
#include <algorithm>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include "tests/vision/enrolled_art.hpp"
#include "vision/track/cell_reader.hpp"
#include "vision/track/tile_appearance.hpp"

namespace carc::vision {
namespace {

Game twoPlayerTableGame() {
    GameSetup setup;
    setup.players = {"red", "blue"};
    setup.source = TileSource::Table;
    auto game = Game::create(setup);
    EXPECT_TRUE(game.ok()) << game.error();
    return std::move(*game);
}

bool allowed(const CellPriors& priors, const TileGuess& g) {
    if (g.bridge) return priors.bridged && priors.bridged(g.type, g.rot, *g.bridge) > 0;
    return priors.plain[g.type][g.rot.q] > 0;
}

TEST(CellPriors, AreWhatTheGameAllowsAtTheCell) {
    const Game game = twoPlayerTableGame();
    const CellPriors beside = cellPriors(game, {1, 0}), far = cellPriors(game, {5, 5});
    ASSERT_EQ(beside.plain.size(), static_cast<size_t>(game.tiles().size()));
    long open = 0;
    for (const TileType& t : game.tiles().types())
        for (std::uint8_t q = 0; q < 4; ++q) {
            const std::vector<Placement> fits = game.legalPlacements(t.index, Pos{1, 0});
            const bool legal = game.remaining(t.index) > 0 &&
                               std::any_of(fits.begin(), fits.end(), [&](const Placement& p) { return p.rot.q == q; });
            EXPECT_EQ(beside.plain[t.index][q] > 0, legal) << tileLabel(t) << " rot " << int(q);
            if (legal) {
                EXPECT_EQ(beside.plain[t.index][q], game.remaining(t.index)) << tileLabel(t);
            }
            EXPECT_GE(beside.forRanking[t.index][q], beside.plain[t.index][q]);
            EXPECT_EQ(far.plain[t.index][q], 0) << tileLabel(t);
            open += legal;
        }
    EXPECT_GT(open, 10);
}

class CellReaderTest : public ::testing::Test {
protected:
    void SetUp() override {
        cell_ = cv::imread(std::string(CARC_TEST_CELLS) + "/K_with_its_city_wall_along_an_edge.png");
        ASSERT_FALSE(cell_.empty());
        views_ = {describeTile(cell_)};
    }
    CellReading read(const Game& game, Pos at) const {
        const CellReader reader(test::paintedLibrary(), {"red", "blue"}, printedColours({"red", "blue"}),
                                kTileSquarePx / 45.0, nullptr);
        const Registration grid(Rectifier(CameraModel{}, TableModel{}), nullptr);
        const cv::Mat moversFollower = reader.moversFollower(game, cell_);
        return reader.read(game, grid, {cell_, at, 0, views_, cell_, moversFollower});
    }
    cv::Mat cell_;
    std::vector<TileAppearance> views_;
};

TEST_F(CellReaderTest, ReadsOnlyWhatTheGameAllows) {
    const Game game = twoPlayerTableGame();
    for (const Pos at : {Pos{1, 0}, Pos{-1, 0}, Pos{0, 1}, Pos{0, -1}}) {
        const CellReading r = read(game, at);
        ASSERT_TRUE(r.legal) << toString(at);
        ASSERT_FALSE(r.verdict.ranked.empty()) << toString(at);
        for (const TileGuess& g : r.verdict.ranked)
            EXPECT_TRUE(allowed(r.priors, g)) << toString(at) << ": " << tileLabel(game.tiles().type(g.type)) << " rot "
                                              << g.rot.degrees() << " is not allowed there";
    }
}

TEST_F(CellReaderTest, WhereNothingIsAllowedSaysWhatItLooksLike) {
    const Game game = twoPlayerTableGame();
    const CellReading r = read(game, {5, 5});
    EXPECT_FALSE(r.legal);
    ASSERT_FALSE(r.verdict.ranked.empty());
    EXPECT_EQ(tileLabel(game.tiles().type(r.verdict.ranked.front().type)), "K");
}

}  // namespace
}  // namespace carc::vision
