"""Why a Powerline button no longer applies."""

from bot.games.powerline import strings
from bot.table.table import Table
from i18n.catalog import text


def refusal_for(table: Table | None, round_: int, game_id: int, locale: str) -> str | None:
    """Why a button of `round_` no longer applies, or None if it does, in the clicker's `locale`."""
    if table is None:
        return text(locale, "no-such-game")
    if table.row.status == "cancelled":
        return text(locale, "game-cancelled", game=game_id)
    if table.over:
        return text(locale, "game-over", game=game_id)
    if round_ != table.phase:
        return strings.STALE_ROUND.format(old=round_, game=game_id, now=table.phase)
    return None
