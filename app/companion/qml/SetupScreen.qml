import QtQuick
import Carc.Companion

// Setting up a real rig, the first time: five steps with their progress at the top,
// each with what to do, the camera's view and one action; the rig folder fills with
// what the Camera source needs. Tiles are optional (the app's tile pictures serve
// until the players' own are enrolled).
Rectangle {
    id: screen
    required property GameSession session
    property int step: 0
    color: Theme.background

    RigSetup { id: rig; rigDir: screen.session.settings.rigDir; source: screen.session.settings.cameraSpec }

    readonly property var steps: [
        { title: qsTr("Print"), done: rig.sheetsPrinted,
          text: qsTr("Print the calibration board and the four table markers at 100 % (no \"fit to page\"); the bar on each sheet must measure 10 cm. Glue the board to card.") },
        { title: qsTr("Lens"), done: rig.lens.calibrated,
          text: "" },
        { title: qsTr("Table"), done: rig.tableFound,
          text: qsTr("Lay the four markers at the corners of the play area (0 top left, then clockwise), the start tile in the middle, and look down with the camera.") },
        { title: qsTr("Colours"), done: rig.coloursChecked,
          text: qsTr("Stand one follower of each colour in play in a row along the bottom edge, between the bottom markers.") },
        { title: qsTr("Tiles"), done: rig.tilesEnrolled,
          text: rig.tilesEnrolled ? qsTr("Your own tile set is enrolled: the camera knows your tiles by their pictures.")
                                  : qsTr("Optional: the camera knows the tiles by these standard pictures. If your tiles look different, enrol them: lay each one under the camera with \u201ccarc calibrate tiles\u201d.") }
    ]

    Row {
        id: header
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
        height: Theme.touch
        spacing: 8
        BigButton { text: qsTr("‹ Back"); onClicked: screen.session.navigation.back() }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Set up the rig")
            font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
            color: Theme.text
        }
    }
    // Progress: one mark per step, done ones ticked, the current one lit.
    Row {
        id: progress
        anchors { left: parent.left; right: parent.right; top: header.bottom; margins: Theme.gap }
        spacing: 6
        Repeater {
            model: screen.steps
            delegate: BigButton {
                required property var modelData
                required property int index
                width: (progress.width - 4 * progress.spacing) / 5
                height: 44
                fontSize: Theme.small
                text: (modelData.done ? "✓ " : (index + 1) + " ") + modelData.title
                checked: index === screen.step
                tint: modelData.done ? Theme.ok : Theme.panelLight
                onClicked: screen.step = index
            }
        }
    }

    Item {
        id: body
        anchors { left: parent.left; right: parent.right; top: progress.bottom; bottom: footer.top; margins: Theme.gap }
        LensPanel {
            visible: screen.step === 1
            width: parent.width
            lens: rig.lens
        }
        Rectangle {
            visible: screen.step !== 1
            anchors.fill: parent
            radius: 10
            color: Theme.panel
            // The tiles as the camera knows them, each with its letter.
            Grid {
                id: tilePictures
                visible: screen.step === 4
                anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: 10 }
                columns: 6
                spacing: 4
                Repeater {
                    model: rig.tiles
                    delegate: TileItem {
                        required property string modelData
                        width: 44; height: 44
                        tileId: modelData
                        Text {
                            anchors { right: parent.right; bottom: parent.bottom; margins: 1 }
                            text: parent.tileId
                            font.family: Theme.font; font.pixelSize: 11; font.bold: true
                            color: "white"; style: Text.Outline; styleColor: "black"
                        }
                    }
                }
            }
            CameraView {
                id: view
                anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: 10 }
                visible: screen.step === 2 || screen.step === 3
                height: Math.min(parent.height - 20, 210)
                width: height * 4 / 3
                frame: rig.frame
            }
            Column {
                anchors { left: parent.left; right: view.visible ? view.left : tilePictures.visible ? tilePictures.left : parent.right
                          top: parent.top; margins: 12 }
                spacing: 10
                Text {
                    width: parent.width
                    text: screen.steps[screen.step].text
                    wrapMode: Text.Wrap
                    font.family: Theme.font; font.pixelSize: Theme.normal
                    color: Theme.text
                }
                BigButton {
                    visible: screen.step !== 4
                    height: 52
                    tint: Theme.ok
                    text: screen.step === 0 ? qsTr("Write the sheets") : screen.step === 2 ? qsTr("Find the markers") : qsTr("Learn the colours")
                    onClicked: {
                        if (screen.step === 0) rig.printSheets()
                        else if (screen.step === 2) rig.findTable()
                        else rig.checkColours(["red", "blue", "green", "yellow", "black", "grey"])
                    }
                }
                Text {
                    width: parent.width
                    visible: screen.step !== 4
                    text: rig.status
                    wrapMode: Text.Wrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                    font.family: Theme.font; font.pixelSize: Theme.small
                    color: Theme.textDim
                }
            }
        }
    }

    Row {
        id: footer
        anchors { right: parent.right; bottom: parent.bottom; margins: Theme.gap }
        height: Theme.touch
        spacing: 8
        BigButton { text: qsTr("‹ Previous"); enabled: screen.step > 0; onClicked: screen.step -= 1 }
        BigButton {
            text: screen.step < 4 ? qsTr("Next ›") : qsTr("New game ›")
            tint: Theme.ok
            onClicked: {
                if (screen.step < 4) screen.step += 1
                else screen.session.navigation.screen = "newgame"
            }
        }
    }
}
