#pragma once
// Runs a command line in a shell for tests of whole programs (the `carc` CLI):
// exit code, stdout and stderr.
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace carc::test {

struct CommandResult {
    int exitCode = -1;  // -1 when killed by a signal
    std::string out, err;
};

inline CommandResult runCommand(const std::string& command) {
    static int counter = 0;
    const std::filesystem::path errFile = std::filesystem::temp_directory_path() /
                                          ("carc_test_stderr_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    const std::string cmd = command + " 2>" + errFile.string();
    CommandResult r;
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) return r;
    std::array<char, 4096> buf{};
    size_t n;
    while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
    const int status = pclose(p);
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::ifstream e(errFile);
    r.err.assign(std::istreambuf_iterator<char>(e), {});
    std::filesystem::remove(errFile);
    return r;
}

}  // namespace carc::test
