"""Faults the fake Discord injects into REST calls: errors, rate limits, slow answers, an error after the
message was made."""

import fnmatch
from dataclasses import dataclass


@dataclass
class Fault:
    method: str
    """HTTP method, or "*"."""
    path: str
    """An fnmatch pattern on the path after /api/v10, e.g. "/channels/*/messages"."""
    status: int = 500
    times: int | None = 1
    """How many calls it hits; None: every call until cleared."""
    retry_after: float = 0.05
    """For 429: how long the client must wait."""
    after_create: bool = False
    """Do the call, then answer with the error anyway (Discord made the message but the answer was lost)."""
    delay: float = 0.0
    """Answer this much later (status 0: then answer normally)."""
    code: int = 0
    scope: str = "user"
    """For 429: the `X-RateLimit-Scope` (user, global or shared)."""

    def matches(self, method: str, path: str) -> bool:
        return (self.method in ("*", method)) and fnmatch.fnmatchcase(path, self.path)


class Faults:
    def __init__(self) -> None:
        self.active: list[Fault] = []

    def add(self, fault: Fault) -> Fault:
        self.active.append(fault)
        return fault

    def clear(self) -> None:
        self.active.clear()

    def take(self, method: str, path: str) -> Fault | None:
        """The first fault for this call, used up by one."""
        for fault in self.active:
            if fault.matches(method, path):
                if fault.times is not None:
                    fault.times -= 1
                    if fault.times <= 0:
                        self.active.remove(fault)
                return fault
        return None
