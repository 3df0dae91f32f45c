"""The flow of a game: set-up, rounds of simultaneous plans, resolution, scorings and the end."""

from collections.abc import Iterator, Sequence
from dataclasses import replace

from engine.core.outcome import Outcome, places
from engine.core.rng import rng_for
from engine.core.shape import check_action
from engine.powerline.ai import LEVELS, choose_plan
from engine.powerline.board import board_ids, board_key, load_board
from engine.powerline.config import PowerlineConfig, Variants
from engine.powerline.dice import roll_dice
from engine.powerline.errors import TurnError
from engine.powerline.events import Event, GameOver, PlanSubmitted, RoundResolved
from engine.powerline.plan import Plan, SubmitPlan
from engine.powerline.planning import chart_for, iter_plans, validate_plan
from engine.powerline.rules import SoloRating, load_rules
from engine.powerline.state import Ledger, LineState, PlayerState, PowerlineState, Sealed
from engine.powerline.steps import build, finish, score


def draw_tiles(seed: int, variants: Variants) -> tuple[str, ...]:
    rules = load_rules()
    rng = rng_for(seed, "tiles")
    groups = rules.contract_groups["by_colour"]
    contract_pool = [t for g in groups for t in g]
    if variants.special_contracts == "alone":
        return rules.special_tiles
    if variants.special_contracts == "mixed":
        return tuple(rng.sample([*contract_pool, *rules.special_tiles], 3))
    if variants.contracts == "by_colour":
        return tuple(rng.choice(g) for g in groups)
    if variants.contracts == "any":
        return tuple(rng.sample(contract_pool, 3))
    return rules.base_tiles


def deal_boards(config: PowerlineConfig) -> tuple[int, ...]:
    if config.boards:
        return config.boards
    return tuple(rng_for(config.seed, "boards").sample(board_ids(), config.players))


def ranks(state: PowerlineState) -> tuple[int, ...]:
    """Place of each seat: most VP, then (the tie-break) most power station tiles; equal keys share."""
    return places([(p.vp, len(p.stations)) for p in state.players])


def solo_rating(state: PowerlineState) -> SoloRating | None:
    if state.config.players != 1 or not state.finished:
        return None
    return load_rules().solo_rating(state.players[0].vp)


class PowerlineRules:
    name: str = "powerline"
    config_type: type[PowerlineConfig] = PowerlineConfig
    action_type: type[SubmitPlan] = SubmitPlan
    levels: tuple[str, ...] = LEVELS

    def initial_state(self, config: PowerlineConfig) -> PowerlineState:
        rules = load_rules()
        boards = deal_boards(config)
        players = []
        for number in boards:
            key = board_key(number, config.board_edition)
            board = load_board(key)
            players.append(
                PlayerState(
                    board=key,
                    vp=rules.start_vp,
                    lines=tuple(LineState() for _ in board.lines),
                    chart=(),
                    energy=rules.start_energy,
                    supplied=(),
                    waiting=(),
                    stations=(),
                    jokers=0,
                    vacation=config.variants.vacation,
                    island_tokens=0,
                    island_stacks=(0,) * rules.die_faces,
                    ledger=Ledger(),
                )
            )
        state = PowerlineState(
            config=config,
            boards=boards,
            tiles=draw_tiles(config.seed, config.variants),
            round=1,
            dice=roll_dice(config.seed, 1),
            players=tuple(players),
            plans=(None,) * config.players,
        )
        chart = chart_for(state).columns
        return replace(state, players=tuple(replace(p, chart=chart) for p in players))

    def apply(self, state: PowerlineState, action: SubmitPlan) -> tuple[PowerlineState, Sequence[Event]]:
        check_action(self.action_type, action)
        if state.finished:
            raise TurnError("game-over")
        if not 0 <= action.player < len(state.players):
            raise TurnError("no-seat", seat=action.player)
        if action.round != state.round:
            raise TurnError("stale-round", planned=action.round, current=state.round)
        validate_plan(state, action.player, action.plan)
        replaced = state.plans[action.player] is not None
        plans = list(state.plans)
        plans[action.player] = action.plan
        state = replace(state, plans=tuple(plans))
        events: list[Event] = [PlanSubmitted(action.player, state.round, replaced)]
        if all(p is not None for p in plans):
            state, round_events = self.resolve_round(state)
            events.extend(round_events)
        return state, events

    def resolve_round(self, state: PowerlineState) -> tuple[PowerlineState, list[Event]]:
        """Construct for every seat, then the scoring and the end of the game if this round has them."""
        events: list[Event] = []
        players = list(state.players)
        for seat, plan in enumerate(state.plans):
            assert isinstance(plan, Plan), "resolve_round needs every seat's real plan"
            players[seat] = build(state, players[seat], seat, plan, events)
        events.append(RoundResolved(state.round, state.dice))
        for seat in range(len(players)):
            players[seat] = score(state, players[seat], seat, events)
        if state.round == load_rules().rounds:
            for seat in range(len(players)):
                players[seat] = finish(state, players[seat], seat, events)
            state = replace(state, players=tuple(players), plans=(None,) * len(players), finished=True)
            events.append(GameOver(ranks(state), tuple(p.vp for p in players)))
            return state, events
        return state.next_round(tuple(players), roll_dice(state.config.seed, state.round + 1)), events

    def player_view(self, state: PowerlineState, player: int | None) -> PowerlineState:
        plans = tuple(p if p is None or seat == player else Sealed() for seat, p in enumerate(state.plans))
        return replace(state, plans=plans)

    def active_seats(self, state: PowerlineState) -> tuple[int, ...]:
        """Every seat still owing a plan this round: plans are made simultaneously."""
        return state.waiting_for

    def phase_key(self, state: PowerlineState) -> int:
        """The round; one past the last round once the game is over."""
        return state.round + (1 if state.finished else 0)

    def legal_actions(self, state: PowerlineState, seat: int) -> Iterator[SubmitPlan]:
        """Every legal plan (a seat may also replace its plan until the round resolves)."""
        if state.finished:
            return iter(())
        return (SubmitPlan(seat, state.round, plan) for plan in iter_plans(state, seat))

    def actor(self, action: SubmitPlan) -> int:
        return action.player

    def outcome(self, state: PowerlineState) -> Outcome | None:
        """Most VP wins; equal VP: most power station tiles."""
        if not state.finished:
            return None
        return Outcome(
            scores=tuple(p.vp for p in state.players),
            ranks=ranks(state),
            tie_break=tuple(len(p.stations) for p in state.players),
        )

    def computer_action(self, state: PowerlineState, seat: int, level: str) -> SubmitPlan:
        """The plan of a computer player of `level`, chosen from what `seat` may see (others' plans sealed)."""
        view = self.player_view(state, seat)
        return SubmitPlan(seat, state.round, choose_plan(view, seat, level, seat))


POWERLINE = PowerlineRules()
