"""Each diagnostic of the verifier on a minimal program: its ID, its location, its sentence."""

from __future__ import annotations

import pytest

from pllvm.text import parse_module
from pllvm.valid import verify_module

BUILTINS = """
declare i1 @any(i1)
declare i32 @thread_id()
declare double @log(double)
"""


def diags(text: str, normal_form: bool = False) -> list[tuple[str, int, str]]:
    m = parse_module(BUILTINS + text, "t.pll")
    offset = BUILTINS.count("\n")
    return [(d.id, d.where.line - offset, d.message) for d in verify_module(m, normal_form)]


def ids(text: str, normal_form: bool = False) -> list[str]:
    return [d[0] for d in diags(text, normal_form)]


GOOD = """
define i32 @f(i32 %n, i1 %p) {
A:
  %t = call i32 @thread_id()
  %c = icmp slt i32 %t, %n
  %notp = total xor i1 %p, true
  br i1 %c, label %B, label %C
B:
  %x = add nsw i32 %t, 1
  br label %D
C: predicate %notp
  %m = mask
  %y = select i1 %m, i32 %t, i32 0
  br label %D
D:
  %z = phi i32 [ %x, %B ], [ %y, %C ] shadow 7
  %a = call i1 @any(i1 %c)
  ret i32 %z
}
"""


def test_a_well_formed_p_llvm_program_has_no_diagnostics() -> None:
    assert diags(GOOD) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            """
define i32 @f(i32 %n) {
entry:
  %y = add i32 %n, %z
  ret i32 %y
}""",
            ("ssa-undefined", 4, "use of undefined value %z"),
            id="undefined-value",
        ),
        pytest.param(
            """
define i32 @f(i32 %n) {
entry:
  %y = add i32 %n, 1
  %y = add i32 %n, 2
  ret i32 %y
}""",
            ("ssa-redefinition", 5, "%y is defined more than once"),
            id="redefinition",
        ),
        pytest.param(
            """
define i32 @f(i32 %n) {
entry:
  br label %nowhere
}""",
            ("label-unknown", 4, "branch to unknown block %nowhere"),
            id="unknown-label",
        ),
        pytest.param(
            """
define i32 @f(i64 %n) {
entry:
  %y = add i32 %n, 1
  ret i32 %y
}""",
            ("type-mismatch", 4, "%n has type i64 but is used as i32"),
            id="type-mismatch",
        ),
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  br i1 %c, label %b, label %d
b:
  br label %d
d:
  %x = phi i32 [ 1, %a ], [ 2, %e ]
  ret i32 %x
e:
  ret i32 0
}""",
            ("phi-incoming", 8, "incoming block %e is not a predecessor of d"),
            id="phi-not-predecessor",
        ),
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  br i1 %c, label %b, label %d
b:
  br label %d
d:
  %x = phi i32 [ 1, %a ]
  ret i32 %x
}""",
            ("phi-incoming", 8, "no incoming value for predecessor b"),
            id="phi-missing-predecessor",
        ),
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  br i1 %c, label %b, label %d
b:
  %x = add i32 1, 2
  br label %d
