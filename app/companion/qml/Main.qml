import QtQuick
import QtQuick.Window
import QtQuick.VirtualKeyboard
import Carc.Companion

// The app's one window: each screen fills it; the session says which one is shown.
// The on-screen keyboard comes up under a focused text field (names, a folder) and
// the screen slides up so the field stays in view above it.
Window {
    id: root
    required property GameSession session
    property bool fullScreen: false

    width: 800
    height: 480
    visible: true
    visibility: fullScreen ? Window.FullScreen : Window.Windowed
    color: Theme.background
    title: qsTr("Carcassonne companion")

    Item {
        id: content
        width: root.width
        height: root.height
        Behavior on y { NumberAnimation { duration: 150 } }
        Loader {
            anchors.fill: parent
            sourceComponent: {
                switch (root.session.navigation.screen) {
                case "live": return liveScreen
                case "end": return endScreen
                case "history": return historyScreen
                case "statistics": return statisticsScreen
                case "replay": return replayScreen
                case "settings": return settingsScreen
                case "setup": return setupScreen
                case "board": return boardPhotoScreen
                default: return newGameScreen
                }
            }
        }
    }
    Component { id: newGameScreen; NewGameScreen { session: root.session } }
    Component { id: liveScreen; LiveScreen { objectName: "liveScreen"; liveGame: root.session.liveGame; navigation: root.session.navigation } }
    Component { id: endScreen; EndScreen { liveGame: root.session.liveGame } }
    Component { id: historyScreen; HistoryScreen { session: root.session } }
    Component { id: statisticsScreen; StatisticsScreen { session: root.session } }
    Component { id: replayScreen; ReplayScreen { session: root.session } }
    Component { id: settingsScreen; SettingsScreen { session: root.session } }
    Component { id: boardPhotoScreen; BoardPhotoScreen { objectName: "boardPhotoScreen"; session: root.session } }
    Component { id: setupScreen; SetupScreen { objectName: "setupScreen"; session: root.session } }

    // Spoken scores, questions and alerts (Settings; off by default).
    Connections {
        target: root.session.liveGame
        function onAnnounce(sentence) { Speaker.say(sentence) }
    }

    InputPanel {
        id: keyboard
        objectName: "keyboard"
        z: 99
        width: root.width
        y: active ? root.height - height : root.height
        visible: active
        // The field being typed in stays above the keyboard (imperative: the
        // cursor rectangle moves with the content, a binding would loop).
        function keepFieldInView() {
            if (!active) {
                content.y = 0
                return
            }
            var r = Qt.inputMethod.cursorRectangle
            var fieldBottom = r.y + r.height - content.y
            content.y = -Math.max(0, fieldBottom + Theme.gap * 2 - (root.height - keyboard.height))
        }
        onActiveChanged: keepFieldInView()
        onHeightChanged: keepFieldInView()
        Connections {
            target: Qt.inputMethod
            function onCursorRectangleChanged() { keyboard.keepFieldInView() }
        }
    }
}
