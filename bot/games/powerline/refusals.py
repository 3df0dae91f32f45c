"""Why a Powerline button no longer applies."""

from bot.games.powerline.catalog import say
from bot.table.table import Table


def refusal_for(table: Table | None, round_: int, game_id: int, locale: str) -> str | None:
    """Why a button of `round_` no longer applies, or None if it does, in the clicker's `locale`."""
    if table is None:
        return say(locale, "no-such-game")
    if table.row.status == "cancelled":
        return say(locale, "game-cancelled", game=game_id)
    if table.over:
        return say(locale, "game-over", game=game_id)
    if round_ != table.phase:
        return say(locale, "stale-round", old=round_, game=game_id, now=table.phase)
    return None
