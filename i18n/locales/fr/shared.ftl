## Commun à tous les jeux : ce que la table dit d’elle-même.

unexpected-error = Un problème est survenu de notre côté. Rien de ce que vous avez soumis n’est perdu ; veuillez réessayer.
restarting = Le bot redémarre. Rien n’a été modifié ; veuillez réessayer dans une minute.
unknown-component = Je ne connais pas ce bouton ou ce menu (il vient peut-être d’une ancienne version du bot). Rien n’a changé.

## Commandes slash (Discord montre à chacun la description dans sa langue).

command-start = Ouvre une partie de { $title } dans ce salon.
command-status = Où en est la partie de ce salon.
command-rules = Les règles de { $title } en quelques lignes.
command-cancel = Annule la partie de ce salon (hôte ou « Gérer le serveur »).
