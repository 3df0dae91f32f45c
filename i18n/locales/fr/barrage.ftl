## Barrage : le salon d’attente.

game-description = Barrages, conduites et centrales dans les Alpes : l’eau devient énergie, 2 à 4 joueurs.
game-length = 5 manches
level-random-help = prend au hasard l’un des choix proposés
level-greedy-help = joue le tour qui paraît le meilleur sur le moment
level-strong-help = compare ses meilleurs tours avec la suite de la manche
level-expert-help = compare ses tours comme Maître, avec un jugement affiné sur des milliers de ses propres parties
lobby-setup = Mise en place
pick-setup = Mise en place…
setup-introductory = Découverte
setup-introductory-help = paires fixes de compagnie et de dirigeant, sans bureau des brevets
setup-standard = Standard
setup-standard-help = compagnies et contrats choisis à tour de rôle, bureau des brevets

## Commandes.

command-map = Voir la carte telle qu’elle est (vous seul voyez la réponse).
command-company = Voir le plateau d’une compagnie : le vôtre ou celui d’une place.
command-boards = Voir les plateaux communs : cases d’action, contrats, bureau des brevets.
option-player = La compagnie de qui
name-player = joueur
option-seat = Le numéro de place, tel que /barrage { name-status } les liste
name-map = carte
name-company = compagnie
name-boards = plateaux
name-seat = place
shown-map = La carte de la partie #{ $game }, au début de ce tour.
shown-company = La compagnie de { $name } ({ $company }), au début de ce tour.
shown-boards = Les plateaux communs de la partie #{ $game }, au début de ce tour.
board-not-playing = { $name } ne joue pas dans la partie #{ $game } : indiquez une place pour voir sa compagnie.
no-such-seat = La partie #{ $game } a { $seats } places ; il n’y a pas de place { $seat }.

## Le salon, dans la langue de la partie.

game-started = **Barrage #{ $game }** commence (mise en place : { $setup }, cinq manches). Ordre du tour : { $order }. Tuile objectif : { $objective }. Tuile bonus de la manche 1 : { $bonus }.
order-seat = { $place }. { $who } ({ $company })
turn-header = **Manche { $round }/{ $rounds }** · à { $who } de jouer ({ $company })
turn-header-setup = **Mise en place** · { $who } choisit une compagnie et un contrat de départ
turn-header-income = **Manche { $round }, revenus** · { $who } choisit ce que rapportent ses revenus
round-over = **La manche { $round } est terminée.** { $drops ->
    [0] Il ne restait pas d’eau aux sources.
    [one] Une goutte est descendue des sources.
   *[other] { $drops } gouttes sont descendues des sources.
}
round-bonus = Décompte, avec la tuile bonus { $bonus } ({ $each } PV chacun) :
round-next = **Manche { $round }** · ordre du tour : { $order } · tuile bonus : { $bonus }
final-header = 🏁 **Barrage #{ $game } est terminé !** Décompte final :
final-place = { $place }. { $who } : { $vp } PV
final-winner = { $winner } gagne avec { $vp } PV.
final-tie = { $winners } se partagent la victoire avec { $vp } PV.

## Tuiles objectif et bonus.

objective-red-spaces = bases et centrales sur des cases rouges
objective-strongest-area = constructions dans votre région la plus forte
objective-weakest-area = constructions dans votre région la plus faible
objective-connected = barrages reliés à vos centrales
objective-presence = bassins avec vos constructions
objective-strongholds = bassins avec 3 de vos constructions
bonus-contracts = contrats remplis
bonus-bases = bases
bonus-elevations = élévations
bonus-conduits = conduites
bonus-powerhouses = centrales
bonus-advanced = tuiles avancées

## État, pour qui le demande.

status = Partie #{ $game } · manche { $round }/{ $rounds } · à { $who } de jouer
status-over = La partie #{ $game } est terminée.
status-line = { $seat }. { $name } ({ $company }) : { $supply }

## Le choix du tour, privé, dans la langue du joueur au trait.

picker-header = **À vous de jouer · manche { $round }/{ $rounds }** ({ $company }) · { $supply }
picker-header-setup = **Votre choix · mise en place**
picker-header-income = **Vos revenus · manche { $round }**
picker-so-far = Jusqu’ici : { $choices }
picker-complete = Votre tour est prêt :
    { $turn }
    Appuyez sur **{ button-confirm }** pour le jouer, ou sur **{ button-undo }** pour changer le dernier choix.
