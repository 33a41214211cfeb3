import QtQuick
import Carc.Companion

// End of game: the winner, each player's points feature by feature, the board with
// farms and the cities they feed highlighted, and the score over time.
Rectangle {
    id: screen
    required property LiveGame liveGame
    color: Theme.background

    readonly property var winners: {
        var names = []
        for (var i = 0; i < liveGame.breakdown.count; ++i) {
            var row = liveGame.breakdown.get(i)
            if (row.winner) names.push(row.name + " (" + row.total + ")")
        }
        return names
    }

    Rectangle {
        id: banner
        objectName: "endBanner"
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: 52
        color: Theme.accent
        // Up to two lines, smaller for many winners, never under the buttons.
        Text {
            anchors { left: parent.left; leftMargin: 12; right: endButtons.left; rightMargin: 8; top: parent.top; bottom: parent.bottom }
            text: screen.winners.length > 1 ? qsTr("Shared win: %1").arg(screen.winners.join(", ")) : qsTr("Winner: %1").arg(screen.winners.join(""))
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            fontSizeMode: Text.Fit
            minimumPixelSize: 13
            verticalAlignment: Text.AlignVCenter
            font.family: Theme.font; font.pixelSize: Theme.huge - 4; font.bold: true
            color: Theme.cardText
        }
        Row {
            id: endButtons
            anchors { right: parent.right; rightMargin: 6; verticalCenter: parent.verticalCenter }
            spacing: 6
            BigButton { height: 44; text: qsTr("↶ Undo"); onClicked: screen.liveGame.undo() }
            BigButton { height: 44; text: qsTr("New game"); onClicked: screen.liveGame.leaveGame() }
        }
    }

    BoardView {
        id: board
        anchors { left: parent.left; top: banner.bottom; bottom: parent.bottom; margins: 4 }
        width: 300
        board: screen.liveGame.board
        followers: screen.liveGame.followers
        highlightColour: "#7CFC00"
    }
    Text {
        anchors { left: board.left; bottom: board.bottom; margins: 4 }
        text: qsTr("farms and the cities they feed")
        font.family: Theme.font; font.pixelSize: 12
        color: Theme.textDim
    }

    // Points by feature.
    Column {
        id: table
        anchors { left: board.right; right: parent.right; top: banner.bottom; margins: 6 }
        spacing: 2
        readonly property var columns: [["road", qsTr("Road")], ["city", qsTr("City")], ["cloister", qsTr("Cloist.")], ["field", qsTr("Farm")],
                                        ["castle", qsTr("Castle")], ["message", qsTr("Msg")], ["bazaar", qsTr("Bazaar")], ["total", qsTr("Total")]]
        readonly property real nameWidth: 100
        readonly property real cellWidth: (width - nameWidth) / columns.length
        Row {
            Item { width: table.nameWidth; height: 22 }
            Repeater {
                model: table.columns
                delegate: Text {
                    required property var modelData
                    width: table.cellWidth
                    horizontalAlignment: Text.AlignHCenter
                    text: modelData[1]
                    font.family: Theme.font; font.pixelSize: 13
                    color: Theme.textDim
                }
            }
        }
        Repeater {
            model: screen.liveGame.breakdown
            delegate: Rectangle {
                id: breakdownRow
                required property var model
                width: table.width
                height: screen.liveGame.breakdown.count > 4 ? 30 : 36
                radius: 6
                color: model.winner ? "#5c4a1c" : Theme.panel
                Row {
                    anchors.verticalCenter: parent.verticalCenter
                    Row {
                        width: table.nameWidth
                        spacing: 6
                        ColourDot { width: 18; height: 18; colourName: model.colour; anchors.verticalCenter: parent.verticalCenter }
                        Text {
                            width: table.nameWidth - 26
                            text: model.name
                            elide: Text.ElideRight
                            font.family: Theme.font; font.pixelSize: Theme.normal - 2; font.bold: model.winner
                            color: Theme.text
                        }
                    }
                    Repeater {
                        model: table.columns
                        delegate: Text {
                            required property var modelData
                            width: table.cellWidth
                            horizontalAlignment: Text.AlignHCenter
                            text: breakdownRow.model[modelData[0]]
                            font.family: Theme.font
                            font.pixelSize: modelData[0] === "total" ? Theme.large - 4 : Theme.normal - 2
                            font.bold: modelData[0] === "total"
                            color: text === "0" ? "#7a6a56" : Theme.text
                        }
                    }
                }
            }
        }
    }

    ScoreChart {
        anchors { left: board.right; right: parent.right; top: table.bottom; bottom: parent.bottom; margins: 8 }
        series: { screen.liveGame.turnState.turn; screen.liveGame.turnState.over; return screen.liveGame.scoreSeries() }
    }
}
