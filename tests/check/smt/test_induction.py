"""[CHK-SMT-INDUCTION] proofs for every trip count: LLVM's vectorized sum proved, a vectorizer
bug and a bug that shows only after more iterations than any unroll never proved, and the
verdict saying which kind of `valid` it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from pllvm.check import Options, Side, check
from pllvm.check.smt.arrays import layouts
from pllvm.check.smt.induction import _FOLDS, loops_of, prove
from pllvm.errors import Unsupported
from pllvm.text import parse_file, parse_module

CORPUS = Path(__file__).resolve().parents[3] / "corpus" / "loopvectorize"

COPY = """
define void @copy(i64 %n, ptr noalias %a, ptr noalias %b) {
entry:
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %pa
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 %BODY, ptr %pb
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"""
#: the copy with element 1000 changed: no bounded check reaches it
LATE = COPY.replace("store i32 %BODY", """%late = icmp eq i64 %i, 1000
  %w = add i32 %v, 1
  %s = select i1 %late, i32 %w, i32 %v
  store i32 %s""")


def _options() -> Options:
    return Options(lanes=1, smt=True, unbounded=True, bound=None, time_limit=120)  # --unroll auto


def test_llvm_s_vectorized_integer_sum_is_proved_for_every_trip_count() -> None:
    """sum_int at VF 4 with its remainder loop: the lane sum of the vector phi is the scalar sum
    where the latter is defined (its partial sums may overflow an nsw the target's do not)."""
    src, tgt = parse_file(CORPUS / "reduce.ll"), parse_file(CORPUS / "reduce.vf4.ll")
    proof = prove(src, src.function("sum_int"), tgt, tgt.function("sum_int"))
    assert proof.proved, proof.reason
    assert "%10 = the lane sum of %vec.phi where defined" in proof.relations["vector.body"]
    assert "%index a multiple of 4" in proof.relations["vector.body"]
    verdict = check("same", Side(src, "sum_int", "FR"), Side(tgt, "sum_int", "FR"), _options())
    assert verdict.kind == "valid" and verdict.coverage.startswith("for every trip count (inductive)")
    assert verdict.details is not None and verdict.details["inductive"] is True


def test_an_eight_lane_max_reduction_is_proved_whatever_order_its_lanes_fold_in() -> None:
    """max_int for haswell (VF 8): after a step, the scalar max of eight loads in order against
    the max over eight lanes of the lane-wise max; the chains are rebuilt in one order before
    z3 sees them (`ExtremaNormal`), as z3 did not decide them within the query's time."""
    src, tgt = parse_file(CORPUS / "minmax.ll"), parse_file(CORPUS / "minmax.haswell.ll")
    proof = prove(src, src.function("max_int"), tgt, tgt.function("max_int"))
    assert proof.proved, proof.reason
    assert "%10 = the lane signed max of %vec.phi where defined" in proof.relations["vector.body"]


def test_a_vectorizer_bug_is_never_proved_and_the_bounded_check_finds_it() -> None:
    """nsw on the partial sums (corpus/loopvectorize/broken): the lanes' sums overflow where the
    scalar sum does not, so the target returns poison; the induction does not go through, and
    the bounded check that follows gives the counterexample."""
    src = parse_file(CORPUS / "reduce.ll")
    tgt = parse_file(CORPUS / "broken" / "sum_int.vf4.nsw_on_partial_sums.ll")
    proof = prove(src, src.function("sum_int"), tgt, tgt.function("sum_int"))
    assert not proof.proved
    # the return values are compared per exit test of the source's VF x IC iterations, each case
    # its own query ([CHK-SMT-INDUCTION] "ending alike"): the target returns after the vector
    # body only where the source leaves by its 4th
    assert proof.reason == ("after a step of the loop at vector.body: the returned values differ "
                            "where both return (the source by its exit test 4)")
    verdict = check("same", Side(src, "sum_int", "FR"), Side(tgt, "sum_int", "FR"), _options())
    assert verdict.kind == "invalid"


def test_a_bug_past_every_unroll_is_not_proved_and_the_verdict_says_so() -> None:
    """A copy loop wrong only at element 1000: the bounded check (4 iterations) calls it valid
    up to its bound; the inductive step finds the memories differ, so the verdict does not claim
    every trip count and says why."""
    src, tgt = parse_module(COPY.replace("%BODY", "%v")), parse_module(LATE)
    proof = prove(src, src.function("copy"), tgt, tgt.function("copy"))
    assert not proof.proved and "the memories differ" in proof.reason
    verdict = check("same", Side(src, "copy", "FR"), Side(tgt, "copy", "FR"), _options())
    assert verdict.kind == "valid"
    assert "not for every trip count" in verdict.coverage
    assert "the memories differ" in verdict.coverage
    assert verdict.details is not None and verdict.details["inductive"] is False


def test_the_same_copy_loop_is_proved_with_its_induction_related() -> None:
    src = parse_module(COPY.replace("%BODY", "%v"))
    proof = prove(src, src.function("copy"), src, src.function("copy"))
    assert proof.proved, proof.reason
    assert "%i = %i" in proof.relations["loop"]


def test_loops_know_their_induction_steps_and_exit_bounds() -> None:
    tgt = parse_file(CORPUS / "reduce.vf4.ll")
    vector, remainder = loops_of(tgt.function("sum_int"))
    assert vector.header == "vector.body" and vector.steps == {"index": 4}
    assert [(name, v.name) for name, v in vector.bounds] == [("index", "n.vec")]
    assert remainder.steps == {"15": 1}


def test_pointer_layouts_keep_noalias_parameters_alone() -> None:
    """Two pointers that may alias: apart, or one object; a `noalias` one is always alone."""
    assert sorted(layouts([("a", False), ("b", False)])) == [(("a",), ("b",)), (("a", "b"),)]
    assert list(layouts([("a", False), ("b", True)])) == [(("a",), ("b",))]
    assert len(list(layouts([("a", False), ("b", False), ("c", False)]))) == 5


def test_a_target_that_reads_past_the_source_s_elements_is_not_proved() -> None:
    """The copy that also loads a[i + 1]: on the last iteration that element may lie outside the
    object, where the source is defined; the step finds the target's undefined behaviour."""
    ahead = COPY.replace("store i32 %BODY", """%pn = getelementptr inbounds i32, ptr %a, i64 %i.next
  %unused = load i32, ptr %pn
  store i32 %v""").replace("""  %i.next = add nuw nsw i64 %i, 1
  %done""", "  %done").replace("""  %pa = getelementptr""", """  %i.next = add nuw nsw i64 %i, 1
  %pa = getelementptr""")
    src, tgt = parse_module(COPY.replace("%BODY", "%v")), parse_module(ahead)
    proof = prove(src, src.function("copy"), tgt, tgt.function("copy"))
    assert not proof.proved
    assert "the target has undefined behaviour where the source has none" in proof.reason


def test_the_lane_folds_are_llvm_s_reductions() -> None:
    """The folds a vector phi's lanes may make the source's scalar by, on lanes 3, -1 (i8),
    as `llvm.vector.reduce.*` gives them: signed and unsigned orders differ on -1."""
    import z3

    from pllvm.check.smt.induction import _fold
    from pllvm.check.smt.ints import Term

    lanes = (Term(z3.BitVecVal(3, 8), z3.BoolVal(True)), Term(z3.BitVecVal(0xFF, 8), z3.BoolVal(True)))
    got = {kind: z3.simplify(_fold(kind, lanes).value).as_long() for kind in _FOLDS}
    assert got == {"sum": 2, "product": 0xFD, "and": 3, "or": 0xFF, "xor": 0xFC, "signed max": 3,
                   "signed min": 0xFF, "unsigned max": 0xFF, "unsigned min": 3}


#: a reduction by OP: the scalar loop (entered from FROM), and its VF-4 form when n is a
#: multiple of 4 (else the same loop)
_REDUCTION_LOOP = """loop:
  %i = phi i64 [ 0, %FROM ], [ %i.next, %loop ]
  %r = phi i32 [ 0, %FROM ], [ %r.next, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p
  %r.next = OP i32 %r, %v
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %out = phi i32 [ 0, %entry ], [ %r.next, %loop ]
  ret i32 %out
}
"""
REDUCTION_SRC = """
define i32 @any(i64 %n, ptr noalias %a) {
entry:
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %loop, label %exit
""" + _REDUCTION_LOOP.replace("FROM", "entry")
REDUCTION_TGT = """
define i32 @any(i64 %n, ptr noalias %a) {
entry:
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %check, label %exit
check:
  %rem = and i64 %n, 3
  %whole = icmp eq i64 %rem, 0
  br i1 %whole, label %vector.body, label %loop
vector.body:
  %index = phi i64 [ 0, %check ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ zeroinitializer, %check ], [ %upd, %vector.body ]
  %pv = getelementptr inbounds i32, ptr %a, i64 %index
  %w = load <4 x i32>, ptr %pv
  %upd = OP <4 x i32> %vec.phi, %w
  %index.next = add nuw i64 %index, 4
  %vdone = icmp eq i64 %index.next, %n
  br i1 %vdone, label %middle, label %vector.body
middle:
  %red = call i32 @llvm.vector.reduce.REDUCE.v4i32(<4 x i32> %upd)
  ret i32 %red
""" + _REDUCTION_LOOP.replace("FROM", "check") + """declare i32 @llvm.vector.reduce.REDUCE.v4i32(<4 x i32>)
"""


def test_a_reduction_s_candidate_folds_are_those_its_update_makes() -> None:
    """The lane fold tried for a vector phi is that of the reduction its update is (a sum for
    LLVM's `add`, a signed max for its `llvm.smax`); an update that is no reduction the
    vectorizer knows (`sdiv`) keeps every fold."""
    for name, kernel, folds in (("reduce", "sum_int", ("sum",)), ("reduce", "count_above", ("sum",)),
                                ("minmax", "max_int", ("signed max",)),
                                ("minmax", "min_int", ("signed min",))):
        vector = loops_of(parse_file(CORPUS / f"{name}.haswell.ll").function(kernel))[0]
        assert vector.folds == {"vec.phi": folds}, kernel
    sdiv = parse_module(REDUCTION_TGT.replace("OP <4", "sdiv <4").replace("OP i32", "or i32")
                        .replace("REDUCE", "or"))
    assert loops_of(sdiv.function("any"))[0].folds["vec.phi"] == tuple(_FOLDS)


def test_a_xor_reduction_is_proved_with_its_one_fold_and_a_wrong_reduce_is_not() -> None:
    """The vector loop's `xor` over the lanes and its `llvm.vector.reduce.xor` against the scalar
    loop: proved with the lane fold of that kind, the only one tried; the same loop reduced by
    `or` at the end is not proved."""
    src = parse_module(REDUCTION_SRC.replace("OP", "xor"))
    tgt = parse_module(REDUCTION_TGT.replace("OP", "xor").replace("REDUCE", "xor"))
    assert loops_of(tgt.function("any"))[0].folds == {"vec.phi": ("xor",)}
    proof = prove(src, src.function("any"), tgt, tgt.function("any"))
    assert proof.proved, proof.reason
    assert "%r = the lane xor of %vec.phi where defined" in proof.relations["vector.body"]
    wrong = parse_module(REDUCTION_TGT.replace("OP", "xor").replace("REDUCE", "or"))
    assert not prove(src, src.function("any"), wrong, wrong.function("any")).proved


def test_the_two_functions_may_name_their_parameters_differently() -> None:
    """Arguments go to the target by position: the copy loop with renamed parameters is the
    same loop."""
    src = parse_module(COPY.replace("%BODY", "%v"))
    renamed = parse_module(COPY.replace("%BODY", "%v").replace("%n", "%count").replace("%a", "%from")
                           .replace("%b", "%to"))
    proof = prove(src, src.function("copy"), renamed, renamed.function("copy"))
    assert proof.proved, proof.reason


def test_a_proof_whose_step_the_source_is_never_defined_in_is_vacuous_not_valid() -> None:
    """Every iteration of this source divides by zero, so no step of it is defined and every
    step obligation would hold whatever the target stores: that is said, not proved."""
    always_ub = COPY.replace("store i32 %BODY", "%q = udiv i32 %v, 0\n  store i32 %q")
    wrong = COPY.replace("store i32 %BODY", "%q = add i32 %v, 7\n  store i32 %q")
    src, tgt = parse_module(always_ub), parse_module(wrong)
    proof = prove(src, src.function("copy"), tgt, tgt.function("copy"))
    assert not proof.proved and proof.reason.startswith("vacuous: no states related at loop")


def test_a_function_that_uses_a_global_is_refused() -> None:
    """The proof's memory holds only the parameters' objects: a global would be outside every
    object, the source never defined, and the proof vacuous; it is refused with the reason."""
    text = "@k = global i32 5\n" + COPY.replace("store i32 %BODY", """%g = load i32, ptr @k
  store i32 %g""")
    m = parse_module(text)
    with pytest.raises(Unsupported, match="@copy uses @k"):
        prove(m, m.function("copy"), m, m.function("copy"))


def test_a_valid_names_what_the_encoding_does_not_model_exactly() -> None:
    """A copy through `llvm.exp.f32`: the call is an uninterpreted function of its argument on
    both sides, and the verdict says so, as the bounded one does."""
    exp = COPY.replace("i32", "float").replace("store float %BODY", """%e = call float @llvm.exp.f32(float %v)
  store float %e""") + "declare float @llvm.exp.f32(float)\n"
    m = parse_module(exp)
    verdict = check("same", Side(m, "copy", "FR"), Side(m, "copy", "FR"), _options())
    assert verdict.kind == "valid" and verdict.coverage.startswith("for every trip count (inductive)")
    assert "@llvm.exp.f32 uninterpreted" in verdict.coverage
