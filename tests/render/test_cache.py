"""The drawing processes' bounded cache: oldest use dropped past the budget, one value per slot."""

from render.core.cache import BoundedCache


def test_values_past_the_budget_are_dropped_oldest_use_first_and_the_newest_stays():
    cache: BoundedCache[str] = BoundedCache(10, len)
    made: list[str] = []

    def make(value: str):
        return lambda: made.append(value) or value

    cache.get("a", make("aaaa"))
    cache.get("b", make("bbbb"))
    cache.get("a", make("never"))
    cache.get("c", make("cccc"))
    assert list(cache) == ["a", "c"] and cache.held == 8 and made == ["aaaa", "bbbb", "cccc"]
    cache.get("d", make("d" * 20))
    assert list(cache) == ["d"] and cache.held == 20


def test_a_new_key_in_a_slot_replaces_the_old_one_at_once():
    cache: BoundedCache[str] = BoundedCache(1000, len)
    cache.get(("seat 1", "round 1"), lambda: "board", slot="seat 1")
    cache.get(("seat 2", "round 1"), lambda: "board", slot="seat 2")
    cache.get(("seat 1", "round 2"), lambda: "board!", slot="seat 1")
    assert list(cache) == [("seat 2", "round 1"), ("seat 1", "round 2")] and cache.held == 11
    cache.get(("seat 1", "round 2"), lambda: "never", slot="seat 1")
    assert cache.held == 11
    cache.clear()
    cache.get(("seat 1", "round 3"), lambda: "board", slot="seat 1")
    assert list(cache) == [("seat 1", "round 3")] and cache.held == 5
