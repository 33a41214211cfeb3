// Every row of bad_inputs.txt is a bad input: `carc` must exit 2 with exactly one
// "carc: ..." line on stderr that names the culprit, never crash, and record nothing
// in a store it was asked to write.
//
// A row: NAME | RECIPE | ARGUMENTS | CULPRIT. The recipe makes the input {in} (a file or
// a folder) from a good one; the arguments and the culprit may use {in}, {db} (a fresh
// store path), {cam} and {table} (the good calibration files of a simulated game),
// {tiles} (../shared's tile scans; rows that use it skip without them) and {fixture}
// (a good .jcz), {sim} (the simulated game's frames). Recipes:
//   none                       nothing is made
//   text STRING                a file with STRING (C escapes \n \xNN)
//   jcz /ptr=JSON;/ptr=JSON    the good .jcz with JSON-pointer edits (JSON `DELETE` removes)
//   jcz-deep N                 the good .jcz with N nested objects inside a payload
//   store SQL                  a store holding the good .jcz, then SQL run on it
//   store-truncate N           that store cut to N bytes
//   store-frames-file          {in} is a store path whose "-frames" folder is a file
//   camera FIND=>REPLACE       the good camera.yaml with one text replacement (also table)
//   nest N                     a YAML file N brackets deep; big N: N bytes of YAML comments
//   image OP                   a good frame changed by OP (see makeImage)
//   frames OP,OP,...           a folder of frames 000000.jpg, ... made by image OPs
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <sqlite3.h>
#include <zlib.h>

#include "tests/records/temp_dir.hpp"
#include "tests/support/run_command.hpp"

namespace carc {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const std::string kCarc = CARC_CLI;
const std::string kTiles = std::string(CARC_SHARED_DIR) + "/tiles/c1-scans";
const std::string kFixture = std::string(CARC_FIXTURES) + "/seed_road4.jcz";

struct Row {
    int line = 0;
    std::string name, recipe, args, culprit;
};

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    const auto e = s.find_last_not_of(" \t");
    return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::vector<Row> loadRows() {
    std::ifstream in(CARC_BAD_INPUTS);
    std::vector<Row> rows;
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
        if (trim(line).empty() || trim(line)[0] == '#') continue;
        std::vector<std::string> cells;
        std::size_t at = 0;
        for (std::size_t bar; (bar = line.find(" | ", at)) != std::string::npos; at = bar + 3) cells.push_back(trim(line.substr(at, bar - at)));
        cells.push_back(trim(line.substr(at)));
        EXPECT_EQ(cells.size(), 4u) << "bad_inputs.txt:" << n << ": NAME | RECIPE | ARGUMENTS | CULPRIT";
        if (cells.size() == 4) rows.push_back({n, cells[0], cells[1], cells[2], cells[3]});
    }
    return rows;
}

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

void writeAll(const fs::path& p, const std::string& bytes) { std::ofstream(p, std::ios::binary) << bytes; }

std::string unescape(const std::string& s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 == s.size()) {
            out += s[i];
        } else if (s[i + 1] == 'n') {
            out += '\n';
            ++i;
        } else if (s[i + 1] == 'x' && i + 3 < s.size()) {
            out += static_cast<char>(std::stoi(s.substr(i + 2, 2), nullptr, 16));
            i += 3;
        } else {
            out += s[++i];
        }
    }
    return out;
}

std::string replaceAll(std::string text, const std::string& from, const std::string& to) {
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) text.replace(at, from.size(), to);
    return text;
}

