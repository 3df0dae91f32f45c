"""Why a Powerline button no longer applies."""

from bot.games.powerline.catalog import say
from bot.table.live_game import LiveGame
from bot.table.refusals import ended
from engine.powerline.state import PowerlineState


def refusal_for(table: LiveGame[PowerlineState] | None, round_: int, game_id: int, locale: str) -> str | None:
    """Why a button of `round_` no longer applies, or None if it does, in the clicker's `locale`."""
    refusal = ended(table, game_id, locale)
    if refusal is None and table is not None and round_ != table.phase:
        return say(locale, "stale-round", old=round_, game=game_id, now=table.phase)
    return refusal
