<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AlertBanner</name>
    <message>
        <source>⚠ Not allowed: fix the tile on the table</source>
        <translation>⚠ Nicht erlaubt: Plättchen richtig legen</translation>
    </message>
</context>
<context>
    <name>AskFirst</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
</context>
<context>
    <name>BazaarPanel</name>
    <message>
        <source>Bazaar</source>
        <translation>Basar</translation>
    </message>
    <message>
        <source>on offer</source>
        <translation>im Angebot</translation>
    </message>
    <message>
        <source>Highest bid: %1 by %2</source>
        <translation>Höchstgebot: %1 von %2</translation>
    </message>
    <message>
        <source>Highest bid: %1</source>
        <translation>Höchstgebot: %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Biete %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Buy (pay %1)</source>
        <translation>Kaufen (zahle %1)</translation>
    </message>
    <message>
        <source>Sell (get %1)</source>
        <translation>Verkaufen (erhalte %1)</translation>
    </message>
</context>
<context>
    <name>BoardCheckPanel</name>
    <message>
        <source>Check the board</source>
        <translation>Spielfeld prüfen</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Spielfeld wird gelesen…</translation>
    </message>
    <message>
        <source>The board could not be read: %1</source>
        <translation>Das Spielfeld ließ sich nicht lesen: %1</translation>
    </message>
    <message numerus="yes">
        <source>The table agrees with the game (%n tile(s))</source>
        <translation>
            <numerusform>Der Tisch stimmt mit dem Spiel überein (%n Plättchen)</numerusform>
            <numerusform>Der Tisch stimmt mit dem Spiel überein (%n Plättchen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) differ: tap one to see what the camera sees</source>
        <translation>
            <numerusform>%n Feld weicht ab: tippe es an, um zu sehen, was die Kamera sieht</numerusform>
            <numerusform>%n Felder weichen ab: tippe eins an, um zu sehen, was die Kamera sieht</numerusform>
        </translation>
    </message>
    <message>
        <source>The camera sees (unsure)</source>
        <translation>Die Kamera sieht (unsicher)</translation>
    </message>
    <message>
        <source>The camera sees</source>
        <translation>Die Kamera sieht</translation>
    </message>
    <message>
        <source>no tile</source>
        <translation>kein Plättchen</translation>
    </message>
    <message>
        <source>The game holds</source>
        <translation>Das Spiel hat</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Noch einmal prüfen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>BoardPhotoScreen</name>
    <message>
        <source>cities %1</source>
        <translation>Städte %1</translation>
    </message>
    <message>
        <source>roads %1</source>
        <translation>Straßen %1</translation>
    </message>
    <message>
        <source>cloisters %1</source>
        <translation>Klöster %1</translation>
    </message>
    <message>
        <source>farms %1</source>
        <translation>Wiesen %1</translation>
    </message>
    <message>
        <source>castles %1</source>
        <translation>Burgen %1</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Score a board</source>
        <translation>Brett zählen</translation>
    </message>
    <message>
        <source>Choose photo</source>
        <translation>Foto wählen</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Spielfeld wird gelesen…</translation>
    </message>
    <message>
        <source>This photo cannot be scored: %1</source>
        <translation>Dieses Foto lässt sich nicht werten: %1</translation>
    </message>
    <message>
        <source>Take a photo of the finished board from above (or a little to the side), copy it here and choose it.</source>
        <translation>Fotografiere das fertige Spielfeld von oben (oder etwas seitlich), kopiere das Foto hierher und wähle es aus.</translation>
    </message>
    <message>
        <source>Colours in play</source>
        <translation>Farben im Spiel</translation>
    </message>
    <message>
        <source>Which tile is this?</source>
        <translation>Welches Plättchen ist das?</translation>
    </message>
    <message>
        <source>Every tile read; tap one to correct it.</source>
        <translation>Alle Plättchen gelesen; tippe eins an, um es zu ändern.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) to check: tap the orange cells.</source>
        <translation>
            <numerusform>%n Plättchen prüfen: tippe auf das orange Feld.</numerusform>
            <numerusform>%n Plättchen prüfen: tippe auf die orangen Felder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not scored: %1</source>
        <translation>Nicht gewertet: %1</translation>
    </message>
    <message>
        <source>No photos (JPEG or PNG) in this folder</source>
        <translation>Keine Fotos (JPEG oder PNG) in diesem Ordner</translation>
    </message>
