<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AlertBanner</name>
    <message>
        <source>⚠ Not allowed: fix the tile on the table</source>
        <translation>⚠ Нельзя: поправьте тайл на столе</translation>
    </message>
</context>
<context>
    <name>AskFirst</name>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
</context>
<context>
    <name>BazaarPanel</name>
    <message>
        <source>Bazaar</source>
        <translation>Базар</translation>
    </message>
    <message>
        <source>on offer</source>
        <translation>на торгах</translation>
    </message>
    <message>
        <source>Highest bid: %1 by %2</source>
        <translation>Высшая ставка: %1 (%2)</translation>
    </message>
    <message>
        <source>Highest bid: %1</source>
        <translation>Высшая ставка: %1</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Ставка %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Buy (pay %1)</source>
        <translation>Купить (за %1)</translation>
    </message>
    <message>
        <source>Sell (get %1)</source>
        <translation>Продать (за %1)</translation>
    </message>
</context>
<context>
    <name>BoardCheckPanel</name>
    <message>
        <source>Check the board</source>
        <translation>Проверить поле</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Читаю поле…</translation>
    </message>
    <message>
        <source>The board could not be read: %1</source>
        <translation>Не удалось прочитать поле: %1</translation>
    </message>
    <message numerus="yes">
        <source>The table agrees with the game (%n tile(s))</source>
        <translation>
            <numerusform>Стол совпадает с игрой (%n тайл)</numerusform>
            <numerusform>Стол совпадает с игрой (%n тайла)</numerusform>
            <numerusform>Стол совпадает с игрой (%n тайлов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) differ: tap one to see what the camera sees</source>
        <translation>
            <numerusform>%n клетка не совпадает: коснитесь её, чтобы увидеть, что видит камера</numerusform>
            <numerusform>%n клетки не совпадают: коснитесь одной, чтобы увидеть, что видит камера</numerusform>
            <numerusform>%n клеток не совпадают: коснитесь одной, чтобы увидеть, что видит камера</numerusform>
        </translation>
    </message>
    <message>
        <source>The camera sees (unsure)</source>
        <translation>Камера видит (неуверенно)</translation>
    </message>
    <message>
        <source>The camera sees</source>
        <translation>Камера видит</translation>
    </message>
    <message>
        <source>no tile</source>
        <translation>нет тайла</translation>
    </message>
    <message>
        <source>The game holds</source>
        <translation>В игре</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Проверить снова</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>BoardPhotoScreen</name>
    <message>
        <source>cities %1</source>
        <translation>города %1</translation>
    </message>
    <message>
        <source>roads %1</source>
        <translation>дороги %1</translation>
    </message>
    <message>
        <source>cloisters %1</source>
        <translation>монастыри %1</translation>
    </message>
    <message>
        <source>farms %1</source>
        <translation>поля %1</translation>
    </message>
    <message>
        <source>castles %1</source>
        <translation>замки %1</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Назад</translation>
    </message>
    <message>
        <source>Score a board</source>
        <translation>Подсчёт по фото</translation>
    </message>
    <message>
        <source>Choose photo</source>
        <translation>Выбрать фото</translation>
    </message>
    <message>
        <source>Reading the board…</source>
        <translation>Читаю поле…</translation>
    </message>
    <message>
        <source>This photo cannot be scored: %1</source>
        <translation>Это фото нельзя подсчитать: %1</translation>
    </message>
    <message>
        <source>Take a photo of the finished board from above (or a little to the side), copy it here and choose it.</source>
        <translation>Сфотографируйте законченное поле сверху (или немного сбоку), скопируйте фото сюда и выберите его.</translation>
    </message>
    <message>
        <source>Colours in play</source>
        <translation>Цвета в игре</translation>
    </message>
    <message>
        <source>Which tile is this?</source>
        <translation>Какой это тайл?</translation>
    </message>
    <message>
        <source>Every tile read; tap one to correct it.</source>
        <translation>Все тайлы прочитаны; нажмите на тайл, чтобы исправить его.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) to check: tap the orange cells.</source>
        <translation>
            <numerusform>Проверьте %n тайл: нажмите на оранжевую клетку.</numerusform>
            <numerusform>Проверьте %n тайла: нажмите на оранжевые клетки.</numerusform>
            <numerusform>Проверьте %n тайлов: нажмите на оранжевые клетки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not scored: %1</source>
        <translation>Не подсчитано: %1</translation>
    </message>
    <message>
        <source>No photos (JPEG or PNG) in this folder</source>
        <translation>В этой папке нет фото (JPEG или PNG)</translation>
    </message>
