#pragma once
// The rig's rescan ("Check the board"): the whole board read from one camera frame by
// the board reader (vision/board) compared with the board the game holds. The photo's
// grid has an origin of its own and may be turned against the game's: the quarter turn
// and offset under which most tiles agree are taken, then every cell where the two
// differ is listed with what the photo shows, what the game holds and where the cell
// lies in the frame. Tiles are compared by id and by rotation as far as the tile's
// symmetry shows it. What the photo shows apart from the board (not joined to the
// game's cells through read cells: the rig's markers, a tile in a hand) is left out.
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QFutureWatcher>
#include <QImage>
#include <QObject>
#include <QSize>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <opencv2/core.hpp>

#include "engine/board.hpp"
#include "engine/expected.hpp"
#include "engine/tileset.hpp"
#include "vision/board/board_reader.hpp"

namespace carc::app {

struct CellTile {
    std::string id;  // the tile type's id ("BA/RCr")
    Rotation rot;
};

struct BoardDifference {
    Pos cell;                       // in the game's coordinates
    std::optional<CellTile> photo;  // what the photo shows (none: an empty cell)
    bool unsure = false;            // the reader could not tell: `photo` is its best guess
    std::optional<CellTile> game;   // what the game holds (none: an empty cell)
    std::array<cv::Point2f, 4> cornersPx{};  // the cell in the frame: top-left, top-right, bottom-right, bottom-left
};

struct BoardCheckResult {
    int agreeing = 0;  // cells where the photo shows what the game holds
    int quarterTurns = 0;  // the photo's grid turned clockwise onto the game's
    std::vector<BoardDifference> differences;
};

// `reading` is the board reader's (its tile ids from `readTiles`); `game` the game's
// placements (ids from `gameTiles`). Fails when the photo shows no tile of the game's.
[[nodiscard]] Expected<BoardCheckResult> checkBoard(const vision::BoardReading& reading, const Tileset& readTiles,
                                                    const std::vector<Placement>& game, const Tileset& gameTiles);

// "Check the board" on the live screen: the camera's frame read on a worker thread
// (`busy`; a read takes a second or two) and compared with the game's board as it was
// when the check began; the cells that differ are shown over the frame.
class BoardCheck : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LiveGame")
    Q_PROPERTY(bool busy READ busy NOTIFY changed)
    // A check's result is shown (until closed).
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    // Why the board could not be checked ("" when it was).
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QImage frame READ frame NOTIFY changed)
    Q_PROPERTY(QSize frameSize READ frameSize NOTIFY changed)
    Q_PROPERTY(int agreeing READ agreeing NOTIFY changed)
    // [{x, y, corners: [{x, y} x4] (frame pixels), photo, photoTurn, unsure, game, gameTurn}]:
    // `photo`/`game` the tile's id ("" for an empty cell), turns in degrees.
    Q_PROPERTY(QVariantList differences READ differences NOTIFY changed)

public:
    explicit BoardCheck(QObject* parent = nullptr);
    ~BoardCheck() override;

    // Reads `frame` and compares it with `game` (ids of `tiles`); false while a check runs.
    bool start(const QImage& frame, std::vector<Placement> game, std::shared_ptr<const Tileset> tiles);
    bool busy() const { return busy_; }
    bool shown() const { return shown_; }
    QString error() const { return error_; }
    QImage frame() const { return frame_; }
    QSize frameSize() const { return frame_.size(); }
    int agreeing() const { return result_ ? result_->agreeing : 0; }
    QVariantList differences() const;
    // The difference whose cell holds frame pixel (px, py) (as in `differences`), or empty.
    Q_INVOKABLE QVariantMap differenceAt(double px, double py) const;
    Q_INVOKABLE void close();

signals:
    void changed();
    void finished();  // a check ended (compared or failed)

private:
    bool busy_ = false;
    bool shown_ = false;
    QString error_;
    QImage frame_;
    std::optional<BoardCheckResult> result_;
    std::unique_ptr<QFutureWatcher<std::shared_ptr<Expected<BoardCheckResult>>>> watcher_;
};

}  // namespace carc::app
