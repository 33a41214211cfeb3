// settleAndReadCameraSettings with libcamera: run on automatic, read what it settled on.
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>

#include <libcamera/libcamera.h>

#include "calibration/camera_controls.hpp"

namespace carc::calibration {

namespace {

using namespace std::chrono_literals;

// Counts completed requests and keeps the latest metadata; requeues each request.
class Settler {
public:
    explicit Settler(std::shared_ptr<libcamera::Camera> camera) : camera_(std::move(camera)) {}

    void onCompleted(libcamera::Request* request) {
        if (request->status() == libcamera::Request::RequestCancelled) return;
        {
            std::lock_guard lock(mutex_);
            latest_ = request->metadata();
            ++completed_;
        }
        ready_.notify_all();
        request->reuse(libcamera::Request::ReuseBuffers);
        camera_->queueRequest(request);
    }

    // Waits until `frames` requests completed (or a timeout); the latest metadata.
    bool waitFor(int frames, libcamera::ControlList& metadata) {
        std::unique_lock lock(mutex_);
        if (!ready_.wait_for(lock, 10s, [&] { return completed_ >= frames; })) return false;
        metadata = latest_;
        return true;
    }

private:
    std::shared_ptr<libcamera::Camera> camera_;
    std::mutex mutex_;
    std::condition_variable ready_;
    libcamera::ControlList latest_;
    int completed_ = 0;
};

Expected<LockedCameraSettings> settle(const std::shared_ptr<libcamera::Camera>& camera, int frames) {
    std::unique_ptr<libcamera::CameraConfiguration> config = camera->generateConfiguration({libcamera::StreamRole::Viewfinder});
    if (!config || config->validate() == libcamera::CameraConfiguration::Invalid || camera->configure(config.get()) != 0)
        return Error{"libcamera: configuring the camera failed"};
    libcamera::Stream* stream = config->at(0).stream();
    libcamera::FrameBufferAllocator allocator(camera);
    if (allocator.allocate(stream) < 0) return Error{"libcamera: cannot allocate frame buffers"};
    std::vector<std::unique_ptr<libcamera::Request>> requests;
    for (const auto& buffer : allocator.buffers(stream)) {
        std::unique_ptr<libcamera::Request> request = camera->createRequest();
        if (!request || request->addBuffer(stream, buffer.get()) != 0) return Error{"libcamera: cannot create a request"};
        // Automatic exposure and white balance while settling.
        request->controls().set(libcamera::controls::AeEnable, true);
        request->controls().set(libcamera::controls::AwbEnable, true);
        requests.push_back(std::move(request));
    }
    Settler settler(camera);
    camera->requestCompleted.connect(&settler, &Settler::onCompleted);
    if (camera->start() != 0) return Error{"libcamera: the camera did not start"};
    for (auto& request : requests) camera->queueRequest(request.get());
    libcamera::ControlList metadata;
    const bool settled = settler.waitFor(frames, metadata);
    camera->stop();
    camera->requestCompleted.disconnect(&settler);
    if (!settled) return Error{"libcamera: no frames from the camera within 10 s"};
    const auto exposure = metadata.get(libcamera::controls::ExposureTime);
    const auto gain = metadata.get(libcamera::controls::AnalogueGain);
    const auto colour = metadata.get(libcamera::controls::ColourGains);
    if (!exposure || !gain) return Error{"libcamera: the camera reports no ExposureTime/AnalogueGain (no automatic exposure to lock)"};
    LockedCameraSettings s;
    s.camera = camera->id();
    s.exposureUs = *exposure;
    s.analogueGain = *gain;
    if (colour) {
        s.redGain = (*colour)[0];
        s.blueGain = (*colour)[1];
    }
    return s;
}

}  // namespace

Expected<LockedCameraSettings> settleAndReadCameraSettings(int index, int settleFrames) {
    libcamera::CameraManager manager;
    if (manager.start() != 0) return Error{"libcamera: the camera manager did not start"};
    Expected<LockedCameraSettings> result = Error{"libcamera: no camera found; exposure and white balance not locked"};
    {
        const auto cameras = manager.cameras();
        if (index >= 0 && index < static_cast<int>(cameras.size())) {
            const std::shared_ptr<libcamera::Camera> camera = cameras[static_cast<size_t>(index)];
            if (camera->acquire() != 0) {
                result = Error{"libcamera: camera " + std::to_string(index) + " is in use by another program"};
            } else {
                result = settle(camera, settleFrames);
                camera->release();
            }
        } else if (!cameras.empty()) {
            result = Error{"libcamera: no camera " + std::to_string(index) + " (" + std::to_string(cameras.size()) + " found)"};
        }
    }
    manager.stop();
    return result;
}

}  // namespace carc::calibration
