import QtQuick
import Carc.Companion

// Settings: the calibration flows with their progress, and the rig's connection.
Rectangle {
    id: screen
    required property GameSession session
    color: Theme.background
    CalibrationRunner { id: calibration }

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

        Rectangle {
            width: parent.width
            height: 150
            radius: 10
            color: Theme.panel
            Column {
                anchors.fill: parent
                anchors.margins: 12
                spacing: 8
                Text { text: "Camera calibration"; font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true; color: Theme.text }
                Text {
                    text: "Photograph the ChArUco board (7x5, 30 mm) from 10-20 angles into calibration/photos, then:"
                    width: parent.width; wrapMode: Text.Wrap
                    font.family: Theme.font; font.pixelSize: Theme.small; color: Theme.textDim
                }
                Row {
                    spacing: 12
                    BigButton {
                        text: calibration.running ? "Cancel" : "Calibrate lens"
                        onClicked: calibration.running ? calibration.cancel()
                                                       : calibration.calibrateCamera("calibration/photos", "camera.yaml")
                    }
                    Column {
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: 4
                        Rectangle {
                            width: 400; height: 16; radius: 8
                            color: "#241c14"
                            Rectangle { width: parent.width * calibration.progress; height: parent.height; radius: 8; color: Theme.ok }
                        }
                        Text { text: calibration.status; width: 400; elide: Text.ElideRight; font.family: Theme.font; font.pixelSize: Theme.small; color: Theme.text }
                    }
                }
            }
        }

        Rectangle {
            width: parent.width
            height: 110
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
