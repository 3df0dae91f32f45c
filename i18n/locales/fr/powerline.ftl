## Powerline : le salon d’attente.

game-description = Roll-and-build pour 1 à 6 : six dés communs, des plans secrets, puis tous construisent ensemble.
game-length = 15 manches
level-random-help = joue n’importe quel plan permis
level-greedy-help = prend le plus de points à chaque manche
level-strong-help = planifie pour toute la partie
lobby-tiles = Tuiles de score
lobby-rules = Règles
pick-toggles = Règles optionnelles…
pick-tiles = Tuiles de score…
toggle-construction_limits = Limites de construction (tableau bleu)
toggle-adventure_island = Île de l’aventure
toggle-vacation = Tuile vacances
toggle-side_a = Tuiles tirées sur la face A (deux jokers de score)
tiles-base = Tuiles de base A · D · G
tiles-by_colour = Contrats : un par groupe de couleurs
tiles-any = Contrats : trois au choix
tiles-special_mixed = Contrats spéciaux mélangés
tiles-special_alone = Contrats spéciaux seuls (J · K · L)

## Commandes propres à Powerline.

command-board = Voir le plateau d’un joueur (le vôtre par défaut).
option-player = Le plateau de qui
option-seat = Ou un numéro de place, comme dans /powerline { name-status }
name-board = plateau
name-player = joueur
name-seat = place

## Les manches dans le salon, dans la langue de la partie.

game-started = **Powerline #{ $game }** commence ! { $players }
    À chaque manche, appuyez sur **{ button-plan }** : vous seul voyez votre plan.
round-header = **Manche { $round }/{ $rounds }** · dés { $dice }
round-waiting = On attend : { $people }
round-all-in = Tous les plans sont là.
round-deadline = Plans attendus { $when } ; ensuite, l’ordinateur planifie pour les absents.
round-resolved = La manche { $round } est terminée.
button-plan = Planifier ma manche
button-board = Mon plateau
button-timelapse = Mon accéléré

## Le planificateur privé, dans la langue de son propriétaire.

planner-header = **Votre plan · manche { $round }** · dés { $dice } · { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}
planner-pick-start = Choisissez l’ouvrier qui commence votre plan : le rouge va de rouge → noir, le noir de noir → rouge.
planner-so-far = Jusqu’ici : { $steps }
planner-nothing-yet = —
planner-next = Ouvrier suivant : **{ $worker }** (dé { $die }).
planner-all-placed = Les six ouvriers sont placés.
planner-can-submit = Vous pouvez vous arrêter ici et valider, ou ajouter des ouvriers.
planner-vacation = 🏖️ Tuile Vacances : les ouvriers sur l’île ne coûtent rien cette manche.
planner-submitted = ✅ Votre plan est enregistré. Vous pouvez encore le modifier et le revalider jusqu’à la fin de la manche.
planner-submitted-differs = ✅ Un plan est enregistré, mais ce brouillon est différent : validez-le pour remplacer l’ancien.
planner-out-of-date = Cette fenêtre n’était plus à jour (vous avez modifié le plan ailleurs) ; voici votre plan actuel.
planner-round-done = Tout le monde a joué : la manche se construit, son résumé suit ici.
planner-hint = 💡 Plan suggéré : { $reason }
planner-hint-ask = Votre brouillon n’a pas changé : appuyez sur **{ button-hint-use }** pour le remplacer.
planner-hint-failed = Aucune suggestion n’a pu être calculée pour l’instant ; votre plan est inchangé. Réessayez dans un instant.
planner-already-built = Votre plan était enregistré quand la manche { $round } a été construite ; rien n’a changé. Voyez le salon de la partie.
planner-stale = Ce planificateur était pour la manche { $old }, qui est terminée. Appuyez sur **{ button-plan }** dans le dernier message de manche.
planner-game-over = Cette partie est terminée.
button-start-red = Commencer par le rouge
button-start-black = Commencer par le noir
button-undo = Défaire
button-reset = Recommencer
button-vacation-on = Utiliser la tuile Vacances
button-vacation-off = Ne pas utiliser la tuile Vacances
button-hint = Suggérer un plan
button-hint-use = Prendre le plan suggéré
button-submit = Valider le plan
pick-placement = Où va l’ouvrier { $worker } ?
pick-placement-more = …autres cases pour l’ouvrier { $worker } ({ $page })
spot-island = Île
spot-island-help = toujours possible ; coûte des PV, sauf en vacances
spot-segment = Ligne { $line } · depuis { $origin } · tronçon { $position } (il faut { $needs })
spot-joker = 🃏 Joker : ligne { $line } · depuis { $origin } · tronçon { $position } (il faut { $needs })
spot-completes = termine la ligne : ville { $vp } PV
submitted-ok = Plan validé pour la manche { $round }.
already-submitted = Ce plan exact est déjà enregistré pour la manche { $round } ; rien n’a changé.
choice-gone = Ce choix n’est plus possible ; voici votre plan actuel.
stale-round = Ce bouton date de la manche { $old } ; la partie #{ $game } en est à la manche { $now }. Utilisez le dernier message de manche.

