import QtQuick
import Carc.Companion

// The bazaar auction step by step: the tiles on offer, who owns which, and what the
// deciding player can do now (pick a tile and bid, raise or pass, buy or sell).
Rectangle {
    id: panel
    required property LiveGame liveGame
    property int slot: 0
    property int price: 0
    readonly property string step: liveGame.prompts.decisionKind
    color: "#b0000000"
    MouseArea { anchors.fill: parent }
    onStepChanged: price = step === "bazaar-bid" ? liveGame.auction.price + 1 : 0

    Rectangle {
        anchors.centerIn: parent
        width: 700
        height: 420
        radius: 14
        color: Theme.card
        border.width: 6
        border.color: Colours.colour(panel.liveGame.prompts.decisionColour)

        Row {
            id: head
            anchors { left: parent.left; top: parent.top; margins: 16 }
            spacing: 10
            Text {
                id: bazaarTitle
                text: qsTr("Bazaar")
                font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
                color: Theme.cardText
            }
            ColourDot { anchors.verticalCenter: parent.verticalCenter; colourName: panel.liveGame.prompts.decisionColour; width: 30; height: 30 }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, 700 - 2 * 16 - 2 * head.spacing - bazaarTitle.width - 30)
                elide: Text.ElideMiddle
                text: panel.liveGame.prompts.decisionName + (panel.step === "bazaar-pick" ? " picks a tile and bids"
                      : panel.step === "bazaar-bid" ? " bids or passes" : panel.step === "bazaar-buy-or-sell" ? " buys or sells" : "")
                font.family: Theme.font; font.pixelSize: Theme.large
                color: Theme.cardText
            }
        }
        Text {
            id: question
            anchors { left: parent.left; right: parent.right; top: head.bottom; margins: 16 }
            text: panel.liveGame.prompts.decisionQuestion
            wrapMode: Text.Wrap
            font.family: Theme.font; font.pixelSize: Theme.normal
            color: "#4a3c2c"
        }
        Row {
            id: tiles
            anchors { horizontalCenter: parent.horizontalCenter; top: question.bottom; topMargin: 12 }
            spacing: 14
            Repeater {
                model: panel.liveGame.auction
                delegate: Column {
                    required property int index
                    required property string tileId
                    required property string ownerColour
                    required property string ownerName
                    required property bool current
                    required property bool open
                    spacing: 4
                    Rectangle {
                        width: 104; height: 104
                        radius: 6
                        color: current || (panel.step === "bazaar-pick" && index === panel.slot) ? Theme.accent : "transparent"
                        TileItem { anchors.fill: parent; anchors.margins: 6; tileId: parent.parent.tileId; opacity: open ? 1 : 0.45 }
                        FigureItem { visible: !open; anchors.centerIn: parent; width: 44; height: 44; colour: parent.parent.ownerColour }
                        TapArea { anchors.fill: parent; enabled: open && panel.step === "bazaar-pick"; onTapped: panel.slot = index }
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: Math.min(implicitWidth, 104)
                        elide: Text.ElideRight
                        text: open ? (current ? qsTr("on offer") : "") : ownerName
                        font.family: Theme.font; font.pixelSize: Theme.small
                        color: Theme.cardText
                    }
                }
            }
        }
        Text {
            anchors { left: parent.left; right: parent.right; top: tiles.bottom; margins: 16 }
            visible: panel.step !== "bazaar-pick"
            text: panel.liveGame.auction.highBidder !== "" ? qsTr("Highest bid: %1 by %2").arg(panel.liveGame.auction.price).arg(panel.liveGame.auction.highBidder)
                                                        : qsTr("Highest bid: %1").arg(panel.liveGame.auction.price)
            elide: Text.ElideRight
            font.family: Theme.font; font.pixelSize: Theme.large; font.bold: true
            color: Theme.cardText
        }
        PromptUndo { anchors { left: parent.left; bottom: parent.bottom; margins: 16 }
        liveGame: panel.liveGame }
        Row {
            anchors { right: parent.right; bottom: parent.bottom; margins: 16 }
            spacing: 10
            // Pick or raise: choose the price.
            BigButton { visible: panel.step !== "bazaar-buy-or-sell"; text: "−"; width: 64; onClicked: panel.price = Math.max(0, panel.price - 1) }
            Text {
                visible: panel.step !== "bazaar-buy-or-sell"
                width: 70
                anchors.verticalCenter: parent.verticalCenter
                horizontalAlignment: Text.AlignHCenter
                text: panel.price
                font.family: Theme.font; font.pixelSize: Theme.huge; font.bold: true
                color: Theme.cardText
            }
            BigButton { visible: panel.step !== "bazaar-buy-or-sell"; text: "+"; width: 64; onClicked: panel.price += 1 }
            BigButton {
                visible: panel.step !== "bazaar-buy-or-sell"
                text: qsTr("Bid %1").arg(panel.price)
                tint: Theme.ok
                width: 150
                onClicked: panel.liveGame.bid(panel.step === "bazaar-pick" ? panel.slot : -1, panel.price)
            }
            BigButton { visible: panel.step === "bazaar-bid"; text: qsTr("Pass"); width: 120; onClicked: panel.liveGame.pass() }
            BigButton { visible: panel.step === "bazaar-buy-or-sell"; text: qsTr("Buy (pay %1)").arg(panel.liveGame.auction.price); tint: Theme.ok; width: 230; onClicked: panel.liveGame.buyOrSell(true) }
            BigButton { visible: panel.step === "bazaar-buy-or-sell"; text: qsTr("Sell (get %1)").arg(panel.liveGame.auction.price); width: 230; onClicked: panel.liveGame.buyOrSell(false) }
        }
    }
}
