pragma Singleton
import QtQuick

// A tap acts once. A second tap soon after the first and near it is a double tap (or
// a finger bouncing); when the first tap changed the screen, it would land on a
// different control (a second tap on Start opened the live screen's menu): it is
// ignored there. Taps on the same control count (-/+ pressed quickly).
QtObject {
    readonly property int repeatMs: 300        // a double tap's second tap comes within this
    readonly property real samePlacePx: 40     // about a fingertip on the 800x480 screen
    property var lastControl: null
    property real lastX: -1000
    property real lastY: -1000
    property double lastTime: 0
    // The time taps are judged by (ms): -1 reads the clock; a test sets it to place its
    // taps exactly in time, whatever the machine's load.
    property double fixedNowMs: -1

    // Whether `control`'s tap at scene (x, y) acts; every tap is remembered.
    function accept(control, x, y) {
        var now = fixedNowMs >= 0 ? fixedNowMs : Date.now()
        var repeat = now - lastTime < repeatMs && Math.abs(x - lastX) < samePlacePx && Math.abs(y - lastY) < samePlacePx
        var acts = !repeat || control === lastControl
        lastControl = control
        lastX = x
        lastY = y
        lastTime = now
        return acts
    }
}
