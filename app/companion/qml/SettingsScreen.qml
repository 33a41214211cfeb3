import QtQuick
import Carc.Companion

// Settings: the calibration flows with their progress, and the rig's connection.
Rectangle {
    id: screen
    required property GameSession session
    color: Theme.background
    LensSetup { id: lensSetup; rigDir: screen.session.rigDir; source: screen.session.cameraSpec }

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

        LensPanel { width: parent.width; lens: lensSetup }

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
