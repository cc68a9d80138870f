"""[SHAPE-GLOBAL] A shape signature that names a global varying (`@seed=v`) gives each thread its
own copy of it, written out as IR (`pllvm.transform.private`): runs, the analysis, `vectorize`,
its checks and native code all see the copies."""

from __future__ import annotations

from pathlib import Path

import pytest

from pllvm.analysis import analyze, parse_signature
from pllvm.backend.native import build, run_native
from pllvm.check import Options as CheckOptions
from pllvm.check.passes import check_result
from pllvm.cli import main
from pllvm.errors import InputError
from pllvm.exec import run
from pllvm.text import parse_module
from pllvm.transform.pipeline import Options, vectorize
from pllvm.transform.private import privatized, split_globals

SEED = """@seed = global i32 7

define i32 @next(i32 %x) {
entry:
  %s = load i32, ptr @seed
  %t = mul i32 %s, 1103515245
  %u = add i32 %t, %x
  store i32 %u, ptr @seed
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %pos, label %neg
pos:
  %a = load i32, ptr @seed
  ret i32 %a
neg:
  ret i32 %s
}
"""
MODULE = parse_module(SEED)
XS = [1, -2, 3, -4]


def _next(x: int) -> int:
    """One thread alone, from the initial seed."""
    u = (7 * 1103515245 + x) & 0xFFFFFFFF
    u = u - (1 << 32) if u >= 1 << 31 else u
    return u if x > 0 else 7


def test_the_signature_keeps_its_parameters_and_names_its_globals() -> None:
    assert split_globals("v,@seed=v->v") == ("v->v", {"seed": "v"})
    assert split_globals("u,(1,8),@a=u,@b=v") == ("u,(1,8)", {"a": "u", "b": "v"})
    with pytest.raises(InputError, match=r"is not @NAME=u \(shared, the default\) or @NAME=v"):
        split_globals("v,@seed=s4")
    with pytest.raises(ValueError, match="names globals: the commands hold such globals per thread"):
        parse_signature("v,@seed=v", MODULE.function("next"))  # the API says where they go


def test_a_shared_seed_is_a_store_conflict_and_a_private_one_a_seed_per_thread() -> None:
    shared = run(MODULE, "next", 4, "FR", {"x": XS})
    assert shared.ub is not None and "two threads store different values" in shared.ub.reason
    private = privatized(MODULE, ["seed"], 4)
    for interp in ("FR", "OBL"):
        assert run(private, "next", 4, interp, {"x": XS}).ret == [_next(x) for x in XS]


def test_the_analysis_reads_a_private_global_as_consecutive() -> None:
    private = privatized(MODULE, ["seed"], 8)
    fn = private.function("next")
    result = analyze(private, fn, parse_signature("u", fn)[0], "sa", 8)
    assert result.shape_text("seed.own") == "(4,1)" and result.shape_text("s") == "v"
    shared = analyze(MODULE, MODULE.function("next"), parse_signature("u", fn)[0], "sa", 8)
    assert shared.shape_text("s") == "(0,1)"  # uniform: every thread loads the one seed


def test_a_private_global_is_vectorized_checked_and_run_natively() -> None:
    private = privatized(MODULE, ["seed"], 4)
    result = vectorize(private, Options("v", "next", 4))
    assert result.control_uniform
    verdicts = check_result(result, CheckOptions(lanes=4, examples=40, shapes="v"))
    assert verdicts["same"].kind == "valid"
    native = build(result.output, "next", 4, "v")
    assert run_native(native, {"x": XS}, None).ret == [_next(x) for x in XS]


@pytest.mark.parametrize(("signature", "message"), [
    ("v,@nope=v", "names @nope, which is not a global of the module"),
    ("v,@seed=(1,0)", "is not @NAME=u (shared, the default) or @NAME=v"),
])
def test_a_signature_naming_what_cannot_be_private_is_refused(signature: str, message: str,
                                                              tmp_path: Path,
                                                              capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "seed.pll"
    path.write_text(SEED)
    for command in (["run", str(path), "-W", "4", "--arg", "x=1"], ["analyze", str(path)],
                    ["vectorize", str(path)], ["lower", str(path)]):
        assert main([*command, "--shapes", signature]) == 2
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err


def test_the_command_line_runs_and_checks_a_private_global(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture) -> None:
    path, out = tmp_path / "seed.pll", tmp_path / "seed.vec.pll"
    path.write_text(SEED)
    assert main(["run", str(path), "-W", "4", "--arg", "x=1,-2,3,-4", "--shapes", "v,@seed=v"]) == 0
    assert capsys.readouterr().out.startswith("ret      [" + ", ".join(str(_next(x)) for x in XS) + "]")
    assert main(["vectorize", str(path), "--shapes", "v,@seed=v", "-W", "4", "-o", str(out)]) == 0
    assert "@seed = global [4 x i32] [i32 7, i32 7, i32 7, i32 7]" in out.read_text()
    capsys.readouterr()
    assert main(["check", str(path), str(out), "--relation", "vectorize", "--shapes", "v,@seed=v",
                 "-W", "4", "--examples", "40"]) == 0
    assert capsys.readouterr().out.startswith("valid:")


def test_a_global_without_one_meaning_per_thread_is_refused() -> None:
    """An external global has no initial value to copy; a global whose address another global
    holds would leave that pointer naming no particular thread's copy."""
    module = parse_module("@ext = external global i32\n@p = global ptr @g\n@g = global i32 1\n"
                          "define i32 @f() {\nentry:\n  %v = load i32, ptr @g\n  ret i32 %v\n}\n")
    with pytest.raises(InputError, match="@ext is external: its copies would have no initial value"):
        privatized(module, ["ext"], 4)
    with pytest.raises(InputError, match="@g's address is in a global's initializer"):
        privatized(module, ["g"], 4)
