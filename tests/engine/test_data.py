"""The shipped data honours every fact RULES.md fixes about boards, charts and tiles, and bad data is refused."""

import copy
import itertools
from collections import Counter
from dataclasses import replace

import pytest

from benchmarks.boards import MIN_DIFFERENT, TARGETS, every_face_ends_a_line
from engine.core.codec import from_jsonable, to_jsonable
from engine.core.errors import DataError
from engine.powerline import POWERLINE, PowerlineConfig
from engine.powerline import board as board_module
from engine.powerline.board import KEY_STRIDE, board_ids, board_number, load_board
from engine.powerline.board_likeness import differing_segments
from engine.powerline.data_files import load_json
from engine.powerline.rules import _chart, _validate, load_rules
from engine.powerline.scoring import load_tiles, parse_tile

BOARDS = board_ids()


def test_six_boards_ship():
    assert BOARDS == (1, 2, 3, 4, 5, 6)


@pytest.mark.parametrize("board_id", BOARDS)
def test_board_shape(board_id):
    board = load_board(board_id)
    assert Counter(s.type for s in board.stations) == {"wind": 2, "hydro": 2, "solar": 2, "biogas": 2}
    assert len(board.lines) == 10
    assert sum(line.length for line in board.lines) == 53
    assert all(3 <= line.length <= 12 for line in board.lines)
    assert Counter(line.city.icon for line in board.lines) == {None: 6, "opera": 2, "church": 2}
    top = board.lines[board.top_line]
    assert top.city.vp == 17 and top.length == 12
    assert any(line.city.vp == 3 for line in board.lines)
    corner = min(board.stations, key=lambda s: s.at[0] + s.at[1])
    assert corner.type == "wind" and corner.vp == 5 and len(corner.lines) == 2


@pytest.mark.parametrize("board_id", BOARDS)
def test_geometry_for_renderer(board_id):
    board = load_board(board_id)
    width, height = board.size
    for line in board.lines:
        assert len(line.segment_at) == line.length
        assert all(0 <= x <= width and 0 <= y <= height for x, y in line.segment_at)
        assert line.segment_size > 40


def test_longer_lines_carry_more_valuable_cities():
    lines = load_board(1).lines
    by_length = sorted(lines, key=lambda line: line.length)
    for short, long in itertools.pairwise(by_length):
        if short.length < long.length:
            assert short.city.vp <= long.city.vp


def test_boards_share_network_and_values_but_not_pips():
    boards = [load_board(b) for b in BOARDS]
    shape = {(line.id, line.ends, line.length, line.city) for line in boards[0].lines}
    for board in boards[1:]:
        assert {(line.id, line.ends, line.length, line.city) for line in board.lines} == shape
        assert board.stations == boards[0].stations
    pips = {tuple(line.pips for line in board.lines) for board in boards}
    assert len(pips) == len(boards)


def _build(layout, raw):
    board = board_module._build(layout, raw)
    board_module._validate(board)
    return board


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda lay, raw: lay["stations"][0].update(type="solar"), "2 each"),
        (lambda lay, raw: raw["pips"]["A"].append(3), "segments but"),
        (lambda lay, raw: raw["pips"]["A"].__setitem__(0, 7), "outside 1-6"),
        (lambda lay, raw: lay["lines"][0]["city"].update(icon="opera"), "opera"),
        (lambda lay, raw: lay["lines"][9]["city"].update(vp=12), "17 VP"),
        (lambda lay, raw: lay["lines"][0].update(ends=["W1", "W1"]), "two different stations"),
        (lambda lay, raw: lay["lines"][7].update(via=[[700, 200]]), "cross"),
        (lambda lay, raw: raw["pips"].pop("J"), "exactly the layout"),
        (
            lambda lay, raw: (lay["lines"][0].update(id="W1"), raw["pips"].update(W1=raw["pips"].pop("A"))),
            "must all differ",
        ),
    ],
)
def test_broken_board_data_is_refused(mutate, message):
    layout = copy.deepcopy(load_json("layout.json"))
    raw = copy.deepcopy(load_json("boards", "board1.json"))
    mutate(layout, raw)
    with pytest.raises(DataError, match=message):
        _build(layout, raw)


def test_worker_charts():
    charts = load_rules().charts
    assert charts["green"].columns == (2, 3, 3, 3, 2, 2)
    assert charts["blue"].columns == (2, 2, 3, 3, 3, 2)
    assert charts["green"].line_limits is None
    assert charts["blue"].line_limits == (1, 1, 2, 2, 3, 3)


def test_every_tile_a_to_l_is_defined():
    assert sorted(load_tiles()) == list("ABCDEFGHIJKL")


def test_solo_rating_bands():
    rules = load_rules()
    assert [r.min_vp for r in rules.solo_ratings] == [0, 61, 71, 81, 91, 101]
    assert rules.solo_rating(60).min_vp == 0
    assert rules.solo_rating(61).min_vp == 61
    assert rules.solo_rating(100).min_vp == 91
    assert rules.solo_rating(140).min_vp == 101


