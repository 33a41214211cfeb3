#pragma once
// Running `carc` from tests: exit code, stdout and stderr of one command line.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <sys/wait.h>

namespace carc::calibration::testing {

struct CliRun {
    int exitCode = -1;
    std::string out, err;
};

inline std::string readAll(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// `args` is appended to the carc path as is (quote what needs it).
inline CliRun runCarc(const std::string& args, const std::filesystem::path& scratch) {
    const auto out = scratch / "stdout.txt", err = scratch / "stderr.txt";
    const std::string line = std::string(CARC_CLI) + " " + args + " >" + out.string() + " 2>" + err.string();
    const int status = std::system(line.c_str());
    CliRun run;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.out = readAll(out);
    run.err = readAll(err);
    return run;
}

// A fresh empty folder under the system temp dir, named after the test.
inline std::filesystem::path scratchDir(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() / ("carc_calibration_" + name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

}  // namespace carc::calibration::testing
