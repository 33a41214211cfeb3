<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name>AlertBanner</name>
    <message>
        <source>⚠ Not allowed: fix the tile on the table</source>
        <translation>⚠ Not allowed: fix the tile on the table</translation>
    </message>
</context>
<context>
    <name>AskFirst</name>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
</context>
<context>
    <name>BazaarPanel</name>
    <message>
        <source>Bazaar</source>
        <translation>Bazaar</translation>
    </message>
    <message>
        <source>on offer</source>
        <translation>on offer</translation>
    </message>
    <message>
        <source>Highest bid: %1 by %2</source>
        <translation>Highest bid: %1 by %2</translation>
    </message>
    <message>
        <source>Highest bid: %1</source>
        <translation>Highest bid: %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Bid %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Buy (pay %1)</source>
        <translation>Buy (pay %1)</translation>
    </message>
    <message>
        <source>Sell (get %1)</source>
        <translation>Sell (get %1)</translation>
    </message>
</context>
<context>
    <name>BoardCheckPanel</name>
    <message>
        <source>Check the board</source>
        <translation>Check the board</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Reading the board…</translation>
    </message>
    <message>
        <source>The board could not be read: %1</source>
        <translation>The board could not be read: %1</translation>
    </message>
    <message numerus="yes">
        <source>The table agrees with the game (%n tile(s))</source>
        <translation>
            <numerusform>The table agrees with the game (%n tile)</numerusform>
            <numerusform>The table agrees with the game (%n tiles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) differ: tap one to see what the camera sees</source>
        <translation>
            <numerusform>%n cell differs: tap it to see what the camera sees</numerusform>
            <numerusform>%n cells differ: tap one to see what the camera sees</numerusform>
        </translation>
    </message>
    <message>
        <source>The camera sees (unsure)</source>
        <translation>The camera sees (unsure)</translation>
    </message>
    <message>
        <source>The camera sees</source>
        <translation>The camera sees</translation>
    </message>
    <message>
        <source>no tile</source>
        <translation>no tile</translation>
    </message>
    <message>
        <source>The game holds</source>
        <translation>The game holds</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Check again</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>BoardPhotoScreen</name>
    <message>
        <source>cities %1</source>
        <translation>cities %1</translation>
    </message>
    <message>
        <source>roads %1</source>
        <translation>roads %1</translation>
    </message>
    <message>
        <source>cloisters %1</source>
        <translation>cloisters %1</translation>
    </message>
    <message>
        <source>farms %1</source>
        <translation>farms %1</translation>
    </message>
    <message>
        <source>castles %1</source>
        <translation>castles %1</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Back</translation>
    </message>
    <message>
        <source>Score a board</source>
        <translation>Score a board</translation>
    </message>
    <message>
        <source>Choose photo</source>
        <translation>Choose photo</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Reading the board…</translation>
    </message>
    <message>
        <source>This photo cannot be scored: %1</source>
        <translation>This photo cannot be scored: %1</translation>
    </message>
    <message>
        <source>Take a photo of the finished board from above (or a little to the side), copy it here and choose it.</source>
        <translation>Take a photo of the finished board from above (or a little to the side), copy it here and choose it.</translation>
    </message>
    <message>
        <source>Colours in play</source>
        <translation>Colours in play</translation>
    </message>
    <message>
        <source>Which tile is this?</source>
        <translation>Which tile is this?</translation>
    </message>
    <message>
        <source>Every tile read; tap one to correct it.</source>
        <translation>Every tile read; tap one to correct it.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) to check: tap the orange cells.</source>
        <translation>
            <numerusform>%n tile to check: tap the orange cell.</numerusform>
            <numerusform>%n tiles to check: tap the orange cells.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not scored: %1</source>
        <translation>Not scored: %1</translation>
    </message>
    <message>
        <source>No photos (JPEG or PNG) in this folder</source>
        <translation>No photos (JPEG or PNG) in this folder</translation>
    </message>
