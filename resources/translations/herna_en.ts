<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <source>About equal to the coach's choice (too close for its search to tell apart): %n move(s)</source>
            <translation>
                <numerusform>About equal to the coach's choice (too close for its search to tell apart): %n move</numerusform>
                <numerusform>About equal to the coach's choice (too close for its search to tell apart): %n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JoinDialog</name>
        <message numerus="yes">
            <source>%1's table: %2, %n free seat(s)</source>
            <translation>
                <numerusform>%1's table: %2, %n free seat</numerusform>
                <numerusform>%1's table: %2, %n free seats</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LastRoundPanel</name>
        <message numerus="yes">
            <source>%n stack(s)</source>
            <translation>
                <numerusform>%n stack</numerusform>
                <numerusform>%n stacks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NetController</name>
        <message numerus="yes">
            <source>Waiting for %1, who is away: a computer plays for them in %n second(s).</source>
            <translation>
                <numerusform>Waiting for %1, who is away: a computer plays for them in %n second.</numerusform>
                <numerusform>Waiting for %1, who is away: a computer plays for them in %n seconds.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n game</numerusform>
                <numerusform>%n games</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NinesDirector</name>
        <message numerus="yes">
            <source>%1 leads %n tile(s).</source>
            <translation>
                <numerusform>%1 leads %n tile.</numerusform>
                <numerusform>%1 leads %n tiles.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n stack(s)</source>
            <translation>
                <numerusform>%1: %n stack</numerusform>
                <numerusform>%1: %n stacks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winner: %1 (%n point(s))</source>
            <translation>
                <numerusform>Winner: %1 (%n point)</numerusform>
                <numerusform>Winner: %1 (%n points)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Shared win: %1 (%n point(s) each)</source>
            <translation>
                <numerusform>Shared win: %1 (%n point each)</numerusform>
                <numerusform>Shared win: %1 (%n points each)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n point(s)</source>
            <translation>
                <numerusform>%1: %n point</numerusform>
                <numerusform>%1: %n points</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Reasons</name>
        <message numerus="yes">
            <source>Lay %n tiles, one on each stack.</source>
            <translation>
                <numerusform>Lay %n tiles, one on each stack.</numerusform>
                <numerusform>Lay %n tiles, one on each stack.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Play %n tile(s), as many as were led.</source>
            <translation>
                <numerusform>Play %n tile, as many as were led.</numerusform>
                <numerusform>Play %n tiles, as many as were led.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RoyalTable</name>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SeatBoards</name>
        <message numerus="yes">
            <source>%n stack(s)</source>
            <translation>
                <numerusform>%n stack</numerusform>
                <numerusform>%n stacks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message numerus="yes">
            <source>%n finished game(s) not yet written into the history: kept until it can be written.</source>
            <translation>
                <numerusform>%n finished game not yet written into the history: kept until it can be written.</numerusform>
                <numerusform>%n finished games not yet written into the history: kept until it can be written.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Forget all %n game(s) in the history? This cannot be undone.</source>
            <translation>
                <numerusform>Forget all %n game in the history? This cannot be undone.</numerusform>
                <numerusform>Forget all %n games in the history? This cannot be undone.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TienGowAccess</name>
        <message numerus="yes">
            <source>%n tile(s) face down</source>
            <translation>
                <numerusform>%n tile face down</numerusform>
                <numerusform>%n tiles face down</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TienGowDirector</name>
        <message numerus="yes">
            <source>%1 discards %n tile(s) face down.</source>
            <translation>
                <numerusform>%1 discards %n tile face down.</numerusform>
                <numerusform>%1 discards %n tiles face down.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 wins the trick (%n trick(s) so far).</source>
            <translation>
                <numerusform>%1 wins the trick (%n trick so far).</numerusform>
                <numerusform>%1 wins the trick (%n tricks so far).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TienGowLedger</name>
        <message numerus="yes">
            <source>%n chip(s)</source>
            <translation>
                <numerusform>%n chip</numerusform>
                <numerusform>%n chips</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TienGowNarration</name>
        <message numerus="yes">
            <source>%1 discards %n tile(s) face down.</source>
            <translation>
                <numerusform>%1 discards %n tile face down.</numerusform>
                <numerusform>%1 discards %n tiles face down.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 wins the trick (%n trick(s) so far).</source>
            <translation>
                <numerusform>%1 wins the trick (%n trick so far).</numerusform>
                <numerusform>%1 wins the trick (%n tricks so far).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TienGowSeats</name>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TienGowWords</name>
        <message numerus="yes">
            <source>Follow with %n tile(s): Beat face up, or Discard face down.</source>
            <translation>
                <numerusform>Follow with %n tile: Beat face up, or Discard face down.</numerusform>
                <numerusform>Follow with %n tiles: Beat face up, or Discard face down.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Nothing of yours beats it: choose %n tile(s) to discard face down.</source>
            <translation>
                <numerusform>Nothing of yours beats it: choose %n tile to discard face down.</numerusform>
                <numerusform>Nothing of yours beats it: choose %n tiles to discard face down.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TurnWords</name>
        <message numerus="yes">
            <source>Lay %n tiles, one on each stack: drag them there, then Confirm.</source>
            <translation>
                <numerusform>Lay %n tiles, one on each stack: drag them there, then Confirm.</numerusform>
                <numerusform>Lay %n tiles, one on each stack: drag them there, then Confirm.</numerusform>
            </translation>
        </message>
    </context>
</TS>
