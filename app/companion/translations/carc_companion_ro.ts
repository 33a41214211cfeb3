<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO">
<context>
    <name>AlertBanner</name>
    <message>
        <source>⚠ Not allowed: fix the tile on the table</source>
        <translation>⚠ Nepermis: corectați piesa de pe masă</translation>
    </message>
</context>
<context>
    <name>AskFirst</name>
    <message>
        <source>Yes</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nu</translation>
    </message>
</context>
<context>
    <name>BazaarPanel</name>
    <message>
        <source>Bazaar</source>
        <translation>Bazar</translation>
    </message>
    <message>
        <source>on offer</source>
        <translation>la vânzare</translation>
    </message>
    <message>
        <source>Highest bid: %1 by %2</source>
        <translation>Cea mai mare ofertă: %1, de la %2</translation>
    </message>
    <message>
        <source>Highest bid: %1</source>
        <translation>Cea mai mare ofertă: %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Ofer %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Buy (pay %1)</source>
        <translation>Cumpăr (plătesc %1)</translation>
    </message>
    <message>
        <source>Sell (get %1)</source>
        <translation>Vând (primesc %1)</translation>
    </message>
</context>
<context>
    <name>BoardCheckPanel</name>
    <message>
        <source>Check the board</source>
        <translation>Verifică tabla</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Se citește tabla…</translation>
    </message>
    <message>
        <source>The board could not be read: %1</source>
        <translation>Tabla nu a putut fi citită: %1</translation>
    </message>
    <message numerus="yes">
        <source>The table agrees with the game (%n tile(s))</source>
        <translation>
            <numerusform>Masa se potrivește cu jocul (%n piesă)</numerusform>
            <numerusform>Masa se potrivește cu jocul (%n piese)</numerusform>
            <numerusform>Masa se potrivește cu jocul (%n de piese)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) differ: tap one to see what the camera sees</source>
        <translation>
            <numerusform>%n celulă diferă: atingeți-o ca să vedeți ce vede camera</numerusform>
            <numerusform>%n celule diferă: atingeți una ca să vedeți ce vede camera</numerusform>
            <numerusform>%n de celule diferă: atingeți una ca să vedeți ce vede camera</numerusform>
        </translation>
    </message>
    <message>
        <source>The camera sees (unsure)</source>
        <translation>Camera vede (nesigur)</translation>
    </message>
    <message>
        <source>The camera sees</source>
        <translation>Camera vede</translation>
    </message>
    <message>
        <source>no tile</source>
        <translation>nicio piesă</translation>
    </message>
    <message>
        <source>The game holds</source>
        <translation>Jocul are</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Verifică din nou</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
</context>
<context>
    <name>BoardPhotoScreen</name>
    <message>
        <source>cities %1</source>
        <translation>orașe %1</translation>
    </message>
    <message>
        <source>roads %1</source>
        <translation>drumuri %1</translation>
    </message>
    <message>
        <source>cloisters %1</source>
        <translation>mănăstiri %1</translation>
    </message>
    <message>
        <source>farms %1</source>
        <translation>câmpii %1</translation>
    </message>
    <message>
        <source>castles %1</source>
        <translation>castele %1</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Înapoi</translation>
    </message>
    <message>
        <source>Score a board</source>
        <translation>Punctează o tablă</translation>
    </message>
    <message>
        <source>Choose photo</source>
        <translation>Alege fotografia</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Se citește tabla…</translation>
    </message>
    <message>
        <source>This photo cannot be scored: %1</source>
        <translation>Această fotografie nu poate fi punctată: %1</translation>
    </message>
    <message>
        <source>Take a photo of the finished board from above (or a little to the side), copy it here and choose it.</source>
        <translation>Fotografiați tabla terminată de sus (sau puțin din lateral), copiați fotografia aici și alegeți-o.</translation>
    </message>
    <message>
        <source>Colours in play</source>
        <translation>Culori în joc</translation>
    </message>
    <message>
        <source>Which tile is this?</source>
        <translation>Ce piesă este aceasta?</translation>
    </message>
    <message>
        <source>Every tile read; tap one to correct it.</source>
        <translation>Toate piesele au fost citite; atingeți una pentru a o corecta.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) to check: tap the orange cells.</source>
        <translation>
            <numerusform>%n piesă de verificat: atingeți celula portocalie.</numerusform>
            <numerusform>%n piese de verificat: atingeți celulele portocalii.</numerusform>
            <numerusform>%n de piese de verificat: atingeți celulele portocalii.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not scored: %1</source>
        <translation>Nepunctat: %1</translation>
    </message>
    <message>
        <source>No photos (JPEG or PNG) in this folder</source>
        <translation>Nicio fotografie (JPEG sau PNG) în acest dosar</translation>
    </message>
