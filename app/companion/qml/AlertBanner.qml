import QtQuick

// An illegal placement: what is wrong, in words, until the tile is fixed on the table.
Rectangle {
    id: banner
    property alias text: reason.text
    height: column.implicitHeight + 16
    radius: 10
    color: Theme.alert
    border.width: 3
    border.color: "white"
    Column {
        id: column
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: 12 }
        spacing: 2
        Text {
            width: parent.width
            wrapMode: Text.Wrap
            text: qsTr("⚠ Not allowed: fix the tile on the table")
            font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
            color: "white"
        }
        Text {
            id: reason
            width: parent.width
            wrapMode: Text.Wrap
            font.family: Theme.font; font.pixelSize: Theme.normal
            color: "white"
        }
    }
}