</context>
<context>
    <name>ConfirmPanel</name>
    <message>
        <source>Check this tile</source>
        <translation>Check this tile</translation>
    </message>
    <message>
        <source>⟳ Turn</source>
        <translation>⟳ Turn</translation>
    </message>
    <message>
        <source>Other tile</source>
        <translation>Other tile</translation>
    </message>
    <message>
        <source>✓ Yes, that&apos;s right</source>
        <translation>✓ Yes, that&apos;s right</translation>
    </message>
    <message>
        <source>✓ Use my correction</source>
        <translation>✓ Use my correction</translation>
    </message>
</context>
<context>
    <name>DecisionPrompt</name>
    <message>
        <source>%1 decides</source>
        <translation>%1 decides</translation>
    </message>
    <message>
        <source>★ suggested</source>
        <translation>★ suggested</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Shared win: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Winner: %1</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Undo</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>farms and the cities they feed</source>
        <translation>farms and the cities they feed</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Road</translation>
    </message>
    <message>
        <source>City</source>
        <translation>City</translation>
    </message>
    <message>
        <source>Cloist.</source>
        <translation>Cloist.</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Castle</translation>
    </message>
    <message>
        <source>Msg</source>
        <translation>Msg</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Bazaar</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>road</source>
        <translation>road</translation>
    </message>
    <message>
        <source>city</source>
        <translation>city</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>cloister</translation>
    </message>
    <message>
        <source>field</source>
        <translation>field</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>castle</translation>
    </message>
    <message>
        <source>message</source>
        <translation>message</translation>
    </message>
    <message>
        <source>bazaar</source>
        <translation>bazaar</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>score your smallest road</source>
        <translation>score your smallest road</translation>
    </message>
    <message>
        <source>score your smallest city</source>
        <translation>score your smallest city</translation>
    </message>
    <message>
        <source>score your smallest cloister</source>
        <translation>score your smallest cloister</translation>
    </message>
    <message>
        <source>2 points per pennant in your cities</source>
        <translation>2 points per pennant in your cities</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 points per knight</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 points per farmer</translation>
    </message>
    <message>
        <source>draw a tile and take an extra turn</source>
        <translation>draw a tile and take an extra turn</translation>
    </message>
    <message>
        <source>score one follower&apos;s feature and take it back</source>
        <translation>score one follower&apos;s feature and take it back</translation>
    </message>
    <message>
        <source>this tile</source>
        <translation>this tile</translation>
    </message>
    <message>
        <source>%1: build a castle on the small city, or score %2 points?</source>
        <translation>%1: build a castle on the small city, or score %2 points?</translation>
    </message>
    <message>
        <source>%1: which figure moves %2 points (%3)?</source>
        <translation>%1: which figure moves %2 points (%3)?</translation>
    </message>
    <message>
        <source>%1: which completed feature does your castle score?</source>
        <translation>%1: which completed feature does your castle score?</translation>
    </message>
    <message>
        <source>%1: which message was drawn?</source>
        <translation>%1: which message was drawn?</translation>
    </message>
    <message>
        <source>%1: which follower scores and comes back?</source>
        <translation>%1: which follower scores and comes back?</translation>
    </message>
    <message>
        <source>%1 draws message %2 (%3): carry it out or take 2 points?</source>
        <translation>%1 draws message %2 (%3): carry it out or take 2 points?</translation>
    </message>
    <message>
        <source>%1: pick a tile and bid</source>
        <translation>%1: pick a tile and bid</translation>
    </message>
    <message>
        <source>%1: bid more than %2 for %3, or pass</source>
        <translation>%1: bid more than %2 for %3, or pass</translation>
    </message>
    <message>
        <source>%1: buy the tile from %2 for %3, or sell it to them?</source>
        <translation>%1: buy the tile from %2 for %3, or sell it to them?</translation>
    </message>
    <message>
        <source>build a castle</source>
        <translation>build a castle</translation>
    </message>
    <message>
        <source>score the city</source>
        <translation>score the city</translation>
    </message>
    <message>
        <source>score the cities</source>
        <translation>score the cities</translation>
    </message>
    <message>
        <source>build a castle on the small city</source>
        <translation>build a castle on the small city</translation>
    </message>
    <message>
        <source>figure %1 (at %2)</source>
        <translation>figure %1 (at %2)</translation>
    </message>
    <message>
        <source>%1 worth %2</source>
        <translation>%1 worth %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>carry out: %1</source>
        <translation>carry out: %1</translation>
    </message>
    <message>
        <source>take 2 points</source>
        <translation>take 2 points</translation>
    </message>
    <message>
        <source>%1 follower</source>
        <translation>%1 follower</translation>
    </message>
    <message>
        <source>the %1 side is %2, the neighbouring tile shows %3</source>
        <translation>the %1 side is %2, the neighbouring tile shows %3</translation>
    </message>
    <message>
        <source>not next to any tile (touching at a corner does not count)</source>
        <translation>not next to any tile (touching at a corner does not count)</translation>
    </message>
    <message>
        <source>that place already holds %1</source>
        <translation>that place already holds %1</translation>
    </message>
    <message>
        <source>outside the play area</source>
        <translation>outside the play area</translation>
    </message>
    <message>
        <source>too far from the start tile</source>
        <translation>too far from the start tile</translation>
    </message>
    <message>
        <source>the tile drawn is %1, not %2</source>
        <translation>the tile drawn is %1, not %2</translation>
    </message>
    <message>
        <source>no copy of %1 is left (all are on the table, set aside, or not in play)</source>
        <translation>no copy of %1 is left (all are on the table, set aside, or not in play)</translation>
    </message>
    <message>
        <source>the %1 is already occupied by a follower of %2</source>
        <translation>the %1 is already occupied by a follower of %2</translation>
    </message>
    <message>
        <source>%1 has no followers left</source>
        <translation>%1 has no followers left</translation>
    </message>
    <message>
        <source>a tile was already placed this turn</source>
        <translation>a tile was already placed this turn</translation>
    </message>
    <message>
        <source>a bridge goes on the tile placed or a tile next to it</source>
        <translation>a bridge goes on the tile placed or a tile next to it</translation>
    </message>
    <message>
        <source>one bridge per turn</source>
        <translation>one bridge per turn</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform>
            <numerusform>%n pennants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n completed city</numerusform>
            <numerusform>%n completed cities</numerusform>
        </translation>
    </message>
    <message>
        <source>north</source>
        <translation>north</translation>
    </message>
    <message>
        <source>east</source>
        <translation>east</translation>
    </message>
    <message>
        <source>south</source>
        <translation>south</translation>
    </message>
    <message>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1, %2 = %3</source>
        <translation>%1, %2 = %3</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>top left</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>top middle</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>top right</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>middle left</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>middle right</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>bottom left</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>bottom middle</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>bottom right</translation>
    </message>
    <message>
        <source>hold the calibration board flat in the middle of the picture</source>
        <translation>hold the calibration board flat in the middle of the picture</translation>
    </message>
    <message>
        <source>move the board to the middle of the picture</source>
        <translation>move the board to the middle of the picture</translation>
    </message>
    <message>
        <source>move the board into the %1 of the picture</source>
        <translation>move the board into the %1 of the picture</translation>
    </message>
    <message>
        <source>turn the board to face the left of the picture (its right edge nearer the camera, ~30 degrees)</source>
        <translation>turn the board to face the left of the picture (its right edge nearer the camera, ~30 degrees)</translation>
    </message>
    <message>
        <source>turn the board to face the right of the picture (its left edge nearer the camera, ~30 degrees)</source>
        <translation>turn the board to face the right of the picture (its left edge nearer the camera, ~30 degrees)</translation>
    </message>
    <message>
        <source>tip the board to face the top of the picture (its bottom edge nearer the camera, ~30 degrees)</source>
        <translation>tip the board to face the top of the picture (its bottom edge nearer the camera, ~30 degrees)</translation>
    </message>
    <message>
        <source>tip the board to face the bottom of the picture (its top edge nearer the camera, ~30 degrees)</source>
        <translation>tip the board to face the bottom of the picture (its top edge nearer the camera, ~30 degrees)</translation>
    </message>
    <message>
        <source>keep going: move and tilt the board a little between views (%1/%2)</source>
        <translation>keep going: move and tilt the board a little between views (%1/%2)</translation>
    </message>
    <message>
        <source>keep going: a few more views</source>
        <translation>keep going: a few more views</translation>
    </message>
    <message>
        <source>trial RMS %1 px is above %2: hold the board flat and still, more views</source>
        <translation>trial RMS %1 px is above %2: hold the board flat and still, more views</translation>
    </message>
    <message>
        <source>done: %1 views, trial RMS %2 px</source>
        <translation>done: %1 views, trial RMS %2 px</translation>
    </message>
    <message>
        <source>%1 turned by %2°</source>
        <translation>%1 turned by %2°</translation>
    </message>
    <message>
        <source>cannot read the picture</source>
        <translation>cannot read the picture</translation>
    </message>
    <message>
        <source>no calibration board in view</source>
        <translation>no calibration board in view</translation>
    </message>
    <message>
        <source>only the table markers in view, not the calibration board</source>
        <translation>only the table markers in view, not the calibration board</translation>
    </message>
    <message>
        <source>wrong board: marker %1 is not on the printed calibration board</source>
        <translation>wrong board: marker %1 is not on the printed calibration board</translation>
    </message>
    <message>
        <source>wrong board: the markers do not match the printed board (off by %1 mm)</source>
        <translation>wrong board: the markers do not match the printed board (off by %1 mm)</translation>
    </message>
    <message>
        <source>blurred: sharpness %1 &lt; %2 (hold still, check the focus)</source>
        <translation>blurred: sharpness %1 &lt; %2 (hold still, check the focus)</translation>
    </message>
    <message>
        <source>too little of the board: %1 of %2 corners found (need %3; show the whole board)</source>
        <translation>too little of the board: %1 of %2 corners found (need %3; show the whole board)</translation>
    </message>
    <message>
        <source>the same as view %1 (move or tilt the board more)</source>
        <translation>the same as view %1 (move or tilt the board more)</translation>
    </message>
    <message>
        <source>size %1 differs from the first picture&apos;s %2</source>
        <translation>size %1 differs from the first picture&apos;s %2</translation>
    </message>
    <message>
        <source>only %1 usable views of the board, need %2</source>
        <translation>only %1 usable views of the board, need %2</translation>
    </message>
    <message>
        <source>table markers not found: %1 (at least 3 of the 4 must be in view)</source>
        <translation>table markers not found: %1 (at least 3 of the 4 must be in view)</translation>
    </message>
    <message>
        <source>all four table markers must be in view (missing: %1)</source>
        <translation>all four table markers must be in view (missing: %1)</translation>
    </message>
    <message>
        <source>found %1 followers along the bottom edge, expected %2 (one of each colour, in a row between the bottom markers)</source>
        <translation>found %1 followers along the bottom edge, expected %2 (one of each colour, in a row between the bottom markers)</translation>
    </message>
    <message>
        <source>camera calibration: %1 (Set up rig: Lens)</source>
        <translation>camera calibration: %1 (Set up rig: Lens)</translation>
    </message>
    <message>
        <source>table calibration: %1 (Set up rig: Table)</source>
        <translation>table calibration: %1 (Set up rig: Table)</translation>
    </message>
    <message>
        <source>tile set: %1 (Set up rig: Tiles)</source>
        <translation>tile set: %1 (Set up rig: Tiles)</translation>
    </message>
    <message>
        <source>no folder of frames chosen</source>
        <translation>no folder of frames chosen</translation>
    </message>
    <message>
        <source>no camera chosen</source>
        <translation>no camera chosen</translation>
    </message>
    <message>
        <source>frames: %1</source>
        <translation>frames: %1</translation>
    </message>
    <message>
        <source>simulated table: %1</source>
        <translation>simulated table: %1</translation>
    </message>
    <message>
        <source>simulated camera: %1</source>
        <translation>simulated camera: %1</translation>
    </message>
    <message>
        <source>camera: %1</source>
        <translation>camera: %1</translation>
    </message>
    <message>
        <source>no picture</source>
        <translation>no picture</translation>
    </message>
    <message>
        <source>%1: cannot read</source>
        <translation>%1: cannot read</translation>
    </message>
    <message>
        <source>%1: cannot open</source>
        <translation>%1: cannot open</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: not a folder</translation>
    </message>
    <message>
        <source>%1: no pictures in it (.jpg, .png, .bmp, .tif)</source>
        <translation>%1: no pictures in it (.jpg, .png, .bmp, .tif)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: no such file</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Back</translation>
    </message>
    <message>
        <source>Recorded games</source>
        <translation>Recorded games</translation>
    </message>
    <message>
        <source>%1  ·  turn %2  ·  %3</source>
        <translation>%1  ·  turn %2  ·  %3</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete %1 (%2) and its pictures?</source>
        <translation>Delete %1 (%2) and its pictures?</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>over</source>
        <translation>over</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>No games recorded yet</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Score a finished board from a photo</source>
        <translation>Score a finished board from a photo</translation>
    </message>
