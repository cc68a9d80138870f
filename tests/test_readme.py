"""Every command the README shows runs as written, in order, from a directory where `corpus/` is
the project's: no input error, no traceback, and where the README shows what the command prints,
the same first word.

Synopsis lines (with placeholders such as FILE, W or `...`) are not commands and are left out;
`clang-16` commands run where clang-16 is installed.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PLACEHOLDER = re.compile(r"(?<![-\w])(FILE|SRC|TGT|W|N|S|K|R|F|G|I|OUT|SIG|PASS|POLICY|SEED|SUBSTRING|CMD|"
                         r"CASE)\b|\.\.\.|\||\[|<")
RUNNERS = ("pllvm", "clang-16")


def _commands() -> list[tuple[str, str | None]]:
    """(command, the first line the README shows it printing, if any), in README order."""
    out: list[tuple[str, str | None]] = []
    text = README.read_text(encoding="utf-8")
    for block in re.findall(r"^```([a-z]*)\n(.*?)^```", text, re.S | re.M):
        lang, body = block
        if lang:  # json, python: not shell
            continue
        lines = body.splitlines()
        k = 0
        while k < len(lines):
            line = lines[k].removeprefix("$ ")
            while line.endswith("\\") and k + 1 < len(lines):
                k += 1
                line = line[:-1] + " " + lines[k].strip()
            k += 1
            command = re.sub(r"\s+#.*$", "", line).strip()
            if not command.startswith(RUNNERS) or PLACEHOLDER.search(command):
                continue
            shown = lines[k] if k < len(lines) and not lines[k].startswith(("$", "pllvm", "clang",
                                                                              "#", "python")) else None
            out.append((command, shown))
    return out


COMMANDS = _commands()


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("readme")
    (d / "corpus").symlink_to(ROOT / "corpus")
    return d


def test_the_readme_shows_commands() -> None:
    assert len(COMMANDS) >= 10
    assert any(c.startswith("pllvm check") and "--smt" in c for c, _ in COMMANDS)


@pytest.mark.parametrize(("command", "shown"), COMMANDS, ids=[c[:60] for c, _ in COMMANDS])
def test_a_readme_command_runs_as_written(command: str, shown: str | None, workdir: Path) -> None:
    argv = shlex.split(command)
    if argv[0] == "clang-16":
        if shutil.which("clang-16") is None:
            pytest.skip("clang-16 is not installed")
    else:
        argv = [sys.executable, "-m", "pllvm", *argv[1:]]
    r = subprocess.run(argv, cwd=workdir, capture_output=True, text=True, timeout=600,
                       env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "HOME": str(workdir)})
    assert r.returncode in (0, 1, 3), (command, r.returncode, r.stderr[-2000:])
    assert "Traceback" not in r.stderr and "error:" not in r.stderr, (command, r.stderr[-2000:])
    if shown is not None and shown.strip():
        first = r.stdout.split(maxsplit=1)[0] if r.stdout.strip() else ""
        assert first == shown.split(maxsplit=1)[0], (command, shown, r.stdout[:500])
