<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AlertBanner</name>
    <message>
        <source>⚠ Not allowed: fix the tile on the table</source>
        <translation>⚠ Niet toegestaan: leg de tegel goed</translation>
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
        <translation>Nee</translation>
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
        <translation>te koop</translation>
    </message>
    <message>
        <source>Highest bid: %1 by %2</source>
        <translation>Hoogste bod: %1 van %2</translation>
    </message>
    <message>
        <source>Highest bid: %1</source>
        <translation>Hoogste bod: %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Bied %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Buy (pay %1)</source>
        <translation>Kopen (betaal %1)</translation>
    </message>
    <message>
        <source>Sell (get %1)</source>
        <translation>Verkopen (krijg %1)</translation>
    </message>
</context>
<context>
    <name>BoardCheckPanel</name>
    <message>
        <source>Check the board</source>
        <translation>Bord controleren</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Bord wordt gelezen…</translation>
    </message>
    <message>
        <source>The board could not be read: %1</source>
        <translation>Het bord kon niet gelezen worden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The table agrees with the game (%n tile(s))</source>
        <translation>
            <numerusform>De tafel klopt met het spel (%n tegel)</numerusform>
            <numerusform>De tafel klopt met het spel (%n tegels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) differ: tap one to see what the camera sees</source>
        <translation>
            <numerusform>%n vak wijkt af: tik erop om te zien wat de camera ziet</numerusform>
            <numerusform>%n vakken wijken af: tik er een aan om te zien wat de camera ziet</numerusform>
        </translation>
    </message>
    <message>
        <source>The camera sees (unsure)</source>
        <translation>De camera ziet (onzeker)</translation>
    </message>
    <message>
        <source>The camera sees</source>
        <translation>De camera ziet</translation>
    </message>
    <message>
        <source>no tile</source>
        <translation>geen tegel</translation>
    </message>
    <message>
        <source>The game holds</source>
        <translation>Het spel heeft</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Opnieuw controleren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>BoardPhotoScreen</name>
    <message>
        <source>cities %1</source>
        <translation>steden %1</translation>
    </message>
    <message>
        <source>roads %1</source>
        <translation>wegen %1</translation>
    </message>
    <message>
        <source>cloisters %1</source>
        <translation>kloosters %1</translation>
    </message>
    <message>
        <source>farms %1</source>
        <translation>weiden %1</translation>
    </message>
    <message>
        <source>castles %1</source>
        <translation>kastelen %1</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Terug</translation>
    </message>
    <message>
        <source>Score a board</source>
        <translation>Bord tellen</translation>
    </message>
    <message>
        <source>Choose photo</source>
        <translation>Foto kiezen</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Bord wordt gelezen…</translation>
    </message>
    <message>
        <source>This photo cannot be scored: %1</source>
        <translation>Deze foto kan niet geteld worden: %1</translation>
    </message>
    <message>
        <source>Take a photo of the finished board from above (or a little to the side), copy it here and choose it.</source>
        <translation>Fotografeer het afgelopen bord van boven (of een beetje van opzij), kopieer de foto hierheen en kies hem.</translation>
    </message>
    <message>
        <source>Colours in play</source>
        <translation>Kleuren in het spel</translation>
    </message>
    <message>
        <source>Which tile is this?</source>
        <translation>Welke tegel is dit?</translation>
    </message>
    <message>
        <source>Every tile read; tap one to correct it.</source>
        <translation>Elke tegel is gelezen; tik erop om er een te verbeteren.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) to check: tap the orange cells.</source>
        <translation>
            <numerusform>%n tegel na te kijken: tik op het oranje vak.</numerusform>
            <numerusform>%n tegels na te kijken: tik op de oranje vakken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not scored: %1</source>
        <translation>Niet geteld: %1</translation>
    </message>
    <message>
        <source>No photos (JPEG or PNG) in this folder</source>
        <translation>Geen foto&apos;s (JPEG of PNG) in deze map</translation>
    </message>
</context>
<context>
    <name>ConfirmPanel</name>
    <message>
        <source>Check this tile</source>
        <translation>Controleer deze tegel</translation>
    </message>
    <message>
        <source>⟳ Turn</source>
        <translation>⟳ Draai</translation>
    </message>
    <message>
        <source>Other tile</source>
        <translation>Andere tegel</translation>
    </message>
    <message>
        <source>✓ Yes, that&apos;s right</source>
        <translation>✓ Ja, klopt</translation>
    </message>
    <message>
        <source>✓ Use my correction</source>
        <translation>✓ Mijn correctie</translation>
    </message>
