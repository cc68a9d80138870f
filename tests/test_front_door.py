"""Every input gets a clear answer: odd programs and arguments end with a located message and
exit 1 or 2, never an internal error (exit 70) or a killed process."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pllvm.backend.jit import verify_ir
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


WHOLE = README.parent / "corpus" / "clang" / "wholefile.ll"


def test_a_whole_c_file_verifies_with_its_external_calls_as_notes(capsys: pytest.CaptureFixture) -> None:
    """clang-16 output of a C file whose main calls strtol, malloc, printf and free: well-formed,
    and verify lists which functions call externals."""
    assert main(["verify", str(WHOLE), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["wellformed"] is True
    assert report["external_calls"] == {"main": ["free", "malloc", "printf", "strtol"]}
    assert {d["severity"] for d in report["diagnostics"]} == {"note"}


def test_running_main_stops_at_its_first_external_call(capsys: pytest.CaptureFixture) -> None:
    assert main(["run", str(WHOLE), "--function", "main", "--arg", "0=1", "--arg", "1=0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("pllvm: error: @main, block 9, `%13 = tail call noalias ptr @malloc(")
    assert "thread 0 calls @malloc, an external function pllvm has no semantics for" in err


def test_the_kernel_of_a_whole_c_file_runs_vectorizes_checks_and_lowers(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    spec = _file(tmp_path, json.dumps({"args": {"0": "@out", "1": "@in", "2": 7.5, "3": 3},
                                       "buffers": {"out": {"type": "float", "data": [0.0] * 3},
                                                   "in": {"type": "float", "data": [1.0, 20.0, 4.0]}}}),
                 "in.json")
    f = ["--function", "scale_clamp"]
    assert main(["run", str(WHOLE), *f, "--input", spec]) == 0
    assert "@out    [7.5, 100, 30]" in capsys.readouterr().out
    assert main(["vectorize", str(WHOLE), *f, "--shapes", "v,v,u,u", "--lanes", "4", "--check",
                 "-o", str(tmp_path / "v.ll")]) == 0
    out = capsys.readouterr().out
    assert "check vectorize (input FR, output OBL): valid" in out
    lowered = tmp_path / "l.ll"
    assert main(["lower", str(WHOLE), *f, "--shapes", "v,v,u,u", "--lanes", "4", "-o", str(lowered)]) == 0
    verify_ir(lowered.read_text())  # LLVM's own verifier accepts it
    assert "@main" not in lowered.read_text() and "@printf" not in lowered.read_text()
    capsys.readouterr()
    assert main(["check", str(WHOLE), str(lowered), "--relation", "vectorize", "--shapes", "v,v,u,u",
                 "--lanes", "4", "--source-function", "scale_clamp",
                 "--target-function", "scale_clamp", "--examples", "60"]) == 0
    assert capsys.readouterr().out.startswith("valid: 60 inputs drawn")


def test_lower_leaves_out_globals_that_name_functions_it_does_not_emit(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """A C++ file's `@llvm.global_ctors` names its static constructor: lowering one function
    without the constructor drops the list too, so LLVM's verifier accepts the output."""
    src = _file(tmp_path, "@k = constant i32 3\n"
                "@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] "
                "[{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]\n"
                "define internal void @init() {\n  ret void\n}\n"
                "define i32 @f(i32 %x) {\n  %k = load i32, ptr @k\n  %y = mul i32 %x, %k\n"
                "  ret i32 %y\n}\n")
    out = tmp_path / "f.ll"
    assert main(["lower", src, "--function", "f", "--lanes", "4", "-o", str(out), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["function"] == "f" and report["parameters"] == [
        {"name": "x", "source_name": "x", "type": "i32", "shape": "v"}]
    text = out.read_text()
    verify_ir(text)
    assert "@k = constant i32 3" in text and "global_ctors" not in text and "@init" not in text


def test_fmt_keeps_declarations_nothing_calls_with_their_attributes(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    decls = ("declare void @llvm.donothing() nounwind memory(none)\n"
             "declare i32 @g(ptr nofpclass(nan inf) %x) memory(argmem: readwrite) allocsize(0, 1)\n")
    src = _file(tmp_path, decls + "define void @f() {\nentry:\n  ret void\n}\n")
    assert main(["fmt", src, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["declarations"] == ["llvm.donothing", "g"]
    assert report["text"].endswith("\n" + decls)
