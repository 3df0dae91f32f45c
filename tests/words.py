"""What the bot says, looked up the way the bot does: tests name a message by its key, so wording can change."""

from bot.games.powerline.catalog import CATALOG


def label(key: str, lang: str = "en", /, **params: object) -> str:
    """Powerline's (or the table's) message `key` in `lang`."""
    return CATALOG.text(lang, key, **params)


CUT = "\x00"


def opening(key: str, until: str, lang: str = "en", /, **params: object) -> str:
    """Message `key` up to where its parameter `until` goes: for matching a message whose rest varies."""
    return label(key, lang, **{until: CUT}, **params).partition(CUT)[0]
