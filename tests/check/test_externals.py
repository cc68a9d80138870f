"""[THETA-EXTERNAL] calls of external functions outside θ: `verify` names them without calling
the program ill-formed, a run stops where a thread calls one (naming the thread, block and
call), and a check treats each as an uninterpreted function, the same on both sides."""

from __future__ import annotations

from pathlib import Path

import pytest

from pllvm.check import Options, Side, check
from pllvm.check.verdict import Verdict
from pllvm.cli import main
from pllvm.errors import PllvmError
from pllvm.exec import run
from pllvm.text import parse_module

SOURCE = """
declare i32 @mystery(i32)
declare i32 @never_called(i32)

define i32 @f(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %call, label %done
call:
  %y = call i32 @mystery(i32 %x)
  br label %done
done:
  %r = phi i32 [ %y, %call ], [ 0, %entry ]
  ret i32 %r
}
"""
SHIFTED = SOURCE.replace("%y = call i32 @mystery(i32 %x)",
                         "%x1 = add i32 %x, 1\n  %y = call i32 @mystery(i32 %x1)")


def test_verify_names_the_external_calls_and_says_well_formed(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "ext.ll"
    path.write_text(SOURCE)
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert "note[fn-theta]" in out and "well-formed (1 function)" in out
    assert "@f calls @mystery" in out and "never_called" not in out


def test_a_run_stops_where_a_thread_calls_one_and_not_before() -> None:
    m = parse_module(SOURCE)
    assert run(m, "f", 2, "FR", {"x": [-1, 0]}).ret == [0, 0]
    with pytest.raises(PllvmError, match=r"block call, `%y = call i32 @mystery\(i32 %x\)`: "
                                         r"cannot run on: thread 1 calls @mystery"):
        run(m, "f", 2, "FR", {"x": [-1, 5]})


def test_the_oracle_is_a_function_of_the_arguments() -> None:
    m = parse_module(SOURCE)
    a = run(m, "f", 4, "FR", {"x": [3, 3, 4, 3]}, externals=True).ret
    assert a[0] == a[1] == a[3] != a[2]
    assert run(m, "f", 4, "OBL", {"x": [3, 3, 4, 3]}, externals=True).ret == a


@pytest.mark.parametrize("smt", [False, True], ids=["run-based", "smt"])
def test_a_check_compares_calls_as_an_uninterpreted_function(smt: bool) -> None:
    src = Side(parse_module(SOURCE), "f", "FR")
    same = Side(parse_module(SOURCE), "f", "OBL")
    shifted = Side(parse_module(SHIFTED), "f", "FR")
    opts = Options(lanes=2, smt=True) if smt else Options(lanes=2, examples=60)

    def decide(a: Side, b: Side) -> Verdict:
        return check("same", a, b, opts)

    ok = decide(src, same)
    assert ok.kind == "valid", ok.explain()
    bad = decide(src, shifted)
    assert bad.kind == "invalid", bad.explain()
    if smt:
        assert "@mystery uninterpreted (external)" in ok.coverage