picker-shortlist = **Tours complets** les mieux notés par la recherche de l’ordinateur fort : un clic, puis **{ button-confirm }**.
picker-shortlist-line = **{ $n }.** { $turn }
picker-shortlist-failed = Aucun tour complet n’a pu être calculé pour l’instant ; composez le vôtre choix par choix.
picker-step-by-step = Ou choisissez étape par étape :
button-shortlist = Tour { $n }
picker-suggestion = **L’ordinateur fort jouerait** : { $turn }
picker-suggestion-failed = Aucune suggestion n’a pu être calculée pour l’instant ; réessayez dans un moment.
button-suggest = Suggérer un coup
button-suggestion-play = Jouer la suggestion
pick-option = Choisir…
pick-page = Choisir… (page { $page } sur { $pages })
option-drops-energy = { $count ->
    [one] { $count } goutte
   *[other] { $count } gouttes
} → { $energy } énergie
button-undo = Défaire
button-confirm = Valider le tour
button-previous = ◀ Précédents
button-next = Suivants ▶
turn-played = Vous avez joué votre tour :
    { $turn }
picker-moved = Votre tour a changé dans une autre fenêtre ; le voici tel qu’il est maintenant.
choice-gone = Ce choix n’est plus possible ; voici votre tour tel qu’il est.

## Le récit : chaque tour en une ligne par joueur, les actions séparées par des points-virgules.

narrate-line = **{ $who }** : { $actions }
narrate-next = { $done } ; { $then }
narrate-earlier = ({ $count ->
    [one] { $count } ligne précédente omise
   *[other] { $count } lignes précédentes omises
})
narrate-times = { $phrase } (×{ $count })
narrate-played-for = (joué par l’ordinateur : le temps était écoulé)
narrate-played-for-away = (joué par l’ordinateur : absent)
narrate-picked = a choisi { $company } avec { $officer } et le contrat de départ { $contract }
narrate-officer = a copié la capacité de { $officer }
narrate-space = a placé { $engineers ->
    [one] { $engineers } ingénieur
   *[other] { $engineers } ingénieurs
} sur { $space }{ $credits ->
    [0] {""}
    [one] {" "}pour 1 crédit
   *[other] {" "}pour { $credits } crédits
}
narrate-built = a construit { $structure } en { $spot } avec la tuile { $tile }, pour { $cost }
narrate-built-free = a construit { $structure } en { $spot }
narrate-gained = a reçu { $reward }
narrate-excavator = a pris une excavatrice
narrate-mixer = a pris une bétonnière
narrate-wheel-back = a tourné la roue et récupéré { $items }
narrate-drops = a mis { $drops ->
    [1] une goutte
   *[other] { $drops } gouttes
} sur la source { $headstream }
narrate-headstream = La source { $headstream } reçoit { $drops ->
    [1] une goutte
   *[other] { $drops } gouttes
}
narrate-filled = a rempli { $spot } avec { $drops ->
    [1] une goutte
   *[other] { $drops } gouttes
}
narrate-flowed = l’eau a coulé : { $stops }
flow-dam = { $count ->
    [1] une goutte
   *[other] { $count } gouttes
} dans { $spot }
flow-sea = { $count ->
    [1] une goutte
   *[other] { $count } gouttes
} vers la mer
narrate-produced = a produit { $energy } énergie avec { $drops ->
    [1] une goutte
   *[other] { $drops } gouttes
} en { $spot }
narrate-toll = (en payant { $credits ->
    [one] { $credits } crédit
   *[other] { $credits } crédits
} à { $owner } pour la conduite)
narrate-energy-ability = a reçu { $energy } énergie grâce à la capacité nationale
narrate-energy-flow = a reçu { $energy } énergie grâce à l’eau passant par ses centrales
narrate-energy-reward = a reçu { $energy } énergie
narrate-contract-taken = a pris le contrat { $contract }
narrate-contract-discarded = a défaussé le contrat { $contract }
narrate-contract-fulfilled = a rempli le contrat { $contract }
narrate-tile-bought = a acheté la tuile { $tile }
narrate-tile-copied = a utilisé la tuile d’Anton comme { $tile }
narrate-passed = a passé pour le reste de la manche

## Un tour entier proposé avant d’être joué (la liste, la suggestion) : ce que fera le tour, comme un plan.
## Les mêmes tournures que la narration ci-dessus, à l’infinitif ; les mouvements de l’eau gardent ses mots.