</context>
<context>
    <name>DecisionPrompt</name>
    <message>
        <source>%1 decides</source>
        <translation>%1 beslist</translation>
    </message>
    <message>
        <source>★ suggested</source>
        <translation>★ voorstel</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Gedeelde winst: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Winnaar: %1</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Terug</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>farms and the cities they feed</source>
        <translation>weiden en de steden die ze voeden</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stad</translation>
    </message>
    <message>
        <source>Cloist.</source>
        <translation>Kloos.</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Weide</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Burcht</translation>
    </message>
    <message>
        <source>Msg</source>
        <translation>Ber.</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Bazaar</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>road</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>city</source>
        <translation>stad</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>klooster</translation>
    </message>
    <message>
        <source>field</source>
        <translation>weide</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>burcht</translation>
    </message>
    <message>
        <source>message</source>
        <translation>bericht</translation>
    </message>
    <message>
        <source>bazaar</source>
        <translation>bazaar</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>score your smallest road</source>
        <translation>tel je kleinste weg</translation>
    </message>
    <message>
        <source>score your smallest city</source>
        <translation>tel je kleinste stad</translation>
    </message>
    <message>
        <source>score your smallest cloister</source>
        <translation>tel je kleinste klooster</translation>
    </message>
    <message>
        <source>2 points per pennant in your cities</source>
        <translation>2 punten per wapen in je steden</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 punten per ridder</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 punten per boer</translation>
    </message>
    <message>
        <source>draw a tile and take an extra turn</source>
        <translation>trek een tegel en speel nog een beurt</translation>
    </message>
    <message>
        <source>score one follower&apos;s feature and take it back</source>
        <translation>tel het gebied van één volgeling en neem hem terug</translation>
    </message>
    <message>
        <source>this tile</source>
        <translation>deze tegel</translation>
    </message>
    <message>
        <source>%1: build a castle on the small city, or score %2 points?</source>
        <translation>%1: een burcht op de kleine stad bouwen, of %2 punten tellen?</translation>
    </message>
    <message>
        <source>%1: which figure moves %2 points (%3)?</source>
        <translation>%1: welke figuur schuift %2 punten op (%3)?</translation>
    </message>
    <message>
        <source>%1: which completed feature does your castle score?</source>
        <translation>%1: welk voltooid gebied telt je burcht?</translation>
    </message>
    <message>
        <source>%1: which message was drawn?</source>
        <translation>%1: welk bericht is getrokken?</translation>
    </message>
    <message>
        <source>%1: which follower scores and comes back?</source>
        <translation>%1: welke volgeling telt en komt terug?</translation>
    </message>
    <message>
        <source>%1 draws message %2 (%3): carry it out or take 2 points?</source>
        <translation>%1 trekt bericht %2 (%3): uitvoeren of 2 punten nemen?</translation>
    </message>
    <message>
        <source>%1: pick a tile and bid</source>
        <translation>%1: kies een tegel en bied</translation>
    </message>
    <message>
        <source>%1: bid more than %2 for %3, or pass</source>
        <translation>%1: bied meer dan %2 voor %3, of pas</translation>
    </message>
    <message>
        <source>%1: buy the tile from %2 for %3, or sell it to them?</source>
        <translation>%1: koop de tegel van %2 voor %3, of verkoop hem?</translation>
    </message>
    <message>
        <source>build a castle</source>
        <translation>bouw een burcht</translation>
    </message>
    <message>
        <source>score the city</source>
        <translation>tel de stad</translation>
    </message>
    <message>
        <source>score the cities</source>
        <translation>tel de steden</translation>
    </message>
    <message>
        <source>build a castle on the small city</source>
        <translation>bouw een burcht op de kleine stad</translation>
    </message>
    <message>
        <source>figure %1 (at %2)</source>
        <translation>figuur %1 (op %2)</translation>
    </message>
    <message>
        <source>%1 worth %2</source>
        <translation>%1, waarde %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>carry out: %1</source>
        <translation>uitvoeren: %1</translation>
    </message>
    <message>
        <source>take 2 points</source>
        <translation>neem 2 punten</translation>
    </message>
    <message>
        <source>%1 follower</source>
        <translation>volgeling op %1</translation>
    </message>
    <message>
        <source>the %1 side is %2, the neighbouring tile shows %3</source>
        <translation>de %1kant is %2, de buurtegel toont %3</translation>
    </message>
    <message>
        <source>not next to any tile (touching at a corner does not count)</source>
        <translation>ligt niet naast een tegel (een hoek telt niet)</translation>
    </message>
    <message>
        <source>that place already holds %1</source>
        <translation>daar ligt al %1</translation>
    </message>
    <message>
        <source>outside the play area</source>
        <translation>buiten het speelveld</translation>
    </message>
    <message>
        <source>too far from the start tile</source>
        <translation>te ver van de starttegel</translation>
    </message>
    <message>
        <source>the tile drawn is %1, not %2</source>
        <translation>de getrokken tegel is %1, niet %2</translation>
    </message>
    <message>
        <source>no copy of %1 is left (all are on the table, set aside, or not in play)</source>
        <translation>er is geen %1 meer (alle liggen op tafel, opzij, of zijn niet in het spel)</translation>
    </message>
    <message>
        <source>the %1 is already occupied by a follower of %2</source>
        <translation>de %1 is al bezet door een volgeling van %2</translation>
    </message>
    <message>
        <source>%1 has no followers left</source>
        <translation>%1 heeft geen volgelingen meer</translation>
    </message>
    <message>
        <source>a tile was already placed this turn</source>
        <translation>deze beurt is al een tegel gelegd</translation>
    </message>
    <message>
        <source>a bridge goes on the tile placed or a tile next to it</source>
        <translation>een brug komt op de gelegde tegel of een buurtegel</translation>
    </message>
    <message>
        <source>one bridge per turn</source>
        <translation>één brug per beurt</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tegel</numerusform>
            <numerusform>%n tegels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n wapen</numerusform>
            <numerusform>%n wapens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n voltooide stad</numerusform>
            <numerusform>%n voltooide steden</numerusform>
        </translation>
    </message>
    <message>
        <source>north</source>
        <translation>noord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>oost</translation>
    </message>
    <message>
        <source>south</source>
        <translation>zuid</translation>
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
        <translation>linksboven</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>middenboven</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>rechtsboven</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>links in het midden</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>rechts in het midden</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>linksonder</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>middenonder</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>rechtsonder</translation>
    </message>
    <message>
        <source>hold the calibration board flat in the middle of the picture</source>
        <translation>houd het kalibratiebord vlak in het midden van het beeld</translation>
    </message>
    <message>
        <source>move the board to the middle of the picture</source>
        <translation>schuif het bord naar het midden van het beeld</translation>
    </message>
    <message>
        <source>move the board into the %1 of the picture</source>
        <translation>schuif het bord %1 in het beeld</translation>
    </message>
    <message>
        <source>turn the board to face the left of the picture (its right edge nearer the camera, ~30 degrees)</source>
        <translation>draai het bord naar links in het beeld (rechterrand dichter bij de camera, ~30 graden)</translation>
    </message>
    <message>
        <source>turn the board to face the right of the picture (its left edge nearer the camera, ~30 degrees)</source>
        <translation>draai het bord naar rechts in het beeld (linkerrand dichter bij de camera, ~30 graden)</translation>
    </message>
    <message>
        <source>tip the board to face the top of the picture (its bottom edge nearer the camera, ~30 degrees)</source>
        <translation>kantel het bord naar boven in het beeld (onderrand dichter bij de camera, ~30 graden)</translation>
    </message>
    <message>
        <source>tip the board to face the bottom of the picture (its top edge nearer the camera, ~30 degrees)</source>
        <translation>kantel het bord naar onder in het beeld (bovenrand dichter bij de camera, ~30 graden)</translation>
    </message>
    <message>
        <source>keep going: move and tilt the board a little between views (%1/%2)</source>
        <translation>ga door: beweeg en kantel het bord een beetje tussen de beelden (%1/%2)</translation>
    </message>
    <message>
        <source>keep going: a few more views</source>
        <translation>ga door: nog een paar beelden</translation>
    </message>
    <message>
        <source>trial RMS %1 px is above %2: hold the board flat and still, more views</source>
        <translation>proeffout %1 px is boven %2: houd het bord vlak en stil, meer beelden</translation>
    </message>
    <message>
        <source>done: %1 views, trial RMS %2 px</source>
        <translation>klaar: %1 beelden, proeffout %2 px</translation>
    </message>
    <message>
        <source>%1 turned by %2°</source>
        <translation>%1 %2° gedraaid</translation>
    </message>
    <message>
        <source>cannot read the picture</source>
        <translation>het beeld kan niet worden gelezen</translation>
    </message>
    <message>
        <source>no calibration board in view</source>
        <translation>geen kalibratiebord in beeld</translation>
    </message>
    <message>
        <source>only the table markers in view, not the calibration board</source>
        <translation>alleen de tafelmarkeringen in beeld, niet het kalibratiebord</translation>
    </message>
    <message>
        <source>wrong board: marker %1 is not on the printed calibration board</source>
        <translation>verkeerd bord: markering %1 staat niet op het geprinte kalibratiebord</translation>
    </message>
    <message>
        <source>wrong board: the markers do not match the printed board (off by %1 mm)</source>
        <translation>verkeerd bord: de markeringen passen niet bij het geprinte bord (%1 mm ernaast)</translation>
    </message>
    <message>
        <source>blurred: sharpness %1 &lt; %2 (hold still, check the focus)</source>
        <translation>onscherp: scherpte %1 &lt; %2 (stil houden, controleer de scherpstelling)</translation>
    </message>
    <message>
        <source>too little of the board: %1 of %2 corners found (need %3; show the whole board)</source>
        <translation>te weinig van het bord: %1 van %2 hoeken gevonden (%3 nodig; laat het hele bord zien)</translation>
    </message>
    <message>
        <source>the same as view %1 (move or tilt the board more)</source>
        <translation>hetzelfde als beeld %1 (verplaats of kantel het bord meer)</translation>
    </message>
    <message>
        <source>size %1 differs from the first picture&apos;s %2</source>
        <translation>formaat %1 wijkt af van dat van het eerste beeld, %2</translation>
    </message>
    <message>
        <source>only %1 usable views of the board, need %2</source>
        <translation>maar %1 bruikbare beelden van het bord, %2 nodig</translation>
    </message>
    <message>
        <source>table markers not found: %1 (at least 3 of the 4 must be in view)</source>
        <translation>tafelmarkeringen niet gevonden: %1 (minstens 3 van de 4 moeten in beeld zijn)</translation>
    </message>
    <message>
        <source>all four table markers must be in view (missing: %1)</source>
        <translation>alle vier tafelmarkeringen moeten in beeld zijn (ontbreekt: %1)</translation>
    </message>
    <message>
        <source>found %1 followers along the bottom edge, expected %2 (one of each colour, in a row between the bottom markers)</source>
        <translation>%1 volgelingen langs de onderrand gevonden, %2 verwacht (één van elke kleur, op een rij tussen de onderste markeringen)</translation>
    </message>
    <message>
        <source>camera calibration: %1 (Set up rig: Lens)</source>
        <translation>camerakalibratie: %1 (Opstelling: Lens)</translation>
    </message>
    <message>
        <source>table calibration: %1 (Set up rig: Table)</source>
        <translation>tafelkalibratie: %1 (Opstelling: Tafel)</translation>
    </message>
    <message>
        <source>tile set: %1 (Set up rig: Tiles)</source>
        <translation>tegelset: %1 (Opstelling: Tegels)</translation>
    </message>
    <message>
        <source>no folder of frames chosen</source>
        <translation>geen map met beelden gekozen</translation>
    </message>
    <message>
        <source>no camera chosen</source>
        <translation>geen camera gekozen</translation>
    </message>
    <message>
        <source>frames: %1</source>
        <translation>beelden: %1</translation>
    </message>
    <message>
        <source>simulated table: %1</source>
        <translation>gesimuleerde tafel: %1</translation>
    </message>
    <message>
        <source>simulated camera: %1</source>
        <translation>gesimuleerde camera: %1</translation>
    </message>
    <message>
        <source>camera: %1</source>
        <translation>camera: %1</translation>
    </message>
    <message>
        <source>no picture</source>
        <translation>geen beeld</translation>
    </message>
    <message>
        <source>%1: cannot read</source>
        <translation>%1: kan niet worden gelezen</translation>
    </message>
    <message>
        <source>%1: cannot open</source>
        <translation>%1: kan niet worden geopend</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: geen map</translation>
    </message>
    <message>
        <source>%1: no pictures in it (.jpg, .png, .bmp, .tif)</source>
        <translation>%1: er staan geen beelden in (.jpg, .png, .bmp, .tif)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: bestand bestaat niet</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Terug</translation>
    </message>
    <message>
        <source>Recorded games</source>
        <translation>Opgenomen spellen</translation>
    </message>
    <message>
        <source>%1  ·  turn %2  ·  %3</source>
        <translation>%1  ·  beurt %2  ·  %3</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Delete %1 (%2) and its pictures?</source>
        <translation>%1 (%2) en de foto&apos;s wissen?</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>over</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>verlaten</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Nog geen spellen opgenomen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Score a finished board from a photo</source>
        <translation>Een afgelopen bord tellen van een foto</translation>
    </message>
