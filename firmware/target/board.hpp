#pragma once
// The rig board: STM32F405 with USART1 (PA9 TX, PA10 RX, 115200 8N1) to the Pi,
// SPI1 MOSI (PA7) to the WS2812 ring, TIM3 CH1 (PB4) PWM to the buzzer, buttons on
// PC0 (turn done) and PC1 (undo) switching to 3.3 V (internal pull-downs), IWDG.
// Board implements the portable core's Hal (firmware/core/hal.hpp).
#include <cstddef>
#include <cstdint>

#include "firmware/core/hal.hpp"

namespace carc::rig::board {

// Reset immediately, remembering why for the next boot's hello.
[[noreturn]] void resetNow(ResetCause cause);

class Board final : public Hal {
public:
    // Clocks, pins, peripherals, SysTick, watchdog. Never hangs on a peripheral that
    // does not answer (QEMU models only part of the chip): every wait has a bound.
    void init();

    std::uint32_t nowMs() override;
    std::size_t readSerial(std::uint8_t* out, std::size_t capacity) override;
    void writeSerial(const std::uint8_t* data, std::size_t size) override;
    void showLeds(const Rgb* pixels, std::size_t count) override;
    std::uint8_t readButtons() override;
    void setTone(std::uint16_t hz) override;
    void kickWatchdog() override;
    ResetCause resetCause() override { return resetCause_; }
    [[noreturn]] void hang() override;

    std::uint32_t sysclkHz() const { return sysclkHz_; }

private:
    void initClock();
    void initUart();
    void initSpi();
    void initBuzzer();
    void initButtons();
    void initWatchdog();
    void readResetCause();

    std::uint32_t sysclkHz_ = 16000000;
    std::uint32_t apb1TimerHz_ = 16000000;
    std::uint32_t apb2Hz_ = 16000000;
    ResetCause resetCause_ = ResetCause::PowerOn;
};

}  // namespace carc::rig::board
