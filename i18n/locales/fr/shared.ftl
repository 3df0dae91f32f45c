## Commun à tous les jeux : ce que la table dit d’elle-même.

unexpected-error = Un problème est survenu de notre côté. Rien de ce que vous avez soumis n’est perdu ; veuillez réessayer.
restarting = Le bot redémarre. Rien n’a été modifié ; veuillez réessayer dans une minute.
storage-unavailable = Le bot n’arrive pas à joindre ses parties enregistrées pour le moment. Veuillez réessayer dans un instant ; si vous veniez de jouer un coup, il est peut-être déjà enregistré.
unknown-component = Je ne connais pas ce bouton ou ce menu (il vient peut-être d’une ancienne version du bot). Rien n’a changé.

## Commandes slash (Discord montre à chacun la description dans sa langue).

command-start = Ouvre une partie de { $title } dans ce salon.
command-status = Où en est la partie de ce salon.
command-rules = Les règles de { $title } en quelques lignes.
command-cancel = Annule la partie de ce salon (hôte ou « Gérer le serveur »).

## Refus du salon d’attente, pour la personne qui a cliqué.

already-joined = Vous êtes déjà dans cette partie.
not-in-lobby = Vous n’êtes pas dans ce salon d’attente.
host-cannot-leave = Vous êtes l’hôte : annulez le salon d’attente au lieu de le quitter.
table-full = Cette partie est complète ({ $max } joueurs).
limit-open-games = Vous participez déjà à { $open } parties ouvertes sur ce serveur, le maximum permis : { $limit }, soit { $base } plus une par partie que vous avez terminée ici. Terminez, quittez ou annulez-en une d’abord ; /{ name-games } les liste.
too-few = { $title } demande au moins { $min } joueurs : invitez quelqu’un ou ajoutez un joueur ordinateur.
host-only = Seul l’hôte ({ $host }) peut faire cela.
need-human = Au moins une personne doit jouer.
no-bot-to-remove = Il n’y a aucun joueur ordinateur à retirer.
lobby-gone = Ce salon d’attente est fermé.
lobby-started = Cette partie a commencé.
not-in-guild = Les parties se jouent dans un salon de serveur, pas en messages privés.
busy-running = La partie #{ $game } est déjà en cours ici. Terminez-la ou annulez-la d’abord, ou lancez une partie dans un autre salon.
busy-lobby = Le salon d’attente de la partie #{ $game } est ouvert ici : rejoignez-le, annulez-le d’abord, ou lancez une partie dans un autre salon.
rematch-opened = Un nouveau salon d’attente est ouvert : { $link }
rematch-not-over = La partie #{ $game } est encore en cours : la revanche s’ouvre une fois qu’elle est finie.
rematch-seated = La revanche est déjà ouverte : c’est la partie #{ $game }, et vous y avez une place.
cancel-not-allowed = Seul l’hôte ({ $host }) ou une personne avec « Gérer le serveur » peut annuler la partie #{ $game }.
cancel-confirm = Annuler la partie #{ $game } pour tout le monde ? C’est définitif.
cancel-yes = Oui, annuler la partie
cancel-done = La partie #{ $game } est annulée.

## Permissions dont le bot a besoin, nommées comme dans les paramètres du serveur Discord.

missing-permissions = { $count ->
    [one] Je ne peux pas mener de partie ici : il me manque la permission { $names } dans ce salon. Demandez à un administrateur du serveur de l’accorder, ou lancez la partie dans un autre salon.
   *[other] Je ne peux pas mener de partie ici : il me manque les permissions { $names } dans ce salon. Demandez à un administrateur du serveur de les accorder, ou lancez la partie dans un autre salon.
}
list-and = { $first } et { $last }
permission-send_messages = Envoyer des messages
permission-send_messages_in_threads = Envoyer des messages dans les fils
permission-attach_files = Joindre des fichiers
permission-create_public_threads = Créer des fils publics
permission-embed_links = Intégrer des liens
no-thread = { $count ->
    [one] Je n’ai pas pu ouvrir de fil ici (il me manque la permission { $names }), la partie se joue donc dans ce salon.
   *[other] Je n’ai pas pu ouvrir de fil ici (il me manque les permissions { $names }), la partie se joue donc dans ce salon.
}