</context>
<context>
    <name>ConfirmPanel</name>
    <message>
        <source>Check this tile</source>
        <translation>Verificați piesa</translation>
    </message>
    <message>
        <source>⟳ Turn</source>
        <translation>⟳ Rotește</translation>
    </message>
    <message>
        <source>Other tile</source>
        <translation>Altă piesă</translation>
    </message>
    <message>
        <source>✓ Yes, that&apos;s right</source>
        <translation>✓ Da, e corect</translation>
    </message>
    <message>
        <source>✓ Use my correction</source>
        <translation>✓ Folosește corectura</translation>
    </message>
</context>
<context>
    <name>DecisionPrompt</name>
    <message>
        <source>%1 decides</source>
        <translation>Decide %1</translation>
    </message>
    <message>
        <source>★ suggested</source>
        <translation>★ sugerat</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Victorie la egalitate: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Câștigător: %1</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Anulează</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>farms and the cities they feed</source>
        <translation>pajiștile și orașele pe care le hrănesc</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Drum</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Oraș</translation>
    </message>
    <message>
        <source>Cloist.</source>
        <translation>Mân.</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Pajiște</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Castel</translation>
    </message>
    <message>
        <source>Msg</source>
        <translation>Mes.</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Bazar</translation>
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
        <translation>drum</translation>
    </message>
    <message>
        <source>city</source>
        <translation>oraș</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>mânăstire</translation>
    </message>
    <message>
        <source>field</source>
        <translation>pajiște</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>castel</translation>
    </message>
    <message>
        <source>message</source>
        <translation>mesaj</translation>
    </message>
    <message>
        <source>bazaar</source>
        <translation>bazar</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nimic</translation>
    </message>
    <message>
        <source>score your smallest road</source>
        <translation>punctează-ți cel mai mic drum</translation>
    </message>
    <message>
        <source>score your smallest city</source>
        <translation>punctează-ți cel mai mic oraș</translation>
    </message>
    <message>
        <source>score your smallest cloister</source>
        <translation>punctează-ți cea mai mică mânăstire</translation>
    </message>
    <message>
        <source>2 points per pennant in your cities</source>
        <translation>2 puncte pentru fiecare blazon din orașele tale</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 puncte pentru fiecare cavaler</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 puncte pentru fiecare țăran</translation>
    </message>
    <message>
        <source>draw a tile and take an extra turn</source>
        <translation>trage o piesă și joacă încă o tură</translation>
    </message>
    <message>
        <source>score one follower&apos;s feature and take it back</source>
        <translation>punctează zona unui partizan și ia-l înapoi</translation>
    </message>
    <message>
        <source>this tile</source>
        <translation>această piesă</translation>
    </message>
    <message>
        <source>%1: build a castle on the small city, or score %2 points?</source>
        <translation>%1: construiești un castel pe orășelul mic sau iei %2 puncte?</translation>
    </message>
    <message>
        <source>%1: which figure moves %2 points (%3)?</source>
        <translation>%1: care figurină avansează %2 puncte (%3)?</translation>
    </message>
    <message>
        <source>%1: which completed feature does your castle score?</source>
        <translation>%1: ce zonă terminată punctează castelul tău?</translation>
    </message>
    <message>
        <source>%1: which message was drawn?</source>
        <translation>%1: ce mesaj ai tras?</translation>
    </message>
    <message>
        <source>%1: which follower scores and comes back?</source>
        <translation>%1: ce partizan punctează și se întoarce?</translation>
    </message>
    <message>
        <source>%1 draws message %2 (%3): carry it out or take 2 points?</source>
        <translation>%1 trage mesajul %2 (%3): îl execuți sau iei 2 puncte?</translation>
    </message>
    <message>
        <source>%1: pick a tile and bid</source>
        <translation>%1: alege o piesă și licitează</translation>
    </message>
    <message>
        <source>%1: bid more than %2 for %3, or pass</source>
        <translation>%1: oferă mai mult de %2 pentru %3 sau pas</translation>
    </message>
    <message>
        <source>%1: buy the tile from %2 for %3, or sell it to them?</source>
        <translation>%1: cumperi piesa de la %2 cu %3 sau i-o vinzi?</translation>
    </message>
    <message>
        <source>build a castle</source>
        <translation>construiește un castel</translation>
    </message>
    <message>
        <source>score the city</source>
        <translation>punctează orașul</translation>
    </message>
    <message>
        <source>score the cities</source>
        <translation>punctează orașele</translation>
    </message>
    <message>
        <source>build a castle on the small city</source>
        <translation>construiește un castel pe orășel</translation>
    </message>
    <message>
        <source>figure %1 (at %2)</source>
        <translation>figurina %1 (la %2)</translation>
    </message>
    <message>
        <source>%1 worth %2</source>
        <translation>%1 în valoare de %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>carry out: %1</source>
        <translation>execută: %1</translation>
    </message>
    <message>
        <source>take 2 points</source>
        <translation>ia 2 puncte</translation>
    </message>
    <message>
        <source>%1 follower</source>
        <translation>partizanul din %1</translation>
    </message>
    <message>
        <source>the %1 side is %2, the neighbouring tile shows %3</source>
        <translation>latura de %1 este %2, piesa vecină arată %3</translation>
    </message>
    <message>
        <source>not next to any tile (touching at a corner does not count)</source>
        <translation>nu e lângă nicio piesă (colțul nu contează)</translation>
    </message>
    <message>
        <source>that place already holds %1</source>
        <translation>locul are deja %1</translation>
    </message>
    <message>
        <source>outside the play area</source>
        <translation>în afara zonei de joc</translation>
    </message>
    <message>
        <source>too far from the start tile</source>
        <translation>prea departe de piesa de start</translation>
    </message>
    <message>
        <source>the tile drawn is %1, not %2</source>
        <translation>piesa trasă este %1, nu %2</translation>
    </message>
    <message>
        <source>no copy of %1 is left (all are on the table, set aside, or not in play)</source>
        <translation>nu a mai rămas niciun exemplar de %1 (toate sunt pe masă, puse deoparte sau nu sunt în joc)</translation>
    </message>
    <message>
        <source>the %1 is already occupied by a follower of %2</source>
        <translation>%1 este deja ocupat(ă) de un partizan al lui %2</translation>
    </message>
    <message>
        <source>%1 has no followers left</source>
        <translation>%1 nu mai are partizani</translation>
    </message>
    <message>
        <source>a tile was already placed this turn</source>
        <translation>s-a pus deja o piesă în tura aceasta</translation>
    </message>
    <message>
        <source>a bridge goes on the tile placed or a tile next to it</source>
        <translation>podul se pune pe piesa pusă sau pe una vecină</translation>
    </message>
    <message>
        <source>one bridge per turn</source>
        <translation>un pod pe tură</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n piesă</numerusform>
            <numerusform>%n piese</numerusform>
            <numerusform>%n de piese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n blazon</numerusform>
            <numerusform>%n blazoane</numerusform>
            <numerusform>%n de blazoane</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n oraș terminat</numerusform>
            <numerusform>%n orașe terminate</numerusform>
            <numerusform>%n de orașe terminate</numerusform>
        </translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>vest</translation>
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
        <translation>stânga sus</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>mijloc sus</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>dreapta sus</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>stânga la mijloc</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>dreapta la mijloc</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>stânga jos</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>mijloc jos</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>dreapta jos</translation>
    </message>
    <message>
        <source>hold the calibration board flat in the middle of the picture</source>
        <translation>țineți tabla de calibrare dreaptă în mijlocul cadrului</translation>
    </message>
    <message>
        <source>move the board to the middle of the picture</source>
        <translation>mutați tabla în mijlocul cadrului</translation>
    </message>
    <message>
        <source>move the board into the %1 of the picture</source>
        <translation>mutați tabla în partea %1 a cadrului</translation>
    </message>
    <message>
        <source>turn the board to face the left of the picture (its right edge nearer the camera, ~30 degrees)</source>
        <translation>rotiți tabla spre stânga cadrului (marginea dreaptă mai aproape de cameră, ~30 de grade)</translation>
    </message>
    <message>
        <source>turn the board to face the right of the picture (its left edge nearer the camera, ~30 degrees)</source>
        <translation>rotiți tabla spre dreapta cadrului (marginea stângă mai aproape de cameră, ~30 de grade)</translation>
    </message>
    <message>
        <source>tip the board to face the top of the picture (its bottom edge nearer the camera, ~30 degrees)</source>
        <translation>înclinați tabla spre partea de sus a cadrului (marginea de jos mai aproape de cameră, ~30 de grade)</translation>
    </message>
    <message>
        <source>tip the board to face the bottom of the picture (its top edge nearer the camera, ~30 degrees)</source>
        <translation>înclinați tabla spre partea de jos a cadrului (marginea de sus mai aproape de cameră, ~30 de grade)</translation>
    </message>
    <message>
        <source>keep going: move and tilt the board a little between views (%1/%2)</source>
        <translation>continuați: mișcați și înclinați puțin tabla între imagini (%1/%2)</translation>
    </message>
    <message>
        <source>keep going: a few more views</source>
        <translation>continuați: încă câteva imagini</translation>
    </message>
    <message>
        <source>trial RMS %1 px is above %2: hold the board flat and still, more views</source>
        <translation>eroarea de probă %1 px depășește %2: țineți tabla dreaptă și nemișcată, mai multe imagini</translation>
    </message>
    <message>
        <source>done: %1 views, trial RMS %2 px</source>
        <translation>gata: %1 imagini, eroare de probă %2 px</translation>
    </message>
    <message>
        <source>%1 turned by %2°</source>
        <translation>%1 rotită cu %2°</translation>
    </message>
    <message>
        <source>cannot read the picture</source>
        <translation>imaginea nu poate fi citită</translation>
    </message>
    <message>
        <source>no calibration board in view</source>
        <translation>nicio tablă de calibrare în cadru</translation>
    </message>
    <message>
        <source>only the table markers in view, not the calibration board</source>
        <translation>în cadru sunt doar marcajele mesei, nu tabla de calibrare</translation>
    </message>
    <message>
        <source>wrong board: marker %1 is not on the printed calibration board</source>
        <translation>tablă greșită: marcajul %1 nu este pe tabla de calibrare tipărită</translation>
    </message>
    <message>
        <source>wrong board: the markers do not match the printed board (off by %1 mm)</source>
        <translation>tablă greșită: marcajele nu se potrivesc cu tabla tipărită (abatere %1 mm)</translation>
    </message>
    <message>
        <source>blurred: sharpness %1 &lt; %2 (hold still, check the focus)</source>
        <translation>neclar: claritate %1 &lt; %2 (țineți nemișcat, verificați focalizarea)</translation>
    </message>
    <message>
        <source>too little of the board: %1 of %2 corners found (need %3; show the whole board)</source>
        <translation>prea puțin din tablă: %1 din %2 colțuri găsite (trebuie %3; arătați toată tabla)</translation>
    </message>
    <message>
        <source>the same as view %1 (move or tilt the board more)</source>
        <translation>la fel ca imaginea %1 (mutați sau înclinați tabla mai mult)</translation>
    </message>
    <message>
        <source>size %1 differs from the first picture&apos;s %2</source>
        <translation>dimensiunea %1 diferă de a primei imagini, %2</translation>
    </message>
    <message>
        <source>only %1 usable views of the board, need %2</source>
        <translation>doar %1 imagini utilizabile ale tablei, trebuie %2</translation>
    </message>
    <message>
        <source>table markers not found: %1 (at least 3 of the 4 must be in view)</source>
        <translation>marcajele mesei nu au fost găsite: %1 (cel puțin 3 din 4 trebuie să fie în cadru)</translation>
    </message>
    <message>
        <source>all four table markers must be in view (missing: %1)</source>
        <translation>toate cele patru marcaje ale mesei trebuie să fie în cadru (lipsește: %1)</translation>
    </message>
    <message>
        <source>found %1 followers along the bottom edge, expected %2 (one of each colour, in a row between the bottom markers)</source>
        <translation>s-au găsit %1 pioni de-a lungul marginii de jos, se așteptau %2 (câte unul din fiecare culoare, în rând între marcajele de jos)</translation>
    </message>
    <message>
        <source>camera calibration: %1 (Set up rig: Lens)</source>
        <translation>calibrarea camerei: %1 (Configurează: Obiectiv)</translation>
    </message>
    <message>
        <source>table calibration: %1 (Set up rig: Table)</source>
        <translation>calibrarea mesei: %1 (Configurează: Masa)</translation>
    </message>
    <message>
        <source>tile set: %1 (Set up rig: Tiles)</source>
        <translation>setul de piese: %1 (Configurează: Piese)</translation>
    </message>
    <message>
        <source>no folder of frames chosen</source>
        <translation>niciun dosar de imagini ales</translation>
    </message>
    <message>
        <source>no camera chosen</source>
        <translation>nicio cameră aleasă</translation>
    </message>
    <message>
        <source>frames: %1</source>
        <translation>imagini: %1</translation>
    </message>
    <message>
        <source>simulated table: %1</source>
        <translation>masa simulată: %1</translation>
    </message>
    <message>
        <source>simulated camera: %1</source>
        <translation>camera simulată: %1</translation>
    </message>
    <message>
        <source>camera: %1</source>
        <translation>camera: %1</translation>
    </message>
    <message>
        <source>no picture</source>
        <translation>nicio imagine</translation>
    </message>
    <message>
        <source>%1: cannot read</source>
        <translation>%1: nu poate fi citit</translation>
    </message>
    <message>
        <source>%1: cannot open</source>
        <translation>%1: nu poate fi deschis</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: nu este un dosar</translation>
    </message>
    <message>
        <source>%1: no pictures in it (.jpg, .png, .bmp, .tif)</source>
        <translation>%1: nu conține imagini (.jpg, .png, .bmp, .tif)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: fișierul nu există</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Înapoi</translation>
    </message>
    <message>
        <source>Recorded games</source>
        <translation>Jocuri înregistrate</translation>
    </message>
    <message>
        <source>%1  ·  turn %2  ·  %3</source>
        <translation>%1  ·  tura %2  ·  %3</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <source>Delete %1 (%2) and its pictures?</source>
        <translation>Ștergeți %1 (%2) și pozele lui?</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>în joc</translation>
    </message>
    <message>
        <source>over</source>
        <translation>terminat</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonat</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Niciun joc înregistrat încă</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
    <message>
        <source>Score a finished board from a photo</source>
        <translation>Punctează o tablă terminată dintr-o fotografie</translation>
    </message>