</context>
<context>
    <name>ConfirmPanel</name>
    <message>
        <source>Check this tile</source>
        <translation>Plättchen prüfen</translation>
    </message>
    <message>
        <source>⟳ Turn</source>
        <translation>⟳ Drehen</translation>
    </message>
    <message>
        <source>Other tile</source>
        <translation>Anderes Plättchen</translation>
    </message>
    <message>
        <source>✓ Yes, that&apos;s right</source>
        <translation>✓ Ja, stimmt</translation>
    </message>
    <message>
        <source>✓ Use my correction</source>
        <translation>✓ Meine Korrektur</translation>
    </message>
</context>
<context>
    <name>DecisionPrompt</name>
    <message>
        <source>%1 decides</source>
        <translation>%1 entscheidet</translation>
    </message>
    <message>
        <source>★ suggested</source>
        <translation>★ Vorschlag</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Zurück</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>farms and the cities they feed</source>
        <translation>Wiesen und die Städte, die sie versorgen</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Cloist.</source>
        <translation>Klost.</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <source>Msg</source>
        <translation>Nachr.</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Basar</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>field</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>bazaar</source>
        <translation>Basar</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>score your smallest road</source>
        <translation>werte deine kleinste Straße</translation>
    </message>
    <message>
        <source>score your smallest city</source>
        <translation>werte deine kleinste Stadt</translation>
    </message>
    <message>
        <source>score your smallest cloister</source>
        <translation>werte dein kleinstes Kloster</translation>
    </message>
    <message>
        <source>2 points per pennant in your cities</source>
        <translation>2 Punkte je Wappen in deinen Städten</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 Punkte je Ritter</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 Punkte je Bauer</translation>
    </message>
    <message>
        <source>draw a tile and take an extra turn</source>
        <translation>ziehe ein Plättchen und spiele einen Extrazug</translation>
    </message>
    <message>
        <source>score one follower&apos;s feature and take it back</source>
        <translation>werte das Gebiet eines Gefolgsmanns und nimm ihn zurück</translation>
    </message>
    <message>
        <source>this tile</source>
        <translation>dieses Plättchen</translation>
    </message>
    <message>
        <source>%1: build a castle on the small city, or score %2 points?</source>
        <translation>%1: eine Burg auf der kleinen Stadt bauen oder %2 Punkte werten?</translation>
    </message>
    <message>
        <source>%1: which figure moves %2 points (%3)?</source>
        <translation>%1: welche Figur zieht %2 Punkte (%3)?</translation>
    </message>
    <message>
        <source>%1: which completed feature does your castle score?</source>
        <translation>%1: welches fertige Gebiet wertet deine Burg?</translation>
    </message>
    <message>
        <source>%1: which message was drawn?</source>
        <translation>%1: welche Nachricht wurde gezogen?</translation>
    </message>
    <message>
        <source>%1: which follower scores and comes back?</source>
        <translation>%1: welcher Gefolgsmann wertet und kommt zurück?</translation>
    </message>
    <message>
        <source>%1 draws message %2 (%3): carry it out or take 2 points?</source>
        <translation>%1 zieht Nachricht %2 (%3): ausführen oder 2 Punkte nehmen?</translation>
    </message>
    <message>
        <source>%1: pick a tile and bid</source>
        <translation>%1: wähle ein Plättchen und biete</translation>
    </message>
    <message>
        <source>%1: bid more than %2 for %3, or pass</source>
        <translation>%1: biete mehr als %2 für %3 oder passe</translation>
    </message>
    <message>
        <source>%1: buy the tile from %2 for %3, or sell it to them?</source>
        <translation>%1: das Plättchen von %2 für %3 kaufen oder verkaufen?</translation>
    </message>
    <message>
        <source>build a castle</source>
        <translation>Burg bauen</translation>
    </message>
    <message>
        <source>score the city</source>
        <translation>Stadt werten</translation>
    </message>
    <message>
        <source>score the cities</source>
        <translation>Städte werten</translation>
    </message>
    <message>
        <source>build a castle on the small city</source>
        <translation>Burg auf der kleinen Stadt bauen</translation>
    </message>
    <message>
        <source>figure %1 (at %2)</source>
        <translation>Figur %1 (auf %2)</translation>
    </message>
    <message>
        <source>%1 worth %2</source>
        <translation>%1 mit %2 Punkten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>carry out: %1</source>
        <translation>ausführen: %1</translation>
    </message>
    <message>
        <source>take 2 points</source>
        <translation>2 Punkte nehmen</translation>
    </message>
    <message>
        <source>%1 follower</source>
        <translation>Gefolgsmann: %1</translation>
    </message>
    <message>
        <source>the %1 side is %2, the neighbouring tile shows %3</source>
        <translation>die %1seite ist %2, das Nachbarplättchen zeigt %3</translation>
    </message>
    <message>
        <source>not next to any tile (touching at a corner does not count)</source>
        <translation>liegt an keinem Plättchen an (eine Ecke zählt nicht)</translation>
    </message>
    <message>
        <source>that place already holds %1</source>
        <translation>dort liegt schon %1</translation>
    </message>
    <message>
        <source>outside the play area</source>
        <translation>außerhalb der Spielfläche</translation>
    </message>
    <message>
        <source>too far from the start tile</source>
        <translation>zu weit vom Startplättchen</translation>
    </message>
    <message>
        <source>the tile drawn is %1, not %2</source>
        <translation>gezogen wurde %1, nicht %2</translation>
    </message>
    <message>
        <source>no copy of %1 is left (all are on the table, set aside, or not in play)</source>
        <translation>kein %1 mehr übrig (alle liegen aus, sind beiseitegelegt oder nicht im Spiel)</translation>
    </message>
    <message>
        <source>the %1 is already occupied by a follower of %2</source>
        <translation>Gebiet (%1) ist schon von einem Gefolgsmann von %2 besetzt</translation>
    </message>
    <message>
        <source>%1 has no followers left</source>
        <translation>%1 hat keine Gefolgsleute mehr</translation>
    </message>
    <message>
        <source>a tile was already placed this turn</source>
        <translation>in diesem Zug liegt schon ein Plättchen</translation>
    </message>
    <message>
        <source>a bridge goes on the tile placed or a tile next to it</source>
        <translation>eine Brücke kommt auf das gelegte oder ein benachbartes Plättchen</translation>
    </message>
    <message>
        <source>one bridge per turn</source>
        <translation>eine Brücke pro Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Plättchen</numerusform>
            <numerusform>%n Plättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n Wappen</numerusform>
            <numerusform>%n Wappen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n fertige Stadt</numerusform>
            <numerusform>%n fertige Städte</numerusform>
        </translation>
    </message>
    <message>
        <source>north</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>west</source>
        <translation>West</translation>
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
        <translation>oben links</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>oben Mitte</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>Mitte links</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>Mitte rechts</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>unten Mitte</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>hold the calibration board flat in the middle of the picture</source>
        <translation>halten Sie die Kalibriertafel flach in die Bildmitte</translation>
    </message>
    <message>
        <source>move the board to the middle of the picture</source>
        <translation>bewegen Sie die Tafel in die Bildmitte</translation>
    </message>
    <message>
        <source>move the board into the %1 of the picture</source>
        <translation>bewegen Sie die Tafel im Bild nach %1</translation>
    </message>
    <message>
        <source>turn the board to face the left of the picture (its right edge nearer the camera, ~30 degrees)</source>
        <translation>drehen Sie die Tafel zur linken Bildseite (rechter Rand näher an der Kamera, ~30 Grad)</translation>
    </message>
    <message>
        <source>turn the board to face the right of the picture (its left edge nearer the camera, ~30 degrees)</source>
        <translation>drehen Sie die Tafel zur rechten Bildseite (linker Rand näher an der Kamera, ~30 Grad)</translation>
    </message>
    <message>
        <source>tip the board to face the top of the picture (its bottom edge nearer the camera, ~30 degrees)</source>
        <translation>kippen Sie die Tafel zum oberen Bildrand (unterer Rand näher an der Kamera, ~30 Grad)</translation>
    </message>
    <message>
        <source>tip the board to face the bottom of the picture (its top edge nearer the camera, ~30 degrees)</source>
        <translation>kippen Sie die Tafel zum unteren Bildrand (oberer Rand näher an der Kamera, ~30 Grad)</translation>
    </message>
    <message>
        <source>keep going: move and tilt the board a little between views (%1/%2)</source>
        <translation>weiter: Tafel zwischen den Ansichten etwas bewegen und neigen (%1/%2)</translation>
    </message>
    <message>
        <source>keep going: a few more views</source>
        <translation>weiter: noch ein paar Ansichten</translation>
    </message>
    <message>
        <source>trial RMS %1 px is above %2: hold the board flat and still, more views</source>
        <translation>Probefehler %1 px über %2: Tafel flach und ruhig halten, mehr Ansichten</translation>
    </message>
    <message>
        <source>done: %1 views, trial RMS %2 px</source>
        <translation>fertig: %1 Ansichten, Probefehler %2 px</translation>
    </message>
    <message>
        <source>%1 turned by %2°</source>
        <translation>%1 um %2° gedreht</translation>
    </message>
    <message>
        <source>cannot read the picture</source>
        <translation>das Bild ist nicht lesbar</translation>
    </message>
    <message>
        <source>no calibration board in view</source>
        <translation>keine Kalibriertafel im Bild</translation>
    </message>
    <message>
        <source>only the table markers in view, not the calibration board</source>
        <translation>nur die Tischmarken im Bild, nicht die Kalibriertafel</translation>
    </message>
    <message>
        <source>wrong board: marker %1 is not on the printed calibration board</source>
        <translation>falsche Tafel: Marke %1 ist nicht auf der gedruckten Kalibriertafel</translation>
    </message>
    <message>
        <source>wrong board: the markers do not match the printed board (off by %1 mm)</source>
        <translation>falsche Tafel: die Marken passen nicht zur gedruckten Tafel (%1 mm daneben)</translation>
    </message>
    <message>
        <source>blurred: sharpness %1 &lt; %2 (hold still, check the focus)</source>
        <translation>unscharf: Schärfe %1 &lt; %2 (still halten, Fokus prüfen)</translation>
    </message>
    <message>
        <source>too little of the board: %1 of %2 corners found (need %3; show the whole board)</source>
        <translation>zu wenig von der Tafel: %1 von %2 Ecken gefunden (%3 nötig; die ganze Tafel zeigen)</translation>
    </message>
    <message>
        <source>the same as view %1 (move or tilt the board more)</source>
        <translation>wie Ansicht %1 (die Tafel weiter bewegen oder kippen)</translation>
    </message>
    <message>
        <source>size %1 differs from the first picture&apos;s %2</source>
        <translation>Größe %1 weicht von der des ersten Bildes ab, %2</translation>
    </message>
    <message>
        <source>only %1 usable views of the board, need %2</source>
        <translation>nur %1 brauchbare Ansichten der Tafel, %2 nötig</translation>
    </message>
    <message>
        <source>table markers not found: %1 (at least 3 of the 4 must be in view)</source>
        <translation>Tischmarken nicht gefunden: %1 (mindestens 3 der 4 müssen im Bild sein)</translation>
    </message>
    <message>
        <source>all four table markers must be in view (missing: %1)</source>
        <translation>alle vier Tischmarken müssen im Bild sein (es fehlt: %1)</translation>
    </message>
    <message>
        <source>found %1 followers along the bottom edge, expected %2 (one of each colour, in a row between the bottom markers)</source>
        <translation>%1 Gefolgsleute am unteren Rand gefunden, %2 erwartet (einer je Farbe, in einer Reihe zwischen den unteren Marken)</translation>
    </message>
    <message>
        <source>camera calibration: %1 (Set up rig: Lens)</source>
        <translation>Kamerakalibrierung: %1 (Einrichten: Objektiv)</translation>
    </message>
    <message>
        <source>table calibration: %1 (Set up rig: Table)</source>
        <translation>Tischkalibrierung: %1 (Einrichten: Tisch)</translation>
    </message>
    <message>
        <source>tile set: %1 (Set up rig: Tiles)</source>
        <translation>Plättchensatz: %1 (Einrichten: Plättchen)</translation>
    </message>
    <message>
        <source>no folder of frames chosen</source>
        <translation>kein Ordner mit Bildern gewählt</translation>
    </message>
    <message>
        <source>no camera chosen</source>
        <translation>keine Kamera gewählt</translation>
    </message>
    <message>
        <source>frames: %1</source>
        <translation>Bilder: %1</translation>
    </message>
    <message>
        <source>simulated table: %1</source>
        <translation>simulierter Tisch: %1</translation>
    </message>
    <message>
        <source>simulated camera: %1</source>
        <translation>simulierte Kamera: %1</translation>
    </message>
    <message>
        <source>camera: %1</source>
        <translation>Kamera: %1</translation>
    </message>
    <message>
        <source>no picture</source>
        <translation>kein Bild</translation>
    </message>
    <message>
        <source>%1: cannot read</source>
        <translation>%1: nicht lesbar</translation>
    </message>
    <message>
        <source>%1: cannot open</source>
        <translation>%1: lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: kein Ordner</translation>
    </message>
    <message>
        <source>%1: no pictures in it (.jpg, .png, .bmp, .tif)</source>
        <translation>%1: enthält keine Bilder (.jpg, .png, .bmp, .tif)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: keine solche Datei</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Recorded games</source>
        <translation>Aufgezeichnete Spiele</translation>
    </message>
    <message>
        <source>%1  ·  turn %2  ·  %3</source>
        <translation>%1  ·  Zug %2  ·  %3</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete %1 (%2) and its pictures?</source>
        <translation>%1 (%2) und seine Bilder löschen?</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>over</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Noch keine Spiele aufgezeichnet</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Score a finished board from a photo</source>
        <translation>Ein fertiges Spielfeld vom Foto werten</translation>
    </message>
