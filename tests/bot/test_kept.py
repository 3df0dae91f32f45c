"""States a worker keeps between calls: the bot's table and the worker's stay equal, and a state sent once travels
as a key."""

import asyncio
import pickle
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.table import drawing
from bot.table.kept import Kept, Ref, incoming, outgoing
from bot.table.player_views import player_view


@dataclass(frozen=True)
class State:
    n: int
    body: tuple[int, ...] = tuple(range(200))


def seen(state: State, other: object) -> tuple[int, object]:
    """What a worker received: the state's number and the other argument."""
    return state.n, other


@given(st.lists(st.lists(st.integers(0, 9), max_size=3), max_size=60), st.integers(1, 5))
def test_both_tables_stay_equal_and_every_call_gets_its_states(calls, size):
    states = [State(n) for n in range(10)]
    bot, worker = Kept(size), Kept(size)
    for numbers in calls:
        args = (*(states[n] for n in numbers), "names")
        call = outgoing(bot, seen, args)
        bot.sent(call)
        wire = pickle.loads(pickle.dumps(call))
        function, received = incoming(worker, wire)
        assert function is seen and received == args
        assert list(bot.states) == list(worker.states) and len(bot.states) <= size


def test_a_state_sent_once_travels_as_its_key_until_it_is_the_oldest_beyond_the_size():
    bot = Kept(2)
    a, b, c = State(1), State(2), State(3)

    def send(*args: object) -> tuple:
        call = outgoing(bot, seen, args)
        bot.sent(call)
        return call

    first = pickle.dumps(send(a, 0))
    again = send(a, 1)
    assert again[1] == {} and again[2] == (Ref(id(a)), 1)
    assert len(pickle.dumps(again)) * 5 < len(first)
    send(b, 2)
    send(c, 3)  # a is the least recently used of three
    assert send(a, 4)[1] == {id(a): a}


def test_a_call_naming_a_state_the_worker_does_not_keep_is_refused():
    try:
        incoming(Kept(), (seen, {}, (Ref(1), 0)))
    except KeyError:
        return
    raise AssertionError("a missing state must not be guessed")


async def test_a_call_that_cannot_be_pickled_leaves_the_table_as_it_was():
    try:
        worker = drawing.pool.choose(1)
        state = State(6)
        with pytest.raises(TypeError):  # not caught by workers: the caller's bug, raised to the caller
            await worker.call(seen, (state, (n for n in ())))
        assert id(state) not in worker.kept.states
        assert await worker.call(seen, (state, "next")) == (6, "next")
    finally:
        await drawing.close()


async def test_a_worker_answers_from_the_states_it_keeps_and_a_new_process_starts_empty():
    try:
        worker = drawing.pool.choose(1)
        state = State(5)
        assert await worker.call(seen, (state, "x")) == (5, "x")
        assert list(worker.kept.states) == [id(state)]
        assert await worker.call(seen, (state, "y")) == (5, "y")
        worker.kill()
        await asyncio.sleep(0.1)
        assert await worker.call(seen, (state, "z")) == (5, "z")  # sent anew to the new process
    finally:
        await drawing.close()


def test_a_seat_sees_a_state_as_the_same_object_until_the_state_changes():
    class RulesData:
        def player_view(self, state, seat):
            return (state, seat)

    rules, state = RulesData(), State(1)
    first = player_view(rules, state, 0)
    assert player_view(rules, state, 0) is first and player_view(rules, state, 1) is not first
    assert player_view(rules, State(1), 0) is not first  # an equal state is another state
