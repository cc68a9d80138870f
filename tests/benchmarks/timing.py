"""Wall time of a command, the one way the benchmark scripts take it (start-up included)."""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def wall(argv: list[str], rounds: int, extra: dict[str, str] | None = None
         ) -> tuple[float, subprocess.CompletedProcess]:
    """The best wall time of `rounds` runs of `argv` from the project's root (with the
    environment variables `extra` set), and the last run.

    One untimed run comes first, and every run may write Python's byte-code cache (even where
    PYTHONDONTWRITEBYTECODE is set), so that a Python command is timed as an installed command
    runs from its second call on: its modules compiled once, not at every start."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"} | (extra or {})
    subprocess.run(argv, cwd=ROOT, capture_output=True, env=env)
    best, last = float("inf"), None
    for _ in range(rounds):
        t0 = time.perf_counter()
        last = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, env=env)
        best = min(best, time.perf_counter() - t0)
    assert last is not None
    return best, last
