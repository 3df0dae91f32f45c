## Für alle Spiele: was der Tisch über sich selbst sagt.

unexpected-error = Bei uns ist etwas schiefgelaufen. Nichts von dem, was du abgegeben hast, ist verloren; bitte versuche es noch einmal.
restarting = Der Bot startet gerade neu. Es wurde nichts geändert; bitte versuche es in einer Minute noch einmal.
storage-unavailable = Der Bot erreicht seine gespeicherten Spiele gerade nicht. Bitte versuche es gleich noch einmal; ein Zug, den du eben gemacht hast, ist vielleicht schon gespeichert.
unknown-component = Diesen Knopf oder dieses Menü kenne ich nicht (vielleicht stammt es aus einer älteren Version des Bots). Es wurde nichts geändert.

## Slash-Befehle (Discord zeigt jedem die Beschreibung in seiner Sprache).

command-start = Eröffnet in diesem Kanal eine Runde { $title }.
command-status = Wie das Spiel in diesem Kanal steht.
command-rules = Die Regeln von { $title } in wenigen Zeilen.
command-cancel = Bricht das Spiel in diesem Kanal ab (Gastgeber oder „Server verwalten“).

## Ablehnungen in der Lobby, nur für die Person, die geklickt hat.

already-joined = Du bist schon in diesem Spiel.
not-in-lobby = Du bist nicht in dieser Lobby.
host-cannot-leave = Du bist Gastgeber: Brich die Lobby ab, statt sie zu verlassen.
table-full = Dieses Spiel ist voll ({ $max } Spieler).
limit-open-games = Du sitzt auf diesem Server schon an { $open } offenen Partien, mehr geht nicht: { $limit }, also { $base } plus eine für jede Partie, die du hier beendet hast. Beende, verlasse oder brich zuerst eine ab; /{ name-games } zeigt sie dir.
too-few = { $title } braucht mindestens { $min } Spieler: Lade jemanden ein oder füge einen Computerspieler hinzu.
host-only = Das kann nur der Gastgeber ({ $host }).
need-human = Mindestens ein Mensch muss mitspielen.
no-bot-to-remove = Es gibt keinen Computerspieler zum Entfernen.
lobby-gone = Diese Lobby ist geschlossen.
lobby-started = Dieses Spiel hat begonnen.
not-in-guild = Gespielt wird in einem Serverkanal, nicht in Direktnachrichten.
busy-running = Spiel #{ $game } läuft hier schon. Beende oder brich es zuerst ab, oder starte ein Spiel in einem anderen Kanal.
busy-lobby = Die Lobby von Spiel #{ $game } ist hier offen: Tritt ihr bei, brich sie zuerst ab, oder starte ein Spiel in einem anderen Kanal.
rematch-opened = Eine neue Lobby ist offen: { $link }
rematch-not-over = Spiel #{ $game } läuft noch: Eine Revanche gibt es, sobald es vorbei ist.
rematch-seated = Die Revanche ist schon als Spiel #{ $game } offen, und du hast dort einen Platz.
cancel-not-allowed = Nur der Gastgeber ({ $host }) oder jemand mit „Server verwalten“ kann Spiel #{ $game } abbrechen.
cancel-confirm = Spiel #{ $game } für alle abbrechen? Das lässt sich nicht rückgängig machen.
cancel-yes = Ja, Spiel abbrechen
cancel-done = Spiel #{ $game } ist abgebrochen.

## Berechtigungen, die der Bot braucht, so benannt wie in Discords Servereinstellungen.

missing-permissions = { $count ->
    [one] Ich kann hier kein Spiel leiten: Mir fehlt in diesem Kanal die Berechtigung { $names }. Bitte eine Server-Admin-Person, sie zu erteilen, oder starte das Spiel in einem anderen Kanal.
   *[other] Ich kann hier kein Spiel leiten: Mir fehlen in diesem Kanal die Berechtigungen { $names }. Bitte eine Server-Admin-Person, sie zu erteilen, oder starte das Spiel in einem anderen Kanal.
}
list-and = { $first } und { $last }
permission-send_messages = Nachrichten senden
permission-send_messages_in_threads = Nachrichten in Threads senden
permission-attach_files = Dateien anhängen
permission-create_public_threads = Öffentliche Threads erstellen
permission-embed_links = Links einbetten
no-thread = { $count ->
    [one] Ich konnte hier keinen Thread öffnen (mir fehlt die Berechtigung { $names }), daher läuft das Spiel in diesem Kanal.
   *[other] Ich konnte hier keinen Thread öffnen (mir fehlen die Berechtigungen { $names }), daher läuft das Spiel in diesem Kanal.
}

