// Reset entry and vector table for the STM32F405: copy .data, zero .bss, switch the
// FPU on, run static constructors, run the firmware. Unused interrupts share one handler.
#include <cstdint>

#include "firmware/target/board.hpp"
#include "firmware/target/regs.hpp"

extern "C" {
extern std::uint32_t _sidata, _sdata, _edata, _sbss, _ebss, _estack;
extern void (*__init_array_start[])();
extern void (*__init_array_end[])();
[[noreturn]] void firmware_main();  // main.cpp (not main(): ISO C++ forbids calling main)

[[noreturn]] void Reset_Handler();
void SysTick_Handler();
void USART1_IRQHandler();

// A fault or a stray interrupt: restart rather than sit dead on the table.
[[noreturn]] void Fault_Handler() { carc::rig::board::resetNow(carc::rig::ResetCause::Other); }
}

void Reset_Handler() {
    std::uint32_t* src = &_sidata;
    for (std::uint32_t* dst = &_sdata; dst < &_edata;) *dst++ = *src++;
    for (std::uint32_t* dst = &_sbss; dst < &_ebss;) *dst++ = 0;
    carc::rig::stm32::reg(carc::rig::stm32::SCB_CPACR) |= 0xFu << 20;  // CP10, CP11: full FPU access
    __asm volatile("dsb\n isb");
    for (auto* ctor = __init_array_start; ctor != __init_array_end; ++ctor) (*ctor)();
    firmware_main();
}

namespace {

using Vector = void (*)();
constexpr unsigned kCoreVectors = 16;
constexpr unsigned kIrqVectors = 82;  // STM32F405: IRQ 0..81

struct VectorTable {
    std::uint32_t* stack;
    Vector core[kCoreVectors - 1];
    Vector irq[kIrqVectors];
};

constexpr VectorTable makeTable() {
    VectorTable table{&_estack, {}, {}};
    for (auto& v : table.core) v = Fault_Handler;
    for (auto& v : table.irq) v = Fault_Handler;
    table.core[0] = Reset_Handler;
    table.core[15 - 1] = SysTick_Handler;
    table.irq[carc::rig::stm32::USART1_IRQ] = USART1_IRQHandler;
    // SVCall, PendSV and the reserved slots are never raised; a fault handler is fine there.
    return table;
}

}  // namespace

__attribute__((section(".isr_vector"), used)) const VectorTable kVectorTable = makeTable();