</context>
<context>
    <name>ConfirmPanel</name>
    <message>
        <source>Check this tile</source>
        <translation>Проверьте тайл</translation>
    </message>
    <message>
        <source>⟳ Turn</source>
        <translation>⟳ Повернуть</translation>
    </message>
    <message>
        <source>Other tile</source>
        <translation>Другой тайл</translation>
    </message>
    <message>
        <source>✓ Yes, that&apos;s right</source>
        <translation>✓ Да, верно</translation>
    </message>
    <message>
        <source>✓ Use my correction</source>
        <translation>✓ Моя поправка</translation>
    </message>
</context>
<context>
    <name>DecisionPrompt</name>
    <message>
        <source>%1 decides</source>
        <translation>Решает %1</translation>
    </message>
    <message>
        <source>★ suggested</source>
        <translation>★ совет</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Shared win: %1</source>
        <translation>Общая победа: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Победитель: %1</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Отмена</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>farms and the cities they feed</source>
        <translation>поля и города, которые они кормят</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>Cloist.</source>
        <translation>Мон.</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Замок</translation>
    </message>
    <message>
        <source>Msg</source>
        <translation>Посл.</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Базар</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <source>city</source>
        <translation>город</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>монастырь</translation>
    </message>
    <message>
        <source>field</source>
        <translation>поле</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>замок</translation>
    </message>
    <message>
        <source>message</source>
        <translation>послание</translation>
    </message>
    <message>
        <source>bazaar</source>
        <translation>базар</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>score your smallest road</source>
        <translation>подсчитайте свою самую маленькую дорогу</translation>
    </message>
    <message>
        <source>score your smallest city</source>
        <translation>подсчитайте свой самый маленький город</translation>
    </message>
    <message>
        <source>score your smallest cloister</source>
        <translation>подсчитайте свой самый маленький монастырь</translation>
    </message>
    <message>
        <source>2 points per pennant in your cities</source>
        <translation>2 очка за каждый щит в ваших городах</translation>
    </message>
    <message>
        <source>2 points per knight</source>
        <translation>2 очка за каждого рыцаря</translation>
    </message>
    <message>
        <source>2 points per farmer</source>
        <translation>2 очка за каждого крестьянина</translation>
    </message>
    <message>
        <source>draw a tile and take an extra turn</source>
        <translation>возьмите тайл и сделайте ещё один ход</translation>
    </message>
    <message>
        <source>score one follower&apos;s feature and take it back</source>
        <translation>подсчитайте объект одного подданного и заберите его</translation>
    </message>
    <message>
        <source>this tile</source>
        <translation>этот тайл</translation>
    </message>
    <message>
        <source>%1: build a castle on the small city, or score %2 points?</source>
        <translation>%1: построить замок на маленьком городе или получить %2 очк.?</translation>
    </message>
    <message>
        <source>%1: which figure moves %2 points (%3)?</source>
        <translation>%1: какая фишка идёт на %2 очк. (%3)?</translation>
    </message>
    <message>
        <source>%1: which completed feature does your castle score?</source>
        <translation>%1: какой завершённый объект засчитывает ваш замок?</translation>
    </message>
    <message>
        <source>%1: which message was drawn?</source>
        <translation>%1: какое послание вытянуто?</translation>
    </message>
    <message>
        <source>%1: which follower scores and comes back?</source>
        <translation>%1: какой подданный приносит очки и возвращается?</translation>
    </message>
    <message>
        <source>%1 draws message %2 (%3): carry it out or take 2 points?</source>
        <translation>%1 тянет послание %2 (%3): выполнить или взять 2 очка?</translation>
    </message>
    <message>
        <source>%1: pick a tile and bid</source>
        <translation>%1: выберите тайл и сделайте ставку</translation>
    </message>
    <message>
        <source>%1: bid more than %2 for %3, or pass</source>
        <translation>%1: ставка больше %2 за %3 или пас</translation>
    </message>
    <message>
        <source>%1: buy the tile from %2 for %3, or sell it to them?</source>
        <translation>%1: купить тайл у %2 за %3 или продать его?</translation>
    </message>
    <message>
        <source>build a castle</source>
        <translation>построить замок</translation>
    </message>
    <message>
        <source>score the city</source>
        <translation>засчитать город</translation>
    </message>
    <message>
        <source>score the cities</source>
        <translation>засчитать города</translation>
    </message>
    <message>
        <source>build a castle on the small city</source>
        <translation>построить замок на маленьком городе</translation>
    </message>
    <message>
        <source>figure %1 (at %2)</source>
        <translation>фишка %1 (на %2)</translation>
    </message>
    <message>
        <source>%1 worth %2</source>
        <translation>%1 на %2 очк.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>carry out: %1</source>
        <translation>выполнить: %1</translation>
    </message>
    <message>
        <source>take 2 points</source>
        <translation>взять 2 очка</translation>
    </message>
    <message>
        <source>%1 follower</source>
        <translation>подданный: %1</translation>
    </message>
    <message>
        <source>the %1 side is %2, the neighbouring tile shows %3</source>
        <translation>сторона (%1) — %2, а у соседнего тайла — %3</translation>
    </message>
    <message>
        <source>not next to any tile (touching at a corner does not count)</source>
        <translation>не рядом ни с одним тайлом (касание углом не считается)</translation>
    </message>
    <message>
        <source>that place already holds %1</source>
        <translation>это место уже занято: %1</translation>
    </message>
    <message>
        <source>outside the play area</source>
        <translation>за пределами игровой зоны</translation>
    </message>
    <message>
        <source>too far from the start tile</source>
        <translation>слишком далеко от стартового тайла</translation>
    </message>
    <message>
        <source>the tile drawn is %1, not %2</source>
        <translation>вытянут тайл %1, а не %2</translation>
    </message>
    <message>
        <source>no copy of %1 is left (all are on the table, set aside, or not in play)</source>
        <translation>копий %1 не осталось (все на столе, отложены или не в игре)</translation>
    </message>
    <message>
        <source>the %1 is already occupied by a follower of %2</source>
        <translation>объект (%1) уже занят подданным игрока %2</translation>
    </message>
    <message>
        <source>%1 has no followers left</source>
        <translation>у %1 не осталось подданных</translation>
    </message>
    <message>
        <source>a tile was already placed this turn</source>
        <translation>тайл уже выложен в этом ходу</translation>
    </message>
    <message>
        <source>a bridge goes on the tile placed or a tile next to it</source>
        <translation>мост ставится на выложенный тайл или соседний</translation>
    </message>
    <message>
        <source>one bridge per turn</source>
        <translation>один мост за ход</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n тайл</numerusform>
            <numerusform>%n тайла</numerusform>
            <numerusform>%n тайлов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n щит</numerusform>
            <numerusform>%n щита</numerusform>
            <numerusform>%n щитов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n завершённый город</numerusform>
            <numerusform>%n завершённых города</numerusform>
            <numerusform>%n завершённых городов</numerusform>
        </translation>
    </message>
    <message>
        <source>north</source>
        <translation>север</translation>
    </message>
    <message>
        <source>east</source>
        <translation>восток</translation>
    </message>
    <message>
        <source>south</source>
        <translation>юг</translation>
    </message>
    <message>
        <source>west</source>
        <translation>запад</translation>
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
        <translation>левую верхнюю часть</translation>
    </message>
    <message>
        <source>top middle</source>
        <translation>верхнюю середину</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>правую верхнюю часть</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>левую середину</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>правую середину</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>левую нижнюю часть</translation>
    </message>
    <message>
        <source>bottom middle</source>
        <translation>нижнюю середину</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>правую нижнюю часть</translation>
    </message>
    <message>
        <source>hold the calibration board flat in the middle of the picture</source>
        <translation>держите калибровочную доску ровно в центре кадра</translation>
    </message>
    <message>
        <source>move the board to the middle of the picture</source>
        <translation>переместите доску в центр кадра</translation>
    </message>
    <message>
        <source>move the board into the %1 of the picture</source>
        <translation>переместите доску в %1 кадра</translation>
    </message>
    <message>
        <source>turn the board to face the left of the picture (its right edge nearer the camera, ~30 degrees)</source>
        <translation>поверните доску к левому краю кадра (правый край ближе к камере, ~30 градусов)</translation>
    </message>
    <message>
        <source>turn the board to face the right of the picture (its left edge nearer the camera, ~30 degrees)</source>
        <translation>поверните доску к правому краю кадра (левый край ближе к камере, ~30 градусов)</translation>
    </message>
    <message>
        <source>tip the board to face the top of the picture (its bottom edge nearer the camera, ~30 degrees)</source>
        <translation>наклоните доску к верху кадра (нижний край ближе к камере, ~30 градусов)</translation>
    </message>
    <message>
        <source>tip the board to face the bottom of the picture (its top edge nearer the camera, ~30 degrees)</source>
        <translation>наклоните доску к низу кадра (верхний край ближе к камере, ~30 градусов)</translation>
    </message>
    <message>
        <source>keep going: move and tilt the board a little between views (%1/%2)</source>
        <translation>продолжайте: немного сдвигайте и наклоняйте доску между кадрами (%1/%2)</translation>
    </message>
    <message>
        <source>keep going: a few more views</source>
        <translation>продолжайте: ещё несколько кадров</translation>
    </message>
    <message>
        <source>trial RMS %1 px is above %2: hold the board flat and still, more views</source>
        <translation>пробная ошибка %1 px больше %2: держите доску ровно и неподвижно, нужны ещё кадры</translation>
    </message>
    <message>
        <source>done: %1 views, trial RMS %2 px</source>
        <translation>готово: %1 кадров, пробная ошибка %2 px</translation>
    </message>
    <message>
        <source>%1 turned by %2°</source>
        <translation>%1, поворот на %2°</translation>
    </message>
    <message>
        <source>cannot read the picture</source>
        <translation>не удаётся прочитать кадр</translation>
    </message>
    <message>
        <source>no calibration board in view</source>
        <translation>в кадре нет калибровочной доски</translation>
    </message>
    <message>
        <source>only the table markers in view, not the calibration board</source>
        <translation>в кадре только метки стола, а не калибровочная доска</translation>
    </message>
    <message>
        <source>wrong board: marker %1 is not on the printed calibration board</source>
        <translation>не та доска: метки %1 нет на напечатанной калибровочной доске</translation>
    </message>
    <message>
        <source>wrong board: the markers do not match the printed board (off by %1 mm)</source>
        <translation>не та доска: метки не совпадают с напечатанной доской (расхождение %1 мм)</translation>
    </message>
    <message>
        <source>blurred: sharpness %1 &lt; %2 (hold still, check the focus)</source>
        <translation>размыто: резкость %1 &lt; %2 (держите неподвижно, проверьте фокус)</translation>
    </message>
    <message>
        <source>too little of the board: %1 of %2 corners found (need %3; show the whole board)</source>
        <translation>видна слишком малая часть доски: найдено %1 из %2 углов (нужно %3; покажите всю доску)</translation>
    </message>
    <message>
        <source>the same as view %1 (move or tilt the board more)</source>
        <translation>то же, что кадр %1 (сдвиньте или наклоните доску сильнее)</translation>
    </message>
    <message>
        <source>size %1 differs from the first picture&apos;s %2</source>
        <translation>размер %1 отличается от размера первого кадра %2</translation>
    </message>
    <message>
        <source>only %1 usable views of the board, need %2</source>
        <translation>пригодных кадров доски только %1, нужно %2</translation>
    </message>
    <message>
        <source>table markers not found: %1 (at least 3 of the 4 must be in view)</source>
        <translation>метки стола не найдены: %1 (в кадре должны быть хотя бы 3 из 4)</translation>
    </message>
    <message>
        <source>all four table markers must be in view (missing: %1)</source>
        <translation>в кадре должны быть все четыре метки стола (нет: %1)</translation>
    </message>
    <message>
        <source>found %1 followers along the bottom edge, expected %2 (one of each colour, in a row between the bottom markers)</source>
        <translation>у нижнего края найдено фишек: %1, ожидалось %2 (по одной каждого цвета, в ряд между нижними метками)</translation>
    </message>
    <message>
        <source>camera calibration: %1 (Set up rig: Lens)</source>
        <translation>калибровка камеры: %1 (Стойка: Объектив)</translation>
    </message>
    <message>
        <source>table calibration: %1 (Set up rig: Table)</source>
        <translation>калибровка стола: %1 (Стойка: Стол)</translation>
    </message>
    <message>
        <source>tile set: %1 (Set up rig: Tiles)</source>
        <translation>набор тайлов: %1 (Стойка: Тайлы)</translation>
    </message>
    <message>
        <source>no folder of frames chosen</source>
        <translation>папка с кадрами не выбрана</translation>
    </message>
    <message>
        <source>no camera chosen</source>
        <translation>камера не выбрана</translation>
    </message>
    <message>
        <source>frames: %1</source>
        <translation>кадры: %1</translation>
    </message>
    <message>
        <source>simulated table: %1</source>
        <translation>симулированный стол: %1</translation>
    </message>
    <message>
        <source>simulated camera: %1</source>
        <translation>симулированная камера: %1</translation>
    </message>
    <message>
        <source>camera: %1</source>
        <translation>камера: %1</translation>
    </message>
    <message>
        <source>no picture</source>
        <translation>нет кадра</translation>
    </message>
    <message>
        <source>%1: cannot read</source>
        <translation>%1: не удаётся прочитать</translation>
    </message>
    <message>
        <source>%1: cannot open</source>
        <translation>%1: не удаётся открыть</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: это не папка</translation>
    </message>
    <message>
        <source>%1: no pictures in it (.jpg, .png, .bmp, .tif)</source>
        <translation>%1: в ней нет изображений (.jpg, .png, .bmp, .tif)</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: нет такого файла</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Назад</translation>
    </message>
    <message>
        <source>Recorded games</source>
        <translation>Записанные игры</translation>
    </message>
    <message>
        <source>%1  ·  turn %2  ·  %3</source>
        <translation>%1  ·  ход %2  ·  %3</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete %1 (%2) and its pictures?</source>
        <translation>Удалить %1 (%2) и его снимки?</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>over</source>
        <translation>окончена</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>брошена</translation>
    </message>
    <message>
        <source>No games recorded yet</source>
        <translation>Записанных игр пока нет</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Score a finished board from a photo</source>
        <translation>Подсчитать законченное поле по фото</translation>
    </message>
