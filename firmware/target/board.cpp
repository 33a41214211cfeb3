#include "firmware/target/board.hpp"

#include "firmware/core/ws2812.hpp"
#include "firmware/target/regs.hpp"

using namespace carc::rig::stm32;

namespace carc::rig::board {
namespace {

// Bounded waits: a real chip answers in microseconds; QEMU leaves some registers at 0.
constexpr std::uint32_t kSpinLimit = 200000;

template <class Ready>
bool waitFor(Ready ready) {
    for (std::uint32_t i = 0; i < kSpinLimit; ++i)
        if (ready()) return true;
    return false;
}

// Milliseconds since reset (SysTick) and the last watchdog kick, shared with the ISRs.
volatile std::uint32_t g_ms = 0;
volatile std::uint32_t g_lastKickMs = 0;
// The IWDG cannot be stopped once started and needs no interrupts; this second,
// SysTick-based watchdog also works where the emulator has no IWDG (docs/firmware.md).
constexpr std::uint32_t kSoftWatchdogMs = 500;

// UART receive ring, filled by the RXNE interrupt; bytes are dropped when full.
constexpr std::size_t kRxSize = 512;
volatile std::uint8_t g_rx[kRxSize];
volatile std::size_t g_rxHead = 0;  // written by the ISR
volatile std::size_t g_rxTail = 0;  // written by the main loop

// Reset reason kept in RAM the startup code does not clear.
constexpr std::uint32_t kResetMagic = 0xCA2C0FFE;
struct ResetNote {
    std::uint32_t magic;
    std::uint32_t cause;
};
__attribute__((section(".noinit"))) ResetNote g_resetNote;

void setPinMode(std::uintptr_t port, unsigned pin, std::uint32_t mode, std::uint32_t pull) {
    reg(port + GPIO_MODER) = (reg(port + GPIO_MODER) & ~(3u << (2 * pin))) | (mode << (2 * pin));
    reg(port + GPIO_PUPDR) = (reg(port + GPIO_PUPDR) & ~(3u << (2 * pin))) | (pull << (2 * pin));
}

void setAlternate(std::uintptr_t port, unsigned pin, std::uint32_t af) {
    setPinMode(port, pin, 2, 0);
    reg(port + GPIO_OSPEEDR) |= 2u << (2 * pin);
    const std::uintptr_t afr = port + (pin < 8 ? GPIO_AFRL : GPIO_AFRH);
    const unsigned shift = 4 * (pin % 8);
    reg(afr) = (reg(afr) & ~(0xFu << shift)) | (af << shift);
}

}  // namespace

void resetNow(ResetCause cause) {
    g_resetNote = {kResetMagic, static_cast<std::uint32_t>(cause)};
    __asm volatile("dsb");
    reg(SCB_AIRCR) = (0x5FAu << 16) | (1u << 2);  // VECTKEY | SYSRESETREQ
    __asm volatile("dsb");
    for (;;) __asm volatile("nop");
}

void Board::init() {
    readResetCause();
    initClock();
    reg(RCC_AHB1ENR) |= (1u << 0) | (1u << 1) | (1u << 2);  // GPIOA, GPIOB, GPIOC
    reg(RCC_APB2ENR) |= (1u << 4) | (1u << 12);              // USART1, SPI1
    reg(RCC_APB1ENR) |= (1u << 1);                           // TIM3
    initUart();
    initSpi();
    initBuzzer();
    initButtons();
    // 1 ms SysTick from the core clock; lowest urgency below faults but above the loop.
    reg(SYST_RVR) = sysclkHz_ / 1000 - 1;
    reg(SYST_CVR) = 0;
    reg(SYST_CSR) = 0b111;  // processor clock, interrupt, enable
    initWatchdog();
}

void Board::readResetCause() {
    const std::uint32_t csr = reg(RCC_CSR);
    if (g_resetNote.magic == kResetMagic)
        resetCause_ = static_cast<ResetCause>(g_resetNote.cause);
    else if (csr & (RCC_CSR_IWDGRSTF | RCC_CSR_WWDGRSTF))
        resetCause_ = ResetCause::Watchdog;
    else if (csr & RCC_CSR_SFTRSTF)
        resetCause_ = ResetCause::Software;
    else
        resetCause_ = ResetCause::PowerOn;
    g_resetNote.magic = 0;
    reg(RCC_CSR) = csr | RCC_CSR_RMVF;
}

void Board::initClock() {
    // A real chip always reports the internal oscillator ready. All-zero RCC registers
    // mean an emulator without a clock model: QEMU's netduinoplus2 runs its core (and
    // SysTick) at 168 MHz whatever we program, so count time at that rate.
    if (!(reg(RCC_CR) & RCC_CR_HSIRDY)) {
        sysclkHz_ = 168000000;
        apb1TimerHz_ = 84000000;
        apb2Hz_ = 84000000;
        return;
    }
    // 8 MHz crystal -> PLL: /8 *336 /2 = 168 MHz, /7 = 48 MHz for USB.
    reg(RCC_CR) |= RCC_CR_HSEON;
    if (!waitFor([] { return (reg(RCC_CR) & RCC_CR_HSERDY) != 0; })) return;  // no crystal: stay on HSI 16 MHz
    reg(RCC_PLLCFGR) = 8u | (336u << 6) | (0u << 16) | (1u << 22) | (7u << 24);
    reg(RCC_CR) |= RCC_CR_PLLON;
    if (!waitFor([] { return (reg(RCC_CR) & RCC_CR_PLLRDY) != 0; })) return;
    reg(FLASH_ACR) = 5u | (1u << 8) | (1u << 9) | (1u << 10);  // 5 wait states, prefetch, caches
    reg(RCC_CFGR) = (5u << 10) | (4u << 13) | 2u;             // APB1 /4, APB2 /2, PLL as SYSCLK
    if (!waitFor([] { return ((reg(RCC_CFGR) >> 2) & 3u) == 2u; })) return;
    sysclkHz_ = 168000000;
    apb1TimerHz_ = 84000000;  // APB1 42 MHz, timers run at twice that
    apb2Hz_ = 84000000;
}

void Board::initUart() {
    setAlternate(GPIOA, 9, 7);
    setAlternate(GPIOA, 10, 7);
    reg(USART1 + USART_BRR) = (apb2Hz_ + 115200 / 2) / 115200;
    reg(USART1 + USART_CR1) = USART_CR1_UE | USART_CR1_TE | USART_CR1_RE | USART_CR1_RXNEIE;
    reg(NVIC_ISER0 + 4 * (USART1_IRQ / 32)) = 1u << (USART1_IRQ % 32);
}

void Board::initSpi() {
    setAlternate(GPIOA, 7, 5);
    // Master, software NSS, baud = APB2 / 32 (2.6 MHz: 0.38 us per SPI bit), MSB first.
    reg(SPI1 + SPI_CR1) = (1u << 2) | (4u << 3) | (1u << 8) | (1u << 9) | (1u << 6);
}

void Board::initBuzzer() {
    setAlternate(GPIOB, 4, 2);
    reg(TIM3 + TIM_PSC) = apb1TimerHz_ / 1000000 - 1;  // 1 MHz count
    reg(TIM3 + TIM_CCMR1) = (6u << 4) | (1u << 3);     // PWM mode 1, preload
    reg(TIM3 + TIM_CCR1) = 0;
    reg(TIM3 + TIM_CR1) = (1u << 7) | 1u;  // auto-reload preload, enable
}

void Board::initButtons() {
    setPinMode(GPIOC, 0, 0, 2);  // input, pull-down
    setPinMode(GPIOC, 1, 0, 2);
}

void Board::initWatchdog() {
    reg(IWDG_KR) = 0xCCCC;  // start (from now on it cannot be stopped)
    reg(IWDG_KR) = 0x5555;  // unlock PR/RLR
    reg(IWDG_PR) = 4;       // LSI / 64 = 500 Hz
    reg(IWDG_RLR) = 500;    // about 1 s
    waitFor([] { return reg(IWDG_SR) == 0; });
    kickWatchdog();
}

std::uint32_t Board::nowMs() { return g_ms; }

std::size_t Board::readSerial(std::uint8_t* out, std::size_t capacity) {
    std::size_t n = 0;
    std::size_t tail = g_rxTail;
    const std::size_t head = g_rxHead;
    while (n < capacity && tail != head) {
        out[n++] = g_rx[tail];
        tail = (tail + 1) % kRxSize;
    }
    g_rxTail = tail;
    return n;
}

void Board::writeSerial(const std::uint8_t* data, std::size_t size) {
    for (std::size_t i = 0; i < size; ++i) {
        if (!waitFor([] { return (reg(USART1 + USART_SR) & USART_SR_TXE) != 0; })) return;
        reg(USART1 + USART_DR) = data[i];
    }
}

void Board::showLeds(const Rgb* pixels, std::size_t count) {
    LedFrame frame{};
    for (std::size_t i = 0; i < count && i < frame.size(); ++i) frame[i] = pixels[i];
    std::array<std::uint8_t, kWs2812BufferSize> bytes{};
    encodeWs2812(frame, bytes);
    // ~0.5 ms of polled SPI; UART bytes keep arriving through their interrupt meanwhile.
    reg(SPI1 + SPI_CR1) |= 1u << 6;
    for (std::uint8_t byte : bytes) {
        if (!waitFor([] { return (reg(SPI1 + SPI_SR) & SPI_SR_TXE) != 0; })) return;
        reg(SPI1 + SPI_DR) = byte;
    }
    waitFor([] { return (reg(SPI1 + SPI_SR) & SPI_SR_BSY) == 0; });
}

std::uint8_t Board::readButtons() { return static_cast<std::uint8_t>(reg(GPIOC + GPIO_IDR) & 0x3u); }

void Board::setTone(std::uint16_t hz) {
    if (hz == 0) {
        reg(TIM3 + TIM_CCER) = 0;
        return;
    }
    const std::uint32_t period = 1000000u / hz;
    reg(TIM3 + TIM_ARR) = period - 1;
    reg(TIM3 + TIM_CCR1) = period / 2;
    reg(TIM3 + TIM_EGR) = 1;   // load the new period now
    reg(TIM3 + TIM_CCER) = 1;  // CC1 output on
}

void Board::kickWatchdog() {
    g_lastKickMs = g_ms;
    reg(IWDG_KR) = 0xAAAA;
}

void Board::hang() {
    for (;;) __asm volatile("nop");
}

}  // namespace carc::rig::board

extern "C" void SysTick_Handler() {
    using namespace carc::rig::board;
    g_ms = g_ms + 1;
    if (g_ms - g_lastKickMs > kSoftWatchdogMs) resetNow(carc::rig::ResetCause::Watchdog);
}

extern "C" void USART1_IRQHandler() {
    using namespace carc::rig::board;
    const std::uint32_t sr = reg(USART1 + USART_SR);
    if (sr & (USART_SR_RXNE | USART_SR_ORE)) {
        const auto byte = static_cast<std::uint8_t>(reg(USART1 + USART_DR));  // also clears ORE
        const std::size_t next = (g_rxHead + 1) % kRxSize;
        if (next != g_rxTail) {
            g_rx[g_rxHead] = byte;
            g_rxHead = next;
        }
    }
}