## État et plateaux, pour qui les demande.

status = Partie #{ $game } · manche { $round }/{ $rounds } · { $waiting }
status-line = { $place }. { $name } (place { $seat }) : { $vp } PV
board-of = Le plateau de { $name } après la manche { $round }.
board-start = Le plateau de { $name } avant la manche 1.
board-final = Le plateau de { $name } en fin de partie.
board-not-playing = { $name } ne joue pas dans la partie #{ $game }.
no-such-seat = La partie #{ $game } a les places 1 à { $seats } ; il n’y a pas de place { $seat }.
timelapse-of = Le plateau de { $name }, manche par manche.

## Le récit d’une manche dans le salon.

resolved = **Manche { $round } construite** · dés { $dice }
timeout = ⏰ Temps écoulé : l’ordinateur a planifié pour { $people }.
away-played = 💤 Absent : l’ordinateur a planifié pour { $people }.
narrate-player = **{ $name }** { $change } → { $vp } PV : { $parts }
narrate-nothing = rien de nouveau
built = construit { $lines }
completed = termine la ligne { $line } → ville { $vp } PV
city-powered-late = la ville de la ligne { $line } reçoit enfin de l’énergie → { $vp } PV
city-waiting = ligne { $line } terminée, sa ville attend de l’énergie
station = centrale { $station } +{ $vp } PV
island-loss = { $workers } sur l’île −{ $vp } PV
island-free = { $workers } sur l’île, en vacances
joker-spent = { $count ->
    [one] { $count } joker dépensé
   *[other] { $count } jokers dépensés
}
joker-sun = gagne un joker (un seul ouvrier)
scoring-header = **Décompte { $scoring }**
scoring-player = **{ $name }** : { $parts } = +{ $total } PV
tile-paid = { $tile } +{ $vp }
scoring-joker = +1 joker
end-penalty = **{ $name }** : { $lines ->
    [one] { $lines } ligne inachevée
   *[other] { $lines } lignes inachevées
} −{ $vp } PV
final-header = 🏁 **La partie #{ $game } est terminée !**
final-line = { $medal } **{ $name }** { $vp } PV
solo-rating = Classement solo : **{ $title }** ({ $vp } PV).

## /powerline rules, avec nos propres mots.

rules-summary =
    📘 **Powerline en bref**
    • 15 manches. À chaque manche, six dés de couleur sont lancés pour tout le monde.
    • Vous planifiez en secret : une suite d’ouvriers qui commence par le rouge ou le noir, l’un après l’autre dans l’ordre des couleurs. Chaque ouvrier construit le tronçon suivant d’une ligne électrique dont le numéro correspond à son dé, ou part sur l’île.
    • Une nouvelle ligne peut commencer à l’un ou l’autre bout ; ensuite elle grandit depuis ce bout. Au plus 3 lignes par manche.
    • Le nombre d’ouvriers envoyés doit correspondre à une tuile encore sur votre tableau d’ouvriers ; en envoyer un seul rapporte un joker, et un joker permet à un ouvrier d’ignorer son dé.
    • Chaque ouvrier sur l’île coûte 1 PV (la tuile Vacances l’évite, une fois par partie).
    • Terminez une ligne pour alimenter sa ville et la marquer (si vous avez une tuile énergie) ; terminez toutes les lignes autour d’une centrale pour marquer la centrale.
    • Les tuiles de décompte rapportent après les manches 5, 10 et 15. Les lignes commencées et inachevées coûtent des points à la fin. Le plus de PV l’emporte.

## /stats: what Powerline adds to a player's line.

stats-solo = meilleure partie solo { $vp } PV : { $title }
