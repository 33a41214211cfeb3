#pragma once
// The live game at the table: the one owner of the engine Game (through its GameRecord)
// and of the TableWatcher (camera or simulated table) whose observations it turns into
// engine moves; holds the alerts and questions the players must deal with and keeps the
// models the live screens show up to date. It records into the store AppSettings opens
// and moves the screens (Navigation) as the game begins, ends and is left. GameSession
// (the app's root) owns one and wires it to the rig. QML only reads its properties and
// calls its invokables.
#include <QImage>
#include <QObject>
#include <QPoint>
#include <QPolygonF>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

#include "app_settings.hpp"
#include "auction_model.hpp"
#include "board_model.hpp"
#include "board_check.hpp"
#include "breakdown_model.hpp"
#include "camera_feed.hpp"
#include "followers_model.hpp"
#include "game_record.hpp"
#include "player_setup_model.hpp"
#include "navigation.hpp"
#include "players_model.hpp"
#include "prompts.hpp"
#include "score_log_model.hpp"
#include "table_watcher.hpp"
#include "tile_counter.hpp"
#include "turn_state.hpp"

namespace carc::app {

class LiveGame : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameSession")
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(bool inGame READ inGame NOTIFY changed)
    Q_PROPERTY(qlonglong recordId READ recordId NOTIFY changed)
    Q_PROPERTY(bool autoPlay READ autoPlay WRITE setAutoPlay NOTIFY autoPlayChanged)
    Q_PROPERTY(PlayersModel* players READ players CONSTANT)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    Q_PROPERTY(TileCounter* tileCounter READ tileCounter CONSTANT)
    Q_PROPERTY(FollowersModel* followers READ followers CONSTANT)
    Q_PROPERTY(ScoreLogModel* scoreLog READ scoreLog CONSTANT)
    Q_PROPERTY(AuctionModel* auction READ auction CONSTANT)
    Q_PROPERTY(BreakdownModel* breakdown READ breakdown CONSTANT)
    // Whose turn, what to do, tiles left, the last score, over, undo possible.
    Q_PROPERTY(TurnState* turnState READ turnState CONSTANT)
    // The score event tapped in the score log (index in the engine's score events, -1:
    // none): the board marks its feature and `scorers` holds the followers that scored.
    // A new move clears it.
    Q_PROPERTY(int shownScore READ shownScore WRITE setShownScore NOTIFY changed)
    Q_PROPERTY(FollowersModel* scorers READ scorers CONSTANT)
    // The follower just put down, in words ("Anna (red, square): knight in the city"),
    // until the next tile is laid; "" when there is none.
    Q_PROPERTY(QString followerSeen READ followerSeen NOTIFY changed)
    Q_PROPERTY(QString followerSeenColour READ followerSeenColour NOTIFY changed)
    Q_PROPERTY(QString sourceName READ sourceName NOTIFY changed)
    // Something the table showed that the players should know (a bumped camera, an
    // unreadable frame, a tile disturbed); it does not stop the game.
    Q_PROPERTY(QString notice READ notice NOTIFY changed)
    // The table's source has no more frames (a recording played to its end): the
    // game goes on with simulated moves (goOnSimulated) or the players end it.
    Q_PROPERTY(bool tableEnded READ tableEnded NOTIFY changed)
    // Only a game whose tiles come from the table can be ended early (the engine's EndGame).
    Q_PROPERTY(bool canEndGame READ canEndGame NOTIFY changed)
    // What the game asks of the players: the alert, a doubtful tile, a decision.
    Q_PROPERTY(Prompts* prompts READ prompts CONSTANT)
    // Camera view: the last still frame with the recognised cell outlined.
    Q_PROPERTY(CameraFeed* camera READ camera CONSTANT)
    // "Check the board": the camera's frame read whole and compared with the game's board.
    Q_PROPERTY(BoardCheck* boardCheck READ boardCheck CONSTANT)
    // The table is watched by a camera, so the board can be checked.
    Q_PROPERTY(bool canCheckBoard READ canCheckBoard NOTIFY changed)

public:
    // Games start from what `settings` says and are recorded into its store; `navigation`
    // shows the live screen, the end screen, the new-game screen as the game goes.
    LiveGame(AppSettings& settings, Navigation& navigation, QObject* parent = nullptr);
    ~LiveGame() override;