</context>
<context>
    <name>LensPanel</name>
    <message>
        <source>Camera lens</source>
        <translation>Kameraobjektiv</translation>
    </message>
    <message>
        <source>%1/%2 views · %3/9 of the picture · %4/4 tilts</source>
        <translation>%1/%2 Ansichten · %3/9 des Bildes · %4/4 Neigungen</translation>
    </message>
    <message>
        <source>Take a view</source>
        <translation>Bild aufnehmen</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Kalibrieren</translation>
    </message>
</context>
<context>
    <name>LiveScreen</name>
    <message>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Go on simulated</source>
        <translation>Simuliert weiter</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>Spiel jetzt beenden und die Schlusswertung zählen?</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Carcassonne companion</source>
        <translation>Carcassonne-Begleiter</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Set up rig</source>
        <translation>Einrichten</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>★ starts</source>
        <translation>★ beginnt</translation>
    </message>
    <message>
        <source>starts?</source>
        <translation>beginnt?</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Spieler</translation>
    </message>
    <message>
        <source>Bridges, Castles &amp; Bazaars</source>
        <translation>Brücken, Burgen &amp; Basare</translation>
    </message>
    <message>
        <source>The Messages</source>
        <translation>Die Botschaften</translation>
    </message>
    <message>
        <source>Bazaar without bidding</source>
        <translation>Basar ohne Bieten</translation>
    </message>
    <message>
        <source>Small city scores 2</source>
        <translation>Kleine Stadt zählt 2</translation>
    </message>
    <message>
        <source>Unfinished scores 0</source>
        <translation>Unfertiges zählt 0</translation>
    </message>
    <message>
        <source>Frame source</source>
        <translation>Bildquelle</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Sim table</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>folder of frames or a video</source>
        <translation>Bilderordner oder Video</translation>
    </message>
    <message>
        <source>Rig calibration: %1</source>
        <translation>Kalibrierung: %1</translation>
    </message>
    <message>
        <source>Start game ▶</source>
        <translation>Spiel starten ▶</translation>
    </message>
