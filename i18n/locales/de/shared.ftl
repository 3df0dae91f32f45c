## Für alle Spiele: was der Tisch über sich selbst sagt.

unexpected-error = Bei uns ist etwas schiefgelaufen. Nichts von dem, was du abgegeben hast, ist verloren; bitte versuche es noch einmal.
restarting = Der Bot startet gerade neu. Es wurde nichts geändert; bitte versuche es in einer Minute noch einmal.
unknown-component = Diesen Knopf oder dieses Menü kenne ich nicht (vielleicht stammt es aus einer älteren Version des Bots). Es wurde nichts geändert.

## Slash-Befehle (Discord zeigt jedem die Beschreibung in seiner Sprache).

command-start = Eröffnet in diesem Kanal eine Runde { $title }.
command-status = Wie das Spiel in diesem Kanal steht.
command-rules = Die Regeln von { $title } in wenigen Zeilen.
command-cancel = Bricht das Spiel in diesem Kanal ab (Gastgeber oder „Server verwalten“).