## Spiele, die vorbei, weg oder nicht deine sind.

not-a-player = Du spielst in Spiel #{ $game } nicht mit.
game-over = Spiel #{ $game } ist vorbei.
game-cancelled = Spiel #{ $game } wurde abgebrochen.
no-game-here = In diesem Kanal gibt es kein Spiel { $title }. Starte eines mit /{ $command } { name-start }.
no-such-game = Dieses Spiel gibt es nicht mehr.
status-lobby = Spiel #{ $game } ist noch in der Lobby: { $players }.

## Die Lobby-Karte und was mit ihr geschieht, in der Sprache des Spiels.

lobby-title = { $title } · Spiel #{ $game }
lobby-intro = { $description } Tritt unten bei; { $host } startet das Spiel, sobald alle da sind.
lobby-seats = Spieler ({ $count }/{ $max })
lobby-timer = Zugzeit
timer-hint = läuft sie ab, spielt der Computer für alle, die fehlen
timer-choice = { $minutes ->
    [0] Keine Zugzeit
    [60] 1 Stunde
    [720] 12 Stunden
    [1440] 1 Tag
    [2880] 2 Tage
    [4320] 3 Tage
   *[other] { $minutes } Minuten
}
# The computer levels' names, the same in every game (each game says what its level does, in level-<level>-help).
level-random = Neuling
level-greedy = Routinier
level-strong = Meister
level-expert = Großmeister
bot-seat = { $level } (Computer)
lobby-started-here = Dieses Spiel hat begonnen.
lobby-started-in = Dieses Spiel hat in { $place } begonnen.
lobby-cancelled = Diese Lobby wurde abgebrochen.
join = Beitreten
leave = Verlassen
start = Starten
cancel = Abbrechen
pick-timer = Zugzeit…
pick-bot = Computerspieler hinzufügen oder entfernen…
add-bot = { $level } hinzufügen
remove-bot = Letzten Computerspieler entfernen
thread-name = { $title } #{ $game }
cancelled-by = Spiel #{ $game } wurde von { $who } abgebrochen.

## Option des Start-Befehls: die Sprache der öffentlichen Nachrichten des Spiels.

option-language = Sprache der Spielnachrichten im Kanal (sonst die des Servers)
language-name = Deutsch

## Namen der Befehle und Optionen (klein, ohne Leerzeichen: so verlangt es Discord).

name-start = starten
name-status = stand
name-rules = regeln
name-cancel = abbrechen
name-language = sprache

## Records: /stats and /leaderboard, per server.

