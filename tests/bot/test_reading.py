""" "Read the board": the game in words, privately, from every card, cut into pages a card can hold."""

from bot.table.reading import PAGE_TEXT, pages
from i18n.catalog import text as shared
from tests.bot.helpers import custom_ids, labels, text
from tests.bot.test_tictactoe import label, mark, simcord_bot
from tests.bot.turn_games import open_table

__all__ = ["simcord_bot"]


def test_the_words_are_cut_between_sections_and_no_page_is_too_long():
    sections = [f"## Section {n}\n" + "\n".join(f"- line {n}.{i} " + "x" * 50 for i in range(20)) for n in range(8)]
    found = pages("\n".join(sections))
    assert len(found) > 1 and all(len(page) <= PAGE_TEXT for page in found)
    assert all(page.startswith("## Section") for page in found), "a page starts at a heading"
    assert "\n".join(found) == "\n".join(sections), "nothing lost or repeated"


def test_a_section_longer_than_a_page_is_cut_between_its_lines():
    long = "## One\n" + "\n".join("- " + "y" * 99 for _ in range(100))
    found = pages(long)
    assert all(len(page) <= PAGE_TEXT for page in found)
    assert "\n".join(found) == long


async def test_the_board_is_read_from_the_turn_card_the_picker_and_the_status_card(env, fast_images):
    table = await open_table(env, "tictactoe", people=2)
    thread, (alice, bob) = table.thread, table.members
    await mark(table, alice, 5)
    read = shared("en", "read-board")
    assert read in labels(table.turn_card().components)
    answer = (await bob.click(table.turn_card(), label=read)).response
    said = text(answer)
    assert said.startswith(shared("en", "read-title", title="Tic-tac-toe", game=1))
    assert label("read-cell", cell=5, mark="X") in said and label("read-cell", cell=1, mark="-") in said
    picker = (await bob.click(table.turn_card(), label=label("button-take"))).response
    assert read in labels(picker.components)
    status = next(m for m in thread.history() if text(m).startswith("📊"))
    assert any(c.startswith("tictactoe:read:1:") for c in custom_ids(status.components))


async def test_a_turn_card_picture_says_what_it_shows(env, fast_images):
    table = await open_table(env, "tictactoe", people=2)
    await mark(table, table.members[0], 1)
    [picture] = table.turn_card().attachments
    assert picture.description.startswith(label("read-cell", cell=1, mark="X"))
