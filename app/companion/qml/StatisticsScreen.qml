import QtQuick
import Carc.Companion

// Statistics across the finished games of the store (History's "Statistics"): per
// player games, wins, average and best score, biggest city and farm share.
Rectangle {
    id: screen
    required property GameSession session
    color: Theme.background
    StatisticsModel { id: stats; objectName: "statistics"; session: screen.session }

    readonly property int numberWidth: 92  // six number columns beside the names at 800 px
    readonly property var locale: Qt.locale(Languages.code)

    Row {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
        height: Theme.touch
        spacing: 8
        BigButton { id: back; text: qsTr("‹ Back"); onClicked: screen.session.navigation.back() }
        Column {
            anchors.verticalCenter: parent.verticalCenter
            width: header.width - back.width - header.spacing
            Text {
                width: parent.width
                text: qsTr("Statistics")
                elide: Text.ElideRight
                font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
                color: Theme.text
            }
            Text {
                width: parent.width
                visible: stats.games > 0
                text: qsTr("%n finished game(s)", "", stats.games)
                      + (stats.skipped > 0 ? "  ·  " + qsTr("%n could not be read", "", stats.skipped) : "")
                elide: Text.ElideRight
                font.family: Theme.font; font.pixelSize: Theme.small
                color: Theme.textDim
            }
        }
    }

    // The column titles: wrapped, smaller when a language needs the room.
    component Heading: Text {
        width: screen.numberWidth
        height: parent.height
        wrapMode: Text.Wrap
        fontSizeMode: Text.Fit
        minimumPixelSize: 11
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignBottom
        font.family: Theme.font; font.pixelSize: Theme.small; font.bold: true
        color: Theme.textDim
    }
    component Cell: Text {
        width: screen.numberWidth
        anchors.verticalCenter: parent.verticalCenter
        horizontalAlignment: Text.AlignHCenter
        font.family: Theme.font; font.pixelSize: Theme.large
        color: Theme.text
    }

    Row {
        id: headings
        visible: stats.count > 0
        anchors { left: parent.left; right: parent.right; top: header.bottom; margins: Theme.gap; leftMargin: Theme.gap + 12 }
        height: 44
        Heading {
            width: headings.width - 6 * screen.numberWidth
            horizontalAlignment: Text.AlignLeft
            text: qsTr("Player")
        }
        Heading { text: qsTr("Games") }
        Heading { text: qsTr("Wins") }
        Heading { text: qsTr("Average") }
        Heading { text: qsTr("Best") }
        Heading { text: qsTr("Biggest city (tiles)") }
        Heading { text: qsTr("Farm share") }
    }
    ListView {
        anchors { left: parent.left; right: parent.right; top: headings.bottom; bottom: parent.bottom; margins: Theme.gap }
        clip: true
        spacing: 6
        model: stats
        delegate: Rectangle {
            required property string name
            required property int games
            required property int wins
            required property real average
            required property int best
            required property int biggestCity
            required property int farmPercent
            required property int index
            width: ListView.view.width
            height: 52
            radius: 10
            color: index === 0 && wins > 0 ? Theme.panelLight : Theme.panel
            Row {
                anchors { fill: parent; leftMargin: 12 }
                Text {
                    width: parent.width - 6 * screen.numberWidth
                    anchors.verticalCenter: parent.verticalCenter
                    text: name
                    elide: Text.ElideRight
                    font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
                    color: Theme.text
                }
                Cell { text: games }
                Cell { text: wins; color: Theme.accent; font.bold: true }
                Cell { text: Number(average).toLocaleString(screen.locale, "f", 1) }
                Cell { text: best }
                Cell { text: biggestCity }
                Cell { text: farmPercent + " %" }
            }
        }
        Text {
            anchors.centerIn: parent
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            visible: stats.count === 0
            text: qsTr("No finished games yet: statistics count the games played to the end")
            font.family: Theme.font; font.pixelSize: Theme.large
            color: Theme.textDim
        }
    }
}