</context>
<context>
    <name>LensPanel</name>
    <message>
        <source>Camera lens</source>
        <translation>Объектив камеры</translation>
    </message>
    <message>
        <source>%1/%2 views · %3/9 of the picture · %4/4 tilts</source>
        <translation>%1/%2 снимков · %3/9 кадра · %4/4 наклонов</translation>
    </message>
    <message>
        <source>Take a view</source>
        <translation>Снять кадр</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Калибровать</translation>
    </message>
</context>
<context>
    <name>LiveScreen</name>
    <message>
        <source>turn %1</source>
        <translation>ход %1</translation>
    </message>
    <message>
        <source>Go on simulated</source>
        <translation>Дальше симуляция</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Закончить игру</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>Закончить игру сейчас и подсчитать итоговые очки?</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Carcassonne companion</source>
        <translation>Помощник Каркассона</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Set up rig</source>
        <translation>Стойка</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>★ starts</source>
        <translation>★ первый</translation>
    </message>
    <message>
        <source>starts?</source>
        <translation>первый?</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Игрок</translation>
    </message>
    <message>
        <source>Bridges, Castles &amp; Bazaars</source>
        <translation>Мосты, замки и базары</translation>
    </message>
    <message>
        <source>The Messages</source>
        <translation>Послания</translation>
    </message>
    <message>
        <source>Bazaar without bidding</source>
        <translation>Базар без торгов</translation>
    </message>
    <message>
        <source>Small city scores 2</source>
        <translation>Малый город — 2 очка</translation>
    </message>
    <message>
        <source>Unfinished scores 0</source>
        <translation>Незавершённое — 0</translation>
    </message>
    <message>
        <source>Frame source</source>
        <translation>Источник кадров</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Камера</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Sim table</source>
        <translation>Сим</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Демо</translation>
    </message>
    <message>
        <source>folder of frames or a video</source>
        <translation>папка кадров или видео</translation>
    </message>
    <message>
        <source>Rig calibration: %1</source>
        <translation>Калибровка стойки: %1</translation>
    </message>
    <message>
        <source>Start game ▶</source>
        <translation>Начать игру ▶</translation>
    </message>
