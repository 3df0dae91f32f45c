"""Where a powerline has tokens and where it grows next: one answer for the planner, the AI and the renderer."""


def open_segments(length: int, built: int, direction: int) -> tuple[tuple[int, int], ...]:
    """(segment, direction) pairs the next token may take: both ends of an unstarted line, else the next one."""
    if built >= length:
        return ()
    if direction == 0:
        return ((0, 1), (length - 1, -1))
    return ((built, 1),) if direction == 1 else ((length - 1 - built, -1),)


def built_segments(length: int, built: int, direction: int) -> tuple[int, ...]:
    """Segment indices holding tokens, in building order (a line grows from one end only)."""
    if direction >= 0:
        return tuple(range(built))
    return tuple(range(length - 1, length - 1 - built, -1))


def next_segment(length: int, built: int, direction: int) -> int | None:
    """The segment a started line grows into next; None if it is complete or not started."""
    if direction == 0:
        return None
    ends = open_segments(length, built, direction)
    return ends[0][0] if ends else None
