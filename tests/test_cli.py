"""The command line as a user meets it: exit codes, messages, output files, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.cli import main
from pllvm.text import parse_file, parse_module

LOGSTAR = CORPUS / "thesis" / "fig3.20_logstar.pll"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pllvm", *args], capture_output=True, text=True,
                          check=False)


def test_fmt_prints_canonical_text_that_parses_to_the_same_program() -> None:
    r = run("fmt", str(LOGSTAR))
    assert r.returncode == 0, r.stderr
    assert parse_module(r.stdout) == parse_file(LOGSTAR)


def test_fmt_writes_the_output_file_atomically(tmp_path: Path) -> None:
    out = tmp_path / "out.pll"
    assert main(["fmt", str(LOGSTAR), "-o", str(out)]) == 0
    assert parse_file(out) == parse_file(LOGSTAR)
    assert [p.name for p in tmp_path.iterdir()] == ["out.pll"]


def test_a_syntax_error_leaves_no_output_file_behind(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.pll"
    bad.write_text("define i32 @f() {\nentry:\n  %x = add i32 1 2\n  ret i32 %x\n}\n")
    out = tmp_path / "out.pll"
    assert main(["fmt", str(bad), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err == f"pllvm: error: {bad}:3:18: unexpected '2'; expected ','\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.pll"]


def test_verify_exit_codes_and_json(tmp_path: Path) -> None:
    good = run("verify", str(LOGSTAR))
    assert good.returncode == 0
    assert good.stdout.strip().endswith("well-formed (1 function)")

    bad = tmp_path / "bad.pll"
    bad.write_text("define i32 @f() {\nentry:\n  ret i32 %nope\n}\n")
    r = run("verify", str(bad), "--json")
    assert r.returncode == 1
    report = json.loads(r.stdout)
    assert report["wellformed"] is False
    assert report["diagnostics"] == [{
        "id": "ssa-undefined", "severity": "error", "message": "use of undefined value %nope",
        "context": "@f, block entry, terminator", "file": str(bad), "line": 3, "column": 3,
    }]

    missing = run("verify", str(tmp_path / "missing.pll"))
    assert missing.returncode == 2
    assert missing.stderr == f"pllvm: error: no such file: {tmp_path / 'missing.pll'}\n"


ILL_FORMED = "define i32 @f(i32 %x) {\nentry:\n  br label %Z\n}\n"


@pytest.mark.parametrize("command", [
    "run F", "explore F", "schedule check F --schedule entry", "cfg F --dot", "lower F",
    "vectorize F --shapes v", "analyze F --shapes v", "check F F", "check F F --smt",
    "kernel F --function f --items 4 --interp",
])
def test_every_command_refuses_an_ill_formed_program_as_verify_reports_it(
        command: str, tmp_path: Path, capsys) -> None:
    """A branch to an undefined label reached the engine as `internal error: KeyError`."""
    bad = tmp_path / "bad.ll"
    bad.write_text(ILL_FORMED)
    argv = [str(bad) if word == "F" else word for word in command.split()]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"pllvm: error: {bad} is not well-formed (1 error; `pllvm verify` "
                          f"explains):\n  {bad}:3:3: error[label-unknown]"), err


@pytest.mark.parametrize("content", [b"\xff\xfe\x00garbage", b"define", b"}}}}"])
def test_unreadable_input_gets_one_line_and_exit_2(tmp_path: Path, content: bytes) -> None:
    f = tmp_path / "x.pll"
    f.write_bytes(content)
    r = run("verify", str(f))
    assert r.returncode == 2
    assert r.stderr.startswith("pllvm: error: ")
    assert "Traceback" not in r.stderr and r.stderr.count("\n") == 1


def test_cfg_dot_shows_predicates_block_index_and_back_edges() -> None:
    r = run("cfg", str(CORPUS / "thesis" / "fig4.6_activation.pll"), "--dot")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith('digraph "')
    assert "predicate %notp" in r.stdout
    loop = run("cfg", str(LOGSTAR), "--dot")
    assert "style=dashed" in loop.stdout


def test_cfg_json_reports_loops_and_dominators() -> None:
    r = run("cfg", str(LOGSTAR), "--json")
    facts = json.loads(r.stdout)
    assert facts["reducible"] is True
    (loop,) = facts["loops"]
    assert loop["header"] == loop["latches"][0]
    assert facts["block_index"][0] == facts["entry"]
    assert facts["blocks"][loop["header"]]["idom"] == facts["entry"]


def test_cfg_names_a_missing_function() -> None:
    r = run("cfg", str(LOGSTAR), "--function", "nope")
    assert r.returncode == 2
    assert r.stderr == "pllvm: error: no function @nope in the module\n"


IMPORTED = """
import contextlib, io, sys
from pllvm.cli import main
with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):
    main(sys.argv[1:])