## Parties terminées, disparues ou qui ne sont pas les vôtres.

not-a-player = Vous ne jouez pas dans la partie #{ $game }.
game-over = La partie #{ $game } est terminée.
game-cancelled = La partie #{ $game } a été annulée.
no-game-here = Il n’y a pas de partie de { $title } dans ce salon. Lancez-en une avec /{ $command } { name-start }.
no-such-game = Cette partie n’existe plus.
status-lobby = La partie #{ $game } est dans son salon d’attente : { $players }.

## La carte du salon d’attente et ce qu’elle devient, dans la langue de la partie.

lobby-title = { $title } · partie #{ $game }
lobby-intro = { $description } Rejoignez ci-dessous ; { $host } lance la partie quand tout le monde est là.
lobby-seats = Joueurs ({ $count }/{ $max })
lobby-timer = Temps par tour
timer-hint = à la fin du temps, l’ordinateur joue pour les absents
timer-choice = { $minutes ->
    [0] Pas de limite
    [60] 1 heure
    [720] 12 heures
    [1440] 1 jour
    [2880] 2 jours
    [4320] 3 jours
   *[other] { $minutes } minutes
}
# The computer levels' names, the same in every game (each game says what its level does, in level-<level>-help).
level-random = Débutant
level-greedy = Confirmé
level-strong = Maître
level-expert = Grand maître
bot-seat = { $level } (ordinateur)
lobby-started-here = Cette partie a commencé.
lobby-started-in = Cette partie a commencé dans { $place }.
lobby-cancelled = Ce salon d’attente a été annulé.
join = Rejoindre
leave = Quitter
start = Lancer
cancel = Annuler
pick-timer = Temps par tour…
pick-bot = Ajouter ou retirer un joueur ordinateur…
add-bot = Ajouter { $level }
remove-bot = Retirer le dernier joueur ordinateur
thread-name = { $title } #{ $game }
cancelled-by = La partie #{ $game } a été annulée par { $who }.

## Option de la commande de lancement : la langue des messages publics de la partie.

option-language = Langue des messages de la partie dans le salon (celle du serveur par défaut)
language-name = Français

## Noms des commandes et des options (en minuscules, sans espace : la règle de Discord).

name-start = lancer
name-status = état
name-rules = règles
name-cancel = annuler
name-language = langue

## Records: /stats and /leaderboard, per server.

