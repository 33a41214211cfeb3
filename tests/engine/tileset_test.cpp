// Tile data: the sets load with the right counts, rotations behave, and bad data is
// refused with a message naming the file, line and tile.
#include <gtest/gtest.h>

#include "engine/tileset.hpp"

namespace carc {
namespace {

TEST(Tileset, BaseSetHas72TilesOf24Types) {
    const Tileset& ts = Tileset::standard();
    int types = 0;
    for (const TileType& t : ts.types()) types += t.set == "base";
    EXPECT_EQ(types, 24);
    EXPECT_EQ(ts.setSize("base"), 72);
    EXPECT_EQ(ts.setSize("bcb"), 12);
    for (char c = 'A'; c <= 'X'; ++c) ASSERT_NE(ts.find(std::string(1, c)), nullptr) << c;
    EXPECT_EQ(ts.find("D")->id, "BA/RCr");
    EXPECT_EQ(ts.find("BA/RCr")->count, 4);
    EXPECT_EQ(ts.find("V")->count, 9);
    EXPECT_EQ(ts.find("nope"), nullptr);
}

TEST(Tileset, PennantsAndCityTouchesAsInTheRules) {
    const Tileset& ts = Tileset::standard();
    int pennants = 0;
    for (const TileType& t : ts.types())
        if (t.set == "base")
            for (const Segment& s : t.segments) pennants += s.pennants * t.count;
    EXPECT_EQ(pennants, 10) << "C 1 + F 2 + M 2 + O 2 + Q 1 + S 2";
    // H: one field touches both separate cities.
    const TileType& h = *ts.find("H");
    ASSERT_EQ(h.segments.size(), 3u);
    EXPECT_EQ(h.segments[2].touches, 0b011);
    // Only one-edge caps are semicircular, and BB/CFR! is marked as not.
    EXPECT_TRUE(ts.find("E")->segments[0].semicircular);
    EXPECT_FALSE(ts.find("F")->segments[0].semicircular);
    EXPECT_FALSE(ts.find("BB/CFR!")->segments[0].semicircular);
}

TEST(Tileset, RotationMovesNorthToEast) {
    const Tileset& ts = Tileset::standard();
    const TileTypeId d = ts.find("D")->index;
    const TileOrientation& r0 = ts.orientation(d, Rotation{0});
    const TileOrientation& r90 = ts.orientation(d, Rotation{1});
    EXPECT_EQ(r0.edge[0], Terrain::City);
    EXPECT_EQ(r90.edge[1], Terrain::City);
    EXPECT_EQ(r90.edge[0], Terrain::Road);
    EXPECT_EQ(locationName(r90.seg[0]), "E");
    EXPECT_EQ(locationName(r90.seg[1]), "NS");
    // D's north field (EL WR) turned a quarter: SL NR.
    EXPECT_EQ(locationName(r90.seg[2]), "NR.SL");
}

TEST(Tileset, LocationNamesRoundTrip) {
    for (const TileType& t : Tileset::standard().types())
        for (std::uint8_t r = 0; r < 4; ++r) {
            const TileOrientation& o = Tileset::standard().orientation(t.index, Rotation{r});
            for (int s = 0; s < o.segmentCount; ++s)
                EXPECT_EQ(segmentAt(o, o.seg[s].kind, locationName(o.seg[s])), s) << t.id << " r" << int(r) << " s" << s;
        }
}

TEST(Tileset, FitTableAgreesWithEdges) {
    const Tileset& ts = Tileset::standard();
    const TileTypeId u = ts.find("U")->index;  // road W-E
    // Road required on W only: rotations 0 and 180.
    const std::uint8_t roadWest = static_cast<std::uint8_t>(static_cast<int>(Terrain::Road) << 6);
    EXPECT_EQ(ts.fittingRotations(u, roadWest), 0b0101);
    const std::uint8_t cityNorth = static_cast<std::uint8_t>(Terrain::City);
    EXPECT_EQ(ts.fittingRotations(u, cityNorth), 0);
}

std::string loadError(const std::string& text) {
    auto r = Tileset::load({{"test.tiles", text}});
    return r ? std::string() : r.error();
}

TEST(TileData, ErrorsNameFileLineAndTile) {
    EXPECT_EQ(loadError("set t 1\ntile Z T/ok 1\n  city N\n  field EL ER SL SR WL WR touches N\n"), "");
    std::string e = loadError("set t 1\ntile Z T/bad 1\n  city N\n  field NL EL ER SL SR WL WR\n");
    EXPECT_NE(e.find("test.tiles line 2: tile Z (T/bad): half-edge NL lies on a city edge"), std::string::npos) << e;
    e = loadError("set t 1\ntile Z T/gap 1\n  road W E\n  field WR NL NR EL\n");
    EXPECT_NE(e.find("half-edge ER belongs to no field"), std::string::npos) << e;
    e = loadError("set t 2\ntile Z T/ok 1\n  city N E S W\n");
    EXPECT_NE(e.find("declares 2 tiles but its tiles add up to 1"), std::string::npos) << e;
    e = loadError("set t 1\ntile Z T/x 1\n  city N\n  road N\n  field EL ER SL SR WL WR\n");
    EXPECT_NE(e.find("an edge carries two roads or cities"), std::string::npos) << e;
    e = loadError("set t 1\ntile Z T/x 1\n  castle N\n");
    EXPECT_NE(e.find("line 3: tile Z (T/x): unknown segment kind 'castle'"), std::string::npos) << e;
    e = loadError("set t 1\ntile Z T/x 0\n");
    EXPECT_NE(e.find("count must be at least 1"), std::string::npos) << e;
    e = loadError("set t 2\ntile Z T/x 1\n  city N E S W\ntile Y T/x 1\n  city N E S W\n");
    EXPECT_NE(e.find("duplicate tile id T/x"), std::string::npos) << e;
    EXPECT_NE(loadError("tile Z T/x 1\n").find("'tile' before 'set'"), std::string::npos);
    e = loadError("set t 1\ntile Z T/x 1\n  road N\n  field NL EL ER SL SR WL WR NR\n  mark water N\n");
    EXPECT_NE(e.find("a marked edge carries a road or city"), std::string::npos) << e;
    e = loadError("set t 1\ntile Z T/x 1\n  field NL NR EL ER SL SR WL WR\n  mark N S\n");
    EXPECT_NE(e.find("a mark is named before its edges"), std::string::npos) << e;
    e = loadError("set t 1\ntile Z T/x 1\n  field NL NR EL ER SL SR WL WR\n  mark water N X\n");
    EXPECT_NE(e.find("'mark' takes edges N E S W, not 'X'"), std::string::npos) << e;
}

// A mark ("mark <name> <edges...>") is named data a module reads: its id, its edges
// turned with the tile.
TEST(TileData, MarksAreNamedAndTurnWithTheTile) {
    auto ts = Tileset::load({{"test.tiles", "set t 2\ntile Z T/a 1\n  field NL NR EL ER SL SR WL WR\n  mark water N\n"
                                            "tile Y T/b 1\n  field NL NR EL ER SL SR WL WR\n"}});
    ASSERT_TRUE(ts) << ts.error();
    const std::uint8_t water = (*ts)->markId("water");
    ASSERT_NE(water, 0);
    EXPECT_EQ((*ts)->markId("lava"), 0);
    EXPECT_EQ((*ts)->markName(water), "water");
    const TileType& a = *(*ts)->find("T/a");
    EXPECT_EQ(a.mark, water);
    EXPECT_EQ(a.markEdges, 1u << index(Edge::N));
    EXPECT_EQ((*ts)->orientation(a.index, Rotation{1}).markEdges, 1u << index(Edge::E));
    EXPECT_EQ((*ts)->find("T/b")->mark, 0);
}

}  // namespace
}  // namespace carc