offer-picked = choisir { $company } avec { $officer } et le contrat de départ { $contract }
offer-officer = copier la capacité de { $officer }
offer-space = placer { $engineers ->
    [one] { $engineers } ingénieur
   *[other] { $engineers } ingénieurs
} sur { $space }{ $credits ->
    [0] {""}
    [one] {" "}pour 1 crédit
   *[other] {" "}pour { $credits } crédits
}
offer-built = construire { $structure } en { $spot } avec la tuile { $tile }, pour { $cost }
offer-built-free = construire { $structure } en { $spot }
offer-gained = recevoir { $reward }
offer-excavator = prendre une excavatrice
offer-mixer = prendre une bétonnière
offer-wheel-back = tourner la roue et récupérer { $items }
offer-drops = mettre { $drops ->
    [1] une goutte
   *[other] { $drops } gouttes
} sur la source { $headstream }
offer-filled = remplir { $spot } avec { $drops ->
    [1] une goutte
   *[other] { $drops } gouttes
}
offer-produced = produire { $energy } énergie avec { $drops ->
    [1] une goutte
   *[other] { $drops } gouttes
} en { $spot }
offer-toll = (en payant { $credits ->
    [one] { $credits } crédit
   *[other] { $credits } crédits
} à { $owner } pour la conduite)
offer-energy-ability = recevoir { $energy } énergie grâce à la capacité nationale
offer-energy-flow = recevoir { $energy } énergie grâce à l’eau passant par vos centrales
offer-energy-reward = recevoir { $energy } énergie
offer-contract-taken = prendre le contrat { $contract }
offer-contract-discarded = défausser le contrat { $contract }
offer-contract-fulfilled = remplir le contrat { $contract }
offer-tile-bought = acheter la tuile { $tile }
offer-tile-copied = utiliser la tuile d’Anton comme { $tile }
offer-passed = passer pour le reste de la manche
picker-suggestion-listed = **L’ordinateur fort jouerait le tour { $n }** de la liste ci-dessus.

## Lignes de décompte ($vp avec son signe : +6, −3 ; $points le même changement en nombre, pour choisir une variante).

score-energy-first = le plus d’énergie ({ $count }) : { $vp } PV
score-energy-tied-first = à égalité pour le plus d’énergie ({ $count }) : { $vp } PV
score-energy-second = deuxième en énergie ({ $count }) : { $vp } PV
score-energy-tied-second = à égalité pour la deuxième place en énergie ({ $count }) : { $vp } PV
score-energy-band = { $count } énergie : { $credits ->
    [one] { $credits } crédit
   *[other] { $credits } crédits
}{ $points ->
    [0] {""}
   *[other] , { $vp } PV
}
score-bonus = tuile bonus ({ $count }) : { $vp } PV{ $penalty ->
    [0] {""}
   *[other] {" "}({ $penalty } de moins, faute d’énergie pour l’objectif de la manche)
}
score-objective = tuile objectif ({ $count }) : { $vp } PV
score-leftovers = { $count } crédits et machines restants : { $vp } PV
score-water = { $count ->
    [one] { $count } goutte
   *[other] { $count } gouttes
} dans ses barrages : { $vp } PV

## /barrage rules, en nos propres mots.

rules-summary =
    📘 **Barrage en bref** (Tommaso Battista et Simone Luciani, Cranio Creations)
    • Deux à quatre compagnies construisent barrages, conduites et centrales dans une vallée alpine. L’eau descend de quatre sources à travers montagnes, collines et plaines ; elle s’arrête dans le premier barrage qui a de la place.
    • Cinq manches. Chaque manche : revenus, l’eau arrive aux sources, puis les tours s’enchaînent jusqu’à ce que chacun ait placé tous ses ingénieurs ; ensuite l’eau des sources s’écoule et la manche est décomptée.
    • Un tour place des ingénieurs sur une case d’action et l’exécute : construire (une tuile technologique et des machines vont sur votre roue de construction, qui les rend quelques tours plus tard), produire (votre centrale, une conduite qui y mène, un barrage au-dessus avec de l’eau : gouttes × valeur de la conduite, plus le modificateur de la case), mettre de l’eau aux sources, tourner la roue, acheter des machines, prendre des contrats ou des crédits à la banque.
    • L’énergie d’une production peut remplir un contrat. Le plus d’énergie d’une manche rapporte 6 PV, le deuxième 2 ; chacun reçoit des crédits selon son énergie, et la tuile bonus de la manche paie vos constructions si vous avez produit assez d’énergie.
    • À la fin : la tuile objectif, 1 PV par 5 crédits et machines restants, et 1 PV par goutte dans vos barrages. Le plus de PV gagne.
    • Lire la carte : une case à bord rouge coûte des crédits en plus (l’exemple rouge sur la carte dit combien) ; une conduite montre sa valeur et une flèche vers le bassin où elle mène ; un barrage montre sa hauteur et les gouttes qu’il retient, en gris s’il est neutre ; un halo marque ce que le dernier tour a changé ; les lettres roses sont les choix que nomme votre sélecteur.
    • Sur Discord : appuyez sur **Jouer mon tour** ; le bot ne propose que ce que les règles permettent, étape par étape. Chaque choix peut être annulé jusqu’à ce que vous validiez le tour.