</context>
<context>
    <name>LensPanel</name>
    <message>
        <source>Camera lens</source>
        <translation>Camera lens</translation>
    </message>
    <message>
        <source>%1/%2 views · %3/9 of the picture · %4/4 tilts</source>
        <translation>%1/%2 views · %3/9 of the picture · %4/4 tilts</translation>
    </message>
    <message>
        <source>Take a view</source>
        <translation>Take a view</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Calibrate</translation>
    </message>
</context>
<context>
    <name>LiveScreen</name>
    <message>
        <source>turn %1</source>
        <translation>turn %1</translation>
    </message>
    <message>
        <source>Go on simulated</source>
        <translation>Go on simulated</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>End the game</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>End the game now and count the final scores?</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Carcassonne companion</source>
        <translation>Carcassonne companion</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Set up rig</source>
        <translation>Set up rig</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>★ starts</source>
        <translation>★ starts</translation>
    </message>
    <message>
        <source>starts?</source>
        <translation>starts?</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Add player</translation>
    </message>
    <message>
        <source>Bridges, Castles &amp; Bazaars</source>
        <translation>Bridges, Castles &amp; Bazaars</translation>
    </message>
    <message>
        <source>The Messages</source>
        <translation>The Messages</translation>
    </message>
    <message>
        <source>Bazaar without bidding</source>
        <translation>Bazaar without bidding</translation>
    </message>
    <message>
        <source>Small city scores 2</source>
        <translation>Small city scores 2</translation>
    </message>
    <message>
        <source>Unfinished scores 0</source>
        <translation>Unfinished scores 0</translation>
    </message>
    <message>
        <source>Frame source</source>
        <translation>Frame source</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Sim table</source>
        <translation>Sim table</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>folder of frames or a video</source>
        <translation>folder of frames or a video</translation>
    </message>
    <message>
        <source>Rig calibration: %1</source>
        <translation>Rig calibration: %1</translation>
    </message>
    <message>
        <source>Start game ▶</source>
        <translation>Start game ▶</translation>
    </message>
