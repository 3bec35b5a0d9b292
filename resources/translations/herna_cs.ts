<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
    <context>
        <name>About</name>
        <message>
            <source>A game room for traditional games: Royal Domino (cards, 3 to 6 players), and Nines and Heavens and classic Tien Gow (Chinese dominoes, 4 players).</source>
            <translation>Herna pro tradiční hry: Královské domino (karty, 3 až 6 hráčů), Devítky a nebesa a klasické Tien Gow (čínské domino, 4 hráči).</translation>
        </message>
        <message>
            <source>Play against computer players or hot-seat with friends on one screen, in Czech or English.</source>
            <translation>Hrajte proti počítači nebo s přáteli u jedné obrazovky, česky nebo anglicky.</translation>
        </message>
        <message>
            <source>Free software under the MIT licence. Built with Python and Qt (PySide6).</source>
            <translation>Svobodný software pod licencí MIT. Napsáno v Pythonu a Qt (PySide6).</translation>
        </message>
        <message>
            <source>About Herna</source>
            <translation>O Herně</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>a name holds a character that cannot be written</source>
            <translation>jméno obsahuje znak, který nelze zapsat</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>disk je plný</translation>
        </message>
        <message>
            <source>it may not write to its data folder</source>
            <translation>nesmí zapisovat do své datové složky</translation>
        </message>
        <message>
            <source>it may not write to the folder %1</source>
            <translation>nesmí zapisovat do složky %1</translation>
        </message>
        <message>
            <source>%1 is a file, not a folder</source>
            <translation>%1 je soubor, ne složka</translation>
        </message>
    </context>
    <context>
        <name>CardBacks</name>
        <message>
            <source>Classic red</source>
            <translation>Klasický červený</translation>
        </message>
        <message>
            <source>Blue lattice</source>
            <translation>Modrá mříž</translation>
        </message>
        <message>
            <source>Green damask</source>
            <translation>Zelený damašek</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>&amp;Coach</source>
            <translation>&amp;Trenér</translation>
        </message>
        <message>
            <source>Show the hard player's view of your turn and a review of your moves</source>
            <translation>Ukázat, jak váš tah vidí silný hráč, a rozbor vašich tahů</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Trenér</translation>
        </message>
        <message>
            <source>The coach helps on your turn in a game on the table.</source>
            <translation>Trenér radí, když jste na tahu ve hře na stole.</translation>
        </message>
        <message>
            <source>The coach speaks on your turn.</source>
            <translation>Trenér promluví, až budete na tahu.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>Zápas skončil.</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>Sezení skončilo.</translation>
        </message>
        <message>
            <source>The coach is off when several people play at one computer: it would show their hands.</source>
            <translation>Když u jednoho počítače hraje víc lidí, trenér mlčí: prozradil by, co mají v ruce.</translation>
        </message>
        <message>
            <source>A replay: the coach rests.</source>
            <translation>Přehrávání záznamu: trenér odpočívá.</translation>
        </message>
        <message>
            <source>Your turn: the coach could not think about this one.</source>
            <translation>Váš tah: trenér tentokrát nedokázal tah posoudit.</translation>
        </message>
        <message>
            <source>Your turn: thinking… (%1 deals tried)</source>
            <translation>Jste na tahu: přemýšlím… (vyzkoušená rozdání: %1)</translation>
        </message>
        <message>
            <source>Your turn: %1 deals tried.</source>
            <translation>Jste na tahu (vyzkoušená rozdání: %1).</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Jste na tahu.</translation>
        </message>
        <message>
            <source>The hard player would play:</source>
            <translation>Silný hráč by zahrál:</translation>
        </message>
        <message>
            <source>… and %1 more</source>
            <translation>… a dalších %1</translation>
        </message>
        <message>
            <source>Review of deal %1</source>
            <translation>Rozbor rozdání %1</translation>
        </message>
        <message>
            <source>Review of game %1, deal %2</source>
            <translation>Rozbor hry %1, rozdání %2</translation>
        </message>
        <message>
            <source>Review of game %1</source>
            <translation>Rozbor hry %1</translation>
        </message>
        <message>
            <source>The review of each deal or game of this match</source>
            <translation>Rozbor každého rozdání nebo hry tohoto zápasu</translation>
        </message>
        <message>
            <source>Finishing the analysis of your moves…</source>
            <translation>Dokončuji rozbor vašich tahů…</translation>
        </message>
        <message>
            <source>The coach saw none of your choices here (it was off, or the game was continued from a save), so it has nothing to review.</source>
            <translation>Trenér tu neviděl žádné z vašich rozhodnutí (byl vypnutý, nebo hra navázala na uloženou hru), a tak nemá co posoudit.</translation>
        </message>
        <message>
            <source>The coach saw %1 of your %2 choices here (it was off for the others, or the game was continued from a save): the review covers those.</source>
            <translation>Trenér tu viděl %1 z vašich %2 rozhodnutí (u ostatních byl vypnutý, nebo hra navázala na uloženou hru): rozbor se týká jen těch.</translation>
        </message>
        <message>
            <source>No costly moves: well played.</source>
            <translation>Žádný drahý tah: dobře zahráno.</translation>
        </message>
        <message>
            <source>Click to open the replay at this move (Continue brings your game back).</source>
            <translation>Kliknutím otevřete záznam u tohoto tahu (Pokračovat vrátí vaši hru).</translation>
        </message>
        <message>
            <source>In brackets: where the cost lies, 95 % sure (the search tries only so many deals).</source>
            <translation>V závorce: rozmezí, ve kterém ztráta s 95% jistotou leží (výpočet vyzkouší jen omezený počet rozdání).</translation>
        </message>
        <message numerus="yes">
            <source>About equal to the coach's choice (too close for its search to tell apart): %n move(s)</source>
            <translation>
                <numerusform>Zhruba stejně dobré jako volba trenéra (tak těsně, že je jeho výpočet nerozliší): %n tah</numerusform>
                <numerusform>Zhruba stejně dobré jako volba trenéra (tak těsně, že je jeho výpočet nerozliší): %n tahy</numerusform>
                <numerusform>Zhruba stejně dobré jako volba trenéra (tak těsně, že je jeho výpočet nerozliší): %n tahů</numerusform>
            </translation>
        </message>
        <message>
            <source>Expected stacks for the rest of the game</source>
            <translation>Očekávané sloupečky do konce hry</translation>
        </message>
        <message>
            <source>Expected chips for the rest of the game</source>
            <translation>Očekávané žetony do konce hry</translation>
        </message>
        <message>
            <source>Expected place points for this deal</source>
            <translation>Očekávané body za pořadí v tomto rozdání</translation>
        </message>
        <message>
            <source>Expected points for the rest of the deal (penalties are negative)</source>
            <translation>Očekávané body do konce rozdání (tresty jsou záporné)</translation>
        </message>
        <message>
            <source>This is your only legal move.</source>
            <translation>Jiný tah podle pravidel nemáte.</translation>
        </message>
        <message>
            <source>No card of yours fits a row: you must pass.</source>
            <translation>Žádná vaše karta nenavazuje na řadu: musíte pasovat.</translation>
        </message>
        <message>
            <source>Your whole hand can be laid out now: lay it all.</source>
            <translation>Celou ruku teď můžete vyložit: vyložte ji.</translation>
        </message>
        <message>
            <source>Nobody has seen a tile yet: both ends are the same luck.</source>
            <translation>Ještě nikdo neviděl žádnou kostku: oba konce jsou stejná náhoda.</translation>
        </message>
        <message>
            <source>None of your tiles can go on top of a stack: lay the ones you need least.</source>
            <translation>Žádná vaše kostka nejde navrch sloupečku: položte ty, které potřebujete nejméně.</translation>
        </message>
        <message>
            <source>The trick costs: play the %1 under the %2, and the trick is not yours.</source>
            <translation>Štych stojí body: vaše karta (%1) je nižší než nejvyšší karta štychu (%2), takže štych nebude váš.</translation>
        </message>
        <message>
            <source>You have no %2: get rid of the %1 now.</source>
            <translation>Barvu nemáte (%2): zbavte se teď trestné karty (%1).</translation>
        </message>
        <message>
            <source>You have no %2: throw away the %1, which nothing still out can top: later it would win a trick.</source>
            <translation>Barvu nemáte (%2): odhoďte kartu, kterou už nic nepřebije (%1), jinak by později vzala štych.</translation>
        </message>
        <message>
            <source>You play last and the trick holds no penalty: take it with the %1 while it costs nothing.</source>
            <translation>Hrajete poslední a ve štychu není trest: vezměte ho touto kartou (%1), dokud nic nestojí.</translation>
        </message>
        <message>
            <source>Every %2 card still out is higher than the %1: whoever follows suit takes the trick.</source>
            <translation>Všechny zbylé karty barvy %2 jsou vyšší než vaše karta (%1): štych vezme ten, kdo barvu přizná.</translation>
        </message>
        <message>
            <source>The %1 opens the way for your own %2.</source>
            <translation>Tahle karta (%1) otevírá cestu vaší další kartě (%2).</translation>
        </message>
        <message>
            <source>The %1 lets nobody else lay a card.</source>
            <translation>Po této kartě (%1) nikdo jiný nic nepřiloží.</translation>
        </message>
        <message>
            <source>No tile still out beats %1: those stacks are yours.</source>
            <translation>Žádná zbylá kostka nepřebije tyto kostky: %1. Ty sloupečky jsou vaše.</translation>
        </message>
        <message>
            <source>You lay last: %1 goes on top of stack %2 and takes it.</source>
            <translation>Pokládáte poslední: kostka %1 jde navrch sloupečku %2 a bere ho.</translation>
        </message>
        <message>
            <source>No tile still out beats %1 on top of stack %2.</source>
            <translation>Kostku %1 navrchu sloupečku %2 už žádná zbylá kostka nepřebije.</translation>
        </message>
        <message>
            <source>You have won no trick yet, so you may not win the last one (early death): play it face down.</source>
            <translation>Zatím jste nevzali žádný štych, poslední proto vzít nesmíte (předčasná smrt): hrajte lícem dolů.</translation>
        </message>
        <message>
            <source>With %1 you win the last trick, and the winner of the last trick takes the game.</source>
            <translation>Těmito kostkami vezmete poslední štych: %1. A kdo vezme poslední štych, vyhrává hru.</translation>
        </message>
        <message>
            <source>The winner of the last trick takes the game: %1 is your best chance.</source>
            <translation>Kdo vezme poslední štych, vyhrává hru: vaše nejlepší šance je %1.</translation>
        </message>
        <message>
            <source>The winner of the last trick takes the game: play %1. As the banker you are paid ×%2 when you win, and pay ×%2 when you lose.</source>
            <translation>Kdo vezme poslední štych, vyhrává hru. Zahrajte tyto kostky: %1. Jako bankéř dostanete při výhře ×%2 a při prohře platíte ×%2.</translation>
        </message>
        <message>
            <source>The banker holds the last trick: beat it with %1, or everyone pays the banker ×%2.</source>
            <translation>Poslední štych drží bankéř. Přebijte ho těmito kostkami: %1. Jinak mu všichni zaplatí ×%2.</translation>
        </message>
        <message>
            <source>Nothing beats the Supreme pair when it is led: %1 win the trick.</source>
            <translation>Vynesený nejvyšší pár nic nepřebije: %1 berou štych.</translation>
        </message>
        <message>
            <source>Keep the Supreme pair, %1: led, nothing beats it.</source>
            <translation>Nejvyšší pár si nechte: %1. Vynesený ho nic nepřebije.</translation>
        </message>
        <message>
            <source>Nothing still out beats %1: the trick is yours.</source>
            <translation>Nic ze zbylých kostek nepřebije tyto vaše kostky: %1. Štych je váš.</translation>
        </message>
        <message>
            <source>Every higher combination of its kind is gone or in your hand: nothing beats %1.</source>
            <translation>Všechny vyšší kombinace téhož druhu už odešly nebo je máte v ruce, takže nic nepřebije tyto kostky: %1.</translation>
        </message>
        <message>
            <source>Nothing you could lead is sure to win: lead your weakest tile, %1, and keep the strong ones.</source>
            <translation>Nic, co můžete vynést, nemá štych jistý: vyneste svou nejslabší kostku a silné si nechte. Nejslabší je %1.</translation>
        </message>
        <message>
            <source>You have won no trick yet: take one with %1. Without a trick you pay 5 chips and may not win the last trick (early death).</source>
            <translation>Zatím nemáte žádný štych, tak ho vezměte těmito kostkami: %1. Bez štychu zaplatíte 5 žetonů a poslední štych vzít nesmíte (předčasná smrt).</translation>
        </message>
        <message>
            <source>You are the banker and have won no trick yet: take one with %1. Without a trick you pay the winner 5 chips ×%2 and may not win the last trick (early death).</source>
            <translation>Jste bankéř a zatím nemáte žádný štych, tak ho vezměte těmito kostkami: %1. Bez štychu zaplatíte vítězi 5 žetonů ×%2 a poslední štych vzít nesmíte (předčasná smrt).</translation>
        </message>
        <message>
            <source>You play last: %1 takes the trick.</source>
            <translation>Hrajete poslední a štych vezmete těmito kostkami: %1.</translation>
        </message>
        <message>
            <source>Nothing you hold beats the trick: play your weakest tiles face down, %1.</source>
            <translation>Nic, co máte, štych nepřebije: zahrajte lícem dolů své nejslabší kostky: %1.</translation>
        </message>
        <message>
            <source>Nothing you hold beats %1: play face down.</source>
            <translation>Nic, co máte, nepřebije tyto kostky: %1. Hrajte lícem dolů.</translation>
        </message>
        <message>
            <source>Only your strongest tile, %1, beats the trick: keep it for the last trick, whose winner takes the game.</source>
            <translation>Štych přebije jen vaše nejsilnější kostka: %1. Nechte si ji na poslední štych; kdo ho vezme, vyhrává hru.</translation>
        </message>
        <message>
            <source>Deal %1 (%2), turn %3</source>
            <translation>Rozdání %1 (%2), tah %3</translation>
        </message>
        <message>
            <source>Deal %1 (%2), trick %3</source>
            <translation>Rozdání %1 (%2), štych %3</translation>
        </message>
        <message>
            <source>Trick %1</source>
            <translation>Štych %1</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Kolo %1</translation>
        </message>
        <message>
            <source>%1 stacks</source>
            <translation>%1 sloupečku</translation>
        </message>
        <message>
            <source>%1 chips</source>
            <translation>%1 žetonu</translation>
        </message>
        <message>
            <source>%1 points</source>
            <translation>%1 bodu</translation>
        </message>
        <message>
            <source>%1
You played: %2
Better: %3
Cost: %4</source>
            <translation>%1
Váš tah: %2
Lepší tah: %3
Stálo vás to: %4</translation>
        </message>
        <message>
            <source>%1
You played: %2
Better: %3
Cost: about %4 (%5 to %6)</source>
            <translation>%1
