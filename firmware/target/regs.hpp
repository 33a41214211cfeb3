#pragma once
// The few STM32F405 / Cortex-M4 registers the rig firmware touches (RM0090, PM0214).
// No vendor SDK: addresses are written out here, one constant per register.
#include <cstdint>

namespace carc::rig::stm32 {

inline volatile std::uint32_t& reg(std::uintptr_t address) { return *reinterpret_cast<volatile std::uint32_t*>(address); }

// Reset and clock control
inline constexpr std::uintptr_t RCC = 0x40023800;
inline constexpr std::uintptr_t RCC_CR = RCC + 0x00;
inline constexpr std::uintptr_t RCC_PLLCFGR = RCC + 0x04;
inline constexpr std::uintptr_t RCC_CFGR = RCC + 0x08;
inline constexpr std::uintptr_t RCC_AHB1ENR = RCC + 0x30;
inline constexpr std::uintptr_t RCC_APB1ENR = RCC + 0x40;
inline constexpr std::uintptr_t RCC_APB2ENR = RCC + 0x44;
inline constexpr std::uintptr_t RCC_CSR = RCC + 0x74;
inline constexpr std::uint32_t RCC_CR_HSIRDY = 1u << 1;
inline constexpr std::uint32_t RCC_CR_HSEON = 1u << 16;
inline constexpr std::uint32_t RCC_CR_HSERDY = 1u << 17;
inline constexpr std::uint32_t RCC_CR_PLLON = 1u << 24;
inline constexpr std::uint32_t RCC_CR_PLLRDY = 1u << 25;
inline constexpr std::uint32_t RCC_CSR_RMVF = 1u << 24;
inline constexpr std::uint32_t RCC_CSR_SFTRSTF = 1u << 28;
inline constexpr std::uint32_t RCC_CSR_IWDGRSTF = 1u << 29;
inline constexpr std::uint32_t RCC_CSR_WWDGRSTF = 1u << 30;

inline constexpr std::uintptr_t FLASH_ACR = 0x40023C00;

// GPIO ports
inline constexpr std::uintptr_t GPIOA = 0x40020000;
inline constexpr std::uintptr_t GPIOB = 0x40020400;
inline constexpr std::uintptr_t GPIOC = 0x40020800;
inline constexpr std::uintptr_t GPIO_MODER = 0x00;
inline constexpr std::uintptr_t GPIO_OSPEEDR = 0x08;
inline constexpr std::uintptr_t GPIO_PUPDR = 0x0C;
inline constexpr std::uintptr_t GPIO_IDR = 0x10;
inline constexpr std::uintptr_t GPIO_AFRL = 0x20;
inline constexpr std::uintptr_t GPIO_AFRH = 0x24;

// USART1 (APB2): the link to the Pi
inline constexpr std::uintptr_t USART1 = 0x40011000;
inline constexpr std::uintptr_t USART_SR = 0x00;
inline constexpr std::uintptr_t USART_DR = 0x04;
inline constexpr std::uintptr_t USART_BRR = 0x08;
inline constexpr std::uintptr_t USART_CR1 = 0x0C;
inline constexpr std::uint32_t USART_SR_ORE = 1u << 3;
inline constexpr std::uint32_t USART_SR_RXNE = 1u << 5;
inline constexpr std::uint32_t USART_SR_TXE = 1u << 7;
inline constexpr std::uint32_t USART_CR1_RE = 1u << 2;
inline constexpr std::uint32_t USART_CR1_TE = 1u << 3;
inline constexpr std::uint32_t USART_CR1_RXNEIE = 1u << 5;
inline constexpr std::uint32_t USART_CR1_UE = 1u << 13;
inline constexpr unsigned USART1_IRQ = 37;

// SPI1 (APB2): WS2812 data on MOSI
inline constexpr std::uintptr_t SPI1 = 0x40013000;
inline constexpr std::uintptr_t SPI_CR1 = 0x00;
inline constexpr std::uintptr_t SPI_SR = 0x08;
inline constexpr std::uintptr_t SPI_DR = 0x0C;
inline constexpr std::uint32_t SPI_SR_TXE = 1u << 1;
inline constexpr std::uint32_t SPI_SR_BSY = 1u << 7;

// TIM3 (APB1): buzzer PWM on channel 1
inline constexpr std::uintptr_t TIM3 = 0x40000400;
inline constexpr std::uintptr_t TIM_CR1 = 0x00;
inline constexpr std::uintptr_t TIM_EGR = 0x14;
inline constexpr std::uintptr_t TIM_CCMR1 = 0x18;
inline constexpr std::uintptr_t TIM_CCER = 0x20;
inline constexpr std::uintptr_t TIM_PSC = 0x28;
inline constexpr std::uintptr_t TIM_ARR = 0x2C;
inline constexpr std::uintptr_t TIM_CCR1 = 0x34;

// Independent watchdog (LSI 32 kHz)
inline constexpr std::uintptr_t IWDG = 0x40003000;
inline constexpr std::uintptr_t IWDG_KR = IWDG + 0x00;
inline constexpr std::uintptr_t IWDG_PR = IWDG + 0x04;
inline constexpr std::uintptr_t IWDG_RLR = IWDG + 0x08;
inline constexpr std::uintptr_t IWDG_SR = IWDG + 0x0C;

// Cortex-M4 core
inline constexpr std::uintptr_t SYST_CSR = 0xE000E010;
inline constexpr std::uintptr_t SYST_RVR = 0xE000E014;
inline constexpr std::uintptr_t SYST_CVR = 0xE000E018;
inline constexpr std::uintptr_t NVIC_ISER0 = 0xE000E100;
inline constexpr std::uintptr_t SCB_AIRCR = 0xE000ED0C;
inline constexpr std::uintptr_t SCB_SHPR3 = 0xE000ED20;
inline constexpr std::uintptr_t SCB_CPACR = 0xE000ED88;

}  // namespace carc::rig::stm32
