"""Colours for every eye (#56): how far apart each game's seat and piece colours stay for colour-blind players.

Every colour set is read from the games' render themes (`render/*/theme.py`; `render/core/theme.py` holds only
neutral colours): Powerline's seat colours and its six worker (dice) colours, Power Lines' two sides and four suits,
Barrage's four companies, alone and with the grey of a seat that has not picked one yet and of the neutral dams. Each
colour is seen in normal vision and through coloraide's simulations of full protanopia, deuteranopia (Viénot, Brettel
and Mollon 1999) and tritanopia (Brettel, Viénot and Mollon 1997), clipped to sRGB, and every two colours of a set
are compared by their CIEDE2000 difference.

Target: two colours that only their hue tells apart stay at least ΔE00 20 apart in every vision; a pair below that
must also differ in a letter or shape on every image where both appear. Which marks each colour carries, and the
images where a set's colours appear without them, are recorded below with the code that draws them
(tests/render/test_colours.py checks that the renderers really draw them).

--json PATH writes `target`, `rows` (one per colour set and vision: `game`, `colours`, `vision`, `smallest` (ΔE00),
`pair`, `marked` (that pair told apart by a mark on every image), `unmarked_below` (every pair under the target
without a mark, with its ΔE00), `meets`) and `sets` (each set's colours as hex, its marks, the images that leave them
out, and why).

    python -m benchmarks.colours [--json PATH]
"""

import argparse
import itertools
import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from functools import cache

from coloraide import Color

from i18n.catalog import LANGUAGES
from render.barrage import theme as barrage
from render.core.theme import RGB
from render.powerline import theme as powerline
from render.powerline.words import say
from render.powerlines import theme as powerlines

TARGET = 20.0
"""The smallest CIEDE2000 difference two colours told apart by hue alone may have, in every vision."""
VISIONS = ("normal", "protan", "deutan", "tritan")
"""Normal vision and coloraide's filters for the three dichromacies, at full severity."""

Marks = Mapping[str, str]
"""What a colour's pieces carry besides their hue, by kind ("shape", "letter", "letter (de)"): each of its pieces
shows at least one of these kinds, so two colours are told apart by marks when they differ in every kind."""


@dataclass(frozen=True)
class ColourSet:
    """One game's set of colours that stand for seats or pieces of the same kind, with what tells them apart."""

    game: str
    name: str
    colours: Mapping[str, RGB]
    marks: Mapping[str, Marks]
    unmarked: tuple[str, ...] = ()
    """Images where colours of the set appear together without their marks (hue alone tells them apart there)."""
    why: str = ""
    """Where the renderers draw the marks."""


@dataclass(frozen=True)
class Row:
    game: str
    colours: str
    vision: str
    smallest: float
    pair: tuple[str, str]
    marked: bool
    unmarked_below: list[tuple[str, str, float]] = field(default_factory=list)
    meets: bool = True


BARRAGE_WHY = (
    "a company's badge (`pieces.draw_badge`) is its outline and its letter (the outline alone on the energy track and "
    "conduits, `lettered=False`), a powerhouse (`pieces.house_sprite`) carries the letter, a dam its badge"
)


def colour_sets() -> list[ColourSet]:
    """Every seat and piece colour set of the three games, read from their themes."""
    return [*powerline_sets(), *powerlines_sets(), *barrage_sets()]


def powerline_sets() -> list[ColourSet]:
    """Power Line's seats (marked by their shape) and workers (marked by their letter in every language)."""
    workers = {
        colour: {f"letter ({lang})": say(lang, f"mark-{colour}") for lang in LANGUAGES} for colour in powerline.WORKERS
    }
    return [
        ColourSet(
            "powerline",
            "players",
            {s.name: s.fill for s in powerline.PLAYERS},
            {s.name: {"shape": s.mark} for s in powerline.PLAYERS},
            why="every token, header, standings and summary mark is `pieces.token_sprite`, the seat's shape punched "
            "into its disc; the only unmarked seat colour (cables, arrows, station rims in `board.plate`) is on that "
            "seat's own board, where no other seat's colour appears",
        ),
        ColourSet(
            "powerline",
            "workers",
            dict(powerline.WORKERS),
            workers,
            why="the planner's workers (`pieces.worker_sprite`) carry their letter (`mark-<colour>`), and the dice "
            "rows of the center board (`center.dice_row`), the planner (`preview.plan_strip`) and the round "
            "summary (`summary.summary_image`) write it beside each die",
        ),
    ]


