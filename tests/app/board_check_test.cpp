// The rig's rescan compared with the game (checkBoard): a rendered board read from its
// photo agrees with the game that laid it, also when the game's grid is turned and
// shifted against the photo's; a tile the game holds one cell away from where the photo
// shows it is found as two differing cells, each outlined in the frame.
#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>

#include "board_check.hpp"
#include "vision/board/board_render.hpp"

namespace carc::app {
namespace {

struct ReadBoard {
    vision::BoardReading reading;
    std::vector<Placement> truth;  // the rendered game's tiles, in the photo's grid
};

ReadBoard readRendered() {
    vision::BoardScene scene;
    scene.seed = 5, scene.tiles = 20, scene.photoPx = {1600, 1200}, scene.cloth = vision::TableCloth::Paper;
    auto board = vision::renderBoard(scene);
    EXPECT_TRUE(board) << (board ? "" : board.error());
    if (!board) return {};
    const Tileset& tiles = Tileset::standard();
    auto reading = vision::readBoard(board->photo, tiles);
    EXPECT_TRUE(reading) << (reading ? "" : reading.error());
    if (!reading) return {};
    ReadBoard read{*reading, {}};
    for (const auto& t : board->truth["tiles"]) {
        const TileType* type = tiles.find(t["id"].get<std::string>());
        EXPECT_NE(type, nullptr);
        if (!type) continue;
        read.truth.push_back(Placement{type->index, Pos{t["x"].get<int>(), t["y"].get<int>()},
                                       Rotation::fromDegrees(t["rotation"].get<int>())});
    }
    return read;
}

const ReadBoard& rendered() {
    static const ReadBoard board = readRendered();  // read once: about a second
    return board;
}

// A cell next to the board may lie partly off the photo: its outline is only checked to
// be a real quadrilateral about a tile's size (the rendered tiles are 100-200 px).
bool outlined(const BoardDifference& d) {
    const double side = cv::norm(d.cornersPx[1] - d.cornersPx[0]);
    return std::isfinite(side) && side > 30 && side < 600;
}

TEST(BoardCheck, TheGameThatLaidTheBoardAgreesWithItsPhoto) {
    const ReadBoard& board = rendered();
    ASSERT_EQ(board.truth.size(), 20u);
    auto check = checkBoard(board.reading, Tileset::standard(), board.truth, Tileset::standard());
    ASSERT_TRUE(check) << check.error();
    EXPECT_EQ(check->agreeing, 20);
    EXPECT_TRUE(check->differences.empty()) << check->differences.size() << " cells differ";
}

TEST(BoardCheck, AGameGridTurnedAndShiftedAgainstThePhotoStillAgrees) {
    const ReadBoard& board = rendered();
    std::vector<Placement> game;
    for (Placement p : board.truth) {
        p.pos = Pos{-p.pos.y + 3, p.pos.x - 2};  // a quarter turn clockwise, then shifted
        p.rot = Rotation::fromDegrees(p.rot.degrees() + 90);
        game.push_back(p);
    }
    auto check = checkBoard(board.reading, Tileset::standard(), game, Tileset::standard());
    ASSERT_TRUE(check) << check.error();
    EXPECT_EQ(check->quarterTurns, 1);
    EXPECT_EQ(check->agreeing, 20);
    EXPECT_TRUE(check->differences.empty());
}

TEST(BoardCheck, ATileHeldOneCellAwayIsFoundAtBothCells) {
    const ReadBoard& board = rendered();
    std::vector<Placement> game = board.truth;
    // The last tile laid, held by the game on a free cell next to the board.
    auto occupied = [&](Pos p) {
        for (const Placement& q : game)
            if (q.pos == p) return true;
        return false;
    };
    Placement& moved = game.back();
    const Pos from = moved.pos;
    std::optional<Pos> to;
    for (const Placement& q : board.truth)
        for (Edge e : kEdges)
            if (!to && !occupied(q.pos.neighbour(e))) to = q.pos.neighbour(e);
    ASSERT_TRUE(to);
    moved.pos = *to;
    auto check = checkBoard(board.reading, Tileset::standard(), game, Tileset::standard());
    ASSERT_TRUE(check) << check.error();
    EXPECT_EQ(check->agreeing, 19);
    ASSERT_EQ(check->differences.size(), 2u);
    for (const BoardDifference& d : check->differences) {
        EXPECT_TRUE(outlined(d)) << "cell (" << d.cell.x << "," << d.cell.y << ") is outlined in the frame";
        if (d.cell == from) {
            EXPECT_TRUE(d.photo && !d.game) << "the photo shows it where it lies, the game holds none there";
        } else {
            EXPECT_EQ(d.cell, *to);
            EXPECT_TRUE(d.game && !d.photo) << "the game holds it where the table has none";
            EXPECT_EQ(d.game->id, Tileset::standard().type(moved.type).id);
        }
    }
}

TEST(BoardCheck, WhatLiesApartFromTheBoardIsNoDifference) {
    const ReadBoard& board = rendered();
    vision::BoardReading reading = board.reading;
    // Something read as a tile two cells away from every tile (a table marker, a tile in a hand).
    int right = reading.tiles.front().pos.x;
    for (const vision::BoardTile& t : reading.tiles) right = std::max(right, t.pos.x);
    vision::BoardTile apart = reading.tiles.front();
    apart.pos = Pos{right + 2, reading.tiles.front().pos.y};
    reading.tiles.push_back(apart);
    auto check = checkBoard(reading, Tileset::standard(), board.truth, Tileset::standard());
    ASSERT_TRUE(check) << check.error();
    EXPECT_EQ(check->agreeing, 20);
    EXPECT_TRUE(check->differences.empty()) << check->differences.size() << " cells differ";
}

TEST(BoardCheck, APhotoOfNoneOfTheGamesTilesIsRefused) {
    const ReadBoard& board = rendered();
    auto check = checkBoard(board.reading, Tileset::standard(), {}, Tileset::standard());
    EXPECT_FALSE(check);
}

}  // namespace
}  // namespace carc::app
