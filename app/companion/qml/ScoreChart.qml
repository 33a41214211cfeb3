import QtQuick
import Carc.Companion

// Score over time: one line per player, turn on the x axis.
Canvas {
    id: chart
    property var series: []
    onSeriesChanged: requestPaint()
    onWidthChanged: requestPaint()
    onPaint: {
        var ctx = getContext("2d")
        ctx.reset()
        var maxTurn = 1, maxScore = 10, minScore = 0
        for (var i = 0; i < series.length; ++i)
            for (var j = 0; j < series[i].points.length; ++j) {
                maxTurn = Math.max(maxTurn, series[i].points[j].turn)
                maxScore = Math.max(maxScore, series[i].points[j].score)
                minScore = Math.min(minScore, series[i].points[j].score)
            }
        var left = 34, top = 6, right = width - 6
        // Bazaar payments can take a score below 0: leave room under the zero line.
        var bottom = height - 18 - (minScore < 0 ? (height - 24) * (-minScore) / (maxScore - minScore) : 0)
        ctx.strokeStyle = "#8a7a66"
        ctx.fillStyle = "#c8b89a"
        ctx.font = "12px 'DejaVu Sans'"
        ctx.lineWidth = 1
        for (var s = 0; s <= maxScore; s += (maxScore > 100 ? 50 : 20)) {
            var gy = bottom - s / maxScore * (bottom - top)
            ctx.beginPath(); ctx.moveTo(left, gy); ctx.lineTo(right, gy); ctx.stroke()
            ctx.fillText(s, 2, gy + 4)
        }
        ctx.fillText(qsTr("turn"), right - 28, height - 3)
        ctx.lineWidth = 3
        for (i = 0; i < series.length; ++i) {
            ctx.strokeStyle = Colours.colour(series[i].colour)
            ctx.beginPath()
            var pts = series[i].points
            for (j = 0; j < pts.length; ++j) {
                var x = left + pts[j].turn / maxTurn * (right - left)
                var y = bottom - pts[j].score / maxScore * (bottom - top)
                // Scores jump when a feature scores: draw steps, not slopes.
                if (j === 0) ctx.moveTo(x, y)
                else { ctx.lineTo(x, prevY); ctx.lineTo(x, y) }
                var prevY = y
            }
            ctx.lineTo(right, prevY)
            ctx.stroke()
        }
    }
}