</context>
<context>
    <name>LensPanel</name>
    <message>
        <source>Camera lens</source>
        <translation>Obiectivul camerei</translation>
    </message>
    <message>
        <source>%1/%2 views · %3/9 of the picture · %4/4 tilts</source>
        <translation>%1/%2 imagini · %3/9 din cadru · %4/4 înclinări</translation>
    </message>
    <message>
        <source>Take a view</source>
        <translation>Fă o poză</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Calibrează</translation>
    </message>
</context>
<context>
    <name>LiveScreen</name>
    <message>
        <source>turn %1</source>
        <translation>tura %1</translation>
    </message>
    <message>
        <source>Go on simulated</source>
        <translation>Continuă simulat</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Termină jocul</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>Terminați jocul acum și numărați punctajul final?</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Carcassonne companion</source>
        <translation>Asistent Carcassonne</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reia</translation>
    </message>
    <message>
        <source>Set up rig</source>
        <translation>Configurează</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Istoric</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <source>★ starts</source>
        <translation>★ începe</translation>
    </message>
    <message>
        <source>starts?</source>
        <translation>începe?</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Jucător</translation>
    </message>
    <message>
        <source>Bridges, Castles &amp; Bazaars</source>
        <translation>Poduri, castele și bazaruri</translation>
    </message>
    <message>
        <source>The Messages</source>
        <translation>Mesajele</translation>
    </message>
    <message>
        <source>Bazaar without bidding</source>
        <translation>Bazar fără licitație</translation>
    </message>
    <message>
        <source>Small city scores 2</source>
        <translation>Orășelul valorează 2</translation>
    </message>
    <message>
        <source>Unfinished scores 0</source>
        <translation>Neterminat valorează 0</translation>
    </message>
    <message>
        <source>Frame source</source>
        <translation>Sursa imaginilor</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Cameră</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dosar</translation>
    </message>
    <message>
        <source>Sim table</source>
        <translation>Simulare</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>folder of frames or a video</source>
        <translation>dosar de imagini sau video</translation>
    </message>
    <message>
        <source>Rig calibration: %1</source>
        <translation>Calibrarea suportului: %1</translation>
    </message>
    <message>
        <source>Start game ▶</source>
        <translation>Începe jocul ▶</translation>
    </message>
