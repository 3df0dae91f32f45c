"""Checking every label an image draws: which catalog keys it asks for, does it fit the box it was given, and
does it stay inside the image."""

import inspect
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

from i18n.catalog import Catalog
from render.core.draw import Pen
from render.core.theme import font


def label_problems(
    monkeypatch: pytest.MonkeyPatch, draw_all: Callable[[], None]
) -> tuple[set[tuple[str, int, int]], set[str]]:
    """While `draw_all` draws, the labels wider than their `max_width` (text, width, room) and those reaching
    outside their image."""
    too_wide: set[tuple[str, int, int]] = set()
    outside: set[str] = set()
    draw = Pen.text
    signature = inspect.signature(draw)

    def measured(*args: Any, **kwargs: Any) -> None:
        call = signature.bind(*args, **kwargs)
        call.apply_defaults()
        pen, text, size, bold, room = (call.arguments[k] for k in ("self", "text", "size", "bold", "max_width"))
        if room is not None and pen.text_width(text, size, bold) > room:
            too_wide.add((text, round(pen.text_width(text, size, bold)), round(room)))
        x, y = pen.at(call.arguments["p"])
        left, top, right, bottom = font(round(pen.px(size)), bold).getbbox(text, anchor=call.arguments["anchor"])
        if not (min(x + left, y + top) >= 0 and x + right <= pen.image.width and y + bottom <= pen.image.height):
            outside.add(text)
        draw(*args, **kwargs)

    monkeypatch.setattr(Pen, "text", measured)
    draw_all()
    return too_wide, outside


def keys_drawn(monkeypatch: pytest.MonkeyPatch, words: ModuleType, draw_all: Callable[[], None]) -> set[str]:
    """The catalog keys a game's images ask for while `draw_all` draws (`words`: the game's render words module,
    whose formatted-message cache is emptied so that every key is asked for again)."""
    asked: set[str] = set()

    class Recording(Catalog):
        def text(self, locale: str | None, key: str, /, **params: object) -> str:
            asked.add(key)
            return super().text(locale, key, **params)

    monkeypatch.setattr(words, "CATALOG", Recording(*words.CATALOG.domains))
    words.say.cache_clear()
    draw_all()
    words.say.cache_clear()
    return asked
