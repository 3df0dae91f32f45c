"""A player's board: the network with its dice, tokens, cities and stations, a header and a panel below.

The plate (network, dice, plain cities and stations) never changes during a game, so it is drawn once per board
and scale, supersampled, and cached; a render copies it and pastes only what the state adds. Plates are opaque
(drawn on the canvas colour), so they are copied into place, never alpha-composited.
"""

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image

from engine.powerline.board import Line, board_number, load_board
from engine.powerline.events import CitySupplied, LineCompleted, StationCompleted, TokensPlaced
from engine.powerline.lines import built_segments, next_segment
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from render.core import legibility
from render.core import theme as core
from render.core.draw import Pen, arrow_sprite, die_sprite, halo_sprite
from render.powerline import panel, theme
from render.powerline.layout import Geometry, Point, geometry
from render.powerline.pieces import badge_sprite, city_icon_sprite, city_sprite, paste_station, token_sprite
from render.powerline.words import say, vp


@dataclass(frozen=True)
class Fresh:
    """What changed for one seat this round, to be haloed: new tokens, completed cities, completed stations."""

    segments: frozenset[tuple[str, int]] = frozenset()
    cities: frozenset[str] = frozenset()
    """Line ids whose city was completed or supplied."""
    stations: frozenset[str] = frozenset()

    @classmethod
    def from_events(cls, events: Iterable[object], seat: int) -> "Fresh":
        segments: set[tuple[str, int]] = set()
        cities: set[str] = set()
        stations: set[str] = set()
        for e in events:
            if getattr(e, "player", None) != seat:
                continue
            if isinstance(e, TokensPlaced):
                segments.update((e.line, s) for s in e.segments)
            elif isinstance(e, LineCompleted | CitySupplied):
                cities.add(e.line)
            elif isinstance(e, StationCompleted):
                stations.add(e.station)
        return cls(frozenset(segments), frozenset(cities), frozenset(stations))


NOTHING_NEW = Fresh()


def plate_size(board_id: int, scale: float) -> tuple[int, int]:
    w, h = geometry(board_id).size
    return round(w * scale), round(h * scale)


def plate_pen(image: Image.Image, g: Geometry, scale: float) -> Pen:
    """A pen in layout units over a plate image of `g` drawn at `scale`."""
    return Pen(image, scale, (-g.crop[0] * scale, -g.crop[1] * scale))


def _arc_point(line: Line, segment: int, inset: float) -> float:
    """Distance along the path from ends[0] to the centre of `segment` (dice start `inset` from a station)."""
    return inset + (segment + 0.5) * line.segment_size


def _cable(line: Line, from_end: int, start: float, stop: float) -> list[Point]:
    """The stretch of `line`'s path from `start` to `stop` units, measured from end `from_end`."""
    path = list(line.path if from_end == 0 else reversed(line.path))
    out: list[Point] = []
    walked = 0.0
    for a, b in itertools.pairwise(path):
        d = math.dist(a, b)
        for target in (start, stop):
            if walked <= target <= walked + d and (target == stop or not out):
                t = (target - walked) / d
                out.append((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))
        if out and walked + d < stop:
            out.append(b)
        if walked + d >= stop:
            break
        walked += d
    return out