def test_solo_ratings_are_named_by_distinct_keys():
    rules = load_rules()
    first, *rest = rules.solo_ratings
    with pytest.raises(DataError, match="distinct"):
        _validate(replace(rules, solo_ratings=(first, *rest[:-1], replace(rest[-1], key=first.key))))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"measure": "vibes"}, "unknown measure"),
        ({"points": [[2, 5, 5], [1, 3, 5]]}, "3 rows"),
        ({"points": [[2, 5], [1, 3], [0, 1]]}, "one value per bracket"),
        ({"brackets": [[3, 1], [3, 5], [6, None]]}, "is empty"),
        ({"columns": [3]}, "only it, lists columns"),
    ],
)
def test_broken_tile_data_is_refused(change, message):
    raw = {**load_json("tiles.json")["A"], **change}
    with pytest.raises(DataError, match=message):
        parse_tile("A", raw)


def test_broken_chart_data_is_refused():
    with pytest.raises(DataError, match="6 non-negative"):
        _chart("green", {"columns": [2, 3, 3, 3, 4]}, 6)
    with pytest.raises(DataError, match="line_limits"):
        _chart("blue", {"columns": [2, 2, 3, 3, 3, 2], "line_limits": [1, 2]}, 6)


def _pips(board) -> dict[str, tuple[int, ...]]:
    return {line.id: line.pips for line in board.lines}


def test_every_board_is_its_own_puzzle():
    """No board is another with faces renamed or lines turned; each pair differs in at least MIN_DIFFERENT
    segments under the renaming and turns that make them most alike."""
    for a, b in itertools.combinations(BOARDS, 2):
        assert differing_segments(_pips(load_board(a)), _pips(load_board(b))) >= MIN_DIFFERENT, (a, b)


@pytest.mark.parametrize("board_id", BOARDS)
def test_every_die_face_can_start_a_line(board_id):
    """A line starts at one of its ends, so every face must show at some line's end."""
    assert every_face_ends_a_line(_pips(load_board(board_id)), load_rules().die_faces)


def test_likeness_sees_through_renaming_and_turning():
    board = _pips(load_board(BOARDS[0]))
    rename = {1: 4, 2: 6, 3: 1, 4: 2, 5: 3, 6: 5}
    disguised = {line: tuple(rename[p] for p in pips)[:: -1 if line in "ACJ" else 1] for line, pips in board.items()}
    assert differing_segments(board, disguised) == 0
    one_off = {**disguised, "J": (disguised["J"][0] % 6 + 1, *disguised["J"][1:])}
    assert differing_segments(board, one_off) == 1


def test_boards_state_balance_figures_within_the_targets():
    """Each board file states the strong level's mean over at least 300 paired seeds (benchmarks/balance.py):
    within 1 VP of the mean over all boards in the base game and within 2 VP in the variant mix."""
    stated = [load_json("boards", f"board{b}.json")["measured"] for b in BOARDS]
    assert all(figures["games"] >= 300 for figures in stated)
    for setting, allowed in TARGETS.items():
        overall = sum(figures[f"strong_{setting}"] for figures in stated) / len(stated)
        assert all(abs(figures[f"strong_{setting}"] - overall) <= allowed for figures in stated), setting


def test_a_game_begun_on_the_first_edition_keeps_its_boards():
    """A config stored before board editions existed has no board_edition: it replays on the first edition."""
    old = to_jsonable(PowerlineConfig(players=2, seed=5, boards=(1, 4)))
    del old["board_edition"]
    config = from_jsonable(PowerlineConfig, old)
    assert config.board_edition == 1
    players = POWERLINE.initial_state(config).players
    assert [p.board for p in players] == [101, 104]
    first = load_json("boards", "edition1", "board4.json")["pips"]
    assert _pips(load_board(players[1].board)) == {line: tuple(pips) for line, pips in first.items()}
    assert load_board(players[1].board).id == board_number(players[1].board) == 4
    fresh = POWERLINE.initial_state(from_jsonable(PowerlineConfig, to_jsonable(PowerlineConfig(seed=5, boards=(4,)))))
    assert fresh.players[0].board == 4 and _pips(load_board(4)) != _pips(load_board(104))


@pytest.mark.parametrize(("edition", "replaced", "kept"), [(2, (2, 3), 4), (3, (2,), 5)])
def test_a_game_begun_on_an_older_edition_keeps_the_boards_replaced_since(edition, replaced, kept):
    """Boards 2 and 3 were replaced after the second edition, board 2 again after the third; a game begun on an
    older edition replays on its old boards, which no current board resembles, while its other boards are the
    current ones."""
    config = PowerlineConfig(players=len(replaced) + 1, seed=5, boards=(*replaced, kept), board_edition=edition)
    players = POWERLINE.initial_state(from_jsonable(PowerlineConfig, to_jsonable(config))).players
    assert [p.board for p in players] == [KEY_STRIDE * edition + b for b in (*replaced, kept)]
    for player in players[:-1]:
        key = player.board
        old = load_json("boards", f"edition{edition}", f"board{board_number(key)}.json")["pips"]
        assert _pips(load_board(key)) == {line: tuple(pips) for line, pips in old.items()}
        assert load_board(key).id == board_number(key)
        assert all(differing_segments(_pips(load_board(key)), _pips(load_board(b))) >= MIN_DIFFERENT for b in BOARDS)
    assert _pips(load_board(players[-1].board)) == _pips(load_board(kept))


def test_the_board_2_replaced_after_the_third_edition_had_a_face_at_no_line_end():
    assert not every_face_ends_a_line(_pips(load_board(KEY_STRIDE * 3 + 2)), load_rules().die_faces)