command-stats = Le bilan d’un joueur sur ce serveur : parties, victoires, scores et classement.
command-leaderboard = Les meilleurs joueurs de ce serveur, selon leur cote.
option-stats-player = Le bilan de qui (le vôtre par défaut)
option-stats-game = Quel jeu (tous par défaut)
stats-title = **{ $name }** sur ce serveur
stats-line = **{ $title }** : { $played ->
    [one] { $played } partie
   *[other] { $played } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, score moyen { $mean }, meilleur { $best }{ $rating ->
    [none] {""}
   *[other] , cote { $rating }
}
stats-none = { $name } n’a encore terminé aucune partie ici.
leaderboard-title = **Classement : { $title }**
leaderboard-line = { $place }. { $name } : cote { $rating } · { $played ->
    [one] { $played } partie
   *[other] { $played } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
leaderboard-none = Aucune partie avec d’autres joueurs ne s’est encore terminée ici.
sheet-leaderboard = Classement
sheet-records = Bilan par jeu
sheet-game = Jeu
sheet-player = Joueur
sheet-played = Parties
sheet-wins = Victoires
sheet-mean = Moyenne
sheet-best = Meilleur
sheet-rating = Cote
sheet-number = { $value }
name-stats = bilan
name-leaderboard = classement
name-stats-player = qui
name-stats-game = jeu
name-season = saison
option-season = Quel mois (le mois en cours par défaut), ou toutes les parties
season-all = Depuis toujours
season-unknown = « { $season } » n’est pas une saison : choisissez un mois dans la liste, ou { $all } pour toutes les parties.
leaderboard-none-in = Aucune partie avec d’autres joueurs ne s’est terminée ici en { $season }.

command-back = Rejouer vous-même après avoir été marqué absent dans la partie de ce salon.
name-back = retour
button-back = Je suis de retour
away-notice = 💤 { $who }, le minuteur a joué pour vous deux fois de suite dans la partie #{ $game } : l’ordinateur joue donc désormais pour vous sans attendre. Appuyez sur **Je suis de retour** pour rejouer.
back-notice = ✅ { $who } est de retour et rejoue.
back-done = Bon retour ! Vous jouez de nouveau vous-même la partie #{ $game } dès votre prochain tour.
back-not-away = Vous n’êtes pas marqué absent dans la partie #{ $game } : rien à faire.
reminder = ⏰ { $people } : la moitié de votre temps est écoulée dans la partie #{ $game }. Votre coup est attendu { $when } ; ensuite, l’ordinateur joue pour vous.
reminder-reserve = ⏰ { $people } : la moitié de votre temps est écoulée dans la partie #{ $game }. Votre coup est attendu { $when } ; ensuite votre réserve s’écoule, puis l’ordinateur joue pour vous.
command-pause = Mettre la partie de ce salon en pause : ni coups ni minuteur (hôte ou « Gérer le serveur »).
command-resume = Reprendre la partie en pause de ce salon ; son minuteur repart là où il s’était arrêté.
name-pause = pause
name-resume = reprendre
paused-notice = ⏸️ La partie #{ $game } est mise en pause par { $who } : ni coups ni minuteur jusqu’à `/{ $command } reprendre`.
resumed-notice = ▶️ La partie #{ $game } continue : { $who } l’a reprise, et le minuteur repart là où il s’était arrêté.
closed-notice = 🧹 La partie #{ $game } est close : personne n’a joué depuis { $days } jours.
pause-not-allowed = Seul l’hôte ({ $host }) ou quelqu’un ayant la permission « Gérer le serveur » peut mettre en pause ou reprendre la partie #{ $game }.
paused-done = La partie #{ $game } est en pause. `/{ $command } reprendre` la relance.
resumed-done = La partie #{ $game } continue.
already-paused = La partie #{ $game } est déjà en pause.
already-resumed = La partie #{ $game } n’est pas en pause.
game-paused = La partie #{ $game } est en pause : rien ne peut être joué avant que l’hôte utilise `/{ $command } reprendre`.
command-history = Les parties terminées d’un joueur sur ce serveur, chacune avec sa rediffusion.
name-history = historique
history-title = **Parties terminées de { $name }**, la plus récente d’abord
history-line = #{ $game } · { $title } · { $when } · { $players ->
    [1] en solo
   *[other] { $place }ᵉ place sur { $players }
} · { $score } points
history-pick = Revoir une partie : classement et accéléré…
history-option = #{ $game } { $title } · { $players ->
    [1] en solo
   *[other] { $place }ᵉ place sur { $players }
}
command-daily = Le défi { $title } du jour : une partie en solo, les mêmes dés pour tous.
name-daily = quotidien
thread-name-daily = { $title } défi #{ $game }
daily-intro = 🗓️ { $who } relève le défi { $title } du { $day } : { $rules }. Les mêmes dés pour tous aujourd’hui.
daily-done = Vous avez déjà relevé le défi { $title } du jour ({ $day }). Ici aujourd’hui :
daily-no-place = Le bot n’a pas pu ouvrir de fil pour votre défi, et ce salon a déjà sa propre partie. Réessayez dans un autre salon.
daily-line = { $place }. { $name } : { $vp } PV
daily-playing = · { $name } : en cours…
daily-streak = 🔥 Votre série : { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} d’affilée.