command-stats = Die Bilanz eines Spielers auf diesem Server: Partien, Siege, Punkte und Wertung.
command-leaderboard = Die besten Spieler dieses Servers, nach Wertung.
option-stats-player = Wessen Bilanz (sonst deine)
option-stats-game = Welches Spiel (sonst alle)
stats-title = **{ $name }** auf diesem Server
stats-line = **{ $title }**: { $played ->
    [one] { $played } Partie
   *[other] { $played } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, im Schnitt { $mean } Punkte, bestes Ergebnis { $best }{ $rating ->
    [none] {""}
   *[other] , Wertung { $rating }
}
stats-none = { $name } hat hier noch keine Partie beendet.
leaderboard-title = **Bestenliste: { $title }**
leaderboard-line = { $place }. { $name }: Wertung { $rating } · { $played ->
    [one] { $played } Partie
   *[other] { $played } Partien
} · { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
leaderboard-none = Hier ist noch keine Partie mit anderen Spielern zu Ende gegangen.
sheet-leaderboard = Bestenliste
sheet-records = Bilanz je Spiel
sheet-game = Spiel
sheet-player = Spieler
sheet-played = Partien
sheet-wins = Siege
sheet-mean = Schnitt
sheet-best = Bestes
sheet-rating = Wertung
sheet-number = { $value }
name-stats = statistik
name-leaderboard = bestenliste
name-stats-player = wer
name-stats-game = spiel
name-season = saison
option-season = Welcher Monat (sonst der laufende) oder alle Partien
season-all = Alle Partien
season-unknown = „{ $season }“ ist keine Saison: Wähle einen Monat aus der Liste oder { $all } für alle Partien.
leaderboard-none-in = Im { $season } ist hier keine Partie mit anderen Spielern zu Ende gegangen.

command-back = Nach einer Abwesenheit im Spiel in diesem Kanal wieder selbst spielen.
name-back = zurück
button-back = Ich bin zurück
away-notice = 💤 { $who }, der Timer hat in Spiel #{ $game } zweimal hintereinander für dich gespielt, deshalb spielt jetzt sofort der Computer für dich. Drücke **Ich bin zurück**, um wieder selbst zu spielen.
back-notice = ✅ { $who } ist zurück und spielt wieder selbst.
back-done = Willkommen zurück! Ab deinem nächsten Zug spielst du Spiel #{ $game } wieder selbst.
back-not-away = Du bist in Spiel #{ $game } nicht als abwesend markiert: nichts zu tun.
reminder = ⏰ { $people }: Die Hälfte eurer Zeit in Spiel #{ $game } ist um. Euer Zug ist fällig { $when }; danach spielt der Computer für euch.
reminder-reserve = ⏰ { $people }: Die Hälfte eurer Zeit in Spiel #{ $game } ist um. Euer Zug ist fällig { $when }; danach läuft eure Reserve, und dann spielt der Computer für euch.
command-pause = Das Spiel hier pausieren: keine Züge, kein Timer (Gastgeber oder „Server verwalten“).
command-resume = Das pausierte Spiel in diesem Kanal fortsetzen; sein Timer läuft dort weiter, wo er stand.
name-pause = pause
name-resume = weiter
paused-notice = ⏸️ Spiel #{ $game } wurde von { $who } pausiert: keine Züge und kein Timer bis `/{ $command } weiter`.
resumed-notice = ▶️ Spiel #{ $game } geht weiter: { $who } hat es fortgesetzt, der Timer läuft dort weiter, wo er stand.
closed-notice = 🧹 Spiel #{ $game } ist geschlossen: Seit { $days } Tagen hat niemand gezogen.
pause-not-allowed = Nur der Gastgeber ({ $host }) oder jemand mit „Server verwalten“ kann Spiel #{ $game } pausieren oder fortsetzen.
paused-done = Spiel #{ $game } ist pausiert. `/{ $command } weiter` setzt es fort.
resumed-done = Spiel #{ $game } geht weiter.
already-paused = Spiel #{ $game } ist schon pausiert.
already-resumed = Spiel #{ $game } ist nicht pausiert.
game-paused = Spiel #{ $game } ist pausiert: Es kann nichts gespielt werden, bis der Gastgeber `/{ $command } weiter` verwendet.
command-history = Die beendeten Spiele eines Spielers auf diesem Server, jedes mit Wiederholung.
name-history = verlauf
history-title = **Beendete Spiele von { $name }**, das neueste zuerst
history-line = #{ $game } · { $title } · { $when } · { $players ->
    [1] solo
   *[other] Platz { $place } von { $players }
} · { $score } Punkte
history-pick = Ein Spiel wiederholen: Endstand und Zeitraffer…
history-option = #{ $game } { $title } · { $players ->
    [1] solo
   *[other] Platz { $place } von { $players }
}
command-daily = Die { $title }-Herausforderung des Tages: ein Solospiel, für alle dieselben Würfel.
name-daily = täglich
thread-name-daily = { $title } Tagesspiel #{ $game }
daily-intro = 🗓️ { $who } stellt sich der { $title }-Herausforderung vom { $day }: { $rules }. Heute für alle dieselben Würfel.
daily-done = Du hast die heutige { $title }-Herausforderung ({ $day }) schon gespielt. Stand hier heute:
daily-no-place = Der Bot konnte keinen Thread für deine Herausforderung öffnen, und in diesem Kanal läuft schon ein Spiel. Versuch es in einem anderen Kanal.
daily-line = { $place }. { $name }: { $vp } SP
daily-playing = · { $name }: spielt noch…
daily-streak = 🔥 Deine Serie: { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} in Folge.

