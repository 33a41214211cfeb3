import QtQuick

// A replay's position: tap or drag anywhere on the bar to jump to that move.
Item {
    id: scrubber
    property int value: 0
    property int maximum: 0
    signal moved(int value)
    implicitHeight: Theme.touch

    readonly property real knob: 30
    // The bar runs between the knob's centres at either end.
    function valueAt(x) {
        return maximum <= 0 ? 0 : Math.round(Math.max(0, Math.min(1, (x - knob / 2) / (width - knob))) * maximum)
    }
    function xOf(v) { return knob / 2 + (maximum > 0 ? (width - knob) * v / maximum : 0) }

    Rectangle {
        id: bar
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; leftMargin: scrubber.knob / 2; rightMargin: scrubber.knob / 2 }
        height: 12
        radius: 6
        color: "#241c14"
        Rectangle {
            width: scrubber.xOf(scrubber.value) - scrubber.knob / 2
            height: parent.height
            radius: 6
            color: Theme.accent
        }
    }
    Rectangle {
        x: scrubber.xOf(scrubber.value) - width / 2
        anchors.verticalCenter: parent.verticalCenter
        width: scrubber.knob; height: scrubber.knob; radius: scrubber.knob / 2
        color: Theme.text
        border.width: 3
        border.color: Theme.accent
    }
    MouseArea {
        anchors.fill: parent
        onPressed: function (mouse) { scrubber.moved(scrubber.valueAt(mouse.x)) }
        onPositionChanged: function (mouse) { if (pressed) scrubber.moved(scrubber.valueAt(mouse.x)) }
    }
}