</context>
<context>
    <name>LensPanel</name>
    <message>
        <source>Camera lens</source>
        <translation>Cameralens</translation>
    </message>
    <message>
        <source>%1/%2 views · %3/9 of the picture · %4/4 tilts</source>
        <translation>%1/%2 beelden · %3/9 van het beeld · %4/4 kantelingen</translation>
    </message>
    <message>
        <source>Take a view</source>
        <translation>Neem een beeld</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Kalibreren</translation>
    </message>
</context>
<context>
    <name>LiveScreen</name>
    <message>
        <source>turn %1</source>
        <translation>beurt %1</translation>
    </message>
    <message>
        <source>Go on simulated</source>
        <translation>Verder gesimuleerd</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spel beëindigen</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>Het spel nu beëindigen en de eindscore tellen?</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Carcassonne companion</source>
        <translation>Carcassonne-assistent</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Set up rig</source>
        <translation>Opstelling</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>★ starts</source>
        <translation>★ begint</translation>
    </message>
    <message>
        <source>starts?</source>
        <translation>begint?</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Speler</translation>
    </message>
    <message>
        <source>Bridges, Castles &amp; Bazaars</source>
        <translation>Bruggen, burchten, bazaars</translation>
    </message>
    <message>
        <source>The Messages</source>
        <translation>De berichten</translation>
    </message>
    <message>
        <source>Bazaar without bidding</source>
        <translation>Bazaar zonder bieden</translation>
    </message>
    <message>
        <source>Small city scores 2</source>
        <translation>Kleine stad telt 2</translation>
    </message>
    <message>
        <source>Unfinished scores 0</source>
        <translation>Onaf telt 0</translation>
    </message>
    <message>
        <source>Frame source</source>
        <translation>Beeldbron</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Map</translation>
    </message>
    <message>
        <source>Sim table</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>folder of frames or a video</source>
        <translation>map met beelden of een video</translation>
    </message>
    <message>
        <source>Rig calibration: %1</source>
        <translation>Kalibratie: %1</translation>
    </message>
    <message>
        <source>Start game ▶</source>
        <translation>Start spel ▶</translation>
    </message>