## The turn of a game where one seat plays at a time: its card, its private picker and the final post.
button-take = Jouer mon tour
button-status = État
button-rematch = Revanche
rematch-hint = Appuyez sur **{ button-rematch }** pour ouvrir un nouveau salon d’attente avec les mêmes joueurs et réglages.
turn-deadline = Tour attendu { $when } ; ensuite, l’ordinateur le termine pour { $who }.
stale-turn = Ce bouton date d’un tour précédent de la partie #{ $game }. Utilisez le dernier message de tour.
recap-title = **Depuis votre dernier coup :**
recap-earlier = ({ $count ->
    [one] { $count } ligne avant
   *[other] { $count } lignes avant
} : voir le fil)
picker-stale = Ce choix concernait un tour déjà terminé. Utilisez le dernier message de tour.
not-your-turn = C’est à { $who } de jouer, pas à vous.
error-malformed-action = Ce coup est illisible : rien n’a changé. Utilisez le dernier message de tour.

## A small game on the kit (bot.table.one_click): its opening, a move gone, who starts; and any turn game's result.
game-begins = **{ $title } #{ $game }** commence : { $players }. { $first } joue en premier.
move-gone = Ce coup n’est plus possible, rien n’a changé. Choisissez-en un autre.
status-turn = **{ $title }** #{ $game } : { $who } doit jouer.
result-header = **Partie { $title } #{ $game } terminée.**
result-place = { $place }. { $who } : { $score }
result-winner = 🏆 { $who } gagne.
result-tie = 🏆 { $who } se partagent la victoire.
result-draw = Match nul : personne ne gagne.
lobby-starter = Qui commence
pick-starter = Qui joue en premier…
starter-host = L’hôte
starter-guest = L’autre joueur
starter-random = Tiré au sort

## /games: the asker's games in this server.

command-games = Vos parties sur ce serveur, celles qui vous attendent d’abord, avec un bouton pour jouer.
name-games = parties
games-title = **Vos parties ici** · { $count ->
    [1] une partie
   *[other] { $count } parties
} · { $awaited ->
    [0] aucune ne vous attend
    [one] ⏰ une vous attend
   *[other] ⏰ { $awaited } vous attendent
}
games-none = Vous ne jouez encore à aucune partie sur ce serveur : lancez-en une avec la commande start d’un jeu, `/powerline start` par exemple.
games-game = **{ $title }** #{ $game } · { $place }
games-lobby = 🪑 Dans son salon d’attente, { $seated ->
    [1] une place prise
   *[other] { $seated } places prises
} · ouverte { $when }
games-your-move = ⏰ **À vous de jouer**
games-others = ⌛ Au tour des autres
games-deadline = fin du temps { $when }
games-last = dernier coup { $when }
games-finished = 🏁 Terminée : { $place ->
    [1] 1ʳᵉ
   *[other] { $place }ᵉ
} sur { $players }, { $score } points · { $when }
games-closed = ✖️ Fermée · { $when }
games-play = Jouer
games-previous = ◀ Précédente
games-next = Suivante ▶
games-page = Page { $page } sur { $pages }

## /notify: direct messages a person asks for.

