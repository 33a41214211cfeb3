// The Messages' part of the JSON form of moves and setups: its switches
// ("expansions": messages, messagesFromTable) and its deck ("messageOrder"); its
// decisions are answered with the base game's {"move":"choose"}.
#include "engine/io/move_json_module.hpp"

namespace carc {
namespace {
using nlohmann::json;

void setupToJson(const GameSetup& s, json& setup) {
    setup["expansions"]["messages"] = s.expansions.messages;
    setup["expansions"]["messagesFromTable"] = s.expansions.messagesFromTable;
    setup["messageOrder"] = s.messageOrder;
}

void setupFromJson(const json& setup, GameSetup& s) {
    const json& e = setup.at("expansions");
    s.expansions.messages = e.at("messages");
    s.expansions.messagesFromTable = e.at("messagesFromTable");
    for (const json& m : setup.at("messageOrder")) s.messageOrder.push_back(storedIntOrThrow(m, "messageOrder"));
}
}  // namespace

template <>
const MoveJsonPart& moveJsonPart<MessagesModule>() {
    static const MoveJsonPart part{
        .toJson = move_json_none::toJson,
        .fromJson = move_json_none::fromJson,
        .placeToJson = move_json_none::placeToJson,
        .placeFromJson = move_json_none::placeFromJson,
        .setupToJson = setupToJson,
        .setupFromJson = setupFromJson,
    };
    return part;
}

}  // namespace carc
