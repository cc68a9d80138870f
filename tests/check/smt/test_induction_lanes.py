"""[CHK-SMT-LANES] the vectorizer's lock-step loops proved for every trip count and every W, lane
by lane: logstar and the mandelbrot pixel proved; wrong loops (an exit value, the flag of the
lanes still looping, a branch that diverges, a bug past every unroll) never proved."""

from __future__ import annotations

from pathlib import Path

import pytest

from pllvm.check import Options, Side, check
from pllvm.check.smt.induction_lanes import prove_lanes, uniform_branches
from pllvm.check.verdict import Verdict
from pllvm.errors import Unsupported
from pllvm.syntax.module import Module
from pllvm.text import parse_file, parse_module, print_module
from pllvm.transform.pipeline import Options as PipelineOptions
from pllvm.transform.pipeline import vectorize

CORPUS = Path(__file__).resolve().parents[3] / "corpus"

COUNT = """
define i32 @count(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = mul i32 %i.next, 3
  ret i32 %r
}
"""


def _vectorized(module: Module, fn: str, shapes: str, lanes: int) -> Module:
    result = vectorize(module, PipelineOptions(shapes, fn, lanes))
    assert result.stopped is None and result.control_uniform
    return result.output


def _check(src: Module, tgt: Module, fn: str, shapes: str, lanes: int) -> Verdict:
    return check("vectorize", Side(src, fn, "FR"), Side(tgt, fn, "OBL"),
                 Options(lanes=lanes, shapes=shapes, smt=True, unbounded=True, bound=None, time_limit=120))


@pytest.mark.parametrize("lanes", [4, 8])
def test_logstar_after_the_vectorizer_is_proved_for_every_trip_count(lanes: int) -> None:
    """Fig. 3.20's divergent loop after the divergent loop transform and linearization: while
    live, lane t's x and i are the scalar loop's; once not, its tracked exit value is the
    scalar loop's exit value."""
    src = parse_file(CORPUS / "thesis" / "fig3.20_logstar.pll")
    verdict = _check(src, _vectorized(src, "logstar", "v", lanes), "logstar", "v", lanes)
    assert verdict.kind == "valid", verdict.reason
    assert verdict.coverage.startswith("for every trip count (inductive): every W and every lane t")
    assert verdict.details is not None and verdict.details["inductive"] is True
    kept = verdict.details["relations"]["B.uni"]
    assert "live ⇒ %i = %i" in kept and "¬live ⇒ %i.next.out = the exit's %i.next (left)" in kept


def test_the_mandelbrot_pixel_is_proved_with_its_two_exits_told_apart() -> None:
    """clang's mandelbrot loop leaves by two branches; the vectorized loop tracks one exit
    value per branch and a flag for the first. The proof relates the flag to the branch the
    scalar loop left by, with floating-point operations uninterpreted (for any rounding)."""
    src = parse_file(CORPUS / "clang" / "mandelbrot.ll")
    verdict = _check(src, _vectorized(src, "mandelbrot", "v,v,u", 8), "mandelbrot", "v,v,u", 8)
    assert verdict.kind == "valid", verdict.reason
    assert verdict.details is not None and verdict.details["inductive"] is True
    assert "¬live ⇒ (%24.loopexit.from.18.taken ⇔ left by 18)" in verdict.details["relations"]["5.uni"]
    assert "for any rounding" in verdict.coverage


LOGSTAR_MUTANTS = {
    "one step too many": ("%i.next = add i32 %i, 1", "%i.next = add i32 %i, 2", "the returned values differ"),
    "lanes never leave": ("%live.upd = total select i1 %B.to.B.uni.latch, i1 true, i1 false",
                          "%live.upd = total select i1 %B.to.B.uni.latch, i1 true, i1 true",
                          "`live` after the step is not whether the source goes on"),
    "the exit value of the wrong iteration": (
        "%i.next.out.upd.sel = total select i1 %B.guard.to.B.uni.latch, i32 %i.next.out, i32 %i.next",
        "%i.next.out.upd.sel = total select i1 %B.guard.to.B.uni.latch, i32 %i.next.out, i32 %i",
        "the returned values differ"),
    "a lane that left runs the body": (
        "%B.uni.to.B.guard = total and i1 %B.uni.mask, %B.stay",
        "%B.uni.to.B.guard = total and i1 %B.uni.mask, %live", "after a step"),
}


@pytest.mark.parametrize("name", sorted(LOGSTAR_MUTANTS))
def test_a_wrong_lock_step_loop_is_never_proved(name: str) -> None:
    """Each change breaks logstar's vectorized loop; the proof fails and says where."""
    src = parse_file(CORPUS / "thesis" / "fig3.20_logstar.pll")
    text = print_module(_vectorized(src, "logstar", "v", 4))
    old, new, reason = LOGSTAR_MUTANTS[name]
    assert old in text
    tgt = parse_module(text.replace(old, new))
    proof = prove_lanes(src, src.function("logstar"), tgt, tgt.function("logstar"), "v")
    assert not proof.proved and reason in proof.reason


