import QtQuick
import Carc.Companion

// "Check the board" (the live screen's menu): the camera's frame read whole and
// compared with the game's board; the cells where they differ are outlined over the
// frame (red; the one tapped yellow), and a tapped cell says what the photo shows and
// what the game holds there.
Rectangle {
    id: panel
    required property LiveGame liveGame
    readonly property BoardCheck check: liveGame.boardCheck
    property var chosen: ({})  // the difference tapped (empty: none)
    color: Theme.background
    onVisibleChanged: chosen = ({})

    CameraView {
        id: view
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; right: side.left; margins: 4 }
        frame: panel.check.frame
        // Frame pixels to the view's, as CameraView draws the frame: fitted and centred.
        readonly property real fit: panel.check.frameSize.width > 0
            ? Math.min(width / panel.check.frameSize.width, height / panel.check.frameSize.height) : 1
        readonly property real frameLeft: (width - panel.check.frameSize.width * fit) / 2
        readonly property real frameTop: (height - panel.check.frameSize.height * fit) / 2
    }
    Canvas {
        id: outlines
        anchors.fill: view
        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            var cells = panel.check.differences
            ctx.lineWidth = 3
            for (var i = 0; i < cells.length; ++i) {
                var c = cells[i].corners
                var tapped = panel.chosen.x === cells[i].x && panel.chosen.y === cells[i].y
                ctx.strokeStyle = tapped ? "#ffd000" : "#ff3030"
                ctx.beginPath()
                for (var k = 0; k < 4; ++k) {
                    var x = view.frameLeft + c[k].x * view.fit, y = view.frameTop + c[k].y * view.fit
                    if (k === 0) ctx.moveTo(x, y)
                    else ctx.lineTo(x, y)
                }
                ctx.closePath()
                ctx.stroke()
            }
        }
        Connections {
            target: panel.check
            function onChanged() { outlines.requestPaint() }
        }
        Connections {
            target: panel
            function onChosenChanged() { outlines.requestPaint() }
        }
    }
    TapArea {
        objectName: "checkedFrame"
        anchors.fill: view
        onTapped: panel.chosen = panel.check.differenceAt((mouseX - view.frameLeft) / view.fit, (mouseY - view.frameTop) / view.fit)
    }

    Rectangle {
        id: side
        anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
        width: 250
        color: Theme.panel
        Column {
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: 8 }
            spacing: 8
            Text {
                width: parent.width
                text: qsTr("Check the board")
                font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
                color: Theme.text
            }
            Text {
                objectName: "checkVerdict"
                width: parent.width
                wrapMode: Text.Wrap
                font.family: Theme.font; font.pixelSize: Theme.normal
                color: Theme.text
                text: panel.check.busy ? qsTr("Reading the board…")
                    : panel.check.error !== "" ? qsTr("The board could not be read: %1").arg(panel.check.error)
                    : panel.check.differences.length === 0 ? qsTr("The table agrees with the game (%n tile(s))", "", panel.check.agreeing)
                    : qsTr("%n cell(s) differ: tap one to see what the camera sees", "", panel.check.differences.length)
            }
            Column {
                visible: panel.chosen.x !== undefined
                width: parent.width
                spacing: 4
                Text {
                    text: panel.chosen.unsure ? qsTr("The camera sees (unsure)") : qsTr("The camera sees")
                    font.family: Theme.font; font.pixelSize: Theme.small
                    color: Theme.textDim
                }
                TileItem {
                    width: 64; height: 64
                    visible: panel.chosen.photo !== undefined && panel.chosen.photo !== ""
                    tileId: panel.chosen.photo !== undefined ? panel.chosen.photo : ""
                    turn: panel.chosen.photoTurn !== undefined ? panel.chosen.photoTurn : 0
                }
                Text {
                    visible: panel.chosen.photo === ""
                    text: qsTr("no tile")
                    font.family: Theme.font; font.pixelSize: Theme.normal
                    color: Theme.text
                }
                Text {
                    text: qsTr("The game holds")
                    font.family: Theme.font; font.pixelSize: Theme.small
                    color: Theme.textDim
                }
                TileItem {
                    width: 64; height: 64
                    visible: panel.chosen.game !== undefined && panel.chosen.game !== ""
                    tileId: panel.chosen.game !== undefined ? panel.chosen.game : ""
                    turn: panel.chosen.gameTurn !== undefined ? panel.chosen.gameTurn : 0
                }
                Text {
                    visible: panel.chosen.game === ""
                    text: qsTr("no tile")
                    font.family: Theme.font; font.pixelSize: Theme.normal
                    color: Theme.text
                }
            }
        }
        Column {
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 8 }
            spacing: 6
            BigButton {
                width: parent.width
                text: qsTr("Check again")
                enabled: !panel.check.busy
                onClicked: { panel.chosen = ({}); panel.liveGame.checkBoard() }
            }
            BigButton { width: parent.width; text: qsTr("Close"); onClicked: panel.check.close() }
        }
    }
}
