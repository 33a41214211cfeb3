// Tiles are drawn from the engine's definitions: every follower spot lies on its own
// segment's area, and every tile type paints something other than plain field.
#include <QImage>
#include <QPainter>
#include <QSet>
#include <algorithm>
#include <gtest/gtest.h>

#include "tile_painter.hpp"

#include "engine/tileset.hpp"
#include "vision/camera/tile_layout.hpp"

namespace carc::app {
namespace {

TEST(TilePainter, FollowerSpotsLieOnTheirSegments) {
    const Tileset& tiles = Tileset::standard();
    for (const TileType& type : tiles.types()) {
        for (std::uint8_t q = 0; q < 4; ++q) {
            const TileLook look = lookOf(tiles, type.index, Rotation{q});
            for (int s = 0; s < look.o->segmentCount; ++s) {
                const Segment& seg = look.o->seg[s];
                const QPointF a = segmentAnchor(look, s);
                SCOPED_TRACE(type.name() + " rot " + std::to_string(q * 90) + " segment " + std::to_string(s));
                EXPECT_GT(a.x(), 0.0);
                EXPECT_LT(a.x(), 1.0);
                EXPECT_GT(a.y(), 0.0);
                EXPECT_LT(a.y(), 1.0);
                if (seg.kind == FeatureKind::City) {
                    EXPECT_TRUE(cityArea(seg.edges).contains(a));
                }
                if (seg.kind != FeatureKind::Field) continue;
                for (int o = 0; o < look.o->segmentCount; ++o) {
                    if (look.o->seg[o].kind != FeatureKind::City) continue;
                    EXPECT_FALSE(cityArea(look.o->seg[o].edges).contains(a)) << "field spot inside city " << o;
                }
            }
        }
    }
}

// The board view puts a follower where the simulator puts it and the follower reader
// expects it: one layout for all (vision/camera/tile_layout).
TEST(TilePainter, FollowerSpotsAreTheVisionLayouts) {
    const Tileset& tiles = Tileset::standard();
    for (const TileType& type : tiles.types()) {
        for (std::uint8_t q = 0; q < 4; ++q) {
            const TileLook look = lookOf(tiles, type.index, Rotation{q});
            const vision::TileLayout layout = vision::tileLayout(type, Rotation{q});
            for (int s = 0; s < look.o->segmentCount; ++s) {
                const cv::Point2d spot = layout.segments[static_cast<size_t>(s)].follower;
                EXPECT_EQ(segmentAnchor(look, s), QPointF(spot.x, spot.y)) << type.name() << " rot " << q * 90 << " segment " << s;
            }
        }
    }
}

TEST(TilePainter, CityAreasGrowWithTheirEdges) {
    // Area by sampling: a cap < a corner city < a three-sided city < the whole tile.
    auto area = [](std::uint8_t edges) {
        const QPainterPath path = cityArea(edges);
        int inside = 0;
        for (int y = 0; y < 50; ++y)
            for (int x = 0; x < 50; ++x) inside += path.contains(QPointF((x + 0.5) / 50, (y + 0.5) / 50));
        return inside;
    };
    EXPECT_GT(area(0b0001), 0);
    EXPECT_LT(area(0b0001), area(0b0011));
    EXPECT_LT(area(0b0011), area(0b0111));
    EXPECT_LT(area(0b0111), area(0b1111));
    EXPECT_EQ(area(0b1111), 2500);
    EXPECT_EQ(area(0), 0);
}

TEST(TilePainter, EveryTilePaintsItsFeatures) {
    const Tileset& tiles = Tileset::standard();
    for (const TileType& type : tiles.types()) {
        QImage image(64, 64, QImage::Format_RGB32);
        image.fill(Qt::black);
        {
            QPainter p(&image);
            paintTile(p, QRectF(0, 0, 64, 64), lookOf(tiles, type.index, Rotation{0}));
        }
        // The middle band holds several colours on every tile with a road, city or
        // cloister (and the grass texture on a plain field).
        QSet<QRgb> colours;
        for (int x = 0; x < 64; ++x)
            for (int y = 16; y < 48; y += 8) colours.insert(image.pixel(x, y));
        const bool onlyField = std::all_of(type.segments.begin(), type.segments.end(),
                                           [](const Segment& seg) { return seg.kind == FeatureKind::Field; });
        EXPECT_GT(colours.size(), onlyField ? 1 : 3) << type.name();
        EXPECT_NE(image.pixel(32, 32), qRgb(0, 0, 0)) << type.name();
    }
}

}  // namespace
}  // namespace carc::app
