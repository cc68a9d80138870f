"""[NATIVE-ISOLATE] `run --native` and `kernel --native` run the JIT-compiled code in a child
process: an access outside every object becomes an error naming the function and the signal, a
hang ends at `--time-limit`, and a normal run prints what it printed before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pllvm.cli import main

OOB = """define i32 @oob(ptr %p, i64 %i) {
A:
  %q = getelementptr i32, ptr %p, i64 %i
  %x = load i32, ptr %q
  ret i32 %x
}
"""

SPIN = """define i32 @spin(i32 %item, i32 %n) {
A:
  br label %L
L:
  %i = phi i32 [ 0, %A ], [ %i.n, %L ]
  %i.n = add i32 %i, 0
  %c = icmp slt i32 %i.n, %n
  br i1 %c, label %L, label %X
X:
  ret i32 %i
}
"""


def _file(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_an_access_outside_every_object_is_reported(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    src = _file(tmp_path, "oob.pll", OOB)
    inputs = _file(tmp_path, "oob.json", json.dumps(
        {"args": {"i": [1 << 40, 0], "p": "@buf"}, "buffers": {"buf": {"type": "i32", "count": 4}}}))
    assert main(["run", src, "-W", "2", "--native", "--input", inputs]) == 1
    err = capsys.readouterr().err
    assert "the native code of @oob died with SIGSEGV" in err and "Traceback" not in err
    assert main(["run", src, "-W", "2", "--input", inputs]) == 1  # the interpreter: UB, named
    assert "access outside every object" in capsys.readouterr().out


def test_a_hang_ends_at_the_time_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _file(tmp_path, "spin.pll", SPIN)
    assert main(["kernel", src, "-n", "4", "-W", "2", "--native", "--arg", "n=1",
                 "--time-limit", "1"]) == 1
    assert "did not finish within the time limit of 1 s" in capsys.readouterr().err
    assert main(["run", src, "-W", "2", "--native", "--arg", "item=0,1", "--arg", "n=1,0",
                 "--time-limit", "0.5"]) == 1
    assert "@spin did not finish" in capsys.readouterr().err


def test_a_run_that_ends_prints_its_results(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _file(tmp_path, "spin.pll", SPIN)
    assert main(["run", src, "-W", "2", "--native", "--arg", "item=0,1", "--arg", "n=0,0"]) == 0
    assert capsys.readouterr().out.strip() == "ret      [0, 0]"
    assert main(["kernel", src, "-n", "3", "-W", "2", "--native", "--arg", "n=0", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ret"] == [0, 0, 0]
