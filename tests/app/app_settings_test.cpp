// AppSettings on its own: each setting told once when it changes, the store opened where
// storePath says (its folder made) and again at a new path, a store that cannot be opened
// said in words, and canResume following the store's unfinished games.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "app_settings.hpp"
#include "app_test_support.hpp"

namespace carc::app {
namespace {

TEST(AppSettings, EachSettingIsToldOnceWhenItChanges) {
    AppSettings settings;
    EXPECT_EQ(settings.cameraSpec(), "libcamera") << "the rig's camera by default";
    QSignalSpy changed(&settings, &AppSettings::changed);
    settings.setRigDir("/rig");
    settings.setRigDir("/rig");
    settings.setCameraSpec("sim");
    settings.setFramesFolder("/tmp/g1");
    settings.setFramesFolder("/tmp/g1");
    EXPECT_EQ(changed.count(), 3);
    EXPECT_EQ(settings.rigDir(), "/rig");
    EXPECT_EQ(settings.cameraSpec(), "sim");
    EXPECT_EQ(settings.framesFolder(), "/tmp/g1");
    EXPECT_EQ(settings.store(), nullptr) << "no store without a path";
    EXPECT_FALSE(settings.canResume());
}

TEST(AppSettings, OpensTheStoreWhereItsPathSaysAndResumesItsUnfinishedGame) {
    QTemporaryDir dir;
    AppSettings settings;
    settings.setStorePath(dir.filePath("a/b/games.sqlite"));
    records::GameStore* first = settings.store();
    ASSERT_NE(first, nullptr) << settings.storeError().toStdString();
    EXPECT_TRUE(QFileInfo::exists(dir.filePath("a/b/games.sqlite"))) << "the store's folder is made";
    EXPECT_EQ(settings.store(), first) << "opened once";
    EXPECT_FALSE(settings.canResume()) << "an empty store";

    GameSession root;

    LiveGame& session = *root.liveGame();
    root.settings()->setStorePath(dir.filePath("session.sqlite"));
    ASSERT_NE(testing::startDemoGame(session), nullptr) << session.error().toStdString();
    ASSERT_GT(session.recordId(), 0) << "recorded in the store";
    EXPECT_TRUE(root.settings()->canResume()) << "the game being played is unfinished";
    QSignalSpy edited(root.settings(), &AppSettings::changed);
    session.leaveGame();
    EXPECT_EQ(edited.count(), 1) << "lists of the store's games re-read it";
    EXPECT_FALSE(root.settings()->canResume()) << "a game left is abandoned, not resumed";

    settings.setStorePath(dir.filePath("other.sqlite"));
    ASSERT_NE(settings.store(), nullptr);
    EXPECT_TRUE(QFileInfo::exists(dir.filePath("other.sqlite"))) << "opened again at the new path";
}

TEST(AppSettings, AStoreThatCannotBeOpenedIsSaidInWords) {
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkdir("a-folder.sqlite"));
    AppSettings settings;
    settings.setStorePath(dir.filePath("a-folder.sqlite"));
    EXPECT_EQ(settings.store(), nullptr);
    EXPECT_FALSE(settings.storeError().isEmpty());
    EXPECT_FALSE(settings.canResume());
}

}  // namespace
}  // namespace carc::app
