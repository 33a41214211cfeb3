import QtQuick
import Carc.Companion

// Replay of a recorded game: step through the moves with the board, the scores and
// the still frame captured with each move; export as a JCloisterZone save.
Rectangle {
    id: screen
    required property GameSession session
    property bool showFrame: false
    color: Theme.background

    ReplayController {
        id: replay
        session: screen.session
        // Opens at the start: the scrubber and the arrows go through the game from there.
        Component.onCompleted: { load(screen.session.navigation.replayId); step = 0 }
    }

    Row {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
        height: Theme.touch
        spacing: 8
        BigButton { text: qsTr("‹ Games"); onClicked: screen.session.navigation.back() }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            width: 330
            text: replay.title
            elide: Text.ElideRight
            font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
            color: Theme.text
        }
        BigButton { text: screen.showFrame ? qsTr("Board") : qsTr("Frame"); onClicked: screen.showFrame = !screen.showFrame }
        BigButton {
            text: qsTr("Export")
            onClicked: exported.text = qsTr("saved %1").arg(replay.exportJcz(""))
        }
    }

    BoardView {
        id: board
        anchors { left: parent.left; top: header.bottom; bottom: moveLine.top; right: scores.left; margins: 4 }
        visible: !screen.showFrame
        board: replay.board
        followers: replay.followers
    }
    CameraView {
        anchors.fill: board
        visible: screen.showFrame
        frame: replay.frame
    }
    Text {
        anchors.centerIn: board
        visible: screen.showFrame && replay.frame.width === 0
        text: qsTr("no frame for this move")
        font.family: Theme.font; font.pixelSize: Theme.large
        color: Theme.textDim
    }

    Column {
        id: scores
        anchors { right: parent.right; top: header.bottom; margins: 8 }
        width: 200
        spacing: 4
        Repeater {
            model: replay.players
            delegate: Row {
                required property string name
                required property string colour
                required property int score
                spacing: 8
                ColourDot { colourName: colour; width: 24; height: 24 }
                Text { width: 110; text: name; elide: Text.ElideRight; font.family: Theme.font; font.pixelSize: Theme.normal; color: Theme.text }
                Text { text: score; font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true; color: Theme.text }
            }
        }
        // The still frame the camera took for this move.
        CameraView {
            width: parent.width
            height: width * 3 / 4
            visible: !screen.showFrame && replay.frame.width > 0
            frame: replay.frame
        }
        Text {
            id: exported
            width: parent.width
            wrapMode: Text.WrapAnywhere
            font.family: Theme.font; font.pixelSize: 12
            color: Theme.textDim
        }
    }

    // What the move shown did, in words (two lines at most).
    Text {
        id: moveLine
        anchors { left: parent.left; right: parent.right; bottom: controls.top; leftMargin: Theme.gap; rightMargin: Theme.gap }
        height: 48
        text: replay.error !== "" ? replay.error : replay.moveText
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
        font.family: Theme.font; font.pixelSize: Theme.normal
        color: Theme.text
    }
    Row {
        id: controls
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.gap }
        height: Theme.touch
        spacing: 8
        BigButton { text: "|◀"; width: 64; onClicked: replay.step = 0 }
        BigButton { text: "◀"; width: 64; onClicked: replay.previous() }
        Scrubber {
            objectName: "scrubber"
            width: controls.width - 4 * 64 - 4 * controls.spacing - 12
            height: Theme.touch
            value: replay.step
            maximum: replay.stepCount
            onMoved: function (v) { replay.step = v }
        }
        BigButton { text: "▶"; width: 64; onClicked: replay.next() }
        BigButton { text: "▶|"; width: 64; onClicked: replay.step = replay.stepCount }
    }
}
