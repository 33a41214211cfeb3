import QtQuick
import Carc.Companion

// The live game: the board (or the camera view), whose turn it is, the score track,
// the players' scores and the last scoring explained; prompts for what only players
// can decide, alerts for illegal placements, confirmation of doubtful recognitions.
Rectangle {
    id: screen
    required property LiveGame liveGame
    required property Navigation navigation
    property bool cameraOn: false
    property bool tilesOn: false  // the tile counter beside the board
    color: Theme.background

    Item {
        id: playArea
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; right: side.left }

        // Whose turn, what to do, which tile.
        Rectangle {
            id: statusBar
            anchors { left: parent.left; right: parent.right; top: parent.top }
            height: 50
            color: Colours.colour(screen.liveGame.turnState.activeColour)
            // Long names are cut short; what to do takes the room left before the turn.
            Text {
                id: activeNameText
                anchors { left: parent.left; leftMargin: 10; verticalCenter: parent.verticalCenter }
                width: Math.min(implicitWidth, 190)
                text: screen.liveGame.turnState.activeName
                elide: Text.ElideRight
                font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
                color: Colours.textOn(screen.liveGame.turnState.activeColour)
            }
            Text {
                anchors { left: activeNameText.right; leftMargin: 10; right: turnText.left; rightMargin: 8; verticalCenter: parent.verticalCenter }
                text: screen.liveGame.turnState.phaseText
                elide: Text.ElideRight
                font.family: Theme.font; font.pixelSize: Theme.normal
                color: Colours.textOn(screen.liveGame.turnState.activeColour)
            }
            Text {
                id: turnText
                anchors { right: drawn.left; rightMargin: 8; verticalCenter: parent.verticalCenter }
                text: qsTr("turn %1").arg(screen.liveGame.turnState.turn)
                font.family: Theme.font; font.pixelSize: Theme.small
                color: Colours.textOn(screen.liveGame.turnState.activeColour)
            }
            TileItem {
                id: drawn
                anchors { right: parent.right; rightMargin: 6; verticalCenter: parent.verticalCenter }
                width: 42; height: 42
                tileId: screen.liveGame.turnState.drawnTile
                visible: screen.liveGame.turnState.drawnTile !== ""
            }
        }

        BoardView {
            id: boardView
            anchors { left: parent.left; right: screen.tilesOn ? counter.left : parent.right; top: statusBar.bottom; bottom: track.top; margins: 4 }
            visible: !screen.cameraOn
            freePlaces: screen.tilesOn ? screen.liveGame.tileCounter.freePlaces : []
            chosenPlace: screen.liveGame.tileCounter.spotChosen ? screen.liveGame.tileCounter.spot : Qt.point(9999, 9999)
            onPlaceTapped: function (x, y) { screen.liveGame.tileCounter.chooseSpot(x, y) }
            board: screen.liveGame.board
            followers: screen.liveGame.followers
            scorers: screen.liveGame.scorers
            ghostKind: screen.liveGame.prompts.hasAlert ? "alert" : screen.liveGame.prompts.needsConfirm ? "doubt" : ""
            ghostTile: screen.liveGame.prompts.hasAlert ? screen.liveGame.prompts.alertTile : screen.liveGame.prompts.confirmTile
            ghostRotation: screen.liveGame.prompts.hasAlert ? screen.liveGame.prompts.alertRotation : screen.liveGame.prompts.confirmRotation
            ghostCell: screen.liveGame.prompts.hasAlert ? screen.liveGame.prompts.alertCell : screen.liveGame.prompts.confirmCell
        }
        TileCounterPanel {
            id: counter
            anchors { right: parent.right; top: statusBar.bottom; bottom: track.top; margins: 4 }
            width: 250
            visible: screen.tilesOn
            counter: screen.liveGame.tileCounter
            onClosed: { screen.tilesOn = false; screen.liveGame.tileCounter.clearSpot() }
        }
        CameraView {
            anchors.fill: boardView
            visible: screen.cameraOn
            frame: screen.liveGame.camera.frame
            mark: screen.liveGame.camera.mark
            label: screen.liveGame.camera.label
        }
        ScoreTrack {
            id: track
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 4 }
            height: 48
            players: screen.liveGame.players
            twoFigures: screen.liveGame.turnState.messages
        }
        // The follower just read from the table, in words (colour-blind players).
        Rectangle {
            objectName: "followerSeen"
            anchors { left: parent.left; right: parent.right; top: statusBar.bottom; margins: 6 }
            visible: screen.liveGame.followerSeen !== "" && !screen.liveGame.prompts.hasAlert && !screen.cameraOn
            height: seenText.implicitHeight + 12
            radius: 8
            color: Theme.card
            opacity: 0.95
            ColourDot {
                id: seenDot
                anchors { left: parent.left; leftMargin: 8; verticalCenter: parent.verticalCenter }
                width: 24; height: 24
                colourName: screen.liveGame.followerSeenColour
            }
            Text {
                id: seenText
                anchors { left: seenDot.right; right: parent.right; leftMargin: 8; rightMargin: 8; verticalCenter: parent.verticalCenter }
                text: screen.liveGame.followerSeen
                wrapMode: Text.Wrap
                font.family: Theme.font; font.pixelSize: Theme.normal
                color: Theme.cardText
            }
        }
        AlertBanner {
            anchors { left: parent.left; right: parent.right; top: statusBar.bottom; margins: 6 }
            visible: screen.liveGame.prompts.hasAlert
            text: screen.liveGame.prompts.alertText
        }
        // What the table showed that does not stop the game (a bumped camera, ...);
        // when the table's pictures have run out, the ways on.
        Rectangle {
            anchors { left: parent.left; right: parent.right; bottom: track.top; margins: 6 }
            visible: screen.liveGame.notice !== "" && !screen.liveGame.prompts.hasAlert
            height: noticeColumn.implicitHeight + 12
            radius: 8
            color: Theme.doubt
            Column {
                id: noticeColumn
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: 10 }
                spacing: 6
                Text {
                    width: parent.width
                    text: "ℹ " + screen.liveGame.notice
                    wrapMode: Text.Wrap
                    font.family: Theme.font; font.pixelSize: Theme.normal
                    color: Theme.cardText
                }
                Row {
                    visible: screen.liveGame.tableEnded
                    spacing: 8
                    BigButton { height: 48; text: qsTr("Go on simulated"); tint: Theme.ok; onClicked: { screen.liveGame.goOnSimulated(); screen.liveGame.autoPlay = true } }
                    BigButton {
                        height: 48
                        text: qsTr("End the game")
                        onClicked: askFirst.ask(qsTr("End the game now and count the final scores?"), qsTr("End the game"), function () { screen.liveGame.endGame() })
                    }
                }
            }
        }
    }

    SidePanel {
        id: side
        anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
        width: 250
        liveGame: screen.liveGame
        navigation: screen.navigation
        cameraOn: screen.cameraOn
        onToggleCamera: screen.cameraOn = !screen.cameraOn
        onShowTiles: { screen.tilesOn = true; screen.cameraOn = false }
        onAsk: function (question, yesText, action) { askFirst.ask(question, yesText, action) }
    }

    ConfirmPanel {
        // Over the side panel only: the amber tile on the board stays in view.
        anchors { top: parent.top; bottom: parent.bottom; right: parent.right }
        width: 330
        visible: screen.liveGame.prompts.needsConfirm
        liveGame: screen.liveGame
    }
    DecisionPrompt {
        anchors.fill: parent
        visible: screen.liveGame.prompts.hasDecision && !screen.liveGame.auction.open && screen.liveGame.prompts.decisionKind !== "bazaar-reveal"
        liveGame: screen.liveGame
    }
    RevealPanel {
        anchors.fill: parent
        visible: screen.liveGame.prompts.decisionKind === "bazaar-reveal"
        liveGame: screen.liveGame
    }
    BazaarPanel {
        anchors.fill: parent
        visible: screen.liveGame.auction.open
        liveGame: screen.liveGame
    }
    BoardCheckPanel {
        anchors.fill: parent
        visible: screen.liveGame.boardCheck.shown
        liveGame: screen.liveGame
    }
    AskFirst {
        id: askFirst
        anchors.fill: parent
    }
}
