#pragma once
// The final score of a board as read: the engine rebuilds the board (tiles laid one
// by one from the first, each next to one laid, each player's follower laid on a turn
// of theirs) and scores it at the end; the result is `carc replay --json`'s object.
// No history is known, so nothing scored during the game is counted: the final
// scoring of roads, cities, cloisters and farms is what a finished board shows.
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/expected.hpp"
#include "engine/tileset.hpp"
#include "vision/board/board_reader.hpp"

namespace carc::vision {

// `players`: follower colours in turn order. Fails with the reason when the reading
// cannot be a board (cells unread, tiles apart, a follower the engine refuses).
[[nodiscard]] Expected<nlohmann::json> scoreBoard(const BoardReading& reading, std::shared_ptr<const Tileset> tiles,
                                                  const std::vector<std::string>& players);

}  // namespace carc::vision
