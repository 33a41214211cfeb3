import QtQuick
import QtTest
import Carc.Companion

// The live screen follows the session: the board grows with each move, whose turn
// it is shows, an illegal placement shows its banner, a decision its prompt.
TestCase {
    id: test
    name: "LiveScreen"
    width: 800; height: 480
    visible: true
    when: windowShown

    GameSession { id: gameSession }
    PlayerSetupModel { id: players }

    Component {
        id: liveComponent
        LiveScreen { width: 800; height: 480; liveGame: gameSession.liveGame; navigation: gameSession.navigation }
    }

    function findByText(item, text) {
        if (item.text !== undefined && String(item.text).indexOf(text) >= 0 && item.visible) return item
        for (var i = 0; i < item.children.length; ++i) {
            var found = findByText(item.children[i], text)
            if (found) return found
        }
        return null
    }

    function test_follows_the_game() {
        verify(gameSession.liveGame.startGame(players, { source: "demo", bcb: true }))
        gameSession.liveGame.autoPlay = false
        var live = createTemporaryObject(liveComponent, test)
        verify(live)
        compare(gameSession.liveGame.board.count, 1)
        verify(findByText(live, gameSession.liveGame.turnState.activeName) !== null, "whose turn is shown")
        for (var i = 0; i < 12; ++i) gameSession.liveGame.step()
        verify(gameSession.liveGame.board.count > 1)
        waitForRendering(live)
        verify(findByText(live, "tiles left") !== null)
    }

    function test_new_game_screen_starts_a_game() {
        var screen = createTemporaryObject(Qt.createComponent("qrc:/Carc/Companion/qml/NewGameScreen.qml"), test,
                                           { session: gameSession, width: 800, height: 480 })
        verify(screen)
        var start = findByText(screen, "Start game")
        verify(start, "start button")
        mouseClick(start)
        compare(gameSession.navigation.screen, "live")
        verify(gameSession.liveGame.inGame)
        gameSession.liveGame.autoPlay = false
    }
}