def test_a_bug_past_every_unroll_is_not_proved_for_every_trip_count() -> None:
    """A counting loop whose vectorized body steps by 2 once i reaches 1000: the bounded check
    (4 iterations) cannot reach it and says valid up to its bound; the inductive step finds
    that `live` no longer follows the scalar loop, so the verdict does not claim every trip
    count, and says why."""
    src = parse_module(COUNT)
    text = print_module(_vectorized(src, "count", "v", 4))
    old = "  %i.next = add i32 %i, 1\n"
    assert old in text
    tgt = parse_module(text.replace(old, "  %late = icmp eq i32 %i, 1000\n  %step = select i1 %late, "
                                         "i32 2, i32 1\n  %i.next = add i32 %i, %step\n"))
    verdict = _check(src, tgt, "count", "v", 4)
    assert verdict.kind != "valid" or not verdict.coverage.startswith("for every trip count")
    assert verdict.details is not None and verdict.details["inductive"] is False
    assert "`live` after the step is not whether the source goes on" in verdict.details["why_not"]
    correct = _check(src, _vectorized(src, "count", "v", 4), "count", "v", 4)
    assert correct.kind == "valid" and correct.details is not None and correct.details["inductive"]


def test_lane_t_alone_needs_every_branch_uniform() -> None:
    """The reduction to one lane holds where every branch is uniform: a branch on a varying
    value is refused (the verdict falls back to the bounded check and says why), and so is a
    function that stores."""
    src = parse_file(CORPUS / "thesis" / "fig3.20_logstar.pll")
    text = print_module(_vectorized(src, "logstar", "v", 4))
    tgt = parse_module(text.replace("br i1 %B.stay, label", "br i1 %live, label"))
    with pytest.raises(Unsupported, match=r"the branch of B\.uni tests %live, which may differ"):
        prove_lanes(src, src.function("logstar"), tgt, tgt.function("logstar"), "v")
    count = parse_module(COUNT)
    assert uniform_branches(count.function("count"), {"n"}) is None
    assert "tests %more" in (uniform_branches(count.function("count"), set()) or "")
    for made in ("%m = mask", "%m = freeze i1 %u"):  # one value per lane, whatever the operands
        fn = parse_module(f"define void @f(i1 %u) {{\nentry:\n  {made}\n  br i1 %m, label %a, label %b\n"
                          "a:\n  ret void\nb:\n  ret void\n}\n").function("f")
        assert "tests %m" in (uniform_branches(fn, {"u"}) or "")
    for writes in ("store i32 1, ptr %p", "call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)",
                   "call void @g(ptr %p)"):
        fn = parse_module(f"declare void @g(ptr)\ndeclare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
                          f"define void @f(ptr %p) {{\nentry:\n  {writes}\n  ret void\n}}\n").function("f")
        with pytest.raises(Unsupported, match="writes memory"):
            uniform_branches(fn, set())


@pytest.mark.parametrize("name", ["m03_divergent_loop_widened_naively", "m04_loop_liveout_not_tracked",
                                  "m12_all_instead_of_any_loop_test"])
def test_the_mutation_corpus_s_lock_step_loops_are_told_apart(name: str) -> None:
    """Hand-written lock-step loops of corpus/mutations, tested at the bottom of the body
    (`any(%live.next)`) with the body predicated by `live`: the correct one is proved, the
    mutant (a loop widened without its live mask, a live-out read untracked, `all` for `any`)
    is not."""
    module = parse_file(CORPUS / "mutations" / f"{name}.pll")
    src = module.function("src")
    good = prove_lanes(module, src, module, module.function("good"), "v")
    assert good.proved, good.reason
    try:
        bad = prove_lanes(module, src, module, module.function("bad"), "v")
    except Unsupported as e:  # a loop not of the shape the proof takes (no `any` of a live flag)
        assert "does not stay while `any`" in str(e)
    else:
        assert not bad.proved


def test_a_lane_whose_scalar_run_skips_the_loop_is_followed_through_it() -> None:
    """Fig. 5.5a: the loop sits behind a branch on a varying %p, which linearization folds, so
    every lane enters the vectorized loop; a lane with %p false enters it not live and must
    come out with what the scalar function returns without looping. Proved; and a change of
    only that lane's result (1 in place of 0) is not."""
    src = parse_file(CORPUS / "thesis" / "fig5.5a_termination.pll")
    text = print_module(_vectorized(src, "fig5_5a", "v,v", 4))
    tgt = parse_module(text)
    proof = prove_lanes(src, src.function("fig5_5a"), tgt, tgt.function("fig5_5a"), "v,v")
    assert proof.proved, proof.reason
    assert "source reaches its loop ⇒ %B.uni.mask true" in proof.relations["B.uni"]
    old = "%r = total select i1 %A.not, i32 0, i32 %k.next.lcssa"
    assert old in text
    tgt = parse_module(text.replace(old, old.replace("i32 0", "i32 1")))
    wrong = prove_lanes(src, src.function("fig5_5a"), tgt, tgt.function("fig5_5a"), "v,v")
    assert not wrong.proved and "no longer live: the returned values differ" in wrong.reason