</context>
<context>
    <name>PromptUndo</name>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Zurück</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>‹ Games</source>
        <translation>‹ Spiele</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>gespeichert: %1</translation>
    </message>
    <message>
        <source>no frame for this move</source>
        <translation>kein Bild zu diesem Zug</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Bazaar</source>
        <translation>Basar</translation>
    </message>
    <message numerus="yes">
        <source>tap the %n tile(s) turned up</source>
        <translation>
            <numerusform>tippe das %n aufgedeckte Plättchen an</numerusform>
            <numerusform>tippe die %n aufgedeckten Plättchen an</numerusform>
        </translation>
    </message>
    <message>
        <source>None turned up</source>
        <translation>Keins aufgedeckt</translation>
    </message>
    <message>
        <source>Start the auction</source>
        <translation>Versteigerung starten</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message numerus="yes">
        <source>turns up %n tile(s) for the bazaar</source>
        <translation>
            <numerusform>deckt %n Plättchen für den Basar auf</numerusform>
            <numerusform>deckt %n Plättchen für den Basar auf</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>ein Plättchen</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>Plättchen %1</translation>
    </message>
    <message>
        <source>lays %1 with a bridge</source>
        <translation>legt %1 mit Brücke</translation>
    </message>
    <message>
        <source>lays %1</source>
        <translation>legt %1</translation>
    </message>
    <message>
        <source>puts down a follower</source>
        <translation>setzt einen Gefolgsmann ein</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>beendet den Zug</translation>
    </message>
    <message>
        <source>sets %1 aside</source>
        <translation>legt %1 beiseite</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>beendet das Spiel</translation>
    </message>
    <message>
        <source>builds a bridge</source>
        <translation>baut eine Brücke</translation>
    </message>
    <message>
        <source>chooses “%1”</source>
        <translation>wählt „%1“</translation>
    </message>
    <message>
        <source>decides</source>
        <translation>entscheidet</translation>
    </message>
    <message>
        <source>bids %1</source>
        <translation>bietet %1</translation>
    </message>
    <message>
        <source>buys the tile</source>
        <translation>kauft das Plättchen</translation>
    </message>
    <message>
        <source>sells the tile</source>
        <translation>verkauft das Plättchen</translation>
    </message>
    <message>
        <source>turns up no bazaar tiles</source>
        <translation>deckt keine Basarplättchen auf</translation>
    </message>
    <message>
        <source>Place a tile</source>
        <translation>Lege ein Plättchen</translation>
    </message>
    <message>
        <source>Place the tile shown</source>
        <translation>Lege das gezeigte Plättchen</translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation>Lege Plättchen %1</translation>
    </message>
    <message>
        <source>Follower, bridge or pass</source>
        <translation>Gefolgsmann, Brücke oder passen</translation>
    </message>
    <message>
        <source>Decide on screen</source>
        <translation>Auf dem Bildschirm entscheiden</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the road</source>
        <translation>
            <numerusform>%1 bekommt %n Punkt für die Straße</numerusform>
            <numerusform>%1 bekommt %n Punkte für die Straße</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the city</source>
        <translation>
            <numerusform>%1 bekommt %n Punkt für die Stadt</numerusform>
            <numerusform>%1 bekommt %n Punkte für die Stadt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the cloister</source>
        <translation>
            <numerusform>%1 bekommt %n Punkt für das Kloster</numerusform>
            <numerusform>%1 bekommt %n Punkte für das Kloster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the farm</source>
        <translation>
            <numerusform>%1 bekommt %n Punkt für die Wiese</numerusform>
            <numerusform>%1 bekommt %n Punkte für die Wiese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the castle</source>
        <translation>
            <numerusform>%1 bekommt %n Punkt für die Burg</numerusform>
            <numerusform>%1 bekommt %n Punkte für die Burg</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n with a message</source>
        <translation>
            <numerusform>%1 bekommt %n Punkt durch eine Botschaft</numerusform>
            <numerusform>%1 bekommt %n Punkte durch eine Botschaft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n for a bazaar tile</source>
        <translation>
            <numerusform>%1 zahlt %n Punkt für ein Basarplättchen</numerusform>
            <numerusform>%1 zahlt %n Punkte für ein Basarplättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n from the bazaar</source>
        <translation>
            <numerusform>%1 erhält %n Punkt vom Basar</numerusform>
            <numerusform>%1 erhält %n Punkte vom Basar</numerusform>
        </translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Kreuz (Karte)</translation>
    </message>
    <message>
        <source>thief on the road</source>
        <translation>Wegelagerer auf der Straße</translation>
    </message>
    <message>
        <source>knight in the city</source>
        <translation>Ritter in der Stadt</translation>
    </message>
    <message>
        <source>monk in the cloister</source>
        <translation>Mönch im Kloster</translation>
    </message>
    <message>
        <source>farmer in the field</source>
        <translation>Bauer auf der Wiese</translation>
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
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Rig (LED ring, buzzer, buttons)</source>
        <translation>Gestell (LED-Ring, Summer, Tasten)</translation>
    </message>
    <message>
        <source>no rig — plug it in by USB; the app works the same without it</source>
        <translation>kein Gestell — per USB anschließen; die App geht auch ohne</translation>
    </message>
    <message>
        <source>Game records: %1</source>
        <translation>Spielaufzeichnungen: %1</translation>
    </message>
    <message>
        <source>Spoken scores: on</source>
        <translation>Punkte vorlesen: an</translation>
    </message>
    <message>
        <source>Spoken scores: off</source>
        <translation>Punkte vorlesen: aus</translation>
    </message>
    <message>
        <source>Scores, questions and alerts are read out</source>
        <translation>Punkte, Fragen und Warnungen werden vorgelesen</translation>
    </message>
    <message>
        <source>Scores, questions and alerts can be read out</source>
        <translation>Punkte, Fragen und Warnungen können vorgelesen werden</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Print</source>
        <translation>Druck</translation>
    </message>
    <message>
        <source>Print the calibration board and the four table markers at 100 % (no &quot;fit to page&quot;); the bar on each sheet must measure 10 cm. Glue the board to card.</source>
        <translation>Drucken Sie die Kalibriertafel und die vier Tischmarken in 100 % (nicht „an Seite anpassen“); der Balken auf jedem Blatt muss 10 cm messen. Kleben Sie die Tafel auf Karton.</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>Objektiv</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Lay the four markers at the corners of the play area (0 top left, then clockwise), the start tile in the middle, and look down with the camera.</source>
        <translation>Legen Sie die vier Marken an die Ecken der Spielfläche (0 oben links, dann im Uhrzeigersinn), das Startplättchen in die Mitte, und richten Sie die Kamera nach unten.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Stand one follower of each colour in play in a row along the bottom edge, between the bottom markers.</source>
        <translation>Stellen Sie je einen Gefolgsmann jeder Farbe im Spiel in eine Reihe am unteren Rand, zwischen die unteren Marken.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Your own tile set is enrolled: the camera knows your tiles by their pictures.</source>
        <translation>Ihr eigener Plättchensatz ist erfasst: die Kamera erkennt Ihre Plättchen am Bild.</translation>
    </message>
    <message>
        <source>Optional: the camera knows the tiles by these standard pictures. If your tiles look different, enrol them: lay each one under the camera with “carc calibrate tiles”.</source>
        <translation>Optional: die Kamera erkennt die Plättchen an diesen Standardbildern. Sehen Ihre Plättchen anders aus, erfassen Sie sie: legen Sie jedes mit „carc calibrate tiles“ unter die Kamera.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Set up the rig</source>
        <translation>Gestell einrichten</translation>
    </message>
    <message>
        <source>Write the sheets</source>
        <translation>Blätter erzeugen</translation>
    </message>
    <message>
        <source>Find the markers</source>
        <translation>Marken finden</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>Farben lernen</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <source>New game ›</source>
        <translation>Neues Spiel ›</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Scores appear here
