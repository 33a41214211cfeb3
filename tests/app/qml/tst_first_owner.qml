import QtQuick
import QtTest
import QtQuick.VirtualKeyboard
import Carc.Companion

// The app as a first-time owner meets it at 800x480 with fingers: names kept as typed,
// text that fits, a tap that acts once, a way back from every prompt, questions before
// destructive actions, History and Replay that lead somewhere, no negative score
// wrapping round the track, touch targets of at least 40 px.
TestCase {
    id: test
    name: "FirstOwner"
    width: 800; height: 480
    visible: true
    when: windowShown

    readonly property int minTouchPx: 40        // 9 mm on the 7" 800x480 screen
    readonly property int doubleTapGapMs: 50    // well inside Taps.repeatMs: a finger's double tap

    Component { id: sessionComponent; GameSession { } }
    Component { id: setupComponent; PlayerSetupModel { } }
    Component { id: liveComponent; LiveScreen { width: 800; height: 480 } }
    Component { id: endComponent; EndScreen { width: 800; height: 480 } }
    Component { id: trackComponent; ScoreTrack { width: 500; height: 48 } }

    // --- helpers ---
    function findAny(item, accept) {
        if (!item) return null
        if (accept(item)) return item
        var children = item.children || []
        for (var i = 0; i < children.length; ++i) {
            var found = findAny(children[i], accept)
            if (found) return found
        }
        return null
    }
    function find(item, accept) {
        if (!item) return null
        if (item.visible !== false && accept(item)) return item
        var children = item.children || []
        for (var i = 0; i < children.length; ++i) {
            var found = find(children[i], accept)
            if (found) return found
        }
        return null
    }
    function findAll(item, accept, out) {
        out = out || []
        if (!item || item.visible === false) return out
        if (accept(item)) out.push(item)
        var children = item.children || []
        for (var i = 0; i < children.length; ++i) findAll(children[i], accept, out)
        return out
    }
    function byText(item, text) {
        return find(item, function (i) { return i.text !== undefined && String(i.text).indexOf(text) >= 0 })
    }
    // The control (BigButton) whose label holds `text`.
    function button(item, text) {
        return find(item, function (i) {
            return i.clicked !== undefined && i.text !== undefined && String(i.text).indexOf(text) >= 0 && i.enabled
        })
    }
    function isText(i) { return i.text !== undefined && i.contentWidth !== undefined && i.truncated !== undefined && i.text !== "" }
    function isControl(i) { return i.clicked !== undefined && i.tint !== undefined }
    function isMouseArea(i) { return i.pressAndHoldInterval !== undefined }
    function rectOf(i, root) {
        // The painted part of a text, the whole of anything else, in root's coordinates.
        var w = i.width, x0 = 0
        if (isText(i)) {
            w = Math.min(i.width, i.contentWidth)
            if (i.horizontalAlignment === Text.AlignHCenter) x0 = (i.width - w) / 2
            else if (i.horizontalAlignment === Text.AlignRight) x0 = i.width - w
        }
        var p = i.mapToItem(root, x0, 0)
        return { x: p.x, y: p.y, w: w, h: i.height }
    }
    function inside(inner, outer) { return inner.x >= outer.x - 1 && inner.x + inner.w <= outer.x + outer.w + 1 }
    function intersect(a, b) {
        if (a.w <= 0 || a.h <= 0 || b.w <= 0 || b.h <= 0) return false  // nothing of it in sight
        return a.x + 1 < b.x + b.w && b.x + 1 < a.x + a.w && a.y + 1 < b.y + b.h && b.y + 1 < a.y + a.h
    }
    function isAncestor(a, b) { for (var p = b.parent; p; p = p.parent) if (p === a) return true; return false }
    // The board's marks (a tile's cross, a follower) and the score track's figures (side
    // by side, overlapping on one space) are drawing, under the panels laid over them.
    function onBoard(i) {
        if (i.objectName === "trackMark") return true
        for (var p = i; p; p = p.parent) if (p.ghostKind !== undefined) return true
        return false
    }
    function describe(i) { return "\"" + String(i.text).substring(0, 40) + "\"" }
    // What of an item is in sight: its rectangle cut by every clipping ancestor (a list's
    // line half scrolled out of its card shows only its visible part).
    function visibleRect(i, root) {
        var r = rectOf(i, root)
        for (var p = i.parent; p && p !== root.parent; p = p.parent) {
            if (p.clip !== true) continue
            var c = rectOf(p, root)
            var x0 = Math.max(r.x, c.x), y0 = Math.max(r.y, c.y)
            var x1 = Math.min(r.x + r.w, c.x + c.w), y1 = Math.min(r.y + r.h, c.y + c.h)
            r = { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) }
        }
        return r
    }
    // Texts that stick out of a sized parent, are cut without an ellipsis, or lie over
    // another text or button: what the players would see cut or overlapping.
    function layoutProblems(root) {
        var problems = []
        var texts = findAll(root, function (i) { return isText(i) && !onBoard(i) })
        var solid = texts.concat(findAll(root, isControl))
        for (var t = 0; t < texts.length; ++t) {
            var text = texts[t], r = rectOf(text, root)
            var seen = visibleRect(text, root)
            if (seen.w > 0 && seen.h > 0 && (seen.y + seen.h > root.height + 1 || seen.x + seen.w > root.width + 1))
                problems.push(describe(text) + " off the screen")
            if (text.elide === Text.ElideNone && text.wrapMode === Text.NoWrap && text.implicitWidth > text.width + 1)
                problems.push(describe(text) + " cut (" + text.implicitWidth + " > " + text.width + ")")
            for (var p = text.parent; p && p !== root.parent; p = p.parent) {
                if (p.width > 0 && p.clip !== true && !inside(r, rectOf(p, root))) {
                    problems.push(describe(text) + " sticks out of its " + (p.objectName || "parent"))
                    break
                }
                if (p.clip === true) break
            }
            for (var s = 0; s < solid.length; ++s) {
                var other = solid[s]
                if (other === text || isAncestor(other, text) || isAncestor(text, other)) continue
                if (intersect(visibleRect(text, root), visibleRect(other, root))) problems.push(describe(text) + " overlaps " + describe(other))
            }
        }
        return problems
    }
    function expectFits(root, what) {
        var problems = layoutProblems(root)
        compare(problems.length, 0, what + ": " + problems.join("; "))
    }
    function expectTouchTargets(root) {
        var areas = findAll(root, function (i) { return isMouseArea(i) && i.enabled })
        verify(areas.length > 0)
        for (var i = 0; i < areas.length; ++i)
            verify(areas[i].width >= minTouchPx && areas[i].height >= minTouchPx,
                   "a touch target of " + areas[i].width + "x" + areas[i].height + " px in " + (areas[i].parent.text || areas[i].parent))
    }
    function newSession(options, names) {
        var session = createTemporaryObject(sessionComponent, test)
        var setup = createTemporaryObject(setupComponent, test)
        var wanted = names || []
        for (var i = 0; i < wanted.length; ++i) {
            if (i >= setup.count) setup.addPlayer()
            setup.setName(i, wanted[i])
        }
        verify(session.liveGame.startGame(setup, options || { source: "demo", bcb: true }), session.liveGame.error)
        session.liveGame.autoPlay = false
        return session
    }
    function playUntil(session, reached, limit) {
        for (var i = 0; i < (limit || 3000) && !reached() && !session.liveGame.turnState.over; ++i) session.liveGame.playOn()
        return reached()
    }
    function live(session) {
        var screen = createTemporaryObject(liveComponent, test, { liveGame: session.liveGame, navigation: session.navigation })
        verify(screen)
        waitForRendering(screen)
        return screen
    }
    function mainWindow(session) {
        var component = Qt.createComponent("qrc:/Carc/Companion/qml/Main.qml")
        compare(component.status, Component.Ready, component.errorString())
        var window = createTemporaryObject(component, test, { session: session })
        verify(window)
        tryVerify(function () { return window.visible && window.width === 800 })
        window.requestActivate()
        tryVerify(function () { return window.active }, 2000, "the app's window takes the keys")
        waitForRendering(window.contentItem)
        return window
    }

    // --- names ---
    function test_a_name_typed_on_the_screen_keyboard_without_enter_is_kept() {
        var session = createTemporaryObject(sessionComponent, test)
        var window = mainWindow(session)
        var keyboard = findAny(window.contentItem, function (i) { return i.objectName === "keyboard" })
        verify(keyboard, "the on-screen keyboard")
        verify(!keyboard.active)
        var field = find(window.contentItem, function (i) { return i.cursorPosition !== undefined && i.echoMode !== undefined })
        verify(field, "a name field")
        mouseClick(field)
        tryVerify(function () { return field.activeFocus }, 2000, "the name field takes the focus")
        tryVerify(function () { return keyboard.active }, 2000, "the keyboard comes up for a name: " + Qt.inputMethod.visible)
        field.selectAll()
        InputContext.inputEngine.virtualKeyClick(Qt.Key_Backspace, "", 0)
        var typed = "Dora"
        for (var c = 0; c < typed.length; ++c)
            InputContext.inputEngine.virtualKeyClick(Qt.Key_A + typed.toUpperCase().charCodeAt(c) - 65, typed.charAt(c), 0)
        tryCompare(field, "text", "Dora")
        // The field stays in view above the keyboard.
        var bottom = field.mapToItem(null, 0, field.height).y
        verify(bottom <= keyboard.y, "field bottom " + bottom + " under the keyboard at " + keyboard.y)
        wait(Taps.repeatMs + 20)
        field.focus = false
        tryVerify(function () { return !keyboard.active }, 2000)
        mouseClick(button(window.contentItem, "Start game"))  // no Enter
        verify(session.liveGame.inGame, session.liveGame.error)
        session.liveGame.autoPlay = false
        var names = []
        for (var p = 0; p < session.liveGame.players.count; ++p) names.push(session.liveGame.players.get(p).name)
        verify(names.indexOf("Dora") >= 0, "players: " + names.join(", "))
        session.liveGame.leaveGame()
    }

    // --- text that fits ---
    function test_long_names_fit_the_live_screen_the_alert_and_the_bazaar() {
        var longNames = ["Maximiliane-Friederike", "Bartholomew Fitzgerald", "Konstantinopoulos", "Wilhelmina Ottilie"]
        var session = newSession({ source: "demo", bcb: true }, longNames)
        var screen = live(session)
        expectFits(screen, "live screen")
        verify(playUntil(session, function () { return session.liveGame.prompts.hasAlert }), "an illegal placement in the demo")
        waitForRendering(screen)
        expectFits(screen, "alert")
        verify(playUntil(session, function () { return session.liveGame.auction.open && session.liveGame.auction.highBidder !== "" }), "a bazaar auction")
        waitForRendering(screen)
        expectFits(find(screen, function (i) { return i.step !== undefined && i.slot !== undefined }), "bazaar")
    }

    function test_a_shared_win_fits_beside_the_buttons() {
        var session = newSession({ source: "demo", bcb: false }, ["Dora-Henriette", "Emil-Maximilian", "Friedrich", "Gundula"])
        verify(playUntil(session, function () { return session.liveGame.turnState.over }, 5000), "the demo game ends")
        var screen = createTemporaryObject(endComponent, test, { liveGame: session.liveGame })
        waitForRendering(screen)
        // Four long names as winners: the longest winner line there can be here.
        var banner = find(screen, function (i) { return i.objectName === "endBanner" })
        verify(banner)
        var line = find(banner, function (i) { return isText(i) && /win/i.test(String(i.text)) })
        verify(line)
        line.text = "Shared win: Dora-Henriette (14), Emil-Maximilian (14), Friedrich (14)"
        waitForRendering(screen)
        expectFits(banner, "end banner")
    }

    // --- one tap, one action ---
    function test_a_double_tap_on_start_does_not_open_the_menu() {
        var session = createTemporaryObject(sessionComponent, test)
        var window = mainWindow(session)
        var start = button(window.contentItem, "Start game")
        verify(start)
        var at = start.mapToItem(window.contentItem, start.width / 2, start.height / 2)
        // The taps are timed on Taps' own clock, not the machine's: under load the
        // rendering between two taps took longer than the double tap's 300 ms.
        var now = Date.now() + 10000  // after every tap before
        Taps.fixedNowMs = now
        try {
            mouseClick(window.contentItem, at.x, at.y)
            compare(session.navigation.screen, "live")
            session.liveGame.autoPlay = false
            waitForRendering(window.contentItem)
            Taps.fixedNowMs = now + doubleTapGapMs
            mouseClick(window.contentItem, at.x, at.y)  // the finger's second tap lands on the Menu button
            waitForRendering(window.contentItem)
            compare(byText(window.contentItem, "End game now"), null, "the second tap opened the menu")
            Taps.fixedNowMs = now + doubleTapGapMs + Taps.repeatMs + 1
            mouseClick(window.contentItem, at.x, at.y)  // a tap of its own later: the menu opens
            verify(byText(window.contentItem, "New game") !== null, "a later tap acts")
        } finally {
            Taps.fixedNowMs = -1
            Taps.lastTime = 0  // the taps after this one read the machine's clock again
        }
        session.liveGame.leaveGame()
    }

    // --- a way back from every prompt ---
    function expectUndoReachable(session, screen, what) {
        waitForRendering(screen)
        var undo = findAll(screen, function (i) { return isControl(i) && String(i.text).indexOf("Undo") >= 0 && i.enabled })
        verify(undo.length > 0, what + ": an enabled Undo")
        var moves = session.liveGame.turnState.moveCount
        // Tapped where it is seen: reachable only when no prompt covers it.
        var target = undo[undo.length - 1]
        var p = target.mapToItem(screen, target.width / 2, target.height / 2)
        wait(Taps.repeatMs + 20)
        mouseClick(screen, p.x, p.y)
        compare(session.liveGame.turnState.moveCount, moves - 1, what + ": Undo took the last move back")
    }

    function test_undo_is_reachable_from_every_prompt() {
        var prompts = [
            { what: "confirm", reached: function (s) { return s.liveGame.prompts.needsConfirm } },
            // What the decision prompt shows: castle or points, message actions, which figure...
            { what: "decision", reached: function (s) { return s.liveGame.prompts.hasDecision && s.liveGame.prompts.decisionKind.indexOf("bazaar") !== 0 } },
            { what: "bazaar", reached: function (s) { return s.liveGame.auction.open } },
            { what: "bazaar reveal", tilesFromTable: true, reached: function (s) { return s.liveGame.prompts.decisionKind === "bazaar-reveal" } }
        ]
        for (var i = 0; i < prompts.length; ++i) {
            var session = newSession({ source: "demo", bcb: true, messages: true, tilesFromTable: prompts[i].tilesFromTable === true })
            verify(playUntil(session, function () { return prompts[i].reached(session) }), prompts[i].what + " in the demo")
            var screen = live(session)  // made once there: the play before needs no drawing
            expectUndoReachable(session, screen, prompts[i].what)
            if (i === 0) expectTouchTargets(screen)
            screen.destroy()
        }
    }

    // A tile doubted while the live screen is shown: the panel opens on that tile, not on
    // none (it took the tile before the prompt had it and offered "Use my correction").
    function test_the_tile_check_opens_on_the_tile_seen() {
        var session = newSession({ source: "demo", bcb: false })
        var screen = live(session)
        verify(playUntil(session, function () { return session.liveGame.prompts.needsConfirm }), "a doubtful tile in the demo")
        waitForRendering(screen)
        verify(byText(screen, "✓ Yes, that's right") !== null, "the tile seen is offered as it is")
        compare(byText(screen, "✓ Use my correction"), null)
        session.liveGame.leaveGame()
    }

    // --- destructive actions ask first ---
    function test_end_game_now_and_new_game_ask_first() {
        var session = newSession({ source: "demo", bcb: false })
        var screen = live(session)
        verify(playUntil(session, function () { return session.liveGame.turnState.turn >= 4 && !session.liveGame.prompts.hasDecision && !session.liveGame.prompts.needsConfirm && !session.liveGame.prompts.hasAlert }))
        var moves = session.liveGame.turnState.moveCount
        mouseClick(button(screen, "Menu"))
        mouseClick(button(screen, "New game"))
        verify(session.liveGame.inGame, "left without asking")
        verify(byText(screen, "Leave this game") !== null, "the question")
        wait(Taps.repeatMs + 20)
        mouseClick(button(screen, "No"))
        verify(session.liveGame.inGame)
        compare(session.liveGame.turnState.moveCount, moves)
        compare(byText(screen, "Leave this game"), null)
        wait(Taps.repeatMs + 20)
        mouseClick(button(screen, "Menu"))
        mouseClick(button(screen, "New game"))
        wait(Taps.repeatMs + 20)
        mouseClick(button(screen, "Leave the game"))
        verify(!session.liveGame.inGame)
        compare(session.navigation.screen, "newgame")
    }

    function test_end_game_now_asks_first_in_a_game_of_tiles_from_the_table() {
        var session = createTemporaryObject(sessionComponent, test)
        session.settings.storePath = testDir + "/ask-first.sqlite"
        var window = mainWindow(session)
        var setup = createTemporaryObject(setupComponent, test)
        verify(session.liveGame.startGame(setup, { source: "demo", bcb: false, tilesFromTable: true }), session.liveGame.error)
        session.liveGame.autoPlay = false
        verify(playUntil(session, function () { return session.liveGame.turnState.moveCount >= 6 && session.liveGame.canEndGame }, 400))
        waitForRendering(window.contentItem)
        mouseClick(button(window.contentItem, "Menu"))
        mouseClick(button(window.contentItem, "End game now"))
        verify(!session.liveGame.turnState.over, "ended without asking")
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "End the game"))
        verify(session.liveGame.turnState.over)
        session.liveGame.leaveGame()
    }

    // --- History and Replay lead somewhere ---
    function test_back_from_history_after_a_game_goes_to_the_start() {
        var session = createTemporaryObject(sessionComponent, test)
        session.settings.storePath = testDir + "/history-back.sqlite"
        var window = mainWindow(session)
        var setup = createTemporaryObject(setupComponent, test)
        verify(session.liveGame.startGame(setup, { source: "demo", bcb: false }))
        session.liveGame.autoPlay = false
        verify(playUntil(session, function () { return session.liveGame.turnState.over }, 5000))
        compare(session.navigation.screen, "end")
        waitForRendering(window.contentItem)
        mouseClick(button(window.contentItem, "New game"))
        compare(session.navigation.screen, "newgame")
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "History"))
        compare(session.navigation.screen, "history")
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "Back"))
        compare(session.navigation.screen, "newgame")
    }

    function test_abandoned_games_can_be_deleted_and_replays_open_at_the_start_with_a_scrubber() {
        var session = createTemporaryObject(sessionComponent, test)
        session.settings.storePath = testDir + "/abandoned.sqlite"
        var window = mainWindow(session)
        var setup = createTemporaryObject(setupComponent, test)
        verify(session.liveGame.startGame(setup, { source: "demo", bcb: true }))
        session.liveGame.autoPlay = false
        verify(playUntil(session, function () { return session.liveGame.turnState.moveCount >= 30 }))
        session.liveGame.leaveGame()
        session.navigation.screen = "history"
        waitForRendering(window.contentItem)
        verify(byText(window.contentItem, "abandoned") !== null, "the game left is abandoned, not playing")
        compare(byText(window.contentItem, "playing"), null)

        // Replay: opens at the start; the scrubber jumps; the move line is whole.
        mouseClick(byText(window.contentItem, "abandoned"))
        compare(session.navigation.screen, "replay")
        waitForRendering(window.contentItem)
        var scrubber = find(window.contentItem, function (i) { return i.objectName === "scrubber" })
        verify(scrubber, "a scrubber")
        compare(scrubber.value, 0, "opens at the start")
        verify(scrubber.maximum >= 30)
        mouseClick(scrubber, scrubber.xOf(0.75 * scrubber.maximum), scrubber.height / 2)
        verify(Math.abs(scrubber.value - 0.75 * scrubber.maximum) <= 1, "scrubbed to " + scrubber.value)
        var line = find(window.contentItem, function (i) { return isText(i) && String(i.text).indexOf("Move ") === 0 })
        verify(line)
        for (var step = 1; step <= scrubber.maximum; ++step) {
            mouseClick(scrubber, scrubber.xOf(step), scrubber.height / 2)
            compare(scrubber.value, step)
            verify(!line.truncated, "move line cut: " + line.text)
            verify(!/[A-Z]{2}\/|\(-?\d+,-?\d+\)|segment|option \d/.test(line.text), "internal codes: " + line.text)
        }

        // Delete it (asked first).
        session.navigation.screen = "history"
        waitForRendering(window.contentItem)
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "Delete"))
        verify(byText(window.contentItem, "abandoned") !== null, "deleted without asking")
        wait(Taps.repeatMs + 20)
        var confirmDelete = findAll(window.contentItem, function (i) { return isControl(i) && i.text === "Delete" && i.enabled })
        mouseClick(confirmDelete[confirmDelete.length - 1])
        tryVerify(function () { return byText(window.contentItem, "abandoned") === null }, 2000, "still there: " + session.liveGame.error)
        verify(byText(window.contentItem, "No games recorded yet") !== null)
    }

    function test_history_shows_statistics_of_the_finished_games_in_every_language() {
        var session = createTemporaryObject(sessionComponent, test)
        session.settings.storePath = testDir + "/statistics.sqlite"
        var window = mainWindow(session)
        var setup = createTemporaryObject(setupComponent, test)
        setup.setName(0, "Anna")
        setup.setName(1, "Ben")
        verify(session.liveGame.startGame(setup, { source: "demo", bcb: false }))
        session.liveGame.autoPlay = false
        verify(playUntil(session, function () { return session.liveGame.turnState.over }, 5000))
        session.navigation.screen = "history"
        waitForRendering(window.contentItem)
        mouseClick(button(window.contentItem, "Statistics"))
        compare(session.navigation.screen, "statistics")
        waitForRendering(window.contentItem)
        verify(byText(window.contentItem, "1 finished game") !== null)
        // Each player's row: name, games, wins, average, best, biggest city, farm share.
        var best = Math.max(session.liveGame.players.get(0).score, session.liveGame.players.get(1).score)
        verify(byText(window.contentItem, "Anna") !== null && byText(window.contentItem, "Ben") !== null)
        verify(find(window.contentItem, function (i) { return isText(i) && i.text === String(best) }) !== null, "the best score " + best)
        verify(find(window.contentItem, function (i) { return isText(i) && /^\d+ %$/.test(i.text) }) !== null, "a farm share")
        try {
            for (var l = 0; l < Languages.codes.length; ++l) {
                Languages.code = Languages.codes[l]
                waitForRendering(window.contentItem)
                expectFits(window.contentItem, Languages.code + " statistics")
                var cut = findAll(window.contentItem, function (x) { return isText(x) && x.truncated })
                compare(cut.map(describe).join(", "), "", Languages.code + " statistics: elided")
            }
        } finally {
            Languages.code = "en"
        }
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "Back"))
        compare(session.navigation.screen, "history")
    }

    // --- the lens, calibrated in the app ---
    function test_settings_take_a_lens_view_in_the_app() {
        var session = createTemporaryObject(sessionComponent, test)
        session.settings.cameraSpec = "sim"  // the calibration library's synthetic views stand in for the camera
        session.settings.rigDir = testDir + "/rig"
        var screen = createTemporaryObject(Qt.createComponent("qrc:/Carc/Companion/qml/SettingsScreen.qml"), test,
                                           { session: session, width: 800, height: 480 })
        verify(screen)
        waitForRendering(screen)
        verify(!button(screen, "Calibrate"), "nothing to calibrate from yet")
        mouseClick(button(screen, "Take a view"))
        tryVerify(function () { return byText(screen, "View kept") !== null }, 5000, "a view of the board kept")
        verify(byText(screen, "1/12 views") !== null)
        waitForRendering(screen)
        expectFits(screen, "settings")
    }

    // --- the first run with a real rig, the synthetic camera standing in ---
    function test_a_scripted_first_run_through_the_rig_setup() {
        var session = createTemporaryObject(sessionComponent, test)
        session.settings.cameraSpec = "sim"
        session.settings.rigDir = testDir + "/first-run-rig"
        var window = mainWindow(session)
        mouseClick(button(window.contentItem, "Set up rig"))
        compare(session.navigation.screen, "setup")
        waitForRendering(window.contentItem)
        var next = function () { wait(Taps.repeatMs + 20); mouseClick(button(window.contentItem, "Next")) }
        // 1 Print: the sheets are written (or this build says it cannot).
        mouseClick(button(window.contentItem, "Write the sheets"))
        verify(byText(window.contentItem, "board.pdf") !== null || byText(window.contentItem, "cairo") !== null)
        next()
        // 2 Lens: views until it can be calibrated, then calibrated.
        for (var i = 0; i < 24 && !button(window.contentItem, "Calibrate"); ++i) {
            wait(Taps.repeatMs + 20)
            mouseClick(button(window.contentItem, "Take a view"))
        }
        // The coverage guide on the view: the parts covered so far, as counted in words.
        var guide = find(window.contentItem, function (i) { return i.objectName === "coverageGuide" })
        verify(guide, "the coverage guide lies over the lens view")
        var covered = findAll(guide, function (i) { return i.covered === true }).length
        verify(covered >= 3, covered + " parts of the picture covered")
        verify(byText(window.contentItem, covered + "/9 of the picture") !== null, "guide and count agree")
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "Calibrate"))
        verify(byText(window.contentItem, "px error from") !== null, "the lens is calibrated")
        waitForRendering(window.contentItem)
        expectFits(window.contentItem, "lens step")
        next()
        // 3 Table markers.
        mouseClick(button(window.contentItem, "Find the markers"))
        verify(byText(window.contentItem, "All four markers found") !== null)
        waitForRendering(window.contentItem)
        expectFits(window.contentItem, "table step")
        next()
        // 4 Colours of the followers.
        mouseClick(button(window.contentItem, "Learn the colours"))
        verify(byText(window.contentItem, "6 colours told apart") !== null || byText(window.contentItem, "Learnt") !== null,
               "colours: " + (byText(window.contentItem, "Colours not") ? byText(window.contentItem, "Colours not").text : ""))
        next()
        // 5 Tiles (optional), then on to a new game.
        verify(find(window.contentItem, function (i) { return isControl(i) && String(i.text).indexOf("✓") === 0 && i.text.indexOf("Lens") > 0 }),
               "the lens step is ticked")
        verify(findAll(window.contentItem, function (i) { return i.tileId !== undefined && i.valid }).length >= 24,
               "the tiles step shows the tiles' pictures")
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "New game"))
        compare(session.navigation.screen, "newgame")
        // A game watched through the Camera source on the rig just set up.
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "Camera"))
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "Start game"))
        compare(session.liveGame.error, "")
        compare(session.navigation.screen, "live")
        verify(session.liveGame.sourceName.indexOf("simulat") >= 0, "watched through the simulated camera: " + session.liveGame.sourceName)
        tryVerify(function () { return session.liveGame.turnState.moveCount >= 3 }, 20000, "moves read from the camera's frames")
    }

    function test_the_camera_source_asks_for_the_setup_first() {
        var session = createTemporaryObject(sessionComponent, test)
        session.settings.cameraSpec = "sim"
        session.settings.rigDir = testDir + "/rig-never-set-up"
        var window = mainWindow(session)
        mouseClick(button(window.contentItem, "Camera"))
        wait(Taps.repeatMs + 20)
        mouseClick(button(window.contentItem, "Start game"))
        compare(session.navigation.screen, "newgame")
        verify(session.liveGame.error.indexOf("Set up rig: Lens") >= 0, session.liveGame.error)
    }

    // --- colour-blind players ---
    function test_each_player_has_a_shape_wherever_their_colour_appears() {
        var session = newSession({ source: "demo" }, ["Anna", "Ben", "Carla", "Dora", "Emil", "Fred"])
        verify(playUntil(session, function () { return session.liveGame.turnState.moveCount > 30 && session.liveGame.turnState.lastScore !== "" && !session.liveGame.prompts.hasDecision }))
        var screen = live(session)
        var shapes = findAll(screen, function (i) { return i.objectName === "colourShape" }).map(function (i) { return i.text })
        verify(shapes.length >= 6, "a shape on each player's token: " + shapes.length)
        var distinct = shapes.filter(function (x, k) { return shapes.indexOf(x) === k })
        compare(distinct.length, 6, "six players, six shapes: " + distinct.join(" "))
        // The score track's markers carry them too (a lap number when there is one).
        for (var k = 0; k < distinct.length; ++k)
            verify(findAll(screen, function (i) { return isText(i) && i.text === distinct[k] && i.objectName !== "colourShape" }).length > 0,
                   "shape " + distinct[k] + " on the score track")
    }

    // --- where a score came from ---
    function test_tapping_a_score_shows_its_feature_and_the_followers_that_scored() {
        var session = newSession({ source: "demo" }, ["Anna", "Ben"])
        verify(playUntil(session, function () {
            if (session.liveGame.prompts.hasDecision || session.liveGame.scoreLog.count === 0) return false
            var f = session.liveGame.scoreLog.get(0).feature
            return f === "city" || f === "road"
        }))
        var screen = live(session)
        compare(findAll(screen, function (i) { return i.objectName === "scorer" }).length, 0)
        var taps = findAll(screen, function (i) { return i.objectName === "scoreTap" })
        verify(taps.length > 0, "score lines to tap")
        wait(Taps.repeatMs + 20)
        mouseClick(taps[0])
        compare(session.liveGame.shownScore, session.liveGame.scoreLog.get(0).event)
        waitForRendering(screen)
        verify(findAll(screen, function (i) { return i.objectName === "scorer" }).length > 0, "the followers that scored, ringed")
        verify(findAll(screen, function (i) { return i.objectName === "highlightMark" }).length > 0, "the feature's tiles marked")
        expectTouchTargets(screen)
        wait(Taps.repeatMs + 20)
        mouseClick(taps[0])
        compare(session.liveGame.shownScore, -1, "tapped again: hidden")
        waitForRendering(screen)
        compare(findAll(screen, function (i) { return i.objectName === "scorer" }).length, 0)
    }

    // --- the tile counter ---
    function test_the_tile_counter_shows_the_bag_and_the_chance_a_place_is_fitted() {
        var session = newSession({ source: "demo" }, ["Anna", "Ben"])
        verify(playUntil(session, function () { return session.liveGame.turnState.moveCount > 10 && !session.liveGame.prompts.hasDecision }))
        var screen = live(session)
        mouseClick(button(screen, "Menu"))
        wait(Taps.repeatMs + 20)
        mouseClick(button(screen, "Tiles left"))
        verify(screen.tilesOn)
        waitForRendering(screen)
        var pictures = findAll(screen, function (i) { return i.tileId !== undefined && i.valid && i.width < 60 && i.parent.copies !== undefined })
        verify(pictures.length > 5, "the tiles in the bag with their pictures: " + pictures.length)
        var chance = find(screen, function (i) { return i.objectName === "fitChance" })
        compare(chance.text, "Tap a free place on the board")
        // Tap a free place on the board: the chance appears, in words and per type.
        var board = find(screen, function (i) { return i.freePlaces !== undefined })
        var places = findAll(screen, function (i) {
            if (i.chosen === undefined) return false
            var c = i.mapToItem(board, i.width / 2, i.height / 2)  // in sight: the board is clipped
            return c.x > 0 && c.x < board.width && c.y > 0 && c.y < board.height
        })
        verify(places.length > 0, "free places outlined on the board")
        wait(Taps.repeatMs + 20)
        mouseClick(places[0])
        verify(/\d+ %/.test(chance.text), chance.text)
        compare(chance.text, "Next tile fits there: " + session.liveGame.tileCounter.chancePercent + " %")
        verify(session.liveGame.tileCounter.chancePercent > 0)
        expectFits(screen, "tile counter")
        mouseClick(button(screen, "✕"))
        verify(!screen.tilesOn)
    }

    // --- languages ---
    // Words spelt the same in English and that language (not left untranslated).
    readonly property var sameWord: ({ ro: ["Demo", "Total"], ru: [], nl: ["Demo", "Camera", "Bazaar", "bazaar", "Print", "Lens", "Menu"],
                                       de: ["Demo", "Pause"] })
    function screenTexts(root) { return findAll(root, isText).map(function (t) { return String(t.text) }) }
    function test_every_language_is_translated_and_fits_at_800x480_data() {
        return [{ tag: "en", lang: "en" }, { tag: "ro", lang: "ro" }, { tag: "ru", lang: "ru" }, { tag: "nl", lang: "nl" },
                { tag: "de", lang: "de" }]
    }
    function test_every_language_is_translated_and_fits_at_800x480(data) {
        compare(Languages.codes, ["en", "ro", "ru", "nl", "de"], "every language is built into the app")
        // A moment with a score explained and no prompt over the board (prompts are checked above).
        var session = newSession({ source: "demo", bcb: true }, ["Anna", "Ben", "Carla"])
        verify(playUntil(session, function () { return session.liveGame.turnState.moveCount > 40 && session.liveGame.turnState.lastScore !== "" && !session.liveGame.prompts.hasDecision }))
        var window = mainWindow(session)
        var screens = ["live", "newgame", "settings", "setup", "history", "statistics"]
        try {
            for (var i = 0; i < screens.length; ++i) {
                session.navigation.screen = screens[i]
                Languages.code = "en"
                waitForRendering(window.contentItem)
                var english = screenTexts(window.contentItem)
                Languages.code = data.lang
                waitForRendering(window.contentItem)
                var texts = screenTexts(window.contentItem)
                expectFits(window.contentItem, data.lang + " " + screens[i])
                // Nothing elided either, but paths (elided in the middle on purpose).
                var cut = findAll(window.contentItem, function (x) { return isText(x) && x.truncated && x.elide !== Text.ElideMiddle })
                compare(cut.map(describe).join(", "), "", data.lang + " " + screens[i] + ": elided")
                if (data.lang === "en") continue
                compare(texts.length, english.length, screens[i] + ": the same texts")
                for (var t = 0; t < texts.length; ++t) {
                    var words = texts[t].match(/[A-Za-z]{4,}/g) || []
                    var english_ = words.filter(function (w) {
                        return ["Anna", "Carla", "carc", "calibrate", "tiles"].indexOf(w) < 0 && sameWord[data.lang].indexOf(w) < 0
                    })
                    verify(texts[t] !== english[t] || english_.length === 0 || Languages.names.indexOf(texts[t]) >= 0,
                           data.lang + " " + screens[i] + ": not translated: \"" + texts[t] + "\"")
                }
            }
        } finally {
            Languages.code = "en"
        }
    }

    // --- the score track ---
    function test_a_negative_score_does_not_wrap_round_the_track() {
        var track = createTemporaryObject(trackComponent, test)
        compare(track.spaceX(-5), track.spaceX(0))
        compare(track.spaceY(-5), track.spaceY(0))
        compare(track.spaceX(53), track.spaceX(3))
        verify(track.spaceY(30) > track.spaceY(0))
    }
}
