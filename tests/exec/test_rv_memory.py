"""RV's memory builtins ([W-CMD-RV-MEM]): both checkers refute a vectorization that reads the
wrong thread's pointer, and a call pllvm cannot write out is a clear error naming its block.
The values they compute are in corpus/exec/rv_memory.pll."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.cli import main
from pllvm.exec.rv_memory import rv_expanded
from pllvm.text import parse_file

SOURCE = CORPUS / "exec" / "rv_memory.pll"


def test_a_function_without_them_is_given_back_itself() -> None:
    fn = parse_file(CORPUS / "exec" / "atomics.pll").function("fetch_add")
    assert rv_expanded(fn) is fn


@pytest.mark.parametrize("smt", [False, True], ids=["runs", "z3"])
def test_reading_the_next_threads_pointer_is_refuted(tmp_path: Path, capsys: pytest.CaptureFixture,
                                                      smt: bool) -> None:
    wrong = SOURCE.read_text().replace(
        "%x = call i32 @rv_load(ptr %p, i32 %l)",
        "%l1 = add i32 %l, 1\n  %x = call i32 @rv_load(ptr %p, i32 %l1)")
    target = tmp_path / "wrong.pll"
    target.write_text(wrong)
    args = ["check", str(SOURCE), str(target), "--source-function", "load_lane",
            "--target-function", "load_lane", "--relation", "same", "--shapes", "u", "-W", "4"]
    assert main(args + (["--smt"] if smt else [])) == 1
    out = capsys.readouterr().out
    assert out.startswith("invalid"), out
    found = re.search(r"thread \d+ returns (\d+), the source returns (\d+)", out)
    if found is None:  # l = W - 1: the target reads through lane W's pointer, which is ⊤
        assert "%l = [3, 3, 3, 3]" in out, out
    else:
        assert int(found[1]) == int(found[2]) + 1, out  # @tab[l + 1] where @tab[l] was due


def test_an_alignment_that_is_not_a_power_of_two_is_refused(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "align.pll"
    text = SOURCE.read_text().replace("@rv_align(ptr %p, i32 8)", "@rv_align(ptr %p, i32 6)")
    path.write_text(text)
    line = next(k for k, x in enumerate(text.splitlines(), 1) if "i32 6)" in x)
    assert main(["run", str(path), "-f", "aligned", "-W", "2", "--arg", "off=0,8"]) != 0
    err = capsys.readouterr().err
    assert f"align.pll:{line}:3: @rv_align in %A: the alignment must be a constant power of two" in err
    assert "Traceback" not in err
