"""The local Discord's rate limits: the global budget, per-route buckets with their headers, and invalid requests."""

from localdiscord.ratelimits import GLOBAL_PER_SECOND, INVALID_LIMIT, RateLimits


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def limits() -> tuple[RateLimits, Clock]:
    clock = Clock()
    return RateLimits(clock=clock), clock


def test_a_channel_takes_five_new_messages_per_five_seconds_with_discords_headers() -> None:
    rate, clock = limits()
    verdicts = [rate.check("POST", "/channels/1/messages") for _ in range(6)]
    assert [v.allowed for v in verdicts] == [True] * 5 + [False]
    assert verdicts[0].headers["X-RateLimit-Limit"] == "5"
    assert [v.headers["X-RateLimit-Remaining"] for v in verdicts[:5]] == ["4", "3", "2", "1", "0"]
    assert verdicts[5].scope == "user" and 4.9 < verdicts[5].retry_after <= 5.0
    assert float(verdicts[0].headers["X-RateLimit-Reset-After"]) == 5.0
    assert verdicts[0].headers["X-RateLimit-Bucket"] == verdicts[5].headers["X-RateLimit-Bucket"]
    assert rate.check("POST", "/channels/2/messages").allowed, "another channel has its own bucket"
    assert rate.check("PATCH", "/channels/1/messages/9").allowed, "edits are another bucket"
    clock.now += 5.0
    assert rate.check("POST", "/channels/1/messages").allowed, "the window reset"


def test_the_global_budget_is_fifty_a_second_and_interaction_endpoints_are_outside_it() -> None:
    rate, clock = limits()
    for channel in range(GLOBAL_PER_SECOND):
        assert rate.check("POST", f"/channels/{channel}/messages").allowed
    refused = rate.check("GET", "/channels/99")
    assert not refused.allowed and refused.scope == "global" and refused.headers["X-RateLimit-Global"] == "true"
    assert rate.check("POST", "/interactions/5/tok/callback").allowed
    assert rate.check("PATCH", "/webhooks/7/tok/messages/@original").allowed
    clock.now += 0.5
    assert not rate.check("GET", "/channels/99").allowed, "a sliding second"
    clock.now += 0.5
    assert rate.check("GET", "/channels/99").allowed


def test_ten_thousand_invalid_requests_in_ten_minutes_ban_the_address() -> None:
    rate, _ = limits()
    for _ in range(INVALID_LIMIT - 1):
        rate.answered(429, "user")
    rate.answered(429, "shared")
    rate.answered(404)
    assert rate.check("GET", "/channels/1").allowed and rate.invalid_peak == INVALID_LIMIT - 1
    rate.answered(403)
    banned = rate.check("GET", "/channels/1")
    assert not banned.allowed and banned.banned


def test_limits_off_let_everything_through() -> None:
    rate = RateLimits(enabled=False)
    assert all(rate.check("POST", "/channels/1/messages").allowed for _ in range(100))
