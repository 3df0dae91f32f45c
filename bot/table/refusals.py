"""Why no button of a game applies any more, whatever the game."""

from bot.table.live_game import LiveGame
from i18n.catalog import text


def ended(table: LiveGame | None, game_id: int, locale: str) -> str | None:
    """The game is gone, cancelled or over (in the clicker's `locale`), or None while it runs."""
    if table is None:
        return text(locale, "no-such-game")
    if table.row.status == "cancelled":
        return text(locale, "game-cancelled", game=game_id)
    if table.over:
        return text(locale, "game-over", game=game_id)
    return None
