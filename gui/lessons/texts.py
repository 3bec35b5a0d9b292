"""The lessons' words, in the player's language: each step's title, what it says and
what it says when the player makes another move. Plain text; "%1", "%2", "%3" stand
for the computer seats' names (seats 1, 2 and 3)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


Words = tuple[str, str, str | None]  # title, what the step says, what it says to another move

def nines() -> dict[str, Words]:
    return {
    "tiles": (
        translate("Lessons", "The tiles"),
        translate("Lessons",
        "Nines is played by four with the 32 tiles of the Chinese dominoes, face down in "
        "the wall in the middle of the table. Every tile belongs to one of two suits.\n\n"
        "Civil tiles come in identical pairs: heaven 6-6 is the highest, then earth 1-1, "
        "man 4-4, and so on down to the long six 1-5.\n\n"
        "The ten military tiles are single: the two commanders 1-2 and 2-4 are the "
        "highest, the mixed fives 1-4 and 2-3 the lowest.\n\n"
        "A tile beats only a lower tile of its own suit: the suits never beat each "
        "other. The Tile ranks button on the table shows every tile in order. Press "
        "Next."), None),
    "roll": (
        translate("Lessons", "Who opens"),
        translate("Lessons",
        "Before the first game one player rolls two dice: %1 rolled 1 + 3 = 4.\n\n"
        "Count clockwise from the roller, who counts as one: %1 is 1, %2 is 2, %3 is 3 "
        "and you are 4. So you open: you take from the wall first and lead the first "
        "round. Press Next."), None),
    "take": (
        translate("Lessons", "Take from the wall"),
        translate("Lessons",
        "Starting with the opener, everyone in turn takes two whole columns from one end "
        "of the wall, the left or the right.\n\n"
        "Click the left end of the wall. (In a game either end will do; this lesson's "
        "deal is prepared for the left.)"),
        translate("Lessons",
        "This lesson's deal is prepared for the left end: click one of the two columns "
        "at the left end of the wall.")),
    "hand": (
        translate("Lessons", "Your eight tiles"),
        translate("Lessons",
        "%1, %2 and %3 take their columns. Everyone now holds eight tiles that nobody "
        "else sees.\n\n"
        "Yours: the civil heaven 6-6, earth 1-1, long three 3-3, tiger head 5-6 and "
        "long six 1-5, and the military commander 1-2, mixed nine 4-5 and mixed five "
        "2-3. Point at a tile to see its name and rank. Press Next."), None),
    "lead": (
        translate("Lessons", "Lead 1 to 4 tiles"),
        translate("Lessons",
        "You lead the first round. The leader lays 1 to 4 tiles, any tiles; each starts "
        "a stack. Every other player then lays the same number of tiles, one on each "
        "stack.\n\n"
        "Lead three: click heaven 6-6, the commander 1-2 and the tiger head 5-6, then "
        "press Lead (or drag them to the centre)."),
        translate("Lessons",
        "In this round lead exactly heaven 6-6, the commander 1-2 and the tiger head 5-6: "
        "nothing beats the first two, and the third shows how a stack is taken from "
        "you. Click a raised tile again to lower it.")),
    "stacks": (
        translate("Lessons", "On top or under"),
        translate("Lessons",
        "Watch the stacks. A tile goes on top only when it is of the stack's suit and "
        "higher than the tile on top; anything else (the other suit, a lower tile or an "
        "equal one) goes under.\n\n"
        "%1's man 4-4 goes on top of your tiger head, and %3's earth 1-1 on top of it. "
        "%3's commander 2-4 equals yours, so it goes under: of two equal tiles, the one "
        "laid first stays on top."), None),
    "next_leader": (
        translate("Lessons", "Who leads next"),
        translate("Lessons",
        "Each stack goes to the player whose tile is on top: you took two stacks, %3 "
        "one.\n\n"
        "Whoever took the most stacks leads the next round: you again. (When several "
        "players tie for most, they roll the dice.) Press Next."), None),
    "lead_one": (
        translate("Lessons", "One tile"),
        translate("Lessons",
        "One tile is a lead too. Lead only your long six 1-5, the lowest civil tile: it "
        "will lose, and the lead goes to whoever takes it."),
        translate("Lessons",
        "Lead only the long six 1-5 this time, to see the lead pass to another player.")),
    "lost": (
        translate("Lessons", "The lead passes"),
        translate("Lessons",
        "%1's bench 2-2 goes on top of your long six, and %2's plum flower 5-5 on top "
        "of that: %2 takes the stack and leads the next round. Press Next."), None),
    "follow": (
        translate("Lessons", "Follow"),
        translate("Lessons",
        "%2 led two tiles: the red head 4-6 (civil) and the mixed eight 3-5 (military). "
        "You lay one tile on each stack.\n\n"
        "Drag your long three 3-3 onto the red head: civil and higher, it goes on top. "
        "Drag your mixed nine 4-5 onto the mixed eight: military and higher, on top "
        "too. Then press Confirm."),
        translate("Lessons",
        "Not like that: a tile goes on top only when it is of the stack's own suit and "
        "higher. Put the long three 3-3 on the red head 4-6 and the mixed nine 4-5 on "
        "the mixed eight 3-5: drag a tile onto the other stack to swap them.")),
    "followed": (
        translate("Lessons", "Two stacks for you"),
        translate("Lessons",
        "%1 cannot beat your tiles: both stacks are yours, so you lead the next round.\n\n"
        "Press Next, and the rest of the game plays itself."), None),
    "points": (
        translate("Lessons", "The points"),
        translate("Lessons",
        "All tiles are played and the game is over. Each stack won is one point: eight "
        "points in a game.\n\n"
        "A match is several games; the player who won the last round opens the next "
        "game. That is all of Nines: the lesson is done."), None),
}

def royal() -> dict[str, Words]:
    return {
    "cards": (
        translate("Lessons", "The cards"),
        translate("Lessons",
        "Royal Domino is played with 36 cards in four suits, each with its own colour "
        "and symbol: red, green, blue and shields. The ranks run 6, 7, 8, 9, 10, jack, "
        "queen, king and ace, the highest.\n\n"
        "A game is six deals: five deals of tricks, each with its own penalty, and a last "
        "deal of domino that pays plus points. Play goes counter-clockwise, to your "
        "right. Press Next."), None),
    "no_tricks": (
        translate("Lessons", "Deal 1: no tricks"),
        translate("Lessons",
        "In the first deal every trick you take costs one point. You lead.\n\n"
        "Lead a low card, so that someone else takes the trick: drag your 6 of green to "
        "the table (or double-click it)."),
        translate("Lessons",
        "Every trick costs a point, and the higher the card you lead, the likelier it "
        "takes the trick. Lead your lowest, the 6 of green.")),
    "follow_suit": (
        translate("Lessons", "Follow suit"),
        translate("Lessons",
        "%2's ace took the green trick and %2 led blue; %3 played the 10.\n\n"
        "You hold blue, so you must play blue: whoever can follow the led suit must. "
        "Play the 7 of blue: it is lower than the 10 and takes nothing."),
        translate("Lessons",
        "You hold blue cards, so you must follow with blue, and your jack or king would "
        "beat the 10 and take the trick. Play the 7 of blue.")),
    "no_tricks_rest": (
        translate("Lessons", "The rest of deal 1"),
        translate("Lessons",
        "The highest card of the led suit takes the trick, and whoever takes it leads "
        "next. There are no trumps.\n\n"
        "The rest of this deal has played itself: deal 1 is always played to the last "
        "trick. The totals show what everyone paid, and Scores shows each deal. Press "
        "Next for deal 2."), None),
    "no_shields": (
        translate("Lessons", "Deal 2: no shields"),
        translate("Lessons",
        "Now each shield card you take costs 2. %1 led the ace of red. You have no red, "
        "so you may play any card.\n\n"
        "The trap: shields kept in your hand fall into your own tricks later. Throw your "
        "ace of shields onto this trick: %1's ace of red takes it, and its 2 points "
        "with it."),
        translate("Lessons",
        "Use the chance: you have no red, so give this trick your ace of shields, and "
        "%1's ace of red takes it.")),
    "no_shields_rest": (
        translate("Lessons", "The rest of deal 2"),
        translate("Lessons",
        "The rest of the deal has played itself. This deal ends as soon as all nine "
        "shields are taken. Press Next for deal 3."), None),
    "no_queens": (
        translate("Lessons", "Deal 3: no queens"),
        translate("Lessons",
        "Each queen costs 5. %2 led the king of blue and %3 played the 6.\n\n"
        "You hold the queen and the 7 of blue. Play the queen under the king now: the "
        "king takes it, and its 5 points. Kept, the queen could fall into a trick of "
        "yours later."),
        translate("Lessons",
        "The king is already in the trick, so your queen of blue goes safely under it "
        "now. Play the queen of blue.")),
    "no_queens_rest": (
        translate("Lessons", "The rest of deal 3"),
        translate("Lessons",
        "The rest of the deal has played itself: it ends once all four queens are "
        "taken. Press Next for deal 4."), None),
    "shield_king": (
        translate("Lessons", "Deal 4: the king of shields"),
        translate("Lessons",
        "Only the king of shields costs: 10 points. %3 led the 9 of shields, and you "
        "must follow with shields.\n\n"
        "The trap: your king would take this trick, and its own 10 points with it. Play "
        "the 6 of shields; get rid of the king when you cannot follow suit, or under "
        "a higher shield."),
        translate("Lessons",
        "Your king or queen would take this trick, and with the king it costs you 10. "
        "Play the 6 of shields.")),
    "shield_king_rest": (
        translate("Lessons", "The rest of deal 4"),
        translate("Lessons",
        "The rest of the deal has played itself: it ends as soon as the king of shields "
        "is taken. Press Next for deal 5."), None),
    "last_trick": (
        translate("Lessons", "Deal 5: the last trick"),
        translate("Lessons",
        "In this deal only the last trick costs: 8 points with four players. The tricks "
        "before it are free, so play high cards early and keep low ones for the end.\n\n"
        "You lead: lead your ace of red."),
        translate("Lessons",
        "Early tricks cost nothing in this deal: lead the ace of red and keep your low "
        "cards for the last trick.")),
    "last_trick_rest": (
        translate("Lessons", "The rest of deal 5"),
        translate("Lessons",
        "The rest of the deal has played itself; deal 5 is always played to the last "
        "trick. The penalties of the five deals add up to 65.\n\n"
        "Press Next for the last deal: domino."), None),
    "tens": (
        translate("Lessons", "Deal 6: tens and ends"),
        translate("Lessons",
        "Now the cards are laid in four rows, one for each suit, and each row starts "
        "with its ten. Until a ten is down, only a ten can be laid.\n\n"
        "%1 opened red with the 10, %2 opened green, and %3 laid the jack of red above "
        "the 10. A card goes right next to an end of its row: one below the lowest card "
        "or one above the highest. Lay your 9 of red below the 10."),
        translate("Lessons",
        "A card fits only next to an end of its row: one below the lowest card or one "
        "above the highest. Lay the 9 of red below the 10 of red.")),
    "pass": (
        translate("Lessons", "A forced pass"),
        translate("Lessons",
        "Look at your hand: you have no ten, and nothing fits next to an end of a row. "
        "When you can lay nothing you must pass, and only then may you pass.\n\n"
        "Press Pass."),
        translate("Lessons", "None of your cards fits now: press Pass.")),
    "lay_out_all": (
        translate("Lessons", "Lay out all"),
        translate("Lessons",
        "Now all your cards can go down one after another: the 7 and 6 of red, the 7 and "
        "6 of green, and the shields from the jack to the ace on %3's 10.\n\n"
        "When the whole hand can be laid like that, you may lay it out at once. Press "
        "Lay out all: you leave the deal first, for 30 points."),
        translate("Lessons",
        "You could lay one card, but your whole hand can go down at once: press Lay out "
        "all.")),
    "places": (
        translate("Lessons", "Places and the result"),
        translate("Lessons",
        "The others played on until only one still held cards. With four players the "
        "places pay 30, 20 and 15 points, and the last place nothing.\n\n"
        "Your result is your plus points less your penalties; the highest result wins. "
        "That is all of Royal Domino: the lesson is done."), None),
}

def tiengow() -> dict[str, Words]:
    return {
    "tiles": (
        translate("Lessons", "The tiles"),
        translate("Lessons",
        "Classic Tien Gow is played by four with the 32 tiles of the Chinese dominoes, "
        "eight in each hand. Every tile belongs to one of two suits.\n\n"
        "Civil tiles come in identical pairs: heaven 6-6 is the highest, then earth 1-1, "
        "man 4-4, harmony 1-3, and so on down to the long six 1-5.\n\n"
        "Military tiles are named by their pips: the nines 3-6 and 4-5 are the highest, "
        "then the eights, the sevens, the six 2-4, the fives and the three 1-2. The two "
        "tiles of one total rank equal. Press Next."), None),
    "banker": (
        translate("Lessons", "The banker"),
        translate("Lessons",
        "You are the banker, so you lead the first trick. (In a match, the winner of a "
        "game is the banker of the next.)\n\n"
        "A lead is one tile, a pair, or three or four tiles of one group. Then each "
        "player in turn plays as many tiles: face up only when they beat the highest "
        "play so far, otherwise face down. Nobody has to follow suit. Press Next."), None),
    "single": (
        translate("Lessons", "A single tile"),
        translate("Lessons",
        "A single tile is beaten only by a higher tile of the same suit. Lead a middling "
        "one to see it happen: your long three 3-3. Click it and press Enter (or drag it "
        "to the centre)."),
        translate("Lessons",
        "In this lesson lead only the long three 3-3, to see how a single tile is "
        "beaten. Escape clears your choice.")),
    "beaten": (
        translate("Lessons", "Beaten"),
        translate("Lessons",
        "%1 beats your long three with the plum flower 5-5: civil and higher. %2 cannot "
        "beat it and plays a tile face down. Then %3 beats the plum flower with the "
        "harmony 1-3.\n\n"
        "The last to beat takes the trick: %3 takes it and leads next. Press Next."),
        None),
    "supreme": (
        translate("Lessons", "The Supreme pair"),
        translate("Lessons",
        "%3 leads two tiles: the six 2-4 and the three 1-2, the Supreme pair. Led, it "
        "cannot be beaten, not even by your two heavens.\n\n"
        "You must still play two tiles, so play them face down. Give up your two "
        "weakest, the long seven 1-6 and the long six 1-5: select both and "
        "press D."),
        translate("Lessons",
        "Nothing beats the Supreme pair when it is led. Play the long seven 1-6 and "
        "the long six 1-5 face down: select both and press D.")),
    "face_down": (
        translate("Lessons", "Face down"),
        translate("Lessons",
        "Tiles played face down stay hidden from everyone, and the trick's winner takes "
        "them as they are. You may always play face down, even tiles that could beat.\n\n"
        "%3 takes the trick. Tricks are counted by tiles: a trick of pairs counts 2, so "
        "%3 has 3 now. Press Next."), None),
    "beat_single": (
        translate("Lessons", "Beat a single tile"),
        translate("Lessons",
        "%3 leads the eight 3-5, a military tile. Only a higher military tile beats it: "
        "your nine 4-5. Your eight 2-6 only equals it, and your heavens are civil: a "
        "civil tile never beats a military one, however high.\n\n"
        "Select the nine 4-5 and press Enter."),
        translate("Lessons",
        "Only your nine 4-5 beats the eight 3-5: your eight 2-6 only equals it, and a "
        "civil tile never beats a military one. Select the nine and press Enter.")),
    "single_won": (
        translate("Lessons", "Your first trick"),
        translate("Lessons",
        "%1 and %2 play face down: nobody can beat your nine, and the other nine 3-6 "
        "would only equal it. The trick is yours, and you lead. Press Next."), None),
    "civil_pair": (
        translate("Lessons", "A civil pair"),
        translate("Lessons",
        "Two tiles led together must be a pair. A civil pair is two identical civil "
        "tiles, and it beats only a lower civil pair.\n\n"
        "Lead your two heavens 6-6, the highest civil pair: select both and press "
        "Enter."),
        translate("Lessons",
        "Lead both heavens 6-6 now: nobody can beat the highest civil pair.")),
    "mixed_pair": (
        translate("Lessons", "A mixed pair"),
        translate("Lessons",
        "Nobody beats your heavens: 2 more tricks, 3 in all.\n\n"
        "A mixed pair is a civil tile with a military tile of its group: heaven with a "
        "nine, earth with an eight, man with a seven, harmony with a five. It beats only "
        "a lower mixed pair. Three or four tiles of one group (both earths and an eight, "
        "say) are led as a triplet or a quartet.\n\n"
        "Lead your earth 1-1 with the eight 2-6, your last two tiles."),
        translate("Lessons",
        "Lead the earth 1-1 together with the eight 2-6: a mixed pair, and your last two "
        "tiles.")),
    "last_trick": (
        translate("Lessons", "The last trick"),
        translate("Lessons",
        "Nobody can beat your earth and eight: you take the last trick, and with it the "
        "game. The last trick decides, not who took the most tricks.\n\n"
        "One exception: when the last trick is a single tile, a player with no trick yet "
        "may only play face down to it (\u201cearly death\u201d). Press Next."), None),
    "payments": (
        translate("Lessons", "The payments"),
        translate("Lessons",
        "Each player pays the winner 4 chips minus the tricks they took, or 5 with no "
        "trick; to a player with more than 4 tricks the winner pays the difference. The "
        "banker pays and is paid double.\n\n"
        "%1 and %2 have no trick: 5 each, doubled to 10. %3 has 3: 4 \u2212 3 = 1, "
        "doubled to 2. You win 22 chips, and as the winner you are the banker of the "
        "next game. That is classic Tien Gow: the lesson is done."), None),
}

def _words(game: str, step: str) -> Words:
    words = {"nines": nines, "royal": royal, "tiengow": tiengow}[game]
    return words()[step]


def _named(text: str, names: Sequence[str]) -> str:
    for seat in (3, 2, 1):
        text = text.replace(f"%{seat}", names[seat])
    return text


def title(game: str, step: str) -> str:
    return _words(game, step)[0]


def body(game: str, step: str, names: Sequence[str]) -> str:
    return _named(_words(game, step)[1], names)


def wrong(game: str, step: str, names: Sequence[str]) -> str:
    """What the step says to a move it does not ask for."""
    words = _words(game, step)[2]
    return _named(words, names) if words is not None else body(game, step, names)


def game_title(game: str) -> str:
    if game == "nines":
        return translate("Lessons", "Nines and Heavens")
    if game == "tiengow":
        return translate("Lessons", "Classic Tien Gow")
    return translate("Lessons", "Royal Domino")
