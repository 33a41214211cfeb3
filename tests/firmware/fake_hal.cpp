#include "tests/firmware/fake_hal.hpp"

#include <gtest/gtest.h>

#include "tests/firmware/wire.hpp"

namespace carc::rig::test {

std::vector<Frame> FakeHal::sent() {
    DecodedStream stream = decodeAll(tx);
    EXPECT_EQ(stream.errors, 0u) << "the device sent a damaged frame";
    tx.clear();
    return stream.frames;
}

std::size_t FakeHal::readSerial(std::uint8_t* out, std::size_t capacity) {
    std::size_t n = 0;
    while (n < capacity && !rx.empty()) {
        out[n++] = rx.front();
        rx.pop_front();
    }
    return n;
}

void FakeHal::showLeds(const Rgb* pixels, std::size_t count) {
    ++ledShows;
    for (std::size_t i = 0; i < count && i < leds.size(); ++i) leds[i] = pixels[i];
}

void FakeHal::hang() {
    hung = true;
    throw Hung{};
}

void runFor(Device& device, FakeHal& hal, std::uint32_t ms) {
    for (std::uint32_t i = 0; i < ms; ++i) {
        ++hal.now;
        device.step();
    }
}

}  // namespace carc::rig::test
