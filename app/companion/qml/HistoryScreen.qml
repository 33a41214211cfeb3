import QtQuick
import Carc.Companion

// The recorded games, newest first; tap one to replay it.
Rectangle {
    id: screen
    required property GameSession session
    color: Theme.background
    HistoryModel { id: history; session: screen.session }

    Row {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
        height: Theme.touch
        spacing: 8
        BigButton { id: back; text: qsTr("‹ Back"); onClicked: screen.session.navigation.back() }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            width: header.width - 2 * header.spacing - back.width - statsButton.width
            text: qsTr("Recorded games")
            elide: Text.ElideRight
            font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
            color: Theme.text
        }
        BigButton { id: statsButton; text: qsTr("Statistics"); onClicked: screen.session.navigation.screen = "statistics" }
    }
    ListView {
        anchors { left: parent.left; right: parent.right; top: header.bottom; bottom: scoreBoard.top; margins: Theme.gap }
        clip: true
        spacing: 6
        model: history
        delegate: Rectangle {
            required property var gameId
            required property string name
            required property string created
            required property string status
            required property string players
            required property string scores
            required property int turn
            width: ListView.view.width
            height: 64
            radius: 10
            color: area.pressed ? Theme.panelLight : Theme.panel
            Column {
                anchors { left: parent.left; leftMargin: 12; verticalCenter: parent.verticalCenter; right: deleteButton.left; rightMargin: 8 }
                Text {
                    text: name + "  ·  " + players
                    elide: Text.ElideRight
                    width: parent.width
                    font.family: Theme.font; font.pixelSize: Theme.normal; font.bold: true
                    color: Theme.text
                }
                Text {
                    text: qsTr("%1  ·  turn %2  ·  %3").arg(created).arg(turn).arg(scores)
                    elide: Text.ElideRight
                    width: parent.width
                    font.family: Theme.font; font.pixelSize: Theme.small
                    color: Theme.textDim
                }
            }
            // A game not being played can be deleted (asked first).
            BigButton {
                id: deleteButton
                z: 1  // above the row's tap area
                anchors { right: statusText.left; rightMargin: 10; verticalCenter: parent.verticalCenter }
                width: 110; height: 48
                fontSize: Theme.small
                visible: !(screen.session.liveGame.inGame && screen.session.liveGame.recordId === gameId && !screen.session.liveGame.turnState.over)
                text: qsTr("Delete")
                onClicked: askFirst.ask(qsTr("Delete %1 (%2) and its pictures?").arg(name).arg(players), qsTr("Delete"),
                                        function () { screen.session.liveGame.deleteGame(gameId) })
            }
            Text {
                id: statusText
                anchors { right: parent.right; rightMargin: 12; verticalCenter: parent.verticalCenter }
                width: 130
                horizontalAlignment: Text.AlignRight
                text: ({ playing: qsTr("playing"), over: qsTr("over"), abandoned: qsTr("abandoned") })[status] + "  ›"
                font.family: Theme.font; font.pixelSize: Theme.normal
                color: status === "over" ? Theme.accent : Theme.textDim
            }
            TapArea { id: area; anchors.fill: parent; onTapped: screen.session.navigation.openReplay(gameId) }
        }
        Text {
            anchors.centerIn: parent
            visible: history.count === 0
            text: qsTr("No games recorded yet")
            font.family: Theme.font; font.pixelSize: Theme.large
            color: Theme.textDim
        }
    }
    // A finished board on a table without the rig: scored from one photo.
    BigButton {
        id: scoreBoard
        objectName: "scoreBoardButton"
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.gap }
        text: qsTr("Score a finished board from a photo")
        onClicked: screen.session.navigation.screen = "board"
    }
    AskFirst {
        id: askFirst
        anchors.fill: parent
    }
}
