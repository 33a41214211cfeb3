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
        .readSetup = [](const nlohmann::json&, GameSetup&) { return Status{}; },  // the set is the expansion
        .writeSetup =
            [](const GameSetup& s, nlohmann::json& elements, nlohmann::json&) {
                if (RiverModule::inPlay(s)) elements["river"] = true;  // JCloisterZone's RiverCapability
            },
        .readCarc = [](const nlohmann::json&, GameSetup&) { return Status{}; },
        .writeCarc = [](const GameSetup&, nlohmann::json&) {},
    };
    return part;
}

}  // namespace carc
