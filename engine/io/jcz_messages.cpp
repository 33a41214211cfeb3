// The Messages' part of the .jcz format: JCloisterZone does not know it, so it lives in
// our annotations (gameAnnotations.carc: messages, messagesFromTable, messageOrder).
#include "engine/io/jcz_module.hpp"

namespace carc {
namespace {
using nlohmann::json;

Status readCarc(const json& carc, GameSetup& out) {
    Expansions& x = out.expansions;
    if (auto m = carc.find("messages"); m != carc.end() && m->is_boolean()) x.messages = m->get<bool>();
    if (auto m = carc.find("messagesFromTable"); m != carc.end() && m->is_boolean()) x.messagesFromTable = m->get<bool>();
    if (auto m = carc.find("messageOrder"); m != carc.end()) {
        if (!m->is_array()) return Error{"gameAnnotations.carc.messageOrder: expected a list of 1-8"};
        for (const json& v : *m) {
            if (!v.is_number_integer() || v.get<long long>() < 1 || v.get<long long>() > 8)
                return Error{"gameAnnotations.carc.messageOrder: expected a list of 1-8"};
            out.messageOrder.push_back(v.get<int>());
        }
    }
    return {};
}

void writeCarc(const GameSetup& s, json& carc) {
    if (!s.expansions.messages) return;
    carc["messages"] = true;
    carc["messagesFromTable"] = s.expansions.messagesFromTable;
    // The deck as it was when the game began (a seed's shuffle would not survive import).
    if (!s.expansions.messagesFromTable) carc["messageOrder"] = Game::create(s)->module<MessagesModule>().deck;
}
}  // namespace

template <>
const JczPart& jczPart<MessagesModule>() {
    static const JczPart part{
        .sets = {},
        .elements = {},
        .readSetup = [](const json&, GameSetup&) { return Status{}; },
        .writeSetup = [](const GameSetup&, json&, json&) {},
        .readCarc = readCarc,
        .writeCarc = writeCarc,
    };
    return part;
}

}  // namespace carc
