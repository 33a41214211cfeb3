// The Messages' part of the .jcz format: JCloisterZone does not know it, so it lives in
// our annotations (gameAnnotations.carc: messages, messagesFromTable, messageOrder) and
// our own replay entry CARC_MESSAGE (the answer to one of its decisions).
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

bool ownDecision(const Decision& d) {
    return d.kind == DecisionKind::Figure || d.kind == DecisionKind::MessageDrawn || d.kind == DecisionKind::MessageAction ||
           d.kind == DecisionKind::MessageFollower;
}

Expected<std::optional<Move>> readEntry(const Game& game, const JczEntry& e) {
    if (e.type == "CARC_MESSAGE") return jczChoice(game, e);
    return std::optional<Move>();
}

bool writeMove(const JczMoveOut& out, const Move& m) {
    const std::optional<Decision>& d = out.before.decision();
    const auto* c = std::get_if<Choose>(&m);
    if (!c || !d || !ownDecision(*d)) return false;
    if (out.carcEntries) out.entry("CARC_MESSAGE", out.actor, {{"kind", decisionName(d->kind)}, {"option", c->option}});
    return true;
}
}  // namespace

template <>
const JczPart& jczPart<MessagesModule>() {
    static const JczPart part{
        .sets = {},
        .elements = {},
        .readSetup = jcz_none::readSetup,
        .writeSetup = jcz_none::writeSetup,
        .readCarc = readCarc,
        .writeCarc = writeCarc,
        .readEntry = readEntry,
        .answersDecision = [](const Game&, const JczEntry& e) { return e.type == "CARC_MESSAGE"; },
        .followsTileDirectly = jcz_none::noEntry,
        .actionPhase = jcz_none::actionPhase,
        .hasActions = jcz_none::hasActions,
        .writeMove = writeMove,
    };
    return part;
}

}  // namespace carc