</context>
<context>
    <name>PromptUndo</name>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Undo</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>‹ Games</source>
        <translation>‹ Games</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Frame</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>saved %1</translation>
    </message>
    <message>
        <source>no frame for this move</source>
        <translation>no frame for this move</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Bazaar</source>
        <translation>Bazaar</translation>
    </message>
    <message numerus="yes">
        <source>tap the %n tile(s) turned up</source>
        <translation>
            <numerusform>tap the %n tile turned up</numerusform>
            <numerusform>tap the %n tiles turned up</numerusform>
        </translation>
    </message>
    <message>
        <source>None turned up</source>
        <translation>None turned up</translation>
    </message>
    <message>
        <source>Start the auction</source>
        <translation>Start the auction</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turn</source>
        <translation>turn</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message numerus="yes">
        <source>turns up %n tile(s) for the bazaar</source>
        <translation>
            <numerusform>turns up %n tile for the bazaar</numerusform>
            <numerusform>turns up %n tiles for the bazaar</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>a tile</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tile %1</translation>
    </message>
    <message>
        <source>lays %1 with a bridge</source>
        <translation>lays %1 with a bridge</translation>
    </message>
    <message>
        <source>lays %1</source>
        <translation>lays %1</translation>
    </message>
    <message>
        <source>puts down a follower</source>
        <translation>puts down a follower</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>ends the turn</translation>
    </message>
    <message>
        <source>sets %1 aside</source>
        <translation>sets %1 aside</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>ends the game</translation>
    </message>
    <message>
        <source>builds a bridge</source>
        <translation>builds a bridge</translation>
    </message>
    <message>
        <source>chooses “%1”</source>
        <translation>chooses “%1”</translation>
    </message>
    <message>
        <source>decides</source>
        <translation>decides</translation>
    </message>
    <message>
        <source>bids %1</source>
        <translation>bids %1</translation>
    </message>
    <message>
        <source>buys the tile</source>
        <translation>buys the tile</translation>
    </message>
    <message>
        <source>sells the tile</source>
        <translation>sells the tile</translation>
    </message>
    <message>
        <source>turns up no bazaar tiles</source>
        <translation>turns up no bazaar tiles</translation>
    </message>
    <message>
        <source>Place a tile</source>
        <translation>Place a tile</translation>
    </message>
    <message>
        <source>Place the tile shown</source>
        <translation>Place the tile shown</translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation>Place tile %1</translation>
    </message>
    <message>
        <source>Follower, bridge or pass</source>
        <translation>Follower, bridge or pass</translation>
    </message>
    <message>
        <source>Decide on screen</source>
        <translation>Decide on screen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the road</source>
        <translation>
            <numerusform>%1 scores %n point for the road</numerusform>
            <numerusform>%1 scores %n points for the road</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the city</source>
        <translation>
            <numerusform>%1 scores %n point for the city</numerusform>
            <numerusform>%1 scores %n points for the city</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the cloister</source>
        <translation>
            <numerusform>%1 scores %n point for the cloister</numerusform>
            <numerusform>%1 scores %n points for the cloister</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the farm</source>
        <translation>
            <numerusform>%1 scores %n point for the farm</numerusform>
            <numerusform>%1 scores %n points for the farm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the castle</source>
        <translation>
            <numerusform>%1 scores %n point for the castle</numerusform>
            <numerusform>%1 scores %n points for the castle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n with a message</source>
        <translation>
            <numerusform>%1 scores %n point with a message</numerusform>
            <numerusform>%1 scores %n points with a message</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n for a bazaar tile</source>
        <translation>
            <numerusform>%1 pays %n point for a bazaar tile</numerusform>
            <numerusform>%1 pays %n points for a bazaar tile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n from the bazaar</source>
        <translation>
            <numerusform>%1 receives %n point from the bazaar</numerusform>
            <numerusform>%1 receives %n points from the bazaar</numerusform>
        </translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grey</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>pink</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>purple</translation>
    </message>
    <message>
        <source>square</source>
        <translation>square</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>diamond</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>circle</translation>
    </message>
    <message>
        <source>star</source>
        <translation>star</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>cross</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>heart</translation>
    </message>
    <message>
        <source>club</source>
        <translation>club</translation>
    </message>
    <message>
        <source>thief on the road</source>
        <translation>thief on the road</translation>
    </message>
    <message>
        <source>knight in the city</source>
        <translation>knight in the city</translation>
    </message>
    <message>
        <source>monk in the cloister</source>
        <translation>monk in the cloister</translation>
    </message>
    <message>
        <source>farmer in the field</source>
        <translation>farmer in the field</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Back</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Rig (LED ring, buzzer, buttons)</source>
        <translation>Rig (LED ring, buzzer, buttons)</translation>
    </message>
    <message>
        <source>no rig — plug it in by USB; the app works the same without it</source>
        <translation>no rig — plug it in by USB; the app works the same without it</translation>
    </message>
    <message>
        <source>Game records: %1</source>
        <translation>Game records: %1</translation>
    </message>
    <message>
        <source>Spoken scores: on</source>
        <translation>Spoken scores: on</translation>
    </message>
    <message>
        <source>Spoken scores: off</source>
        <translation>Spoken scores: off</translation>
    </message>
    <message>
        <source>Scores, questions and alerts are read out</source>
        <translation>Scores, questions and alerts are read out</translation>
    </message>
    <message>
        <source>Scores, questions and alerts can be read out</source>
        <translation>Scores, questions and alerts can be read out</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>Print the calibration board and the four table markers at 100 % (no &quot;fit to page&quot;); the bar on each sheet must measure 10 cm. Glue the board to card.</source>
        <translation>Print the calibration board and the four table markers at 100 % (no &quot;fit to page&quot;); the bar on each sheet must measure 10 cm. Glue the board to card.</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>Lens</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Lay the four markers at the corners of the play area (0 top left, then clockwise), the start tile in the middle, and look down with the camera.</source>
        <translation>Lay the four markers at the corners of the play area (0 top left, then clockwise), the start tile in the middle, and look down with the camera.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colours</translation>
    </message>
    <message>
        <source>Stand one follower of each colour in play in a row along the bottom edge, between the bottom markers.</source>
        <translation>Stand one follower of each colour in play in a row along the bottom edge, between the bottom markers.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Your own tile set is enrolled: the camera knows your tiles by their pictures.</source>
        <translation>Your own tile set is enrolled: the camera knows your tiles by their pictures.</translation>
    </message>
    <message>
        <source>Optional: the camera knows the tiles by these standard pictures. If your tiles look different, enrol them: lay each one under the camera with “carc calibrate tiles”.</source>
        <translation>Optional: the camera knows the tiles by these standard pictures. If your tiles look different, enrol them: lay each one under the camera with “carc calibrate tiles”.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Back</translation>
    </message>
    <message>
        <source>Set up the rig</source>
        <translation>Set up the rig</translation>
    </message>
    <message>
        <source>Write the sheets</source>
        <translation>Write the sheets</translation>
    </message>
    <message>
        <source>Find the markers</source>
        <translation>Find the markers</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>Learn the colours</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Previous</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Next ›</translation>
    </message>
    <message>
        <source>New game ›</source>
        <translation>New game ›</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Scores appear here