with how they were counted</source>
        <translation>Hier erscheinen die Punkte
und wie sie gezählt wurden</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Zurück</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Spielen</translation>
    </message>
    <message>
        <source>☰ Menu</source>
        <translation>☰ Menü</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>End game now</source>
        <translation>Jetzt beenden</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>Spiel jetzt beenden und die Schlusswertung zählen?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Leave this game for a new one? It stays in History as abandoned.</source>
        <translation>Dieses Spiel für ein neues verlassen? Es bleibt als abgebrochen im Verlauf.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Übrige Plättchen</translation>
    </message>
    <message>
        <source>Check the board</source>
        <translation>Spielfeld prüfen</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n beendetes Spiel</numerusform>
            <numerusform>%n beendete Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <translation>
            <numerusform>%n war nicht lesbar</numerusform>
            <numerusform>%n waren nicht lesbar</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Biggest city (tiles)</source>
        <translation>Größte Stadt (Plättchen)</translation>
    </message>
    <message>
        <source>Farm share</source>
        <translation>Anteil Wiesen</translation>
    </message>
    <message>
        <source>No finished games yet: statistics count the games played to the end</source>
        <translation>Noch keine beendeten Spiele: die Statistik zählt die bis zum Ende gespielten Spiele</translation>
    </message>
</context>
<context>
    <name>TileCounterPanel</name>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n Plättchen im Beutel</numerusform>
            <numerusform>%n Plättchen im Beutel</numerusform>
        </translation>
    </message>
    <message>
        <source>Next tile fits there: %1 %</source>
        <translation>Nächstes Plättchen passt dort: %1 %</translation>
    </message>
    <message>
        <source>Tap a free place on the board</source>
        <translation>Tippe auf einen freien Platz</translation>
    </message>