## The turn of a game where one seat plays at a time: its card, its private picker and the final post.
button-take = Meinen Zug spielen
button-status = Stand
button-rematch = Revanche
rematch-hint = Drücke **{ button-rematch }**, um eine neue Lobby mit denselben Spielern und Einstellungen zu öffnen.
turn-deadline = Zug fällig { $when }; danach spielt der Computer ihn für { $who } zu Ende.
stale-turn = Dieser Knopf stammt aus einem früheren Zug von Spiel #{ $game }. Nimm die neueste Zugnachricht.
recap-title = **Seit deinem letzten Zug:**
recap-earlier = ({ $count ->
    [one] eine Zeile davor
   *[other] { $count } Zeilen davor
}: siehe Thread)
picker-stale = Diese Zugauswahl gehörte zu einem Zug, der vorbei ist. Nimm die neueste Zugnachricht.
not-your-turn = { $who } ist am Zug, nicht du.
error-malformed-action = Dieser Zug ließ sich nicht lesen, es hat sich nichts geändert. Nimm die neueste Zugnachricht.

## A small game on the kit (bot.table.one_click): its opening, a move gone, who starts; and any turn game's result.
game-begins = **{ $title } #{ $game }** beginnt: { $players }. { $first } zieht zuerst.
move-gone = Dieser Zug ist nicht mehr möglich, es hat sich nichts geändert. Wähle einen anderen.
status-turn = **{ $title }** #{ $game }: { $who } ist am Zug.
result-header = **{ $title } #{ $game } ist beendet.**
result-place = { $place }. { $who }: { $score }
result-winner = 🏆 { $who } gewinnt.
result-tie = 🏆 { $who } teilen sich den Sieg.
result-draw = Unentschieden: niemand gewinnt.
lobby-starter = Wer beginnt
pick-starter = Wer zieht zuerst…
starter-host = Der Gastgeber
starter-guest = Der andere Spieler
starter-random = Ausgelost

## /games: the asker's games in this server.

command-games = Deine Partien auf diesem Server, die auf dich wartenden zuerst, mit einem Knopf zum Spielen.
name-games = partien
games-title = **Deine Partien hier** · { $count ->
    [one] eine Partie
   *[other] { $count } Partien
} · { $awaited ->
    [0] keine wartet auf dich
    [one] ⏰ eine wartet auf dich
   *[other] ⏰ { $awaited } warten auf dich
}
games-none = Du sitzt auf diesem Server noch an keiner Partie: Starte eine mit dem Start-Befehl eines Spiels, zum Beispiel `/powerline start`.
games-game = **{ $title }** #{ $game } · { $place }
games-lobby = 🪑 In der Lobby, { $seated ->
    [one] ein Platz besetzt
   *[other] { $seated } Plätze besetzt
} · eröffnet { $when }
games-your-move = ⏰ **Du bist dran**
games-others = ⌛ Die anderen sind dran
games-deadline = Zeit läuft ab { $when }
games-last = letzter Zug { $when }
games-finished = 🏁 Beendet: Platz { $place } von { $players }, { $score } Punkte · { $when }
games-closed = ✖️ Geschlossen · { $when }
games-play = Spielen
games-previous = ◀ Zurück
games-next = Weiter ▶
games-page = Seite { $page } von { $pages }

## /notify: direct messages a person asks for.

