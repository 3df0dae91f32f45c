"""The flow of a game: set-up, rounds of simultaneous plans, resolution, scorings and the end."""

from collections.abc import Sequence
from dataclasses import replace

from engine.core.rng import rng_for
from engine.powerline.board import board_ids, load_board
from engine.powerline.config import PowerlineConfig, Variants
from engine.powerline.errors import TurnError
from engine.powerline.events import Event, GameOver, PlanSubmitted, RoundResolved
from engine.powerline.plan import Plan, SubmitPlan
from engine.powerline.planning import chart_for, validate_plan
from engine.powerline.resolve import construct, end_penalty, score_tiles, scoring_joker
from engine.powerline.rules import SoloRating, load_rules
from engine.powerline.state import Ledger, LineState, PlayerState, PowerlineState, Sealed


def roll_dice(seed: int, round_: int) -> tuple[int, ...]:
    rules = load_rules()
    rng = rng_for(seed, "dice", round_)
    return tuple(rng.randint(1, rules.die_faces) for _ in rules.workers)


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
        for board in config.boards:
            load_board(board)
        return config.boards
    return tuple(rng_for(config.seed, "boards").sample(board_ids(), config.players))


def tracks_island_tokens(state: PowerlineState) -> bool:
    """Island workers leave tokens with the adventure island, or when tile L counts them."""
    return state.config.variants.adventure_island or "L" in state.tiles


def ranks(state: PowerlineState) -> tuple[int, ...]:
    """Place of each seat: most VP, then (the tie-break) most power station tiles; equal keys share."""
    keys = [(p.vp, len(p.stations)) for p in state.players]
    return tuple(1 + sum(1 for other in keys if other > key) for key in keys)


def solo_rating(state: PowerlineState) -> SoloRating | None:
    if state.config.players != 1 or not state.finished:
        return None
    return load_rules().solo_rating(state.players[0].vp)


def build(state: PowerlineState, player: PlayerState, seat: int, plan: Plan, events: list[Event]) -> PlayerState:
    """Phase 3 for one seat."""
    adventure = state.config.variants.adventure_island
    player, built = construct(player, seat, plan, state.dice, tracks_island_tokens(state), adventure)
    events.extend(built)
    return player


def score(state: PowerlineState, player: PlayerState, seat: int, events: list[Event]) -> PlayerState:
    """The scoring tiles and the scoring joker, if this round ends with a scoring."""
    rules = load_rules()
    if state.round not in rules.scoring_after_rounds:
        return player
    scoring = rules.scoring_after_rounds.index(state.round) + 1
    player, paid = score_tiles(player, seat, state.tiles, scoring)
    events.extend(paid)
    mode = "contracts" if state.config.variants.uses_contract_board else "standard"
    if scoring in rules.jokers_after_scoring[mode]:
        player, gained = scoring_joker(player, seat)
        events.extend(gained)
    return player


def finish(state: PowerlineState, player: PlayerState, seat: int, events: list[Event]) -> PlayerState:
    """The penalty for unfinished powerlines, if this is the last round."""
    if state.round != load_rules().rounds:
        return player
    player, penalty = end_penalty(player, seat)
    events.extend(penalty)
    return player


def project(state: PowerlineState, seat: int, plan: Plan) -> PlayerState:
    """Where `seat` stands after this round if it plays `plan`: the same steps as resolving the round.

    A seat's round depends on no other seat's plan, so AI players and previews can look ahead exactly.
    """
    events: list[Event] = []
    player = build(state, state.players[seat], seat, plan, events)
    return finish(state, score(state, player, seat, events), seat, events)


class PowerlineRules:
    name = "powerline"
    config_type = PowerlineConfig
    state_type = PowerlineState
    action_type = SubmitPlan

    def initial_state(self, config: PowerlineConfig) -> PowerlineState:
        rules = load_rules()
        boards = deal_boards(config)
        players = []
        for board_id in boards:
            board = load_board(board_id)
            players.append(
                PlayerState(
                    board=board_id,
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
        if state.finished:
            raise TurnError("This game is over.")
        if not 0 <= action.player < len(state.players):
            raise TurnError(f"There is no seat {action.player} in this game.")
        if action.round != state.round:
            raise TurnError(f"That plan was made for round {action.round}, but this is round {state.round}.")
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
        next_round = state.round + 1
        return (
            replace(
                state,
                players=tuple(players),
                round=next_round,
                dice=roll_dice(state.config.seed, next_round),
                plans=(None,) * len(players),
            ),
            events,
        )

    def player_view(self, state: PowerlineState, player: int | None) -> PowerlineState:
        plans = tuple(p if p is None or seat == player else Sealed() for seat, p in enumerate(state.plans))
        return replace(state, plans=plans)

    def is_over(self, state: PowerlineState) -> bool:
        return state.finished


POWERLINE = PowerlineRules()