</context>
<context>
    <name>PromptUndo</name>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Terug</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>‹ Games</source>
        <translation>‹ Spellen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Beeld</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporteren</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>opgeslagen: %1</translation>
    </message>
    <message>
        <source>no frame for this move</source>
        <translation>geen beeld bij deze zet</translation>
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
            <numerusform>tik de %n omgedraaide tegel aan</numerusform>
            <numerusform>tik de %n omgedraaide tegels aan</numerusform>
        </translation>
    </message>
    <message>
        <source>None turned up</source>
        <translation>Geen omgedraaid</translation>
    </message>
    <message>
        <source>Start the auction</source>
        <translation>Start de veiling</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turn</source>
        <translation>beurt</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message numerus="yes">
        <source>turns up %n tile(s) for the bazaar</source>
        <translation>
            <numerusform>draait %n tegel om voor de bazaar</numerusform>
            <numerusform>draait %n tegels om voor de bazaar</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>een tegel</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tegel %1</translation>
    </message>
    <message>
        <source>lays %1 with a bridge</source>
        <translation>legt %1 met een brug</translation>
    </message>
    <message>
        <source>lays %1</source>
        <translation>legt %1</translation>
    </message>
    <message>
        <source>puts down a follower</source>
        <translation>zet een volgeling in</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>beëindigt de beurt</translation>
    </message>
    <message>
        <source>sets %1 aside</source>
        <translation>legt %1 opzij</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>beëindigt het spel</translation>
    </message>
    <message>
        <source>builds a bridge</source>
        <translation>bouwt een brug</translation>
    </message>
    <message>
        <source>chooses “%1”</source>
        <translation>kiest „%1”</translation>
    </message>
    <message>
        <source>decides</source>
        <translation>beslist</translation>
    </message>
    <message>
        <source>bids %1</source>
        <translation>biedt %1</translation>
    </message>
    <message>
        <source>buys the tile</source>
        <translation>koopt de tegel</translation>
    </message>
    <message>
        <source>sells the tile</source>
        <translation>verkoopt de tegel</translation>
    </message>
    <message>
        <source>turns up no bazaar tiles</source>
        <translation>draait geen bazaartegels om</translation>
    </message>
    <message>
        <source>Place a tile</source>
        <translation>Leg een tegel</translation>
    </message>
    <message>
        <source>Place the tile shown</source>
        <translation>Leg de getoonde tegel</translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation>Leg tegel %1</translation>
    </message>
    <message>
        <source>Follower, bridge or pass</source>
        <translation>Volgeling, brug of pas</translation>
    </message>
    <message>
        <source>Decide on screen</source>
        <translation>Beslis op het scherm</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel voorbij</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the road</source>
        <translation>
            <numerusform>%1 scoort %n punt voor de weg</numerusform>
            <numerusform>%1 scoort %n punten voor de weg</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the city</source>
        <translation>
            <numerusform>%1 scoort %n punt voor de stad</numerusform>
            <numerusform>%1 scoort %n punten voor de stad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the cloister</source>
        <translation>
            <numerusform>%1 scoort %n punt voor het klooster</numerusform>
            <numerusform>%1 scoort %n punten voor het klooster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the farm</source>
        <translation>
            <numerusform>%1 scoort %n punt voor de wei</numerusform>
            <numerusform>%1 scoort %n punten voor de wei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the castle</source>
        <translation>
            <numerusform>%1 scoort %n punt voor het kasteel</numerusform>
            <numerusform>%1 scoort %n punten voor het kasteel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n with a message</source>
        <translation>
            <numerusform>%1 scoort %n punt met een bericht</numerusform>
            <numerusform>%1 scoort %n punten met een bericht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n for a bazaar tile</source>
        <translation>
            <numerusform>%1 betaalt %n punt voor een bazaartegel</numerusform>
            <numerusform>%1 betaalt %n punten voor een bazaartegel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n from the bazaar</source>
        <translation>
            <numerusform>%1 krijgt %n punt van de bazaar</numerusform>
            <numerusform>%1 krijgt %n punten van de bazaar</numerusform>
        </translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grijs</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>roze</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>paars</translation>
    </message>
    <message>
        <source>square</source>
        <translation>vierkant</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>driehoek</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>ruit</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cirkel</translation>
    </message>
    <message>
        <source>star</source>
        <translation>ster</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>kruis</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>hart</translation>
    </message>
    <message>
        <source>club</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>thief on the road</source>
        <translation>struikrover op de weg</translation>
    </message>
    <message>
        <source>knight in the city</source>
        <translation>ridder in de stad</translation>
    </message>
    <message>
        <source>monk in the cloister</source>
        <translation>monnik in het klooster</translation>
    </message>
    <message>
        <source>farmer in the field</source>
        <translation>boer in de wei</translation>
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
        <translation>‹ Terug</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Rig (LED ring, buzzer, buttons)</source>
        <translation>Opstelling (ledring, zoemer, knoppen)</translation>
    </message>
    <message>
        <source>no rig — plug it in by USB; the app works the same without it</source>
        <translation>geen opstelling — sluit hem aan via USB; de app werkt ook zonder</translation>
    </message>
    <message>
        <source>Game records: %1</source>
        <translation>Spelopnamen: %1</translation>
    </message>
    <message>
        <source>Spoken scores: on</source>
        <translation>Scores voorlezen: aan</translation>
    </message>
    <message>
        <source>Spoken scores: off</source>
        <translation>Scores voorlezen: uit</translation>
    </message>
    <message>
        <source>Scores, questions and alerts are read out</source>
        <translation>Scores, vragen en waarschuwingen worden voorgelezen</translation>
    </message>
    <message>
        <source>Scores, questions and alerts can be read out</source>
        <translation>Scores, vragen en waarschuwingen kunnen worden voorgelezen</translation>
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
        <translation>Print het kalibratiebord en de vier tafelmarkeringen op 100 % (niet „passend maken”); de balk op elk vel moet 10 cm meten. Plak het bord op karton.</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>Lens</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Lay the four markers at the corners of the play area (0 top left, then clockwise), the start tile in the middle, and look down with the camera.</source>
        <translation>Leg de vier markeringen op de hoeken van het speelveld (0 linksboven, dan met de klok mee), de starttegel in het midden, en laat de camera naar beneden kijken.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kleuren</translation>
    </message>
    <message>
        <source>Stand one follower of each colour in play in a row along the bottom edge, between the bottom markers.</source>
        <translation>Zet van elke kleur in het spel één volgeling op een rij langs de onderrand, tussen de onderste markeringen.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tegels</translation>
    </message>
    <message>
        <source>Your own tile set is enrolled: the camera knows your tiles by their pictures.</source>
        <translation>Je eigen tegelset is ingelezen: de camera herkent je tegels aan hun afbeelding.</translation>
    </message>
    <message>
        <source>Optional: the camera knows the tiles by these standard pictures. If your tiles look different, enrol them: lay each one under the camera with “carc calibrate tiles”.</source>
        <translation>Optioneel: de camera herkent de tegels aan deze standaardafbeeldingen. Zien je tegels er anders uit, lees ze dan in: leg ze een voor een onder de camera met „carc calibrate tiles”.</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Terug</translation>
    </message>
    <message>
        <source>Set up the rig</source>
        <translation>Opstelling instellen</translation>
    </message>
    <message>
        <source>Write the sheets</source>
        <translation>Vellen maken</translation>
    </message>
    <message>
        <source>Find the markers</source>
        <translation>Zoek de markeringen</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>Leer de kleuren</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Vorige</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Volgende ›</translation>
    </message>
    <message>
        <source>New game ›</source>
        <translation>Nieuw spel ›</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Scores appear here
