// The little C++ runtime a bare-metal image needs without an OS.
#include "firmware/target/board.hpp"

extern "C" {
// A pure virtual call is a bug: restart.
void __cxa_pure_virtual() { carc::rig::board::resetNow(carc::rig::ResetCause::Other); }
}
