pragma Singleton
import QtQuick

// Colours and sizes for an 800x480 touchscreen read from across the table.
QtObject {
    readonly property color background: "#2a2119"
    readonly property color panel: "#3a2e23"
    readonly property color panelLight: "#52422f"
    readonly property color card: "#f4ead5"
    readonly property color cardText: "#2a2119"
    readonly property color text: "#f6eedc"
    readonly property color textDim: "#c8b89a"
    readonly property color accent: "#e3a82b"
    readonly property color alert: "#d62828"
    readonly property color doubt: "#f0a500"
    readonly property color ok: "#3f9b4b"
    readonly property int touch: 56          // smallest touch target, px
    readonly property int gap: 8
    readonly property int small: 15
    readonly property int normal: 19
    readonly property int large: 25
    readonly property int huge: 34
    readonly property string font: "DejaVu Sans"
}
