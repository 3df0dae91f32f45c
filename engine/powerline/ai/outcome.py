"""The exact position a plan leads to, computed straight from its `Outcome` (no events, no ledger).

`resolve.construct` builds events and a ledger for every call; the AI scores thousands of outcomes per decision,
so this module redoes only the arithmetic: construction, island losses, cities, stations and, when this round
ends with a scoring or the game, the tiles, scoring jokers and the end penalty. Tests hold it to the engine
(cities completed in the same round are supplied in line order here, in plan order there: only display differs).
"""

from dataclasses import dataclass

from engine.powerline.ai.options import Outcome
from engine.powerline.board import Board, load_board
from engine.powerline.rules import Rules, load_rules
from engine.powerline.scoring import ScoringTile, load_tiles
from engine.powerline.state import Ledger, LineState, PlayerState, PowerlineState

_NO_LEDGER = Ledger()


@dataclass(frozen=True, slots=True)
class Turn:
    """Everything about this decision that does not depend on the plan chosen."""

    player: PlayerState
    board: Board
    rules: Rules
    round: int
    tiles: tuple[ScoringTile, ...]
    scoring: int
    """1-3 if this round ends with a scoring, else 0."""
    scoring_joker: bool
    last: bool
    adventure: bool
    island_tokens: bool

    @classmethod
    def of(cls, state: PowerlineState, seat: int) -> "Turn":
        rules = load_rules()
        player = state.players[seat]
        scorings = rules.scoring_after_rounds
        scoring = scorings.index(state.round) + 1 if state.round in scorings else 0
        mode = "contracts" if state.config.variants.uses_contract_board else "standard"
        adventure = state.config.variants.adventure_island
        return cls(
            player=player,
            board=load_board(player.board),
            rules=rules,
            round=state.round,
            tiles=tuple(load_tiles()[t] for t in state.tiles),
            scoring=scoring,
            scoring_joker=scoring in rules.jokers_after_scoring[mode],
            last=state.round == rules.rounds,
            adventure=adventure,
            island_tokens=adventure or "L" in state.tiles,
        )

    @property
    def rounds_left(self) -> int:
        return self.rules.rounds - self.round


def after(turn: Turn, outcome: Outcome) -> PlayerState:
    """The player's position at the end of this round if the plan with this outcome is played."""
    player, board, rules = turn.player, turn.board, turn.rules
    lines = list(player.lines)
    completed = []
    for index, built, direction in outcome.progress:
        lines[index] = LineState(built, direction)
        if built == board.lines[index].length:
            completed.append(index)
    chart = list(player.chart)
    chart[outcome.workers - 1] -= 1
    jokers = player.jokers - outcome.jokers + (outcome.workers == 1)

    stacks = player.island_stacks
    tokens = player.island_tokens
    vacation = player.vacation
    due = 0
    if outcome.island:
        if outcome.vacation:
            vacation = False
        else:
            if turn.adventure:
                heights = list(stacks)
                for face in outcome.island:
                    heights[face - 1] += 1
                    due += min(heights[face - 1], rules.adventure_token_cap)
                stacks = tuple(heights)
            else:
                due = rules.island_loss_per_worker * len(outcome.island)
            if turn.island_tokens:
                tokens += len(outcome.island)
    vp = max(0, player.vp - due)

    supplied = list(player.supplied)
    waiting = [*player.waiting, *completed]
    energy = player.energy + 1
    while waiting and energy:
        index = waiting.pop(0)
        energy -= 1
        supplied.append(index)
        vp += board.lines[index].city.vp
    stations = list(player.stations)
    for station in board.stations:
        if (
            station.index not in stations
            and any(i in completed for i in station.lines)
            and all(lines[i].built == board.lines[i].length for i in station.lines)
        ):
            stations.append(station.index)
            vp += station.vp

    position = PlayerState(
        player.board,
        vp,
        tuple(lines),
        tuple(chart),
        energy,
        tuple(supplied),
        tuple(waiting),
        tuple(stations),
        jokers,
        vacation,
        tokens,
        stacks,
        _NO_LEDGER,
    )
    if turn.scoring:
        gained = sum(tile.pays(turn.scoring, tile.count(position)) for tile in turn.tiles)
        position = _with(position, vp=position.vp + gained, jokers=position.jokers + turn.scoring_joker)
    if turn.last:
        unfinished = sum(1 for ls, line in zip(lines, board.lines, strict=True) if 0 < ls.built < line.length)
        if unfinished:
            position = _with(position, vp=max(0, position.vp - rules.unfinished_penalty(unfinished)))
    return position


def _with(p: PlayerState, vp: int, jokers: int | None = None) -> PlayerState:
    return PlayerState(
        p.board,
        vp,
        p.lines,
        p.chart,
        p.energy,
        p.supplied,
        p.waiting,
        p.stations,
        p.jokers if jokers is None else jokers,
        p.vacation,
        p.island_tokens,
        p.island_stacks,
        p.ledger,
    )