d:
  ret i32 %x
}""",
            ("ssa-dominance", 9, "the definition of %x does not dominate this use"),
            id="dominance",
        ),
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  br i1 %c, label %b, label %d
b:
  %p = icmp eq i32 1, 1
  br label %d
d: predicate %p
  ret i32 0
}""",
            ("pred-dominance", 8,
             "the predicate %p is defined in b, which does not dominate d (Def. 11 (1))"),
            id="predicate-not-dominating",
        ),
        pytest.param(
            """
define i32 @f(i32 %n) {
a: predicate %p
  %x = add i32 %n, 1
  %p = total icmp sgt i32 %n, 0
  ret i32 0
}""",
            ("pred-dominance", 4, "the predicate %p is defined in a itself, after or by the "
             "non-total instruction %x (Def. 11 (1))"),
            id="predicate-after-partial-instruction",
        ),
        pytest.param(
            """
define i32 @f(i32 %n) {
a:
  %m = total mask
  ret i32 0
}""",
            ("mask-total", 4, "mask cannot be total: it already assigns all threads"),
            id="total-mask",
        ),
        pytest.param(
            """
declare i32 @mystery(i32)
define i32 @f(i32 %n) {
a:
  %r = call i32 @mystery(i32 %n)
  ret i32 %r
}""",
            ("fn-theta", 5, "@mystery is an external function outside the function map θ: a "
             "run stops where a thread calls it; a check treats it as an uninterpreted function, "
             "the same on both sides"),
            id="function-not-in-theta",
        ),
        pytest.param(
            """
define i32 @f(i32 %n) {
a:
  %r = call i32 @nothere(i32 %n)
  ret i32 %r
}""",
            ("fn-undeclared", 4, "call to @nothere, which is neither defined nor declared"),
            id="function-undeclared",
        ),
        pytest.param(
            """
define i32 @f(double %x) {
a:
  %r = call double @log(double %x, double %x)
  ret i32 0
}""",
            ("call-signature", 4, "@log takes 1 arguments, called with 2"),
            id="call-arity",
        ),
        pytest.param(
            """
declare <2 x float> @llvm.pow.v2f32(<2 x float>, float)""",
            ("intrinsic-signature", 2, "takes 2 operand(s) of its result type <2 x float>, not "
                                       "(<2 x float>, float)"),
            id="intrinsic-overloading",
        ),
        pytest.param(
            """
declare i32 @llvm.abs.i32(i32, i32)""",
            ("intrinsic-signature", 2, "takes an operand of its result type i32 and an i1, not "
                                       "(i32, i32)"),
            id="intrinsic-flag",
        ),
        pytest.param(
            """
define i32 @f(i32 %n) {
a:
  %r = trunc i32 %n to i64
  ret i32 0
}""",
            ("type-mismatch", 4, "invalid cast: trunc from i32 to i64"),
            id="bad-cast",
        ),
        pytest.param(
            """
define i32 @f(float %x) {
a:
  %r = fadd float %x, 0.1
  ret i32 0
}""",
            ("type-mismatch", 4, "floating-point constant is not exactly representable as float"),
            id="inexact-float",
        ),
        pytest.param(
            """
define i32 @f(i32 %n) {
a:
  %x = add exact i32 %n, 1
  ret i32 %x
}""",
            ("flag-invalid", 4, "add does not take the flag exact"),
            id="bad-flag",
        ),
        pytest.param(
            """
define i32 @f(i32 %n) {
a:
  ret i64 0
}""",
            ("type-mismatch", 4, "returns i64 from a function returning i32"),
            id="ret-type",
        ),
        pytest.param(
            """
define i32 @f(i32 %n) {
a:
  br label %b
b:
  br label %a
}""",
            ("entry-predecessor", 3, "the entry block must not have predecessors"),
            id="entry-predecessor",
        ),
    ],
)
def test_diagnostic(text: str, expected: tuple[str, int, str]) -> None:
    assert expected in diags(text)


def test_predicate_defined_in_its_block_by_total_instructions_is_well_formed() -> None:
    text = """
define i32 @f(i32 %n) {
a: predicate %p
  %q = total icmp sgt i32 %n, 0
  %p = total xor i1 %q, true
  %x = add i32 %n, 1
  ret i32 %x
}"""
    assert diags(text) == []


def test_diagnostics_are_sorted_by_position_and_printed_with_file_line_col() -> None:
    m = parse_module("define i32 @f() {\na:\n  %x = add i32 %u, %v\n  ret i32 %w\n}\n", "x.pll")
    out = [str(d) for d in verify_module(m)]
    assert out == [
        "x.pll:3:3: error[ssa-undefined]: @f, block a, %x: use of undefined value %u",
        "x.pll:3:3: error[ssa-undefined]: @f, block a, %x: use of undefined value %v",
        "x.pll:4:3: error[ssa-undefined]: @f, block a, terminator: use of undefined value %w",
    ]


