#include "engine_text.hpp"

#include <QCoreApplication>
#include <QRegularExpression>
#include <array>
#include <optional>
#include <vector>
#include <utility>

namespace carc::app {
namespace {

QString say(const char* text, int n = -1) { return QCoreApplication::translate("EngineText", text, nullptr, n); }

// Words the patterns carry over: features, terrains, the Messages' eight messages,
// the parts of the picture.
constexpr std::array<const char*, 25> kWords{
    QT_TRANSLATE_NOOP("EngineText", "road"),
    QT_TRANSLATE_NOOP("EngineText", "city"),
    QT_TRANSLATE_NOOP("EngineText", "cloister"),
    QT_TRANSLATE_NOOP("EngineText", "field"),
    QT_TRANSLATE_NOOP("EngineText", "castle"),
    QT_TRANSLATE_NOOP("EngineText", "message"),
    QT_TRANSLATE_NOOP("EngineText", "bazaar"),
    QT_TRANSLATE_NOOP("EngineText", "nothing"),
    QT_TRANSLATE_NOOP("EngineText", "score your smallest road"),
    QT_TRANSLATE_NOOP("EngineText", "score your smallest city"),
    QT_TRANSLATE_NOOP("EngineText", "score your smallest cloister"),
    QT_TRANSLATE_NOOP("EngineText", "2 points per pennant in your cities"),
    QT_TRANSLATE_NOOP("EngineText", "2 points per knight"),
    QT_TRANSLATE_NOOP("EngineText", "2 points per farmer"),
    QT_TRANSLATE_NOOP("EngineText", "draw a tile and take an extra turn"),
    QT_TRANSLATE_NOOP("EngineText", "score one follower's feature and take it back"),
    QT_TRANSLATE_NOOP("EngineText", "this tile"),
    QT_TRANSLATE_NOOP("EngineText", "top left"),
    QT_TRANSLATE_NOOP("EngineText", "top middle"),
    QT_TRANSLATE_NOOP("EngineText", "top right"),
    QT_TRANSLATE_NOOP("EngineText", "middle left"),
    QT_TRANSLATE_NOOP("EngineText", "middle right"),
    QT_TRANSLATE_NOOP("EngineText", "bottom left"),
    QT_TRANSLATE_NOOP("EngineText", "bottom middle"),
    QT_TRANSLATE_NOOP("EngineText", "bottom right"),
};

// The edges as the engine names them (N, E, S, W).
QString edge(const QString& letter) {
    if (letter == QLatin1String("N")) return say(QT_TRANSLATE_NOOP("EngineText", "north"));
    if (letter == QLatin1String("E")) return say(QT_TRANSLATE_NOOP("EngineText", "east"));
    if (letter == QLatin1String("S")) return say(QT_TRANSLATE_NOOP("EngineText", "south"));
    return say(QT_TRANSLATE_NOOP("EngineText", "west"));
}

QString word(const QString& english) {
    for (const char* w : kWords)
        if (english == QLatin1String(w)) return say(w);
    return english;
}

// A pattern of the engine's and its sentence for people; %1.. are the captures, each
// passed through `word` (or `edge`, for the captures named in `edges`).
struct Pattern {
    const char* regex;
    const char* text;
    unsigned edges = 0;  // bit i: capture i+1 is an edge letter
};

constexpr Pattern kPatterns[] = {
    // Decisions.
    {"^(.+): build a castle on the small city, or score (\\d+) points\\?$",
     QT_TRANSLATE_NOOP("EngineText", "%1: build a castle on the small city, or score %2 points?")},
    {"^(.+): which figure moves (\\d+) points \\((.+)\\)\\?$",
     QT_TRANSLATE_NOOP("EngineText", "%1: which figure moves %2 points (%3)?")},
    {"^(.+): which completed feature does your castle score\\?$",
     QT_TRANSLATE_NOOP("EngineText", "%1: which completed feature does your castle score?")},
    {"^(.+): which message was drawn\\?$", QT_TRANSLATE_NOOP("EngineText", "%1: which message was drawn?")},
    {"^(.+): which follower scores and comes back\\?$",
     QT_TRANSLATE_NOOP("EngineText", "%1: which follower scores and comes back?")},
    {"^(.+) draws message (\\d) \\((.+)\\): carry it out or take 2 points\\?$",
     QT_TRANSLATE_NOOP("EngineText", "%1 draws message %2 (%3): carry it out or take 2 points?")},
    {"^(.+): pick a tile and bid$", QT_TRANSLATE_NOOP("EngineText", "%1: pick a tile and bid")},
    {"^(.+): bid more than (\\d+) for (.+), or pass$",
     QT_TRANSLATE_NOOP("EngineText", "%1: bid more than %2 for %3, or pass")},
    {"^(.+): buy the tile from (.+) for (\\d+), or sell it to them\\?$",
     QT_TRANSLATE_NOOP("EngineText", "%1: buy the tile from %2 for %3, or sell it to them?")},
    // Options.
    {"^build a castle$", QT_TRANSLATE_NOOP("EngineText", "build a castle")},
    {"^score the city$", QT_TRANSLATE_NOOP("EngineText", "score the city")},
    {"^score the cities$", QT_TRANSLATE_NOOP("EngineText", "score the cities")},
    {"^build a castle on the small city-?$", QT_TRANSLATE_NOOP("EngineText", "build a castle on the small city")},
    {"^figure (\\d) \\(at (\\d+)\\)$", QT_TRANSLATE_NOOP("EngineText", "figure %1 (at %2)")},
    {"^(\\w+) worth (\\d+)$", QT_TRANSLATE_NOOP("EngineText", "%1 worth %2")},
    {"^(\\d): (.+)$", QT_TRANSLATE_NOOP("EngineText", "%1: %2")},
    {"^carry out: (.+)$", QT_TRANSLATE_NOOP("EngineText", "carry out: %1")},
    {"^take 2 points$", QT_TRANSLATE_NOOP("EngineText", "take 2 points")},
    {"^(\\w+) follower$", QT_TRANSLATE_NOOP("EngineText", "%1 follower")},
    // Why a move is refused.
    {"^([A-Z]|this tile) rotated (\\d+)", QT_TRANSLATE_NOOP("EngineText", "%1 turned by %2°")},
    {"edge ([NESW]) is (\\w+), neighbour shows (\\w+)",
     QT_TRANSLATE_NOOP("EngineText", "the %1 side is %2, the neighbouring tile shows %3"), 1},
    {"not adjacent to any tile \\(corner contact does not count\\)",
     QT_TRANSLATE_NOOP("EngineText", "not next to any tile (touching at a corner does not count)")},
    {"cell already holds (.+)$", QT_TRANSLATE_NOOP("EngineText", "that place already holds %1")},
    {"outside the play area", QT_TRANSLATE_NOOP("EngineText", "outside the play area")},
    {"position is too far from the start tile", QT_TRANSLATE_NOOP("EngineText", "too far from the start tile")},
    {"the drawn tile is (.+), not (.+)$", QT_TRANSLATE_NOOP("EngineText", "the tile drawn is %1, not %2")},
    {"no copy of (.+) is left \\(all are on the table, set aside, or not in the sets in play\\)",
     QT_TRANSLATE_NOOP("EngineText", "no copy of %1 is left (all are on the table, set aside, or not in play)")},
    {"the (\\w+) is already occupied by (.+)'s follower",
     QT_TRANSLATE_NOOP("EngineText", "the %1 is already occupied by a follower of %2")},
    {"^(.+) has no followers left$", QT_TRANSLATE_NOOP("EngineText", "%1 has no followers left")},
    {"a tile was already placed this turn", QT_TRANSLATE_NOOP("EngineText", "a tile was already placed this turn")},
    {"a bridge goes on the tile placed or a tile next to it",
     QT_TRANSLATE_NOOP("EngineText", "a bridge goes on the tile placed or a tile next to it")},
    {"one bridge per turn", QT_TRANSLATE_NOOP("EngineText", "one bridge per turn")},
    // The lens calibration's coverage guide (calibration::CoverageGuide::hint).
    {"^hold the calibration board flat in the middle of the picture$",
     QT_TRANSLATE_NOOP("EngineText", "hold the calibration board flat in the middle of the picture")},
    {"^move the board to the middle of the picture$", QT_TRANSLATE_NOOP("EngineText", "move the board to the middle of the picture")},
    {"^move the board into the (\\w+ \\w+) of the picture$", QT_TRANSLATE_NOOP("EngineText", "move the board into the %1 of the picture")},
    {"^turn the board to face the left of the picture",
     QT_TRANSLATE_NOOP("EngineText", "turn the board to face the left of the picture (its right edge nearer the camera, ~30 degrees)")},
    {"^turn the board to face the right of the picture",
     QT_TRANSLATE_NOOP("EngineText", "turn the board to face the right of the picture (its left edge nearer the camera, ~30 degrees)")},
    {"^tip the board to face the top of the picture",
     QT_TRANSLATE_NOOP("EngineText", "tip the board to face the top of the picture (its bottom edge nearer the camera, ~30 degrees)")},
    {"^tip the board to face the bottom of the picture",
     QT_TRANSLATE_NOOP("EngineText", "tip the board to face the bottom of the picture (its top edge nearer the camera, ~30 degrees)")},
    {"^keep going: move and tilt the board a little between views \\((\\d+)/(\\d+)\\)$",
     QT_TRANSLATE_NOOP("EngineText", "keep going: move and tilt the board a little between views (%1/%2)")},
    {"^keep going: a few more views$", QT_TRANSLATE_NOOP("EngineText", "keep going: a few more views")},
    {"^trial RMS ([\\d.]+) px is above ([\\d.]+): hold the board flat and still, more views$",
     QT_TRANSLATE_NOOP("EngineText", "trial RMS %1 px is above %2: hold the board flat and still, more views")},
    {"^done: (\\d+) views, trial RMS ([\\d.]+) px$", QT_TRANSLATE_NOOP("EngineText", "done: %1 views, trial RMS %2 px")},
    // Why the calibration library refuses a view of the board (calibration::checkBoardView, addView).
    {"^cannot read the image.*$", QT_TRANSLATE_NOOP("EngineText", "cannot read the picture")},
    {"^no calibration board in view.*$", QT_TRANSLATE_NOOP("EngineText", "no calibration board in view")},
    {"^only table markers \\(DICT_4X4_50\\) in view, not the calibration board$",
     QT_TRANSLATE_NOOP("EngineText", "only the table markers in view, not the calibration board")},
    {"^wrong board: marker id (\\d+) is not on the 7x5 calibration board$",
     QT_TRANSLATE_NOOP("EngineText", "wrong board: marker %1 is not on the printed calibration board")},
    {"^wrong board: the markers do not match the 7x5 layout \\(off by (\\d+) mm\\)$",
     QT_TRANSLATE_NOOP("EngineText", "wrong board: the markers do not match the printed board (off by %1 mm)")},
    {"^blurred: edge sharpness ([\\d.]+) < ([\\d.]+) \\(hold still, check focus\\)$",
     QT_TRANSLATE_NOOP("EngineText", "blurred: sharpness %1 < %2 (hold still, check the focus)")},
    {"^too little of the board: (\\d+) of (\\d+) corners found \\(need (\\d+); show the whole board\\)$",
     QT_TRANSLATE_NOOP("EngineText", "too little of the board: %1 of %2 corners found (need %3; show the whole board)")},
    {"^duplicate of view (\\d+) \\(move or tilt the board more\\)$",
     QT_TRANSLATE_NOOP("EngineText", "the same as view %1 (move or tilt the board more)")},
    {"^size (\\d+x\\d+) differs from the first image's (\\d+x\\d+)$",
     QT_TRANSLATE_NOOP("EngineText", "size %1 differs from the first picture's %2")},
    {"^only (\\d+) usable views of the board, need (\\d+)", QT_TRANSLATE_NOOP("EngineText", "only %1 usable views of the board, need %2")},
    {"^table markers not found: id ([\\d, ]+) \\(DICT_4X4_50, need at least 3 of 0-3\\)$",
     QT_TRANSLATE_NOOP("EngineText", "table markers not found: %1 (at least 3 of the 4 must be in view)")},
    {"^all four table markers must be in view to measure their layout \\(missing id ([\\d, ]+)\\)$",
     QT_TRANSLATE_NOOP("EngineText", "all four table markers must be in view (missing: %1)")},
    {"^found (\\d+) followers along the south edge, expected (\\d+)",
     QT_TRANSLATE_NOOP("EngineText", "found %1 followers along the bottom edge, expected %2 (one of each colour, in a row between the bottom markers)")},
    // Why a table cannot be watched (openTable, rigRectifier, tileLibrary, the camera).
    {"^camera calibration: (.+) \\(Set up rig: Lens\\)$", QT_TRANSLATE_NOOP("EngineText", "camera calibration: %1 (Set up rig: Lens)")},
    {"^table calibration: (.+) \\(Set up rig: Table\\)$", QT_TRANSLATE_NOOP("EngineText", "table calibration: %1 (Set up rig: Table)")},
    {"^tile set: (.+) \\(Set up rig: Tiles\\)$", QT_TRANSLATE_NOOP("EngineText", "tile set: %1 (Set up rig: Tiles)")},
    {"^no folder of frames chosen$", QT_TRANSLATE_NOOP("EngineText", "no folder of frames chosen")},
    {"^no camera chosen$", QT_TRANSLATE_NOOP("EngineText", "no camera chosen")},
    {"^frames: (.+)$", QT_TRANSLATE_NOOP("EngineText", "frames: %1")},
    {"^simulated table: (.+)$", QT_TRANSLATE_NOOP("EngineText", "simulated table: %1")},
    {"^simulated camera: (.+)$", QT_TRANSLATE_NOOP("EngineText", "simulated camera: %1")},
    {"^camera: (.+)$", QT_TRANSLATE_NOOP("EngineText", "camera: %1")},
    {"^no picture$", QT_TRANSLATE_NOOP("EngineText", "no picture")},
    {"^(/\\S*|\\S+\\.\\w+): no such file$", QT_TRANSLATE_NOOP("EngineText", "%1: no such file")},
    {"^(/\\S*|\\S+\\.\\w+): cannot read$", QT_TRANSLATE_NOOP("EngineText", "%1: cannot read")},
    {"^(/\\S*|\\S+\\.\\w+): cannot open$", QT_TRANSLATE_NOOP("EngineText", "%1: cannot open")},
    {"^(/\\S*): not a directory$", QT_TRANSLATE_NOOP("EngineText", "%1: not a folder")},
    {"^(/\\S*): no image files", QT_TRANSLATE_NOOP("EngineText", "%1: no pictures in it (.jpg, .png, .bmp, .tif)")},
};

}  // namespace

QString scoreExplanation(const ScoreEvent& e) {
    const QString kind = word(QString::fromLatin1(scoreKindName(e.kind)));
    QString parts;
    switch (e.kind) {
        case ScoreKind::Road:
        case ScoreKind::Cloister: parts = say(QT_TRANSLATE_N_NOOP("EngineText", "%n tile(s)"), e.tiles); break;
        case ScoreKind::City:
            parts = say(QT_TRANSLATE_N_NOOP("EngineText", "%n tile(s)"), e.tiles);
            if (e.pennants) parts += QStringLiteral(" + ") + say(QT_TRANSLATE_N_NOOP("EngineText", "%n pennant(s)"), e.pennants);
            break;
        case ScoreKind::Field: parts = say(QT_TRANSLATE_N_NOOP("EngineText", "%n completed city(s)"), e.cities); break;
        default: return say(QT_TRANSLATE_NOOP("EngineText", "%1 = %2")).arg(kind).arg(e.points);
    }
    return say(QT_TRANSLATE_NOOP("EngineText", "%1, %2 = %3")).arg(kind, parts).arg(e.points);
}

namespace {

// A score explanation as the engine writes it ("city, 4 tiles + 1 pennant = 10"), read
// back into its numbers (a decision about a score quotes it).
std::optional<ScoreEvent> explanationOf(const QString& text) {
    static const QRegularExpression re(QStringLiteral(
        "^(road|city|cloister|field), (\\d+) (tiles?|completed city|completed cities)(?: \\+ (\\d+) pennants?)? = (\\d+)$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch()) return std::nullopt;
    ScoreEvent e;
    const QString kind = m.captured(1);
    e.kind = kind == QLatin1String("road") ? ScoreKind::Road
             : kind == QLatin1String("city") ? ScoreKind::City
             : kind == QLatin1String("cloister") ? ScoreKind::Cloister
                                                 : ScoreKind::Field;
    (e.kind == ScoreKind::Field ? e.cities : e.tiles) = m.captured(2).toInt();
    e.pennants = m.captured(4).toInt();
    e.points = m.captured(5).toInt();
    return e;
}

}  // namespace

QString localised(const QString& engineText) {
    static const std::vector<QRegularExpression> compiled = [] {
        std::vector<QRegularExpression> out;
        for (const Pattern& p : kPatterns) out.emplace_back(QString::fromLatin1(p.regex));
        return out;
    }();
    if (const std::optional<ScoreEvent> e = explanationOf(engineText)) return scoreExplanation(*e);
    for (size_t i = 0; i < compiled.size(); ++i) {
        const Pattern& p = kPatterns[i];
        const QRegularExpressionMatch m = compiled[i].match(engineText);
        if (!m.hasMatch()) continue;
        QString text = say(p.text);
        for (int c = 1; c <= m.lastCapturedIndex(); ++c) {
            const QString part = m.captured(c);
            text = text.arg((p.edges >> (c - 1) & 1) ? edge(part) : word(localised(part)));
        }
        // What the pattern left on either side may hold another sentence ("L rotated 270: ...").
        const QString before = engineText.left(m.capturedStart()), after = engineText.mid(m.capturedEnd());
        return (before.trimmed().isEmpty() ? before : localised(before)) + text +
               (after.trimmed().isEmpty() ? after : localised(after));
    }
    return word(engineText);
}

}  // namespace carc::app
