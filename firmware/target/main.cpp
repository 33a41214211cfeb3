// The rig firmware: bring the board up, then run the portable core's loop forever.
#include "firmware/core/device.hpp"
#include "firmware/target/board.hpp"

extern "C" [[noreturn]] void firmware_main() {
    carc::rig::board::Board board;
    board.init();
    carc::rig::Device device(board);
    device.start();
    for (;;) device.step();
}