</context>
<context>
    <name>PromptUndo</name>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Anulează</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>‹ Games</source>
        <translation>‹ Jocuri</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Imagine</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportă</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>salvat %1</translation>
    </message>
    <message>
        <source>no frame for this move</source>
        <translation>nicio imagine pentru mutarea aceasta</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Bazaar</source>
        <translation>Bazar</translation>
    </message>
    <message numerus="yes">
        <source>tap the %n tile(s) turned up</source>
        <translation>
            <numerusform>atingeți piesa întoarsă</numerusform>
            <numerusform>atingeți cele %n piese întoarse</numerusform>
            <numerusform>atingeți cele %n de piese întoarse</numerusform>
        </translation>
    </message>
    <message>
        <source>None turned up</source>
        <translation>Niciuna întoarsă</translation>
    </message>
    <message>
        <source>Start the auction</source>
        <translation>Începe licitația</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turn</source>
        <translation>tura</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message numerus="yes">
        <source>turns up %n tile(s) for the bazaar</source>
        <translation>
            <numerusform>întoarce %n piesă pentru bazar</numerusform>
            <numerusform>întoarce %n piese pentru bazar</numerusform>
            <numerusform>întoarce %n de piese pentru bazar</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jucătorul %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>o piesă</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>piesa %1</translation>
    </message>
    <message>
        <source>lays %1 with a bridge</source>
        <translation>pune %1 cu un pod</translation>
    </message>
    <message>
        <source>lays %1</source>
        <translation>pune %1</translation>
    </message>
    <message>
        <source>puts down a follower</source>
        <translation>pune un partizan</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>își încheie tura</translation>
    </message>
    <message>
        <source>sets %1 aside</source>
        <translation>pune %1 deoparte</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>încheie jocul</translation>
    </message>
    <message>
        <source>builds a bridge</source>
        <translation>construiește un pod</translation>
    </message>
    <message>
        <source>chooses “%1”</source>
        <translation>alege „%1”</translation>
    </message>
    <message>
        <source>decides</source>
        <translation>decide</translation>
    </message>
    <message>
        <source>bids %1</source>
        <translation>oferă %1</translation>
    </message>
    <message>
        <source>buys the tile</source>
        <translation>cumpără piesa</translation>
    </message>
    <message>
        <source>sells the tile</source>
        <translation>vinde piesa</translation>
    </message>
    <message>
        <source>turns up no bazaar tiles</source>
        <translation>nu întoarce nicio piesă de bazar</translation>
    </message>
    <message>
        <source>Place a tile</source>
        <translation>Puneți o piesă</translation>
    </message>
    <message>
        <source>Place the tile shown</source>
        <translation>Puneți piesa arătată</translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation>Puneți piesa %1</translation>
    </message>
    <message>
        <source>Follower, bridge or pass</source>
        <translation>Partizan, pod sau pas</translation>
    </message>
    <message>
        <source>Decide on screen</source>
        <translation>Decideți pe ecran</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Joc terminat</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the road</source>
        <translation>
            <numerusform>%1 primește %n punct pentru drum</numerusform>
            <numerusform>%1 primește %n puncte pentru drum</numerusform>
            <numerusform>%1 primește %n de puncte pentru drum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the city</source>
        <translation>
            <numerusform>%1 primește %n punct pentru oraș</numerusform>
            <numerusform>%1 primește %n puncte pentru oraș</numerusform>
            <numerusform>%1 primește %n de puncte pentru oraș</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the cloister</source>
        <translation>
            <numerusform>%1 primește %n punct pentru mănăstire</numerusform>
            <numerusform>%1 primește %n puncte pentru mănăstire</numerusform>
            <numerusform>%1 primește %n de puncte pentru mănăstire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the farm</source>
        <translation>
            <numerusform>%1 primește %n punct pentru câmp</numerusform>
            <numerusform>%1 primește %n puncte pentru câmp</numerusform>
            <numerusform>%1 primește %n de puncte pentru câmp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the castle</source>
        <translation>
            <numerusform>%1 primește %n punct pentru castel</numerusform>
            <numerusform>%1 primește %n puncte pentru castel</numerusform>
            <numerusform>%1 primește %n de puncte pentru castel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n with a message</source>
        <translation>
            <numerusform>%1 primește %n punct cu un mesaj</numerusform>
            <numerusform>%1 primește %n puncte cu un mesaj</numerusform>
            <numerusform>%1 primește %n de puncte cu un mesaj</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n for a bazaar tile</source>
        <translation>
            <numerusform>%1 plătește %n punct pentru o piesă din bazar</numerusform>
            <numerusform>%1 plătește %n puncte pentru o piesă din bazar</numerusform>
            <numerusform>%1 plătește %n de puncte pentru o piesă din bazar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n from the bazaar</source>
        <translation>
            <numerusform>%1 primește %n punct din bazar</numerusform>
            <numerusform>%1 primește %n puncte din bazar</numerusform>
            <numerusform>%1 primește %n de puncte din bazar</numerusform>
        </translation>
    </message>
    <message>
        <source>red</source>
        <translation>roșu</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>albastru</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>galben</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negru</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gri</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>roz</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>mov</translation>
    </message>
    <message>
        <source>square</source>
        <translation>pătrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triunghi</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>romb</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cerc</translation>
    </message>
    <message>
        <source>star</source>
        <translation>stea</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>cruce</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>inimă</translation>
    </message>
    <message>
        <source>club</source>
        <translation>treflă</translation>
    </message>
    <message>
        <source>thief on the road</source>
        <translation>hoț pe drum</translation>
    </message>
    <message>
        <source>knight in the city</source>
        <translation>cavaler în oraș</translation>
    </message>
    <message>
        <source>monk in the cloister</source>
        <translation>călugăr în mănăstire</translation>
    </message>
    <message>
        <source>farmer in the field</source>
        <translation>țăran pe câmp</translation>
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
        <translation>‹ Înapoi</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <source>Rig (LED ring, buzzer, buttons)</source>
        <translation>Suport (inel LED, buzzer, butoane)</translation>
    </message>
    <message>
        <source>no rig — plug it in by USB; the app works the same without it</source>
        <translation>niciun suport — conectați-l prin USB; aplicația merge și fără el</translation>
    </message>
    <message>
        <source>Game records: %1</source>
        <translation>Jocuri salvate: %1</translation>
    </message>
    <message>
        <source>Spoken scores: on</source>
        <translation>Punctaj rostit: da</translation>
    </message>
    <message>
        <source>Spoken scores: off</source>
        <translation>Punctaj rostit: nu</translation>
    </message>
    <message>
        <source>Scores, questions and alerts are read out</source>
        <translation>Punctajele, întrebările și alertele sunt citite cu voce tare</translation>
    </message>
    <message>
        <source>Scores, questions and alerts can be read out</source>
        <translation>Punctajele, întrebările și alertele pot fi citite cu voce tare</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Print</source>
        <translation>Tipar</translation>
    </message>
    <message>
        <source>Print the calibration board and the four table markers at 100 % (no &quot;fit to page&quot;); the bar on each sheet must measure 10 cm. Glue the board to card.</source>
        <translation>Tipăriți tabla de calibrare și cele patru marcaje ale mesei la 100 % (fără „potrivire la pagină”); bara de pe fiecare foaie trebuie să măsoare 10 cm. Lipiți tabla pe carton.</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>Obiectiv</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <source>Lay the four markers at the corners of the play area (0 top left, then clockwise), the start tile in the middle, and look down with the camera.</source>
        <translation>Puneți cele patru marcaje în colțurile zonei de joc (0 stânga sus, apoi în sensul acelor de ceasornic), piesa de start în mijloc, și îndreptați camera în jos.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Culori</translation>
    </message>
    <message>
        <source>Stand one follower of each colour in play in a row along the bottom edge, between the bottom markers.</source>
        <translation>Așezați câte un partizan din fiecare culoare în joc, în rând de-a lungul marginii de jos, între marcajele de jos.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Piese</translation>
    </message>
    <message>
        <source>Your own tile set is enrolled: the camera knows your tiles by their pictures.</source>
        <translation>Setul vostru de piese e înregistrat: camera vă recunoaște piesele după imagine.</translation>
    </message>
    <message>
        <source>Optional: the camera knows the tiles by these standard pictures. If your tiles look different, enrol them: lay each one under the camera with “carc calibrate tiles”.</source>
        <translation>Opțional: camera recunoaște piesele după aceste imagini standard. Dacă piesele voastre arată altfel, înregistrați-le: puneți-le pe rând sub cameră cu „carc calibrate tiles”.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Înapoi</translation>
    </message>
    <message>
        <source>Set up the rig</source>
        <translation>Configurarea suportului</translation>
    </message>
    <message>
        <source>Write the sheets</source>
        <translation>Scrie foile</translation>
    </message>
    <message>
        <source>Find the markers</source>
        <translation>Găsește marcajele</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>Învață culorile</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Înapoi</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Înainte ›</translation>
    </message>
    <message>
        <source>New game ›</source>
        <translation>Joc nou ›</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Scores appear here
