import QtQuick
import Carc.Companion

// The live game: the board (or the camera view), whose turn it is, the score track,
// the players' scores and the last scoring explained; prompts for what only players
// can decide, alerts for illegal placements, confirmation of doubtful recognitions.
Rectangle {
    id: screen
    required property GameSession session
    property bool cameraOn: false
    color: Theme.background

    Item {
        id: playArea
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; right: side.left }

        // Whose turn, what to do, which tile.
        Rectangle {
            id: statusBar
            anchors { left: parent.left; right: parent.right; top: parent.top }
            height: 50
            color: Colours.colour(screen.session.activeColour)
            Row {
                anchors.fill: parent
                anchors.leftMargin: 10
                spacing: 10
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: screen.session.activeName
                    font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
                    color: Colours.textOn(screen.session.activeColour)
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: screen.session.phaseText
                    font.family: Theme.font; font.pixelSize: Theme.normal
                    color: Colours.textOn(screen.session.activeColour)
                }
            }
            Text {
                anchors { right: drawn.left; rightMargin: 8; verticalCenter: parent.verticalCenter }
                text: "turn " + screen.session.turn
                font.family: Theme.font; font.pixelSize: Theme.small
                color: Colours.textOn(screen.session.activeColour)
            }
            TileItem {
                id: drawn
                anchors { right: parent.right; rightMargin: 6; verticalCenter: parent.verticalCenter }
                width: 42; height: 42
                tileId: screen.session.drawnTile
                visible: screen.session.drawnTile !== ""
            }
        }

        BoardView {
            id: boardView
            anchors { left: parent.left; right: parent.right; top: statusBar.bottom; bottom: track.top; margins: 4 }
            visible: !screen.cameraOn
            board: screen.session.board
            followers: screen.session.followers
            ghostKind: screen.session.hasAlert ? "alert" : screen.session.needsConfirm ? "doubt" : ""
            ghostTile: screen.session.hasAlert ? screen.session.alertTile : screen.session.confirmTile
            ghostRotation: screen.session.hasAlert ? screen.session.alertRotation : screen.session.confirmRotation
            ghostCell: screen.session.hasAlert ? screen.session.alertCell : screen.session.confirmCell
        }
        CameraView {
            anchors.fill: boardView
            visible: screen.cameraOn
            frame: screen.session.cameraFrame
            mark: screen.session.cameraMark
            label: screen.session.cameraLabel
        }
        ScoreTrack {
            id: track
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 4 }
            height: 48
            players: screen.session.players
            twoFigures: screen.session.messages
        }
        AlertBanner {
            anchors { left: parent.left; right: parent.right; top: statusBar.bottom; margins: 6 }
            visible: screen.session.hasAlert
            text: screen.session.alertText
        }
        // What the table showed that does not stop the game (a bumped camera, ...).
        Rectangle {
            anchors { left: parent.left; right: parent.right; bottom: track.top; margins: 6 }
            visible: screen.session.notice !== "" && !screen.session.hasAlert
            height: noticeText.implicitHeight + 12
            radius: 8
            color: Theme.doubt
            Text {
                id: noticeText
                anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: 10 }
                text: "ⓘ " + screen.session.notice
                wrapMode: Text.Wrap
                font.family: Theme.font; font.pixelSize: Theme.normal
                color: Theme.cardText
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
    }

    ConfirmPanel {
        // Over the side panel only: the amber tile on the board stays in view.
        anchors { top: parent.top; bottom: parent.bottom; right: parent.right }
        width: 330
        visible: screen.session.needsConfirm
        session: screen.session
    }
    DecisionPrompt {
        anchors.fill: parent
        visible: screen.session.hasDecision && !screen.session.inAuction && screen.session.decisionKind !== "bazaar-reveal"
        session: screen.session
    }
    RevealPanel {
        anchors.fill: parent
        visible: screen.session.decisionKind === "bazaar-reveal"
        session: screen.session
    }
    BazaarPanel {
        anchors.fill: parent
        visible: screen.session.inAuction
        session: screen.session
    }
}