command-notify = Lass dir schreiben, wenn eine Partie auf dich wartet, dein Plan als letzter fehlt oder eine Partie endet.
name-notify = benachrichtigen
name-notify-mode = alle
notify-mode-on = an: alle Nachrichten
notify-mode-off = aus: keine
option-notify-mode = Alle Nachrichten an oder aus
notify-title = **Direktnachrichten vom Bot** (nur du siehst das)
notify-state-on = ✅
notify-state-off = ⬜
notify-kind-turn = wenn eine Partie auf dich wartet: du bist dran, oder der Plan einer Runde ist fällig
notify-kind-last = wenn die Runde nur noch auf deinen Plan wartet
notify-kind-reminder = in der letzten Stunde eines langen Zuges, den du noch schuldest (Spiel per Post)
notify-kind-ended = wenn eine deiner Partien endet
notify-closed = ⚠️ Discord hat die letzte Nachricht an dich abgelehnt: Deine Direktnachrichten sind für diesen Server vielleicht geschlossen. Öffne sie und drücke dann einen Knopf hier, um es erneut zu versuchen.
notify-button-turn = Du bist dran
notify-button-last = Letzter Plan
notify-button-reminder = Letzte Stunde
notify-button-ended = Partie vorbei
notify-all-on = Alle an
notify-all-off = Alle aus
notify-turn = ⏰ **{ $title }** #{ $game } wartet auf dich: { $link }
notify-last = ⏳ **{ $title }** #{ $game }: Die Runde wartet nur noch auf deinen Plan. { $link }
notify-reminder = ⌛ **{ $title }** #{ $game }: Dir bleibt weniger als eine Stunde für deinen Zug, dann macht ihn der Computer. { $link }
notify-ended = 🏁 **{ $title }** #{ $game } ist vorbei: Platz { $place } von { $players }. { $link }

## The board in words: image descriptions and "Read the board"
alt-more = Mehr unter „Spielplan lesen“.
read-board = Spielplan lesen
read-title = 📖 **{ $title }** #{ $game }: der Spielplan in Worten
read-page = Seite { $page } von { $pages }
read-previous = Vorige Seite
read-next = Nächste Seite
read-failed = Der Spielplan ließ sich gerade nicht in Worte fassen. Versuch es gleich noch einmal.

# Play over days: each person's reserve beyond the turn timer, and holidays (/away) a game waits for.
reserve-choice = { $minutes ->
    [0] Keine Reserve
    [720] 12 Stunden Reserve
    [1440] 1 Tag Reserve
    [4320] 3 Tage Reserve
    [10080] 7 Tage Reserve
   *[other] { $minutes } Minuten Reserve
}
reserve-help = Zusätzliche Zeit je Spieler für das ganze Spiel, nur jenseits der Zugzeit verbraucht
pick-reserve = Reserve je Spieler…
lobby-reserve = Reserve über die Zugzeit hinaus: { $reserve } je Spieler für das ganze Spiel. Auf Spieler im Urlaub (/{ name-away }) wird je Spiel bis zu { $days } Tage gewartet.
lobby-no-reserve = Keine Reserve über die Zugzeit hinaus. Auf Spieler im Urlaub (/{ name-away }) wird je Spiel bis zu { $days } Tage gewartet.
span-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
span-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
span-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
turn-reserve = ⏳ Reserve, bevor der Computer übernimmt: { $people }
turn-holiday = 🏖️ { $who } ist bis { $until } im Urlaub; das Spiel wartet noch { $left } auf sie.
games-reserve = Reserve { $left }
name-away = urlaub
name-away-days = tage
command-away = Unterwegs? Deine Spiele auf diesem Server warten auf dich, solange du im Urlaub bist.
option-away-days = Wie viele Tage du ab jetzt weg bist (1 bis 14)
away-done = 🏖️ Schönen Urlaub! Du bist bis { $until } in { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spielen
} dieses Servers abwesend. Jedes wartet insgesamt bis zu { $days } Tage auf dich; danach spielt der Computer für dich. Drück **Ich bin zurück** auf einer Meldung in einem davon, wenn du wieder da bist.
away-no-games = Du hast auf diesem Server kein laufendes Spiel, also muss nichts auf dich warten.
holiday-notice = 🏖️ { $who } ist bis { $until } im Urlaub. Spiel #{ $game } wartet insgesamt bis zu { $days } Tage auf sie; danach spielt der Computer für sie.
holiday-back-notice = ✅ { $who } ist aus dem Urlaub zurück.
holiday-back-done = Willkommen zurück! { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
} auf diesem Server warten nicht mehr auf deinen Urlaub.

