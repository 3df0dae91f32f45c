"""A game's states round by round, for timelapses and reviews."""

from engine.powerline.events import RoundResolved
from engine.powerline.state import PowerlineRecord, PowerlineState


def round_states(record: PowerlineRecord) -> list[PowerlineState]:
    """The state at set-up and after every resolved round, by replaying the record's actions."""
    state = record.rules.initial_state(record.config)
    states = [state]
    for action in record.actions:
        state, events = record.rules.apply(state, action)
        if any(isinstance(e, RoundResolved) for e in events):
            states.append(state)
    return states