with how they were counted</source>
        <translation>Punten verschijnen hier
met hoe ze geteld zijn</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Terug</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pauze</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Spelen</translation>
    </message>
    <message>
        <source>☰ Menu</source>
        <translation>☰ Menu</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>End game now</source>
        <translation>Nu beëindigen</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>Het spel nu beëindigen en de eindscore tellen?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spel beëindigen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Leave this game for a new one? It stays in History as abandoned.</source>
        <translation>Dit spel verlaten voor een nieuw? Het blijft in de historie als verlaten.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Spel verlaten</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Tegels over</translation>
    </message>
    <message>
        <source>Check the board</source>
        <translation>Bord controleren</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Terug</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n uitgespeeld spel</numerusform>
            <numerusform>%n uitgespeelde spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <translation>
            <numerusform>%n kon niet worden gelezen</numerusform>
            <numerusform>%n konden niet worden gelezen</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Biggest city (tiles)</source>
        <translation>Grootste stad (tegels)</translation>
    </message>
    <message>
        <source>Farm share</source>
        <translation>Aandeel weides</translation>
    </message>
    <message>
        <source>No finished games yet: statistics count the games played to the end</source>
        <translation>Nog geen uitgespeelde spellen: de statistieken tellen de spellen die tot het einde zijn gespeeld</translation>
    </message>
