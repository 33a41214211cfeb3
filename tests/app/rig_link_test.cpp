// The app and the rig (RigLink over the firmware host library), end to end against
// the emulated rig (the firmware's portable core on a pseudo-terminal): plugged in,
// it shows the active player's colour, flashes and buzzes at an illegal move, its
// buttons act like the screen's; pulled out, the app notices and goes on without it.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <gtest/gtest.h>
#include <thread>

#include "firmware/host/pty_emulator.hpp"
#include "firmware/host/serial_port.hpp"
#include "rig_link.hpp"

namespace carc::app {
namespace {

// Polls the link until `done` holds or `limitMs` pass.
template <class F>
bool pollUntil(RigLink& link, F done, int limitMs = 2000) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < limitMs) {
        link.poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return done();
}

class RigLinkTest : public ::testing::Test {
protected:
    void SetUp() override {
        auto emulator = rig::PtyEmulator::start();
        if (!emulator) GTEST_SKIP() << "no pseudo-terminal here: " << emulator.error();
        emulator_ = std::move(*emulator);
        link_.setAutoConnect(false);
        auto port = rig::SerialPort::open(emulator_->port());
        ASSERT_TRUE(port) << port.error();
        ASSERT_TRUE(link_.attach(std::move(*port))) << link_.state().toStdString();
    }
    rig::Rgb firstLed() const { return emulator_->snapshot().leds[0]; }
    // The ring's white light is added to every colour: what shows is the channel that stands out.
    bool reddish() const { return firstLed().r > firstLed().g + 60 && firstLed().r > firstLed().b + 60; }
    bool greenish() const { return firstLed().g > firstLed().r + 40 && firstLed().g > firstLed().b + 20; }
    bool bluish() const { return firstLed().b > firstLed().r + 60; }

    std::unique_ptr<rig::PtyEmulator> emulator_;
    RigLink link_;
};

TEST_F(RigLinkTest, PluggedInItShowsTheActivePlayersColour) {
    EXPECT_TRUE(link_.connected());
    EXPECT_TRUE(link_.state().startsWith("rig on")) << link_.state().toStdString();
    link_.active("blue");
    ASSERT_TRUE(pollUntil(link_, [&] { return bluish(); })) << int(firstLed().r) << "," << int(firstLed().g) << "," << int(firstLed().b) << " " << link_.lastSignal().toStdString();
}

TEST_F(RigLinkTest, AnIllegalMoveFlashesRedAndBuzzes) {
    link_.active("green");
    link_.alert();
    EXPECT_EQ(link_.lastSignal(), "alert");
    ASSERT_TRUE(pollUntil(link_, [&] { return emulator_->snapshot().tone > 0; })) << "the buzzer sounds";
    ASSERT_TRUE(pollUntil(link_, [&] { return reddish(); })) << "a red flash";
    // Then back to the player's colour.
    ASSERT_TRUE(pollUntil(link_, [&] { return greenish(); }));
}

TEST_F(RigLinkTest, ButtonsDoWhatTheScreenDoes) {
    QSignalSpy turnDone(&link_, &RigLink::turnDonePressed), undo(&link_, &RigLink::undoPressed);
    emulator_->setButtons(1u << static_cast<int>(rig::Button::TurnDone));
    ASSERT_TRUE(pollUntil(link_, [&] { return turnDone.count() == 1; }));
    emulator_->setButtons(0);
    emulator_->setButtons(1u << static_cast<int>(rig::Button::Undo));
    ASSERT_TRUE(pollUntil(link_, [&] { return undo.count() == 1; }));
    emulator_->setButtons(0);
    EXPECT_EQ(turnDone.count(), 1) << "one press, one action";
}

TEST_F(RigLinkTest, PulledOutItIsNoticedAndTheAppGoesOn) {
    QSignalSpy changed(&link_, &RigLink::stateChanged);
    emulator_.reset();
    ASSERT_TRUE(pollUntil(link_, [&] { return !link_.connected(); }));
    EXPECT_TRUE(link_.state().startsWith("rig disconnected")) << link_.state().toStdString();
    EXPECT_GE(changed.count(), 1);
    link_.alert();  // nothing to send to: remembered only, no error, no wait
    EXPECT_EQ(link_.lastSignal(), "alert");
}

TEST(RigLink, ARigPluggedInLaterIsFoundAndGreeted) {
    RigLink link;  // looks at the serial ports by itself
    EXPECT_FALSE(link.connected());
    auto emulator = rig::PtyEmulator::start();
    if (!emulator) GTEST_SKIP() << "no pseudo-terminal here: " << emulator.error();
    qputenv("CARC_RIG_PORT", QByteArray::fromStdString((*emulator)->port()));  // where it was plugged in
    link.active("red");
    ASSERT_TRUE(pollUntil(link, [&] { return link.connected(); }, 5000)) << link.state().toStdString();
    EXPECT_TRUE(link.state().contains(QString::fromStdString((*emulator)->port()))) << link.state().toStdString();
    const rig::Rgb led = (*emulator)->snapshot().leds[0];
    EXPECT_GT(led.r, led.b + 60) << "greeted with the active player's colour";
    qunsetenv("CARC_RIG_PORT");
}

}  // namespace
}  // namespace carc::app
