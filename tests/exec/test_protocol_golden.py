"""Golden protocols: the terminal trace of every execution protocol figure of the dissertation, in
the figures' column layout (the state before each block; after it with --after), at most 100
columns wide.

Each file in golden/ is a script: comment lines (`#`), one command (`$ pllvm ...`, run from the
repository's root) and the output it must print, byte for byte. `PLLVM_UPDATE_GOLDEN=1` rewrites
the outputs from the current code; review the difference before committing it.
"""

from __future__ import annotations

import os
import shlex
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.cli import main
from pllvm.exec.trace import WIDTH

GOLDEN = Path(__file__).parent / "golden"
SCRIPTS = sorted(GOLDEN.glob("*.txt"))


def _split(path: Path) -> tuple[list[str], str, str]:
    """(the comment and command lines, the command's arguments, the expected output)."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    k = next(i for i, line in enumerate(lines) if line.startswith("$ pllvm "))
    return lines[: k + 1], lines[k].removeprefix("$ pllvm ").strip(), "".join(lines[k + 1:])


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.stem)
def test_the_protocol_of_the_figure(path: Path, capsys: pytest.CaptureFixture,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    head, command, expected = _split(path)
    monkeypatch.chdir(CORPUS.parent)
    main(shlex.split(command))
    out = capsys.readouterr().out
    if os.environ.get("PLLVM_UPDATE_GOLDEN"):
        path.write_text("".join(head) + out, encoding="utf-8")
        expected = out
    assert out == expected
    assert max(len(line) for line in out.splitlines()) <= WIDTH


def test_every_protocol_figure_has_a_golden_trace() -> None:
    figures = {p.stem.split("-")[0] for p in SCRIPTS}
    assert figures == {"fig3.19c", "fig3.20b", "fig3.21b", "fig3.22d", "fig4.5b", "fig4.6b",
                       "fig4.11", "fig5.1b", "fig5.1c", "fig5.2", "fig5.3", "fig5.4", "fig5.5c"}