NOT_NORMAL = """
define i32 @f(i32 %n) {
entry:
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ], [ %i1, %l ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %l
l:
  %d = icmp slt i32 %i1, 10
  br i1 %d, label %h, label %x
x:
  ret i32 %i1
}
"""


def test_normal_form_checks_are_opt_in() -> None:
    assert ids(NOT_NORMAL) == []
    found = ids(NOT_NORMAL, normal_form=True)
    assert "nf-latch" in found
    assert "nf-lcssa" in found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  br i1 %c, label %b, label %d
b:
  ret i32 1
d:
  ret i32 2
}""",
            "nf-single-return",
            id="single-return",
        ),
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  br i1 %c, label %b, label %d
b:
  br i1 %c, label %d, label %b
d:
  ret i32 2
}""",
            "nf-preheader",
            id="preheader",
        ),
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  br i1 %c, label %b, label %d
b:
  br label %c2
c2:
  br i1 %c, label %b, label %d
d:
  ret i32 2
}""",
            "nf-dedicated-exit",
            id="dedicated-exit",
        ),
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  br i1 %c, label %b, label %c2
b:
  br label %c2
c2:
  br i1 %c, label %b, label %d
d:
  ret i32 2
}""",
            "nf-irreducible",
            id="irreducible",
        ),
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  ret i32 0
z:
  ret i32 1
}""",
            "nf-unreachable",
            id="unreachable-block",
        ),
        pytest.param(
            """
define i32 @f(i1 %c) {
a:
  br label %l
l:
  br label %l
}""",
            "nf-no-exit",
            id="loop-without-exit",
        ),
    ],
)
def test_normal_form_diagnostic(text: str, expected: str) -> None:
    assert expected in ids(text, normal_form=True)


SHADOW_LOOP = """
define i32 @f(i32 %n) {
entry:
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i1, %B ] shadow %i
  %acc = phi i32 [ 0, %entry ], [ %a1, %B ] shadow {shadow}
  %c = icmp slt i32 %i, %n
  %d = add i32 %i, 1
  br i1 %c, label %B, label %X
B:
  %i1 = add i32 %i, 1
  %a1 = add i32 %acc, %i
  br label %H
X:
  ret i32 %acc
}"""


def test_a_shadow_operand_may_name_the_blocks_phis_but_not_its_instructions() -> None:
    """`shadow %acc` keeps a passive thread's value ([EVALPHI-SHADOW] reads the environment from
    before the block's phis); an instruction of the block is not computed yet when it is read."""
    assert diags(SHADOW_LOOP.replace("{shadow}", "%acc")) == []
    assert diags(SHADOW_LOOP.replace("{shadow}", "%i")) == []
    assert diags(SHADOW_LOOP.replace("{shadow}", "%d")) == [
        ("ssa-dominance", 7, "the definition of %d does not dominate this use")]


def test_a_builtin_that_moves_any_type_is_called_at_several_types_and_others_are_not() -> None:
    """[TXT-DECLARE]: `rv_extract` declared for i32 extracts a pointer too (LLVM accepts it);
    its number of arguments is still checked, and `rv_any`'s types are checked as declared."""
    ok = parse_module("""
declare i32 @rv_extract(i32, i32)
define ptr @f(ptr %p, i32 %x) {
a:
  %q = call ptr @rv_extract(ptr %p, i32 1)
  %y = call i32 @rv_extract(i32 %x, i32 0)
  ret ptr %q
}""")
    assert verify_module(ok) == []
    bad = parse_module("""
declare i32 @rv_extract(i32, i32)
declare i1 @rv_any(i1)
define i1 @f(ptr %p, i32 %x) {
a:
  %q = call ptr @rv_extract(ptr %p)
  %r = call i1 @rv_any(i32 %x)
  ret i1 %r
}""")
    assert [(d.id, d.message) for d in verify_module(bad)] == [
        ("call-signature", "@rv_extract takes 2 arguments, called with 1"),
        ("call-signature", "argument 0 of @rv_any has type i32, expected i1")]