// The good inputs every recipe starts from: one simulated turn (frames and calibration).
class BadInputs : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        good_ = new test::TempDir;
        const auto sim = test::runCommand(kCarc + " sim --out " + good_->file("sim") +
                                          " --seed 7 --players red,blue --turns 1 --mess none");
        ASSERT_EQ(sim.exitCode, 0) << sim.err;
    }
    static void TearDownTestSuite() {
        delete good_;
        good_ = nullptr;
    }
    static std::string sim(const std::string& name) { return good_->file("sim/" + name); }

    // One image made from the simulated frame 000001.jpg.
    //   good | small (half size) | half (the first half of the file) | cut:N (the first N bytes)
    //   empty | text | random:N (N random bytes behind a JPEG start marker) | marker (a bad marker
    //   inside the scan) | png-cut:N | png-crc (a CRC broken) | png-noiend | png-huge (2000000 px wide)
    static std::string makeImage(const std::string& op) {
        const std::string jpeg = readAll(sim("000001.jpg"));
        const cv::Mat picture = cv::imread(sim("000001.jpg"));
        auto png = [&](const cv::Mat& m) {
            std::vector<uchar> bytes;
            cv::imencode(".png", m, bytes);
            return std::string(bytes.begin(), bytes.end());
        };
        const auto colon = op.find(':');
        const std::string name = op.substr(0, colon);
        const std::size_t n = colon == std::string::npos ? 0 : std::stoul(op.substr(colon + 1));
        if (name == "good") return jpeg;
        if (name == "small") {
            cv::Mat half;
            cv::resize(picture, half, {}, 0.5, 0.5);
            std::vector<uchar> bytes;
            cv::imencode(".jpg", half, bytes);
            return {bytes.begin(), bytes.end()};
        }
        if (name == "half") return jpeg.substr(0, jpeg.size() / 2);
        if (name == "cut") return jpeg.substr(0, n);
        if (name == "empty") return "";
        if (name == "text") return "this is not a picture of a table\n";
        if (name == "random") {
            std::mt19937 rng(7);
            std::string bytes = "\xFF\xD8";
            for (std::size_t i = 0; i < n; ++i) bytes += static_cast<char>(rng() & 0xFF);
            return bytes + "\xFF\xD9";
        }
        if (name == "marker") {
            std::string bytes = jpeg;
            bytes[bytes.size() / 2] = '\xFF';
            bytes[bytes.size() / 2 + 1] = '\x12';
            return bytes;
        }
        std::string p = png(picture(cv::Rect(0, 0, 64, 48)));
        if (name == "png-cut") return p.substr(0, n);
        if (name == "png-crc") {
            p[p.size() / 2] = static_cast<char>(p[p.size() / 2] ^ 0x55);
            return p;
        }
        if (name == "png-noiend") return p.substr(0, p.size() - 12);
        if (name == "png-huge") {
            // IHDR's width set to 2000000 with its CRC made right again: only the limit refuses it.
            p[16] = 0, p[17] = 0x1E, p[18] = static_cast<char>(0x84), p[19] = static_cast<char>(0x80);
            const std::uint32_t crc = static_cast<std::uint32_t>(
                ::crc32(::crc32(0, nullptr, 0), reinterpret_cast<const unsigned char*>(p.data() + 12), 17));
            for (int i = 0; i < 4; ++i) p[29 + i] = static_cast<char>((crc >> (24 - 8 * i)) & 0xFF);
            return p;
        }
        ADD_FAILURE() << "unknown image op " << op;
        return "";
    }

    static void makeStore(const std::string& path) {
        const auto r = test::runCommand(kCarc + " games import " + kFixture + " --db " + path);
        ASSERT_EQ(r.exitCode, 0) << r.err;
    }

    static void runSql(const std::string& path, const std::string& sql) {
        sqlite3* db = nullptr;
        ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        char* message = nullptr;
        const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message);
        EXPECT_EQ(rc, SQLITE_OK) << (message ? message : "") << " in " << sql;
        sqlite3_free(message);
        sqlite3_close(db);
    }

    // Makes the input of a row at `in`.
    static void make(const std::string& recipe, const std::string& in) {
        const auto space = recipe.find(' ');
        const std::string kind = recipe.substr(0, space);
        const std::string arg = space == std::string::npos ? "" : recipe.substr(space + 1);
        if (kind == "none") return;
        if (kind == "text") return writeAll(in, unescape(arg));
        if (kind == "jcz") {
            json doc = json::parse(readAll(kFixture));
            std::stringstream edits(arg);
            for (std::string edit; std::getline(edits, edit, ';');) {
                const auto eq = edit.find('=');
                const json::json_pointer ptr(trim(edit.substr(0, eq)));
                const std::string value = trim(edit.substr(eq + 1));
                if (value == "DELETE") doc[ptr.parent_pointer()].erase(ptr.back());
                else doc[ptr] = json::parse(value);
            }
            return writeAll(in, doc.dump());
        }
        if (kind == "jcz-deep") {
            const std::size_t n = std::stoul(arg);
            std::string nest;
            for (std::size_t i = 0; i < n; ++i) nest += "{\"a\":";
            nest += "1" + std::string(n, '}');
            std::string text = json::parse(readAll(kFixture)).dump();
            const std::string key = "\"payload\":{";
            text.replace(text.find(key), key.size(), key + "\"deep\":" + nest + ",");
            return writeAll(in, text);
        }
        if (kind == "store") {
            makeStore(in);
            return runSql(in, arg);
        }
        if (kind == "store-truncate") {
            makeStore(in);
            runSql(in, "PRAGMA wal_checkpoint(TRUNCATE)");
            return fs::resize_file(in, std::stoul(arg));
        }
        if (kind == "store-frames-file") return writeAll(in + "-frames", "not a folder");
        if (kind == "camera" || kind == "table") {
            const auto arrow = arg.find("=>");
            const std::string good = readAll(sim(kind + ".yaml"));
            const std::string from = unescape(arg.substr(0, arrow)), to = unescape(arg.substr(arrow + 2));
            EXPECT_NE(good.find(from), std::string::npos) << from << " not in the good " << kind << ".yaml";
            return writeAll(in, replaceAll(good, from, to));
        }
        if (kind == "nest") {
            const std::size_t n = std::stoul(arg);
            if (n > 100000) return writeAll(in, "%YAML:1.0\n---\n" + std::string(n, '#') + "\n");
            return writeAll(in, "%YAML:1.0\n---\nimage_width: " + std::string(n, '[') + "1" + std::string(n, ']') + "\n");
        }
        if (kind == "image") return writeAll(in, makeImage(arg));
        if (kind == "frames") {
            fs::create_directories(in);
            std::stringstream ops(arg);
            int i = 0;
            for (std::string op; std::getline(ops, op, ',');) {
                char name[16];
                std::snprintf(name, sizeof name, "%06d.jpg", i++);
                writeAll(fs::path(in) / name, makeImage(op));
            }
            return;
        }
        ADD_FAILURE() << "unknown recipe " << recipe;
    }

    static std::string fill(std::string s, const std::map<std::string, std::string>& values) {
        for (const auto& [key, value] : values) s = replaceAll(s, key, value);
        return s;
    }

    static test::TempDir* good_;
};
test::TempDir* BadInputs::good_ = nullptr;