</context>
<context>
    <name>carc::app::LensSetup</name>
    <message>
        <source>The lens is calibrated.</source>
        <translation>Das Objektiv ist kalibriert.</translation>
    </message>
    <message>
        <source>View kept (%1 of %2)</source>
        <translation>Ansicht behalten (%1 von %2)</translation>
    </message>
    <message>
        <source>View not kept: %1</source>
        <translation>Ansicht verworfen: %1</translation>
    </message>
    <message>
        <source>Not calibrated: %1</source>
        <translation>Nicht kalibriert: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Calibrated: %1 px error from %2 views</source>
        <translation>Kalibriert: %1 px Fehler aus %2 Ansichten</translation>
    </message>
</context>
<context>
    <name>carc::app::LiveGame</name>
    <message>
        <source>no unfinished game</source>
        <translation>kein unbeendetes Spiel</translation>
    </message>
    <message>
        <source>The table&apos;s pictures have run out: go on with simulated moves, or end the game</source>
        <translation>Die Bilder des Tisches sind zu Ende: simuliert weiterspielen oder das Spiel beenden</translation>
    </message>
    <message>
        <source>the game being played cannot be deleted</source>
        <translation>das laufende Spiel kann nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>carc::app::Prompts</name>
    <message>
        <source>Is this %1, turned %2°? (%3% sure)</source>
        <translation>Ist das %1, um %2° gedreht? (%3% sicher)</translation>
    </message>
    <message>
        <source>the tile shown</source>
        <translation>das gezeigte Plättchen</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>Plättchen %1</translation>
    </message>
