// `carc-companion --demo --screenshots DIR` writes one 800x480 PNG per main screen,
// none of them blank.
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace {

TEST(Screenshots, EveryMainScreenIsWrittenAt800x480AndNotBlank) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QProcess app;
    app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    app.start(CARC_COMPANION, {"--demo", "--screenshots", dir.path()});
    ASSERT_TRUE(app.waitForFinished(240000)) << "carc-companion did not finish";
    ASSERT_EQ(app.exitCode(), 0);
    const QStringList expected{"01-new-game", "02-live-board", "03-decision", "04-alert", "05-confirm",
                               "06-bazaar", "07-end-game", "08-history", "09-replay", "10-settings",
                               "11-camera-view", "12-bazaar-reveal", "13-setup-lens", "14-setup-table",
                               "15-setup-colours", "16-setup-tiles", "17-tile-counter", "18-statistics",
                               "19-board-check"};
    for (const QString& name : expected) {
        SCOPED_TRACE(name.toStdString());
        QImage image(dir.path() + "/" + name + ".png");
        ASSERT_FALSE(image.isNull());
        EXPECT_EQ(image.width(), 800);
        EXPECT_EQ(image.height(), 480);
        // Not blank: many distinct colours in a coarse sample.
        QSet<QRgb> colours;
        for (int y = 0; y < 480; y += 12)
            for (int x = 0; x < 800; x += 12) colours.insert(image.pixel(x, y));
        EXPECT_GT(colours.size(), 20);
    }
}

}  // namespace