with how they were counted</source>
        <translation>Punctele apar aici,
cu felul în care s-au numărat</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Cameră</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Anulează</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pauză</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Joacă</translation>
    </message>
    <message>
        <source>☰ Menu</source>
        <translation>☰ Meniu</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Istoric</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <source>End game now</source>
        <translation>Termină acum</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>Terminați jocul acum și numărați punctajul final?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Termină jocul</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Leave this game for a new one? It stays in History as abandoned.</source>
        <translation>Lăsați jocul acesta pentru unul nou? Rămâne în istoric ca abandonat.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Părăsește jocul</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Piese rămase</translation>
    </message>
    <message>
        <source>Check the board</source>
        <translation>Verifică tabla</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Înapoi</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n joc terminat</numerusform>
            <numerusform>%n jocuri terminate</numerusform>
            <numerusform>%n de jocuri terminate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <translation>
            <numerusform>%n nu a putut fi citit</numerusform>
            <numerusform>%n nu au putut fi citite</numerusform>
            <numerusform>%n nu au putut fi citite</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jocuri</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorii</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Medie</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Maxim</translation>
    </message>
    <message>
        <source>Biggest city (tiles)</source>
        <translation>Oraș maxim (piese)</translation>
    </message>
    <message>
        <source>Farm share</source>
        <translation>Parte din câmpuri</translation>
    </message>
    <message>
        <source>No finished games yet: statistics count the games played to the end</source>
        <translation>Încă niciun joc terminat: statisticile numără jocurile jucate până la capăt</translation>
    </message>
