"""A finished game's result in words from its outcome (`engine.core.outcome`): the default of every turn game's
final post, status and `/history`, which a game with more to tell (a scoring line by line) replaces."""

from engine.core.outcome import Outcome
from i18n.catalog import Catalog, listed


def outcome_lines(
    catalog: Catalog, lang: str, title: str, game_id: int, outcome: Outcome | None, names: list[str], scored: bool
) -> list[str]:
    """The header, each seat's place and score when the game is `scored` (not a plain win or loss), and who won:
    one winner, a shared win, or a draw when every seat shares first place. `names` may be mentions."""
    lines = [catalog.text(lang, "result-header", title=title, game=game_id)]
    if outcome is None:
        return lines
    if scored:
        order = sorted(range(len(names)), key=lambda seat: (outcome.ranks[seat], seat))
        lines += [
            catalog.text(lang, "result-place", place=outcome.ranks[s], who=names[s], score=outcome.scores[s])
            for s in order
        ]
    winners = outcome.winners
    if len(winners) == len(names) and len(names) > 1:
        lines.append(catalog.text(lang, "result-draw"))
    elif len(winners) == 1:
        lines.append(catalog.text(lang, "result-winner", who=names[winners[0]]))
    else:
        lines.append(catalog.text(lang, "result-tie", who=listed(lang, [names[s] for s in winners])))
    return lines