@cache
def static_plate(board_id: int, scale: float, labels: bool = True) -> Image.Image:
    """The unchanging plate, drawn at SUPERSAMPLE times the size and shrunk for smooth edges. Without `labels` (a
    thumbnail too small to read them) it has no letters, numbers or city badges."""
    board, g = load_board(board_id), geometry(board_id)
    k = theme.SUPERSAMPLE
    with legibility.shown_at(1 / k):
        w, h = plate_size(board_id, scale)
        image = Image.new("RGBA", (w * k, h * k), (*core.CANVAS, 255))
        pen = plate_pen(image, g, scale * k)
        pen.rect(g.crop, theme.PLATE, theme.PLATE_EDGE, 3, radius=22)
        for line, spots in zip(board.lines, g.lines, strict=True):
            near = min(spots.centres, key=lambda c: math.dist(c, line.city.at))
            pen.line([line.city.at, near], theme.PLATE_EDGE, 5)
            pen.line(list(line.path), theme.CABLE, 7)
        die_px = round(g.die * scale * k)
        for line, spots in zip(board.lines, g.lines, strict=True):
            for pip, c, angle in zip(line.pips, spots.centres, spots.angles, strict=True):
                pen.paste(die_sprite(pip, die_px, theme.DIE_BODY, theme.PIP, theme.DIE_EDGE, round(angle % 90, 1)), c)
            city = city_sprite(line.city.vp, "plain", round(2 * theme.CITY_RADIUS * scale * k), labels)
            pen.paste(city, line.city.at)
            if not labels:
                continue
            pen.paste(badge_sprite(line.id, round(2 * theme.LABEL_RADIUS * scale * k), core.INK), spots.label)
            if line.city.icon and spots.city_badge:
                pen.paste(city_icon_sprite(line.city.icon, round(2 * theme.BADGE_RADIUS * scale * k)), spots.city_badge)
        for station, station_spots in zip(board.stations, g.stations, strict=True):
            badge = station_spots.vp_badge
            radius = board.station_radius
            paste_station(pen, station.type, station.id, station.vp, station.at, badge, radius, None, labels)
        return image.reduce(k)


def plate(
    state: PowerlineState, seat: int, scale: float, fresh: Fresh = NOTHING_NEW, labels: bool = True
) -> Image.Image:
    """The plate with this seat's tokens, build directions, supplied or waiting cities and station tiles (RGBA);
    `labels` off for a thumbnail."""
    player = state.players[seat]
    board, g = load_board(player.board), geometry(player.board)
    image = static_plate(player.board, scale, labels).copy()
    pen = plate_pen(image, g, scale)
    swatch = theme.PLAYERS[seat]
    die_px = round(g.die * scale)
    for line, spots, progress in zip(board.lines, g.lines, player.lines, strict=True):
        segments = built_segments(line.length, progress.built, progress.direction)
        if not segments:
            continue
        start = 0 if progress.direction > 0 else 1
        last = segments[-1] if start == 0 else line.length - 1 - segments[-1]
        reach = _arc_point(line, last, board.station_radius)
        pen.line(_cable(line, start, board.station_radius, reach), swatch.fill, 9)
        for s in segments:
            if (line.id, s) in fresh.segments:
                pen.paste(halo_sprite(theme.FRESH, round(die_px * 1.6)), spots.centres[s])
        for s in segments:
            pen.paste(token_sprite(swatch.fill, swatch.mark, round(die_px * 0.96)), spots.centres[s])
        nxt = next_segment(line.length, progress.built, progress.direction)
        if nxt is not None:
            a, b = spots.centres[segments[-1]], spots.centres[nxt]
            angle = math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))
            pen.paste(
                arrow_sprite(swatch.fill, round(die_px * 0.62), round(angle)), ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            )
    city_px = round(2 * theme.CITY_RADIUS * scale)
    for index in (*player.supplied, *player.waiting):
        line = board.lines[index]
        if line.id in fresh.cities:
            pen.paste(halo_sprite(theme.FRESH, round(city_px * 2.1)), line.city.at)
        state_name = "supplied" if index in player.supplied else "waiting"
        pen.paste(city_sprite(line.city.vp, state_name, city_px, labels), line.city.at)
    for index in player.stations:
        station, station_spots = board.stations[index], g.stations[index]
        if station.id in fresh.stations:
            pen.paste(halo_sprite(theme.FRESH, round(board.station_radius * 3.2 * scale)), station.at)
        paste_station(
            pen,
            station.type,
            station.id,
            station.vp,
            station.at,
            station_spots.vp_badge,
            board.station_radius,
            swatch.fill,
            labels,
        )
    return image