</context>
<context>
    <name>TileCounterPanel</name>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n piesă în sac</numerusform>
            <numerusform>%n piese în sac</numerusform>
            <numerusform>%n de piese în sac</numerusform>
        </translation>
    </message>
    <message>
        <source>Next tile fits there: %1 %</source>
        <translation>Următoarea piesă se potrivește acolo: %1 %</translation>
    </message>
    <message>
        <source>Tap a free place on the board</source>
        <translation>Atingeți un loc liber de pe tablă</translation>
    </message>
</context>
<context>
    <name>carc::app::LensSetup</name>
    <message>
        <source>The lens is calibrated.</source>
        <translation>Obiectivul e calibrat.</translation>
    </message>
    <message>
        <source>View kept (%1 of %2)</source>
        <translation>Imagine păstrată (%1 din %2)</translation>
    </message>
    <message>
        <source>View not kept: %1</source>
        <translation>Imagine respinsă: %1</translation>
    </message>
    <message>
        <source>Not calibrated: %1</source>
        <translation>Necalibrat: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nesalvat: %1</translation>
    </message>
    <message>
        <source>Calibrated: %1 px error from %2 views</source>
        <translation>Calibrat: eroare %1 px din %2 imagini</translation>
    </message>
</context>
<context>
    <name>carc::app::LiveGame</name>
    <message>
        <source>no unfinished game</source>
        <translation>niciun joc neterminat</translation>
    </message>
    <message>
        <source>The table&apos;s pictures have run out: go on with simulated moves, or end the game</source>
        <translation>Imaginile mesei s-au terminat: continuați cu mutări simulate sau terminați jocul</translation>
    </message>
    <message>
        <source>the game being played cannot be deleted</source>
        <translation>jocul în desfășurare nu poate fi șters</translation>
    </message>