Váš tah: %2
Lepší tah: %3
Stálo vás to asi: %4 (%5 až %6)</translation>
        </message>
        <message>
            <source>Close the coach</source>
            <translation>Zavřít trenéra</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <source>Pass the computer to %1</source>
            <translation>Předejte počítač – na tahu je %1</translation>
        </message>
        <message>
            <source>The other players look away. %1, click when you are ready: your hand will then be shown.</source>
            <translation>Ostatní se dívají jinam. %1, klikněte, až budete připraveni: pak se ukáže vaše ruka.</translation>
        </message>
        <message>
            <source>I am %1: show my hand</source>
            <translation>Jsem %1: ukázat mou ruku</translation>
        </message>
        <message>
            <source>%1 rolled %2 + %3 = %4: %5 opens.</source>
            <translation>%1 hází kostkami: %2 + %3 = %4, začíná %5.</translation>
        </message>
    </context>
    <context>
        <name>ErrorReporter</name>
        <message>
            <source>Herna ran into an unexpected error. Nothing is lost: every move is saved. If the table does not go on, choose Game → Continue, or start Herna again and press Continue.</source>
            <translation>Herna narazila na nečekanou chybu. Nic se neztratilo: každý tah je uložen. Pokud hra na stole nepokračuje, zvolte Hra → Pokračovat, nebo Hernu spusťte znovu a stiskněte Pokračovat.</translation>
        </message>
        <message>
            <source>Herna ran into an unexpected error. The game is not being saved (%1), so the moves since saving failed are lost if Herna is closed. If the table does not go on, choose Game → Continue.</source>
            <translation>Herna narazila na nečekanou chybu. Hra se neukládá (%1), takže tahy od chvíle, kdy ukládání selhalo, se po zavření Herny ztratí. Pokud hra na stole nepokračuje, zvolte Hra → Pokračovat.</translation>
        </message>
        <message>
            <source>The details are in %1, should you wish to send them to the developers.</source>
            <translation>Podrobnosti jsou v souboru %1, kdybyste je chtěli poslat vývojářům.</translation>
        </message>
        <message>
            <source>Unexpected error</source>
            <translation>Nečekaná chyba</translation>
        </message>
    </context>
    <context>
        <name>GamePanel</name>
        <message>
            <source>Royal Domino</source>
            <translation>Královské domino</translation>
        </message>
        <message>
            <source>Cards for 3 to 6 players: five deals to avoid penalties, then a race to lay out your hand.</source>
            <translation>Karty pro 3 až 6 hráčů: pět rozdání, ve kterých se vyhýbáte trestům, a pak závod, kdo dřív vyloží karty.</translation>
        </message>
        <message>
            <source>Classic Tien Gow</source>
            <translation>Klasické Tien Gow</translation>
        </message>
        <message>
            <source>Chinese dominoes for 4 players: lead pairs and combinations, and win the last trick.</source>
            <translation>Čínské domino pro 4 hráče: vynášejte páry a kombinace a vezměte poslední štych.</translation>
        </message>
        <message>
            <source>Nines and Heavens</source>
            <translation>Devítky a nebesa</translation>
        </message>
        <message>
            <source>Chinese dominoes for 4 players: lead up to four tiles and win the stacks.</source>
            <translation>Čínské domino pro 4 hráče: vynášejte až čtyři kostky a získávejte sloupečky.</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Pokračovat</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
    </context>
    <context>
        <name>HelpDialog</name>
        <message>
            <source>Rules</source>
            <translation>Pravidla</translation>
        </message>
        <message>
            <source>Royal Domino</source>
            <translation>Královské domino</translation>
        </message>
        <message>
            <source>Nines and Heavens</source>
            <translation>Devítky a nebesa</translation>
        </message>
        <message>
            <source>Classic Tien Gow</source>
            <translation>Klasické Tien Gow</translation>
        </message>
    </context>
    <context>
        <name>HostDialog</name>
        <message>
            <source>Choose one seat for you (“You (here)”).</source>
            <translation>Vyberte jedno místo pro sebe („Vy (tady)“).</translation>
        </message>
        <message>
            <source>Open a seat for a friend (“Open for a friend”): a game against the computer alone is Game ▸ New game.</source>
            <translation>Uvolněte místo pro přítele („Volné pro přítele“): hra jen proti počítači je Hra ▸ Nová hra.</translation>
        </message>
        <message>
            <source>You (here)</source>
            <translation>Vy (tady)</translation>
        </message>
        <message>
            <source>Computer: easy</source>
            <translation>Počítač: lehký</translation>
        </message>
        <message>
            <source>Computer: medium</source>
            <translation>Počítač: střední</translation>
        </message>
        <message>
            <source>Computer: hard</source>
            <translation>Počítač: těžký</translation>
        </message>
        <message>
            <source>Computer: expert</source>
            <translation>Počítač: mistr</translation>
        </message>
        <message>
            <source>Open for a friend</source>
            <translation>Volné pro přítele</translation>
        </message>
        <message>
            <source>Host a table</source>
            <translation>Založit stůl</translation>
        </message>
        <message>
            <source>&amp;Your name:</source>
            <translation>&amp;Vaše jméno:</translation>
        </message>
        <message>
            <source>&amp;Host the table</source>
            <translation>&amp;Založit stůl</translation>
        </message>
    </context>
    <context>
        <name>InfoBar</name>
        <message>
            <source>Herna</source>
            <translation>Herna</translation>
        </message>
        <message>
            <source>%1 – Herna</source>
            <translation>%1 – Herna</translation>
        </message>
        <message>
            <source>No hints at a network table: the game is between people.</source>
            <translation>U síťového stolu se nenapovídá: hrají spolu lidé.</translation>
        </message>
        <message>
            <source>Replay of a record. Scores: %1</source>
            <translation>Přehrání záznamu. Skóre: %1</translation>
        </message>
        <message>
            <source>The session is over. Totals: %1</source>
            <translation>Sezení skončilo. Celkem: %1</translation>
        </message>
        <message>
            <source>The match is over. Totals: %1</source>
            <translation>Zápas skončil. Celkem: %1</translation>
        </message>
        <message>
            <source>Game %1 is over. Totals: %2</source>
            <translation>Hra %1 skončila. Celkem: %2</translation>
        </message>
        <message>
            <source>Game %1. Totals: %2</source>
            <translation>Hra %1. Celkem: %2</translation>
        </message>
        <message>
            <source>Move %1 of %2</source>
            <translation>Tah %1/%2</translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message>
            <source>%1's table: %2, your seat is kept for you</source>
            <translation>Stůl hráče %1: %2, vaše místo na vás čeká</translation>
        </message>
        <message numerus="yes">
            <source>%1's table: %2, %n free seat(s)</source>
            <translation>
                <numerusform>Stůl hráče %1: %2, %n volné místo</numerusform>
                <numerusform>Stůl hráče %1: %2, %n volná místa</numerusform>
                <numerusform>Stůl hráče %1: %2, %n volných míst</numerusform>
            </translation>
        </message>
        <message>
            <source>another version of Herna</source>
            <translation>jiná verze Herny</translation>
        </message>
        <message>
            <source>a game this Herna does not know</source>
            <translation>hra, kterou tato Herna nezná</translation>
        </message>
        <message>
            <source>no address found</source>
            <translation>adresa nenalezena</translation>
        </message>
        <message>
            <source>Tables on this network cannot be looked for here (%1): type the host's address.</source>
            <translation>Stoly v této síti tu hledat nelze (%1): napište adresu hostitele.</translation>
        </message>
        <message>
            <source>Looking for tables on this network… A table elsewhere: type its address and port below.</source>
            <translation>Hledají se stoly v této síti… Stůl jinde: napište níže jeho adresu a port.</translation>
        </message>
        <message>
            <source>Choose a table, or type an address below.</source>
            <translation>Vyberte stůl, nebo napište adresu níže.</translation>
        </message>
        <message>
            <source>Type the host's address, e.g. 192.168.1.5 or 192.168.1.5:%1.</source>
            <translation>Napište adresu hostitele, např. 192.168.1.5 nebo 192.168.1.5:%1.</translation>
        </message>
        <message>
            <source>Type the join code the host tells you.</source>
            <translation>Napište kód stolu, který vám řekne hostitel.</translation>
        </message>
        <message>
            <source>A join code has %1 letters and digits, as the host's lobby shows it.</source>
            <translation>Kód stolu má %1 znaků (písmena a číslice): hostitel ho vidí v čekárně stolu.</translation>
        </message>
        <message>
            <source>Joining %1…</source>
            <translation>Připojuje se k %1…</translation>
        </message>
        <message>
            <source>The table you had a seat at has closed: type the join code of the host's table now.</source>
            <translation>Stůl, u kterého jste měli místo, je zavřený: napište kód stolu, který hostitel má teď.</translation>
        </message>
        <message>
            <source>Join a table</source>
            <translation>Přisednout ke stolu</translation>
        </message>
        <message>
            <source>Tables on this network:</source>
            <translation>Stoly v této síti:</translation>
        </message>
        <message>
            <source>&amp;Address:</source>
            <translation>&amp;Adresa:</translation>
        </message>
        <message>
            <source>address:port, e.g. 192.168.1.5:%1</source>
            <translation>adresa:port, např. 192.168.1.5:%1</translation>
        </message>
        <message>
            <source>Join &amp;code:</source>
            <translation>&amp;Kód stolu:</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Vaše &amp;jméno:</translation>
        </message>
        <message>
            <source>&amp;Join</source>
            <translation>&amp;Přisednout</translation>
        </message>
        <message>
            <source>You had a seat at this table: Join takes it back.</source>
            <translation>U tohoto stolu jste měli místo: Přisednout vám ho vrátí.</translation>
        </message>
    </context>
    <context>
        <name>JoinErrors</name>
        <message>
            <source>That is not this table's join code. Check it with the host.</source>
            <translation>To není kód tohoto stolu. Ověřte si ho u hostitele.</translation>
        </message>
        <message>
            <source>Every seat at this table is taken.</source>
            <translation>Všechna místa u tohoto stolu jsou obsazená.</translation>
        </message>
        <message>
            <source>Too many wrong codes came from this computer: the table refuses it for a few minutes.</source>
            <translation>Z tohoto počítače přišlo příliš mnoho špatných kódů: stůl ho na několik minut odmítá.</translation>
        </message>
        <message>
            <source>This computer has too many connections to that table.</source>
            <translation>Tento počítač má k tomu stolu příliš mnoho spojení.</translation>
        </message>
        <message>
            <source>That table runs another version of Herna: both players need the same version.</source>
            <translation>U toho stolu běží jiná verze Herny: oba hráči potřebují stejnou verzi.</translation>
        </message>
        <message>
            <source>No table answers at that address. Check the address and the port, and that the host's firewall lets Herna in.</source>
            <translation>Na té adrese žádný stůl neodpovídá. Zkontrolujte adresu a port a také to, že firewall hostitele Hernu pouští.</translation>
        </message>
        <message>
            <source>The table closed the connection before it answered.</source>
            <translation>Stůl spojení ukončil dřív, než odpověděl.</translation>
        </message>
        <message>
            <source>Your seat at this table is no longer yours: join with the code.</source>
            <translation>Vaše místo u tohoto stolu už vám nepatří: přisedněte s kódem.</translation>
        </message>
        <message>
            <source>The table did not answer in time.</source>
            <translation>Stůl neodpověděl včas.</translation>
        </message>
        <message>
            <source>The game at that table has begun without a free seat.</source>
            <translation>Hra u toho stolu začala a volné místo nemá.</translation>
        </message>
        <message>
            <source>The table refused to seat you (%1).</source>
            <translation>Stůl vás nepřijal (%1).</translation>
        </message>
    </context>
    <context>
        <name>LastRoundPanel</name>
        <message>
            <source>on top</source>
            <translation>navrch</translation>
        </message>
        <message>
            <source>under</source>
            <translation>dospod</translation>
        </message>
        <message>
            <source>led</source>
            <translation>vynáší</translation>
        </message>
        <message>
            <source>followed</source>
            <translation>pokládá</translation>
        </message>
        <message numerus="yes">
            <source>%n stack(s)</source>
            <translation>
                <numerusform>%n sloupeček</numerusform>
                <numerusform>%n sloupečky</numerusform>
                <numerusform>%n sloupečků</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 won the game's last round.</source>
            <translation>%1 vyhrává poslední kolo hry.</translation>
        </message>
        <message>
            <source>%1 leads the next round.</source>
            <translation>%1 vynáší v dalším kole.</translation>
        </message>
        <message>
            <source>Tie for the most stacks, roll-off: %1</source>
            <translation>Shoda v počtu sloupečků, hod o výnos: %1</translation>
        </message>
        <message>
            <source>Tie again, roll-off: %1</source>
            <translation>Znovu shoda, hod o výnos: %1</translation>
        </message>
        <message>
            <source>Framed: the tile on top, which wins its stack · Click to close</source>
            <translation>V rámečku: kostka navrchu, která sloupeček získává · Kliknutím zavřete</translation>
        </message>
        <message>
            <source>Stack %1</source>
            <translation>Sloupeček %1</translation>
        </message>
        <message>
            <source>Stacks won</source>
            <translation>Získané sloupečky</translation>
        </message>
        <message>
            <source>The last round</source>
            <translation>Poslední kolo</translation>
        </message>
    </context>
    <context>
        <name>LastTrickPanel</name>
        <message>
            <source>face down</source>
            <translation>lícem dolů</translation>
        </message>
        <message>
            <source>led</source>
            <translation>vynáší</translation>
        </message>
        <message>
            <source>beat it</source>
            <translation>přebíjí</translation>
        </message>
        <message>
            <source>took the trick</source>
            <translation>bere štych</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>Poslední štych</translation>
        </message>
        <message>
            <source>Click to close</source>
            <translation>Kliknutím zavřete</translation>
        </message>
    </context>
    <context>
        <name>LessonMenu</name>
        <message>
            <source>&amp;Learn to play</source>
            <translation>&amp;Naučit se hrát</translation>
        </message>
        <message>
            <source>&amp;Nines and Heavens</source>
            <translation>&amp;Devítky a nebesa</translation>
        </message>
        <message>
            <source>&amp;Royal Domino</source>
            <translation>&amp;Královské domino</translation>
        </message>
        <message>
            <source>Classic &amp;Tien Gow</source>
            <translation>Klasické &amp;Tien Gow</translation>
        </message>
        <message>
            <source>New to these games? Try a short lesson:</source>
            <translation>Tyto hry neznáte? Zkuste krátkou lekci:</translation>
        </message>
        <message>
            <source>A short lesson on the real table teaches each game in a few minutes.</source>
            <translation>Krátká lekce u skutečného stolu vás každou hru naučí za pár minut.</translation>
        </message>
        <message>
            <source>Learn %1</source>
            <translation>Naučit se %1</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Teď ne</translation>
        </message>
        <message>
            <source>Learn to play…</source>
            <translation>Naučit se hrát…</translation>
        </message>
    </context>
    <context>
        <name>LessonPanel</name>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Pokračovat</translation>
        </message>
        <message>
            <source>&amp;Next</source>
            <translation>&amp;Další</translation>
        </message>
        <message>
            <source>&amp;Do it for me</source>
            <translation>&amp;Udělat za mě</translation>
        </message>
        <message>
            <source>Make this step's move for you</source>
            <translation>Tento krok lekce za vás zahraje</translation>
        </message>
        <message>
            <source>&amp;Start again</source>
            <translation>Začít &amp;znovu</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>Za&amp;vřít</translation>
        </message>
        <message>
            <source>Close the lesson (you can continue it later)</source>
            <translation>Zavřít lekci (později v ní můžete pokračovat)</translation>
        </message>
    </context>
    <context>
        <name>LessonWindow</name>
        <message>
            <source>You stopped at step %1 of %2: “%3”. Continue there, or start the lesson again?</source>
            <translation>Skončili jste u kroku %1 (celkem %2): „%3“. Chcete pokračovat odtud, nebo začít lekci znovu?</translation>
        </message>
        <message>
            <source>%1: step %2 of %3</source>
            <translation>%1: krok %2/%3</translation>
        </message>
        <message>
            <source>Watch the table.</source>
            <translation>Sledujte stůl.</translation>
        </message>
        <message>
            <source>Watch the table: the others play first.</source>
            <translation>Sledujte stůl: nejdřív hrají ostatní.</translation>
        </message>
        <message>
            <source>Watch the table: the cards are dealt first.</source>
            <translation>Sledujte stůl: nejdřív se rozdávají karty.</translation>
        </message>
        <message>
            <source>Learn to play: %1</source>
            <translation>Naučit se hrát: %1</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>The tiles</source>
            <translation>Kostky</translation>
        </message>
        <message>
            <source>Who opens</source>
            <translation>Kdo otvírá</translation>
        </message>
        <message>
            <source>Before the first game one player rolls two dice: %1 rolled 1 + 3 = 4.

Count clockwise from the roller, who counts as one: %1 is 1, %2 is 2, %3 is 3 and you are 4. So you open: you take from the wall first and lead the first round. Press Next.</source>
            <translation>Před první hrou hází jeden hráč dvěma hracími kostkami: %1 hází 1 + 3 = 4.

Počítá se po směru hodinových ručiček od toho, kdo házel; ten je jednička: %1 je 1, %2 je 2, %3 je 3 a vy jste 4. Otvíráte tedy vy: berete ze zdi první a vynášíte v prvním kole. Stiskněte Další.</translation>
        </message>
        <message>
            <source>Take from the wall</source>
            <translation>Braní ze zdi</translation>
        </message>
        <message>
            <source>Starting with the opener, everyone in turn takes two whole columns from one end of the wall, the left or the right.

