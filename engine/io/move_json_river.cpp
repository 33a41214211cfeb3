// The River's part of the JSON form of moves and setups: none (its tile set is the
// expansion, and it has no moves of its own).
#include "engine/io/move_json_module.hpp"

namespace carc {

template <>
const MoveJsonPart& moveJsonPart<RiverModule>() {
    static const MoveJsonPart part{
        .toJson = move_json_none::toJson,
        .fromJson = move_json_none::fromJson,
        .placeToJson = move_json_none::placeToJson,
        .placeFromJson = move_json_none::placeFromJson,
        .setupToJson = move_json_none::setupToJson,
        .setupFromJson = move_json_none::setupFromJson,
    };
    return part;
}

}  // namespace carc
