#include "engine/records/frame_files.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <openssl/evp.h>
#include <unistd.h>

namespace carc::records {
namespace {

Status writeAll(int fd, std::span<const std::uint8_t> bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return Error{std::strerror(errno)};
        done += static_cast<std::size_t>(n);
    }
    return {};
}

Status syncFolder(const std::string& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return Error{folder + ": " + std::strerror(errno)};
    const int rc = ::fsync(fd);
    ::close(fd);
    if (rc != 0) return Error{folder + ": fsync: " + std::strerror(errno)};
    return {};
}

}  // namespace

std::string sha256Hex(std::span<const std::uint8_t> bytes) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr);
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (unsigned int i = 0; i < length; ++i) {
        out += hex[digest[i] >> 4];
        out += hex[digest[i] & 15];
    }
    return out;
}

std::string FrameFiles::pathOf(const std::string& hash) const { return folder_ + "/" + hash + ".jpg"; }

Expected<std::string> FrameFiles::store(std::span<const std::uint8_t> jpeg) const {
    const std::string hash = sha256Hex(jpeg);
    const std::string final = pathOf(hash);
    std::error_code ec;
    if (std::filesystem::exists(final, ec)) return hash;
    std::filesystem::create_directories(folder_, ec);
    if (ec) return Error{folder_ + ": cannot create: " + ec.message()};
    const std::string temp = final + ".tmp" + std::to_string(::getpid());
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return Error{temp + ": " + std::strerror(errno)};
    Status written = writeAll(fd, jpeg);
    if (written && ::fsync(fd) != 0) written = Error{std::string("fsync: ") + std::strerror(errno)};
    ::close(fd);
    if (!written || ::rename(temp.c_str(), final.c_str()) != 0) {
        ::unlink(temp.c_str());
        return Error{final + ": cannot write frame: " + (written ? std::strerror(errno) : written.error())};
    }
    if (auto s = syncFolder(folder_); !s) return Error{s.error()};
    return hash;
}

}  // namespace carc::records
