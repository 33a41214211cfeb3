#pragma once
// A rig without hardware: runs the firmware's portable core (Device) on the host in
// a thread, talking through a pseudo-terminal, so the app and RigClient can be
// developed and tested without a board: tests use it to drive RigClient, SerialPort
// and the app's RigLink end to end. Like the firmware, a hang is ended by a
// (simulated) watchdog reset.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "engine/expected.hpp"
#include "firmware/core/device.hpp"
#include "firmware/core/hal.hpp"

namespace carc::rig {

struct EmulatorSnapshot {
    LedFrame leds{};
    std::uint16_t tone = 0;
    unsigned resets = 0;
    DeviceStats stats;
};

class PtyEmulator final : private Hal {
public:
    static constexpr std::uint32_t kWatchdogMs = 500;

    // Opens the pty and starts the device thread. port() is the path to give a client.
    static Expected<std::unique_ptr<PtyEmulator>> start();
    ~PtyEmulator();
    PtyEmulator(const PtyEmulator&) = delete;
    PtyEmulator& operator=(const PtyEmulator&) = delete;

    const std::string& port() const { return port_; }
    // Raw button levels as a finger would hold them (bit i = button i).
    void setButtons(std::uint8_t raw) { buttons_ = raw; }
    EmulatorSnapshot snapshot() const;

private:
    PtyEmulator(int master, int slave, std::string port);
    void run();

    std::uint32_t nowMs() override;
    std::size_t readSerial(std::uint8_t* out, std::size_t capacity) override;
    void writeSerial(const std::uint8_t* data, std::size_t size) override;
    void showLeds(const Rgb* pixels, std::size_t count) override;
    std::uint8_t readButtons() override { return buttons_; }
    void setTone(std::uint16_t hz) override;
    void kickWatchdog() override {}
    ResetCause resetCause() override { return resetCause_; }
    void hang() override { hung_ = true; }

    int master_;
    int slave_;  // kept open so the pty survives clients coming and going
    std::string port_;
    std::chrono::steady_clock::time_point epoch_;
    std::atomic<std::uint8_t> buttons_{0};
    std::atomic<bool> stop_{false};
    bool hung_ = false;
    ResetCause resetCause_ = ResetCause::PowerOn;
    mutable std::mutex mutex_;
    EmulatorSnapshot snapshot_;
    std::thread thread_;
};

}  // namespace carc::rig
