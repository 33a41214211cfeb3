// libFuzzer target for the .jcz importer: any bytes must give a game or an error
// value, never a crash, a hang, a leak or undefined behaviour. What imports is
// exported and imported again, which must succeed.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/io/jcz.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto saved = carc::parseJcz(text);
    if (!saved) return 0;
    auto game = carc::replayJcz(*saved);
    if (!game) return 0;
    auto again = carc::parseJcz(carc::writeJcz(*game, {}));
    if (!again || !carc::replayJcz(*again)) __builtin_trap();  // an exported game must import
    return 0;
}
