import QtQuick
import Carc.Companion

// The way back from a prompt: takes back the last move (the prompt goes with it).
BigButton {
    required property GameSession session
    width: 120
    text: qsTr("↶ Undo")
    enabled: session.turnState.canUndo
    onClicked: session.undo()
}