    // --- starting ---
    // Options: "bcb", "messages", "bazaarNoBidding", "tinyCity2", "incompleteNothing"
    // (bools), "source" ("camera", "folder", "sim", "demo"; see table_sources.hpp),
    // "folder" (frames of a recorded game), "art" (sim: tile art folder), "seed" (int),
    // "tilesFromTable" (demo: tiles named by what appears, as in a camera game).
    Q_INVOKABLE bool startGame(PlayerSetupModel* players, const QVariantMap& options);
    Q_INVOKABLE bool resumeLast();
    // For tests and the tour: a game with this setup and watcher (in memory unless a store is open).
    // `table` is the source's name (table_sources.hpp): a camera game resumes through the camera.
    bool start(const GameSetup& setup, const QStringList& colours, std::unique_ptr<TableWatcher> watcher,
               const QString& table = QStringLiteral("demo"));

    // --- the table ---
    // Takes the next observation from the watcher (demo: the simulated table's next move).
    Q_INVOKABLE bool step();
    // One step of a simulated table's game at once: its players answer the question or
    // doubt on screen as they would after a while, else the table's next change.
    Q_INVOKABLE bool playOn();
    // Applies an observation as the camera would hand it over.
    void observe(const Observation& o);

    // --- players' input ---
    Q_INVOKABLE bool choose(int option);
    Q_INVOKABLE bool bid(int slot, int price);
    Q_INVOKABLE bool pass();
    // The rig's "turn done" button: no follower this turn (only while one may be put down).
    bool turnDone();
    Q_INVOKABLE bool buyOrSell(bool buy);
    // The tiles turned up for a bazaar on a real table, by id or letter ("D", "BB/F.b"...);
    // none when fewer were left than players (a tile set aside) or the companion took a
    // tile for a bazaar tile: no auction then.
    Q_INVOKABLE bool reveal(const QStringList& tileIds);
    Q_INVOKABLE bool confirm();
    Q_INVOKABLE bool correct(const QString& tileId, int rotation);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool endGame();
    // The table's frames ran out: the game goes on with the moves simulated
    // (as a resumed simulated or recorded game does), so it can be played to its end.
    Q_INVOKABLE bool goOnSimulated();
    // Leaves the live game for the new-game screen: an unfinished one stays in the
    // store as abandoned (History shows it, replays it and can delete it).
    Q_INVOKABLE void leaveGame();
    // Deletes a recorded game from the store; not the game being played.
    Q_INVOKABLE bool deleteGame(qlonglong id);
    // Reads the whole board from the camera's frame now and compares it with the game's
    // (boardCheck shows the result); false when there is no camera or a check is running.
    Q_INVOKABLE bool checkBoard();
    // Per player: list of {turn, score} points, for the score-over-time chart.
    Q_INVOKABLE QVariantList scoreSeries() const;
    Q_INVOKABLE QString colourOf(int player) const { return colours_.value(player, "grey"); }
    // How many tiles of a type (by id) are still in the bag: 0 for an unknown id.
    Q_INVOKABLE int tilesLeftOf(const QString& tileId) const;
    // The game id in the store (0 when in memory only).
    qlonglong recordId() const { return record_ ? record_->id() : 0; }

    const Game* game() const { return record_ ? &record_->game() : nullptr; }
    TableWatcher* watcher() const { return watcher_.get(); }
    // The settings' store; when it cannot be opened, error() says why.
    records::GameStore* store();
    QStringList colours() const { return colours_; }

