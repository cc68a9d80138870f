"""Every input gets a clear answer: odd programs and arguments end with a located message and
exit 1 or 2, never an internal error (exit 70) or a killed process."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pllvm.cli import main
from pllvm.text import parse_module
from pllvm.valid import verify_module

README = Path(__file__).resolve().parents[1] / "README.md"


def _file(tmp_path: Path, text: str, name: str = "p.ll") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def _nested(depth: int) -> str:
    e = "ptrtoint (ptr @g to i64)"
    for _ in range(depth):
        e = f"add (i64 {e}, i64 1)"
    return f"@g = global i32 0\ndefine i64 @f() {{\nentry:\n  ret i64 {e}\n}}\n"


def test_constant_expressions_nest_to_the_limit_and_beyond_it_are_refused_where_they_go_deep(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    ok = _file(tmp_path, _nested(99), "ok.ll")
    assert main(["run", ok, "--lanes", "1"]) == 0
    assert main(["fmt", ok]) == 0
    deep = _file(tmp_path, _nested(300), "deep.ll")
    capsys.readouterr()
    assert main(["fmt", deep]) == 2
    err = capsys.readouterr().err
    assert re.fullmatch(rf"pllvm: error: {re.escape(deep)}:4:\d+: expressions nested more than "
                        r"100 deep\n", err), err


@pytest.mark.parametrize(("out", "message"), [
    ("/nonexistent/x.pll", "cannot write /nonexistent/x.pll: no directory /nonexistent"),
    ("{tmp}", "cannot write {tmp}: it is a directory"),
])
def test_an_unwritable_output_is_an_input_error(out: str, message: str, tmp_path: Path,
                                                capsys: pytest.CaptureFixture) -> None:
    src = _file(tmp_path, "define i32 @f() {\nentry:\n  ret i32 0\n}\n")
    assert main(["fmt", src, "-o", out.format(tmp=tmp_path)]) == 2
    assert capsys.readouterr().err == f"pllvm: error: {message.format(tmp=tmp_path)}\n"


@pytest.mark.parametrize(("text", "message"), [
    ("define i32 @f() {\nentry:\n  %a = alloca [4000000000 x i32]\n  ret i32 0\n}\n",
     "@f, block entry, `%a = alloca [4000000000 x i32]`: cannot run on: allocating 16000000000 "
     "bytes for alloca [4000000000 x i32] passes pllvm's memory limit of 1073741824 bytes"),
    ("@g = global [4000000000 x i32] zeroinitializer\ndefine i32 @f() {\nentry:\n  ret i32 0\n}\n",
     "allocating 16000000000 bytes for @g passes pllvm's memory limit of 1073741824 bytes"),
])
def test_an_allocation_past_the_memory_limit_stops_the_run_with_its_place(
        text: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["run", _file(tmp_path, text), "--lanes", "1"]) == 2
    assert capsys.readouterr().err == f"pllvm: error: {message}\n"


def test_a_memset_whose_length_leaves_its_object_is_undefined(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture) -> None:
    src = _file(tmp_path, "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
                "define void @f(ptr %p, i64 %n) {\nentry:\n"
                "  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 %n, i1 false)\n  ret void\n}\n")
    spec = _file(tmp_path, '{"args": {"n": -5}, "buffers": {"p": {"type": "i8", "data": [0, 0]}}}',
                 "in.json")
    assert main(["run", src, "--lanes", "1", "--input", spec]) == 1
    assert "undefined behaviour: memset of 18446744073709551611 bytes leaves the object it starts " \
           "in" in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "message"), [
    (["--arg", "x=300"], "argument %x: 300 does not fit i8 (-128..255)"),
    (["--arg", "x=1", "--arg", "x=2"], "--arg x is given twice"),
    (["--arg", "x=1", "--fuel", "-1"], "the step budget (fuel) must be positive, not -1"),
])
def test_arguments_are_checked(argv: list[str], message: str, tmp_path: Path,
                               capsys: pytest.CaptureFixture) -> None:
    src = _file(tmp_path, "define i8 @f(i8 %x) {\nentry:\n  ret i8 %x\n}\n")
    assert main(["run", src, "--lanes", "1", *argv]) == 2
    assert capsys.readouterr().err == f"pllvm: error: {message}\n"


def test_clangs_numbered_parameters_are_spelled_alike_in_the_interpreter_and_natively(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    src = _file(tmp_path, "define i32 @f(i32 %0) {\n  %2 = add i32 %0, 1\n  ret i32 %2\n}\n")
    assert main(["run", src, "--lanes", "4", "--arg", "0=1,2,3,4"]) == 0
    assert main(["run", src, "--lanes", "4", "--arg", "0=1,2,3,4", "--native"]) == 0
    out = capsys.readouterr().out
    assert out.count("ret      [2, 3, 4, 5]") == 2


def test_explore_without_an_ending_schedule_says_so_and_fails(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture) -> None:
    src = _file(tmp_path, "define i32 @f() {\nentry:\n  br label %l\nl:\n  br label %l\n}\n")
    assert main(["explore", src]) == 1
    assert "no schedule ended within the bounds: no outcome" in capsys.readouterr().out


def test_the_readme_example_of_the_text_format_is_well_formed() -> None:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## The text format"):]
    example = re.search(r"```\n(.*?)```", section, re.S).group(1)
    assert verify_module(parse_module(example)) == []
