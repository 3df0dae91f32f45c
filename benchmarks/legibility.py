"""Legibility: the smallest text of every image kind at the size Discord's clients show it (docs/display.md).

Draws every image kind of every listed game in English, German and French, in the sample positions each game
declares with its registration (`samples`, `render.core.samples`: early, late and crowded ones, such as four
Barrage companies deep into round 5, six Powerline boards late in the game, a solo game's rating), with every
render cache emptied first, so each text is drawn and noted (`render.core.legibility`). The display model: a
desktop client fits an image inside 550 x 350 px, a 360-px phone inside 284 x 400, both keeping its ratio and never
enlarging it. Decorative texts (flagged where drawn) are left out.

Targets: every text that carries game information at least 9 px tall in the desktop box; in the phone box at least
7 px in the images a player takes a turn from (the picker's and the turn card's picture, the player's own board or
company) and at least 6 px in the others (the viewer, a tap away, is the reader's zoom).

--json PATH writes a list of rows, one per image kind and language: `game`, `kind`, `lang`, `turn` (which phone
target applies), `width` and `height` (px), `smallest_px` (at full size), `at_desktop_px`, `at_phone_px`,
`smallest_text` (the text that sets the figure), `meets` (both targets).

    python -m benchmarks.legibility [--json PATH] [--lang en] [--game barrage]
"""

import argparse
import io
import json
import sys
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from importlib import import_module

from PIL import Image

from engine.registry import REGISTRATIONS, Registration
from render.core.cache import BoundedCache
from render.core.legibility import recording
from render.core.samples import Case

DESKTOP_BOX = (550, 350)
"""The desktop client's box for an attachment or a lone media-gallery item (its MEDIA_MOSAIC_MAX_WIDTH/HEIGHT)."""
PHONE_BOX = (284, 400)
"""Android on a 360-dp phone: the message column (screen less ~76 dp) by the 400-dp media height cap."""
DESKTOP_TARGET = 9.0
PHONE_TURN_TARGET = 7.0
PHONE_TARGET = 6.0
LANGUAGES = ("en", "de", "fr")


@dataclass(frozen=True)
class Figure:
    game: str
    kind: str
    lang: str
    turn: bool
    width: int
    height: int
    smallest_px: float
    at_desktop_px: float
    at_phone_px: float
    smallest_text: str
    meets: bool


def drawn_by(registrations: Iterable[Registration]) -> tuple[str, ...]:
    """The packages that draw these games' images: the shared core and each game's render package."""
    return ("render", *(registration.render for registration in registrations))


def forget_drawings(packages: Iterable[str]) -> None:
    """Empty every cache of these packages, so the next image draws (and notes) every text afresh."""
    prefixes = tuple(packages)
    for name, module in list(sys.modules.items()):
        if module is None or not any(name == p or name.startswith(f"{p}.") for p in prefixes):
            continue
        for value in vars(module).values():
            if isinstance(value, BoundedCache):
                value.clear()
            elif callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", "") == name:
                value.cache_clear()


def shown(width: int, height: int, box: tuple[int, int]) -> float:
    """The scale a client shows an image at: fitted inside `box`, keeping its ratio, never enlarged."""
    return min(1.0, box[0] / width, box[1] / height)


def measure(case: Case, lang: str, packages: Iterable[str] | None = None) -> Figure:
    """`case` drawn in `lang` with the caches of `packages` (`drawn_by` its game; default: the listed games')
    emptied first."""
    forget_drawings(drawn_by(REGISTRATIONS.values()) if packages is None else packages)
    with recording() as drawn:
        data = case.draw(lang)
    width, height = Image.open(io.BytesIO(data)).size
    texts = [d for d in drawn if not d.decorative and d.text.strip()]
    smallest = min(texts, key=lambda d: d.px)
    at_desktop = smallest.px * shown(width, height, DESKTOP_BOX)
    at_phone = smallest.px * shown(width, height, PHONE_BOX)
    meets = at_desktop >= DESKTOP_TARGET and at_phone >= (PHONE_TURN_TARGET if case.turn else PHONE_TARGET)
    return Figure(
        case.game,
        case.kind,
        lang,
        case.turn,
        width,
        height,
        round(smallest.px, 1),
        round(at_desktop, 1),
        round(at_phone, 1),
        smallest.text,
        meets,
    )


def cases(registrations: Iterable[Registration] | None = None) -> Iterator[Case]:
    """The sample images of these games (default: every listed one), importing each game's samples module, and
    playing its positions, only when that game is reached."""
    for registration in REGISTRATIONS.values() if registrations is None else registrations:
        samples = getattr(import_module(registration.samples), "samples", None)
        if not callable(samples):
            raise ValueError(f"{registration.samples} has no samples() for {registration.name}")
        for case in samples():
            if not isinstance(case, Case) or case.game != registration.name:
                raise ValueError(f"{registration.samples} yields {case!r}, not a Case of {registration.name}")
            yield case


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", help="write the figures here")
    parser.add_argument("--lang", choices=LANGUAGES, action="append", help="only these languages")
    parser.add_argument("--game", action="append", help="only these games")
    args = parser.parse_args()
    games = [r for r in REGISTRATIONS.values() if not args.game or r.name in args.game]
    packages = drawn_by(games)
    figures = [measure(case, lang, packages) for case in cases(games) for lang in args.lang or LANGUAGES]
    print(f"{'game':11s} {'image':32s} lang      size  smallest  desktop  phone  meets  smallest text")
    for f in figures:
        phone = f"{f.at_phone_px:5.1f}{'*' if f.turn else ' '}"
        print(
            f"{f.game:11s} {f.kind:32s} {f.lang:4s} {f.width:4d}x{f.height:<4d} {f.smallest_px:8.1f} "
            f"{f.at_desktop_px:8.1f} {phone}  "
            f"{'yes' if f.meets else 'NO ':5s}  {f.smallest_text[:40]!r}"
        )
    print(f"{sum(f.meets for f in figures)} of {len(figures)} meet the targets (* an image a turn is taken from)")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump([asdict(f) for f in figures], out, indent=1)


if __name__ == "__main__":
    main()
