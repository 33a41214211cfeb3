#include "vision/sources/libcamera_source.hpp"

#include <sys/mman.h>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>

#include <libcamera/libcamera.h>

namespace carc::vision {
namespace {

using namespace std::chrono_literals;

class LibcameraSource : public FrameSource {
public:
    ~LibcameraSource() override {
        if (started_) camera_->stop();
        if (camera_) {
            camera_->requestCompleted.disconnect(this);
            camera_->release();
        }
        for (auto& [fd, m] : maps_) munmap(m.first, m.second);
        requests_.clear();
        allocator_.reset();
        camera_.reset();
        if (manager_) manager_->stop();
    }

    static Expected<std::unique_ptr<FrameSource>> open(int index) {
        auto src = std::make_unique<LibcameraSource>();
        src->manager_ = std::make_unique<libcamera::CameraManager>();
        if (src->manager_->start() != 0) {
            src->manager_.reset();
            return Error{"libcamera: the camera manager did not start"};
        }
        const auto cameras = src->manager_->cameras();
        if (cameras.empty()) return Error{"libcamera: no camera found"};
        if (index < 0 || index >= static_cast<int>(cameras.size()))
            return Error{"libcamera: no camera " + std::to_string(index) + " (" + std::to_string(cameras.size()) +
                         " found)"};
        src->camera_ = cameras[static_cast<size_t>(index)];
        if (src->camera_->acquire() != 0) {
            src->camera_.reset();
            return Error{"libcamera: camera " + std::to_string(index) + " is in use by another program"};
        }
        if (auto s = src->configure(); !s) return Error{s.error()};
        return std::unique_ptr<FrameSource>(std::move(src));
    }

    FrameRead read() override {
        FrameRead r;
        r.index = index_++;
        libcamera::Request* done = nullptr;
        {
            std::unique_lock lock(mutex_);
            if (!ready_.wait_for(lock, 2s, [this] { return !completed_.empty(); })) {
                r.reason = "libcamera: no frame for 2 s, the camera stopped";
                return r;
            }
            done = completed_.front();
            completed_.pop_front();
        }
        if (done->status() == libcamera::Request::RequestCancelled) {
            r.reason = "libcamera: capture cancelled";
            return r;
        }
        const libcamera::FrameBuffer* buffer = done->buffers().begin()->second;
        const auto& plane = buffer->planes()[0];
        const auto it = maps_.find(plane.fd.get());
        if (it == maps_.end() || buffer->metadata().status != libcamera::FrameMetadata::FrameSuccess) {
            r.kind = FrameRead::Kind::Skipped;
            r.reason = "libcamera: frame " + std::to_string(r.index) + " incomplete";
        } else {
            const auto* base = static_cast<const uchar*>(it->second.first) + plane.offset;
            const cv::Mat view(size_, CV_8UC3, const_cast<uchar*>(base), stride_);
            r.kind = FrameRead::Kind::Frame;
            r.image = view.clone();
        }
        done->reuse(libcamera::Request::ReuseBuffers);
        camera_->queueRequest(done);
        return r;
    }

    std::string describe() const override {
        return "libcamera camera " + camera_->id() + " " + std::to_string(size_.width) + "x" + std::to_string(size_.height);
    }

private:
    Status configure() {
        config_ = camera_->generateConfiguration({libcamera::StreamRole::Viewfinder});
        if (!config_) return Error{"libcamera: the camera offers no viewfinder stream"};
        libcamera::StreamConfiguration& sc = config_->at(0);
        // libcamera's RGB888 is stored B, G, R: OpenCV's BGR.
        sc.pixelFormat = libcamera::formats::RGB888;
        sc.size = {1280, 960};
        if (config_->validate() == libcamera::CameraConfiguration::Invalid)
            return Error{"libcamera: no usable 24-bit colour configuration"};
        if (sc.pixelFormat != libcamera::formats::RGB888)
            return Error{"libcamera: the camera cannot deliver 24-bit BGR frames (" + sc.pixelFormat.toString() + ")"};
        if (camera_->configure(config_.get()) != 0) return Error{"libcamera: configuring the camera failed"};
        size_ = {static_cast<int>(sc.size.width), static_cast<int>(sc.size.height)};
        stride_ = sc.stride;
        libcamera::Stream* stream = sc.stream();
        allocator_ = std::make_unique<libcamera::FrameBufferAllocator>(camera_);
        if (allocator_->allocate(stream) < 0) return Error{"libcamera: cannot allocate frame buffers"};
        for (const auto& buffer : allocator_->buffers(stream)) {
            std::unique_ptr<libcamera::Request> req = camera_->createRequest();
            if (!req || req->addBuffer(stream, buffer.get()) != 0) return Error{"libcamera: cannot create a request"};
            const auto& plane = buffer->planes()[0];
            const int fd = plane.fd.get();
            if (!maps_.count(fd)) {
                const size_t length = plane.offset + plane.length;
                void* m = mmap(nullptr, length, PROT_READ, MAP_SHARED, fd, 0);
                if (m == MAP_FAILED) return Error{"libcamera: cannot map a frame buffer"};
                maps_[fd] = {m, length};
            }
            requests_.push_back(std::move(req));
        }
        camera_->requestCompleted.connect(this, &LibcameraSource::onCompleted);
        if (camera_->start() != 0) return Error{"libcamera: the camera did not start"};
        started_ = true;
        for (auto& req : requests_) camera_->queueRequest(req.get());
        return {};
    }

    // Called on libcamera's thread.
    void onCompleted(libcamera::Request* request) {
        {
            std::lock_guard lock(mutex_);
            completed_.push_back(request);
        }
        ready_.notify_one();
    }

    std::unique_ptr<libcamera::CameraManager> manager_;
    std::shared_ptr<libcamera::Camera> camera_;
    std::unique_ptr<libcamera::CameraConfiguration> config_;
    std::unique_ptr<libcamera::FrameBufferAllocator> allocator_;
    std::vector<std::unique_ptr<libcamera::Request>> requests_;
    std::map<int, std::pair<void*, size_t>> maps_;  // dmabuf fd -> mapping
    cv::Size size_;
    size_t stride_ = 0;
    bool started_ = false;
    int index_ = 0;
    std::mutex mutex_;
    std::condition_variable ready_;
    std::deque<libcamera::Request*> completed_;
};

}  // namespace

Expected<std::unique_ptr<FrameSource>> openLibcameraSource(int index) { return LibcameraSource::open(index); }

}  // namespace carc::vision
