"""Why a Powerline button no longer applies."""

from bot import strings as table_strings
from bot.games.powerline import strings
from bot.table.table import Table


def refusal_for(table: Table | None, round_: int, game_id: int) -> str | None:
    """Why a button of `round_` no longer applies, or None if it does."""
    if table is None:
        return table_strings.NO_SUCH_GAME
    if table.row.status == "cancelled":
        return table_strings.GAME_CANCELLED.format(game=game_id)
    if table.over:
        return table_strings.GAME_OVER.format(game=game_id)
    if round_ != table.phase:
        return strings.STALE_ROUND.format(old=round_, game=game_id, now=table.phase)
    return None