def powerlines_sets() -> list[ColourSet]:
    """Power Lines' sides (marked by their badge's shape) and suits (marked by their symbol)."""
    return [
        ColourSet(
            "powerlines",
            "sides",
            dict(powerlines.SIDES),
            {"suits": {"shape": "disc"}, "values": {"shape": "square"}},
            why="a side's colour goes with its badge (`pieces.badge_sprite`: a disc for suits, a square for values) "
            "on the player cards (`header.cards`) and at the end of every scored line (`final.chip`)",
        ),
        ColourSet(
            "powerlines",
            "suits",
            {suit: look.fill for suit, look in powerlines.SUITS.items()},
            {suit: {"shape": suit} for suit in powerlines.SUITS},
            why="a suit's colour only fills its symbol (`pieces.draw_suit`: sun, crescent, crown, shield) and tints "
            "the tile that carries it",
        ),
    ]


def barrage_sets() -> list[ColourSet]:
    """Barrage's companies (marked by letter and shape), alone and with the greys of unpicked seats and neutral
    dams, which share the map with them."""
    companies: dict[str, Marks] = {
        company: {"letter": barrage.LETTERS[company], "shape": look.mark} for company, look in barrage.COMPANIES.items()
    }
    fills = {company: look.fill for company, look in barrage.COMPANIES.items()}
    return [
        ColourSet("barrage", "companies", fills, companies, why=BARRAGE_WHY),
        ColourSet(
            "barrage",
            "+ greys",
            {**fills, "unpicked": barrage.UNPICKED.fill, "neutral": barrage.NEUTRAL},
            {
                **companies,
                "unpicked": {"letter": barrage.UNPICKED_LETTER, "shape": barrage.UNPICKED.mark},
                "neutral": {"letter": "", "shape": "wall without a badge"},
            },
            why=f"{BARRAGE_WHY}; a seat that has not picked its company has the badge `?` in a grey disc, a neutral "
            "dam is a grey wall with no badge (`map.dam_piece`)",
        ),
    ]


@cache
def seen(rgb: RGB, vision: str) -> Color:
    """`rgb` as `vision` sees it, back in sRGB."""
    colour = Color("srgb", [c / 255 for c in rgb])
    if vision != "normal":
        colour = colour.filter(vision)
    return colour.clip()


def difference(a: RGB, b: RGB, vision: str) -> float:
    """The CIEDE2000 difference of two colours as `vision` sees them."""
    return seen(a, vision).delta_e(seen(b, vision), method="2000")


def told_apart(colours: ColourSet, a: str, b: str) -> bool:
    """Whether a mark tells colours `a` and `b` apart on every image where both appear."""
    if colours.unmarked:
        return False
    ma, mb = colours.marks[a], colours.marks[b]
    kinds = set(ma) | set(mb)
    return bool(kinds) and all(ma.get(kind, "") != mb.get(kind, "") for kind in kinds)


def measure(colours: ColourSet, vision: str) -> Row:
    pairs = sorted(
        (difference(colours.colours[a], colours.colours[b], vision), a, b)
        for a, b in itertools.combinations(colours.colours, 2)
    )
    smallest, a, b = pairs[0]
    below = [(x, y, round(d, 1)) for d, x, y in pairs if d < TARGET and not told_apart(colours, x, y)]
    return Row(
        colours.game, colours.name, vision, round(smallest, 1), (a, b), told_apart(colours, a, b), below, not below
    )


def figures() -> list[Row]:
    return [measure(colours, vision) for colours in colour_sets() for vision in VISIONS]


def check() -> list[Row]:
    """The rows that break the target: a pair under ΔE00 20 that no letter or shape tells apart."""
    return [row for row in figures() if not row.meets]


def hex_colour(rgb: RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", help="write the figures here")
    args = parser.parse_args()
    rows = figures()
    print(f"{'game':11s} {'colours':10s} {'vision':7s} smallest  {'pair':22s} marked  unmarked pairs < {TARGET:g}")
    for r in rows:
        below = ", ".join(f"{a}–{b} {d:.1f}" for a, b, d in r.unmarked_below) or "-"
        print(
            f"{r.game:11s} {r.colours:10s} {r.vision:7s} {r.smallest:8.1f}  {'–'.join(r.pair):22s} "
            f"{'yes' if r.marked else 'no ':6s}  {below}"
        )
    sets = colour_sets()
    for colours in sets:
        verdict = all(r.meets for r in rows if (r.game, r.colours) == (colours.game, colours.name))
        unmarked = f" (unmarked on: {', '.join(colours.unmarked)})" if colours.unmarked else ""
        print(f"{colours.game} {colours.name}: {'meets' if verdict else 'FAILS'} the target{unmarked}")
    if args.json:
        out = {
            "target": TARGET,
            "rows": [asdict(r) for r in rows],
            "sets": [
                {
                    "game": s.game,
                    "colours": {name: hex_colour(rgb) for name, rgb in s.colours.items()},
                    "name": s.name,
                    "marks": {name: dict(marks) for name, marks in s.marks.items()},
                    "unmarked": list(s.unmarked),
                    "why": s.why,
                }
                for s in sets
            ],
        }
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
