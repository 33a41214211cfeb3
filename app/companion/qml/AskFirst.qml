import QtQuick

// Asks before a destructive action ("End the game now?"): Yes does it, No leaves
// everything as it was. ask(question, yesText, action) shows it.
Rectangle {
    id: dialog
    property string question
    property string yesText: qsTr("Yes")
    property var action: null
    visible: false
    color: "#b0000000"
    z: 100
    MouseArea { anchors.fill: parent }  // nothing behind it reacts while it asks

    function ask(q, yes, act) {
        question = q
        yesText = yes
        action = act
        visible = true
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(520, dialog.width - 2 * Theme.gap)
        height: column.implicitHeight + 32
        radius: 14
        color: Theme.card
        border.width: 5
        border.color: Theme.accent
        Column {
            id: column
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: 16 }
            spacing: 16
            Text {
                width: parent.width
                text: dialog.question
                wrapMode: Text.Wrap
                font.family: Theme.font; font.pixelSize: Theme.large
                color: Theme.cardText
            }
            Row {
                anchors.right: parent.right
                spacing: 12
                BigButton { width: 160; text: qsTr("No"); onClicked: dialog.visible = false }
                BigButton {
                    width: 220
                    text: dialog.yesText
                    tint: Theme.alert
                    onClicked: {
                        dialog.visible = false
                        if (dialog.action) dialog.action()
                    }
                }
            }
        }
    }
}
