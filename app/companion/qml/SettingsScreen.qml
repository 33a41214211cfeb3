import QtQuick
import Carc.Companion

// Settings: the language, the calibration flows with their progress, and the rig's connection.
Rectangle {
    id: screen
    required property GameSession session
    color: Theme.background
    LensSetup { id: lensSetup; rigDir: screen.session.settings.rigDir; source: screen.session.settings.cameraSpec }

    Row {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
        height: Theme.touch
        spacing: 8
        BigButton { text: qsTr("‹ Back"); onClicked: screen.session.navigation.back() }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Settings")
            font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
            color: Theme.text
        }
    }

    Column {
        anchors { left: parent.left; right: parent.right; top: header.bottom; margins: 12 }
        spacing: 8

        // The app's language, each named in itself; every text follows at once.
        Row {
            id: languageRow
            objectName: "languages"
            width: parent.width
            spacing: 6
            Repeater {
                model: Languages.codes
                delegate: BigButton {
                    required property string modelData
                    required property int index
                    width: (languageRow.width - 4 * languageRow.spacing) / 5
                    height: 44
                    fontSize: Theme.small
                    text: Languages.names[index]
                    checked: Languages.code === modelData
                    onClicked: Languages.code = modelData
                }
            }
        }

        // Spoken scores, questions and alerts: off by default.
        Row {
            objectName: "speech"
            width: parent.width
            spacing: 12
            BigButton {
                id: speechButton
                height: 44
                fontSize: Theme.small
                text: Speaker.enabled ? qsTr("Spoken scores: on") : qsTr("Spoken scores: off")
                checked: Speaker.enabled
                onClicked: Speaker.enabled = !Speaker.enabled
            }
            Text {
                objectName: "speechStatus"
                anchors.verticalCenter: parent.verticalCenter
                width: parent.width - speechButton.width - parent.spacing
                text: Speaker.enabled ? (Speaker.status !== "" ? Speaker.status : qsTr("Scores, questions and alerts are read out"))
                                      : qsTr("Scores, questions and alerts can be read out")
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                fontSizeMode: Text.Fit
                minimumPixelSize: 11
                height: 44
                verticalAlignment: Text.AlignVCenter
                font.family: Theme.font; font.pixelSize: Theme.small
                color: Theme.textDim
            }
        }

        LensPanel { width: parent.width; lens: lensSetup }

        // The rig's connection, on one line.
        Rectangle {
            width: parent.width
            height: 48
            radius: 10
            color: Theme.panel
            Row {
                anchors { left: parent.left; right: parent.right; leftMargin: 12; rightMargin: 12; verticalCenter: parent.verticalCenter }
                spacing: 10
                Text {
                    id: rigTitle
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Rig (LED ring, buzzer, buttons)")
                    font.family: Theme.font; font.pixelSize: Theme.normal; font.bold: true; color: Theme.text
                }
                Rectangle {
                    width: 20; height: 20; radius: 10
                    anchors.verticalCenter: parent.verticalCenter
                    color: screen.session.rig.connected ? Theme.ok : Theme.alert
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width - rigTitle.width - 20 - 2 * parent.spacing
                    text: screen.session.rig.connected ? screen.session.rig.state
                          : qsTr("no rig — plug it in by USB; the app works the same without it")
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 11
                    height: 44
                    verticalAlignment: Text.AlignVCenter
                    font.family: Theme.font; font.pixelSize: Theme.small; color: Theme.text
                }
            }
        }

        Text {
            text: qsTr("Game records: %1").arg(screen.session.settings.storePath)
            width: parent.width; elide: Text.ElideMiddle
            font.family: Theme.font; font.pixelSize: Theme.small; color: Theme.textDim
        }
    }
}
