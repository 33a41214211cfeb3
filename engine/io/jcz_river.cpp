// The River's part of the .jcz format: JCloisterZone's set river/1 and its River
// capability (setup.elements.river); its spring is written as the start tile.
#include <algorithm>

#include "engine/io/jcz_module.hpp"

namespace carc {

template <>
const JczPart& jczPart<RiverModule>() {
    static const JczPart part{
        .sets = {{"river/1", "river/1:1", "river"}},
        .elements = {"river"},
        .readSetup = jcz_none::readSetup,  // the set is the expansion
        .writeSetup =
            [](const GameSetup& s, nlohmann::json& elements, nlohmann::json&) {
                if (RiverModule::inPlay(s)) elements["river"] = true;  // JCloisterZone's RiverCapability
            },
        .readCarc = jcz_none::readCarc,
        .writeCarc = jcz_none::writeCarc,
        .readEntry = jcz_none::readEntry,
        .answersDecision = jcz_none::noEntry,
        .followsTileDirectly = jcz_none::noEntry,
        .actionPhase = jcz_none::actionPhase,
        .hasActions = jcz_none::hasActions,
        .writeMove = jcz_none::writeMove,
    };
    return part;
}

}  // namespace carc