print(sorted(m for m in ("z3", "llvmlite", "hypothesis") if m in sys.modules))
"""


@pytest.mark.parametrize("argv", [["--help"], ["fmt", str(LOGSTAR)], ["verify", str(LOGSTAR)]])
def test_help_fmt_and_verify_import_no_solver_jit_or_generator(argv: list[str]) -> None:
    """Each command imports what it uses, so that start-up stays short: --help, fmt and verify
    need none of z3, llvmlite and hypothesis."""
    r = subprocess.run([sys.executable, "-c", IMPORTED, *argv], capture_output=True, text=True,
                       check=True)
    assert r.stdout == "[]\n", r.stderr


def test_option_values_a_command_module_defines_are_checked_and_shown(capsys) -> None:
    """--veclib and --emit-after take their values from the backend and the pipeline, read when
    they are checked or shown."""
    with pytest.raises(SystemExit) as e:
        main(["lower", str(LOGSTAR), "--veclib", "libmvec-x"])
    assert e.value.code == 2
    assert ("argument --veclib: invalid choice: 'libmvec-x' (choose from 'none', 'libmvec-b', "
            "'libmvec-c', 'libmvec-d', 'libmvec-e')") in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["vectorize", "--help"])
    passes = "inline, outer-loop, normalize, divergent-loops, boscc, linearize"
    assert f"stop after this pass ({passes})" in " ".join(capsys.readouterr().out.split())


def test_a_run_cut_short_says_which_threads_did_not_return(capsys: pytest.CaptureFixture) -> None:
    """A schedule that ends before the threads return: they did not return, which is not ⊤
    (a thread that returns ⊤ returned)."""
    path = str(CORPUS / "thesis" / "fig5.5b_termination_ifconv.pll")
    args = [path, "--lanes", "2", "--interp", "OBL", "--arg", "p=0,0", "--arg", "n=3"]
    assert main(["run", *args, "--schedule", "A B B B"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("ret      [did not return, did not return]\n")
    assert main(["run", *args, "--schedule", "A B B B", "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["returned"] == [False, False] and result["ret"] == [None, None]
    assert main(["run", *args]) == 0
    assert capsys.readouterr().out.startswith("ret      [0, 0]\n")


UNREACHABLE_INTO_LOOP = """define i32 @f(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %j, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

dead:
  br label %body

body:
  %j = add i32 %i, 1
  br label %head

exit:
  ret i32 %i
}
"""


def test_an_unreachable_block_branching_into_a_loop_is_not_part_of_it(tmp_path: Path, capsys) -> None:
    """[CFG-LOOP] A natural loop holds the reachable blocks that reach its latch: `dead` branches
    to the latch but no run enters it. `cfg`, `analyze` and `vectorize` once stopped on it with
    an internal error (the block index has no place for an unreachable block)."""
    path = tmp_path / "f.pll"
    path.write_text(UNREACHABLE_INTO_LOOP)
    assert main(["cfg", str(path), "--json"]) == 0
    (loop,) = json.loads(capsys.readouterr().out)["loops"]
    assert (loop["header"], sorted(loop["blocks"]), loop["preheader"]) == ("head", ["body", "head"], "entry")
    assert main(["analyze", str(path), "--shapes", "v"]) == 0
    assert "exit:" in capsys.readouterr().out
    assert main(["vectorize", str(path), "-W", "4", "--shapes", "v->v", "--check", "-o",
                 str(tmp_path / "out.pll")]) == 0
    assert "check vectorize (input FR, output OBL): valid: " in capsys.readouterr().out
