#pragma once
// How the process keeps the memory of frame-sized images (the tracker asks for it).

namespace carc::vision {

// A still frame with a change allocates and frees images of megabytes (the table's
// view, its relit copy, the light's gain field over the board). glibc hands such
// blocks back to the kernel when they are freed (mmap above its threshold, and the
// heap's top trimmed), and every frame then pays a page fault per 4 KB to touch them
// again: late in a game, relighting the board took 50-140 ms of a new tile's frame on
// this project's virtual machine, 8 ms with the blocks kept in the heap and reused
// (a whole six-player game with both expansions, one core: 22 ms a frame in the
// tracker, 14 ms kept). The process keeps its peak heap
// (some hundred MB). Process-wide and idempotent.
void keepFrameBuffersInTheHeap();

}  // namespace carc::vision
