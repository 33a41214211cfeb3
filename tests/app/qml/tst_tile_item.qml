import QtQuick
import QtTest
import Carc.Companion

// A tile is drawn from the engine's tile definitions; unknown ids draw nothing.
TestCase {
    name: "TileItem"
    width: 200; height: 200
    visible: true
    when: windowShown

    TileItem { id: known; width: 100; height: 100; tileId: "D"; turn: 90 }
    TileItem { id: unknown; x: 100; width: 100; height: 100; tileId: "no such tile" }

    function test_validity() {
        verify(known.valid)
        verify(!unknown.valid)
    }

    function test_paints_something() {
        var image = grabImage(known)
        // Field green and city/road colours: more than one colour on the tile.
        verify(image.pixel(50, 50) !== image.pixel(50, 5) || image.pixel(5, 50) !== image.pixel(50, 50))
    }
}