</context>
<context>
    <name>TileCounterPanel</name>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n tegel in de zak</numerusform>
            <numerusform>%n tegels in de zak</numerusform>
        </translation>
    </message>
    <message>
        <source>Next tile fits there: %1 %</source>
        <translation>Volgende tegel past daar: %1 %</translation>
    </message>
    <message>
        <source>Tap a free place on the board</source>
        <translation>Tik een vrije plek op het bord aan</translation>
    </message>
</context>
<context>
    <name>carc::app::LensSetup</name>
    <message>
        <source>The lens is calibrated.</source>
        <translation>De lens is gekalibreerd.</translation>
    </message>
    <message>
        <source>View kept (%1 of %2)</source>
        <translation>Beeld bewaard (%1 van %2)</translation>
    </message>
    <message>
        <source>View not kept: %1</source>
        <translation>Beeld niet bewaard: %1</translation>
    </message>
    <message>
        <source>Not calibrated: %1</source>
        <translation>Niet gekalibreerd: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Niet opgeslagen: %1</translation>
    </message>
    <message>
        <source>Calibrated: %1 px error from %2 views</source>
        <translation>Gekalibreerd: %1 px fout uit %2 beelden</translation>
    </message>
</context>
<context>
    <name>carc::app::LiveGame</name>
    <message>
        <source>no unfinished game</source>
        <translation>geen onafgemaakt spel</translation>
    </message>
    <message>
        <source>The table&apos;s pictures have run out: go on with simulated moves, or end the game</source>
        <translation>De beelden van de tafel zijn op: ga gesimuleerd verder of beëindig het spel</translation>
    </message>
    <message>
        <source>the game being played cannot be deleted</source>
        <translation>het lopende spel kan niet gewist worden</translation>
    </message>
