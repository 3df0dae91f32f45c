"""The flow of a match: who plays which side, whose turn it is, placing tiles, scoring each full grid."""

from collections.abc import Iterator, Sequence
from dataclasses import replace

from engine.core.outcome import Outcome
from engine.core.rng import rng_for
from engine.core.shape import check_action
from engine.powerlines import ai
from engine.powerlines.actions import PlaceTile
from engine.powerlines.config import PowerLinesConfig
from engine.powerlines.errors import TileError, TurnError
from engine.powerlines.events import Event, GameScored, MatchOver, TilePlaced
from engine.powerlines.grid import check_cell
from engine.powerlines.position import legal_cells, match_over, on_turn, ranks, remaining, seat_scores
from engine.powerlines.rules import load_rules
from engine.powerlines.scoring import score_grid
from engine.powerlines.state import Cell, PowerLinesState


def _roll(config: PowerLinesConfig, chosen: int | None, label: str) -> int:
    return chosen if chosen is not None else rng_for(config.seed, label).randrange(config.players)


class PowerLinesRules:
    name: str = "powerlines"
    config_type: type[PowerLinesConfig] = PowerLinesConfig
    action_type: type[PlaceTile] = PlaceTile
    levels: tuple[str, ...] = load_rules().levels

    def initial_state(self, config: PowerLinesConfig) -> PowerLinesState:
        """Sides and the first seat come from the config or, left open, from the seed; game two (if any) is
        started by the other seat, and so on in turn."""
        first = _roll(config, config.first_seat, "first")
        return PowerLinesState(
            config=config,
            suits_seat=_roll(config, config.suits_seat, "sides"),
            first_seats=tuple((first + game) % config.players for game in range(config.games)),
            game=0,
            grid=(),
            finished=(),
            turn=0,
        )

    def active_seats(self, state: PowerLinesState) -> tuple[int, ...]:
        seat = on_turn(state)
        return () if seat is None else (seat,)

    def phase_key(self, state: PowerLinesState) -> int:
        """The match turn: one tile per turn, so any earlier button is stale."""
        return state.turn

    def legal_actions(self, state: PowerLinesState, seat: int) -> Iterator[PlaceTile]:
        """Every tile left on every legal cell, tile by tile; nothing unless `seat` is on turn."""
        if seat != on_turn(state):
            return iter(())
        cells = legal_cells(state)
        return (PlaceTile(seat, state.turn, tile, x, y) for tile in remaining(state) for x, y in cells)

    def actor(self, action: PlaceTile) -> int:
        return action.player

    def apply(self, state: PowerLinesState, action: PlaceTile) -> tuple[PowerLinesState, Sequence[Event]]:
        check_action(self.action_type, action)
        rules = load_rules()
        if action.turn != state.turn:
            raise TurnError("stale-turn")
        if match_over(state):
            raise TurnError("match-over")
        if action.player != on_turn(state):
            raise TurnError("not-your-turn")
        if not 0 <= action.tile < rules.tiles:
            raise TileError("no-such-tile", tile=action.tile)
        if any(c.tile == action.tile for c in state.grid):
            raise TileError("tile-used", suit=rules.suit(action.tile), value=rules.value(action.tile))
        check_cell(state.grid, action.x, action.y, rules.size)
        placed = (*state.grid, Cell(action.x, action.y, action.tile))
        events: list[Event] = [TilePlaced(action.player, state.game, action.tile, action.x, action.y)]
        state = replace(state, grid=placed, turn=state.turn + 1)
        if len(placed) < rules.tiles:
            return state, events
        score = score_grid(rules, placed)
        state = replace(state, grid=(), finished=(*state.finished, score), game=state.game + 1)
        events.append(GameScored(len(state.finished) - 1, score))
        if match_over(state):
            scores = seat_scores(state)
            events.append(MatchOver(scores, ranks(scores)))
        return state, events

    def player_view(self, state: PowerLinesState, seat: int | None) -> PowerLinesState:
        """Everything is open: the tiles left are known to both players."""
        return state

    def outcome(self, state: PowerLinesState) -> Outcome | None:
        """The match totals decide; equal totals share first place (no tie-break: docs/decisions.md)."""
        if not match_over(state):
            return None
        scores = seat_scores(state)
        return Outcome(scores=scores, ranks=ranks(scores))

    def computer_action(self, state: PowerLinesState, seat: int, level: str) -> PlaceTile:
        tile, (x, y) = ai.choose(state, seat, level)
        return PlaceTile(seat, state.turn, tile, x, y)


POWERLINES = PowerLinesRules()
