import QtQuick
import QtTest
import Carc.Companion

// Score a board from a photo: the photo chosen from a folder is read, every tile is
// drawn over it, the score shows a row per colour in play, and a colour added scores
// the board again.
TestCase {
    id: test
    name: "BoardPhotoScreen"
    width: 800; height: 480
    visible: true
    when: windowShown

    GameSession { id: gameSession }

    function findByName(item, name) {
        if (item.objectName === name) return item
        for (var i = 0; i < item.children.length; ++i) {
            var found = findByName(item.children[i], name)
            if (found) return found
        }
        return null
    }
    function findByText(item, text) {
        if (item.text !== undefined && String(item.text).indexOf(text) >= 0 && item.visible) return item
        for (var i = 0; i < item.children.length; ++i) {
            var found = findByText(item.children[i], text)
            if (found) return found
        }
        return null
    }

    function test_a_photo_read_and_scored() {
        var screen = createTemporaryObject(Qt.createComponent("qrc:/Carc/Companion/qml/BoardPhotoScreen.qml"), test,
                                           { session: gameSession, width: 800, height: 480 })
        verify(screen)
        verify(findByName(screen, "photoPicker").visible, "a photo is chosen first")
        screen.folder = boardPhotoDir
        var entry = findByText(findByName(screen, "photoPicker"), "board.jpg")
        verify(entry, "the folder's photo is listed")
        mouseClick(entry)
        verify(!findByName(screen, "photoPicker").visible)
        verify(findByText(screen, "Reading the board") !== null, "progress is shown while reading")
        tryCompare(screen.board, "busy", false, 60000)
        compare(screen.board.error, "")
        verify(screen.board.tiles.length >= 29)
        var overlay = findByName(screen, "boardOverlay")
        tryVerify(function () { return overlay.width > 100 && overlay.height > 100 }, 20000, "the photo is shown with the overlay")
        waitForRendering(screen)
        verify(findByName(screen, "score_red") !== null && findByName(screen, "score_blue") !== null)
        verify(findByName(screen, "score_yellow") === null)
        mouseClick(findByName(screen, "colour_yellow"))
        tryCompare(screen.board, "busy", false, 60000)
        verify(findByName(screen, "score_yellow") !== null, "a colour added is scored")
        verify(findByName(screen, "doubtCount").visible)
        // Tap a tile: its candidates are offered; choosing one settles the cell.
        var tile = screen.board.tiles[0]
        wait(Taps.repeatMs + 20)
        mouseClick(overlay, tile.centre.x * overlay.scale, tile.centre.y * overlay.scale)
        verify(screen.chosenCell !== null, "the tapped tile is chosen")
        compare(screen.chosenCell.x, tile.x)
        verify(findByText(screen, "Which tile is this?") !== null)
        var choice = findByName(screen, "candidate_0")
        verify(choice, "the tile's readings are offered")
        wait(Taps.repeatMs + 20)
        mouseClick(choice)
        compare(screen.chosenCell, null)
        tryCompare(screen.board, "busy", false, 60000)
    }

    function test_history_opens_it() {
        var history = createTemporaryObject(Qt.createComponent("qrc:/Carc/Companion/qml/HistoryScreen.qml"), test,
                                            { session: gameSession, width: 800, height: 480 })
        verify(history)
        mouseClick(findByName(history, "scoreBoardButton"))
        compare(gameSession.navigation.screen, "board")
    }
}