Click the left end of the wall. (In a game either end will do; this lesson's deal is prepared for the left.)</source>
            <translation>Počínaje otvírajícím si každý po řadě vezme dva celé sloupce z jednoho konce zdi, levého nebo pravého.

Klikněte na levý konec zdi. (Ve hře můžete brát z kteréhokoli konce; rozdání této lekce je připravené pro levý.)</translation>
        </message>
        <message>
            <source>This lesson's deal is prepared for the left end: click one of the two columns at the left end of the wall.</source>
            <translation>Rozdání této lekce je připravené pro levý konec: klikněte na jeden ze dvou sloupců na levém konci zdi.</translation>
        </message>
        <message>
            <source>Your eight tiles</source>
            <translation>Vašich osm kostek</translation>
        </message>
        <message>
            <source>Lead 1 to 4 tiles</source>
            <translation>Vyneste 1 až 4 kostky</translation>
        </message>
        <message>
            <source>You lead the first round. The leader lays 1 to 4 tiles, any tiles; each starts a stack. Every other player then lays the same number of tiles, one on each stack.

Lead three: click heaven 6-6, the commander 1-2 and the tiger head 5-6, then press Lead (or drag them to the centre).</source>
            <translation>V prvním kole vynášíte vy. Vynášející položí 1 až 4 libovolné kostky a každá začne jeden sloupeček. Každý další hráč pak položí stejný počet kostek, na každý sloupeček jednu.

Vyneste tři: klikněte na nebesa 6-6, velitele 1-2 a tygří hlavu 5-6 a stiskněte Vynést (nebo je přetáhněte doprostřed).</translation>
        </message>
        <message>
            <source>In this round lead exactly heaven 6-6, the commander 1-2 and the tiger head 5-6: nothing beats the first two, and the third shows how a stack is taken from you. Click a raised tile again to lower it.</source>
            <translation>V tomto kole vyneste právě nebesa 6-6, velitele 1-2 a tygří hlavu 5-6: první dvě nic nepřebije a na třetí uvidíte, jak vám někdo sloupeček vezme. Zvednutou kostku sklopíte dalším kliknutím.</translation>
        </message>
        <message>
            <source>On top or under</source>
            <translation>Navrch, nebo pod</translation>
        </message>
        <message>
            <source>Watch the stacks. A tile goes on top only when it is of the stack's suit and higher than the tile on top; anything else (the other suit, a lower tile or an equal one) goes under.

%1's man 4-4 goes on top of your tiger head, and %3's earth 1-1 on top of it. %3's commander 2-4 equals yours, so it goes under: of two equal tiles, the one laid first stays on top.</source>
            <translation>Sledujte sloupečky. Kostka jde navrch, jen když je ze stejné řady jako sloupeček a je vyšší než kostka navrchu; jinak (jiná řada, nižší nebo stejná kostka) jde pod sloupeček.

%1 klade muže 4-4 navrch vaší tygří hlavy a %3 na něj zemi 1-1. Velitel 2-4, kterého klade %3, se rovná vašemu, a tak jde pod: ze dvou stejných kostek zůstává navrchu ta, která ležela dřív.</translation>
        </message>
        <message>
            <source>Who leads next</source>
            <translation>Kdo vynáší dál</translation>
        </message>
        <message>
            <source>Each stack goes to the player whose tile is on top: you took two stacks, %3 one.

Whoever took the most stacks leads the next round: you again. (When several players tie for most, they roll the dice.) Press Next.</source>
            <translation>Každý sloupeček patří tomu, čí kostka je navrchu: vy máte dva sloupečky, %3 jeden.

Další kolo vynáší ten, kdo vzal nejvíc sloupečků: znovu vy. (Když jich má nejvíc víc hráčů, hodí si kostkami.) Stiskněte Další.</translation>
        </message>
        <message>
            <source>One tile</source>
            <translation>Jedna kostka</translation>
        </message>
        <message>
            <source>One tile is a lead too. Lead only your long six 1-5, the lowest civil tile: it will lose, and the lead goes to whoever takes it.</source>
            <translation>I jedna kostka je výnos. Vyneste jen dlouhou šestku 1-5, nejnižší civilní kostku: prohraje a vynášet bude ten, kdo ji vezme.</translation>
        </message>
        <message>
            <source>Lead only the long six 1-5 this time, to see the lead pass to another player.</source>
            <translation>Tentokrát vyneste jen dlouhou šestku 1-5, ať vidíte, jak výnos přejde na jiného hráče.</translation>
        </message>
        <message>
            <source>The lead passes</source>
            <translation>Výnos přechází</translation>
        </message>
        <message>
            <source>%1's bench 2-2 goes on top of your long six, and %2's plum flower 5-5 on top of that: %2 takes the stack and leads the next round. Press Next.</source>
            <translation>%1 klade lavici 2-2 navrch vaší dlouhé šestky a %2 na ni švestkový květ 5-5: sloupeček bere %2 a vynáší další kolo. Stiskněte Další.</translation>
        </message>
        <message>
            <source>Follow</source>
            <translation>Přikládání</translation>
        </message>
        <message>
            <source>%2 led two tiles: the red head 4-6 (civil) and the mixed eight 3-5 (military). You lay one tile on each stack.

Drag your long three 3-3 onto the red head: civil and higher, it goes on top. Drag your mixed nine 4-5 onto the mixed eight: military and higher, on top too. Then press Confirm.</source>
            <translation>%2 vynáší dvě kostky: červenou hlavu 4-6 (civilní) a různorodou osmičku 3-5 (vojenskou). Vy položíte na každý sloupeček jednu kostku.

Přetáhněte dlouhou trojku 3-3 na červenou hlavu: je civilní a vyšší, jde navrch. Přetáhněte různorodou devítku 4-5 na různorodou osmičku: je vojenská a vyšší, také jde navrch. Pak stiskněte Potvrdit.</translation>
        </message>
        <message>
            <source>Two stacks for you</source>
            <translation>Dva sloupečky pro vás</translation>
        </message>
        <message>
            <source>%1 cannot beat your tiles: both stacks are yours, so you lead the next round.

Press Next, and the rest of the game plays itself.</source>
            <translation>%1 vaše kostky nepřebije: oba sloupečky jsou vaše, a tak další kolo vynášíte vy.

Stiskněte Další a zbytek hry se dohraje sám.</translation>
        </message>
        <message>
            <source>The points</source>
            <translation>Body</translation>
        </message>
        <message>
            <source>All tiles are played and the game is over. Each stack won is one point: eight points in a game.

A match is several games; the player who won the last round opens the next game. That is all of Nines: the lesson is done.</source>
            <translation>Všechny kostky jsou zahrané a hra skončila. Každý vzatý sloupeček je jeden bod, ve hře je jich osm.

Zápas má několik her; další hru otvírá ten, kdo vyhrál poslední kolo. To jsou celé Devítky a nebesa: lekce je u konce.</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>Karty</translation>
        </message>
        <message>
            <source>Deal 1: no tricks</source>
            <translation>1. rozdání: žádný štych</translation>
        </message>
        <message>
            <source>In the first deal every trick you take costs one point. You lead.

Lead a low card, so that someone else takes the trick: drag your 6 of green to the table (or double-click it).</source>
            <translation>V prvním rozdání stojí každý vzatý štych jeden bod. Vynášíte vy.

Vyneste nízkou kartu, ať štych vezme někdo jiný: přetáhněte zelenou šestku na stůl (nebo na ni dvakrát klikněte).</translation>
        </message>
        <message>
            <source>Follow suit</source>
            <translation>Přiznání barvy</translation>
        </message>
        <message>
            <source>%2's ace took the green trick and %2 led blue; %3 played the 10.

You hold blue, so you must play blue: whoever can follow the led suit must. Play the 7 of blue: it is lower than the 10 and takes nothing.</source>
            <translation>Zelený štych bere eso, které hraje %2, a %2 vynáší modrou; %3 přidává desítku.

Máte modré, takže musíte hrát modrou: kdo může přiznat vynesenou barvu, musí. Zahrajte modrou sedmičku: je nižší než desítka a nic nebere.</translation>
        </message>
        <message>
            <source>You hold blue cards, so you must follow with blue, and your jack or king would beat the 10 and take the trick. Play the 7 of blue.</source>
            <translation>Máte modré karty, takže musíte přiznat modrou, a kluk nebo král by desítku přebil a štych vzal. Zahrajte modrou sedmičku.</translation>
        </message>
        <message>
            <source>The rest of deal 1</source>
            <translation>Zbytek 1. rozdání</translation>
        </message>
        <message>
            <source>Nines is played by four with the 32 tiles of the Chinese dominoes, face down in the wall in the middle of the table. Every tile belongs to one of two suits.

Civil tiles come in identical pairs: heaven 6-6 is the highest, then earth 1-1, man 4-4, and so on down to the long six 1-5.

The ten military tiles are single: the two commanders 1-2 and 2-4 are the highest, the mixed fives 1-4 and 2-3 the lowest.

A tile beats only a lower tile of its own suit: the suits never beat each other. The Tile ranks button on the table shows every tile in order. Press Next.</source>
            <translation>Devítky a nebesa hrají čtyři hráči s 32 kostkami čínského domina, které leží lícem dolů ve zdi uprostřed stolu. Každá kostka patří do jedné ze dvou řad.

Civilní kostky jsou ve dvojicích stejných: nejvyšší jsou nebesa 6-6, pak země 1-1, muž 4-4 a tak dál až po dlouhou šestku 1-5.

Deset vojenských kostek je po jedné: nejvyšší jsou dva velitelé 1-2 a 2-4, nejnižší různorodé pětky 1-4 a 2-3.

Kostka přebíjí jen nižší kostku své řady: řady se navzájem nepřebíjejí. Tlačítko Pořadí kostek na stole ukáže všechny kostky popořadě. Stiskněte Další.</translation>
        </message>
        <message>
            <source>%1, %2 and %3 take their columns. Everyone now holds eight tiles that nobody else sees.

Yours: the civil heaven 6-6, earth 1-1, long three 3-3, tiger head 5-6 and long six 1-5, and the military commander 1-2, mixed nine 4-5 and mixed five 2-3. Point at a tile to see its name and rank. Press Next.</source>
            <translation>%1, %2 a %3 si berou své sloupce. Teď má každý osm kostek, které nikdo jiný nevidí.

Vaše: civilní nebesa 6-6, země 1-1, dlouhá trojka 3-3, tygří hlava 5-6 a dlouhá šestka 1-5 a vojenský velitel 1-2, různorodá devítka 4-5 a různorodá pětka 2-3. Najeďte na kostku myší a uvidíte její jméno a pořadí. Stiskněte Další.</translation>
        </message>
        <message>
            <source>Not like that: a tile goes on top only when it is of the stack's own suit and higher. Put the long three 3-3 on the red head 4-6 and the mixed nine 4-5 on the mixed eight 3-5: drag a tile onto the other stack to swap them.</source>
            <translation>Takhle ne: kostka jde navrch, jen když je z řady sloupečku a vyšší. Položte dlouhou trojku 3-3 na červenou hlavu 4-6 a různorodou devítku 4-5 na různorodou osmičku 3-5: přetažením kostky na druhý sloupeček je prohodíte.</translation>
        </message>
        <message>
            <source>Royal Domino is played with 36 cards in four suits, each with its own colour and symbol: red, green, blue and shields. The ranks run 6, 7, 8, 9, 10, jack, queen, king and ace, the highest.

A game is six deals: five deals of tricks, each with its own penalty, and a last deal of domino that pays plus points. Play goes counter-clockwise, to your right. Press Next.</source>
            <translation>Královské domino se hraje s 36 kartami ve čtyřech barvách, každá má svou barvu i symbol: červené, zelené, modré a štíty. Hodnoty jdou 6, 7, 8, 9, 10, kluk, dáma, král a eso, nejvyšší.

Hra má šest rozdání: pět rozdání na štychy, každé s jinou pokutou, a poslední rozdání domina, které dává plusové body. Hraje se proti směru hodinových ručiček, doprava. Stiskněte Další.</translation>
        </message>
        <message>
            <source>Every trick costs a point, and the higher the card you lead, the likelier it takes the trick. Lead your lowest, the 6 of green.</source>
            <translation>Každý štych stojí bod, a čím vyšší kartu vynesete, tím spíš štych vezme. Vyneste svou nejnižší, zelenou šestku.</translation>
        </message>
        <message>
            <source>The highest card of the led suit takes the trick, and whoever takes it leads next. There are no trumps.

The rest of this deal has played itself: deal 1 is always played to the last trick. The totals show what everyone paid, and Scores shows each deal. Press Next for deal 2.</source>
            <translation>Štych bere nejvyšší karta vynesené barvy a kdo ho vezme, vynáší dál. Trumfy nejsou.

Zbytek rozdání se dohrál sám: 1. rozdání se vždy hraje do posledního štychu. Celkové skóre ukazuje, co kdo zaplatil, a tlačítko Body každé rozdání. Stiskněte Další pro 2. rozdání.</translation>
        </message>
        <message>
            <source>Deal 2: no shields</source>
            <translation>2. rozdání: žádný štít</translation>
        </message>
        <message>
            <source>Now each shield card you take costs 2. %1 led the ace of red. You have no red, so you may play any card.

The trap: shields kept in your hand fall into your own tricks later. Throw your ace of shields onto this trick: %1's ace of red takes it, and its 2 points with it.</source>
            <translation>Teď stojí každá vzatá karta štítů 2 body. %1 vynáší červené eso. Červenou nemáte, takže smíte hrát cokoli.

Past: štíty, které si necháte v ruce, vám později spadnou do vlastních štychů. Odhoďte do tohoto štychu štítové eso: vezme ho červené eso, které hraje %1, i s jeho 2 body.</translation>
        </message>
        <message>
            <source>Use the chance: you have no red, so give this trick your ace of shields, and %1's ace of red takes it.</source>
            <translation>Využijte příležitost: červenou nemáte, tak do štychu dejte štítové eso a vezme ho červené eso, které hraje %1.</translation>
        </message>
        <message>
            <source>The rest of deal 2</source>
            <translation>Zbytek 2. rozdání</translation>
        </message>
        <message>
            <source>The rest of the deal has played itself. This deal ends as soon as all nine shields are taken. Press Next for deal 3.</source>
            <translation>Zbytek rozdání se dohrál sám. Toto rozdání končí, jakmile je vzato všech devět štítů. Stiskněte Další pro 3. rozdání.</translation>
        </message>
        <message>
            <source>Deal 3: no queens</source>
            <translation>3. rozdání: žádná dáma</translation>
        </message>
        <message>
            <source>Each queen costs 5. %2 led the king of blue and %3 played the 6.

You hold the queen and the 7 of blue. Play the queen under the king now: the king takes it, and its 5 points. Kept, the queen could fall into a trick of yours later.</source>
            <translation>Každá dáma stojí 5 bodů. %2 vynáší modrého krále a %3 přidává šestku.

Máte modrou dámu a sedmičku. Zahrajte dámu pod krále hned teď: vezme ji král i s jejími 5 body. Kdybyste si ji nechali, mohla by vám později spadnout do vlastního štychu.</translation>
        </message>
        <message>
            <source>The king is already in the trick, so your queen of blue goes safely under it now. Play the queen of blue.</source>
            <translation>Král už ve štychu je, takže modrá dáma pod něj teď bezpečně zapadne. Zahrajte modrou dámu.</translation>
        </message>
        <message>
            <source>The rest of deal 3</source>
            <translation>Zbytek 3. rozdání</translation>
        </message>
        <message>
            <source>The rest of the deal has played itself: it ends once all four queens are taken. Press Next for deal 4.</source>
            <translation>Zbytek rozdání se dohrál sám: končí, jakmile jsou vzaty všechny čtyři dámy. Stiskněte Další pro 4. rozdání.</translation>
        </message>
        <message>
            <source>Deal 4: the king of shields</source>
            <translation>4. rozdání: štítový král</translation>
        </message>
        <message>
            <source>Only the king of shields costs: 10 points. %3 led the 9 of shields, and you must follow with shields.

The trap: your king would take this trick, and its own 10 points with it. Play the 6 of shields; get rid of the king when you cannot follow suit, or under a higher shield.</source>
            <translation>Stojí jen štítový král: 10 bodů. %3 vynáší štítovou devítku a vy musíte přiznat štíty.

Past: váš král by tento štych vzal i se svými vlastními 10 body. Zahrajte štítovou šestku; krále se zbavte, až nebudete moci přiznat barvu, nebo pod vyšší štít.</translation>
        </message>
        <message>
            <source>Your king or queen would take this trick, and with the king it costs you 10. Play the 6 of shields.</source>
            <translation>Váš král nebo dáma by tento štych vzali, a s králem by vás stál 10 bodů. Zahrajte štítovou šestku.</translation>
        </message>
        <message>
            <source>The rest of deal 4</source>
            <translation>Zbytek 4. rozdání</translation>
        </message>
        <message>
            <source>The rest of the deal has played itself: it ends as soon as the king of shields is taken. Press Next for deal 5.</source>
            <translation>Zbytek rozdání se dohrál sám: končí, jakmile někdo vezme štítového krále. Stiskněte Další pro 5. rozdání.</translation>
        </message>
        <message>
            <source>Deal 5: the last trick</source>
            <translation>5. rozdání: poslední štych</translation>
        </message>
        <message>
            <source>In this deal only the last trick costs: 8 points with four players. The tricks before it are free, so play high cards early and keep low ones for the end.

You lead: lead your ace of red.</source>
            <translation>V tomto rozdání stojí jen poslední štych: při čtyřech hráčích 8 bodů. Štychy před ním nic nestojí, takže vysoké karty hrajte brzy a nízké si nechte na konec.

Vynášíte vy: vyneste červené eso.</translation>
        </message>
        <message>
            <source>Early tricks cost nothing in this deal: lead the ace of red and keep your low cards for the last trick.</source>
            <translation>Dřívější štychy v tomto rozdání nic nestojí: vyneste červené eso a nízké karty si nechte na poslední štych.</translation>
        </message>
        <message>
            <source>The rest of deal 5</source>
            <translation>Zbytek 5. rozdání</translation>
        </message>
        <message>
            <source>The rest of the deal has played itself; deal 5 is always played to the last trick. The penalties of the five deals add up to 65.

Press Next for the last deal: domino.</source>
            <translation>Zbytek rozdání se dohrál sám; 5. rozdání se vždy hraje do posledního štychu. Pokuty všech pěti rozdání dávají dohromady 65.

Stiskněte Další pro poslední rozdání: domino.</translation>
        </message>
        <message>
            <source>Deal 6: tens and ends</source>
            <translation>6. rozdání: desítky a konce</translation>
        </message>
        <message>
            <source>Now the cards are laid in four rows, one for each suit, and each row starts with its ten. Until a ten is down, only a ten can be laid.

%1 opened red with the 10, %2 opened green, and %3 laid the jack of red above the 10. A card goes right next to an end of its row: one below the lowest card or one above the highest. Lay your 9 of red below the 10.</source>
            <translation>Teď se karty kladou do čtyř řad, jedné pro každou barvu, a každá řada začíná svou desítkou. Dokud neleží žádná desítka, smí se položit jen desítka.

%1 otvírá červenou desítkou, %2 zelenou a %3 klade červeného kluka nad desítku. Karta jde jen těsně vedle konce své řady: o jednu pod nejnižší kartu, nebo o jednu nad nejvyšší. Položte červenou devítku pod desítku.</translation>
        </message>
        <message>
            <source>A card fits only next to an end of its row: one below the lowest card or one above the highest. Lay the 9 of red below the 10 of red.</source>
            <translation>Karta se hodí jen těsně vedle konce své řady: o jednu pod nejnižší kartu, nebo o jednu nad nejvyšší. Položte červenou devítku pod červenou desítku.</translation>
        </message>
        <message>
            <source>A forced pass</source>
            <translation>Nucený pas</translation>
        </message>
        <message>
            <source>Look at your hand: you have no ten, and nothing fits next to an end of a row. When you can lay nothing you must pass, and only then may you pass.

Press Pass.</source>
            <translation>Podívejte se na svou ruku: nemáte desítku a nic se nehodí ke konci žádné řady. Když nemůžete položit nic, musíte pasovat, a pasovat smíte jen tehdy.

Stiskněte Pas.</translation>
        </message>
        <message>
            <source>None of your cards fits now: press Pass.</source>
            <translation>Teď se nehodí žádná vaše karta: stiskněte Pas.</translation>
        </message>
        <message>
            <source>Lay out all</source>
            <translation>Vyložit vše</translation>
        </message>
        <message>
            <source>Now all your cards can go down one after another: the 7 and 6 of red, the 7 and 6 of green, and the shields from the jack to the ace on %3's 10.

When the whole hand can be laid like that, you may lay it out at once. Press Lay out all: you leave the deal first, for 30 points.</source>
            <translation>Teď můžete položit všechny své karty jednu po druhé: červenou sedmičku a šestku, zelenou sedmičku a šestku a štíty od kluka po eso nad štítovou desítku.

Když se takhle dá položit celá ruka, smíte ji vyložit najednou. Stiskněte Vyložit vše: z rozdání odcházíte první, za 30 bodů.</translation>
        </message>
        <message>
            <source>You could lay one card, but your whole hand can go down at once: press Lay out all.</source>
            <translation>Mohli byste položit jednu kartu, ale celá vaše ruka může jít ven najednou: stiskněte Vyložit vše.</translation>
        </message>
        <message>
            <source>Places and the result</source>
            <translation>Pořadí a výsledek</translation>
        </message>
        <message>
            <source>The others played on until only one still held cards. With four players the places pay 30, 20 and 15 points, and the last place nothing.

Your result is your plus points less your penalties; the highest result wins. That is all of Royal Domino: the lesson is done.</source>
            <translation>Ostatní hráli dál, dokud karty nedržel jen jeden. Při čtyřech hráčích dostane první 30 bodů, druhý 20, třetí 15 a poslední nic.

Váš výsledek jsou plusové body minus pokuty; vyhrává nejvyšší výsledek. To je celé Královské domino: lekce je u konce.</translation>
        </message>
        <message>
            <source>Classic Tien Gow is played by four with the 32 tiles of the Chinese dominoes, eight in each hand. Every tile belongs to one of two suits.

Civil tiles come in identical pairs: heaven 6-6 is the highest, then earth 1-1, man 4-4, harmony 1-3, and so on down to the long six 1-5.

Military tiles are named by their pips: the nines 3-6 and 4-5 are the highest, then the eights, the sevens, the six 2-4, the fives and the three 1-2. The two tiles of one total rank equal. Press Next.</source>
            <translation>Klasické Tien Gow hrají čtyři hráči s 32 kostkami čínského domina, každý jich má v ruce osm. Každá kostka patří do jedné ze dvou řad.

Civilní kostky jsou vždy dvě stejné: nejvyšší jsou nebesa 6-6, pak země 1-1, muž 4-4, harmonie 1-3 a tak dál až po dlouhou šestku 1-5.

Vojenské kostky se jmenují podle součtu ok: nejvyšší jsou devítky 3-6 a 4-5, pak osmičky, sedmičky, šestka 2-4, pětky a trojka 1-2. Dvě kostky se stejným součtem mají stejnou hodnotu. Stiskněte Další.</translation>
        </message>
        <message>
            <source>%3 leads two tiles: the six 2-4 and the three 1-2, the Supreme pair. Led, it cannot be beaten, not even by your two heavens.

You must still play two tiles, so play them face down. Give up your two weakest, the long seven 1-6 and the long six 1-5: select both and press D.</source>
            <translation>%3 vynáší dvě kostky: šestku 2-4 a trojku 1-2, nejvyšší pár. Vynesený ho nic nepřebije, ani vaše oboje nebesa.

Dvě kostky ale zahrát musíte, a tak je zahrajte lícem dolů. Obětujte dvě nejslabší, dlouhou sedmičku 1-6 a dlouhou šestku 1-5: vyberte obě a stiskněte D.</translation>
        </message>
        <message>
            <source>Nothing beats the Supreme pair when it is led. Play the long seven 1-6 and the long six 1-5 face down: select both and press D.</source>
            <translation>Vynesený nejvyšší pár nic nepřebije. Zahrajte lícem dolů dlouhou sedmičku 1-6 a dlouhou šestku 1-5: vyberte obě a stiskněte D.</translation>
        </message>
        <message>
            <source>The banker</source>
            <translation>Bankéř</translation>
        </message>
        <message>
            <source>You are the banker, so you lead the first trick. (In a match, the winner of a game is the banker of the next.)

A lead is one tile, a pair, or three or four tiles of one group. Then each player in turn plays as many tiles: face up only when they beat the highest play so far, otherwise face down. Nobody has to follow suit. Press Next.</source>
            <translation>Jste bankéř, a proto vynášíte do prvního štychu. (V zápase je bankéřem další hry vítěz té předchozí.)

Vynést lze jednu kostku, pár, nebo tři či čtyři kostky jedné skupiny. Pak každý po řadě zahraje stejný počet kostek: lícem nahoru, jen když přebijí to nejvyšší, co ve štychu leží, jinak lícem dolů. Přiznávat řadu se nemusí. Stiskněte Další.</translation>
        </message>
        <message>
            <source>A single tile</source>
            <translation>Jedna kostka</translation>
        </message>
        <message>
            <source>A single tile is beaten only by a higher tile of the same suit. Lead a middling one to see it happen: your long three 3-3. Click it and press Enter (or drag it to the centre).</source>
            <translation>Jednu kostku přebije jen vyšší kostka téže řady. Vyneste kostku ze středu pořadí a uvidíte to: dlouhou trojku 3-3. Klikněte na ni a stiskněte Enter (nebo ji přetáhněte doprostřed).</translation>
        </message>
        <message>
            <source>In this lesson lead only the long three 3-3, to see how a single tile is beaten. Escape clears your choice.</source>
            <translation>V této lekci vyneste jen dlouhou trojku 3-3, ať uvidíte, jak se jedna kostka přebíjí. Klávesa Escape výběr zruší.</translation>
        </message>
        <message>
            <source>Beaten</source>
            <translation>Přebito</translation>
        </message>
        <message>
            <source>%1 beats your long three with the plum flower 5-5: civil and higher. %2 cannot beat it and plays a tile face down. Then %3 beats the plum flower with the harmony 1-3.

The last to beat takes the trick: %3 takes it and leads next. Press Next.</source>
            <translation>%1 přebíjí vaši dlouhou trojku švestkovým květem 5-5: je civilní a vyšší. %2 přebít nemůže a hraje kostku lícem dolů. Pak %3 přebíjí švestkový květ harmonií 1-3.

Štych bere ten, kdo přebil poslední: bere ho %3 a vynáší dál. Stiskněte Další.</translation>
        </message>
        <message>
            <source>The Supreme pair</source>
            <translation>Nejvyšší pár</translation>
        </message>
        <message>
            <source>Face down</source>
            <translation>Lícem dolů</translation>
        </message>
        <message>
            <source>Tiles played face down stay hidden from everyone, and the trick's winner takes them as they are. You may always play face down, even tiles that could beat.

%3 takes the trick. Tricks are counted by tiles: a trick of pairs counts 2, so %3 has 3 now. Press Next.</source>
            <translation>Kostky zahrané lícem dolů nikdo neuvidí a vítěz štychu si je vezme, jak jsou. Lícem dolů smíte hrát vždycky, i kostky, které by přebily.

Štych bere %3. Štychy se počítají po kostkách: štych párů se počítá za 2, takže %3 má teď 3. Stiskněte Další.</translation>
        </message>
        <message>
            <source>Beat a single tile</source>
            <translation>Přebijte jednu kostku</translation>
        </message>
        <message>
            <source>%3 leads the eight 3-5, a military tile. Only a higher military tile beats it: your nine 4-5. Your eight 2-6 only equals it, and your heavens are civil: a civil tile never beats a military one, however high.

Select the nine 4-5 and press Enter.</source>
            <translation>%3 vynáší osmičku 3-5, vojenskou kostku. Přebije ji jen vyšší vojenská kostka: vaše devítka 4-5. Vaše osmička 2-6 se jí jen rovná a nebesa jsou civilní: civilní kostka vojenskou nikdy nepřebije, ať je jakkoli vysoká.

Vyberte devítku 4-5 a stiskněte Enter.</translation>
        </message>
        <message>
            <source>Only your nine 4-5 beats the eight 3-5: your eight 2-6 only equals it, and a civil tile never beats a military one. Select the nine and press Enter.</source>
            <translation>Osmičku 3-5 přebije jen vaše devítka 4-5: osmička 2-6 se jí jen rovná a civilní kostka vojenskou nepřebije nikdy. Vyberte devítku a stiskněte Enter.</translation>
        </message>
        <message>
            <source>Your first trick</source>
            <translation>Váš první štych</translation>
        </message>
        <message>
            <source>%1 and %2 play face down: nobody can beat your nine, and the other nine 3-6 would only equal it. The trick is yours, and you lead. Press Next.</source>
            <translation>%1 a %2 hrají lícem dolů: vaši devítku nikdo nepřebije a druhá devítka 3-6 by se jí jen rovnala. Štych je váš a vynášíte vy. Stiskněte Další.</translation>
        </message>
        <message>
            <source>A civil pair</source>
            <translation>Civilní pár</translation>
        </message>
        <message>
            <source>Two tiles led together must be a pair. A civil pair is two identical civil tiles, and it beats only a lower civil pair.

Lead your two heavens 6-6, the highest civil pair: select both and press Enter.</source>
            <translation>Dvě kostky vynesené spolu musí tvořit pár. Civilní pár tvoří dvě stejné civilní kostky a přebije jen nižší civilní pár.

Vyneste oboje nebesa 6-6, nejvyšší civilní pár: vyberte obě kostky a stiskněte Enter.</translation>
        </message>
        <message>
            <source>Lead both heavens 6-6 now: nobody can beat the highest civil pair.</source>
            <translation>Teď vyneste oboje nebesa 6-6: nejvyšší civilní pár nikdo nepřebije.</translation>
        </message>
        <message>
            <source>A mixed pair</source>
            <translation>Smíšený pár</translation>
        </message>
        <message>
            <source>Nobody beats your heavens: 2 more tricks, 3 in all.

A mixed pair is a civil tile with a military tile of its group: heaven with a nine, earth with an eight, man with a seven, harmony with a five. It beats only a lower mixed pair. Three or four tiles of one group (both earths and an eight, say) are led as a triplet or a quartet.

Lead your earth 1-1 with the eight 2-6, your last two tiles.</source>
            <translation>Vaše nebesa nikdo nepřebije: další 2 štychy, celkem 3.

Smíšený pár je civilní kostka s vojenskou kostkou ze své skupiny: nebesa s devítkou, země s osmičkou, muž se sedmičkou, harmonie s pětkou. Přebije jen nižší smíšený pár. Tři nebo čtyři kostky jedné skupiny (třeba obě země a osmička) se vynášejí jako trojice nebo čtveřice.

Vyneste zemi 1-1 s osmičkou 2-6, své poslední dvě kostky.</translation>
        </message>
        <message>
            <source>Lead the earth 1-1 together with the eight 2-6: a mixed pair, and your last two tiles.</source>
            <translation>Vyneste zemi 1-1 spolu s osmičkou 2-6: je to smíšený pár a vaše poslední dvě kostky.</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>Poslední štych</translation>
        </message>
        <message>
            <source>Nobody can beat your earth and eight: you take the last trick, and with it the game. The last trick decides, not who took the most tricks.

One exception: when the last trick is a single tile, a player with no trick yet may only play face down to it (“early death”). Press Next.</source>
            <translation>Vaši zemi s osmičkou nikdo nepřebije: berete poslední štych, a s ním celou hru. Rozhoduje poslední štych, ne to, kdo vzal štychů nejvíc.

Jedna výjimka: když se v posledním štychu hraje jedna kostka, kdo ještě nemá žádný štych, smí do něj hrát jen lícem dolů („předčasná smrt“). Stiskněte Další.</translation>
        </message>
        <message>
            <source>The payments</source>
            <translation>Platby</translation>
        </message>
        <message>
            <source>Each player pays the winner 4 chips minus the tricks they took, or 5 with no trick; to a player with more than 4 tricks the winner pays the difference. The banker pays and is paid double.

%1 and %2 have no trick: 5 each, doubled to 10. %3 has 3: 4 − 3 = 1, doubled to 2. You win 22 chips, and as the winner you are the banker of the next game. That is classic Tien Gow: the lesson is done.</source>
            <translation>Každý zaplatí vítězi 4 žetony minus počet svých štychů, bez štychu 5; kdo má víc než 4 štychy, tomu vítěz rozdíl doplatí. Bankéř platí i dostává dvojnásobek.

%1 a %2 nemají žádný štych: platí po 5, po zdvojení 10. %3 má 3: 4 − 3 = 1, po zdvojení 2. Vyhráváte 22 žetonů a jako vítěz jste bankéřem další hry. To je celé klasické Tien Gow: lekce je u konce.</translation>
        </message>
        <message>
            <source>Nines and Heavens</source>
            <translation>Devítky a nebesa</translation>
        </message>
        <message>
            <source>Classic Tien Gow</source>
            <translation>Klasické Tien Gow</translation>
        </message>
        <message>
            <source>Royal Domino</source>
            <translation>Královské domino</translation>
        </message>
    </context>
    <context>
        <name>LobbyPage</name>
        <message>
            <source>Copied</source>
            <translation>Zkopírováno</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Místo %1</translation>
        </message>
        <message>
            <source>(free)</source>
            <translation>(volné)</translation>
        </message>
        <message>
            <source>a computer plays until a friend comes</source>
            <translation>hraje počítač, dokud nepřijde přítel</translation>
        </message>
        <message>
            <source>here</source>
            <translation>u stolu</translation>
        </message>
        <message>
            <source>away</source>
            <translation>pryč</translation>
        </message>
        <message>
            <source>waiting for a friend</source>
            <translation>čeká na přítele</translation>
        </message>
        <message>
            <source>a computer plays</source>
            <translation>hraje počítač</translation>
        </message>
        <message>
            <source>you</source>
            <translation>vy</translation>
        </message>
        <message>
            <source>the host</source>
            <translation>hostitel</translation>
        </message>
        <message>
            <source>computer (easy)</source>
            <translation>počítač (lehký)</translation>
        </message>
        <message>
            <source>computer (medium)</source>
            <translation>počítač (střední)</translation>
        </message>
        <message>
            <source>computer (hard)</source>
            <translation>počítač (těžký)</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>počítač</translation>
        </message>
        <message>
            <source>computer (expert)</source>
            <translation>počítač (mistr)</translation>
        </message>
        <message>
            <source>a friend</source>
            <translation>přítel</translation>
        </message>
        <message>
            <source>open seat</source>
            <translation>volné místo</translation>
        </message>
        <message>
            <source>The game is on. The seats:</source>
            <translation>Hra běží. Místa:</translation>
        </message>
        <message>
            <source>The seats (the game starts by itself when every seat is taken, or with Start now):</source>
            <translation>Místa (hra začne sama, až budou všechna místa obsazená, nebo hned tlačítkem Začít hned):</translation>
        </message>
        <message>
            <source>The seats (the game starts when the host says or every seat is taken):</source>
            <translation>Místa (hra začne, až ji hostitel spustí nebo až budou všechna místa obsazená):</translation>
        </message>
        <message>
            <source>Your table: %1</source>
            <translation>Váš stůl: %1</translation>
        </message>
        <message>
            <source>%1's table: %2</source>
            <translation>Stůl hráče %1: %2</translation>
        </message>
        <message>
            <source>Tell your friends the join code:</source>
            <translation>Řekněte přátelům kód stolu:</translation>
        </message>
        <message>
            <source>&amp;Copy the code</source>
            <translation>&amp;Zkopírovat kód</translation>
        </message>
        <message>
            <source>Friends on this network find the table with Game ▸ Join a table… From elsewhere on the internet, they type your address and the port %1 (your router must forward it to this computer):</source>
            <translation>Přátelé v této síti najdou stůl přes Hra ▸ Přisednout ke stolu… Odjinud z internetu napíší vaši adresu a port %1 (váš router ho musí přesměrovat na tento počítač):</translation>
        </message>
        <message>
            <source>(Port %1 was taken, so the table listens on another one.)</source>
            <translation>(Port %1 byl obsazený, stůl proto naslouchá na jiném.)</translation>
        </message>
        <message>
            <source>Opening the table…</source>
            <translation>Stůl se otevírá…</translation>
        </message>
        <message>
            <source>&amp;Start now (computers take the open seats)</source>
            <translation>&amp;Začít hned (volná místa obsadí počítač)</translation>
        </message>
        <message>
            <source>C&amp;lose the table</source>
            <translation>Za&amp;vřít stůl</translation>
        </message>
        <message>
            <source>&amp;Leave the table</source>
            <translation>&amp;Odejít od stolu</translation>
        </message>
        <message>
            <source>&amp;To the table</source>
            <translation>&amp;Ke stolu</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Next game</source>
            <translation>&amp;Další hra</translation>
        </message>
        <message>
            <source>&amp;End the session</source>
            <translation>&amp;Ukončit sezení</translation>
        </message>
        <message>
            <source>Play &amp;again</source>
            <translation>Hrát znov&amp;u</translation>
        </message>
        <message>
            <source>A new match at the same table: the same players, seats and options, new tiles or cards</source>
            <translation>Nový zápas u stejného stolu: stejní hráči, místa i pravidla, nové kostky či karty</translation>
        </message>
        <message>
            <source>Back to the s&amp;tart screen</source>
            <translation>Zpět na úvodní &amp;obrazovku</translation>
        </message>
        <message>
            <source>Hint: thinking…</source>
            <translation>Rada: přemýšlím…</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Rada: %1</translation>
        </message>
        <message>
            <source>Royal Domino</source>
            <translation>Královské domino</translation>
        </message>
        <message>
            <source>Nines and Heavens</source>
            <translation>Devítky a nebesa</translation>
        </message>
        <message>
            <source>Classic Tien Gow</source>
            <translation>Klasické Tien Gow</translation>
        </message>
    </context>
    <context>
        <name>MoveText</name>
        <message>
            <source>lay out the whole hand: %1</source>
            <translation>vyložit celou ruku: %1</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>beat it face up with %1</source>
            <translation>přebít lícem nahoru: %1</translation>
        </message>
        <message>
            <source>discard face down: %1</source>
            <translation>odhodit lícem dolů: %1</translation>
        </message>
        <message>
            <source>take two columns from the left end</source>
            <translation>vzít dva sloupce z levého konce</translation>
        </message>
        <message>
            <source>take two columns from the right end</source>
            <translation>vzít dva sloupce z pravého konce</translation>
        </message>
        <message>
            <source>lead %1</source>
            <translation>vynést %1</translation>
        </message>
        <message>
            <source>stack %1: %2</source>
            <translation>sloupeček %1: %2</translation>
        </message>
    </context>
    <context>
        <name>Narrator</name>
        <message>
            <source>%1, your turn.</source>
            <translation>%1, jste na tahu.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Jste na tahu.</translation>
        </message>
    </context>
    <context>
        <name>NetController</name>
        <message>
            <source>Waiting for %1…</source>
            <translation>%1 je na tahu, čeká se…</translation>
        </message>
        <message>
            <source>Waiting for %1, who is away.</source>
            <translation>%1 je na tahu, ale není u stolu.</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %1, who is away: a computer plays for them in %n second(s).</source>
            <translation>
                <numerusform>%1 je na tahu, ale není u stolu: za %n sekundu jeho místo převezme počítač.</numerusform>
                <numerusform>%1 je na tahu, ale není u stolu: za %n sekundy jeho místo převezme počítač.</numerusform>
                <numerusform>%1 je na tahu, ale není u stolu: za %n sekund jeho místo převezme počítač.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NetGames</name>
        <message>
            <source>Royal Domino</source>
            <translation>Královské domino</translation>
        </message>
        <message>
            <source>Nines and Heavens</source>
            <translation>Devítky a nebesa</translation>
        </message>
        <message>
            <source>Classic Tien Gow</source>
            <translation>Klasické Tien Gow</translation>
        </message>
    </context>
    <context>
        <name>NetworkTable</name>
        <message>
            <source>The table cannot be opened</source>
            <translation>Stůl nelze otevřít</translation>
        </message>
        <message>
            <source>Herna cannot host a table on this computer: %1.</source>
            <translation>Herna na tomto počítači nemůže založit stůl: %1.</translation>
        </message>
        <message>
            <source>Your own seat could not join the table: %1</source>
            <translation>Vaše vlastní místo se ke stolu nepřipojilo: %1</translation>
        </message>
        <message>
            <source>Friends on this network will not see the table in their list (%1): they type your address instead.</source>
            <translation>Přátelé v této síti stůl ve svém seznamu neuvidí (%1): napíší místo toho vaši adresu.</translation>
        </message>
        <message>
            <source>Waiting for the other players to be ready for the next game…</source>
            <translation>Čeká se, až budou ostatní hráči připraveni na další hru…</translation>
        </message>
        <message>
            <source>%1 has left the table: a computer plays that seat until %1 is back.</source>
            <translation>%1 už u stolu není: dokud se %1 nevrátí, hraje to místo počítač.</translation>
        </message>
        <message>
            <source>%1 is back at the table.</source>
            <translation>%1 je zpátky u stolu.</translation>
        </message>
        <message>
            <source>Your own seat lost its connection to your table (%1).</source>
            <translation>Vaše vlastní místo ztratilo spojení s vaším stolem (%1).</translation>
        </message>
        <message>
            <source>The host closed the table</source>
            <translation>Hostitel zavřel stůl</translation>
        </message>
        <message>
            <source>%1 has closed the table. The game stays on the screen.</source>
            <translation>%1 zavřel(a) stůl. Hra zůstává na obrazovce.</translation>
        </message>
        <message>
            <source>You joined from elsewhere</source>
            <translation>Přisedli jste odjinud</translation>
        </message>
        <message>
            <source>Your seat at %1's table was taken up by another window of yours.</source>
            <translation>Vaše místo u stolu hráče %1 převzalo jiné vaše okno.</translation>
        </message>
        <message>
            <source>The connection was lost</source>
            <translation>Spojení se ztratilo</translation>
        </message>
        <message>
            <source>The connection to %1's table was lost.</source>
            <translation>Spojení se stolem hráče %1 se ztratilo.</translation>
        </message>
        <message>
            <source>Join the table again?</source>
            <translation>Přisednout ke stolu znovu?</translation>
        </message>
        <message>
            <source>Keep the game's record in a file?</source>
            <translation>Uložit záznam hry do souboru?</translation>
        </message>
        <message>
            <source>Joining the table again failed: %1</source>
            <translation>Znovu přisednout se nepodařilo: %1</translation>
        </message>
        <message>
            <source>Close your table? Your friends are told, and the game is saved: Continue opens the table again.</source>
            <translation>Zavřít váš stůl? Přátelé se to dozvědí a hra zůstane uložená: Pokračovat stůl znovu otevře.</translation>
        </message>
        <message>
            <source>Close your table? Your friends are told.</source>
            <translation>Zavřít váš stůl? Přátelé se to dozvědí.</translation>
        </message>
        <message>
            <source>Close the table?</source>
            <translation>Zavřít stůl?</translation>
        </message>
        <message>
            <source>Leave %1's table? Your seat is free again for another player.</source>
            <translation>Odejít od stolu hráče %1? Vaše místo se uvolní pro jiného hráče.</translation>
        </message>
        <message>
            <source>Leave the table?</source>
            <translation>Odejít od stolu?</translation>
        </message>
        <message>
            <source>Leave %1's table? A computer plays your seat from now on.</source>
            <translation>Odejít od stolu hráče %1? Vaše místo od teď hraje počítač.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Hra:</translation>
        </message>
        <message>
            <source>Royal Domino</source>
            <translation>Královské domino</translation>
        </message>
        <message>
            <source>Nines and Heavens</source>
            <translation>Devítky a nebesa</translation>
        </message>
        <message>
            <source>Classic Tien Gow</source>
            <translation>Klasické Tien Gow</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Počet hráčů:</translation>
        </message>
        <message>
            <source>Seats in play order</source>
            <translation>Místa v pořadí hry</translation>
        </message>
        <message>
            <source>Seat &amp;%1:</source>
            <translation>Místo &amp;%1:</translation>
        </message>
        <message>
            <source>Seat %1: name</source>
            <translation>Místo %1: jméno</translation>
        </message>
        <message>
            <source>Seat %1: who plays</source>
            <translation>Místo %1: kdo hraje</translation>
        </message>
        <message>
            <source>End deals 2 to 4 early</source>
            <translation>Ukončit rozdání 2 až 4 dřív</translation>
        </message>
        <message>
            <source>Deals 2 to 4 end as soon as every penalty card is taken.</source>
            <translation>Rozdání 2 až 4 končí, jakmile jsou vzaty všechny trestné karty.</translation>
        </message>
        <message>
            <source>&amp;Matches each at the start:</source>
            <translation>&amp;Sirek pro každého na začátku:</translation>
        </message>
        <message>
            <source>Match &amp;length:</source>
            <translation>&amp;Délka zápasu:</translation>
        </message>
        <message>
            <source>Classic Tien Gow: match and variants</source>
            <translation>Klasické Tien Gow: zápas a varianty</translation>
        </message>
        <message>
            <source>Combinations:</source>
            <translation>Kombinace:</translation>
        </message>
        <message>
            <source>Pairs, triplets and quartets (classic)</source>
            <translation>Páry, trojice a čtveřice (klasika)</translation>
        </message>
        <message>
            <source>Singles and pairs only</source>
            <translation>Jen jednotlivé kostky a páry</translation>
        </message>
        <message>
            <source>Singles and pure pairs only (the old game)</source>
            <translation>Jen jednotlivé kostky a čisté páry (stará hra)</translation>
        </message>
        <message>
            <source>Dragon triplets:</source>
            <translation>Dračí trojice:</translation>
        </message>
        <message>
            <source>Not played</source>
            <translation>Nehrají se</translation>
        </message>
        <message>
            <source>Played: 1-1 2-2 3-3 and 4-4 5-5 6-6</source>
            <translation>Hrají se: 1-1 2-2 3-3 a 4-4 5-5 6-6</translation>
        </message>
        <message>
            <source>The Supreme pair:</source>
            <translation>Nejvyšší pár:</translation>
        </message>
        <message>
            <source>Unbeatable when led, a discard otherwise</source>
            <translation>Vynesený nepřebitelný, jinak jen shoz</translation>
        </message>
        <message>
            <source>The highest pair whenever it is played</source>
            <translation>Vždy nejvyšší pár</translation>
        </message>
        <message>
            <source>A triplet beats:</source>
            <translation>Trojice přebíjí:</translation>
        </message>
        <message>
            <source>A lower triplet of the same make-up</source>
            <translation>Nižší trojici stejného složení</translation>
        </message>
        <message>
            <source>Any triplet of a lower group</source>
            <translation>Každou trojici nižší skupiny</translation>
        </message>
        <message>
            <source>Without a trick yet:</source>
            <translation>Kdo ještě nemá štych:</translation>
        </message>
        <message>
            <source>You may not win a last single</source>
            <translation>Nesmí vzít poslední jednotlivou kostku</translation>
        </message>
        <message>
            <source>You may not win the last trick</source>
            <translation>Nesmí vzít poslední štych</translation>
        </message>
        <message>
            <source>No such rule</source>
            <translation>Bez tohoto pravidla</translation>
        </message>
        <message>
            <source>The banker:</source>
            <translation>Bankéř:</translation>
        </message>
        <message>
            <source>Pays and is paid double</source>
            <translation>Platí a dostává dvojnásobek</translation>
        </message>
        <message>
            <source>Double, and one more for each game won as banker</source>
            <translation>Dvojnásobek a o jeden víc za každou hru vyhranou jako bankéř</translation>
        </message>
        <message>
            <source>No multiplier</source>
            <translation>Bez násobení</translation>
        </message>
        <message>
            <source>Which sets of tiles may be led besides a single tile: pairs of one face or group, triplets and quartets of a group.</source>
            <translation>Které sady kostek se smějí vynést kromě jedné kostky: páry téže kostky nebo skupiny, trojice a čtveřice jedné skupiny.</translation>
        </message>
        <message>
            <source>Whether the folk triplets 1-1 2-2 3-3 (little dragon) and 4-4 5-5 6-6 (big dragon) may be led; nothing else beats them.</source>
            <translation>Zda se smějí vynášet lidové trojice 1-1 2-2 3-3 (malý drak) a 4-4 5-5 6-6 (velký drak); nic jiného je nepřebije.</translation>
        </message>
        <message>
            <source>The Supreme pair is 1-2 with 2-4. Led, it cannot be beaten; this says what it is worth when someone else led a pair.</source>
            <translation>Nejvyšší pár je 1-2 s 2-4. Vynesený se nedá přebít; tady se volí, co platí, když pár vynesl někdo jiný.</translation>
        </message>
        <message>
            <source>Which led triplet a higher triplet may beat.</source>
            <translation>Kterou vynesenou trojici smí vyšší trojice přebít.</translation>
        </message>
        <message>
            <source>Whether a player who has won no trick yet may win the last one; under the rule they must play it face down.</source>
            <translation>Zda smí hráč, který ještě nemá štych, vzít poslední; podle pravidla ho musí odhodit lícem dolů.</translation>
        </message>
        <message>
            <source>The banker leads first; payments between the banker and the others are multiplied.</source>
            <translation>Bankéř vynáší první; platby mezi bankéřem a ostatními se násobí.</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Člověk</translation>
        </message>
        <message>
            <source>Computer: easy</source>
            <translation>Počítač: lehký</translation>
        </message>
        <message>
            <source>Computer: medium</source>
            <translation>Počítač: střední</translation>
        </message>
        <message>
            <source>Computer: hard</source>
            <translation>Počítač: těžký</translation>
        </message>
        <message>
            <source>Computer: expert</source>
            <translation>Počítač: mistr</translation>
        </message>
        <message>
            <source>Royal Domino options</source>
            <translation>Volby Královského domina</translation>
        </message>
        <message>
            <source>Play for matchsticks</source>
            <translation>Hrát o sirky</translation>
        </message>
        <message>
            <source>Nines and Heavens match</source>
            <translation>Zápas v Devítkách a nebesích</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n hra</numerusform>
                <numerusform>%n hry</numerusform>
                <numerusform>%n her</numerusform>
            </translation>
        </message>
        <message>
            <source>First to this many points:</source>
            <translation>Kdo dřív dosáhne bodů:</translation>
        </message>
    </context>
    <context>
        <name>NinesAccess</name>
        <message>
            <source>on turn</source>
            <translation>na tahu</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <source>Take two columns from the left end</source>
            <translation>Vzít dva sloupce z levého konce</translation>
        </message>
        <message>
            <source>Take two columns from the right end</source>
            <translation>Vzít dva sloupce z pravého konce</translation>
        </message>
        <message>
            <source>The wall: %1 columns</source>
            <translation>Zeď: sloupců %1</translation>
        </message>
        <message>
            <source>Stack %1: %2</source>
            <translation>Sloupeček %1: %2</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>lícem dolů</translation>
        </message>
        <message>
            <source>%1 tiles</source>
            <translation>kostek: %1</translation>
        </message>
        <message>
            <source>Stacks in play</source>
            <translation>Sloupečky ve hře</translation>
        </message>
        <message>
            <source>stack %1: %2</source>
            <translation>sloupeček %1: %2</translation>
        </message>
        <message>
            <source>wins the stack</source>
            <translation>získává sloupeček</translation>
        </message>
        <message>
            <source>The last round</source>
            <translation>Poslední kolo</translation>
        </message>
        <message>
            <source>a tile face down</source>
            <translation>kostka lícem dolů</translation>
        </message>
        <message>
            <source>chosen</source>
            <translation>vybraná</translation>
        </message>
        <message>
            <source>cannot be played now</source>
            <translation>teď ji nelze zahrát</translation>
        </message>
        <message>
            <source>can be played</source>
            <translation>lze zahrát</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Vaše kostky</translation>
        </message>
        <message>
            <source>Nines and Heavens table</source>
            <translation>Stůl Devítek a nebes</translation>
        </message>
    </context>
    <context>
        <name>NinesDirector</name>
        <message>
            <source>Game %1: %2 opens as the winner of the last round of the previous game.</source>
            <translation>Hra %1: otvírá %2, vítěz posledního kola předchozí hry.</translation>
        </message>
        <message>
            <source>%1 opens: the winner of the last round</source>
            <translation>Otvírá %1: vítěz posledního kola</translation>
        </message>
        <message>
            <source>%1 rolls the dice…</source>
            <translation>%1 hází hracími kostkami…</translation>
        </message>
        <message>
            <source>%1 rolls the dice: %2 + %3 = %4.</source>
            <translation>%1 hází hracími kostkami: %2 + %3 = %4.</translation>
        </message>
        <message>
            <source>%1 opens: %2 counted clockwise from %3 (who counts as one).</source>
            <translation>Otvírá %1: počítá se %2 po směru hodinových ručiček od hráče %3 (ten je jednička).</translation>
        </message>
        <message>
            <source>%1 + %2 = %3: %4 opens</source>
            <translation>%1 + %2 = %3: otvírá %4</translation>
        </message>
        <message>
            <source>%1 takes two columns from the left end.</source>
            <translation>%1 bere dva sloupce z levého konce zdi.</translation>
        </message>
        <message>
            <source>%1 takes two columns from the right end.</source>
            <translation>%1 bere dva sloupce z pravého konce zdi.</translation>
        </message>
        <message numerus="yes">
            <source>%1 leads %n tile(s).</source>
            <translation>
                <numerusform>%1 vynáší %n kostku.</numerusform>
                <numerusform>%1 vynáší %n kostky.</numerusform>
                <numerusform>%1 vynáší %n kostek.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 lays a tile on each stack.</source>
            <translation>%1 pokládá na každý sloupeček jednu kostku.</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n stack(s)</source>
            <translation>
                <numerusform>%1: %n sloupeček</numerusform>
                <numerusform>%1: %n sloupečky</numerusform>
                <numerusform>%1: %n sloupečků</numerusform>
            </translation>
        </message>
        <message>
            <source>End of the round.</source>
            <translation>Konec kola.</translation>
        </message>
        <message>
            <source>%1 lays a tile on the stack.</source>
            <translation>%1 pokládá kostku na sloupeček.</translation>
        </message>
        <message>
            <source>Tie for the most stacks: %1 roll the dice to decide who leads.</source>
            <translation>Shoda v počtu sloupečků: %1 házejí hracími kostkami o to, kdo vynáší.</translation>
        </message>
        <message>
            <source>Roll-off:</source>
            <translation>Hod o výnos:</translation>
        </message>
        <message>
            <source>%1 wins the last round.</source>
            <translation>%1 vyhrává poslední kolo.</translation>
        </message>
        <message>
            <source>%1 wins the last round and opens the next game.</source>
            <translation>%1 vyhrává poslední kolo a otvírá další hru.</translation>
        </message>
        <message>
            <source>%1 leads the next round.</source>
            <translation>%1 vynáší v dalším kole.</translation>
        </message>
        <message>
            <source>Game %1 is over.</source>
            <translation>Hra %1 skončila.</translation>
        </message>
        <message>
            <source>%1 opens the next game.</source>
            <translation>Další hru otvírá %1.</translation>
        </message>
        <message numerus="yes">
            <source>Winner: %1 (%n point(s))</source>
            <translation>
                <numerusform>Vítěz: %1 (%n bod)</numerusform>
                <numerusform>Vítěz: %1 (%n body)</numerusform>
                <numerusform>Vítěz: %1 (%n bodů)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Shared win: %1 (%n point(s) each)</source>
            <translation>
                <numerusform>Dělené vítězství: %1 (každý %n bod)</numerusform>
                <numerusform>Dělené vítězství: %1 (každý %n body)</numerusform>
                <numerusform>Dělené vítězství: %1 (každý %n bodů)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n point(s)</source>
            <translation>
                <numerusform>%1: %n bod</numerusform>
                <numerusform>%1: %n body</numerusform>
                <numerusform>%1: %n bodů</numerusform>
            </translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>Zápas skončil.</translation>
        </message>
    </context>
    <context>
        <name>NinesInput</name>
        <message>
            <source>Lead</source>
            <translation>Vynést</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Potvrdit</translation>
        </message>
    </context>
    <context>
        <name>NinesNarration</name>
        <message>
            <source>%1 rolls %2 and %3.</source>
            <translation>%1 hází %2 a %3.</translation>
        </message>
        <message>
            <source>%1 takes two columns from the left end.</source>
            <translation>%1 bere dva sloupce z levého konce zdi.</translation>
        </message>
        <message>
            <source>%1 takes two columns from the right end.</source>
            <translation>%1 bere dva sloupce z pravého konce zdi.</translation>
        </message>
        <message>
            <source>%1 leads %2.</source>
            <translation>%1 vynáší %2.</translation>
        </message>
        <message>
            <source>%1 lays %2 on top of stack %3.</source>
            <translation>%1 klade %2 navrch sloupečku %3.</translation>
        </message>
        <message>
            <source>%1 lays %2 under stack %3.</source>
            <translation>%1 klade %2 pod sloupeček %3.</translation>
        </message>
        <message>
            <source>%1 wins stack %2.</source>
            <translation>%1 získává sloupeček %2.</translation>
        </message>
        <message>
            <source>A tie: %1 roll off.</source>
            <translation>Shoda: %1 rozhodnou kostky.</translation>
        </message>
        <message>
            <source>%1 leads next.</source>
            <translation>Další kolo vynáší %1.</translation>
        </message>
        <message>
            <source>The game is over: %1.</source>
            <translation>Hra skončila: %1.</translation>
        </message>
    </context>
    <context>
        <name>NinesRankPanel</name>
        <message>
            <source>Tiles by rank, highest first</source>
            <translation>Kostky podle pořadí, od nejvyšší</translation>
        </message>
        <message>
            <source>The rank is not the pip count. Ticked: already played. Gold frame: in your hand.</source>
            <translation>Pořadí neurčuje počet ok. Odškrtnuté: už zahrané. Zlatý rámeček: máte v ruce.</translation>
        </message>
        <message>
            <source>Civil suit</source>
            <translation>Civilní řada</translation>
        </message>
        <message>
            <source>Military suit</source>
            <translation>Vojenská řada</translation>
        </message>
    </context>
    <context>
        <name>NinesScoreBoard</name>
        <message>
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
    </context>
    <context>
        <name>NinesTable</name>
        <message>
            <source>Tile ranks</source>
            <translation>Pořadí kostek</translation>
        </message>
        <message>
            <source>Next game</source>
            <translation>Další hra</translation>
        </message>
        <message>
            <source>Last round</source>
            <translation>Poslední kolo</translation>
        </message>
    </context>
    <context>
        <name>NinesTiles</name>
        <message>
            <source>Civil suit</source>
            <translation>Civilní řada</translation>
        </message>
        <message>
            <source>Military suit</source>
            <translation>Vojenská řada</translation>
        </message>
        <message>
            <source>%1, rank %2 of %3</source>
            <translation>%1, pořadí %2/%3</translation>
        </message>
        <message>
            <source>equal to %1</source>
            <translation>rovná se %1</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <translation>Složka</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Složka souborů</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Disk</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Soubor</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>Alias</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Zástupce</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Neznámý</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Hledat v:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Soubory &amp;typu:</translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Nejste na tahu.</translation>
        </message>
        <message>
            <source>It is %1's turn.</source>
            <translation>Na tahu je %1.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <source>You cannot do that now.</source>
            <translation>To teď udělat nemůžete.</translation>
        </message>
        <message>
            <source>You must follow suit: %1.</source>
            <translation>Musíte přiznat barvu: %1.</translation>
        </message>
        <message>
            <source>%1 is not in your hand.</source>
            <translation>%1 není ve vaší ruce.</translation>
        </message>
        <message>
            <source>%1 does not fit: a card must continue a row from its ten, and only tens may start a row.</source>
            <translation>%1 nepasuje: karta musí navazovat na řadu od desítky a novou řadu začíná jen desítka.</translation>
        </message>
        <message>
            <source>You may not pass: you can lay this: %1.</source>
            <translation>Nemůžete pasovat, máte co přiložit: %1.</translation>
        </message>
        <message>
            <source>Your hand cannot be laid out all at once yet.</source>
            <translation>Celou ruku ještě nelze vyložit najednou.</translation>
        </message>
        <message>
            <source>Lay out your hand in another order.</source>
            <translation>Vyložte ruku v jiném pořadí.</translation>
        </message>
        <message>
            <source>Laying out all must lay exactly the cards in your hand.</source>
            <translation>Vyložit vše znamená vyložit právě karty ve vaší ruce.</translation>
        </message>
        <message>
            <source>With one card left, lay that card itself.</source>
            <translation>Zbývá vám jedna karta: přiložte přímo ji.</translation>
        </message>
        <message>
            <source>You do not hold %1.</source>
            <translation>Kostku %1 nemáte.</translation>
        </message>
        <message>
            <source>You do not hold %1 that many times.</source>
            <translation>Kostku %1 nemáte tolikrát.</translation>
        </message>
        <message>
            <source>No tile is chosen.</source>
            <translation>Nemáte vybranou žádnou kostku.</translation>
        </message>
        <message>
            <source>Too many tiles: %1.</source>
            <translation>Příliš mnoho kostek: %1.</translation>
        </message>
        <message>
            <source>You can lead at most 4 tiles.</source>
            <translation>Vynést můžete nejvýš 4 kostky.</translation>
        </message>
        <message>
            <source>You do not hold that many tiles.</source>
            <translation>Tolik kostek nemáte.</translation>
        </message>
        <message>
            <source>Lay 1 tile on the stack.</source>
            <translation>Položte 1 kostku na sloupeček.</translation>
        </message>
        <message numerus="yes">
            <source>Lay %n tiles, one on each stack.</source>
            <translation>
                <numerusform>Položte %n kostku, na každý sloupeček jednu.</numerusform>
                <numerusform>Položte %n kostky, na každý sloupeček jednu.</numerusform>
                <numerusform>Položte %n kostek, na každý sloupeček jednu.</numerusform>
            </translation>
        </message>
        <message>
            <source>Take two columns from the left or the right end of the wall first.</source>
            <translation>Nejdřív si vezměte dva sloupce z levého nebo pravého konce zdi.</translation>
        </message>
        <message>
            <source>The wall is gone: there are no columns to take.</source>
            <translation>Zeď je pryč: už nejsou sloupce k braní.</translation>
        </message>
        <message>
            <source>The tied players roll the dice first to decide who leads.</source>
            <translation>Nejdřív hráči se shodou hodí kostkami, kdo vynese.</translation>
        </message>
        <message>
            <source>No roll-off is due.</source>
            <translation>Rozstřel kostkami teď neprobíhá.</translation>
        </message>
        <message>
            <source>There is no such seat.</source>
            <translation>Takové místo u stolu není.</translation>
        </message>
        <message numerus="yes">
            <source>Play %n tile(s), as many as were led.</source>
            <translation>
                <numerusform>Zahrajte %n kostku, tolik, kolik bylo vyneseno.</numerusform>
                <numerusform>Zahrajte %n kostky, tolik, kolik bylo vyneseno.</numerusform>
                <numerusform>Zahrajte %n kostek, tolik, kolik bylo vyneseno.</numerusform>
            </translation>
        </message>
        <message>
            <source>The tiles %1 are no pair, triplet or quartet that may be led.</source>
            <translation>Kostky %1 netvoří dvojici, trojici ani čtveřici, kterou lze vynést.</translation>
        </message>
        <message>
            <source>The tiles %1 may not be led under the rules chosen for this game.</source>
            <translation>Kostky %1 se podle pravidel zvolených pro tuto hru vynášet nesmějí.</translation>
        </message>
        <message>
            <source>This is not a tile: %1.</source>
            <translation>Toto není kostka: %1.</translation>
        </message>
        <message>
            <source>It is not a file but a pipe or a device: Herna reads records and saves from files only.</source>
            <translation>Není to soubor, ale roura nebo zařízení: Herna čte záznamy a uložené hry jen ze souborů.</translation>
        </message>
        <message>
            <source>The file holds a number no record holds (thousands of digits long, infinite, or not a number).</source>
            <translation>Soubor obsahuje číslo, jaké žádný záznam neobsahuje (s tisíci číslicemi, nekonečno nebo NaN).</translation>
        </message>
        <message>
            <source>player %1</source>
            <translation>hráč %1</translation>
        </message>
        <message>
            <source>A move in it breaks the rules of the game.</source>
            <translation>Jeden z tahů v něm porušuje pravidla hry.</translation>
        </message>
        <message>
            <source>A move in it breaks the rules (%1). Herna would tell that player: “%2”</source>
            <translation>Jeden z tahů v něm porušuje pravidla (%1). Tomu hráči by Herna řekla: „%2“</translation>
        </message>
        <message>
            <source>A move in it breaks the rules: %1</source>
            <translation>Jeden z tahů v něm porušuje pravidla: %1</translation>
        </message>
        <message>
            <source>That does not beat %1: play it face down.</source>
            <translation>Tím %1 nepřebijete: zahrajte to lícem dolů.</translation>
        </message>
        <message>
            <source>You follow now: you cannot lead.</source>
            <translation>Teď přikládáte, vynášet nemůžete.</translation>
        </message>
        <message>
            <source>It is your lead: there is nothing to follow yet.</source>
            <translation>Vynášíte vy: zatím není na co přikládat.</translation>
        </message>
        <message>
            <source>You have won no trick yet, so you may not win the last one: play face down.</source>
            <translation>Zatím jste nevzali žádný štych, poslední proto vzít nesmíte: hrajte lícem dolů.</translation>
        </message>
        <message>
            <source>That is not a list of tiles.</source>
            <translation>To není seznam kostek.</translation>
        </message>
        <message>
            <source>The set has no more copies of that tile.</source>
            <translation>Tolik kopií té kostky sada nemá.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <translation>To není tah této hry.</translation>
        </message>
        <message>
            <source>Nothing is left to chance now.</source>
            <translation>Teď už nic nerozhoduje náhoda.</translation>
        </message>
        <message>
            <source>The file does not exist.</source>
            <translation>Soubor neexistuje.</translation>
        </message>
        <message>
            <source>Herna may not read the file.</source>
            <translation>Herna nesmí soubor číst.</translation>
        </message>
        <message>
            <source>It is a folder, not a file.</source>
            <translation>Je to složka, ne soubor.</translation>
        </message>
        <message>
            <source>The file cannot be read.</source>
            <translation>Soubor nelze přečíst.</translation>
        </message>
        <message>
            <source>The file is too big to be a record (more than %1 kB).</source>
            <translation>Soubor je na záznam příliš velký (přes %1 kB).</translation>
        </message>
        <message>
            <source>The file is not text: it is damaged, or it is not a record at all.</source>
            <translation>Soubor není text: je poškozený, nebo to vůbec není záznam.</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>Soubor je prázdný.</translation>
        </message>
        <message>
            <source>The file is not valid JSON: it is cut short or damaged.</source>
            <translation>Soubor není platný JSON: je zkrácený nebo poškozený.</translation>
        </message>
        <message>
            <source>The file is nested deeper than any record.</source>
            <translation>Soubor je zanořený hlouběji než jakýkoli záznam.</translation>
        </message>
        <message>
            <source>The file holds no record.</source>
            <translation>Soubor neobsahuje žádný záznam.</translation>
        </message>
        <message>
            <source>The file is not a Herna record.</source>
            <translation>Soubor není záznam Herny.</translation>
        </message>
        <message>
            <source>The record comes from another version of Herna, which this one cannot read.</source>
            <translation>Záznam pochází z jiné verze Herny, kterou tato verze neumí přečíst.</translation>
        </message>
        <message>
            <source>The record is of a game this Herna does not know.</source>
            <translation>Záznam je ze hry, kterou tato Herna nezná.</translation>
        </message>
        <message>
            <source>The file is not a game saved by Herna.</source>
            <translation>Soubor není hra uložená Hernou.</translation>
        </message>
        <message>
            <source>The file holds the save of another game.</source>
            <translation>Soubor obsahuje uloženou partii jiné hry.</translation>
        </message>
        <message>
            <source>Its contents do not fit the record format or the rules of the game.</source>
            <translation>Jeho obsah neodpovídá formátu záznamu nebo pravidlům hry.</translation>
        </message>
    </context>
    <context>
        <name>RecordActions</name>
        <message>
            <source>Cannot open the record</source>
            <translation>Záznam nelze otevřít</translation>
        </message>
        <message>
            <source>The saved game cannot be continued</source>
            <translation>Uloženou hru nelze dohrát</translation>
        </message>
        <message>
            <source>The file is damaged or not a game saved by Herna.</source>
            <translation>Soubor je poškozený nebo to není hra uložená Hernou.</translation>
        </message>
        <message>
            <source>The file holds a table hosted for friends over the network. Such a game is continued only from the save Herna keeps itself: Continue on the start screen.</source>
            <translation>Soubor obsahuje stůl hostovaný pro přátele po síti. Taková hra se dá dohrát jen z uložené hry, kterou si Herna vede sama: tlačítkem Pokračovat na úvodní obrazovce.</translation>
        </message>
        <message>
            <source>%1 with %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Continue the saved game?</source>
            <translation>Pokračovat v uložené hře?</translation>
        </message>
        <message>
            <source>The file %1 holds an unfinished game: %2. Continue it?</source>
            <translation>Soubor %1 obsahuje rozehranou hru: %2. Pokračovat v ní?</translation>
        </message>
        <message>
            <source>Herna cannot save the game: %1.</source>
            <translation>Herna nemůže hru uložit: %1.</translation>
        </message>
        <message>
            <source>Your unfinished game is saved: Continue (%1) brings it back.</source>
            <translation>Rozehraná hra zůstává uložená: Pokračovat (%1) vás k ní vrátí.</translation>
        </message>
        <message>
            <source>This file is not a record Herna can replay.</source>
            <translation>Tento soubor není záznam, který Herna umí přehrát.</translation>
        </message>
        <message>
            <source>Export the record</source>
            <translation>Exportovat záznam</translation>
        </message>
        <message>
            <source>No game is on the table.</source>
            <translation>Na stole není žádná hra.</translation>
        </message>
        <message>
            <source>The host sends the record of a network game when the game ends or the table closes.</source>
            <translation>Záznam síťové hry pošle hostitel, až hra skončí nebo až se stůl zavře.</translation>
        </message>
        <message>
            <source>Several people play this game at this computer, and its record shows every hand: it can be exported once the game is over.</source>
            <translation>Tuto hru hraje u počítače více lidí a její záznam ukazuje všechny ruce: exportovat jej lze, až hra skončí.</translation>
        </message>
        <message>
            <source>The record cannot be written: %1.</source>
            <translation>Záznam nelze zapsat: %1.</translation>
        </message>
        <message>
            <source>Record saved to %1</source>
            <translation>Záznam uložen do %1</translation>
        </message>
        <message>
            <source>Herna records (*.herna)</source>
            <translation>Záznamy Herny (*.herna)</translation>
        </message>
        <message>
            <source>Herna records (*.herna *.json);;All files (*)</source>
            <translation>Záznamy Herny (*.herna *.json);;Všechny soubory (*)</translation>
        </message>
        <message>
            <source>Open a record</source>
            <translation>Otevřít záznam</translation>
        </message>
    </context>
    <context>
        <name>RoomMenus</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Zobrazení</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Nastavení</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Nápo&amp;věda</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nová hra…</translation>
        </message>
        <message>
            <source>Hos&amp;t a table…</source>
            <translation>Za&amp;ložit stůl pro přátele…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>Přise&amp;dnout ke stolu…</translation>
        </message>
        <message>
            <source>Table &amp;lobby</source>
            <translation>Čekárn&amp;a stolu</translation>
        </message>
        <message>
            <source>Clos&amp;e your table</source>
            <translation>Za&amp;vřít svůj stůl</translation>
        </message>
        <message>
            <source>Lea&amp;ve the table</source>
            <translation>Ode&amp;jít od stolu</translation>
        </message>
        <message>
            <source>&amp;Open a record to replay…</source>
            <translation>&amp;Otevřít záznam k přehrání…</translation>
        </message>
        <message>
            <source>&amp;Export the record…</source>
            <translation>&amp;Exportovat záznam…</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>Nápověda &amp;tahu</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistiky…</translation>
        </message>
        <message>
            <source>&amp;Back to the start screen</source>
            <translation>&amp;Zpět na úvodní obrazovku</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>Pře&amp;hrávání</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Konec</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Celá obrazovka</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Rychlost animací</translation>
        </message>
        <message>
            <source>&amp;Slow</source>
            <translation>&amp;Pomalá</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normální</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Rychlá</translation>
        </message>
        <message>
            <source>&amp;Instant</source>
            <translation>&amp;Okamžitá</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Zvuk</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Předvolby…</translation>
        </message>
        <message>
            <source>Rules of the &amp;game on the table</source>
            <translation>Pravidla &amp;hry na stole</translation>
        </message>
        <message>
            <source>Rules of &amp;Royal Domino</source>
            <translation>Pravidla &amp;Královského domina</translation>
        </message>
        <message>
            <source>Rules of &amp;Nines and Heavens</source>
            <translation>Pravidla &amp;Devítek a nebes</translation>
        </message>
        <message>
            <source>Rules of classic &amp;Tien Gow</source>
            <translation>Pravidla klasického &amp;Tien Gow</translation>
        </message>
        <message>
            <source>&amp;About Herna</source>
            <translation>&amp;O Herně</translation>
        </message>
        <message>
            <source>To the &amp;start</source>
            <translation>&amp;Na začátek</translation>
        </message>
        <message>
            <source>One move &amp;back</source>
            <translation>O tah &amp;zpět</translation>
        </message>
        <message>
            <source>One move &amp;forward</source>
            <translation>O tah &amp;vpřed</translation>
        </message>
        <message>
            <source>To the &amp;end</source>
            <translation>Na &amp;konec</translation>
        </message>
        <message>
            <source>Show &amp;all hands</source>
            <translation>Ukázat &amp;všechny ruce</translation>
        </message>
        <message>
            <source>All hands</source>
            <translation>Všechny ruce</translation>
        </message>
        <message>
            <source>Show every player's hand face up (%1)</source>
            <translation>Ukázat ruce všech hráčů lícem nahoru (%1)</translation>
        </message>
    </context>
    <context>
        <name>RoyalAccess</name>
        <message>
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>Štych</translation>
        </message>
        <message>
            <source>penalty %1</source>
            <translation>trest %1</translation>
        </message>
        <message>
            <source>total %1</source>
            <translation>celkem %1</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>rozdává</translation>
        </message>
        <message>
            <source>on turn</source>
            <translation>na tahu</translation>
        </message>
        <message>
            <source>%1: not opened</source>
            <translation>%1: neotevřeno</translation>
        </message>
        <message>
            <source>%1: %2 to %3</source>
            <translation>%1: od %2 do %3</translation>
        </message>
        <message>
            <source>The domino rows</source>
            <translation>Řady domina</translation>
        </message>
        <message>
            <source>a card face down</source>
            <translation>karta lícem dolů</translation>
        </message>
        <message>
            <source>playable</source>
            <translation>lze zahrát</translation>
        </message>
        <message>
            <source>not playable now</source>
            <translation>teď nelze zahrát</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Vaše karty</translation>
        </message>
        <message>
            <source>Royal Domino table</source>
            <translation>Stůl Královského domina</translation>
        </message>
    </context>
    <context>
        <name>RoyalNarration</name>
        <message>
            <source>Deal %1: %2. %3 leads.</source>
            <translation>Rozdání %1: %2. Vynáší %3.</translation>
        </message>
        <message>
            <source>%1 plays %2.</source>
            <translation>%1 hraje %2.</translation>
        </message>
        <message>
            <source>%1 takes the trick.</source>
            <translation>%1 bere štych.</translation>
        </message>
        <message>
            <source>%1 takes the trick: %2.</source>
            <translation>%1 bere štych: %2.</translation>
        </message>
        <message>
            <source>Deal %1 ends early: its penalties are out.</source>
            <translation>Rozdání %1 končí dřív: všechny trestné karty jsou venku.</translation>
        </message>
        <message>
            <source>%1 opens a row with %2.</source>
            <translation>%1 otevírá řadu: %2.</translation>
        </message>
        <message>
            <source>%1 lays %2.</source>
            <translation>%1 přikládá %2.</translation>
        </message>
        <message>
            <source>%1 lays out the whole hand.</source>
            <translation>%1 vykládá všechny karty.</translation>
        </message>
        <message>
            <source>%1 passes.</source>
            <translation>%1 nemůže přiložit.</translation>
        </message>
        <message>
            <source>%1 is out: place %2, %3 points.</source>
            <translation>%1 je venku: %2. místo, %3 bodů.</translation>
        </message>
        <message>
            <source>Deal %1 is over: %2.</source>
            <translation>Rozdání %1 skončilo: %2.</translation>
        </message>
        <message>
            <source>The game is over: %1. Won: %2.</source>
            <translation>Hra skončila: %1. Vyhrává: %2.</translation>
        </message>
    </context>
    <context>
        <name>RoyalTable</name>
        <message>
            <source>No tricks</source>
            <translation>Žádný štych</translation>
        </message>
        <message>
            <source>No shields</source>
            <translation>Žádný štít</translation>
        </message>
        <message>
            <source>No queens</source>
            <translation>Žádná dáma</translation>
        </message>
        <message>
            <source>King of shields</source>
            <translation>Štítový král</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Poslední štych</translation>
        </message>
        <message>
            <source>Domino</source>
            <translation>Domino</translation>
        </message>
        <message>
            <source>−%1 for every trick taken</source>
            <translation>−%1 za každý vzatý štych</translation>
        </message>
        <message>
            <source>−%1 for every shield card taken</source>
            <translation>−%1 za každou vzatou štítovou kartu</translation>
        </message>
        <message>
            <source>−%1 for every queen taken</source>
            <translation>−%1 za každou vzatou dámu</translation>
        </message>
        <message>
            <source>−%1 for taking the king of shields</source>
            <translation>−%1 za vzetí štítového krále</translation>
        </message>
        <message>
            <source>−%1 for taking the last trick</source>
            <translation>−%1 za vzetí posledního štychu</translation>
        </message>
        <message>
            <source>Lay out all your cards first: places earn %1</source>
            <translation>Vyložte karty jako první: za pořadí %1</translation>
        </message>
        <message>
            <source>Deal %1 of 6</source>
            <translation>Rozdání %1 ze 6</translation>
        </message>
        <message>
            <source>human</source>
            <translation>člověk</translation>
        </message>
        <message>
            <source>computer for now</source>
            <translation>za něj počítač</translation>
        </message>
        <message>
            <source>random</source>
            <translation>náhodný</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>lehký</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>střední</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>těžký</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>mistr</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>počítač</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n štych</numerusform>
                <numerusform>%n štychy</numerusform>
                <numerusform>%n štychů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n karta</numerusform>
                <numerusform>%n karty</numerusform>
                <numerusform>%n karet</numerusform>
            </translation>
        </message>
        <message>
            <source>Place %1, +%2</source>
            <translation>%1. místo, +%2</translation>
        </message>
        <message>
            <source>P</source>
            <translation>P</translation>
        </message>
        <message>
            <source>A</source>
            <translation>V</translation>
        </message>
        <message>
            <source>You cannot lay any card: press Pass (%1).</source>
            <translation>Nemůžete přiložit žádnou kartu: stiskněte Pas (%1).</translation>
        </message>
        <message>
            <source>Your turn: drag a card to its row, or lay out all your cards at once (%1).</source>
            <translation>Jste na tahu: přetáhněte kartu k její řadě, nebo vyložte všechny karty najednou (%1).</translation>
        </message>
        <message>
            <source>Your turn: drag a card to its row (or double-click it).</source>
            <translation>Jste na tahu: přetáhněte kartu k její řadě (nebo na ni dvakrát klikněte).</translation>
        </message>
        <message>
            <source>Your turn: drag a card to the table (or double-click it).</source>
            <translation>Jste na tahu: přetáhněte kartu na stůl (nebo na ni dvakrát klikněte).</translation>
        </message>
        <message>
            <source>All penalty cards are taken: deal %1 ends early. Press Continue for the next deal.</source>
            <translation>Všechny trestné karty jsou rozebrané: rozdání %1 končí předčasně. Další rozdání spustíte tlačítkem Pokračovat.</translation>
        </message>
        <message>
            <source>All penalty cards are taken: deal %1 ends early.</source>
            <translation>Všechny trestné karty jsou rozebrané: rozdání %1 končí předčasně.</translation>
        </message>
        <message>
            <source>Deal %1 is over: press Continue for the next deal.</source>
            <translation>Rozdání %1 skončilo: další rozdání spustíte tlačítkem Pokračovat.</translation>
        </message>
        <message>
            <source>Deal %1 is over.</source>
            <translation>Rozdání %1 skončilo.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 přemýšlí…</translation>
        </message>
        <message>
            <source>The winner: %1</source>
            <translation>Vítěz: %1</translation>
        </message>
        <message>
            <source>Shared win: %1</source>
            <translation>Společné vítězství: %1</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>přemýšlí…</translation>
        </message>
        <message>
            <source>away</source>
            <translation>není u stolu</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
        <message>
            <source>D</source>
            <translation>R</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Bank</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>Poslední štych</translation>
        </message>
        <message>
            <source>took the trick</source>
            <translation>bere štych</translation>
        </message>
        <message>
            <source>Click to close</source>
            <translation>Kliknutím zavřete</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Body</translation>
        </message>
        <message>
            <source>Final result</source>
            <translation>Konečný výsledek</translation>
        </message>
        <message>
            <source>game %1</source>
            <translation>hra %1</translation>
        </message>
        <message>
            <source>Session total</source>
            <translation>Celkem za sezení</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>Sirky</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Lay out all</source>
            <translation>Vyložit vše</translation>
        </message>
        <message>
            <source>Continue (%1)</source>
            <translation>Pokračovat (%1)</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Pokračovat</translation>
        </message>
    </context>
    <context>
        <name>SaveNotices</name>
        <message>
            <source>⚠ Not saved</source>
            <translation>⚠ Neuloženo</translation>
        </message>
        <message>
            <source>Herna cannot save the game: %1.</source>
            <translation>Herna nemůže hru uložit: %1.</translation>
        </message>
        <message>
            <source>The game is not being saved</source>
            <translation>Hra se neukládá</translation>
        </message>
        <message>
            <source>You can play on, and Herna tries again after every move; but until saving works again, this game cannot be continued if Herna is closed.</source>
            <translation>Můžete hrát dál a Herna to po každém tahu zkusí znovu; dokud ale ukládání znovu nefunguje, nepůjde tuto hru po zavření Herny dohrát.</translation>
        </message>
        <message>
            <source>The game is saved again.</source>
            <translation>Hra se opět ukládá.</translation>
        </message>
        <message>
            <source>The save file cannot be read.</source>
            <translation>Soubor s uloženou hrou nelze přečíst.</translation>
        </message>
        <message>
            <source>It is left as it is: %1.</source>
            <translation>Soubor zůstává, jak je: %1.</translation>
        </message>
        <message>
            <source>It cannot be set aside (%1), so Continue offers it again: move or delete %2 yourself.</source>
            <translation>Nelze ho odložit (%1), takže ho Pokračovat nabídne znovu: přesuňte nebo smažte %2 sami.</translation>
        </message>
        <message>
            <source>It was set aside as %1.</source>
            <translation>Byl odložen jako %1.</translation>
        </message>
        <message>
            <source>The saved game cannot be continued</source>
            <translation>Uloženou hru nelze dohrát</translation>
        </message>
        <message>
            <source>The save file is damaged or not Herna's.</source>
            <translation>Soubor s uloženou hrou je poškozený nebo nepatří Herně.</translation>
        </message>
        <message>
            <source>Start a new game.</source>
            <translation>Začněte novou hru.</translation>
        </message>
        <message>
            <source>Games cannot be saved</source>
            <translation>Hry nelze ukládat</translation>
        </message>
        <message>
            <source>Herna keeps its saves in the folder %1, but %2 is a file, not a folder. You can play, but no game is saved until that file is moved away.</source>
            <translation>Herna ukládá hry do složky %1, ale %2 je soubor, ne složka. Hrát můžete, ale žádná hra se neuloží, dokud ten soubor nepřesunete jinam.</translation>
        </message>
    </context>
    <context>
        <name>SeatBoards</name>
        <message numerus="yes">
            <source>%n stack(s)</source>
            <translation>
                <numerusform>%n sloupeček</numerusform>
                <numerusform>%n sloupečky</numerusform>
                <numerusform>%n sloupečků</numerusform>
            </translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>přemýšlí…</translation>
        </message>
        <message>
            <source>away</source>
            <translation>není u stolu</translation>
        </message>
        <message>
            <source>computer for now</source>
            <translation>za něj počítač</translation>
        </message>
        <message>
            <source>Game %1 · match to %2 points</source>
            <translation>Hra %1 · zápas do %2 bodů</translation>
        </message>
        <message>
            <source>Game %1 of %2</source>
            <translation>Hra %1/%2</translation>
        </message>
        <message>
            <source>Game %1</source>
            <translation>Hra %1</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Table colour</source>
            <translation>Barva stolu</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Nastavení</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Jazyk:</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Podle systému</translation>
        </message>
        <message>
            <source>Appearanc&amp;e:</source>
            <translation>&amp;Vzhled:</translation>
        </message>
        <message>
            <source>Te&amp;xt size:</source>
            <translation>V&amp;elikost písma:</translation>
        </message>
        <message>
            <source>As the system</source>
            <translation>Podle systému</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Světlý</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Tmavý</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>&amp;Rychlost animací:</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Pomalá</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normální</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rychlá</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Okamžitá</translation>
        </message>
        <message>
            <source>Thin&amp;king of the hard computer:</source>
            <translation>Pře&amp;mýšlení těžkého počítače:</translation>
        </message>
        <message>
            <source>Quick</source>
            <translation>Rychlé</translation>
        </message>
        <message>
            <source>Thorough</source>
            <translation>Důkladné</translation>
        </message>
        <message>
            <source>&amp;Pause before a computer move:</source>
            <translation>&amp;Pauza před tahem počítače:</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Žádná</translation>
        </message>
        <message>
            <source>Short</source>
            <translation>Krátká</translation>
        </message>
        <message>
            <source>Long</source>
            <translation>Dlouhá</translation>
        </message>
        <message>
            <source>&amp;Card back:</source>
            <translation>Rub &amp;karet:</translation>
        </message>
        <message>
            <source>&amp;Tiles:</source>
            <translation>&amp;Kostky domina:</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>Černé</translation>
        </message>
        <message>
            <source>Ivory</source>
            <translation>Slonovinové</translation>
        </message>
        <message>
            <source>Table colo&amp;ur:</source>
            <translation>&amp;Barva stolu:</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Vybrat…</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>Výchozí</translation>
        </message>
        <message>
            <source>Sound &amp;volume:</source>
            <translation>&amp;Hlasitost zvuku:</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <translation>Hlasitost zvuku</translation>
        </message>
        <message>
            <source>&amp;Mute</source>
            <translation>&amp;Ztlumit</translation>
        </message>
        <message>
            <source>C&amp;oach beside the table</source>
            <translation>T&amp;renér vedle stolu</translation>
        </message>
        <message>
            <source>The hard computer's view of each of your turns.</source>
            <translation>Jak každý váš tah vidí silný počítač.</translation>
        </message>
        <message>
            <source>Screen &amp;reader hears:</source>
            <translation>&amp;Čtečka obrazovky hlásí:</translation>
        </message>
        <message>
            <source>Every move</source>
            <translation>Každý tah</translation>
        </message>
        <message>
            <source>My moves and the results</source>
            <translation>Mé tahy a výsledky</translation>
        </message>
    </context>
    <context>
        <name>SoundOffMark</name>
        <message>
            <source>No sound</source>
            <translation>Bez zvuku</translation>
        </message>
        <message>
            <source>No sound device was found: Herna plays without sound.</source>
            <translation>Nebylo nalezeno žádné zvukové zařízení: Herna hraje bez zvuku.</translation>
        </message>
    </context>
    <context>
        <name>StackNotes</name>
        <message>
            <source>▲ on top</source>
            <translation>▲ navrch</translation>
        </message>
        <message>
            <source>▼ under</source>
            <translation>▼ dospod</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>Herna</source>
            <translation>Herna</translation>
        </message>
        <message>
            <source>A game room for traditional games of cards and dominoes. Choose a game, or continue where you left off.</source>
            <translation>Herna pro tradiční karetní hry a domino. Vyberte si hru, nebo pokračujte, kde jste skončili.</translation>
        </message>
        <message>
            <source>Host a table for friends…</source>
            <translation>Založit stůl pro přátele…</translation>
        </message>
        <message>
            <source>Join a friend's table…</source>
            <translation>Přisednout ke stolu přátel…</translation>
        </message>
        <message>
            <source>Play with friends on other computers: on this network, or by address over the internet.</source>
            <translation>Hrajte s přáteli na jiných počítačích: v této síti, nebo přes internet podle adresy.</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Výsledek</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Body</translation>
        </message>
        <message>
            <source>Undo used</source>
            <translation>Vracení tahů</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Prohra</translation>
        </message>
        <message>
            <source>Shared win</source>
            <translation>Dělená výhra</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Výhra</translation>
        </message>
        <message>
            <source>Won by %1</source>
            <translation>Vyhrál(a) %1</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiky</translation>
        </message>
        <message>
            <source>another program is using it</source>
            <translation>právě ji používá jiný program</translation>
        </message>
        <message>
            <source>its folder cannot be written: %1</source>
            <translation>do její složky nelze zapisovat: %1</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>disk je plný</translation>
        </message>
        <message>
            <source>a folder stands where its file should be: %1</source>
            <translation>na místě jejího souboru je složka: %1</translation>
        </message>
        <message>
            <source>The history of games was damaged (%1). It was set aside as %2 and a new one started.</source>
            <translation>Historie her byla poškozená (%1). Byla odložena jako %2 a začala se nová.</translation>
        </message>
        <message>
            <source>The history of games is not laid out as Herna lays it out (%1). It was set aside as %2 and a new one started.</source>
            <translation>Historie her není uspořádaná tak, jak ji Herna ukládá (%1). Byla odložena jako %2 a začala se nová.</translation>
        </message>
        <message>
            <source>The history of games was written by a newer version of Herna. This version leaves it as it is: the statistics show its games, and the games played now are kept in %1 for the newer Herna to take in.</source>
            <translation>Historii her zapsala novější verze Herny. Tato verze ji ponechá beze změny: statistiky ukazují její hry a nyní odehrané hry se ukládají do %1, odkud si je novější Herna převezme.</translation>
        </message>
        <message>
            <source>The history of games was written by a newer version of Herna, which this version cannot read. It is left as it is, and the games played now are kept in %1 for the newer Herna to take in.</source>
            <translation>Historii her zapsala novější verze Herny a tato verze ji neumí přečíst. Zůstává beze změny a nyní odehrané hry se ukládají do %1, odkud si je novější Herna převezme.</translation>
        </message>
        <message>
            <source>This game cannot be written into the history yet (%1). It is kept in %2 and will be written as soon as it can be.</source>
            <translation>Tuto hru zatím nelze zapsat do historie (%1). Je uložena v %2 a zapíše se, jakmile to půjde.</translation>
        </message>
        <message>
            <source>This game cannot be written into the history yet (%1), nor kept beside it. Herna keeps it in memory and writes it as soon as it can; quitting before then loses it.</source>
            <translation>Tuto hru zatím nelze zapsat do historie (%1) ani uložit vedle ní. Herna ji drží v paměti a zapíše ji, jakmile to půjde; kdo Hernu ukončí dřív, o hru přijde.</translation>
        </message>
        <message>
            <source>This game could not be written into the history: %1</source>
            <translation>Tuto hru nelze zapsat do historie: %1</translation>
        </message>
        <message>
            <source>The history of games cannot be opened: %1</source>
            <translation>Historii her nelze otevřít: %1</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <source>Royal Domino</source>
            <translation>Královské domino</translation>
        </message>
        <message>
            <source>Nines and Heavens</source>
            <translation>Devítky a nebesa</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Náhodný</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Lehký</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Střední</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Těžký</translation>
        </message>
        <message>
            <source>Mixed</source>
            <translation>Smíšení</translation>
        </message>
        <message>
            <source>None (hot-seat)</source>
            <translation>Žádní (u jednoho počítače)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiky</translation>
        </message>
        <message>
            <source>&amp;Period:</source>
            <translation>&amp;Období:</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>Celou dobu</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Posledních 30 dní</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Posledních 7 dní</translation>
        </message>
        <message>
            <source>&amp;Reset the statistics…</source>
            <translation>&amp;Vynulovat statistiky…</translation>
        </message>
        <message>
            <source>&amp;Figures</source>
            <translation>Čís&amp;la</translation>
        </message>
        <message>
            <source>&amp;Charts</source>
            <translation>&amp;Grafy</translation>
        </message>
        <message>
            <source>&amp;Games</source>
            <translation>&amp;Hry</translation>
        </message>
        <message>
            <source>Nines and Heavens: per game</source>
            <translation>Devítky a nebesa: na jednu hru</translation>
        </message>
        <message>
            <source>Your score over the last %1 games</source>
            <translation>Vaše body za posledních %1 her</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) not yet written into the history: kept until it can be written.</source>
            <translation>
                <numerusform>%n dokončená hra zatím není zapsaná v historii: uchová se, dokud do ní nepůjde zapisovat.</numerusform>
                <numerusform>%n dokončené hry zatím nejsou zapsané v historii: uchovají se, dokud do ní nepůjde zapisovat.</numerusform>
                <numerusform>%n dokončených her zatím není zapsaných v historii: uchovají se, dokud do ní nepůjde zapisovat.</numerusform>
            </translation>
        </message>
        <message>
            <source>Royal Domino: the mean result of each deal and the mean place in the domino</source>
            <translation>Královské domino: průměrný výsledek každého rozdání a průměrné pořadí v dominu</translation>
        </message>
        <message>
            <source>Royal Domino: mean result per deal</source>
            <translation>Královské domino: průměrný výsledek podle rozdání</translation>
        </message>
        <message>
            <source>Games won by opponent level (%)</source>
            <translation>Vyhrané hry podle úrovně soupeřů (%)</translation>
        </message>
        <message>
            <source>No games in this period.</source>
            <translation>V tomto období nejsou žádné hry.</translation>
        </message>
        <message>
            <source>The history cannot be read: %1</source>
            <translation>Historii nelze přečíst: %1</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Mistr</translation>
        </message>
        <message>
            <source>Classic Tien Gow</source>
            <translation>Klasické Tien Gow</translation>
        </message>
        <message>
            <source>Classic Tien Gow: per game</source>
            <translation>Klasické Tien Gow: na jednu hru</translation>
        </message>
        <message>
            <source>Ga&amp;me:</source>
            <translation>H&amp;ra:</translation>
        </message>
        <message>
            <source>Loading the history…</source>
            <translation>Načítá se historie…</translation>
        </message>
        <message>
            <source>Double-click a game, or press Enter on it, to replay it.</source>
            <translation>Hru přehrajete dvojklikem nebo klávesou Enter.</translation>
        </message>
        <message>
            <source>This history was written by a newer version of Herna. It is shown as it is; the games played in this version are kept beside it, for the newer Herna.</source>
            <translation>Tuto historii zapsala novější verze Herny. Ukazuje se tak, jak je; hry odehrané v této verzi se ukládají vedle ní pro novější Hernu.</translation>
        </message>
        <message>
            <source>This history was written by a newer version of Herna, which this version cannot read. The games played in this version are kept beside it, for the newer Herna.</source>
            <translation>Tuto historii zapsala novější verze Herny a tato verze ji neumí přečíst. Hry odehrané v této verzi se ukládají vedle ní pro novější Hernu.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Soupeři</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Her</translation>
        </message>
        <message>
            <source>Shared wins</source>
            <translation>Dělených výher</translation>
        </message>
        <message>
            <source>Won alone</source>
            <translation>Samostatných výher</translation>
        </message>
        <message>
            <source>Won %</source>
            <translation>Výher %</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Průměr bodů</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Nejlepší</translation>
        </message>
        <message>
            <source>With undo</source>
            <translation>S vracením tahů</translation>
        </message>
        <message>
            <source>A game several people played at this computer counts once for each of them, with each one's result.</source>
            <translation>Hra, kterou u tohoto počítače hrálo více lidí, se počítá každému z nich zvlášť, s jeho výsledkem.</translation>
        </message>
        <message>
            <source>The games won, alone or shared, of all the games.</source>
            <translation>Vyhrané hry (samostatně i dělené) ze všech her.</translation>
        </message>
        <message>
            <source>Domino place</source>
            <translation>Pořadí v dominu</translation>
        </message>
        <message>
            <source>Stacks</source>
            <translation>Sloupečky</translation>
        </message>
        <message>
            <source>Rounds led</source>
            <translation>Vynášená kola</translation>
        </message>
        <message>
            <source>Ties won</source>
            <translation>Vyhrané shody</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Žetony</translation>
        </message>
        <message>
            <source>Tricks won</source>
            <translation>Vzaté štychy</translation>
        </message>
        <message>
            <source>Tricks led</source>
            <translation>Vynesené štychy</translation>
        </message>
        <message>
            <source>Games as banker (%)</source>
            <translation>Hry jako bankéř (%)</translation>
        </message>
        <message>
            <source>Reset the statistics?</source>
            <translation>Vynulovat statistiky?</translation>
        </message>
        <message numerus="yes">
            <source>Forget all %n game(s) in the history? This cannot be undone.</source>
            <translation>
                <numerusform>Zapomenout %n hru z historie? Nelze to vrátit.</numerusform>
                <numerusform>Zapomenout všechny %n hry z historie? Nelze to vrátit.</numerusform>
                <numerusform>Zapomenout všech %n her z historie? Nelze to vrátit.</numerusform>
            </translation>
        </message>
        <message>
            <source>This game cannot be replayed: %1</source>
            <translation>Tuto hru nelze přehrát: %1</translation>
        </message>
    </context>
    <context>
        <name>ThinkingStatus</name>
        <message>
            <source>%1 is thinking…</source>
            <translation>%1 přemýšlí…</translation>
        </message>
        <message>
            <source>%1: the search for a move failed; a random move was played.</source>
            <translation>%1: hledání tahu selhalo, byl zahrán náhodný tah.</translation>
        </message>
        <message>
            <source>The computer's search processes failed; %1 thinks in the main program for now.</source>
            <translation>Výpočetní procesy počítače selhaly; %1 zatím přemýšlí v hlavním programu.</translation>
        </message>
        <message>
            <source>⚠ Computers think in the main program</source>
            <translation>⚠ Počítače přemýšlejí v hlavním programu</translation>
        </message>
        <message>
            <source>The search processes failed; until they work again, the computers think in the main program, which may slow the game down.</source>
            <translation>Výpočetní procesy selhaly; dokud znovu nezačnou fungovat, přemýšlejí počítače v hlavním programu, což může hru zpomalit.</translation>
        </message>
    </context>
    <context>
        <name>TienGowAccess</name>
        <message>
            <source>on turn</source>
            <translation>na tahu</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Hráči</translation>
        </message>
        <message>
            <source>highest so far</source>
            <translation>zatím nejvyšší</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) face down</source>
            <translation>
                <numerusform>%n kostka lícem dolů</numerusform>
                <numerusform>%n kostky lícem dolů</numerusform>
                <numerusform>%n kostek lícem dolů</numerusform>
            </translation>
        </message>
        <message>
            <source>The trick</source>
            <translation>Štych</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>Poslední štych</translation>
        </message>
        <message>
            <source>a tile face down</source>
            <translation>kostka lícem dolů</translation>
        </message>
        <message>
            <source>chosen</source>
            <translation>vybraná</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Vaše kostky</translation>
        </message>
        <message>
            <source>Tien Gow table</source>
            <translation>Stůl Tien Gow</translation>
        </message>
    </context>
    <context>
        <name>TienGowDirector</name>
        <message>
            <source>Game %1: %2 is the banker and leads.</source>
            <translation>Hra %1: bankéřem je %2 a vynáší.</translation>
        </message>
        <message>
            <source>%1 leads %2: %3.</source>
            <translation>%1 vynáší %2: %3.</translation>
        </message>
        <message>
            <source>%1 beats it: %2.</source>
            <translation>%1 přebíjí: %2.</translation>
        </message>
        <message numerus="yes">
            <source>%1 discards %n tile(s) face down.</source>
            <translation>
                <numerusform>%1 odhazuje %n kostku lícem dolů.</numerusform>
                <numerusform>%1 odhazuje %n kostky lícem dolů.</numerusform>
                <numerusform>%1 odhazuje %n kostek lícem dolů.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 wins the trick (%n trick(s) so far).</source>
            <translation>
                <numerusform>%1 bere štych (zatím %n štych).</numerusform>
                <numerusform>%1 bere štych (zatím %n štychy).</numerusform>
                <numerusform>%1 bere štych (zatím %n štychů).</numerusform>
            </translation>
        </message>
        <message>
            <source>Winner: %1 (%2)</source>
            <translation>Vítěz: %1 (%2)</translation>
        </message>
        <message>
            <source>Shared win: %1 (%2 each)</source>
            <translation>Dělené vítězství: %1 (každý %2)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>Zápas skončil.</translation>
        </message>
    </context>
    <context>
        <name>TienGowInput</name>
        <message>
            <source>Lead</source>
            <translation>Vynést</translation>
        </message>
        <message>
            <source>Beat (face up)</source>
            <translation>Přebít (lícem nahoru)</translation>
        </message>
        <message>
            <source>Discard face down</source>
            <translation>Odhodit lícem dolů</translation>
        </message>
        <message>
            <source>Lead these tiles now (key %1)</source>
            <translation>Vynést tyto kostky hned (klávesa %1)</translation>
        </message>
        <message>
            <source>Beat with these tiles now (key %1)</source>
            <translation>Přebít těmito kostkami hned (klávesa %1)</translation>
        </message>
    </context>
    <context>
        <name>TienGowLedger</name>
        <message numerus="yes">
            <source>%n chip(s)</source>
            <translation>
                <numerusform>%n žeton</numerusform>
                <numerusform>%n žetony</numerusform>
                <numerusform>%n žetonů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n štych</numerusform>
                <numerusform>%n štychy</numerusform>
                <numerusform>%n štychů</numerusform>
            </translation>
        </message>
        <message>
            <source>Game %1 is over: %2 wins the last trick.</source>
            <translation>Hra %1 skončila: poslední štych bere %2.</translation>
        </message>
        <message>
            <source>Banker: %1 (payments with the banker ×%2)</source>
            <translation>Bankéř: %1 (platby s bankéřem ×%2)</translation>
        </message>
        <message>
            <source>Banker: %1</source>
            <translation>Bankéř: %1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>(×%1, banker)</source>
            <translation>(×%1, bankéř)</translation>
        </message>
        <message>
            <source>%1 pays %2 %3</source>
            <translation>%1 platí hráči %2 %3</translation>
        </message>
        <message>
            <source>%1 pays nothing</source>
            <translation>%1 neplatí nic</translation>
        </message>
        <message>
            <source>%1 wins %2 in all.</source>
            <translation>%1 vyhrává celkem %2.</translation>
        </message>
        <message>
            <source>%1 loses %2 in all.</source>
            <translation>%1 prohrává celkem %2.</translation>
        </message>
        <message>
            <source>%1 is the banker of the next game.</source>
            <translation>%1 je bankéřem další hry.</translation>
        </message>
    </context>
    <context>
        <name>TienGowNarration</name>
        <message>
            <source>%1 leads %2: %3.</source>
            <translation>%1 vynáší %2: %3.</translation>
        </message>
        <message>
            <source>%1 beats it: %2.</source>
            <translation>%1 přebíjí: %2.</translation>
        </message>
        <message numerus="yes">
            <source>%1 discards %n tile(s) face down.</source>
            <translation>
                <numerusform>%1 odhazuje %n kostku lícem dolů.</numerusform>
                <numerusform>%1 odhazuje %n kostky lícem dolů.</numerusform>
                <numerusform>%1 odhazuje %n kostek lícem dolů.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 wins the trick (%n trick(s) so far).</source>
            <translation>
                <numerusform>%1 bere štych (zatím %n štych).</numerusform>
                <numerusform>%1 bere štych (zatím %n štychy).</numerusform>
                <numerusform>%1 bere štych (zatím %n štychů).</numerusform>
            </translation>
        </message>
        <message>
            <source>The game is over: %1 wins the last trick. Chips: %2.</source>
            <translation>Hra skončila: poslední štych bere %1. Žetony: %2.</translation>
        </message>
    </context>
    <context>
        <name>TienGowRankPanel</name>
        <message>
            <source>Tiles by rank, highest first</source>
            <translation>Kostky podle pořadí, od nejvyšší</translation>
        </message>
        <message>
            <source>Ticked: played. Gold frame: in your hand. Hover a row for more.</source>
            <translation>Odškrtnuté: zahrané. Zlatý rámeček: máte v ruce. Najeďte na řádek pro víc.</translation>
        </message>
        <message>
            <source>Civil tiles</source>
            <translation>Civilní kostky</translation>
        </message>
        <message>
            <source>Military tiles</source>
            <translation>Vojenské kostky</translation>
        </message>
        <message>
            <source>Pairs, triplets, quartets</source>
            <translation>Páry, trojice, čtveřice</translation>
        </message>
        <message>
            <source>Triplet: 2 civil + 1</source>
            <translation>Trojice: 2 civilní + 1</translation>
        </message>
        <message>
            <source>Triplet: 1 civil + 2</source>
            <translation>Trojice: 1 civilní + 2</translation>
        </message>
        <message>
            <source>Supreme pair (2-4 with 1-2): led, nothing beats it; played to another pair, it beats nothing.</source>
            <translation>Nejvyšší pár (2-4 s 1-2): vynesený ho nic nepřebije; zahraný na jiný pár nepřebije nic.</translation>
        </message>
        <message>
            <source>Civil pair: both tiles of one civil face; beats a lower civil pair.</source>
            <translation>Civilní pár: obě kostky jedné civilní tváře; přebíjí nižší civilní pár.</translation>
        </message>
        <message>
            <source>Military pair: nines &gt; eights &gt; sevens &gt; fives; beats a lower military pair.</source>
            <translation>Vojenský pár: devítky &gt; osmičky &gt; sedmičky &gt; pětky; přebíjí nižší vojenský pár.</translation>
        </message>
        <message>
            <source>Mixed pair: a civil tile with a military one of its group: Heaven–Nine &gt; Earth–Eight &gt; Man–Seven &gt; Harmony–Five.</source>
            <translation>Smíšený pár: civilní kostka s vojenskou ze své skupiny: nebesa–devítka &gt; země–osmička &gt; muž–sedmička &gt; harmonie–pětka.</translation>
        </message>
        <message>
            <source>Triplet: both civil tiles of a group and one military; beaten only by a higher one of the same make-up.</source>
            <translation>Trojice: obě civilní kostky skupiny a jedna vojenská; přebije ji jen vyšší trojice stejného složení.</translation>
        </message>
        <message>
            <source>Triplet: one civil tile of a group and both military; beaten only by a higher one of the same make-up.</source>
            <translation>Trojice: jedna civilní kostka skupiny a obě vojenské; přebije ji jen vyšší trojice stejného složení.</translation>
        </message>
        <message>
            <source>Quartet: all four tiles of a group; beats a lower quartet.</source>
            <translation>Čtveřice: všechny čtyři kostky skupiny; přebíjí nižší čtveřici.</translation>
        </message>
    </context>
    <context>
        <name>TienGowScenery</name>
        <message>
            <source>face down</source>
            <translation>lícem dolů</translation>
        </message>
    </context>
    <context>
        <name>TienGowSeats</name>
        <message>
            <source>Banker ×%1</source>
            <translation>Bankéř ×%1</translation>
        </message>
        <message>
            <source>Banker</source>
            <translation>Bankéř</translation>
        </message>
        <message>
            <source>B ×%1</source>
            <translation>B ×%1</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>The banker leads the first trick. Payments between the banker and the others count ×%1.</source>
            <translation>Bankéř vynáší první štych. Platby mezi bankéřem a ostatními se násobí ×%1.</translation>
        </message>
        <message>
            <source>The banker leads the first trick (no multiplier in this match).</source>
            <translation>Bankéř vynáší první štych (v tomto zápase bez násobku).</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n štych</numerusform>
                <numerusform>%n štychy</numerusform>
                <numerusform>%n štychů</numerusform>
            </translation>
        </message>
        <message>
            <source>away</source>
            <translation>pryč</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>přemýšlí…</translation>
        </message>
        <message>
            <source>computer for now</source>
            <translation>zatím počítač</translation>
        </message>
        <message>
            <source>Game %1 of %2</source>
            <translation>Hra %1/%2</translation>
        </message>
        <message>
            <source>Game %1</source>
            <translation>Hra %1</translation>
        </message>
    </context>
    <context>
        <name>TienGowTable</name>
        <message>
            <source>Tile ranks</source>
            <translation>Pořadí kostek</translation>
        </message>
        <message>
            <source>Next game</source>
            <translation>Další hra</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Poslední štych</translation>
        </message>
        <message>
            <source>Show the last trick again: who played what (key L)</source>
            <translation>Znovu ukázat poslední štych: kdo co zahrál (klávesa L)</translation>
        </message>
    </context>
    <context>
        <name>TienGowTiles</name>
        <message>
            <source>nine</source>
            <translation>devítka</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>osmička</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>sedmička</translation>
        </message>
        <message>
            <source>six</source>
            <translation>šestka</translation>
        </message>
        <message>
            <source>five</source>
            <translation>pětka</translation>
        </message>
        <message>
            <source>three</source>
            <translation>trojka</translation>
        </message>
        <message>
            <source>civil</source>
            <translation>civilní</translation>
        </message>
        <message>
            <source>military</source>
            <translation>vojenská</translation>
        </message>
        <message>
            <source>single</source>
            <translation>jednotlivou kostku</translation>
        </message>
        <message>
            <source>civil pair</source>
            <translation>civilní pár</translation>
        </message>
        <message>
            <source>military pair</source>
            <translation>vojenský pár</translation>
        </message>
        <message>
            <source>mixed pair</source>
            <translation>smíšený pár</translation>
        </message>
        <message>
            <source>Supreme pair</source>
            <translation>Nejvyšší pár</translation>
        </message>
        <message>
            <source>triplet</source>
            <translation>trojici</translation>
        </message>
        <message>
            <source>quartet</source>
            <translation>čtveřici</translation>
        </message>
        <message>
            <source>dragon triplet</source>
            <translation>dračí trojici</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>Jednotlivá</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Pár</translation>
        </message>
        <message>
            <source>Triplet</source>
            <translation>Trojice</translation>
        </message>
        <message>
            <source>Quartet</source>
            <translation>Čtveřice</translation>
        </message>
        <message>
            <source>%1, rank %2 of %3</source>
            <translation>%1, pořadí %2/%3</translation>
        </message>
        <message>
            <source>Civil suit</source>
            <translation>Civilní řada</translation>
        </message>
        <message>
            <source>Military suit</source>
            <translation>Vojenská řada</translation>
        </message>
        <message>
            <source>equal to %1</source>
            <translation>rovná se %1</translation>
        </message>
        <message>
            <source>Group Heaven–Nine</source>
            <translation>Skupina nebesa–devítka</translation>
        </message>
        <message>
            <source>Group Earth–Eight</source>
            <translation>Skupina země–osmička</translation>
        </message>
        <message>
            <source>Group Man–Seven</source>
            <translation>Skupina muž–sedmička</translation>
        </message>
        <message>
            <source>Group Harmony–Five</source>
            <translation>Skupina harmonie–pětka</translation>
        </message>
    </context>
    <context>
        <name>TienGowWords</name>
        <message>
            <source>The chosen tiles do not beat the trick: choose others to Beat face up, or Discard these face down (D).</source>
            <translation>Vybrané kostky štych nepřebijí: vyberte jiné a přebijte lícem nahoru, nebo tyto odhoďte lícem dolů (D).</translation>
        </message>
        <message>
            <source>Your lead: choose tiles, then Lead. A double click leads a tile's whole combination.</source>
            <translation>Vynášíte: vyberte kostky a pak Vynést. Dvojklik vynese celou kombinaci kostky.</translation>
        </message>
        <message numerus="yes">
            <source>Follow with %n tile(s): Beat face up, or Discard face down.</source>
            <translation>
                <numerusform>Přiznejte %n kostku: přebijte lícem nahoru, nebo odhoďte lícem dolů.</numerusform>
                <numerusform>Přiznejte %n kostky: přebijte lícem nahoru, nebo odhoďte lícem dolů.</numerusform>
                <numerusform>Přiznejte %n kostek: přebijte lícem nahoru, nebo odhoďte lícem dolů.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Nothing of yours beats it: choose %n tile(s) to discard face down.</source>
            <translation>
                <numerusform>Nemáte čím přebít: vyberte %n kostku a odhoďte ji lícem dolů.</numerusform>
                <numerusform>Nemáte čím přebít: vyberte %n kostky a odhoďte je lícem dolů.</numerusform>
                <numerusform>Nemáte čím přebít: vyberte %n kostek a odhoďte je lícem dolů.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TurnWords</name>
        <message>
            <source>Your turn: click the left or right end of the wall to take two columns.</source>
            <translation>Jste na tahu: klikněte na levý nebo pravý konec zdi a vezměte si dva sloupce.</translation>
        </message>
        <message>
            <source>Your lead: click 1 to 4 tiles, then Lead (or drag them to the centre).</source>
            <translation>Vynášíte: klikněte na 1 až 4 kostky a pak na Vynést (nebo je přetáhněte doprostřed).</translation>
        </message>
        <message>
            <source>Lay 1 tile on the stack: drag it there, then Confirm.</source>
            <translation>Položte 1 kostku na sloupeček: přetáhněte ji tam a stiskněte Potvrdit.</translation>
        </message>
        <message numerus="yes">
            <source>Lay %n tiles, one on each stack: drag them there, then Confirm.</source>
            <translation>
                <numerusform>Položte %n kostku, na každý sloupeček jednu: přetáhněte je tam a stiskněte Potvrdit.</numerusform>
                <numerusform>Položte %n kostky, na každý sloupeček jednu: přetáhněte je tam a stiskněte Potvrdit.</numerusform>
                <numerusform>Položte %n kostek, na každý sloupeček jednu: přetáhněte je tam a stiskněte Potvrdit.</numerusform>
            </translation>
        </message>
        <message>
            <source>Drag it there, then Confirm.</source>
            <translation>Přetáhněte ji tam a stiskněte Potvrdit.</translation>
        </message>
        <message>
            <source>Drag them there, then Confirm.</source>
            <translation>Přetáhněte je tam a stiskněte Potvrdit.</translation>
        </message>
        <message>
            <source>Click a raised tile to lower it, or press Lead.</source>
            <translation>Kliknutím na vysunutou kostku ji vrátíte, nebo stiskněte Vynést.</translation>
        </message>
    </context>
    <context>
        <name>UndoActions</name>
        <message>
            <source>Your last move was taken back.</source>
            <translation>Váš poslední tah byl vrácen.</translation>
        </message>
        <message>
            <source>The moves taken back were played again.</source>
            <translation>Vrácené tahy byly znovu zahrány.</translation>
        </message>
        <message>
            <source>Nothing to undo: you have had no choice to make in this deal yet (a forced move is not taken back).</source>
            <translation>Není co vrátit: v tomto rozdání jste zatím neměli na výběr (vynucený tah se nevrací).</translation>
        </message>
        <message>
            <source>Nothing to undo: you have had no choice to make in this game yet (a forced move is not taken back).</source>
            <translation>Není co vrátit: v této hře jste zatím neměli na výběr (vynucený tah se nevrací).</translation>
        </message>
        <message>
            <source>No game is on the table.</source>
            <translation>Na stole není žádná hra.</translation>
        </message>
        <message>
            <source>Moves are taken back in a game in play, not in a replay.</source>
            <translation>Tahy se vracejí v rozehrané hře, ne při přehrávání záznamu.</translation>
        </message>
        <message>
            <source>Not when several people play at one computer: taking a move back would show what they hold.</source>
            <translation>Ne když u jednoho počítače hraje víc lidí: vrácení tahu by prozradilo, co mají v ruce.</translation>
        </message>
        <message>
            <source>Only computers play this game: there is no move of yours to take back.</source>
            <translation>Tuto hru hrají jen počítače: nemáte žádný tah, který by šlo vrátit.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Hra skončila.</translation>
        </message>
        <message>
            <source>Not at a network table: the moves played there are the whole table's.</source>
            <translation>U síťového stolu ne: zahrané tahy patří celému stolu.</translation>
        </message>
        <message>
            <source>Take back your last move and the computers' moves after it (%1)</source>
            <translation>Vrátí váš poslední tah i tahy počítačů po něm (%1)</translation>
        </message>
        <message>
            <source>Play again the moves you took back (%1)</source>
            <translation>Znovu zahraje tahy, které jste vrátili (%1)</translation>
        </message>
        <message>
            <source>Nothing to redo: no move was taken back, or another was played since.</source>
            <translation>Není co opakovat: žádný tah nebyl vrácen, nebo se od té doby hrálo jinak.</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Vrátit tah</translation>
        </message>
        <message>
            <source>Re&amp;do</source>
            <translation>Znovu z&amp;ahrát</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Vrátit tah</translation>
        </message>
        <message>
            <source>Computer &amp;pace</source>
            <translation>&amp;Tempo počítače</translation>
        </message>
        <message>
            <source>&amp;Quick thinking</source>
            <translation>&amp;Rychlé přemýšlení</translation>
        </message>
        <message>
            <source>&amp;Normal thinking</source>
            <translation>&amp;Normální přemýšlení</translation>
        </message>
        <message>
            <source>&amp;Thorough thinking</source>
            <translation>&amp;Důkladné přemýšlení</translation>
        </message>
        <message>
            <source>N&amp;o pause</source>
            <translation>&amp;Bez pauzy</translation>
        </message>
        <message>
            <source>&amp;Short pause</source>
            <translation>&amp;Krátká pauza</translation>
        </message>
        <message>
            <source>Nor&amp;mal pause</source>
            <translation>Nor&amp;mální pauza</translation>
        </message>
        <message>
            <source>&amp;Long pause</source>
            <translation>D&amp;louhá pauza</translation>
        </message>
    </context>
    <context>
        <name>UnfinishedGames</name>
        <message>
            <source>A saved game cannot be continued: Continue says why.</source>
            <translation>Uloženou hru nelze dohrát: Pokračovat řekne proč.</translation>
        </message>
        <message>
            <source>Unfinished network game (Continue opens the table again) with %1</source>
            <translation>Rozehraná síťová hra (Pokračovat stůl znovu otevře): %1</translation>
        </message>
        <message>
            <source>Unfinished session with %1</source>
            <translation>Rozehrané sezení: %1</translation>
        </message>
        <message>
            <source>Unfinished match with %1</source>
            <translation>Rozehraný zápas: %1</translation>
        </message>
        <message>
            <source>Unfinished game with %1</source>
            <translation>Rozehraná hra: %1</translation>
        </message>
        <message>
            <source>&amp;Continue %1</source>
            <translation>&amp;Pokračovat: %1</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Pokračovat</translation>
        </message>
        <message>
            <source>Continue %1</source>
            <translation>Pokračovat: %1</translation>
        </message>
        <message>
            <source>The session on the table (%1) is not over. A new game ends it, and it cannot be continued later.</source>
            <translation>Sezení na stole (%1) ještě neskončilo. Nová hra ho ukončí a už v něm nepůjde pokračovat.</translation>
        </message>
        <message>
            <source>The match on the table (%1) is not over. A new game ends it, and it cannot be continued later.</source>
            <translation>Zápas na stole (%1) ještě neskončil. Nová hra ho ukončí a už v něm nepůjde pokračovat.</translation>
        </message>
        <message>
            <source>The game on the table (%1) is not finished. A new game replaces it, and it cannot be continued later.</source>
            <translation>Hra na stole (%1) ještě neskončila. Nová hra ji nahradí a už v ní nepůjde pokračovat.</translation>
        </message>
        <message>
            <source>The saved session (%1) is not over. A new game ends it, and it cannot be continued later.</source>
            <translation>Uložené sezení (%1) ještě neskončilo. Nová hra ho ukončí a už v něm nepůjde pokračovat.</translation>
        </message>
        <message>
            <source>The saved match (%1) is not over. A new game ends it, and it cannot be continued later.</source>
            <translation>Uložený zápas (%1) ještě neskončil. Nová hra ho ukončí a už v něm nepůjde pokračovat.</translation>
        </message>
        <message>
            <source>The saved game (%1) is not finished. A new game replaces it, and it cannot be continued later.</source>
            <translation>Uložená hra (%1) ještě neskončila. Nová hra ji nahradí a už v ní nepůjde pokračovat.</translation>
        </message>
        <message>
            <source>Start a new game?</source>
            <translation>Začít novou hru?</translation>
        </message>
        <message>
            <source>%1 with %2</source>
            <translation>%1: %2</translation>
        </message>
    </context>
</TS>
