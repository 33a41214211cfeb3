import QtQuick
import Carc.Companion

// The lens, view by view: hold the printed board where the guide says, tap "Take a
// view"; once enough views are kept, "Calibrate" writes camera.yaml (Settings, setup).
Rectangle {
    id: panel
    required property LensSetup lens
    height: lensColumn.implicitHeight + 24
    radius: 10
    color: Theme.panel
    // The guide follows the camera while the panel is shown (LensSetup reads it off the UI thread).
    Binding { target: panel.lens; property: "live"; value: panel.visible }
    Component.onDestruction: panel.lens.live = false
    CameraView {
        id: lensView
        anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: 10 }
        height: 170
        width: height * 4 / 3
        frame: panel.lens.frame
        // The coverage guide over the view: parts of the picture the board has covered
        // are green, those it covers now (live) amber, the part to hold it in next is
        // outlined; the board's outline as the camera sees it now is drawn in white.
        Grid {
            objectName: "coverageGuide"
            anchors.fill: parent
            columns: 3
            Repeater {
                model: panel.lens.coverage
                delegate: Rectangle {
                    required property bool modelData
                    required property int index
                    readonly property bool covered: modelData
                    readonly property bool coveredNow: panel.lens.liveParts[index] === true
                    width: lensView.width / 3; height: lensView.height / 3
                    color: covered ? "#5543a047" : coveredNow ? "#55ffb300" : "transparent"
                    border.width: index === panel.lens.nextPart ? 3 : 1
                    border.color: index === panel.lens.nextPart ? Theme.accent : "#80ffffff"
                }
            }
        }
        Canvas {
            id: liveBoard
            objectName: "liveBoard"
            anchors.fill: parent
            readonly property var outline: panel.lens.liveOutline
            onOutlineChanged: requestPaint()
            onPaint: {
                const ctx = getContext("2d")
                ctx.clearRect(0, 0, width, height)
                if (outline.length < 3) return
                ctx.strokeStyle = "white"
                ctx.lineWidth = 2
                ctx.beginPath()
                ctx.moveTo(outline[0].x * width, outline[0].y * height)
                for (let i = 1; i < outline.length; ++i) ctx.lineTo(outline[i].x * width, outline[i].y * height)
                ctx.closePath()
                ctx.stroke()
            }
        }
    }
    Column {
        id: lensColumn
        anchors { left: parent.left; right: lensView.left; top: parent.top; margins: 12 }
        spacing: 8
        Text { text: qsTr("Camera lens"); font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true; color: Theme.text }
        Text {
            width: parent.width
            text: panel.lens.hint
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            font.family: Theme.font; font.pixelSize: Theme.small; color: Theme.textDim
        }
        Rectangle {
            width: parent.width; height: 14; radius: 7
            color: "#241c14"
            Rectangle { width: parent.width * panel.lens.progress; height: parent.height; radius: 7; color: Theme.ok }
        }
        Text {
            width: parent.width
            text: qsTr("%1/%2 views · %3/9 of the picture · %4/4 tilts").arg(panel.lens.viewsKept).arg(panel.lens.viewsWanted)
                      .arg(panel.lens.cellsCovered).arg(panel.lens.tiltsSeen) + (panel.lens.status !== "" ? "\n" + panel.lens.status : "")
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            font.family: Theme.font; font.pixelSize: Theme.small; color: Theme.text
        }
        Row {
            spacing: 10
            BigButton { height: 48; text: qsTr("Take a view"); onClicked: panel.lens.takeView() }
            BigButton { height: 48; text: qsTr("Calibrate"); tint: Theme.ok; enabled: panel.lens.canCalibrate; onClicked: panel.lens.calibrate() }
        }
    }
}
