#include "engine/tileset.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>

#include "engine/tile_data.hpp"

namespace carc {
namespace {

int edgeIndex(const std::string& w) {
    for (int e = 0; e < 4; ++e)
        if (w.size() == 1 && w[0] == edgeName(static_cast<Edge>(e))) return e;
    return -1;
}

int halfIndex(const std::string& w) {
    for (int h = 0; h < 8; ++h)
        if (w == halfName(h)) return h;
    return -1;
}

// Reads one data file. Structural checks that need the whole tile are in validate().
class Parser {
public:
    Parser(const SetSource& src, std::vector<TileType>& out, std::vector<std::string>& marks)
        : src_(src), out_(out), marks_(marks) {}

    Status run() {
        std::istringstream in(src_.text);
        std::string line;
        while (std::getline(in, line)) {
            ++lineNo_;
            if (auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
            std::istringstream words(line);
            std::vector<std::string> w;
            for (std::string s; words >> s;) w.push_back(s);
            if (w.empty()) continue;
            Status st = w[0] == "set" ? onSet(w) : w[0] == "tile" ? onTile(w) : w[0] == "mark" ? onMark(w) : onSegment(w);
            if (!st) return st;
        }
        if (setName_.empty()) return fail("no 'set <name> <tiles>' line");
        return checkTotal();
    }

private:
    Status fail(const std::string& what) const {
        std::string where = src_.fileName + " line " + std::to_string(lineNo_) + ": ";
        if (current_) where += "tile " + current_->name() + ": ";
        return Error{where + what};
    }

    Status onSet(const std::vector<std::string>& w) {
        if (w.size() != 3) return fail("expected 'set <name> <number of tiles>'");
        if (!setName_.empty()) return fail("a file declares one set");
        setName_ = w[1];
        declaredTotal_ = std::atoi(w[2].c_str());
        return {};
    }

    Status onTile(const std::vector<std::string>& w) {
        if (setName_.empty()) return fail("'tile' before 'set'");
        if (w.size() < 4) return fail("expected 'tile <letter|-> <id> <count> [bazaar]'");
        TileType t;
        t.letter = w[1] == "-" ? '-' : w[1][0];
        t.id = w[2];
        t.count = std::atoi(w[3].c_str());
        t.set = setName_;
        t.line = lineNo_;
        out_.push_back(t);
        current_ = &out_.back();
        if (w[1].size() != 1) return fail("letter must be one character or '-'");
        if (current_->count < 1) return fail("count must be at least 1");
        for (size_t i = 4; i < w.size(); ++i) {
            if (w[i] != "bazaar") return fail("unknown tile flag '" + w[i] + "'");
            current_->bazaar = true;
        }
        return {};
    }

    // "mark <name> <edges...>": the edges a module's mark crosses (no segment of its own).
    Status onMark(const std::vector<std::string>& w) {
        if (!current_) return fail("'mark' outside a tile");
        if (w.size() < 3) return fail("expected 'mark <name> <edges...>'");
        if (edgeIndex(w[1]) >= 0) return fail("a mark is named before its edges: 'mark <name> <edges...>'");
        size_t id = std::find(marks_.begin(), marks_.end(), w[1]) - marks_.begin();
        if (id == marks_.size()) marks_.push_back(w[1]);
        if (current_->mark && current_->mark != id + 1) return fail("a tile carries one mark");
        current_->mark = static_cast<std::uint8_t>(id + 1);
        for (size_t i = 2; i < w.size(); ++i) {
            const int e = edgeIndex(w[i]);
            if (e < 0) return fail("'mark' takes edges N E S W, not '" + w[i] + "'");
            current_->markEdges |= static_cast<std::uint8_t>(1u << e);
        }
        return {};
    }

    Status onSegment(const std::vector<std::string>& w) {
        if (!current_) return fail("segment '" + w[0] + "' outside a tile");
        Segment s;
        if (w[0] == "city") s.kind = FeatureKind::City;
        else if (w[0] == "road") s.kind = FeatureKind::Road;
        else if (w[0] == "field") s.kind = FeatureKind::Field;
        else if (w[0] == "cloister") s.kind = FeatureKind::Cloister;
        else return fail("unknown segment kind '" + w[0] + "'");
        bool noSemi = false;
        bool inTouches = false;
        for (size_t i = 1; i < w.size(); ++i) {
            const std::string& a = w[i];
            if (inTouches) {
                int e = edgeIndex(a);
                if (e < 0) return fail("'touches' takes edges N E S W, not '" + a + "'");
                pendingTouches_.push_back({current_->segments.size(), e});
            } else if (a == "touches" && s.kind == FeatureKind::Field) {
                inTouches = true;
            } else if (a == "pennant" && s.kind == FeatureKind::City) {
                ++s.pennants;
            } else if (a == "nosemi" && s.kind == FeatureKind::City) {
                noSemi = true;
            } else if (a == "inn" && s.kind == FeatureKind::Road) {
                s.inn = true;
            } else if ((s.kind == FeatureKind::City || s.kind == FeatureKind::Road) && edgeIndex(a) >= 0) {
                s.edges |= static_cast<std::uint8_t>(1u << edgeIndex(a));
            } else if (s.kind == FeatureKind::Field && halfIndex(a) >= 0) {
                s.halves |= static_cast<std::uint8_t>(1u << halfIndex(a));
            } else {
                return fail("unexpected '" + a + "' in a " + w[0] + " segment");
            }
        }
        s.semicircular = s.kind == FeatureKind::City && std::popcount(s.edges) == 1 && !noSemi;
        if (static_cast<int>(current_->segments.size()) >= kMaxSegments) return fail("too many segments");
        current_->segments.push_back(s);
        return resolveTouches();
    }

    // "touches N" names the city segment on edge N; resolved once that segment exists.
    Status resolveTouches() {
        for (auto it = pendingTouches_.begin(); it != pendingTouches_.end();) {
            bool found = false;
            for (size_t c = 0; c < current_->segments.size(); ++c) {
                const Segment& city = current_->segments[c];
                if (city.kind == FeatureKind::City && (city.edges >> it->edge & 1)) {
                    current_->segments[it->field].touches |= static_cast<std::uint16_t>(1u << c);
                    found = true;
                }
            }
            if (found) it = pendingTouches_.erase(it);
            else ++it;
        }
        return {};
    }

    Status checkTotal() {
        int total = 0;
        for (const auto& t : out_)
            if (t.set == setName_) total += t.count;
        if (total != declaredTotal_)
            return Error{src_.fileName + ": set " + setName_ + " declares " + std::to_string(declaredTotal_) +
                         " tiles but its tiles add up to " + std::to_string(total)};
        return {};
    }

    struct PendingTouch {
        size_t field;
        int edge;
    };
    const SetSource& src_;
    std::vector<TileType>& out_;
    std::vector<std::string>& marks_;
    TileType* current_ = nullptr;
    std::string setName_;
    int declaredTotal_ = 0;
    int lineNo_ = 0;
    std::vector<PendingTouch> pendingTouches_;
};

// Every edge must be exactly one terrain and every half-edge beside a road or field
// edge must belong to exactly one field: otherwise features could not be joined.
Status validate(const TileType& t, const std::string& file) {
    auto fail = [&](const std::string& what) {
        return Status(Error{file + " line " + std::to_string(t.line) + ": tile " + t.name() + ": " + what});
    };
    if (t.segments.empty()) return fail("has no segments");
    std::uint8_t edgeUsed = 0, halfUsed = 0, cityEdges = 0;
    int cloisters = 0;
    for (const Segment& s : t.segments) {
        switch (s.kind) {
            case FeatureKind::Cloister: ++cloisters; break;
            case FeatureKind::Field:
                if (!s.halves) return fail("a field with no half-edges");
                if (halfUsed & s.halves) return fail("a half-edge belongs to two fields");
                halfUsed |= s.halves;
                for (std::uint16_t m = s.touches, c = 0; m; m >>= 1, ++c)
                    if ((m & 1) && t.segments[c].kind != FeatureKind::City) return fail("a field touches a non-city");
                break;
            default:
                if (!s.edges) return fail(std::string("a ") + featureName(s.kind) + " with no edges");
                if (edgeUsed & s.edges) return fail("an edge carries two roads or cities");
                edgeUsed |= s.edges;
                if (s.kind == FeatureKind::City) cityEdges |= s.edges;
        }
    }
    if (cloisters > 1) return fail("more than one cloister");
    if (t.markEdges & edgeUsed) return fail("a marked edge carries a road or city");
    for (int h = 0; h < 8; ++h) {
        const bool onCity = cityEdges >> (h >> 1) & 1;
        const bool used = halfUsed >> h & 1;
        if (onCity && used) return fail(std::string("half-edge ") + halfName(h) + " lies on a city edge");
        if (!onCity && !used) return fail(std::string("half-edge ") + halfName(h) + " belongs to no field");
    }
    return {};
}

}  // namespace

Expected<std::shared_ptr<const Tileset>> Tileset::load(const std::vector<SetSource>& sources) {
    std::shared_ptr<Tileset> ts(new Tileset());
    std::map<std::string, std::string> fileOfType;
    for (const SetSource& src : sources) {
        const size_t first = ts->types_.size();
        if (Status st = Parser(src, ts->types_, ts->marks_).run(); !st) return Error{st.error()};
        for (size_t i = first; i < ts->types_.size(); ++i) fileOfType[ts->types_[i].id] = src.fileName;
    }
    std::set<std::string> ids;
    std::set<char> letters;
    for (size_t i = 0; i < ts->types_.size(); ++i) {
        TileType& t = ts->types_[i];
        t.index = static_cast<TileTypeId>(i);
        const std::string& file = fileOfType[t.id];
        if (Status st = validate(t, file); !st) return Error{st.error()};
        if (!ids.insert(t.id).second) return Error{file + " line " + std::to_string(t.line) + ": duplicate tile id " + t.id};
        if (t.letter != '-' && !letters.insert(t.letter).second)
            return Error{file + " line " + std::to_string(t.line) + ": duplicate letter " + t.letter};
    }
    if (ts->types_.size() > 255) return Error{"too many tile types"};
    if (ts->marks_.size() > 255) return Error{"too many marks"};
    ts->precompute();
    return std::shared_ptr<const Tileset>(std::move(ts));
}

void Tileset::precompute() {
    orient_.resize(types_.size());
    fits_.resize(types_.size());
    for (size_t t = 0; t < types_.size(); ++t) {
        for (std::uint8_t r = 0; r < 4; ++r) orient_[t][r] = orient(types_[t], Rotation{r});
        for (int key = 0; key < 256; ++key) {
            std::uint8_t mask = 0;
            for (int r = 0; r < 4; ++r) {
                bool ok = true;
                for (int e = 0; e < 4 && ok; ++e) {
                    const int need = key >> (2 * e) & 3;
                    ok = need == 0 || need == static_cast<int>(orient_[t][r].edge[e]);
                }
                if (ok) mask |= static_cast<std::uint8_t>(1u << r);
            }
            fits_[t][key] = mask;
        }
    }
}

const TileType* Tileset::find(std::string_view idOrLetter) const {
    for (const TileType& t : types_)
        if (t.id == idOrLetter || (idOrLetter.size() == 1 && t.letter == idOrLetter[0])) return &t;
    return nullptr;
}

std::uint8_t Tileset::markId(std::string_view name) const {
    const auto it = std::find(marks_.begin(), marks_.end(), name);
    return it == marks_.end() ? 0 : static_cast<std::uint8_t>(it - marks_.begin() + 1);
}

const std::string& Tileset::markName(std::uint8_t id) const {
    static const std::string none;
    return id == 0 || id > marks_.size() ? none : marks_[id - 1];
}

int Tileset::setSize(std::string_view set) const {
    int n = 0;
    for (const TileType& t : types_)
        if (t.set == set) n += t.count;
    return n;
}

std::shared_ptr<const Tileset> Tileset::standardShared() {
    static const std::shared_ptr<const Tileset> instance = [] {
        auto loaded = load(builtinTileData());
        // The embedded data is part of the build and covered by tests; a failure here
        // is a build defect, so stop loudly rather than run with a broken catalogue.
        if (!loaded) {
            std::fprintf(stderr, "carc: built-in tile data is invalid: %s\n", loaded.error().c_str());
            std::abort();
        }
        return *loaded;
    }();
    return instance;
}

const Tileset& Tileset::standard() { return *standardShared(); }

}  // namespace carc
