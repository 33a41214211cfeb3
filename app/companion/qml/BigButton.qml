import QtQuick

// A finger-sized button: at least Theme.touch high, big text, clear pressed state.
Rectangle {
    id: button
    property alias text: label.text
    property color tint: Theme.panelLight
    property color textColour: Theme.text
    property bool checked: false
    property bool highlighted: false
    property int fontSize: Theme.normal
    signal clicked()

    implicitHeight: Theme.touch
    implicitWidth: Math.max(Theme.touch * 2, label.implicitWidth + 32)
    radius: 10
    color: !enabled ? Qt.darker(tint, 1.6) : area.pressed ? Qt.darker(tint, 1.3) : checked ? Theme.accent : tint
    border.width: highlighted ? 3 : 0
    border.color: Theme.accent
    opacity: enabled ? 1 : 0.55

    Text {
        id: label
        anchors.centerIn: parent
        width: Math.min(implicitWidth, parent.width - 12)
        font.family: Theme.font
        font.pixelSize: button.fontSize
        font.bold: true
        color: button.checked ? Theme.cardText : button.textColour
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
        horizontalAlignment: Text.AlignHCenter
    }
    TapArea {
        id: area
        anchors.fill: parent
        onTapped: button.clicked()
    }
}
