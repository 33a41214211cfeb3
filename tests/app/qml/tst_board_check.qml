import QtQuick
import QtTest
import Carc.Companion

// "Check the board" on the simulated rig (the table simulator through the vision
// pipeline): most cells of the frame read whole agree with the game it played; a tile
// the game no longer holds (taken back on screen, still lying on the table) is found and
// outlined over the frame, and a tap on it says what the camera sees and what the game holds.
TestCase {
    id: test
    name: "BoardCheck"
    width: 800; height: 480
    visible: true
    when: windowShown

    readonly property int readWaitMs: 120000  // a frame reads in a second or two; the CI host is shared

    Component { id: sessionComponent; GameSession { } }
    Component { id: setupComponent; PlayerSetupModel { } }
    Component { id: liveComponent; LiveScreen { width: 800; height: 480 } }

    function find(item, accept) {
        if (!item || item.visible === false) return null
        if (accept(item)) return item
        var children = item.children || []
        for (var i = 0; i < children.length; ++i) {
            var found = find(children[i], accept)
            if (found) return found
        }
        return null
    }
    function button(item, text) {
        return find(item, function (i) { return i.clicked !== undefined && i.tint !== undefined && String(i.text) === text && i.enabled })
    }
    function tap(screen, item) {
        var p = item.mapToItem(screen, item.width / 2, item.height / 2)
        wait(Taps.repeatMs + 20)  // a tap of its own, not the second of a double tap
        mouseClick(screen, p.x, p.y)
    }
    function verdict(screen) { return find(screen, function (i) { return i.objectName === "checkVerdict" }) }

    function test_the_board_checked_on_the_simulated_rig() {
        var session = createTemporaryObject(sessionComponent, test)
        session.settings.storePath = testDir + "/board-check.sqlite"
        var setup = createTemporaryObject(setupComponent, test)
        var game = session.liveGame
        verify(game.startGame(setup, { source: "sim", seed: 7 }), game.error)
        game.autoPlay = false
        for (var i = 0; i < 2000 && game.board.count < 16; ++i) game.playOn()
        verify(game.board.count >= 16, "the simulated table laid its tiles")
        verify(game.canCheckBoard, "a camera watches the table")
        var screen = createTemporaryObject(liveComponent, test, { liveGame: game, navigation: session.navigation })
        waitForRendering(screen)

        // The menu's "Check the board": the frame read whole is compared with the game.
        // The board reader misreads some cells of the simulator's camera frames (seed 7:
        // 4 of 16 after the 16th tile): they are differences too; most cells agree.
        tap(screen, button(screen, "☰ Menu"))
        tap(screen, button(screen, "Check the board"))
        verify(game.boardCheck.shown)
        tryCompare(game.boardCheck, "busy", false, readWaitMs)
        compare(game.boardCheck.error, "")
        console.log("board check on the simulated rig: " + game.boardCheck.agreeing + " of " + game.board.count + " cells agree")
        verify(game.boardCheck.agreeing * 2 > game.board.count, "most cells agree: " + game.boardCheck.agreeing)
        verify(String(verdict(screen).text).length > 0)

        // The last tile taken back on screen: the table still shows it.
        var tiles = game.board.count
        var last = null
        for (var t = 0; t < tiles; ++t) if (game.board.get(t).latest) last = game.board.get(t)
        verify(last !== null, "the tile laid last")
        while (game.board.count === tiles) verify(game.undo())
        tap(screen, button(screen, "Check again"))
        tryCompare(game.boardCheck, "busy", false, readWaitMs)
        compare(game.boardCheck.error, "")
        var cell = null
        for (var d = 0; d < game.boardCheck.differences.length; ++d) {
            var c = game.boardCheck.differences[d]
            if (c.x === last.cellX && c.y === last.cellY) cell = c
        }
        verify(cell !== null, "the tile on the table the game no longer holds is found")
        verify(cell.photo !== "" && cell.game === "", "the camera sees a tile where the game holds none")
        verify(String(verdict(screen).text).indexOf("differ") >= 0, verdict(screen).text)

        // Tapped over the frame: what the camera sees and what the game holds there.
        var frame = find(screen, function (i) { return i.objectName === "checkedFrame" })
        var size = game.boardCheck.frameSize
        var fit = Math.min(frame.width / size.width, frame.height / size.height)
        var cx = 0, cy = 0
        for (var k = 0; k < 4; ++k) { cx += cell.corners[k].x / 4; cy += cell.corners[k].y / 4 }
        var at = frame.mapToItem(screen, (frame.width - size.width * fit) / 2 + cx * fit, (frame.height - size.height * fit) / 2 + cy * fit)
        wait(Taps.repeatMs + 20)
        mouseClick(screen, at.x, at.y)
        verify(find(screen, function (i) { return String(i.text) === "The camera sees" || String(i.text) === "The camera sees (unsure)" }) !== null)
        verify(find(screen, function (i) { return String(i.text) === "no tile" }) !== null, "the game holds no tile there")

        tap(screen, button(screen, "Close"))
        verify(!game.boardCheck.shown)
        game.leaveGame()
    }
}
