import QtQuick
import Carc.Companion

// The way back from a prompt: takes back the last move (the prompt goes with it).
BigButton {
    required property LiveGame liveGame
    width: 120
    text: qsTr("↶ Undo")
    enabled: liveGame.turnState.canUndo
    onClicked: liveGame.undo()
}
