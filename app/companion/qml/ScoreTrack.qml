import QtQuick
import Carc.Companion

// The 50-space score track as on the box: two rows of 25 (0-24, then 25-49 right to
// left, as the track runs round), each player's figure on its space; a figure past
// 50 shows its laps. With The Messages each player has two figures (the second drawn
// as a ring).
Item {
    id: track
    property PlayersModel players
    property bool twoFigures: false
    readonly property real space: width / 25
    implicitHeight: 2 * 24

    // A negative score (bazaar payments) stays on space 0, its figure showing the score.
    function wrap(s) { return Math.max(0, s) % 50 }
    function spaceX(s) { var i = wrap(s); return (i < 25 ? i : 49 - i) * space }
    function spaceY(s) { return wrap(s) < 25 ? 0 : height / 2 }

    Repeater {
        model: 50
        delegate: Rectangle {
            required property int index
            x: track.spaceX(index) + 1
            y: track.spaceY(index) + 1
            width: track.space - 2
            height: track.height / 2 - 2
            radius: 3
            color: index % 5 === 0 ? "#6b5840" : "#4a3c2c"
            Text {
                anchors.centerIn: parent
                visible: index % 5 === 0
                text: index
                font.pixelSize: 10
                color: Theme.textDim
            }
        }
    }
    Repeater {
        model: track.players
        delegate: Item {
            required property int index
            required property string colour
            required property int figure0
            required property int figure1
            required property int lap0
            required property int lap1
            anchors.fill: parent
            // Several figures on one space sit side by side.
            readonly property real offset: (index % 3) * track.space * 0.22 - track.space * 0.22
            Rectangle {
                x: track.spaceX(figure0) + track.space / 2 - width / 2 + offset
                y: track.spaceY(figure0) + track.height / 4 - height / 2 + (index >= 3 ? 4 : -3)
                width: Math.min(track.space * 0.6, track.height / 2 * 0.6)
                height: width
                radius: width / 2
                color: Colours.colour(colour)
                border.width: 2
                border.color: "#101010"
                Text { objectName: "trackMark"; anchors.centerIn: parent; text: figure0 < 0 ? figure0 : lap0 > 0 ? lap0 : Colours.shape(colour); font.pixelSize: 9; font.bold: true; color: Colours.textOn(colour) }
            }
            Rectangle {
                visible: track.twoFigures
                x: track.spaceX(figure1) + track.space / 2 - width / 2 + offset
                y: track.spaceY(figure1) + track.height / 4 - height / 2 + (index >= 3 ? 4 : -3)
                width: Math.min(track.space * 0.6, track.height / 2 * 0.6)
                height: width
                radius: width / 2
                color: "transparent"
                border.width: 4
                border.color: Colours.colour(colour)
            }
        }
    }
}
