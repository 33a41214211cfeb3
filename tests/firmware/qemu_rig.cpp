#include "tests/firmware/qemu_rig.hpp"

#include <csignal>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace carc::rig::test {
namespace {

// In the child between fork and exec: only async-signal-safe calls.
[[noreturn]] void execQemu(const std::vector<std::string>& args, const std::string& logPath) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // a test killed by ctest's timeout takes QEMU with it
    const int in = ::open("/dev/null", O_RDONLY);
    const int log = ::open(logPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in >= 0) ::dup2(in, STDIN_FILENO);
    if (log >= 0) {
        ::dup2(log, STDOUT_FILENO);
        ::dup2(log, STDERR_FILENO);
    }
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
}

}  // namespace

Expected<std::unique_ptr<QemuRig>> QemuRig::boot(const std::string& qemu, const std::string& elf,
                                                 std::chrono::milliseconds timeout) {
    std::string pattern = (std::filesystem::temp_directory_path() / "carc-qemu-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) return Error{"cannot make a temporary folder for QEMU"};
    const std::filesystem::path dir = pattern;
    const std::string socket = (dir / "uart.sock").string();
    const std::string logPath = (dir / "qemu.log").string();
    const std::vector<std::string> args = {
        qemu, "-M", "netduinoplus2", "-nodefaults", "-display", "none",
        // USART1 = serial0 on this board; wait=on: the CPU starts once we are connected.
        "-chardev", "socket,id=uart,path=" + socket + ",server=on,wait=on", "-serial", "chardev:uart",
        "-kernel", elf};
    const pid_t pid = ::fork();
    if (pid < 0) return Error{"fork failed"};
    if (pid == 0) execQemu(args, logPath);
    std::unique_ptr<QemuRig> rig(new QemuRig(pid, dir));

    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        int status = 0;
        if (::waitpid(pid, &status, WNOHANG) == pid) {
            rig->pid_ = -1;
            return Error{"QEMU exited at start: " + rig->log()};
        }
        if (std::filesystem::exists(socket)) {
            auto serial = SocketTransport::connect(socket);
            if (serial) {
                rig->serial_ = std::move(*serial);
                return rig;
            }
        }
        if (std::chrono::steady_clock::now() > deadline)
            return Error{"QEMU did not open its serial socket in time: " + rig->log()};
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

QemuRig::~QemuRig() {
    serial_.reset();
    if (pid_ > 0) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
}

std::string QemuRig::log() const {
    std::ifstream in(dir_ / "qemu.log");
    return {std::istreambuf_iterator<char>(in), {}};
}

}  // namespace carc::rig::test