</context>
<context>
    <name>carc::app::Prompts</name>
    <message>
        <source>Is this %1, turned %2°? (%3% sure)</source>
        <translation>Este %1, rotită cu %2°? (%3% sigur)</translation>
    </message>
    <message>
        <source>the tile shown</source>
        <translation>piesa arătată</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>piesa %1</translation>
    </message>
</context>
<context>
    <name>carc::app::ReplayController</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Începutul jocului (%n mutare)</numerusform>
            <numerusform>Începutul jocului (%n mutări)</numerusform>
            <numerusform>Începutul jocului (%n de mutări)</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>Mutarea %1 din %2: %3</translation>
    </message>
</context>
<context>
    <name>carc::app::RigLink</name>
    <message>
        <source>rig not answering: %1</source>
        <translation>suportul nu răspunde: %1</translation>
    </message>
    <message>
        <source>rig disconnected: %1</source>
        <translation>suport deconectat: %1</translation>
    </message>
    <message>
        <source>rig on %1 (firmware %2.%3, %4 LEDs)</source>
        <translation>suport pe %1 (firmware %2.%3, %4 LED-uri)</translation>
    </message>
</context>
<context>
    <name>carc::app::RigSetup</name>
    <message>
        <source>Sheets not written: %1</source>
        <translation>Foile nu s-au scris: %1</translation>
    </message>
    <message>
        <source>Print at 100 %: %1/board.pdf and %1/markers.pdf</source>
        <translation>Tipăriți la 100 %: %1/board.pdf și %1/markers.pdf</translation>
    </message>
    <message>
        <source>Calibrate the lens first</source>
        <translation>Calibrați întâi obiectivul</translation>
    </message>
    <message>
        <source>Markers not found: %1</source>
        <translation>Marcajele nu s-au găsit: %1</translation>
    </message>
    <message>
        <source>All four markers found: the play area is %1 x %2 cm</source>
        <translation>Toate cele patru marcaje găsite: zona de joc are %1 x %2 cm</translation>
    </message>
    <message>
        <source>Find the table markers first</source>
        <translation>Găsiți întâi marcajele mesei</translation>
    </message>
    <message>
        <source>Colours not learnt: %1</source>
        <translation>Culorile nu s-au învățat: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n colour(s) told apart</source>
        <translation>
            <numerusform>%n culoare deosebită</numerusform>
            <numerusform>%n culori deosebite</numerusform>
            <numerusform>%n de culori deosebite</numerusform>
        </translation>
    </message>
    <message>
        <source>Learnt, but: %1</source>
        <translation>Învățat, dar: %1</translation>
    </message>
</context>
<context>
    <name>carc::app::Speaker</name>
    <message>
        <source>No speech engine on this device (flite or speech-dispatcher): nothing is spoken</source>
        <translation>Niciun motor de vorbire pe acest aparat (flite sau speech-dispatcher): nu se rostește nimic</translation>
    </message>
    <message>
        <source>No voice for this language on this device: nothing is spoken</source>
        <translation>Nicio voce pentru această limbă pe acest aparat: nu se rostește nimic</translation>
    </message>
    <message>
        <source>This build cannot speak (no Qt TextToSpeech)</source>
        <translation>Această versiune nu poate vorbi (fără Qt TextToSpeech)</translation>
    </message>
</context>
<context>
    <name>carc::app::TurnState</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n piesă rămasă</numerusform>
            <numerusform>%n piese rămase</numerusform>
            <numerusform>%n de piese rămase</numerusform>
        </translation>
    </message>
</context>
</TS>
