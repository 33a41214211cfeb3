#pragma once
// What the `carc bench` commands report of their repeated runs: the median (the
// machines are noisy; one slow run must not move the figure).
#include <algorithm>
#include <vector>

namespace carc::cli {

inline double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

}  // namespace carc::cli