</context>
<context>
    <name>PromptUndo</name>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Отмена</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>‹ Games</source>
        <translation>‹ Игры</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Кадр</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>saved %1</source>
        <translation>сохранено: %1</translation>
    </message>
    <message>
        <source>no frame for this move</source>
        <translation>нет кадра для этого хода</translation>
    </message>
</context>
<context>
    <name>RevealPanel</name>
    <message>
        <source>Bazaar</source>
        <translation>Базар</translation>
    </message>
    <message numerus="yes">
        <source>tap the %n tile(s) turned up</source>
        <translation>
            <numerusform>коснитесь %n открытого тайла</numerusform>
            <numerusform>коснитесь %n открытых тайлов</numerusform>
            <numerusform>коснитесь %n открытых тайлов</numerusform>
        </translation>
    </message>
    <message>
        <source>None turned up</source>
        <translation>Ничего не открыто</translation>
    </message>
    <message>
        <source>Start the auction</source>
        <translation>Начать торги</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>turn</source>
        <translation>ход</translation>
    </message>
</context>
<context>
    <name>SessionText</name>
    <message numerus="yes">
        <source>turns up %n tile(s) for the bazaar</source>
        <translation>
            <numerusform>открывает %n тайл для базара</numerusform>
            <numerusform>открывает %n тайла для базара</numerusform>
            <numerusform>открывает %n тайлов для базара</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>тайл</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>тайл %1</translation>
    </message>
    <message>
        <source>lays %1 with a bridge</source>
        <translation>кладёт %1 с мостом</translation>
    </message>
    <message>
        <source>lays %1</source>
        <translation>кладёт %1</translation>
    </message>
    <message>
        <source>puts down a follower</source>
        <translation>ставит подданного</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>заканчивает ход</translation>
    </message>
    <message>
        <source>sets %1 aside</source>
        <translation>откладывает %1</translation>
    </message>
    <message>
        <source>ends the game</source>
        <translation>заканчивает игру</translation>
    </message>
    <message>
        <source>builds a bridge</source>
        <translation>строит мост</translation>
    </message>
    <message>
        <source>chooses “%1”</source>
        <translation>выбирает «%1»</translation>
    </message>
    <message>
        <source>decides</source>
        <translation>решает</translation>
    </message>
    <message>
        <source>bids %1</source>
        <translation>ставит %1</translation>
    </message>
    <message>
        <source>buys the tile</source>
        <translation>покупает тайл</translation>
    </message>
    <message>
        <source>sells the tile</source>
        <translation>продаёт тайл</translation>
    </message>
    <message>
        <source>turns up no bazaar tiles</source>
        <translation>не открывает тайлов базара</translation>
    </message>
    <message>
        <source>Place a tile</source>
        <translation>Выложите тайл</translation>
    </message>
    <message>
        <source>Place the tile shown</source>
        <translation>Выложите показанный тайл</translation>
    </message>
    <message>
        <source>Place tile %1</source>
        <translation>Выложите тайл %1</translation>
    </message>
    <message>
        <source>Follower, bridge or pass</source>
        <translation>Подданный, мост или пас</translation>
    </message>
    <message>
        <source>Decide on screen</source>
        <translation>Решите на экране</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the road</source>
        <translation>
            <numerusform>%1 получает %n очко за дорогу</numerusform>
            <numerusform>%1 получает %n очка за дорогу</numerusform>
            <numerusform>%1 получает %n очков за дорогу</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the city</source>
        <translation>
            <numerusform>%1 получает %n очко за город</numerusform>
            <numerusform>%1 получает %n очка за город</numerusform>
            <numerusform>%1 получает %n очков за город</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the cloister</source>
        <translation>
            <numerusform>%1 получает %n очко за монастырь</numerusform>
            <numerusform>%1 получает %n очка за монастырь</numerusform>
            <numerusform>%1 получает %n очков за монастырь</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the farm</source>
        <translation>
            <numerusform>%1 получает %n очко за поле</numerusform>
            <numerusform>%1 получает %n очка за поле</numerusform>
            <numerusform>%1 получает %n очков за поле</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n for the castle</source>
        <translation>
            <numerusform>%1 получает %n очко за замок</numerusform>
            <numerusform>%1 получает %n очка за замок</numerusform>
            <numerusform>%1 получает %n очков за замок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n with a message</source>
        <translation>
            <numerusform>%1 получает %n очко по посланию</numerusform>
            <numerusform>%1 получает %n очка по посланию</numerusform>
            <numerusform>%1 получает %n очков по посланию</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n for a bazaar tile</source>
        <translation>
            <numerusform>%1 платит %n очко за тайл с базара</numerusform>
            <numerusform>%1 платит %n очка за тайл с базара</numerusform>
            <numerusform>%1 платит %n очков за тайл с базара</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %n from the bazaar</source>
        <translation>
            <numerusform>%1 получает %n очко на базаре</numerusform>
            <numerusform>%1 получает %n очка на базаре</numerusform>
            <numerusform>%1 получает %n очков на базаре</numerusform>
        </translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>розовый</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <source>square</source>
        <translation>квадрат</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>треугольник</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>ромб</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>круг</translation>
    </message>
    <message>
        <source>star</source>
        <translation>звезда</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>крест</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>сердце</translation>
    </message>
    <message>
        <source>club</source>
        <translation>трефа</translation>
    </message>
    <message>
        <source>thief on the road</source>
        <translation>разбойник на дороге</translation>
    </message>
    <message>
        <source>knight in the city</source>
        <translation>рыцарь в городе</translation>
    </message>
    <message>
        <source>monk in the cloister</source>
        <translation>монах в монастыре</translation>
    </message>
    <message>
        <source>farmer in the field</source>
        <translation>крестьянин в поле</translation>
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
        <translation>‹ Назад</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Rig (LED ring, buzzer, buttons)</source>
        <translation>Стойка (кольцо LED, зуммер, кнопки)</translation>
    </message>
    <message>
        <source>no rig — plug it in by USB; the app works the same without it</source>
        <translation>стойки нет — подключите по USB; без неё приложение тоже работает</translation>
    </message>
    <message>
        <source>Game records: %1</source>
        <translation>Записи игр: %1</translation>
    </message>
    <message>
        <source>Spoken scores: on</source>
        <translation>Озвучка очков: вкл.</translation>
    </message>
    <message>
        <source>Spoken scores: off</source>
        <translation>Озвучка очков: выкл.</translation>
    </message>
    <message>
        <source>Scores, questions and alerts are read out</source>
        <translation>Очки, вопросы и предупреждения читаются вслух</translation>
    </message>
    <message>
        <source>Scores, questions and alerts can be read out</source>
        <translation>Очки, вопросы и предупреждения можно читать вслух</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <source>Print the calibration board and the four table markers at 100 % (no &quot;fit to page&quot;); the bar on each sheet must measure 10 cm. Glue the board to card.</source>
        <translation>Напечатайте калибровочную доску и четыре метки стола в масштабе 100 % (без «по размеру страницы»); полоса на каждом листе должна быть 10 см. Наклейте доску на картон.</translation>
    </message>
    <message>
        <source>Lens</source>
        <translation>Объектив</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Lay the four markers at the corners of the play area (0 top left, then clockwise), the start tile in the middle, and look down with the camera.</source>
        <translation>Положите четыре метки по углам игровой зоны (0 слева сверху, далее по часовой стрелке), стартовый тайл в центр, и направьте камеру вниз.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Цвета</translation>
    </message>
    <message>
        <source>Stand one follower of each colour in play in a row along the bottom edge, between the bottom markers.</source>
        <translation>Поставьте по одному подданному каждого цвета в ряд вдоль нижнего края, между нижними метками.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Тайлы</translation>
    </message>
    <message>
        <source>Your own tile set is enrolled: the camera knows your tiles by their pictures.</source>
        <translation>Ваш набор тайлов записан: камера узнаёт ваши тайлы по рисункам.</translation>
    </message>
    <message>
        <source>Optional: the camera knows the tiles by these standard pictures. If your tiles look different, enrol them: lay each one under the camera with “carc calibrate tiles”.</source>
        <translation>Необязательно: камера узнаёт тайлы по этим стандартным рисункам. Если ваши тайлы выглядят иначе, запишите их: положите каждый под камеру с «carc calibrate tiles».</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Назад</translation>
    </message>
    <message>
        <source>Set up the rig</source>
        <translation>Настройка стойки</translation>
    </message>
    <message>
        <source>Write the sheets</source>
        <translation>Создать листы</translation>
    </message>
    <message>
        <source>Find the markers</source>
        <translation>Найти метки</translation>
    </message>
    <message>
        <source>Learn the colours</source>
        <translation>Изучить цвета</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Назад</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Далее ›</translation>
    </message>
    <message>
        <source>New game ›</source>
        <translation>Новая игра ›</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Scores appear here
