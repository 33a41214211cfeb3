import QtQuick
import Carc.Companion

// Scores, followers left and tiles left, the last scoring explained, and the
// actions: camera view, undo, the simulated table's pace, the menu.
Rectangle {
    id: panel
    required property LiveGame liveGame
    required property Navigation navigation
    property bool cameraOn: false
    signal toggleCamera()
    signal showTiles()
    // A destructive action to confirm first (the live screen asks).
    signal ask(string question, string yesText, var action)
    color: Theme.panel

    Column {
        id: scores
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 6 }
        spacing: 4
        Repeater {
            model: panel.liveGame.players
            delegate: Rectangle {
                required property string name
                required property string colour
                required property int score
                required property int followers
                required property bool active
                width: scores.width
                height: panel.liveGame.players.count > 4 ? 40 : 48
                radius: 8
                color: active ? Theme.panelLight : "transparent"
                border.width: active ? 2 : 0
                border.color: Colours.colour(colour)
                ColourDot {
                    width: 26; height: 26
                    anchors { left: parent.left; leftMargin: 6; verticalCenter: parent.verticalCenter }
                    colourName: colour
                }
                Text {
                    anchors { left: parent.left; leftMargin: 38; verticalCenter: parent.verticalCenter; right: scoreText.left }
                    text: name
                    elide: Text.ElideRight
                    font.family: Theme.font; font.pixelSize: Theme.normal; font.bold: active
                    color: Theme.text
                }
                Text {
                    anchors { right: meeples.left; rightMargin: 8; verticalCenter: parent.verticalCenter }
                    id: scoreText
                    text: score
                    font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
                    color: Theme.text
                }
                Row {
                    id: meeples
                    anchors { right: parent.right; rightMargin: 6; verticalCenter: parent.verticalCenter }
                    spacing: 2
                    FigureItem { width: 18; height: 18; colour: parent.parent.colour }
                    Text { text: followers; font.pixelSize: Theme.small; color: Theme.textDim; anchors.verticalCenter: parent.verticalCenter }
                }
            }
        }
    }

    Text {
        id: tilesLeft
        anchors { left: parent.left; right: parent.right; top: scores.bottom; margins: 8 }
        text: panel.liveGame.turnState.tilesLeftText
        font.family: Theme.font; font.pixelSize: Theme.small
        color: Theme.textDim
    }

    // The last scoring, explained.
    Rectangle {
        anchors { left: parent.left; right: parent.right; top: tilesLeft.bottom; bottom: buttons.top; margins: 6 }
        radius: 8
        color: Theme.card
        clip: true
        ListView {
            anchors.fill: parent
            anchors.margins: 6
            model: panel.liveGame.scoreLog
            spacing: 4
            // Tap a score: the board shows where it came from; tap it again to hide it.
            delegate: Item {
                id: scoreLine
                required property string text
                required property string colour
                required property int index
                required property int event
                readonly property bool shown: panel.liveGame.shownScore === event
                width: ListView.view.width
                height: Math.max(40, line.implicitHeight + 4)  // a fingertip, however short the line
                Rectangle {
                    anchors.fill: parent
                    radius: 6
                    visible: scoreLine.shown
                    color: "#40e3a82b"
                    border.width: 2
                    border.color: Theme.accent
                }
                Row {
                    id: line
                    anchors { left: parent.left; right: parent.right; leftMargin: 2; verticalCenter: parent.verticalCenter }
                    spacing: 6
                    ColourDot { width: 16; height: 16; colourName: scoreLine.colour; anchors.verticalCenter: parent.verticalCenter }
                    Text {
                        width: line.width - 22
                        text: scoreLine.text
                        wrapMode: Text.Wrap
                        font.family: Theme.font
                        font.pixelSize: scoreLine.index === 0 ? Theme.normal - 2 : Theme.small - 2
                        font.bold: scoreLine.index === 0 || scoreLine.shown
                        color: scoreLine.index === 0 || scoreLine.shown ? Theme.cardText : "#6a5a48"
                    }
                }
                TapArea {
                    objectName: "scoreTap"
                    anchors.fill: parent
                    onTapped: panel.liveGame.shownScore = scoreLine.shown ? -1 : scoreLine.event
                }
            }
            Text {
                anchors.centerIn: parent
                visible: parent.count === 0
                text: qsTr("Scores appear here\nwith how they were counted")
                horizontalAlignment: Text.AlignHCenter
                font.family: Theme.font; font.pixelSize: Theme.small
                color: "#8a7a66"
            }
        }
    }

    Grid {
        id: buttons
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 6 }
        columns: 2
        spacing: 6
        readonly property real cellWidth: (width - spacing) / 2
        BigButton { width: buttons.cellWidth; text: panel.cameraOn ? qsTr("Board") : qsTr("Camera"); onClicked: panel.toggleCamera() }
        BigButton { width: buttons.cellWidth; text: qsTr("↶ Undo"); enabled: panel.liveGame.turnState.canUndo; onClicked: panel.liveGame.undo() }
        BigButton {
            width: buttons.cellWidth
            text: panel.liveGame.autoPlay ? qsTr("❚❚ Pause") : qsTr("▶ Play")
            onClicked: panel.liveGame.autoPlay = !panel.liveGame.autoPlay
        }
        BigButton { width: buttons.cellWidth; text: qsTr("☰ Menu"); onClicked: menu.visible = !menu.visible }
    }

    Column {
        id: menu
        visible: false
        anchors { right: parent.right; bottom: buttons.top; margins: 6 }
        width: parent.width - 12
        spacing: 4
        // Six entries in a camera game: a little lower to fit above the buttons (still over 40 px).
        readonly property int itemHeight: panel.liveGame.canCheckBoard ? 50 : Theme.touch
        BigButton { width: menu.width; height: menu.itemHeight; text: qsTr("Tiles left"); onClicked: { menu.visible = false; panel.showTiles() } }
        BigButton {
            width: menu.width
            height: menu.itemHeight
            visible: panel.liveGame.canCheckBoard  // the camera's frame is read
            text: qsTr("Check the board")
            onClicked: { menu.visible = false; panel.liveGame.checkBoard() }
        }
        BigButton { width: menu.width; height: menu.itemHeight; text: qsTr("History"); onClicked: { menu.visible = false; panel.navigation.screen = "history" } }
        BigButton { width: menu.width; height: menu.itemHeight; text: qsTr("Settings"); onClicked: { menu.visible = false; panel.navigation.screen = "settings" } }
        BigButton {
            width: menu.width
            height: menu.itemHeight
            visible: panel.liveGame.canEndGame  // the engine ends early only games of tiles from the table
            text: qsTr("End game now")
            onClicked: {
                menu.visible = false
                panel.ask(qsTr("End the game now and count the final scores?"), qsTr("End the game"), function () { panel.liveGame.endGame() })
            }
        }
        BigButton {
            width: menu.width
            height: menu.itemHeight
            text: qsTr("New game")
            onClicked: {
                menu.visible = false
                panel.ask(qsTr("Leave this game for a new one? It stays in History as abandoned."), qsTr("Leave the game"),
                          function () { panel.liveGame.leaveGame() })
            }
        }
    }
}
