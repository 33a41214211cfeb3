import QtQuick
import Carc.Companion

// Settings: the calibration flows with their progress, and the rig's connection.
Rectangle {
    id: screen
    required property GameSession session
    color: Theme.background
    LensSetup { id: lens; rigDir: screen.session.rigDir; source: screen.session.cameraSpec }

    Row {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
        height: Theme.touch
        spacing: 8
        BigButton { text: "‹ Back"; onClicked: screen.session.screen = !screen.session.inGame ? "newgame" : screen.session.over ? "end" : "live" }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: "Settings"
            font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
            color: Theme.text
        }
    }

    Column {
        anchors { left: parent.left; right: parent.right; top: header.bottom; margins: 12 }
        spacing: 12

        // The lens, view by view: hold the printed board where the guide says, tap
        // "Take a view"; once enough views are kept, "Calibrate" writes camera.yaml.
        Rectangle {
            width: parent.width
            height: lensColumn.implicitHeight + 24
            radius: 10
            color: Theme.panel
            CameraView {
                id: lensView
                anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: 10 }
                height: 170
                width: height * 4 / 3
                frame: lens.frame
            }
            Column {
                id: lensColumn
                anchors { left: parent.left; right: lensView.left; top: parent.top; margins: 12 }
                spacing: 8
                Text { text: "Camera lens"; font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true; color: Theme.text }
                Text {
                    width: parent.width
                    text: lens.hint
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    font.family: Theme.font; font.pixelSize: Theme.small; color: Theme.textDim
                }
                Rectangle {
                    width: parent.width; height: 14; radius: 7
                    color: "#241c14"
                    Rectangle { width: parent.width * lens.progress; height: parent.height; radius: 7; color: Theme.ok }
                }
                Text {
                    width: parent.width
                    text: lens.viewsKept + "/" + lens.viewsWanted + " views · " + lens.cellsCovered + "/9 of the picture · "
                          + lens.tiltsSeen + "/4 tilts" + (lens.status !== "" ? "\n" + lens.status : "")
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    font.family: Theme.font; font.pixelSize: Theme.small; color: Theme.text
                }
                Row {
                    spacing: 10
                    BigButton { height: 48; text: "Take a view"; onClicked: lens.takeView() }
                    BigButton { height: 48; text: "Calibrate"; tint: Theme.ok; enabled: lens.canCalibrate; onClicked: lens.calibrate() }
                }
            }
        }

        Rectangle {
            width: parent.width
            height: 90
            radius: 10
            color: Theme.panel
            Column {
                anchors.fill: parent
                anchors.margins: 12
                spacing: 8
                Text { text: "Rig (LED ring, buzzer, buttons)"; font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true; color: Theme.text }
                Row {
                    spacing: 10
                    Rectangle {
                        width: 20; height: 20; radius: 10
                        anchors.verticalCenter: parent.verticalCenter
                        color: screen.session.rig.connected ? Theme.ok : Theme.alert
                    }
                    Text {
                        text: screen.session.rig.connected ? screen.session.rig.state
                              : "no rig — plug it in by USB; the app works the same without it"
                        font.family: Theme.font; font.pixelSize: Theme.normal; color: Theme.text
                    }
                }
            }
        }

        Text {
            text: "Game records: " + screen.session.storePath
            width: parent.width; elide: Text.ElideMiddle
            font.family: Theme.font; font.pixelSize: Theme.small; color: Theme.textDim
        }
    }
}