with how they were counted</source>
        <translation>Здесь появятся очки
и как они подсчитаны</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Камера</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Отмена</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Пауза</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Играть</translation>
    </message>
    <message>
        <source>☰ Menu</source>
        <translation>☰ Меню</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>End game now</source>
        <translation>Закончить сейчас</translation>
    </message>
    <message>
        <source>End the game now and count the final scores?</source>
        <translation>Закончить игру сейчас и подсчитать итоговые очки?</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Закончить игру</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Leave this game for a new one? It stays in History as abandoned.</source>
        <translation>Оставить эту игру ради новой? Она останется в истории как брошенная.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Покинуть игру</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Оставшиеся тайлы</translation>
    </message>
    <message>
        <source>Check the board</source>
        <translation>Проверить поле</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Назад</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n завершённая игра</numerusform>
            <numerusform>%n завершённые игры</numerusform>
            <numerusform>%n завершённых игр</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <translation>
            <numerusform>%n не удалось прочитать</numerusform>
            <numerusform>%n не удалось прочитать</numerusform>
            <numerusform>%n не удалось прочитать</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>Biggest city (tiles)</source>
        <translation>Крупнейший город (тайлы)</translation>
    </message>
    <message>
        <source>Farm share</source>
        <translation>Доля полей</translation>
    </message>
    <message>
        <source>No finished games yet: statistics count the games played to the end</source>
        <translation>Пока нет завершённых игр: статистика учитывает только игры, доигранные до конца</translation>
    </message>