def header(pen: Pen, width: float, state: PowerlineState, seat: int, name: str, detail: str, *, lang: str) -> None:
    """One line across the top `theme.HEADER` units: seat mark, name (if any), a detail (board and round), then
    the seat's energy, jokers and VP total. A long name gives way to the rest."""
    swatch = theme.PLAYERS[seat]
    player = state.players[seat]
    y = theme.HEADER / 2
    text = theme.SMALL_TEXT
    right = width - theme.MARGIN
    total = vp(lang, player.vp)
    pen.text((right, y + 2), total, 36, core.TEXT, bold=True, anchor="rm")
    right -= pen.text_width(total, 36, bold=True) + 28
    right = panel.supply(pen, right, y, "sun", player.jokers) - 20
    right = panel.supply(pen, right, y, "energy", player.energy) - 28
    pen.paste(token_sprite(swatch.fill, swatch.mark, round(pen.px(40))), (theme.MARGIN + 20, y))
    left: float = theme.MARGIN + 50
    if name:
        room = right - left - pen.text_width(detail, text) - 18
        pen.text((left, y), name, 32, core.TEXT, bold=True, anchor="lm", max_width=room)
        left += pen.text_width(name, pen.fitting(name, 32, room, bold=True), bold=True) + 18
    pen.text((left, y + 1), detail, text, core.TEXT_MUTED, anchor="lm", max_width=right - left)


def board_detail(state: PowerlineState, seat: int, lang: str) -> str:
    """The header's second line: which board, and the round (or that the game is over)."""
    board = board_number(state.players[seat].board)
    if state.finished:
        return say(lang, "board-header-final", board=board)
    return say(lang, "board-round", board=board, round=state.round, rounds=load_rules().rounds)


def board_image(
    state: PowerlineState,
    seat: int,
    names: Sequence[str],
    *,
    lang: str,
    scale: float = theme.BOARD_SCALE,
    plate_image: Image.Image | None = None,
    detail: str | None = None,
    planner: bool = False,
) -> Image.Image:
    """The full board: a one-line header, the plate and the panel below it (RGBA), about 980 by 1,090 units: as
    wide as the map and as tall as the desktop's box allows at the smallest text's size.

    `detail` replaces the header's board and round. A `planner` board (the preview, the seat's own) has no name
    and no VP breakdown (the board image has it): its panel leaves room for the plan, drawn per click in
    `panel.plan_box`.
    """
    g = geometry(state.players[seat].board)
    box = panel_box(state, seat, planner)
    width, height = box[2] + theme.MARGIN, box[3] + theme.MARGIN
    image = Image.new("RGBA", (round(width * scale), round(height * scale)), (*core.CANVAS, 255))
    pen = Pen(image, scale)
    name = "" if planner else names[seat]
    header(pen, width, state, seat, name, detail or board_detail(state, seat, lang), lang=lang)
    art = plate_image if plate_image is not None else plate(state, seat, scale)
    image.paste(art, plate_origin(g, scale))
    panel.draw(pen, box, state, seat, lang=lang, planner=planner)
    return image


def content_width(g: Geometry) -> float:
    """The plate's width or the panel's, whichever is wider: the panel's words need more room than the map."""
    return max(g.size[0], panel.WIDTH)


def panel_box(state: PowerlineState, seat: int, planner: bool = False) -> panel.Box:
    """Where the panel goes under the plate in `board_image`, in layout units."""
    g = geometry(state.players[seat].board)
    top = theme.HEADER + g.size[1] + theme.PANEL_GAP
    return (theme.MARGIN, top, theme.MARGIN + content_width(g), top + panel.height(state, seat, planner))


def plate_origin(g: Geometry, scale: float) -> tuple[int, int]:
    """Where the plate's top-left corner lands in `board_image`, in pixels: centred over the panel."""
    x = theme.MARGIN + (content_width(g) - g.size[0]) / 2
    return round(x * scale), round(theme.HEADER * scale)


def board_pixel(g: Geometry, p: Point, scale: float) -> tuple[float, float]:
    """Where layout point `p` of a plate with geometry `g` lands in `board_image` at `scale`."""
    ox, oy = plate_origin(g, scale)
    return ox + (p[0] - g.crop[0]) * scale, oy + (p[1] - g.crop[1]) * scale


def segment_pixel(state: PowerlineState, seat: int, line_id: str, segment: int, scale: float) -> tuple[int, int]:
    """Pixel of a segment's centre in `board_image` at `scale`: for tests and for anyone marking a segment."""
    g = geometry(state.players[seat].board)
    spots = next(s for s in g.lines if s.id == line_id)
    x, y = board_pixel(g, spots.centres[segment], scale)
    return round(x), round(y)