    QString error() const { return error_; }
    bool inGame() const { return record_ != nullptr; }
    bool autoPlay() const { return timer_.isActive(); }
    void setAutoPlay(bool on);
    PlayersModel* players() { return &players_; }
    BoardModel* board() { return &board_; }
    TileCounter* tileCounter() { return &tileCounter_; }
    FollowersModel* followers() { return &followers_; }
    ScoreLogModel* scoreLog() { return &scoreLog_; }
    FollowersModel* scorers() { return &scorers_; }
    int shownScore() const { return shownScore_; }
    QString followerSeen() const { return followerSeenText_; }
    QString followerSeenColour() const { return followerSeen_ ? colourOf(followerSeen_->player) : QString(); }
    void setShownScore(int event);
    AuctionModel* auction() { return &auction_; }
    BreakdownModel* breakdown() { return &breakdown_; }

    TurnState* turnState() { return &turnState_; }
    const TurnState& turnState() const { return turnState_; }
    QString sourceName() const { return watcher_ ? watcher_->sourceName() : QString(); }
    QString notice() const { return notice_; }
    bool canEndGame() const { return game() && !gameOver() && game()->setup().source == TileSource::Table; }
    bool tableEnded() const { return record_ && watcher_ && !gameOver() && watcher_->ended(); }
    Prompts* prompts() { return &prompts_; }
    const Prompts& prompts() const { return prompts_; }
    CameraFeed* camera() { return &camera_; }
    BoardCheck* boardCheck() { return &boardCheck_; }
    bool canCheckBoard() const { return record_ && watcher_ && watcher_->hasCamera(); }

signals:
    void changed();
    void autoPlayChanged();
    // A sentence for the players' ears (Speaker, when spoken scores are on): each new
    // score ("Anna scores 8 for the city"), each new question, each new alert.
    void announce(const QString& sentence);
    // For the rig's ring and buzzer (GameSession wires them): an illegal move or sighting,
    // a move taken, and the colour of the player whose turn it is now (after every change).
    void alerted();
    void moveTaken();
    void playerUp(const QString& colour);

private:
    // Makes `record` the live game, watched by `watcher`; shows the live screen.
    bool begin(std::unique_ptr<GameRecord> record, std::unique_ptr<TableWatcher> watcher, const QStringList& colours);
    bool applyMove(const Move& move, const QString& note = {});
    void raiseAlert(const Prompts::Alert& a);
    void announceNews();  // the scores and the question not yet announced
    void tick();
    // The simulated players at the screen answer the question shown, after a while.
    void answerAsSimulatedPlayers();
    bool answerNow();
    void takeNotices();
    void refresh();
    // The prompts remade from the game and home set, then every binding on the session told.
    void publish();
    void updateFrame(const std::optional<Observation>& seen);
    bool fail(const QString& why);
    bool gameOver() const { return game() && game()->over(); }

    QString error_;
    std::unique_ptr<GameRecord> record_;
    std::unique_ptr<TableWatcher> watcher_;
    QStringList colours_;
    int waitedMs_ = 0;                 // simulated players: how long a question has been on screen
    QString notice_;
    QTimer timer_;
    CameraFeed camera_;
    BoardCheck boardCheck_;
    Prompts prompts_;
    AppSettings& settings_;
    Navigation& navigation_;
    TurnState turnState_;
    PlayersModel players_;
    BoardModel board_;
    TileCounter tileCounter_;
    FollowersModel followers_;
    ScoreLogModel scoreLog_;
    FollowersModel scorers_;
    int shownScore_ = -1;
    size_t announcedScores_ = 0;
    QString announcedPrompt_;
    struct SeenFollower {
        int player = 0;
        FeatureKind kind = FeatureKind::Road;
    };
    std::optional<SeenFollower> followerSeen_;
    QString followerSeenText_;  // followerSeen_ in words, in the app's language
    AuctionModel auction_;
    BreakdownModel breakdown_;
};

}  // namespace carc::app