with how they were counted</source>
        <translation>Scores appear here
with how they were counted</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Undo</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Play</translation>
    </message>
    <message>
        <source>☰ Menu</source>
        <translation>☰ Menu</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>End game now</source>
        <translation>End game now</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>End the game now and count the final scores?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>End the game</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Leave this game for a new one? It stays in History as abandoned.</source>
        <translation>Leave this game for a new one? It stays in History as abandoned.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Leave the game</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Tiles left</translation>
    </message>
    <message>
        <source>Check the board</source>
        <translation>Check the board</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Back</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n finished game</numerusform>
            <numerusform>%n finished games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <translation>
            <numerusform>%n could not be read</numerusform>
            <numerusform>%n could not be read</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Biggest city (tiles)</source>
        <translation>Biggest city (tiles)</translation>
    </message>
    <message>
        <source>Farm share</source>
        <translation>Farm share</translation>
    </message>
    <message>
        <source>No finished games yet: statistics count the games played to the end</source>
        <translation>No finished games yet: statistics count the games played to the end</translation>
    </message>
</context>
<context>
    <name>TileCounterPanel</name>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n tile in the bag</numerusform>
            <numerusform>%n tiles in the bag</numerusform>
        </translation>
    </message>
    <message>
        <source>Next tile fits there: %1 %</source>
        <translation>Next tile fits there: %1 %</translation>
    </message>
    <message>
        <source>Tap a free place on the board</source>
        <translation>Tap a free place on the board</translation>
    </message>
