import QtQuick
import Carc.Companion

// A player's colour as a round token with a dark rim (readable on any background).
Rectangle {
    property string colourName: "grey"
    implicitWidth: 28
    implicitHeight: 28
    radius: width / 2
    color: Colours.colour(colourName)
    border.width: 2
    border.color: "#101010"
}