command-notify = Recevoir un message quand une partie vous attend, quand votre plan est le dernier, quand une partie finit.
name-notify = notifier
name-notify-mode = tout
notify-mode-on = activés : tous les messages
notify-mode-off = désactivés : aucun
option-notify-mode = Tous les messages activés, ou désactivés
notify-title = **Messages privés du bot** (vous seul voyez ceci)
notify-state-on = ✅
notify-state-off = ⬜
notify-kind-turn = quand une partie vous attend : votre tour, ou le plan d’une manche à rendre
notify-kind-last = quand la manche n’attend plus que votre plan
notify-kind-reminder = dans la dernière heure d’un long tour que vous devez encore (jeu par correspondance)
notify-kind-ended = quand une de vos parties se termine
notify-closed = ⚠️ Discord a refusé le dernier message qui vous était destiné : vos messages privés sont peut-être fermés pour ce serveur. Ouvrez-les, puis appuyez sur un bouton ici pour réessayer.
notify-button-turn = Votre tour
notify-button-last = Dernier plan
notify-button-reminder = Dernière heure
notify-button-ended = Fin de partie
notify-all-on = Tout activer
notify-all-off = Tout désactiver
notify-turn = ⏰ **{ $title }** #{ $game } vous attend : { $link }
notify-last = ⏳ **{ $title }** #{ $game } : la manche n’attend plus que votre plan. { $link }
notify-reminder = ⌛ **{ $title }** #{ $game } : il vous reste moins d’une heure pour jouer, ensuite l’ordinateur joue à votre place. { $link }
notify-ended = 🏁 **{ $title }** #{ $game } est terminée : { $place ->
    [1] 1ʳᵉ
   *[other] { $place }ᵉ
} place sur { $players }. { $link }

## The board in words: image descriptions and "Read the board"
alt-more = La suite sous « Lire le plateau ».
read-board = Lire le plateau
read-title = 📖 **{ $title }** #{ $game } : le plateau en mots
read-page = Page { $page } sur { $pages }
read-previous = Page précédente
read-next = Page suivante
read-failed = Le plateau n’a pas pu être mis en mots pour l’instant. Réessayez dans un moment.

# Play over days: each person's reserve beyond the turn timer, and holidays (/away) a game waits for.
reserve-choice = { $minutes ->
    [0] Pas de réserve
    [720] 12 heures de réserve
    [1440] 1 jour de réserve
    [4320] 3 jours de réserve
    [10080] 7 jours de réserve
   *[other] { $minutes } minutes de réserve
}
reserve-help = Temps en plus par joueur pour toute la partie, utilisé seulement au-delà du temps par tour
pick-reserve = Réserve par joueur…
lobby-reserve = Réserve au-delà du temps par tour : { $reserve } par joueur pour toute la partie. Un joueur en vacances (/{ name-away }) est attendu jusqu’à { $days } jours par partie.
lobby-no-reserve = Pas de réserve au-delà du temps par tour. Un joueur en vacances (/{ name-away }) est attendu jusqu’à { $days } jours par partie.
span-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
span-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
turn-reserve = ⏳ Réserve avant que l’ordinateur prenne la main : { $people }
turn-holiday = 🏖️ { $who } est en vacances jusqu’au { $until } ; la partie l’attend encore { $left }.
games-reserve = réserve { $left }
name-away = vacances
name-away-days = jours
command-away = Vous partez ? Vos parties sur ce serveur vous attendent pendant vos vacances.
option-away-days = Combien de jours vous êtes absent, à partir de maintenant (1 à 14)
away-done = 🏖️ Bonnes vacances ! Vous êtes absent jusqu’au { $until } dans { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} de ce serveur. Chacune vous attend jusqu’à { $days } jours en tout ; ensuite l’ordinateur joue pour vous. Appuyez sur **Je suis de retour** sur un avis dans l’une d’elles à votre retour.
away-no-games = Vous n’avez aucune partie en cours sur ce serveur : rien n’a besoin de vous attendre.
holiday-notice = 🏖️ { $who } est en vacances jusqu’au { $until }. La partie #{ $game } l’attend jusqu’à { $days } jours en tout ; ensuite l’ordinateur joue à sa place.
holiday-back-notice = ✅ { $who } est rentré de vacances.
holiday-back-done = Bon retour ! { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} de ce serveur n’attendent plus vos vacances.

