import QtQuick
import Carc.Companion

// The tile counter: the tiles still in the bag with their pictures and copies; tap a
// free place on the board (outlined) for the chance that the next tile fits there,
// the types that fit lit up.
Rectangle {
    id: panel
    required property TileCounter counter
    signal closed()
    radius: 10
    color: Theme.card

    Text {
        id: title
        anchors { left: parent.left; right: closeButton.left; top: parent.top; margins: 8 }
        text: qsTr("%n tile(s) in the bag", "", panel.counter.tilesLeft)
        wrapMode: Text.Wrap
        font.family: Theme.font; font.pixelSize: Theme.normal; font.bold: true
        color: Theme.cardText
    }
    BigButton {
        id: closeButton
        anchors { right: parent.right; top: parent.top; margins: 4 }
        width: 44; height: 44
        text: "✕"
        onClicked: panel.closed()
    }
    Text {
        id: chance
        objectName: "fitChance"
        anchors { left: parent.left; right: parent.right; top: closeButton.bottom; margins: 8 }
        text: panel.counter.spotChosen ? qsTr("Next tile fits there: %1 %").arg(panel.counter.chancePercent)
                                       : qsTr("Tap a free place on the board")
        wrapMode: Text.Wrap
        font.family: Theme.font; font.pixelSize: Theme.small
        color: Theme.cardText
    }
    Flickable {
        anchors { left: parent.left; right: parent.right; top: chance.bottom; bottom: parent.bottom; margins: 6 }
        clip: true
        contentHeight: tileGrid.height
        Grid {
            id: tileGrid
            columns: 4
            spacing: 4
            Repeater {
                model: panel.counter
                delegate: Item {
                    required property string tileId
                    required property int copies
                    required property bool fits
                    width: 54; height: 54
                    opacity: panel.counter.spotChosen && !fits ? 0.35 : 1
                    TileItem { anchors.fill: parent; anchors.margins: 2; tileId: parent.tileId }
                    Rectangle {
                        anchors.fill: parent
                        color: "transparent"
                        visible: panel.counter.spotChosen && parent.fits
                        border.width: 3; border.color: Theme.ok
                    }
                    Text {
                        anchors { right: parent.right; bottom: parent.bottom; margins: 3 }
                        text: "×" + parent.copies
                        font.family: Theme.font; font.pixelSize: 13; font.bold: true
                        color: "white"; style: Text.Outline; styleColor: "black"
                    }
                }
            }
        }
    }
}
