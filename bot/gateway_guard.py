"""A gateway event discord.py cannot parse is dropped with one line in the log instead of ending the process.

discord.py parses each event in the gateway's receive loop, so a payload missing a field it expects (a forged
interaction, a field Discord renamed) raises out of `connect` and stops the bot with every game in it. Wrapping
the state's parsers keeps that failure to the one event.
"""

import logging
from collections.abc import Callable
from typing import Any

import discord

log = logging.getLogger(__name__)

Parser = Callable[[Any], None]


def _guarded(event: str, parse: Parser) -> Parser:
    def parse_or_drop(data: Any) -> None:
        try:
            parse(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            log.warning("dropped a %s event discord.py could not read (%s: %s)", event, type(error).__name__, error)

    return parse_or_drop


def guard_parsers(client: discord.Client) -> None:
    """Make every gateway event parser of `client` drop what it cannot read."""
    parsers: dict[str, Parser] = client._connection.parsers
    for event, parse in list(parsers.items()):
        parsers[event] = _guarded(event, parse)
