## Les règles de Powerline parlent en codes et en données ; voici leurs mots.
## Les couleurs des ouvriers arrivent en clés (« red ») : le bot les nomme par worker-<clé> avant de remplir un message.

worker-red = rouge
worker-yellow = jaune
worker-blue = bleu
worker-green = vert
worker-white = blanc
worker-black = noir

## Refus, adressés au joueur dont le plan ou l’action enfreint une règle.

error-plan-start = Un plan commence par l’ouvrier { $first } ou l’ouvrier { $last }, pas par { $start }.
error-all-planned = Les { $count } ouvriers sont déjà placés.
error-island-joker = L’île n’a pas besoin de joker.
error-island-segment = L’île n’a pas de cases.
error-unknown-line = Il n’y a pas de ligne électrique { $line } sur votre plateau.
error-line-complete = La ligne électrique { $line } est déjà terminée.
error-line-not-started = La ligne électrique { $line } n’est pas encore commencée : commencez-la par l’une de ses extrémités (à côté de { $one_end } ou à côté de { $other_end }).
error-line-direction = La ligne électrique { $line } se construit depuis son extrémité { $origin } ; la prochaine case libre est la { $position ->
    [1] 1re
   *[other] { $position }e
} case depuis { $station }.
error-die-mismatch = Le dé { $colour } indique { $die }, mais cette case de la ligne électrique { $line } demande un { $needs }. Utilisez un joker ou choisissez un autre emplacement.
error-joker-not-needed = Le dé { $colour } indique déjà { $die } : gardez votre joker.
error-no-joker = Il ne vous reste aucun joker à utiliser.
error-line-limit = Vos ouvriers peuvent construire sur { $limit ->
    [1] une seule ligne électrique
   *[other] { $limit } lignes électriques au plus
} par manche.
error-no-worker = Envoyez au moins un ouvrier.
error-column-empty = Il ne reste aucune tuile Ouvrier dans la colonne { $workers } de votre tableau : vous ne pouvez donc pas envoyer exactement { $workers ->
    [one] un ouvrier
   *[other] { $workers } ouvriers
} cette manche.
error-construction-limit = Limites de construction : { $workers ->
    [1] un ouvrier ne peut
   *[other] { $workers } ouvriers ne peuvent
} construire que sur { $limit ->
    [1] une ligne électrique
   *[other] { $limit } lignes électriques
}, mais ce plan en utilise { $lines }.
error-construction-limit-ahead = Limites de construction : aucun nombre d’ouvriers que vous pouvez encore envoyer ne permet { $lines ->
    [1] une ligne électrique
   *[other] { $lines } lignes électriques
}.
error-columns-empty = Votre tableau n’a plus de tuile Ouvrier dans les colonnes { $workers } à { $last_column } : vous ne pouvez donc pas envoyer { $workers ->
    [one] un ouvrier ou plus
   *[other] { $workers } ouvriers ou plus
}.
error-vacation-off = Cette partie se joue sans la tuile Vacances.
error-vacation-used = Vous avez déjà utilisé votre tuile Vacances.
error-vacation-needs-island = La tuile Vacances ne protège que des pertes sur l’île : envoyez un ouvrier sur l’île pour l’utiliser.
error-game-over = Cette partie est terminée.
error-no-seat = Il n’y a pas de place { $seat } dans cette partie.
error-stale-round = Ce plan a été fait pour la manche { $planned }, mais nous sommes à la manche { $current }.

## Pourquoi un plan suggéré est bon : une phrase de propositions reliées par hint-then ; une proposition avec des
## éléments (lignes, centrales) les énumère en $items, reliés par le list-and commun.

hint-complete = termine { $items }
hint-complete-line = la ligne électrique { $line } (ville { $vp } PV)
hint-finish = achève { $items }
hint-finish-station = la centrale { $type ->
    [wind] éolienne
    [hydro] hydraulique
    [solar] solaire
   *[biogas] à biogaz
} { $station } ({ $vp } PV)
hint-grow = prolonge { $items }
hint-grow-line = la ligne { $line } (+{ $added }, plus que { $left })
hint-joker-tile = prend une tuile de la colonne à un ouvrier pour gagner un joker
hint-spend-jokers = { $count ->
    [1] utilise un joker
   *[other] utilise { $count } jokers
}
hint-island = { $count ->
    [1] envoie un ouvrier sur l’île
   *[other] envoie { $count } ouvriers sur l’île
}
hint-island-vacation = { $count ->
    [1] envoie un ouvrier sur l’île, sans perte grâce à la tuile Vacances
   *[other] envoie { $count } ouvriers sur l’île, sans perte grâce à la tuile Vacances
}
hint-open = garde toutes les options ouvertes
hint-then = { $first } ; { $rest }
hint-gain = { $reason } (+{ $vp } PV dès cette manche).
hint-loss = { $reason } (−{ $vp } PV dès cette manche).
hint-even = { $reason }.