# The server's own settings (/server-settings, Manage Server) and the limits they set.
limit-channels = Sur ce serveur, les parties ne commencent que dans { $channels }, comme l’ont choisi ses gestionnaires. Ouvrez la vôtre là-bas.
limit-channel-games = Ce salon compte déjà { $limit } parties ouvertes, le maximum que ce serveur permet par salon. Terminez ou annulez-en une ici, ou ouvrez la vôtre dans un autre salon.
limit-server-games = Ce serveur compte déjà { $limit } parties ouvertes, le maximum que ses gestionnaires permettent. Terminez ou annulez-en une d’abord ; /{ name-games } liste les vôtres.
name-server-settings = reglages-serveur
command-server-settings = Les limites du serveur sur les parties ouvertes, où elles commencent, temps et langue des nouveaux salons
server-settings-not-allowed = Seule une personne ayant la permission Gérer le serveur peut changer les réglages du serveur.
server-title = ⚙️ Réglages de ce serveur
server-per-person = **Parties ouvertes par personne :** { $limit }, plus une par partie terminée ici
server-per-channel = **Parties ouvertes par salon :** { $limit }
server-per-server = **Parties ouvertes sur le serveur :** { $limit }
server-channels = **Les parties commencent dans :** { $channels }
server-timer = **Temps par tour des nouveaux salons :** { $timer }
server-language = **Langue des nouvelles parties :** { $language }
server-no-limit = Pas de limite
server-any-channel = tout salon où le bot peut jouer
server-own-language = La langue du serveur
server-person-choice = { $count ->
    [one] { $count } partie par personne
   *[other] { $count } parties par personne
}
server-channel-choice = { $count ->
    [one] { $count } partie ouverte par salon
   *[other] { $count } parties ouvertes par salon
}
server-server-choice = { $count ->
    [one] { $count } partie ouverte sur le serveur
   *[other] { $count } parties ouvertes sur le serveur
}
server-channel-unlimited = Pas de limite par salon
server-server-unlimited = Pas de limite sur le serveur
server-pick-person = Parties ouvertes par personne…
server-pick-channel = Parties ouvertes par salon…
server-pick-server = Parties ouvertes sur le serveur…
server-pick-channels = Salons où les parties commencent (aucun : tous)…
server-pick-timer = Temps par tour des nouveaux salons…
server-pick-language = Langue des nouvelles parties…

# /help: every game the bot hosts, how a turn works, and where to go next.
name-help = aide
command-help = Les jeux auxquels jouer ici, comment se joue un tour, et un bouton pour en lancer un
help-title = 🎲 Jeux de société sur ce serveur
help-intro = Appuyez sur le bouton d’un jeu ci-dessous : son salon d’attente s’ouvre dans ce salon, d’autres le rejoignent, et la partie a son propre fil.
help-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
help-players-range = { $fewest } à { $most } joueurs
help-simultaneous = tout le monde planifie en même temps
help-alternating = chacun son tour
help-rules = Les règles en bref : { $command }.
help-turns = **Comment se joue un tour :** quand une partie vous attend, appuyez sur **Jouer mon tour** (ou **Planifier ma manche**) sur sa carte : vos choix s’ouvrent en privé, pour vous seul. Une fois confirmés, le fil montre votre coup à tous.
help-more = /{ name-games } liste vos parties · /{ name-notify } pour que le bot vous écrive quand une partie attend · /{ name-away } quand vous partez en vacances · /{ name-stats } et /{ name-leaderboard } pour les bilans
help-start = Lancer { $title }

# The welcome, posted once when the bot joins a server.
welcome-title = 👋 Merci de m’avoir invité !
welcome-text = J’anime des jeux de société pour ce serveur : { $games }. Tapez /{ name-help } pour les voir et en lancer un : chacun joue ses tours en privé, et la partie se déroule dans son propre fil.
welcome-permissions = Pour animer une partie dans un salon, il me faut ces permissions là-bas : { $permissions }. Une personne pouvant gérer le serveur fixe limites et réglages avec /{ name-server-settings }.
