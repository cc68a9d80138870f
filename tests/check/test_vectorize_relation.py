"""[CHK-VECTORIZE] for a source whose threads interact: the reference is its own lock-step run,
so a file checked against itself is never invalid, and a target that drops the interaction is."""

from __future__ import annotations

from pllvm.check import Options, Side, check
from pllvm.text import parse_module

EXTRACT = """
declare float @rv_extract(float, i32)

define float @src(float %a) {
entry:
  %e = call float @rv_extract(float %a, i32 3)
  ret float %e
}

define float @const(float %a) {
entry:
  ret float 42.0
}
"""


def _sides(target: str) -> tuple[Side, Side]:
    m = parse_module(EXTRACT)
    return Side(m, "src", "FR"), Side(m, target, "OBL")


def test_rv_extract_against_a_constant_is_invalid() -> None:
    src, tgt = _sides("const")
    v = check("vectorize", src, tgt, Options(lanes=4, shapes="v", examples=50))
    assert v.kind == "invalid", v.explain()
    assert "the source's lock-step run FR (its threads interact)" in v.coverage
    assert "returns 42.0, the source returns" in v.counterexample.difference


def test_a_file_checked_against_itself_is_never_invalid() -> None:
    src, tgt = _sides("src")
    v = check("vectorize", src, tgt, Options(lanes=4, shapes="v", examples=50))
    assert v.kind == "valid", v.explain()


def test_smt_compares_a_source_whose_threads_interact_with_its_lock_step_run() -> None:
    """W scalar runs of `rv_extract(a, 3)` return each thread's own `a`, which a target that
    returns 42.0 does not; the lock-step run returns thread 3's `a` on every thread."""
    src, bad = _sides("const")
    v = check("vectorize", src, bad, Options(shapes="v", lanes=4, smt=True))
    assert v.kind == "invalid", v.explain()
    assert "the source's lock-step run FR (its threads interact)" in v.coverage
    same = check("vectorize", *_sides("src"), Options(shapes="v", lanes=4, smt=True))
    assert same.kind == "valid", same.explain()


STRIDED = """
declare i64 @thread_id()
declare i64 @rv_extract(i64, i32)

define i64 @src(i64 %i) {
entry:
  ret i64 %i
}

define i64 @from_zero(i64 %i) {
entry:
  %t = call i64 @thread_id()
  ret i64 %t
}

define i64 @from_base(i64 %i) {
entry:
  %b = call i64 @rv_extract(i64 %i, i32 0)
  %t = call i64 @thread_id()
  %r = add i64 %b, %t
  ret i64 %r
}
"""


def test_the_check_reads_s1_as_a_stride_from_any_base() -> None:
    """[DA-SIG] Under `s1` a target may rebuild the argument from thread 0's value and the stride,
    not assume it starts at 0, which only `(1,0)` says; runs and z3 agree."""
    m = parse_module(STRIDED)
    src = Side(m, "src", "FR")
    for smt in (False, True):
        def verdict(target: str, shapes: str, smt: bool = smt) -> str:
            return check("vectorize", src, Side(m, target, "OBL"),
                         Options(lanes=4, shapes=shapes, examples=50, smt=smt)).kind

        assert verdict("from_base", "s1") == "valid"
        assert verdict("from_zero", "s1") == "invalid"
        assert verdict("from_zero", "(1,0)") == "valid"
