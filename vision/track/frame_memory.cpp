#include "vision/track/frame_memory.hpp"

#include <malloc.h>

namespace carc::vision {

void keepFrameBuffersInTheHeap() {
    constexpr int kMostMmapThreshold = 32 << 20;  // glibc's ceiling on 64-bit
    constexpr int kTrimThreshold = 1 << 30;
    mallopt(M_MMAP_THRESHOLD, kMostMmapThreshold);
    mallopt(M_TRIM_THRESHOLD, kTrimThreshold);
}

}  // namespace carc::vision
