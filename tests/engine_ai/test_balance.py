"""The balance table renders every level and board it has scores for, and the 4-player wins."""

from benchmarks.balance import TABLE_SEATS, play, render


def test_render_lists_boards_bands_and_table():
    solo = {("strong", 1): [95, 85], ("strong", 2): [90, 100], ("greedy", 1): [70, 75]}
    table = [((90, 80, 5, 70), (1, 2, 4, 3)), ((90, 90, 5, 70), (1, 1, 4, 3))]
    text = render(solo, table, 2, 60.0)
    assert "| strong | 2 | 2 | 95.0 | 5.0 |" in text
    assert "5.0 VP apart" in text
    assert "| 1 | strong | 100% |" in text and "| 2 | greedy | 50% |" in text


def test_play_gives_a_vp_and_rank_per_seat():
    vps, ranks = play(("random", "greedy"), seed=3, boards=(1, 2))
    assert len(vps) == len(ranks) == 2 and len(TABLE_SEATS) == 4
