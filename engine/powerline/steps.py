"""The steps that resolve one seat's round: construct, the scoring tiles, the end penalty.

They depend on no other seat's plan, so resolving a round and looking ahead (`project`, used by the computer
players and previews) run the very same code.
"""

from engine.powerline.events import Event
from engine.powerline.plan import Plan
from engine.powerline.resolve import construct, end_penalty, score_tiles, scoring_joker
from engine.powerline.rules import load_rules
from engine.powerline.state import PlayerState, PowerlineState


def tracks_island_tokens(state: PowerlineState) -> bool:
    """Island workers leave tokens with the adventure island, or when tile L counts them."""
    return state.config.variants.adventure_island or "L" in state.tiles


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
