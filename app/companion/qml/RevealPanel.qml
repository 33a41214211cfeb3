import QtQuick
import Carc.Companion

// A bazaar on a real table: the players turn up one tile per player and tap them here
// (the camera does not see the bazaar row). A tapped tile can be taken back. "None" is
// for the end of the game, when fewer tiles are left than players, and for a tile the
// companion took for a bazaar tile.
Rectangle {
    id: panel
    required property LiveGame liveGame
    property var chosen: []
    readonly property bool full: chosen.length === liveGame.auction.tilesTurnedUp
    color: "#b0000000"
    MouseArea { anchors.fill: parent }
    onVisibleChanged: chosen = []

    Rectangle {
        anchors.centerIn: parent
        width: 740
        height: 460
        radius: 14
        color: Theme.card
        border.width: 6
        border.color: Colours.colour(panel.liveGame.prompts.decisionColour)

        Row {
            id: head
            anchors { left: parent.left; top: parent.top; margins: 14 }
            spacing: 10
            Text {
                text: qsTr("Bazaar")
                font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
                color: Theme.cardText
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("tap the %n tile(s) turned up", "", panel.liveGame.auction.tilesTurnedUp)
                font.family: Theme.font; font.pixelSize: Theme.large
                color: Theme.cardText
            }
        }
        // The tiles chosen so far, one slot per player; tapping one takes it back.
        Row {
            id: slots
            anchors { left: parent.left; top: head.bottom; margins: 14 }
            spacing: 8
            Repeater {
                model: panel.liveGame.auction.tilesTurnedUp
                delegate: Rectangle {
                    required property int index
                    width: 72; height: 72
                    radius: 6
                    color: "transparent"
                    border.width: 2
                    border.color: "#8a7a66"
                    TileItem {
                        anchors.fill: parent; anchors.margins: 4
                        visible: index < panel.chosen.length
                        tileId: index < panel.chosen.length ? panel.chosen[index] : ""
                    }
                    TapArea {
                        anchors.fill: parent
                        enabled: index < panel.chosen.length
                        onTapped: { var c = panel.chosen.slice(); c.splice(index, 1); panel.chosen = c }
                    }
                }
            }
        }
        GridView {
            id: bag
            anchors { left: parent.left; right: parent.right; top: slots.bottom; bottom: buttons.top; margins: 14 }
            clip: true
            cellWidth: 70; cellHeight: 70
            model: panel.liveGame.prompts.tileChoices
            delegate: Item {
                id: choice
                required property string modelData
                // Copies still to be turned up: the bag's, less those tapped already.
                readonly property int copiesLeft: panel.liveGame.tilesLeftOf(modelData)
                                            - panel.chosen.filter(function (t) { return t === modelData }).length
                readonly property bool canTake: !panel.full && copiesLeft > 0
                width: 70; height: 70
                opacity: canTake ? 1 : 0.4
                TileItem { anchors.fill: parent; anchors.margins: 4; tileId: choice.modelData }
                Text {
                    anchors { right: parent.right; bottom: parent.bottom; margins: 4 }
                    text: "×" + choice.copiesLeft
                    font.family: Theme.font; font.pixelSize: Theme.small; font.bold: true
                    color: "white"
                    style: Text.Outline; styleColor: "black"
                }
                TapArea {
                    anchors.fill: parent
                    enabled: choice.canTake
                    onTapped: panel.chosen = panel.chosen.concat([choice.modelData])
                }
            }
        }
        Row {
            id: buttons
            anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 14 }
            spacing: 12
            PromptUndo { liveGame: panel.liveGame }
            BigButton {
                text: qsTr("None turned up")
                width: 250
                onClicked: panel.liveGame.reveal([])
            }
            BigButton {
                text: qsTr("Start the auction")
                tint: Theme.ok
                width: 250
                enabled: panel.full
                onClicked: panel.liveGame.reveal(panel.chosen)
            }
        }
    }
}