</context>
<context>
    <name>TileCounterPanel</name>
    <message numerus="yes">
        <source>%n tile(s) in the bag</source>
        <translation>
            <numerusform>%n тайл в мешке</numerusform>
            <numerusform>%n тайла в мешке</numerusform>
            <numerusform>%n тайлов в мешке</numerusform>
        </translation>
    </message>
    <message>
        <source>Next tile fits there: %1 %</source>
        <translation>Следующий тайл подойдёт сюда: %1 %</translation>
    </message>
    <message>
        <source>Tap a free place on the board</source>
        <translation>Коснитесь свободного места на поле</translation>
    </message>
</context>
<context>
    <name>carc::app::LensSetup</name>
    <message>
        <source>The lens is calibrated.</source>
        <translation>Объектив откалиброван.</translation>
    </message>
    <message>
        <source>View kept (%1 of %2)</source>
        <translation>Кадр принят (%1 из %2)</translation>
    </message>
    <message>
        <source>View not kept: %1</source>
        <translation>Кадр не принят: %1</translation>
    </message>
    <message>
        <source>Not calibrated: %1</source>
        <translation>Не откалибровано: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Calibrated: %1 px error from %2 views</source>
        <translation>Откалибровано: ошибка %1 px по %2 кадрам</translation>
    </message>