</context>
<context>
    <name>carc::app::ReplayController</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Spielbeginn (%n Zug)</numerusform>
            <numerusform>Spielbeginn (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>Zug %1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>carc::app::RigLink</name>
    <message>
        <source>rig not answering: %1</source>
        <translation>Gestell antwortet nicht: %1</translation>
    </message>
    <message>
        <source>rig disconnected: %1</source>
        <translation>Gestell getrennt: %1</translation>
    </message>
    <message>
        <source>rig on %1 (firmware %2.%3, %4 LEDs)</source>
        <translation>Gestell an %1 (Firmware %2.%3, %4 LEDs)</translation>
    </message>
</context>
<context>
    <name>carc::app::RigSetup</name>
    <message>
        <source>Sheets not written: %1</source>
        <translation>Blätter nicht erzeugt: %1</translation>
    </message>
    <message>
        <source>Print at 100 %: %1/board.pdf and %1/markers.pdf</source>
        <translation>In 100 % drucken: %1/board.pdf und %1/markers.pdf</translation>
    </message>
    <message>
        <source>Calibrate the lens first</source>
        <translation>Zuerst das Objektiv kalibrieren</translation>
    </message>
    <message>
        <source>Markers not found: %1</source>
        <translation>Marken nicht gefunden: %1</translation>
    </message>
    <message>
        <source>All four markers found: the play area is %1 x %2 cm</source>
        <translation>Alle vier Marken gefunden: die Spielfläche ist %1 x %2 cm</translation>
    </message>
    <message>
        <source>Find the table markers first</source>
        <translation>Zuerst die Tischmarken finden</translation>
    </message>
    <message>
        <source>Colours not learnt: %1</source>
        <translation>Farben nicht gelernt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n colour(s) told apart</source>
        <translation>
            <numerusform>%n Farbe unterschieden</numerusform>
            <numerusform>%n Farben unterschieden</numerusform>
        </translation>
    </message>
    <message>
        <source>Learnt, but: %1</source>
        <translation>Gelernt, aber: %1</translation>
    </message>
</context>
<context>
    <name>carc::app::Speaker</name>
    <message>
        <source>No speech engine on this device (flite or speech-dispatcher): nothing is spoken</source>
        <translation>Keine Sprachausgabe auf diesem Gerät (flite oder speech-dispatcher): nichts wird vorgelesen</translation>
    </message>
    <message>
        <source>No voice for this language on this device: nothing is spoken</source>
        <translation>Keine Stimme für diese Sprache auf diesem Gerät: nichts wird vorgelesen</translation>
    </message>
    <message>
        <source>This build cannot speak (no Qt TextToSpeech)</source>
        <translation>Dieser Build kann nicht sprechen (kein Qt TextToSpeech)</translation>
    </message>
</context>
<context>
    <name>carc::app::TurnState</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>noch %n Plättchen</numerusform>
            <numerusform>noch %n Plättchen</numerusform>
        </translation>
    </message>
</context>
</TS>
