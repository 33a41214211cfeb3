import QtQuick
import Carc.Companion

// Score a finished board from one photo: choose a photo (a phone's, copied to the Pi),
// see every tile read drawn over it, settle the cells in doubt (or correct any tile) by
// tapping them and choosing the tile, and read the final score for the colours in play.
Rectangle {
    id: screen
    required property GameSession session
    property alias board: board
    property var chosenCell: null          // {x, y} of the cell whose candidates are shown, null: none
    property bool picking: board.photo.toString() === ""
    property string folder: board.defaultFolder()
    color: Theme.background

    BoardPhoto { id: board; onChanged: overlay.requestPaint() }

    function toggleColour(name) {
        var list = board.colours.slice()
        var at = list.indexOf(name)
        if (at >= 0) list.splice(at, 1)
        else list.push(name)
        board.colours = list
    }
    function featurePoints(row) {
        var parts = []
        if (row.city) parts.push(qsTr("cities %1").arg(row.city))
        if (row.road) parts.push(qsTr("roads %1").arg(row.road))
        if (row.cloister) parts.push(qsTr("cloisters %1").arg(row.cloister))
        if (row.field) parts.push(qsTr("farms %1").arg(row.field))
        if (row.castle) parts.push(qsTr("castles %1").arg(row.castle))
        return parts.join(" · ")
    }

    Row {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
        height: Theme.touch
        spacing: 8
        BigButton { text: qsTr("‹ Back"); onClicked: screen.session.navigation.back() }
        Text {
            width: parent.width - x - choose.width - 8
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Score a board")
            elide: Text.ElideRight
            font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
            color: Theme.text
        }
        BigButton {
            id: choose
            objectName: "choosePhoto"
            text: qsTr("Choose photo")
            enabled: !board.busy
            onClicked: screen.picking = true
        }
    }

    // The photo with every tile read drawn over it; orange cells are in doubt.
    Item {
        id: photoArea
        anchors { left: parent.left; top: header.bottom; bottom: parent.bottom; right: side.left; margins: Theme.gap }
        Image {
            id: photo
            anchors.fill: parent
            source: board.photo
            fillMode: Image.PreserveAspectFit
            asynchronous: true
            sourceSize.width: 1200  // a phone's 12 MP photo would not fit the Pi's memory budget
        }
        Canvas {
            id: overlay
            objectName: "boardOverlay"
            x: (photo.width - photo.paintedWidth) / 2
            y: (photo.height - photo.paintedHeight) / 2
            width: photo.paintedWidth
            height: photo.paintedHeight
            property real scale: board.photoSize.width > 0 ? width / board.photoSize.width : 1
            onWidthChanged: requestPaint()
            onHeightChanged: requestPaint()
            function outline(ctx, c) {
                ctx.beginPath()
                ctx.moveTo(c[0].x * scale, c[0].y * scale)
                for (var k = 1; k < 4; ++k) ctx.lineTo(c[k].x * scale, c[k].y * scale)
                ctx.closePath()
            }
            onPaint: {
                var ctx = getContext("2d")
                ctx.reset()
                ctx.font = "bold " + Theme.small + "px '" + Theme.font + "'"
                ctx.textAlign = "center"
                ctx.textBaseline = "middle"
                var tiles = board.tiles
                for (var i = 0; i < tiles.length; ++i) {
                    var t = tiles[i]
                    outline(ctx, t.corners)
                    ctx.lineWidth = t.doubt ? 4 : 2
                    ctx.strokeStyle = t.doubt ? Theme.doubt : "#40e0ff"
                    ctx.stroke()
                    ctx.fillStyle = "#000000a0"
                    ctx.fillRect(t.centre.x * scale - 15, t.centre.y * scale - 11, 30, 22)
                    ctx.fillStyle = t.doubt ? Theme.doubt : "#ffffff"
                    ctx.fillText(t.tile, t.centre.x * scale, t.centre.y * scale)
                }
                var doubts = board.doubts
                for (var d = 0; d < doubts.length; ++d) {
                    if (!doubts[d].corners) continue
                    outline(ctx, doubts[d].corners)
                    ctx.lineWidth = 4
                    ctx.strokeStyle = Theme.doubt
                    ctx.stroke()
                }
                // The cell being settled.
                var cells = tiles.concat(doubts)
                for (var c = 0; screen.chosenCell && c < cells.length; ++c) {
                    if (!cells[c].corners || cells[c].x !== screen.chosenCell.x || cells[c].y !== screen.chosenCell.y) continue
                    outline(ctx, cells[c].corners)
                    ctx.lineWidth = 6
                    ctx.strokeStyle = Theme.accent
                    ctx.stroke()
                }
                var followers = board.followers
                for (var f = 0; f < followers.length; ++f) {
                    var p = followers[f].centre
                    ctx.beginPath()
                    ctx.arc(p.x * scale, p.y * scale, 7, 0, 2 * Math.PI)
                    ctx.fillStyle = Colours.colour(followers[f].colour)
                    ctx.fill()
                    ctx.lineWidth = 2
                    ctx.strokeStyle = "#ffffff"
                    ctx.stroke()
                }
            }
            MouseArea {
                id: cellTaps
                objectName: "cellTaps"
                anchors.fill: parent
                onClicked: function (mouse) {
                    var p = cellTaps.mapToItem(null, mouse.x, mouse.y)
                    if (!Taps.accept(cellTaps, p.x, p.y)) return
                    var cell = board.cellAt(mouse.x / overlay.scale, mouse.y / overlay.scale)
                    screen.chosenCell = cell.x === undefined ? null : cell
                    overlay.requestPaint()
                }
            }
        }
        Text {
            anchors.centerIn: parent
            width: parent.width - 40
            visible: board.busy || board.error !== "" || board.photo.toString() === ""
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: board.busy ? qsTr("Reading the board…")
                : board.error !== "" ? qsTr("This photo cannot be scored: %1").arg(board.error)
                : qsTr("Take a photo of the finished board from above (or a little to the side), copy it here and choose it.")
            font.family: Theme.font; font.pixelSize: Theme.large
            color: board.error !== "" ? Theme.alert : Theme.textDim
        }
    }

    // The colours in play, the cells to settle, the score.
    Rectangle {
        id: side
        anchors { right: parent.right; top: header.bottom; bottom: parent.bottom; margins: Theme.gap }
        width: 290
        radius: 10
        color: Theme.panel
        Column {
            anchors { fill: parent; margins: 8 }
            spacing: 6
            Text {
                width: parent.width
                text: qsTr("Colours in play")
                font.family: Theme.font; font.pixelSize: Theme.small
                color: Theme.textDim
            }
            Flow {
                width: parent.width
                spacing: 4
                Repeater {
                    model: Colours.names().slice(0, 6)
                    delegate: Rectangle {
                        required property string modelData
                        objectName: "colour_" + modelData
                        width: 44; height: 44; radius: 8
                        color: board.colours.indexOf(modelData) >= 0 ? Theme.accent : "transparent"
                        border.width: 1; border.color: Theme.textDim
                        ColourDot { anchors.centerIn: parent; width: 32; height: 32; colourName: parent.modelData }
                        TapArea { anchors.fill: parent; enabled: !board.busy; onTapped: screen.toggleColour(parent.modelData) }
                    }
                }
            }
            // A cell chosen: which tile is it?
            Column {
                width: parent.width
                spacing: 4
                visible: screen.chosenCell !== null
                Text {
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: qsTr("Which tile is this?")
                    font.family: Theme.font; font.pixelSize: Theme.normal; font.bold: true
                    color: Theme.text
                }
                Flow {
                    width: parent.width
                    spacing: 4
                    Repeater {
                        // board.tiles: read again when the board changes
                        model: screen.chosenCell !== null && board.tiles ? board.candidatesAt(screen.chosenCell.x, screen.chosenCell.y) : []
                        delegate: Rectangle {
                            required property var modelData
                            required property int index
                            objectName: "candidate_" + index
                            width: 64; height: 80; radius: 6
                            color: Theme.panelLight
                            TileItem { x: 6; y: 4; width: 52; height: 52; tileId: parent.modelData.tile; turn: parent.modelData.rotation }
                            Text {
                                anchors { bottom: parent.bottom; bottomMargin: 2; horizontalCenter: parent.horizontalCenter }
                                text: parent.modelData.tile + " " + parent.modelData.percent + " %"
                                font.family: Theme.font; font.pixelSize: Theme.small
                                color: Theme.text
                            }
                            TapArea {
                                anchors.fill: parent
                                onTapped: {
                                    board.settle(screen.chosenCell.x, screen.chosenCell.y, parent.index)
                                    screen.chosenCell = null
                                }
                            }
                        }
                    }
                }
            }
            Text {
                objectName: "doubtCount"
                width: parent.width
                wrapMode: Text.Wrap
                visible: screen.chosenCell === null && board.photo.toString() !== ""
                text: board.doubts.length === 0 ? qsTr("Every tile read; tap one to correct it.")
                                                : qsTr("%n tile(s) to check: tap the orange cells.", "", board.doubts.length)
                font.family: Theme.font; font.pixelSize: Theme.small
                color: board.doubts.length === 0 ? Theme.ok : Theme.doubt
            }
            Text {
                width: parent.width
                wrapMode: Text.Wrap
                visible: board.scoreError !== ""
                text: qsTr("Not scored: %1").arg(board.scoreError)
                font.family: Theme.font; font.pixelSize: Theme.small
                color: Theme.alert
            }
            Repeater {
                model: board.scores
                delegate: Row {
                    required property var modelData
                    objectName: "score_" + modelData.colour
                    spacing: 8
                    ColourDot { width: 30; height: 30; colourName: parent.modelData.colour; anchors.verticalCenter: parent.verticalCenter }
                    Text {
                        width: 48
                        anchors.verticalCenter: parent.verticalCenter
                        text: parent.modelData.points
                        font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
                        color: Theme.text
                    }
                    Text {
                        width: side.width - 110
                        anchors.verticalCenter: parent.verticalCenter
                        text: screen.featurePoints(parent.modelData)
                        wrapMode: Text.Wrap
                        font.family: Theme.font; font.pixelSize: Theme.small
                        color: Theme.textDim
                    }
                }
            }
        }
    }

    // The photos in a folder, newest first.
    Rectangle {
        id: picker
        objectName: "photoPicker"
        anchors.fill: parent
        visible: screen.picking
        color: Theme.background
        Row {
            id: pickerHeader
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
            height: Theme.touch
            spacing: 8
            BigButton { text: qsTr("‹ Back"); onClicked: board.photo.toString() === "" ? screen.session.navigation.back() : screen.picking = false }
            Rectangle {
                width: parent.width - x
                height: parent.height
                radius: 8
                color: Theme.card
                TextInput {
                    id: folderField
                    objectName: "folderField"
                    anchors { fill: parent; margins: 10 }
                    verticalAlignment: TextInput.AlignVCenter
                    text: screen.folder
                    clip: true
                    font.family: Theme.font; font.pixelSize: Theme.normal
                    color: Theme.cardText
                    onEditingFinished: screen.folder = text
                    onTextEdited: screen.folder = text
                }
            }
        }
        ListView {
            id: photos
            anchors { left: parent.left; right: parent.right; top: pickerHeader.bottom; bottom: parent.bottom; margins: Theme.gap }
            clip: true
            spacing: 6
            model: board.photosIn(screen.folder)
            delegate: Rectangle {
                required property string modelData
                width: ListView.view.width
                height: Theme.touch
                radius: 10
                color: pick.pressed ? Theme.panelLight : Theme.panel
                Text {
                    anchors { left: parent.left; right: parent.right; margins: 12; verticalCenter: parent.verticalCenter }
                    text: parent.modelData.substring(parent.modelData.lastIndexOf("/") + 1)
                    elide: Text.ElideMiddle
                    font.family: Theme.font; font.pixelSize: Theme.normal
                    color: Theme.text
                }
                TapArea {
                    id: pick
                    anchors.fill: parent
                    onTapped: {
                        screen.chosenCell = null
                        screen.picking = false
                        board.read(parent.modelData)
                    }
                }
            }
            Text {
                anchors.centerIn: parent
                width: parent.width - 40
                visible: photos.count === 0
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                text: qsTr("No photos (JPEG or PNG) in this folder")
                font.family: Theme.font; font.pixelSize: Theme.large
                color: Theme.textDim
            }
        }
    }
}