</context>
<context>
    <name>carc::app::LiveGame</name>
    <message>
        <source>no unfinished game</source>
        <translation>нет незаконченной игры</translation>
    </message>
    <message>
        <source>The table&apos;s pictures have run out: go on with simulated moves, or end the game</source>
        <translation>Кадры стола закончились: продолжите симуляцией или закончите игру</translation>
    </message>
    <message>
        <source>the game being played cannot be deleted</source>
        <translation>текущую игру нельзя удалить</translation>
    </message>
</context>
<context>
    <name>carc::app::Prompts</name>
    <message>
        <source>Is this %1, turned %2°? (%3% sure)</source>
        <translation>Это %1, повёрнутый на %2°? (уверенность %3%)</translation>
    </message>
    <message>
        <source>the tile shown</source>
        <translation>показанный тайл</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>тайл %1</translation>
    </message>
</context>
<context>
    <name>carc::app::ReplayController</name>
    <message numerus="yes">
        <source>Start of the game (%n move(s))</source>
        <translation>
            <numerusform>Начало игры (%n ход)</numerusform>
            <numerusform>Начало игры (%n хода)</numerusform>
            <numerusform>Начало игры (%n ходов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>Ход %1 из %2: %3</translation>
    </message>
</context>
<context>
    <name>carc::app::RigLink</name>
    <message>
        <source>rig not answering: %1</source>
        <translation>стойка не отвечает: %1</translation>
    </message>
    <message>
        <source>rig disconnected: %1</source>
        <translation>стойка отключена: %1</translation>
    </message>
    <message>
        <source>rig on %1 (firmware %2.%3, %4 LEDs)</source>
        <translation>стойка на %1 (прошивка %2.%3, %4 LED)</translation>
    </message>
</context>
<context>
    <name>carc::app::RigSetup</name>
    <message>
        <source>Sheets not written: %1</source>
        <translation>Листы не созданы: %1</translation>
    </message>
    <message>
        <source>Print at 100 %: %1/board.pdf and %1/markers.pdf</source>
        <translation>Печать в 100 %: %1/board.pdf и %1/markers.pdf</translation>
    </message>
    <message>
        <source>Calibrate the lens first</source>
        <translation>Сначала откалибруйте объектив</translation>
    </message>
    <message>
        <source>Markers not found: %1</source>
        <translation>Метки не найдены: %1</translation>
    </message>
    <message>
        <source>All four markers found: the play area is %1 x %2 cm</source>
        <translation>Все четыре метки найдены: игровая зона %1 x %2 см</translation>
    </message>
    <message>
        <source>Find the table markers first</source>
        <translation>Сначала найдите метки стола</translation>
    </message>
    <message>
        <source>Colours not learnt: %1</source>
        <translation>Цвета не изучены: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n colour(s) told apart</source>
        <translation>
            <numerusform>различается %n цвет</numerusform>
            <numerusform>различаются %n цвета</numerusform>
            <numerusform>различаются %n цветов</numerusform>
        </translation>
    </message>
    <message>
        <source>Learnt, but: %1</source>
        <translation>Изучено, но: %1</translation>
    </message>
</context>
<context>
    <name>carc::app::Speaker</name>
    <message>
        <source>No speech engine on this device (flite or speech-dispatcher): nothing is spoken</source>
        <translation>На этом устройстве нет синтезатора речи (flite или speech-dispatcher): ничего не озвучивается</translation>
    </message>
    <message>
        <source>No voice for this language on this device: nothing is spoken</source>
        <translation>На этом устройстве нет голоса для этого языка: ничего не озвучивается</translation>
    </message>
    <message>
        <source>This build cannot speak (no Qt TextToSpeech)</source>
        <translation>Эта сборка не умеет говорить (нет Qt TextToSpeech)</translation>
    </message>
</context>
<context>
    <name>carc::app::TurnState</name>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>остался %n тайл</numerusform>
            <numerusform>осталось %n тайла</numerusform>
            <numerusform>осталось %n тайлов</numerusform>
        </translation>
    </message>
</context>
</TS>
