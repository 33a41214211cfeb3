import QtQuick
import QtQuick.Layouts
import Carc.Companion

// New game: players (2-6, name, colour, who starts), expansions and rule options,
// frame source; or resume the unfinished game.
Rectangle {
    id: screen
    required property GameSession session
    color: Theme.background

    PlayerSetupModel { id: setup }
    property var options: ({ bcb: true, messages: false, bazaarNoBidding: false, tinyCity2: false,
                             incompleteNothing: false, source: "demo" })
    function setOption(key, value) {
        var o = Object.assign({}, options)
        o[key] = value
        options = o
    }
    function toggle(key) {
        var o = Object.assign({}, options)
        o[key] = !o[key]
        options = o
    }

    RowLayout {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
        height: Theme.touch
        Text {
            text: qsTr("New game")
            font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
            color: Theme.text
            Layout.fillWidth: true
        }
        BigButton { text: qsTr("Resume"); visible: !screen.session.liveGame.inGame && screen.session.settings.canResume; tint: Theme.ok; onClicked: screen.session.liveGame.resumeLast() }
        BigButton { text: qsTr("Set up rig"); onClicked: screen.session.navigation.screen = "setup" }
        BigButton { text: qsTr("History"); onClicked: screen.session.navigation.screen = "history" }
        BigButton { text: qsTr("Settings"); onClicked: screen.session.navigation.screen = "settings" }
    }

    // Players.
    Column {
        id: playerColumn
        anchors { left: parent.left; top: header.bottom; bottom: parent.bottom; margins: Theme.gap }
        width: 420
        spacing: 6
        Repeater {
            model: setup
            delegate: Rectangle {
                required property int index
                required property string name
                required property string colour
                required property bool starts
                width: playerColumn.width
                height: 52
                radius: 8
                color: Theme.panel
                border.width: starts ? 2 : 0
                border.color: Theme.accent
                Row {
                    anchors.fill: parent
                    anchors.leftMargin: 6
                    spacing: 8
                    Item {
                        width: 52; height: 52
                        ColourDot { anchors.centerIn: parent; width: 36; height: 36; colourName: colour }
                        TapArea { anchors.fill: parent; onTapped: setup.nextColour(index) }
                    }
                    Rectangle {
                        width: 170; height: 40
                        anchors.verticalCenter: parent.verticalCenter
                        radius: 6
                        color: Theme.card
                        TextInput {
                            anchors.fill: parent
                            anchors.margins: 8
                            text: name
                            font.family: Theme.font; font.pixelSize: Theme.normal
                            color: Theme.cardText
                            verticalAlignment: TextInput.AlignVCenter
                            // Names are no dictionary words: each key lands in the name at once.
                            inputMethodHints: Qt.ImhNoPredictiveText
                            // Kept as typed: players tap Start without pressing Enter.
                            onTextEdited: setup.setName(index, text)
                        }
                    }
                    BigButton {
                        width: 124; height: 44
                        anchors.verticalCenter: parent.verticalCenter
                        text: starts ? qsTr("★ starts") : qsTr("starts?")
                        checked: starts
                        onClicked: setup.setStarter(index)
                    }
                    BigButton {
                        width: 48; height: 44
                        anchors.verticalCenter: parent.verticalCenter
                        text: "✕"
                        enabled: setup.canRemove
                        onClicked: setup.removePlayer(index)
                    }
                }
            }
        }
        BigButton {
            text: qsTr("+ Add player")
            width: 200
            enabled: setup.canAdd
            onClicked: setup.addPlayer()
        }
    }

    // Expansions, rules, frame source, start.
    Column {
        id: optionsColumn
        anchors { left: playerColumn.right; right: parent.right; top: header.bottom; margins: Theme.gap }
        spacing: 6
        Grid {
            id: rules
            width: parent.width
            columns: 2
            spacing: 6
            readonly property real cellWidth: (width - spacing) / 2
            Repeater {
                model: [
                    { key: "bcb", label: qsTr("Bridges, Castles & Bazaars") },
                    { key: "messages", label: qsTr("The Messages") },
                    { key: "bazaarNoBidding", label: qsTr("Bazaar without bidding") },
                    { key: "tinyCity2", label: qsTr("Small city scores 2") },
                    { key: "incompleteNothing", label: qsTr("Unfinished scores 0") }
                ]
                delegate: BigButton {
                    required property var modelData
                    width: rules.cellWidth
                    height: 52
                    fontSize: Theme.small
                    text: (screen.options[modelData.key] ? "✓ " : "") + modelData.label
                    checked: screen.options[modelData.key]
                    onClicked: screen.toggle(modelData.key)
                }
            }
        }
        Text {
            text: qsTr("Frame source")
            font.family: Theme.font; font.pixelSize: Theme.small
            color: Theme.textDim
        }
        Row {
            id: sources
            spacing: 6
            readonly property real cellWidth: (optionsColumn.width - 3 * spacing) / 4
            Repeater {
                model: [ { key: "camera", label: qsTr("Camera") }, { key: "folder", label: qsTr("Folder") },
                         { key: "sim", label: qsTr("Sim table") }, { key: "demo", label: qsTr("Demo") } ]
                delegate: BigButton {
                    required property var modelData
                    width: sources.cellWidth
                    height: 48
                    fontSize: Theme.small
                    text: modelData.label
                    checked: screen.options.source === modelData.key
                    onClicked: screen.setOption("source", modelData.key)
                }
            }
        }
        // A recorded game: a folder of frames (000000.jpg, ...) or a video file.
        Rectangle {
            visible: screen.options.source === "folder"
            width: parent.width
            height: 44
            radius: 6
            color: Theme.card
            TextInput {
                id: folderInput
                anchors { fill: parent; margins: 10 }
                text: screen.session.settings.framesFolder
                font.family: Theme.font; font.pixelSize: Theme.normal
                color: Theme.cardText
                clip: true
                inputMethodHints: Qt.ImhNoPredictiveText | Qt.ImhNoAutoUppercase | Qt.ImhUrlCharactersOnly
                onTextChanged: screen.setOption("folder", text)
                Text {
                    anchors.fill: parent
                    visible: parent.text === ""
                    text: qsTr("folder of frames or a video")
                    font: parent.font
                    color: "#8a7a66"
                }
            }
        }
        Text {
            width: parent.width
            visible: screen.options.source === "camera" || screen.options.source === "folder"
            text: qsTr("Rig calibration: %1").arg(screen.session.settings.rigDir)
            elide: Text.ElideMiddle
            font.family: Theme.font; font.pixelSize: Theme.small
            color: Theme.textDim
        }
    }
    // Why the game did not start, between the options and Start.
    Text {
        id: errorText
        anchors { left: optionsColumn.left; right: optionsColumn.right; top: optionsColumn.bottom; bottom: startButton.top; topMargin: 4; bottomMargin: 4 }
        text: screen.session.liveGame.error
        wrapMode: Text.Wrap
        elide: Text.ElideRight
        verticalAlignment: Text.AlignBottom
        fontSizeMode: Text.VerticalFit
        minimumPixelSize: 11
        font.family: Theme.font; font.pixelSize: Theme.small
        color: "#ff8a80"
    }
    BigButton {
        id: startButton
        anchors { right: parent.right; bottom: parent.bottom; margins: Theme.gap }
        width: 200
        height: 60
        text: qsTr("Start game ▶")
        tint: Theme.ok
        onClicked: screen.session.liveGame.startGame(setup, screen.options)
    }
}
