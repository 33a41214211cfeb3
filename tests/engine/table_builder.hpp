#pragma once
// Sets up rule examples as a table game: tiles by letter, turns in order, followers
// by JCloisterZone location. Every step asserts that the engine accepted it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/game.hpp"

namespace carc::test {

inline GameSetup tableSetup(std::vector<std::string> players, RuleOptions rules = {}) {
    GameSetup s;
    s.players = std::move(players);
    s.source = TileSource::Table;
    s.rules = rules;
    return s;
}

class TableBuilder {
public:
    explicit TableBuilder(std::vector<std::string> players, RuleOptions rules = {})
        : game_(*Game::create(tableSetup(std::move(players), rules))) {}
    explicit TableBuilder(const GameSetup& setup) : game_(*Game::create(setup)) {}

    TileTypeId type(const std::string& letter) const { return game_.tiles().find(letter)->index; }

    // Places a tile for the active player (no follower yet).
    TableBuilder& place(const std::string& letter, int x, int y, int rot) {
        const Status st = game_.apply(PlaceTile{{type(letter), {x, y}, Rotation::fromDegrees(rot)}});
        EXPECT_TRUE(st.ok()) << letter << " at (" << x << "," << y << ") r" << rot << ": " << st.error();
        return *this;
    }
    // Deploys on the segment of the tile just placed with this kind and location.
    TableBuilder& deploy(FeatureKind kind, const std::string& location) {
        const int seg = segment(kind, location);
        EXPECT_GE(seg, 0) << "no " << featureName(kind) << " at " << location;
        const Status st = game_.apply(Deploy{seg});
        EXPECT_TRUE(st.ok()) << st.error();
        return *this;
    }
    TableBuilder& pass() {
        const Status st = game_.apply(Pass{});
        EXPECT_TRUE(st.ok()) << st.error();
        return *this;
    }
    // A whole turn without a follower.
    TableBuilder& turn(const std::string& letter, int x, int y, int rot) { return place(letter, x, y, rot).pass(); }
    // Applies any move and expects it to be accepted.
    TableBuilder& move(const Move& m) {
        const Status st = game_.apply(m);
        EXPECT_TRUE(st.ok()) << describe(m, game_.tiles()) << ": " << st.error();
        return *this;
    }
    TableBuilder& choose(int option) { return move(Choose{option}); }
    // The pending decision's kind (fails the test when there is none).
    DecisionKind pending() const {
        EXPECT_TRUE(game_.decision().has_value()) << "no decision pending";
        return game_.decision() ? game_.decision()->kind : DecisionKind::Figure;
    }
    TableBuilder& end() {
        const Status st = game_.apply(EndGame{});
        EXPECT_TRUE(st.ok()) << st.error();
        return *this;
    }
    int segment(FeatureKind kind, const std::string& location) const {
        return segmentAt(*game_.board().tile(game_.lastPlaced()).o, kind, location);
    }

    Game& game() { return game_; }
    int score(int p) const { return game_.score(p); }
    // Points of player p from events of one kind.
    int points(int p, ScoreKind kind) const {
        int sum = 0;
        for (const ScoreEvent& e : game_.scoreEvents())
            if (e.player == p && e.kind == kind) sum += e.points;
        return sum;
    }

private:
    Game game_;
};

}  // namespace carc::test
