"""A throwaway PostgreSQL server for the tests and benchmarks: `initdb` into a temporary directory, listening on
127.0.0.1 only, trusting local connections, stopped at the end of the run. As root it runs as the `postgres` user,
since PostgreSQL refuses to run as root. `./dev` installs Debian's `postgresql` package where it is missing."""

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

START_SECONDS = 30


def binaries() -> Path | None:
    """The directory of `initdb` and `pg_ctl`: on the PATH, or where Debian puts them."""
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(versions[-1]).parent if versions else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class PostgresServer:
    def __init__(self, bin_dir: Path) -> None:
        self.bin_dir = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="pg-tests-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self._as: list[str] = []
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(self.root, user.pw_uid, user.pw_gid)
            self._as = ["runuser", "-u", "postgres", "--"]

    def _run(self, *command: str) -> None:
        subprocess.run([*self._as, *command], check=True, capture_output=True, timeout=START_SECONDS)

    def start(self) -> str:
        """Initialise and start the server; its URL."""
        self._run(str(self.bin_dir / "initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8")
        self.resume()
        return self.url("postgres")

    def halt(self) -> None:
        """Stop the server as an operator's restart does (fast: open connections are cut, sessions rolled back),
        keeping its data for `resume`."""
        self._run(str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def resume(self) -> None:
        """Start the server on its data and port."""
        options = f"-h 127.0.0.1 -p {self.port} -k {self.root} -F"
        log = str(self.root / "server.log")
        self._run(str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "-o", options, "-l", log, "-w", "start")

    def create_database(self, name: str) -> str:
        """A new, empty database; its URL."""
        host = ("-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres")
        subprocess.run([str(self.bin_dir / "createdb"), *host, name], check=True, capture_output=True, timeout=30)
        return self.url(name)

    def url(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def stop(self) -> None:
        try:
            self._run(str(self.bin_dir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
