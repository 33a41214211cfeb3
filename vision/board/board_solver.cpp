#include "vision/board/board_solver.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace carc::vision {
namespace {

constexpr double kUnknownNats = 9.0;   // a cell left unknown costs as much as a reading of p ~ 1e-4
constexpr double kFloorProbability = 1e-6;  // a candidate's probability is floored here (cost <= 13.8 nats)
constexpr long kNodeLimit = 200000;    // search steps; about 0.1 s

struct Search {
    const std::vector<PuzzleCell>& cells;
    const Tileset& tiles;
    std::vector<int> order;                       // cells in the order they are decided
    std::vector<std::array<int, 4>> neighbour;    // per cell and edge: the cell there, -1 none
    std::vector<double> restBound;                // per depth: the least the cells from there on cost
    std::vector<int> choice, best;
    std::vector<int> used;                        // per type
    double bestCost = 1e18;
    long nodes = 0;

    static double cost(const TileGuess& g) { return -std::log(std::max(g.probability, kFloorProbability)); }

    bool fits(int cell, const TileGuess& g) const {
        const TileOrientation& o = tiles.orientation(g.type, g.rot);
        for (int e = 0; e < 4; ++e) {
            const int n = neighbour[static_cast<size_t>(cell)][static_cast<size_t>(e)];
            if (n < 0 || choice[static_cast<size_t>(n)] < 0) continue;
            const TileGuess& other = cells[static_cast<size_t>(n)].candidates[static_cast<size_t>(choice[static_cast<size_t>(n)])];
            const TileOrientation& there = tiles.orientation(other.type, other.rot);
            const int facing = (e + 2) % 4;
            if (there.edge[static_cast<size_t>(facing)] != o.edge[static_cast<size_t>(e)]) return false;
            if (((there.markEdges >> facing) & 1) != ((o.markEdges >> e) & 1)) return false;  // the river goes on
        }
        return true;
    }

    void run(size_t depth, double spent) {
        if (++nodes > kNodeLimit) return;
        if (spent + restBound[depth] >= bestCost) return;
        if (depth == order.size()) {
            bestCost = spent, best = choice;
            return;
        }
        const int cell = order[depth];
        const auto& cands = cells[static_cast<size_t>(cell)].candidates;
        for (size_t k = 0; k < cands.size(); ++k) {
            const TileGuess& g = cands[k];
            if (used[g.type] >= tiles.type(g.type).count || !fits(cell, g)) continue;
            choice[static_cast<size_t>(cell)] = static_cast<int>(k);
            ++used[g.type];
            run(depth + 1, spent + cost(g));
            --used[g.type];
            choice[static_cast<size_t>(cell)] = -2;  // undecided
        }
        choice[static_cast<size_t>(cell)] = -1;  // unknown: fits anything
        run(depth + 1, spent + kUnknownNats);
        choice[static_cast<size_t>(cell)] = -2;
    }
};

}  // namespace

PuzzleSolution solvePuzzle(const std::vector<PuzzleCell>& cells, const Tileset& tiles) {
    PuzzleSolution out;
    out.answers.resize(cells.size());
    if (cells.empty()) return out;
    Search s{cells, tiles, {}, {}, {}, {}, {}, {}, 1e18, 0};
    std::map<std::pair<int, int>, int> at;
    for (size_t i = 0; i < cells.size(); ++i) at[{cells[i].pos.x, cells[i].pos.y}] = static_cast<int>(i);
    s.neighbour.assign(cells.size(), {-1, -1, -1, -1});
    for (size_t i = 0; i < cells.size(); ++i)
        for (Edge e : kEdges) {
            const Pos n = cells[i].pos.neighbour(e);
            const auto it = at.find({n.x, n.y});
            if (it != at.end()) s.neighbour[i][static_cast<size_t>(index(e))] = it->second;
        }
    // Order: the surest cell first, then always the cell with most decided neighbours
    // (ties: the surer), so each choice is checked against its neighbours at once.
    auto sureness = [&](size_t i) { return cells[i].candidates.empty() ? 0.0 : cells[i].candidates.front().probability; };
    std::vector<bool> placed(cells.size(), false);
    for (size_t step = 0; step < cells.size(); ++step) {
        int pick = -1, pickLinks = -1;
        for (size_t i = 0; i < cells.size(); ++i) {
            if (placed[i]) continue;
            int links = 0;
            for (int n : s.neighbour[i]) links += n >= 0 && placed[static_cast<size_t>(n)];
            if (links > pickLinks || (links == pickLinks && sureness(i) > sureness(static_cast<size_t>(pick))))
                pick = static_cast<int>(i), pickLinks = links;
        }
        placed[static_cast<size_t>(pick)] = true;
        s.order.push_back(pick);
    }
    s.restBound.assign(cells.size() + 1, 0);
    for (size_t d = cells.size(); d-- > 0;) {
        double least = kUnknownNats;
        for (const TileGuess& g : cells[static_cast<size_t>(s.order[d])].candidates) least = std::min(least, Search::cost(g));
        s.restBound[d] = s.restBound[d + 1] + least;
    }
    s.choice.assign(cells.size(), -2);
    s.used.assign(static_cast<size_t>(tiles.size()), 0);
    // The first answer: each cell in turn takes its best reading that fits (or none); the
    // search then only looks for better ones.
    double greedy = 0;
    for (int cell : s.order) {
        const auto& cands = cells[static_cast<size_t>(cell)].candidates;
        int pick = -1;
        for (size_t k = 0; k < cands.size() && pick < 0; ++k)
            if (s.used[cands[k].type] < tiles.type(cands[k].type).count && s.fits(cell, cands[k])) pick = static_cast<int>(k);
        s.choice[static_cast<size_t>(cell)] = pick;
        if (pick >= 0) ++s.used[cands[static_cast<size_t>(pick)].type];
        greedy += pick >= 0 ? Search::cost(cands[static_cast<size_t>(pick)]) : kUnknownNats;
    }
    s.best = s.choice, s.bestCost = greedy + 1e-9;
    s.choice.assign(cells.size(), -2);
    s.used.assign(static_cast<size_t>(tiles.size()), 0);
    s.run(0, 0);
    out.complete = s.nodes <= kNodeLimit;

    // Confidence: the choice's share among the candidates its solved neighbours allow.
    s.choice = s.best;
    for (size_t i = 0; i < cells.size(); ++i) {
        PuzzleAnswer& a = out.answers[i];
        a.choice = s.best[i];
        if (a.choice < 0) continue;
        const int mine = s.choice[i];
        s.choice[i] = -1;  // judge the candidates against the neighbours only
        double total = 0;
        for (size_t k = 0; k < cells[i].candidates.size(); ++k)
            if (const TileGuess& g = cells[i].candidates[k]; s.fits(static_cast<int>(i), g)) {
                total += g.probability;
                a.fitting.push_back(static_cast<int>(k));
            }
        s.choice[i] = mine;
        const double p = cells[i].candidates[static_cast<size_t>(a.choice)].probability;
        a.confidence = total > 0 ? p / total : 0;
    }
    return out;
}

}  // namespace carc::vision
