"""Typed errors. A rule error names what went wrong in data; the bot words it for the player who caused it."""


class RuleError(Exception):
    """An action that breaks a rule of the game.

    `rule` is the category a subclass stands for; `code` names the exact refusal and `params` hold its data
    (numbers, ids, keys such as worker colours), never words, so the bot can say it in the player's language.
    """

    rule = "rule"

    def __init__(self, code: str, **params: str | int) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        return f"{self.code} {self.params}" if self.params else self.code

    def __reduce__(self) -> tuple[object, ...]:
        """Pickle by code and params: the default would pass the params dict as a second positional argument."""
        return _rebuild, (type(self), self.code, self.params)


def _rebuild(cls: type[RuleError], code: str, params: dict[str, str | int]) -> RuleError:
    return cls(code, **params)


class ConfigError(ValueError):
    """A game configuration that cannot be played."""


class DataError(ValueError):
    """A data file (board, chart, tiles) that does not describe a valid game."""