</context>
<context>
    <name>carc::app::Prompts</name>
    <message>
        <source>Is this %1, turned %2°? (%3% sure)</source>
        <translation>Is dit %1, %2° gedraaid? (%3% zeker)</translation>
    </message>
    <message>
        <source>the tile shown</source>
        <translation>de getoonde tegel</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tegel %1</translation>
    </message>
</context>
<context>
    <name>carc::app::ReplayController</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Begin van het spel (%n zet)</numerusform>
            <numerusform>Begin van het spel (%n zetten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>Zet %1 van %2: %3</translation>
    </message>
</context>
<context>
    <name>carc::app::RigLink</name>
    <message>
        <source>rig not answering: %1</source>
        <translation>opstelling antwoordt niet: %1</translation>
    </message>
    <message>
        <source>rig disconnected: %1</source>
        <translation>opstelling losgekoppeld: %1</translation>
    </message>
    <message>
        <source>rig on %1 (firmware %2.%3, %4 LEDs)</source>
        <translation>opstelling op %1 (firmware %2.%3, %4 leds)</translation>
    </message>
</context>
<context>
    <name>carc::app::RigSetup</name>
    <message>
        <source>Sheets not written: %1</source>
        <translation>Vellen niet gemaakt: %1</translation>
    </message>
    <message>
        <source>Print at 100 %: %1/board.pdf and %1/markers.pdf</source>
        <translation>Print op 100 %: %1/board.pdf en %1/markers.pdf</translation>
    </message>
    <message>
        <source>Calibrate the lens first</source>
        <translation>Kalibreer eerst de lens</translation>
    </message>
    <message>
        <source>Markers not found: %1</source>
        <translation>Markeringen niet gevonden: %1</translation>
    </message>
    <message>
        <source>All four markers found: the play area is %1 x %2 cm</source>
        <translation>Alle vier markeringen gevonden: het speelveld is %1 x %2 cm</translation>
    </message>
    <message>
        <source>Find the table markers first</source>
        <translation>Zoek eerst de tafelmarkeringen</translation>
    </message>
    <message>
        <source>Colours not learnt: %1</source>
        <translation>Kleuren niet geleerd: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n colour(s) told apart</source>
        <translation>
            <numerusform>%n kleur onderscheiden</numerusform>
            <numerusform>%n kleuren onderscheiden</numerusform>
        </translation>
    </message>
    <message>
        <source>Learnt, but: %1</source>
        <translation>Geleerd, maar: %1</translation>
    </message>
</context>
<context>
    <name>carc::app::Speaker</name>
    <message>
        <source>No speech engine on this device (flite or speech-dispatcher): nothing is spoken</source>
        <translation>Geen spraakengine op dit apparaat (flite of speech-dispatcher): er wordt niets voorgelezen</translation>
    </message>
    <message>
        <source>No voice for this language on this device: nothing is spoken</source>
        <translation>Geen stem voor deze taal op dit apparaat: er wordt niets voorgelezen</translation>
    </message>
    <message>
        <source>This build cannot speak (no Qt TextToSpeech)</source>
        <translation>Deze versie kan niet spreken (geen Qt TextToSpeech)</translation>
    </message>
</context>
<context>
    <name>carc::app::TurnState</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>nog %n tegel</numerusform>
            <numerusform>nog %n tegels</numerusform>
        </translation>
    </message>
</context>
</TS>
