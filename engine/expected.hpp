#pragma once
// A value or the reason there is none. Errors at the engine's boundaries (tile data,
// moves, saved games) are values with a human-readable reason, never exceptions
// escaping into the app. Both are [[nodiscard]]: a dropped result is a dropped error.
#include <string>
#include <utility>
#include <variant>

namespace carc {

struct Error {
    std::string reason;
};

template <class T>
class [[nodiscard]] Expected {
public:
    // By reference: a large T (Game) is moved once, not twice.
    Expected(T&& value) : v_(std::move(value)) {}
    Expected(const T& value) : v_(value) {}
    Expected(Error error) : v_(std::move(error)) {}

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& value() { return std::get<0>(v_); }
    const T& value() const { return std::get<0>(v_); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    const std::string& error() const { return std::get<1>(v_).reason; }

private:
    std::variant<T, Error> v_;
};

// For operations that return nothing but may fail.
class [[nodiscard]] Status {
public:
    Status() = default;
    Status(Error error) : reason_(std::move(error.reason)), failed_(true) {}
    bool ok() const { return !failed_; }
    explicit operator bool() const { return ok(); }
    const std::string& error() const { return reason_; }

private:
    std::string reason_;
    bool failed_ = false;
};

}  // namespace carc