# The server's own settings (/server-settings, Manage Server) and the limits they set.
limit-channels = Partien starten auf diesem Server nur in { $channels }, so haben es seine Verwalter festgelegt. Eröffne deine dort.
limit-channel-games = Dieser Kanal hat schon { $limit } offene Partien, mehr erlaubt dieser Server in einem Kanal nicht. Beende oder brich hier eine ab oder eröffne deine in einem anderen Kanal.
limit-server-games = Dieser Server hat schon { $limit } offene Partien, mehr erlauben seine Verwalter nicht. Beende oder brich zuerst eine ab; /{ name-games } zeigt deine.
name-server-settings = server-einstellungen
command-server-settings = Die Grenzen des Servers für offene Partien, wo Partien starten, Zugzeit und Sprache neuer Lobbys
server-settings-not-allowed = Nur wer die Berechtigung „Server verwalten“ hat, kann die Einstellungen des Servers ändern.
server-title = ⚙️ Einstellungen für diesen Server
server-per-person = **Offene Partien je Person:** { $limit }, plus eine für jede hier beendete Partie
server-per-channel = **Offene Partien je Kanal:** { $limit }
server-per-server = **Offene Partien auf dem Server:** { $limit }
server-channels = **Partien starten in:** { $channels }
server-timer = **Zugzeit neuer Lobbys:** { $timer }
server-language = **Sprache neuer Partien:** { $language }
server-no-limit = Keine Grenze
server-any-channel = jedem Kanal, in dem der Bot spielen darf
server-own-language = Die Sprache des Servers
server-person-choice = { $count ->
    [one] { $count } Partie je Person
   *[other] { $count } Partien je Person
}
server-channel-choice = { $count ->
    [one] { $count } offene Partie je Kanal
   *[other] { $count } offene Partien je Kanal
}
server-server-choice = { $count ->
    [one] { $count } offene Partie auf dem Server
   *[other] { $count } offene Partien auf dem Server
}
server-channel-unlimited = Keine Grenze je Kanal
server-server-unlimited = Keine Grenze auf dem Server
server-pick-person = Offene Partien je Person…
server-pick-channel = Offene Partien je Kanal…
server-pick-server = Offene Partien auf dem Server…
server-pick-channels = Kanäle, in denen Partien starten (keiner: alle)…
server-pick-timer = Zugzeit neuer Lobbys…
server-pick-language = Sprache neuer Partien…

# /help: every game the bot hosts, how a turn works, and where to go next.
name-help = hilfe
command-help = Die Spiele, die du hier spielen kannst, wie ein Zug geht, und ein Knopf, um eins zu starten
help-title = 🎲 Brettspiele auf diesem Server
help-intro = Drück unten auf den Knopf eines Spiels: Seine Lobby öffnet sich in diesem Kanal, andere treten bei, und das Spiel bekommt einen eigenen Thread.
help-players = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
help-players-range = { $fewest }–{ $most } Spieler
help-simultaneous = alle planen gleichzeitig
help-alternating = einer nach dem anderen
help-rules = Die Regeln in Kürze: { $command }.
help-turns = **So geht ein Zug:** Wartet ein Spiel auf dich, drück auf seiner Karte **Meinen Zug spielen** (oder **Meine Runde planen**): Deine Auswahl öffnet sich privat, nur für dich. Sobald du bestätigst, zeigt der Thread allen deinen Zug.
help-more = /{ name-games } zeigt deine Spiele · /{ name-notify } lässt dir der Bot schreiben, wenn ein Spiel wartet · /{ name-away }, wenn du in Urlaub fährst · /{ name-stats } und /{ name-leaderboard } für Bilanzen
help-start = { $title } starten

# The welcome, posted once when the bot joins a server.
welcome-title = 👋 Danke für die Einladung!
welcome-text = Ich richte Brettspiele für diesen Server aus: { $games }. Tippe /{ name-help }, um sie zu sehen und eins zu starten: Jeder macht seine Züge privat, und das Spiel läuft in einem eigenen Thread.
welcome-permissions = Um in einem Kanal ein Spiel auszurichten, brauche ich dort diese Berechtigungen: { $permissions }. Wer den Server verwalten darf, legt mit /{ name-server-settings } Grenzen und Vorgaben fest.
