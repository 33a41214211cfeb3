// carc_sim_bench: milliseconds per rendered 1280x960 frame on one core, with the full
// mess (hands, light, noise, blur), in order as `carc sim` renders them; and the same
// plus JPEG encoding. Run: carc_sim_bench --benchmark_repetitions=5
#include <benchmark/benchmark.h>
#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

#include "vision/sim/simulator.hpp"

namespace {

std::unique_ptr<carc::sim::Simulator> makeSim() {
    carc::sim::SimOptions o;
    o.seed = 7;
    o.colours = {"red", "blue", "green"};
    auto game = carc::sim::loadSimGame(o);
    return std::move(*carc::sim::Simulator::create(std::move(*game), o));
}

void renderFrames(benchmark::State& state, bool encode) {
    cv::setNumThreads(1);  // one core
    auto sim = makeSim();
    int i = 0;
    std::vector<uchar> jpeg;
    for (auto _ : state) {
        carc::sim::Frame f = sim->render(i);
        if (encode) cv::imencode(".jpg", f.image, jpeg, {cv::IMWRITE_JPEG_QUALITY, 85});
        benchmark::DoNotOptimize(f.image.data);
        i = (i + 1) % sim->frameCount();
        if (i == 0) sim = makeSim();  // back to the start: keep rendering in order
    }
    state.counters["frames"] = sim->frameCount();
}

void BM_RenderFrame(benchmark::State& state) { renderFrames(state, false); }
void BM_RenderAndEncodeFrame(benchmark::State& state) { renderFrames(state, true); }

}  // namespace

BENCHMARK(BM_RenderFrame)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK(BM_RenderAndEncodeFrame)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK_MAIN();