TEST_F(BadInputs, EveryRowExitsTwoWithOneLineNamingTheCulprit) {
    const std::vector<Row> rows = loadRows();
    EXPECT_GE(rows.size(), 100u) << "the table keeps at least 100 bad inputs";
    const bool haveTiles = fs::is_directory(kTiles);
    int ran = 0;
    for (const Row& row : rows) {
        SCOPED_TRACE("bad_inputs.txt:" + std::to_string(row.line) + " " + row.name);
        if (!haveTiles && row.args.find("{tiles}") != std::string::npos) continue;
        test::TempDir dir;
        const std::map<std::string, std::string> values{{"{in}", dir.file("in")},      {"{db}", dir.file("out.carc")},
                                                        {"{cam}", sim("camera.yaml")}, {"{table}", sim("table.yaml")},
                                                        {"{tiles}", kTiles},           {"{fixture}", kFixture},
                                                        {"{sim}", good_->file("sim")}};
        make(row.recipe, dir.file("in"));
        const auto start = std::chrono::steady_clock::now();
        const auto r = test::runCommand(kCarc + " " + fill(row.args, values));
        if (std::getenv("CARC_BAD_INPUTS_TIMES"))
            std::printf("%6.0f ms  %s\n", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count(),
                        row.name.c_str());
        ++ran;
        EXPECT_EQ(r.exitCode, 2) << r.err;
        std::vector<std::string> reasons;
        std::stringstream lines(r.err);
        for (std::string line; std::getline(lines, line);)
            if (line.rfind("carc: ", 0) == 0) reasons.push_back(line);
        EXPECT_EQ(reasons.size(), 1u) << "one reason line on stderr:\n" << r.err;
        if (reasons.size() == 1) {
            EXPECT_NE(reasons[0].find(fill(row.culprit, values)), std::string::npos) << reasons[0];
        }
        if (row.args.find("{db}") != std::string::npos && fs::exists(dir.file("out.carc"))) {
            const auto list = test::runCommand(kCarc + " games list --json --db " + dir.file("out.carc"));
            EXPECT_EQ(list.exitCode, 0) << list.err;
            if (list.exitCode == 0) {
                EXPECT_TRUE(json::parse(list.out).at("games").empty()) << "nothing recorded: " << list.out;
            }
        }
    }
    if (!haveTiles) std::printf("rows with {tiles} skipped: %s not found (CARC_SHARED_DIR)\n", kTiles.c_str());
    EXPECT_GT(ran, 0);
}

}  // namespace
}  // namespace carc
