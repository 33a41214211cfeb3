import QtQuick
import Carc.Companion

// The live game: the board (or the camera view), whose turn it is, the score track,
// the players' scores and the last scoring explained; prompts for what only players
// can decide, alerts for illegal placements, confirmation of doubtful recognitions.
Rectangle {
    id: screen
    required property GameSession session
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
            color: Colours.colour(screen.session.turnState.activeColour)
            // Long names are cut short; what to do takes the room left before the turn.
            Text {
                id: activeNameText
                anchors { left: parent.left; leftMargin: 10; verticalCenter: parent.verticalCenter }
                width: Math.min(implicitWidth, 190)
                text: screen.session.turnState.activeName
                elide: Text.ElideRight
                font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
                color: Colours.textOn(screen.session.turnState.activeColour)
            }
            Text {
                anchors { left: activeNameText.right; leftMargin: 10; right: turnText.left; rightMargin: 8; verticalCenter: parent.verticalCenter }
                text: screen.session.turnState.phaseText
                elide: Text.ElideRight
                font.family: Theme.font; font.pixelSize: Theme.normal
                color: Colours.textOn(screen.session.turnState.activeColour)
            }
            Text {
                id: turnText
                anchors { right: drawn.left; rightMargin: 8; verticalCenter: parent.verticalCenter }
                text: qsTr("turn %1").arg(screen.session.turnState.turn)
                font.family: Theme.font; font.pixelSize: Theme.small
                color: Colours.textOn(screen.session.turnState.activeColour)
            }
            TileItem {
                id: drawn
                anchors { right: parent.right; rightMargin: 6; verticalCenter: parent.verticalCenter }
                width: 42; height: 42
                tileId: screen.session.turnState.drawnTile
                visible: screen.session.turnState.drawnTile !== ""
            }
        }

        BoardView {
            id: boardView
            anchors { left: parent.left; right: screen.tilesOn ? counter.left : parent.right; top: statusBar.bottom; bottom: track.top; margins: 4 }
            visible: !screen.cameraOn
            freePlaces: screen.tilesOn ? screen.session.tileCounter.freePlaces : []
            chosenPlace: screen.session.tileCounter.spotChosen ? screen.session.tileCounter.spot : Qt.point(9999, 9999)
            onPlaceTapped: function (x, y) { screen.session.tileCounter.chooseSpot(x, y) }
            board: screen.session.board
            followers: screen.session.followers
            scorers: screen.session.scorers
            ghostKind: screen.session.prompts.hasAlert ? "alert" : screen.session.prompts.needsConfirm ? "doubt" : ""
            ghostTile: screen.session.prompts.hasAlert ? screen.session.prompts.alertTile : screen.session.prompts.confirmTile
            ghostRotation: screen.session.prompts.hasAlert ? screen.session.prompts.alertRotation : screen.session.prompts.confirmRotation
            ghostCell: screen.session.prompts.hasAlert ? screen.session.prompts.alertCell : screen.session.prompts.confirmCell
        }
        TileCounterPanel {
            id: counter
            anchors { right: parent.right; top: statusBar.bottom; bottom: track.top; margins: 4 }
            width: 250
            visible: screen.tilesOn
            counter: screen.session.tileCounter
            onClosed: { screen.tilesOn = false; screen.session.tileCounter.clearSpot() }
        }
        CameraView {
            anchors.fill: boardView
            visible: screen.cameraOn
            frame: screen.session.camera.frame
            mark: screen.session.camera.mark
            label: screen.session.camera.label
        }
        ScoreTrack {
            id: track
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 4 }
            height: 48
            players: screen.session.players
            twoFigures: screen.session.turnState.messages
        }
        // The follower just read from the table, in words (colour-blind players).
        Rectangle {
            objectName: "followerSeen"
            anchors { left: parent.left; right: parent.right; top: statusBar.bottom; margins: 6 }
            visible: screen.session.followerSeen !== "" && !screen.session.prompts.hasAlert && !screen.cameraOn
            height: seenText.implicitHeight + 12
            radius: 8
            color: Theme.card
            opacity: 0.95
            ColourDot {
                id: seenDot
                anchors { left: parent.left; leftMargin: 8; verticalCenter: parent.verticalCenter }
                width: 24; height: 24
                colourName: screen.session.followerSeenColour
            }
            Text {
                id: seenText
                anchors { left: seenDot.right; right: parent.right; leftMargin: 8; rightMargin: 8; verticalCenter: parent.verticalCenter }
                text: screen.session.followerSeen
                wrapMode: Text.Wrap
                font.family: Theme.font; font.pixelSize: Theme.normal
                color: Theme.cardText
            }
        }
        AlertBanner {
            anchors { left: parent.left; right: parent.right; top: statusBar.bottom; margins: 6 }
            visible: screen.session.prompts.hasAlert
            text: screen.session.prompts.alertText
        }
        // What the table showed that does not stop the game (a bumped camera, ...);
        // when the table's pictures have run out, the ways on.
        Rectangle {
            anchors { left: parent.left; right: parent.right; bottom: track.top; margins: 6 }
            visible: screen.session.notice !== "" && !screen.session.prompts.hasAlert
            height: noticeColumn.implicitHeight + 12
            radius: 8
            color: Theme.doubt
            Column {
                id: noticeColumn
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: 10 }
                spacing: 6
                Text {
                    width: parent.width
                    text: "ℹ " + screen.session.notice
                    wrapMode: Text.Wrap
                    font.family: Theme.font; font.pixelSize: Theme.normal
                    color: Theme.cardText
                }
                Row {
                    visible: screen.session.tableEnded
                    spacing: 8
                    BigButton { height: 48; text: qsTr("Go on simulated"); tint: Theme.ok; onClicked: { screen.session.goOnSimulated(); screen.session.autoPlay = true } }
                    BigButton {
                        height: 48
                        text: qsTr("End the game")
                        onClicked: askFirst.ask(qsTr("End the game now and count the final scores?"), qsTr("End the game"), function () { screen.session.endGame() })
                    }
                }
            }
        }
    }

    SidePanel {
        id: side
        anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
        width: 250
        session: screen.session
        cameraOn: screen.cameraOn
        onToggleCamera: screen.cameraOn = !screen.cameraOn
        onShowTiles: { screen.tilesOn = true; screen.cameraOn = false }
        onAsk: function (question, yesText, action) { askFirst.ask(question, yesText, action) }
    }

    ConfirmPanel {
        // Over the side panel only: the amber tile on the board stays in view.
        anchors { top: parent.top; bottom: parent.bottom; right: parent.right }
        width: 330
        visible: screen.session.prompts.needsConfirm
        session: screen.session
    }
    DecisionPrompt {
        anchors.fill: parent
        visible: screen.session.prompts.hasDecision && !screen.session.auction.open && screen.session.prompts.decisionKind !== "bazaar-reveal"
        session: screen.session
    }
    RevealPanel {
        anchors.fill: parent
        visible: screen.session.prompts.decisionKind === "bazaar-reveal"
        session: screen.session
    }
    BazaarPanel {
        anchors.fill: parent
        visible: screen.session.auction.open
        session: screen.session
    }
    AskFirst {
        id: askFirst
        anchors.fill: parent
    }
}
