import QtQuick
import Carc.Companion

// A doubtful recognition, beside the board where the tile is marked in amber: the
// tile as the camera read it; the players confirm it, turn it, or pick the right type
// from the tiles still in the bag.
Rectangle {
    id: panel
    required property LiveGame liveGame
    property string tile: liveGame.prompts.confirmTile
    property int turn: liveGame.prompts.confirmRotation
    property bool choosing: false
    readonly property bool unchanged: tile === liveGame.prompts.confirmTile && turn === liveGame.prompts.confirmRotation
    color: Theme.card
    border.width: 5
    border.color: Theme.doubt
    onVisibleChanged: { tile = liveGame.prompts.confirmTile; turn = liveGame.prompts.confirmRotation; choosing = false }
    MouseArea { anchors.fill: parent }

    Text {
        id: title
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 12 }
        text: qsTr("Check this tile")
        font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
        color: Theme.cardText
    }
    Text {
        id: question
        anchors { left: parent.left; right: parent.right; top: title.bottom; margins: 12; topMargin: 4 }
        text: panel.liveGame.prompts.confirmText
        wrapMode: Text.Wrap
        font.family: Theme.font; font.pixelSize: Theme.normal
        color: Theme.cardText
    }
    Row {
        id: preview
        visible: !panel.choosing
        anchors { left: parent.left; right: parent.right; top: question.bottom; margins: 12 }
        spacing: 12
        TileItem { width: 150; height: 150; tileId: panel.tile; turn: panel.turn }
        Column {
            spacing: 8
            width: preview.width - 162
            BigButton { width: parent.width; height: 70; text: qsTr("⟳ Turn"); onClicked: panel.turn = (panel.turn + 90) % 360 }
            BigButton { width: parent.width; height: 70; text: qsTr("Other tile"); onClicked: panel.choosing = true }
        }
    }
    GridView {
        visible: panel.choosing
        anchors { left: parent.left; right: parent.right; top: question.bottom; bottom: confirmButton.top; margins: 12 }
        clip: true
        cellWidth: 76; cellHeight: 76
        model: panel.liveGame.prompts.tileChoices
        delegate: Item {
            required property string modelData
            width: 76; height: 76
            TileItem { anchors.fill: parent; anchors.margins: 4; tileId: modelData; turn: panel.turn }
            Rectangle { anchors.fill: parent; color: "transparent"; border.width: modelData === panel.tile ? 4 : 0; border.color: Theme.doubt }
            TapArea { anchors.fill: parent; onTapped: { panel.tile = modelData; panel.choosing = false } }
        }
    }
    PromptUndo {
        id: undoButton
        width: 100; height: 64
        anchors { left: parent.left; bottom: parent.bottom; margins: 12 }
        liveGame: panel.liveGame
    }
    BigButton {
        id: confirmButton
        anchors { left: undoButton.right; right: parent.right; bottom: parent.bottom; margins: 12 }
        height: 64
        text: panel.unchanged ? qsTr("✓ Yes, that's right") : qsTr("✓ Use my correction")
        tint: Theme.ok
        onClicked: panel.unchanged ? panel.liveGame.confirm() : panel.liveGame.correct(panel.tile, panel.turn)
    }
}
