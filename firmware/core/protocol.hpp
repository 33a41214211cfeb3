#pragma once
// The rig's serial protocol: message types and payload layouts shared by the firmware
// (firmware/core, firmware/target) and the host library (firmware/host). Wire format
// and rules are documented in docs/firmware.md; change both together.
#include <cstddef>
#include <cstdint>

namespace carc::rig {

// Bumped whenever a message changes meaning; hello tells both sides.
inline constexpr std::uint8_t kProtocolVersion = 1;
inline constexpr std::uint8_t kFirmwareMajor = 1;
inline constexpr std::uint8_t kFirmwareMinor = 0;

// Largest payload of one frame (the rest of a frame: type, seq, CRC-16).
inline constexpr std::size_t kMaxPayload = 32;

enum class MsgType : std::uint8_t {
    // host -> device (each answered by Ack, Nak or HelloReply)
    Hello = 0x01,       // {protocol version}
    Ping = 0x02,        // {} heartbeat
    SetLight = 0x10,    // {white level 0..255}
    SetPattern = 0x11,  // {pattern, r, g, b, period ms (u16 big-endian)}
    Beep = 0x12,        // {beep pattern}
    // Test only: not used by the app; they let tests reach what the emulator cannot.
    DebugPress = 0x70,  // {button, hold ms (u16 big-endian)}: injects a press into the debouncer
    DebugHang = 0x71,   // {}: the main loop stops; the watchdog must reset the board
    // both directions
    Ack = 0x80,         // {}: seq = seq of the acknowledged frame
    Nak = 0x81,         // {reason}: seq = seq of the refused frame (0 when unknown)
    // device -> host
    HelloReply = 0x82,  // {protocol, fw major, fw minor, led count, reset cause}
    Boot = 0x83,        // {reset cause}: sent once after every reset, not acknowledged
    Button = 0x90,      // {button, pressed 0/1}: host must Ack
};

enum class NakReason : std::uint8_t {
    BadFrame = 1,        // COBS, CRC or length error: the seq is unknown
    UnknownCommand = 2,
    BadPayload = 3,
    VersionMismatch = 4,
};

enum class Pattern : std::uint8_t {
    Off = 0,
    Solid = 1,    // the whole ring in the colour (the active player's colour)
    Spin = 2,     // one bright pixel with a tail running round once per period
    Pulse = 3,    // the whole ring breathing once per period
    Flash = 4,    // three on/off flashes (green: legal, red: illegal), then back to the previous pattern
    Waiting = 5,  // shown by the device itself while no host talks to it
};
inline constexpr std::uint8_t kPatternCount = 6;

enum class BeepPattern : std::uint8_t {
    Click = 0,    // short tick: button acknowledged
    Confirm = 1,  // rising two-tone: legal move scored
    Error = 2,    // low triple buzz: illegal move
    Attention = 3,  // long tone: people must answer a question on the screen
};
inline constexpr std::uint8_t kBeepPatternCount = 4;

enum class ResetCause : std::uint8_t { PowerOn = 0, Watchdog = 1, Software = 2, Other = 3 };

enum class Button : std::uint8_t { TurnDone = 0, Undo = 1 };
inline constexpr std::uint8_t kButtonCount = 2;

struct Rgb {
    std::uint8_t r = 0, g = 0, b = 0;
    friend bool operator==(const Rgb&, const Rgb&) = default;
};

}  // namespace carc::rig
