"""`Recent` keeps the last values stored and forgets the least recently used first; `get_or` computes a value
only when none is kept."""

from engine.core.recent import Recent


def test_get_or_computes_once_while_the_value_is_kept():
    memo: Recent[str, int] = Recent(2)
    calls: list[str] = []

    def compute(key: str) -> int:
        calls.append(key)
        return len(calls)

    assert [memo.get_or("a", lambda: compute("a")) for _ in range(3)] == [1, 1, 1]
    memo.get_or("b", lambda: compute("b"))
    memo.get_or("a", lambda: compute("a"))  # used again: "b" is now the oldest
    memo.get_or("c", lambda: compute("c"))
    assert memo.get("b") is None and memo.get("a") == 1
    assert calls == ["a", "b", "c"]
