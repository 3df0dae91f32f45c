"""The promise under faults, in every run of the suite: 20 mixed tables on PostgreSQL with two sharded bot
processes for two minutes, one process killed and the database restarted under them, then `benchmarks.chaos`'s
audit finds nothing lost, doubled, missing, duplicated or stuck, and no error in the bots' logs."""

import os

import pytest

from benchmarks import chaos
from harness.postgres import binaries
from tests.conftest import NO_POSTGRES

pytestmark = pytest.mark.wire


async def test_nothing_is_lost_when_a_process_is_killed_and_the_database_restarted(tmp_path):
    if binaries() is None:
        if os.environ.get("CI"):
            pytest.fail(NO_POSTGRES)
        pytest.skip(NO_POSTGRES)
    args = chaos.arguments(["--games", "16", "--seconds", "66", "--quick", "--logs", str(tmp_path)])
    report = await chaos.run(args)
    assert report["problems"] == [], report
    assert report["moves"]["commit_clicks"].get("succeeded", 0) > 50, "the people played"
    assert [r["how"] for r in report["restarts"]] == ["SIGKILL"]
    assert report["database"]["readyz_while_down"].get(503), "/readyz said not ready while the database was down"
    assert report["processes"]["clicks_while_down"], "clicks came while the process was down"
