import QtQuick
import Carc.Companion

// A player's colour as a round token with a dark rim (readable on any background),
// and the colour's shape on it for colour-blind players.
Rectangle {
    property string colourName: "grey"
    implicitWidth: 28
    implicitHeight: 28
    radius: width / 2
    color: Colours.colour(colourName)
    border.width: 2
    border.color: "#101010"
    Text {
        objectName: "colourShape"
        anchors.centerIn: parent
        text: Colours.shape(parent.colourName)
        font.family: Theme.font; font.pixelSize: Math.max(8, parent.width * 0.55)
        color: Colours.textOn(parent.colourName)
    }
}
