import QtQuick
import Carc.Companion

// A decision only players can make (castle or points, which figure moves, which
// message action): the question in the deciding player's colour, one big button per
// option, the suggested one marked.
Rectangle {
    id: prompt
    required property LiveGame liveGame
    color: "#b0000000"
    MouseArea { anchors.fill: parent }  // the board waits behind the question

    Rectangle {
        anchors.centerIn: parent
        width: 560
        height: column.implicitHeight + 32
        radius: 14
        color: Theme.card
        border.width: 6
        border.color: Colours.colour(prompt.liveGame.prompts.decisionColour)
        Column {
            id: column
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: 16 }
            spacing: 12
            Row {
                spacing: 10
                ColourDot { colourName: prompt.liveGame.prompts.decisionColour; width: 34; height: 34 }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.min(implicitWidth, column.width - 44)
                    elide: Text.ElideRight
                    text: qsTr("%1 decides").arg(prompt.liveGame.prompts.decisionName)
                    font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
                    color: Theme.cardText
                }
            }
            Text {
                width: parent.width
                text: prompt.liveGame.prompts.decisionQuestion
                wrapMode: Text.Wrap
                font.family: Theme.font; font.pixelSize: Theme.large
                color: Theme.cardText
            }
            Flow {
                width: parent.width
                spacing: 10
                Repeater {
                    model: prompt.liveGame.prompts.decisionOptions
                    delegate: BigButton {
                        required property string modelData
                        required property int index
                        // Side by side when the answers are short, one per row otherwise.
                        readonly property bool shortOptions: prompt.liveGame.prompts.decisionOptions.length <= 2
                            && prompt.liveGame.prompts.decisionOptions.every(function (o) { return o.length <= 18 })
                        width: shortOptions ? (column.width - 10) / 2 : column.width
                        height: 64
                        text: modelData + (index === prompt.liveGame.prompts.decisionSuggested ? "  ★" : "")
                        tint: index === prompt.liveGame.prompts.decisionSuggested ? Theme.ok : "#6b5840"
                        onClicked: prompt.liveGame.choose(index)
                    }
                }
            }
            Item {
                width: parent.width
                height: Theme.touch
                Text {
                    anchors { left: parent.left; verticalCenter: parent.verticalCenter }
                    text: qsTr("★ suggested")
                    font.family: Theme.font; font.pixelSize: Theme.small
                    color: "#6a5a48"
                }
                PromptUndo { anchors.right: parent.right; liveGame: prompt.liveGame }
            }
        }
    }
}
