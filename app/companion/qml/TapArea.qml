import QtQuick

// A MouseArea whose taps act once (Taps): every control of the app taps through one.
MouseArea {
    id: area
    signal tapped()
    onClicked: function (mouse) {
        var p = area.mapToItem(null, mouse.x, mouse.y)
        if (Taps.accept(area, p.x, p.y)) area.tapped()
    }
}
