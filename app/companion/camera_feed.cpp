#include "camera_feed.hpp"

#include "camera_view.hpp"
#include "session_text.hpp"

namespace carc::app {

void CameraFeed::show(const Game& game, const QStringList& colours, TableWatcher* watcher,
                      const std::optional<Observation>& seen) {
    const QImage fromCamera = watcher ? watcher->frame() : QImage();
    std::optional<Placement> laid;
    if (seen)
        if (const auto* place = std::get_if<PlaceTile>(&seen->move)) laid = place->placement;
    TableFrame f = renderTableFrame(game, colours, laid, seen ? seen->cell : std::nullopt);
    frame_ = fromCamera.isNull() ? f.image : fromCamera;
    mark_ = fromCamera.isNull() || !seen || !seen->cell ? f.mark : watcher->outline(*seen->cell);
    label_.clear();
    if (laid) {
        const QString letter = tileLabel(game.tiles(), laid->type);
        label_ = QStringLiteral("%1 %2° %3%")
                     .arg(letter.isEmpty() ? QStringLiteral("tile") : letter)
                     .arg(laid->rot.degrees())
                     .arg(qRound(seen->confidence * 100));
    }
    emit changed();
}

}  // namespace carc::app
