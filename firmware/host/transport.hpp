#pragma once
// A byte pipe to the rig: a serial port in the product, a pty or an in-process pipe
// in tests. Errors are values: a read error means the rig is gone (unplugged).
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/expected.hpp"

namespace carc::rig {

class Transport {
public:
    virtual ~Transport() = default;
    virtual Status write(const std::uint8_t* data, std::size_t size) = 0;
    // Waits up to `timeoutMs` (0 = just look) for bytes. Returns how many were read
    // (0 on timeout), or an error when the other end has gone.
    virtual Expected<std::size_t> read(std::uint8_t* out, std::size_t capacity, int timeoutMs) = 0;
    virtual std::string name() const = 0;
};

}  // namespace carc::rig
