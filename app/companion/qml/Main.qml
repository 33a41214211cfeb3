import QtQuick
import QtQuick.Window
import Carc.Companion

// The app's one window: each screen fills it; the session says which one is shown.
Window {
    id: root
    required property GameSession session
    property bool fullScreen: false

    width: 800
    height: 480
    visible: true
    visibility: fullScreen ? Window.FullScreen : Window.Windowed
    color: Theme.background
    title: "Carcassonne companion"

    Loader {
        anchors.fill: parent
        sourceComponent: {
            switch (root.session.screen) {
            case "live": return liveScreen
            case "end": return endScreen
            case "history": return historyScreen
            case "replay": return replayScreen
            case "settings": return settingsScreen
            default: return newGameScreen
            }
        }
    }
    Component { id: newGameScreen; NewGameScreen { session: root.session } }
    Component { id: liveScreen; LiveScreen { objectName: "liveScreen"; session: root.session } }
    Component { id: endScreen; EndScreen { session: root.session } }
    Component { id: historyScreen; HistoryScreen { session: root.session } }
    Component { id: replayScreen; ReplayScreen { session: root.session } }
    Component { id: settingsScreen; SettingsScreen { session: root.session } }
}
