#pragma once
// A rig played by the test, for RigClient's rules without timing luck: every frame
// the client writes is handed to `answer`, and the frames it returns (or push()es)
// are what the client reads next. The client owns it: once the client drops the link
// the rig is gone, so tests count what matters after that in their script.
#include <deque>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "firmware/core/frame.hpp"
#include "firmware/host/transport.hpp"
#include "tests/firmware/wire.hpp"

namespace carc::rig::test {

class ScriptedRig final : public Transport {
public:
    std::function<std::vector<Frame>(const Frame&)> answer = [](const Frame&) { return std::vector<Frame>{}; };
    std::vector<Frame> received;  // every frame the client sent, in order

    void push(const Frame& frame) {
        const auto bytes = wireBytes(frame);
        inbox_.insert(inbox_.end(), bytes.begin(), bytes.end());
    }

    Status write(const std::uint8_t* data, std::size_t size) override {
        for (std::size_t i = 0; i < size; ++i) {
            if (decoder_.push(data[i]) != FrameDecoder::Result::Frame) continue;
            received.push_back(decoder_.frame());
            for (const Frame& reply : answer(decoder_.frame())) push(reply);
        }
        return {};
    }

    Expected<std::size_t> read(std::uint8_t* out, std::size_t capacity, int timeoutMs) override {
        if (inbox_.empty()) {
            // Nothing more is coming until the client writes: just let the time pass.
            std::this_thread::sleep_for(std::chrono::milliseconds(timeoutMs));
            return std::size_t{0};
        }
        std::size_t n = 0;
        while (n < capacity && !inbox_.empty()) {
            out[n++] = inbox_.front();
            inbox_.pop_front();
        }
        return n;
    }

    std::string name() const override { return "scripted"; }

private:
    FrameDecoder decoder_;
    std::deque<std::uint8_t> inbox_;
};

}  // namespace carc::rig::test