</context>
<context>
    <name>carc::app::LensSetup</name>
    <message>
        <source>The lens is calibrated.</source>
        <translation>The lens is calibrated.</translation>
    </message>
    <message>
        <source>View kept (%1 of %2)</source>
        <translation>View kept (%1 of %2)</translation>
    </message>
    <message>
        <source>View not kept: %1</source>
        <translation>View not kept: %1</translation>
    </message>
    <message>
        <source>Not calibrated: %1</source>
        <translation>Not calibrated: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Calibrated: %1 px error from %2 views</source>
        <translation>Calibrated: %1 px error from %2 views</translation>
    </message>
</context>
<context>
    <name>carc::app::LiveGame</name>
    <message>
        <source>no unfinished game</source>
        <translation>no unfinished game</translation>
    </message>
    <message>
        <source>The table&apos;s pictures have run out: go on with simulated moves, or end the game</source>
        <translation>The table&apos;s pictures have run out: go on with simulated moves, or end the game</translation>
    </message>
    <message>
        <source>the game being played cannot be deleted</source>
        <translation>the game being played cannot be deleted</translation>
    </message>
</context>
<context>
    <name>carc::app::Prompts</name>
    <message>
        <source>Is this %1, turned %2°? (%3% sure)</source>
        <translation>Is this %1, turned %2°? (%3% sure)</translation>
    </message>
    <message>
        <source>the tile shown</source>
        <translation>the tile shown</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tile %1</translation>
    </message>
