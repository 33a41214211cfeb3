import QtQuick
import Carc.Companion

// The board as the engine knows it: tiles drawn from the tile definitions, followers
// as meeples (farmers lying down), castles; highlighted tiles (what just scored, farms
// and their cities); an illegal tile in red and a doubtful one in amber. The board is
// fitted to the space and re-centres as it grows.
Item {
    id: view
    property BoardModel board
    property FollowersModel followers
    // The followers that made a score shown (tapped in the score log), ringed; the
    // farm's cities it fed are marked in fedColour, apart from the farm.
    property FollowersModel scorers: null
    property color fedColour: "#4cc9f0"
    // An extra tile shown over the board: "alert" (illegal) or "doubt" (to confirm).
    property string ghostKind: ""
    property string ghostTile: ""
    property int ghostRotation: 0
    property point ghostCell: Qt.point(0, 0)
    property color highlightColour: "#ffe066"
    // The tile counter: free places to choose one from (cells), and the one chosen.
    property var freePlaces: []
    property point chosenPlace: Qt.point(9999, 9999)
    signal placeTapped(int x, int y)

    clip: true

    readonly property rect extent: {
        var e = board ? board.extent : Qt.rect(0, 0, 1, 1)
        if (ghostKind === "") return e
        var x0 = Math.min(e.x, ghostCell.x), y0 = Math.min(e.y, ghostCell.y)
        var x1 = Math.max(e.x + e.width, ghostCell.x), y1 = Math.max(e.y + e.height, ghostCell.y)
        return Qt.rect(x0, y0, x1 - x0, y1 - y0)
    }
    // The board fills the space (a third of a cell to spare), capped so a young board is not huge.
    readonly property real cell: Math.min(110, width / (extent.width + 1.3), height / (extent.height + 1.3))
    readonly property real originX: (width - (extent.width + 1) * cell) / 2 - extent.x * cell
    readonly property real originY: (height - (extent.height + 1) * cell) / 2 - extent.y * cell

    Repeater {
        model: view.board
        delegate: Item {
            id: tileCell
            required property string tileId
            required property int cellX
            required property int cellY
            required property int degrees
            required property string bridge
            required property bool highlight
            required property bool fed
            required property bool latest
            x: view.originX + cellX * view.cell
            y: view.originY + cellY * view.cell
            width: view.cell
            height: view.cell
            TileItem { anchors.fill: parent; tileId: tileCell.tileId; turn: tileCell.degrees; bridge: tileCell.bridge }
            Rectangle {
                objectName: fed ? "fedMark" : highlight ? "highlightMark" : ""
                anchors.fill: parent
                anchors.margins: fed ? view.cell * 0.08 : 0  // inside the farm's frame where they meet
                color: fed ? "#334cc9f0" : "transparent"
                visible: highlight || fed || latest
                border.width: highlight || fed ? Math.max(3, view.cell * 0.07) : 2
                border.color: fed ? view.fedColour : highlight ? view.highlightColour : "#ffffff"
            }
        }
    }

    Repeater {
        model: view.followers
        delegate: Item {
            id: figure
            required property real px
            required property real py
            required property string colour
            required property string shape
            width: view.cell * (shape === "castle" ? 0.55 : 0.42)
            height: width
            x: view.originX + px * view.cell - width / 2
            y: view.originY + py * view.cell - height / 2
            FigureItem { anchors.fill: parent; colour: figure.colour; shape: figure.shape }
        }
    }

    Repeater {
        model: view.scorers
        delegate: Item {
            id: scorer
            objectName: "scorer"
            required property real px
            required property real py
            required property string colour
            required property string shape
            width: view.cell * 0.6
            height: width
            x: view.originX + px * view.cell - width / 2
            y: view.originY + py * view.cell - height / 2
            Rectangle {
                anchors.fill: parent
                radius: width / 2
                color: "#66ffffff"
                border.width: 3
                border.color: view.highlightColour
            }
            FigureItem { anchors.centerIn: parent; width: parent.width * 0.7; height: width; colour: scorer.colour; shape: scorer.shape }
        }
    }

    Item {
        visible: view.ghostKind !== ""
        x: view.originX + view.ghostCell.x * view.cell
        y: view.originY + view.ghostCell.y * view.cell
        width: view.cell
        height: view.cell
        TileItem {
            anchors.fill: parent
            tileId: view.ghostTile
            turn: view.ghostRotation
            opacity: 0.85
        }
        Rectangle {
            id: ghostFrame
            anchors.fill: parent
            anchors.margins: -4
            color: "transparent"
            radius: 4
            border.width: 6
            border.color: view.ghostKind === "alert" ? Theme.alert : Theme.doubt
            SequentialAnimation on opacity {
                running: view.ghostKind === "alert"
                loops: Animation.Infinite
                NumberAnimation { to: 0.35; duration: 450 }
                NumberAnimation { to: 1; duration: 450 }
            }
        }
        Text {
            anchors.centerIn: parent
            visible: view.ghostKind === "alert"
            text: "✕"
            font.pixelSize: view.cell * 0.7
            font.bold: true
            color: Theme.alert
            style: Text.Outline
            styleColor: "white"
        }
        Text {
            anchors.centerIn: parent
            visible: view.ghostKind === "doubt"
            text: "?"
            font.pixelSize: view.cell * 0.7
            font.bold: true
            color: Theme.doubt
            style: Text.Outline
            styleColor: "#402000"
        }
    }

    Repeater {
        model: view.freePlaces
        delegate: Rectangle {
            required property point modelData
            readonly property bool chosen: modelData.x === view.chosenPlace.x && modelData.y === view.chosenPlace.y
            x: view.originX + modelData.x * view.cell
            y: view.originY + modelData.y * view.cell
            width: view.cell
            height: view.cell
            color: chosen ? "#553f9b4b" : "#22ffffff"
            border.width: chosen ? 3 : 1
            border.color: chosen ? Theme.ok : "#aaffffff"
            TapArea { anchors.fill: parent; onTapped: view.placeTapped(parent.modelData.x, parent.modelData.y) }
        }
    }
}
