"""`Anchored` remembers a value for an object named by its id, and never hands it to another object under the same
key (as after the first one is gone and its id reused)."""

from engine.core.anchored import Anchored


def test_a_value_is_computed_once_for_its_anchor():
    memo: Anchored[int, str] = Anchored(4)
    anchor = {"dams": 1}
    calls: list[int] = []
    for _ in range(3):
        assert memo.get(id(anchor), anchor, lambda: calls.append(1) or "flowed") == "flowed"
    assert calls == [1]


def test_another_object_under_the_same_key_is_worked_out_afresh():
    memo: Anchored[int, str] = Anchored(4)
    first, second = {"dams": 1}, {"dams": 1}
    memo.get(7, first, lambda: "first")
    assert memo.get(7, second, lambda: "second") == "second"
    assert memo.get(7, second, lambda: "again") == "second"


def test_the_oldest_value_is_forgotten_beyond_the_size():
    memo: Anchored[int, int] = Anchored(2)
    anchor = object()
    for key in range(3):
        memo.get(key, anchor, lambda key=key: key)
    assert memo.get(0, anchor, lambda: -1) == -1
    assert memo.get(2, anchor, lambda: -1) == 2