</context>
<context>
    <name>carc::app::ReplayController</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Start of the game (%n move)</numerusform>
            <numerusform>Start of the game (%n moves)</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>Move %1 of %2: %3</translation>
    </message>
</context>
<context>
    <name>carc::app::RigLink</name>
    <message>
        <source>rig not answering: %1</source>
        <translation>rig not answering: %1</translation>
    </message>
    <message>
        <source>rig disconnected: %1</source>
        <translation>rig disconnected: %1</translation>
    </message>
    <message>
        <source>rig on %1 (firmware %2.%3, %4 LEDs)</source>
        <translation>rig on %1 (firmware %2.%3, %4 LEDs)</translation>
    </message>
</context>
<context>
    <name>carc::app::RigSetup</name>
    <message>
        <source>Sheets not written: %1</source>
        <translation>Sheets not written: %1</translation>
    </message>
    <message>
        <source>Print at 100 %: %1/board.pdf and %1/markers.pdf</source>
        <translation>Print at 100 %: %1/board.pdf and %1/markers.pdf</translation>
    </message>
    <message>
        <source>Calibrate the lens first</source>
        <translation>Calibrate the lens first</translation>
    </message>
    <message>
        <source>Markers not found: %1</source>
        <translation>Markers not found: %1</translation>
    </message>
    <message>
        <source>All four markers found: the play area is %1 x %2 cm</source>
        <translation>All four markers found: the play area is %1 x %2 cm</translation>
    </message>
    <message>
        <source>Find the table markers first</source>
        <translation>Find the table markers first</translation>
    </message>
    <message>
        <source>Colours not learnt: %1</source>
        <translation>Colours not learnt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n colour(s) told apart</source>
        <translation>
            <numerusform>%n colour told apart</numerusform>
            <numerusform>%n colours told apart</numerusform>
        </translation>
    </message>
    <message>
        <source>Learnt, but: %1</source>
        <translation>Learnt, but: %1</translation>
    </message>
</context>
<context>
    <name>carc::app::Speaker</name>
    <message>
        <source>No speech engine on this device (flite or speech-dispatcher): nothing is spoken</source>
        <translation>No speech engine on this device (flite or speech-dispatcher): nothing is spoken</translation>
    </message>
    <message>
        <source>No voice for this language on this device: nothing is spoken</source>
        <translation>No voice for this language on this device: nothing is spoken</translation>
    </message>
    <message>
        <source>This build cannot speak (no Qt TextToSpeech)</source>
        <translation>This build cannot speak (no Qt TextToSpeech)</translation>
    </message>
</context>
<context>
    <name>carc::app::TurnState</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tile left</numerusform>
            <numerusform>%n tiles left</numerusform>
        </translation>
    </message>
</context>
</TS>
