"""The vectorizer pipeline on the dissertation's programs: results per lane, what was kept,
and the checks of each step (semantics/transforms.md)."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest
from helpers import ROOT, rule_citations, rule_definitions

from pllvm.check import Options as CheckOptions
from pllvm.check import Side, check
from pllvm.check.passes import check_result, check_step
from pllvm.errors import TransformError
from pllvm.exec import run
from pllvm.text import parse_file, parse_module, print_module
from pllvm.transform import normalize
from pllvm.transform.linearize import linearize, linearize_edges, single_sink
from pllvm.transform.loops import transform_divergent_loop
from pllvm.transform.pipeline import Options, vectorize
from pllvm.valid import verify_module

THESIS = Path(__file__).parents[2] / "corpus" / "thesis"
POLICIES = ("min-index", "max-index", "random:1", "random:2")


def _vectorize(file: str, function: str, shapes: str, uncovered: bool = False, **kw: object):
    """The pipeline with every step checked on 60 inputs: each step valid, or (`uncovered`)
    unknown only because some block never ran on a drawn input."""
    module = parse_file(str(THESIS / file))
    result = vectorize(module, Options(shapes, function, 4, **kw),  # type: ignore[arg-type]
                       lambda step: check_step(step, function,
                                               CheckOptions(shapes=shapes, lanes=4, examples=60)))
    for s in result.steps:
        ok = s.verdict.kind == "valid" or (uncovered and s.verdict.kind == "unknown"
                                           and s.verdict.reason.startswith("never ran on an input"))
        assert ok, (s.name, s.verdict.explain())
    assert result.control_uniform
    assert verify_module(result.output) == []
    return result


def _runs(module, function: str, lanes: int, args: dict) -> set:
    return {tuple(run(module, function, lanes, "OBL", args, scheduler=p).ret) for p in POLICIES}


def test_logstar() -> None:
    """§3.6: n = [88.38, 1.5] gives [3, 1] after the pipeline, under every scheduler."""
    result = _vectorize("fig3.20_logstar.pll", "logstar", "v")
    assert _runs(result.output, "logstar", 2, {"n": [88.38, 1.5]}) == {(3, 1)}
    assert any("loop B: divergent" in n for s in result.steps for n in s.notes)
    assert result.divergence.loops == {"B": True}
    checks = check_result(result, CheckOptions(shapes="v", lanes=3, examples=10))
    assert {k: v.kind for k, v in checks.items()} == {"same": "valid", "vectorize": "valid"}


def test_naive_logstar_is_invalid() -> None:
    """Fig. 3.21: widening the loop to `while any(x > 1)` without a live mask is wrong for the
    lane that leaves first; `pllvm check` says invalid with a counterexample."""
    src = parse_file(str(THESIS / "fig3.20_logstar.pll"))
    naive = parse_file(str(THESIS / "fig3.21_logstar_naive.pll"))
    renamed = attrs.evolve(naive, functions=(attrs.evolve(naive.function("logstar_v2"),
                                                          name="logstar"),))
    verdict = check("same", Side(src, "logstar", "FR"), Side(renamed, "logstar", "OBL"),
                    CheckOptions(lanes=2, examples=50, shapes="v"))
    assert verdict.kind == "invalid"
    assert verdict.counterexample is not None


def test_fig3_14_keeps_the_uniform_branch() -> None:
    """§3.4: the uniform branch on p is kept, the divergent one on q is folded."""
    result = _vectorize("fig3.14_partial_linearization.pll", "fig3_14b", "u,v")
    out = result.output.function("fig3_14b")
    assert set(out.block("A").successors) == {"B", "E"}
    assert out.block("B").successors == ("C",)
    assert out.block("C").predicate is not None
    assert "branch in A: uniform, kept" in result.steps[-1].notes
    assert "branch in B: divergent, folded to br C" in result.steps[-1].notes
    assert _runs(result.output, "fig3_14b", 2, {"p": [1, 1], "q": [1, 0]}) == {(1, 0)}
    assert _runs(result.output, "fig3_14b", 2, {"p": [0, 0], "q": [1, 0]}) == {(-1, -1)}


def test_safelog() -> None:
    """Fig. 4.1: the divergent branch around log is folded; [1.0, -1.0] gives [0.0, nan]."""
    result = _vectorize("fig4.1_safelog.pll", "safelog", "v")
    fr = run(parse_file(str(THESIS / "fig4.1_safelog.pll")), "safelog", 2, "FR",
             {"v": [1.0, -1.0]}).ret
    out = run(result.output, "safelog", 2, "OBL", {"v": [1.0, -1.0]}).ret
    assert repr(out) == repr(fr)


def test_xsqrt() -> None:
    """Figs. 3.17-3.19: xsqrtf vectorized; W scalar runs agree with the OBL output."""
    result = _vectorize("fig3.17a_xsqrt.pll", "xsqrtf_u35", "v")
    checks = check_result(result, CheckOptions(shapes="v", lanes=4, examples=60))
    assert {k: v.kind for k, v in checks.items()} == {"same": "valid", "vectorize": "valid"}


def test_bt_tree_search() -> None:
    """Fig. 13.2: the loop with its divergent exit (found) is made uniform; queries
    [6, 14, 5, 8] are found at nodes [4, 6, -1, 0]."""
    result = _vectorize("fig13.2_bt_tree_search.pll", "search_run", "v")
    assert any(n.startswith("loop H: divergent (B)") for n in result.steps[1].notes)
    assert _runs(result.output, "search_run", 4, {"i": [0, 1, 2, 3]}) == {(4, 6, -1, 0)}
    assert _runs(result.output, "search_run", 2, {"i": [2, 0]}) == {(-1, 4)}


def _all_false_steps(module, function: str, args: dict) -> int:
    trace = run(module, function, 4, "OBL", args, trace=True).trace
    return sum(1 for r in trace if not r.amsk.any())


NAB_ARGS = {"xj": [0.5, 0.6, 0.7, 0.8], "fsj": [1.0] * 4, "rbornj": [1.0] * 4, "xi": [3.0] * 4,
            "ri": [1.0] * 4, "rgbmax": [2.0] * 4, "rgbmaxpsmax2": [100.0] * 4}


def test_nab_with_and_without_boscc() -> None:
    """Fig. 9.4: the cascade vectorized with and without BOSCC gives the same cases per lane;
    with BOSCC no block runs with an all-false mask here (every lane takes case 1)."""
    shapes = "v,v,v,u,u,u,u"
    # deep cases of the cascade (then3, then4) need a narrow band of distances that drawn
    # inputs seldom hit: the check may say which blocks it did not run
    plain = _vectorize("fig9.4_nab_boscc_cascade.pll", "nab", shapes, uncovered=True)
    boscc = _vectorize("fig9.4_nab_boscc_cascade.pll", "nab", shapes, uncovered=True, boscc=True)
    assert [n for n in boscc.steps[2].notes] == [
        "gadget on entry -> near", "gadget on near -> if1", "gadget on if1 -> if2",
        "gadget on if2 -> if3", "gadget on if3 -> if4", "gadget on if4 -> if5"]
    src = parse_file(str(THESIS / "fig9.4_nab_boscc_cascade.pll"))
    expected = run(src, "nab", 4, "FR", NAB_ARGS).ret
    assert expected == [1.0, 1.0, 1.0, 1.0]
    for result in (plain, boscc):
        assert _runs(result.output, "nab", 4, NAB_ARGS) == {tuple(expected)}
    assert _all_false_steps(plain.output, "nab", NAB_ARGS) > 0
    assert _all_false_steps(boscc.output, "nab", NAB_ARGS) == 0


def test_full_ifconv_keeps_only_loop_control() -> None:
    """Full if-conversion folds every branch but the loops' `any` tests."""
    result = _vectorize("fig3.14_partial_linearization.pll", "fig3_14b", "u,v", full_ifconv=True)
    out = result.output.function("fig3_14b")
    assert all(len(set(b.successors)) <= 1 for b in out.blocks)
    logstar = _vectorize("fig3.20_logstar.pll", "logstar", "u", full_ifconv=True)
    kept = [b.label for b in logstar.output.function("logstar").blocks if len(set(b.successors)) > 1]
    assert kept == ["B.uni"]
    assert _runs(logstar.output, "logstar", 2, {"n": [88.38, 88.38]}) == {(3, 3)}


NESTED = """
define i32 @nest(i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %olatch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %a = phi i32 [ %acc, %outer ], [ %a.next, %inner ]
  %a.next = add i32 %a, %j
  %j.next = add i32 %j, 1
  %c = icmp slt i32 %j.next, %n
  br i1 %c, label %inner, label %olatch
olatch:
  %acc2 = phi i32 [ %a.next, %inner ]
  %i.next = add i32 %i, 1
  %d = icmp slt i32 %i.next, %n
  br i1 %d, label %outer, label %exit
exit:
  ret i32 %acc2
}
"""


def test_loop_transform_alone_is_checked_under_fr() -> None:
    """[TR-PIPELINE]: after the loop transform alone, the guard branches still diverge, and a
    greedy schedule may run the outer latch for the threads that left before the one still in
    the inner loop arrives (Def. 16 reaches the outer latch only through the inner back edge),
    so OBL overwrites its values with ⊤. Under FR it is right, and linearized it is right
    under OBL: the reason the pass promises FR -> FR."""
    module = parse_module(NESTED)
    fn = normalize(module.function("nest"))
    fn = normalize(transform_divergent_loop(normalize(transform_divergent_loop(fn, "inner")),
                                            "outer"))
    dlt = attrs.evolve(module, functions=(fn,))
    args = {"n": [0, 0, 0, 2]}
    assert run(module, "nest", 4, "FR", args).ret == [0, 0, 0, 2]
    assert run(dlt, "nest", 4, "FR", args, scheduler="max-index").ret == [0, 0, 0, 2]
    assert run(dlt, "nest", 4, "OBL", args, scheduler="max-index").ret[3] is None
    result = vectorize(module, Options("v", "nest", 4))
    assert _runs(result.output, "nest", 4, args) == {(0, 0, 0, 2)}
    # no thread enters the loops: both run passively and every scheduler leaves them (§5.3)
    assert _runs(result.output, "nest", 4, {"n": [0, 0, 0, 0]}) == {(0, 0, 0, 0)}


def test_two_sinks_are_refused() -> None:
    """Listing 8 drops deferrals pending at a block without successors: with two sinks a
    path would be lost, so linearization refuses (semantics/transforms.md)."""
    succ = {"A": ("B", "C"), "B": (), "C": ()}
    with pytest.raises(TransformError, match="more than one sink"):
        linearize_edges(("A", "B", "C"), succ, uniform=())
    assert linearize_edges(("A", "B", "C"), succ, uniform=("A",)) == {
        "A": ("B", "C"), "B": (), "C": ()}


#: a divergent branch whose one arm is `unreachable`
UNREACHABLE_ARM = """\
define i32 @f(i32 %x) {
entry:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %bad, label %ok
bad:
  unreachable
ok:
  %y = mul i32 %x, 3
  ret i32 %y
}
"""


def test_an_unreachable_arm_becomes_a_branch_to_the_return() -> None:
    """A divergent branch to `unreachable` is a second sink: linearization sends it to the
    return block (undefined behaviour there allows any continuation). The check of that step
    is valid without `bad` having run, and says so: it keeps the label of a source block that
    only reaches `unreachable`, so only inputs on which the source is undefined run it."""
    module = parse_module(UNREACHABLE_ARM)
    opts = CheckOptions(shapes="v", lanes=4, examples=60)
    result = vectorize(module, Options("v", "f", 4), lambda step: check_step(step, "f", opts))
    assert result.control_uniform
    assert [s.verdict.kind for s in result.steps] == ["valid", "valid", "valid"]
    assert "not required: bad, which only inputs undefined in the source reach" in (
        result.steps[-1].verdict.explain())
    assert run(result.output, "f", 4, "OBL", {"x": [0, 1, 2, 5]}).ret == [0, 3, 6, 15]


#: the `unreachable` arm of a nested divergent branch, and a return block with phis
UNREACHABLE_ARM_TO_A_JOIN = """\
define i32 @f(i32 %x) {
entry:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %low, label %ok
low:
  %w = phi i32 [ %x, %entry ]
  %tiny = icmp slt i32 %w, -100
  br i1 %tiny, label %bad, label %join
bad:
  unreachable
ok:
  %y = mul i32 %x, 3
  br label %join
join:
  %r = phi i32 [ %w, %low ], [ %y, %ok ]
  ret i32 %r
}
"""


def test_an_unreachable_arm_gives_the_return_block_s_phis_an_undef_arm() -> None:
    """[TR-LIN-SINK] The `unreachable` block that now branches to the return block is a new
    predecessor there: each phi of the return block gets an `undef` arm for it, and no other
    block's phis change. The vectorized function is checked and runs right."""
    module = parse_module(UNREACHABLE_ARM_TO_A_JOIN)
    text = print_module(attrs.evolve(module, functions=(single_sink(module.function("f")),)))
    assert "bad:\n  br label %join" in text
    assert "%r = phi i32 [ %w, %low ], [ %y, %ok ], [ undef, %bad ]" in text
    assert "%w = phi i32 [ %x, %entry ]\n" in text
    opts = CheckOptions(shapes="v", lanes=4, examples=60)
    result = vectorize(module, Options("v", "f", 4), lambda step: check_step(step, "f", opts))
    assert {s.verdict.kind for s in result.steps} == {"valid"}
    assert run(result.output, "f", 4, "OBL", {"x": [-5, 0, 2, 5]}).ret == [-5, 0, 6, 15]


def test_a_block_named_like_an_unreachable_one_that_computes_is_still_required() -> None:
    """Only a block that does nothing goes unrequired for keeping the label of a source block
    that reaches `unreachable`: here the target's `bad` computes and stores, and no defined
    input runs it, so the check is unknown and names it."""
    source = parse_module("@g = global i32 0\n" + UNREACHABLE_ARM)
    target = parse_module(print_module(source).replace(
        "bad:\n  unreachable", "bad:\n  %z = add i32 %x, 1\n  store i32 %z, ptr @g\n  br label %ok"))
    verdict = check("same", Side(source, "f", "FR", "<src>"), Side(target, "f", "FR", "<tgt>"),
                    CheckOptions(shapes="v", lanes=4, examples=40))
    assert verdict.kind == "unknown" and "never: bad" in verdict.explain()


def test_divergent_loop_is_refused_by_linearize() -> None:
    module = parse_file(str(THESIS / "fig3.20_logstar.pll"))
    with pytest.raises(TransformError, match="run the divergent loop transform first"):
        linearize(module.function("logstar"), uniform=())


def test_input_is_not_changed() -> None:
    module = parse_file(str(THESIS / "fig9.4_nab_boscc_cascade.pll"))
    before = repr(module)
    vectorize(module, Options("v,v,v,u,u,u,u", "nab", 4, boscc=True))
    assert repr(module) == before


def test_every_transform_rule_is_cited_by_a_function_of_the_transforms() -> None:
    """Each rule semantics/transforms.md defines is cited inside a function or class of
    pllvm/transform/ (the implementation, not a caller); the IDs are those of tests/helpers.py."""
    defined = {r for r, where in rule_definitions().items()
               if any(w.startswith("semantics/transforms.md:") for w in where)}
    assert {"TR-PIPELINE", "TR-DLT", "TR-DLT-GUARD", "TR-LIN-DEAD-ARM", "TR-SSA"} <= defined
    cited = rule_citations(ROOT / "pllvm" / "transform")
    for rule in defined:
        assert any(inside for _, inside in cited.get(rule, [])), rule


TOTAL_READ = """
define i32 @f(i32 %n) {
A:
  %m = and i32 %n, 7
  br label %B
B:
  %i = phi i32 [ 0, %A ], [ %i.next, %B ]
  %t = total mul i32 %i, 3
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %m
  br i1 %c, label %B, label %C
C:
  %r = add i32 %i.next, %t
  ret i32 %r
}
"""


def test_header_values_no_thread_reads_after_leaving_are_not_blended() -> None:
    """[TR-DLT-DEAD] logstar's x and i are read after the loop only through the tracked
    i.next.out, so the new latch does not keep them for threads that left: no select blends
    them (in SIMD code each blend sits on the loop's critical path), and every step is still
    valid. A header value that a `total` command reads keeps its blend."""
    result = _vectorize("fig3.20_logstar.pll", "logstar", "v")
    text = print_module(result.output)
    assert "%x.upd" not in text and "%i.upd" not in text, text
    assert "%i.next.out.upd = total select" in text
    module = parse_module(TOTAL_READ)
    opts = CheckOptions(shapes="v", lanes=4, examples=15)
    result = vectorize(module, Options("v", "f", 4), lambda step: check_step(step, "f", opts))
    assert [s.verdict.kind for s in result.steps] == ["valid"] * len(result.steps)
    assert "%i.upd = total select" in print_module(result.output)


MANDELBROT = Path(__file__).parents[2] / "tests" / "benchmarks" / "kernels" / "mandelbrot.pll"


def _mandelbrot(text: str) -> tuple[str, list[str]]:
    """The vectorized mandelbrot kernel (or a variant of its text) and each step's verdict."""
    module = parse_module(text)
    result = vectorize(module, Options("v,u,u,u", "mandelbrot", 4),
                       lambda step: check_step(step, "mandelbrot",
                                               CheckOptions(shapes="v,u,u,u", lanes=4, examples=10)))
    assert verify_module(result.output) == []
    return print_module(result.output), [s.verdict.kind for s in result.steps]


def test_masks_of_reconverging_branches_merge() -> None:
    """[TR-LIN-MERGE] A block where a branch reconverges gets the branch block's mask, not the or
    of the two edges: the uniform loop's mask on the back edge is its guard edge's mask, so the
    loop mask is `and` of itself with the uniform `any` (no or-chain of every path)."""
    text, verdicts = _mandelbrot(MANDELBROT.read_text())
    assert verdicts == ["valid", "valid", "valid"]
    assert "%loop.uni.mask = phi i1 [ %pos, %loop.preheader ], " \
           "[ %loop.uni.to.loop.guard, %loop.uni.latch ]" in text
    assert "join: predicate %loop.guard.to.loop\n" in text
    assert "mask1" not in text and "mask2" not in text


#: a switch in a divergent region whose every case and default go to one block
ONE_TARGET_SWITCH = """
define i32 @f(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %S, label %J
S:
  %y = add i32 %x, 1
  switch i32 %y, label %J [ i32 0, label %J
                            i32 -1, label %J ]
J:
  %r = phi i32 [ %y, %S ], [ 7, %entry ]
  ret i32 %r
}
"""


def test_a_switch_to_one_block_is_a_branch_without_case_masks() -> None:
    """A `switch` whose cases and default all go to one block does not branch: linearization
    makes it `br` and computes no case compares or default mask for it (the edge mask is the
    block's own), and the output computes what the input does."""
    module = parse_module(ONE_TARGET_SWITCH)
    out = attrs.evolve(module, functions=(linearize(module.function("f"), uniform=()),))
    text = print_module(out)
    assert "S: predicate %c\n  %y = add i32 %x, 1\n  br label %J\n" in text
    assert "S.case" not in text and "S.anycase" not in text and "S.default" not in text
    assert run(out, "f", 4, "OBL", {"x": [-3, -1, 0, 5]}).ret == [-2, 0, 7, 7]


def test_dead_arm_of_an_escape_join_is_not_blended() -> None:
    """[TR-LIN-DEAD-ARM] mandelbrot's `join` merges zr from `step` (inside) and from `loop`
    (escaped); escaped threads leave at `join` on the same condition and never read zr.next, so
    zr.next is step's value with no select (each blend sits on the SIMD loop's critical path).
    When the exit reads zr.next, the blend stays; both are valid in every step."""
    text, verdicts = _mandelbrot(MANDELBROT.read_text())
    assert verdicts == ["valid", "valid", "valid"]
    assert "zr.next" not in text and "zi.next" not in text  # the aliases are gone too
    assert "%zr = phi float [ 0.0, %loop.preheader ], [ %zr.new, %loop.uni.latch ]" in text
    read = MANDELBROT.read_text().replace(
        "  ret i32 %r\n",
        "  %z = phi float [ 0.0, %entry ], [ %zr.next, %latch ], [ %zr.next, %join ]\n"
        "  %zk = fptosi float %z to i32\n  %rz = add i32 %r, %zk\n  ret i32 %rz\n")
    text, verdicts = _mandelbrot(read)
    assert verdicts == ["valid", "valid", "valid"]
    assert "  %zr.next = total select i1 %loop.to.step, float %zr.new, float %zr\n" in text


#: Threads with x > 0 reach J from A and go on to T, whose predicate is the phi %p: the arm
#: [true, A] is read there, so it is not dead although A and J branch on the same %c.
PHI_AS_PREDICATE = """
define i32 @f(i32 %x) {
A:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %J, label %K
K:
  br label %J
J:
  %p = phi i1 [ true, %A ], [ false, %K ]
  br i1 %c, label %T, label %E
T: predicate %p
  %v = add i32 %x, 1
  br label %E
E:
  %r = phi i32 [ %v, %T ], [ 2, %J ]
  ret i32 %r
}
"""


def test_a_phi_read_as_a_block_predicate_keeps_its_arm() -> None:
    """[TR-LIN-DEAD-ARM] a block predicate reads the phi: with the arm dropped, T's predicate
    was false and threads with x > 0 returned ⊤ instead of x + 1."""
    result = vectorize(parse_module(PHI_AS_PREDICATE), Options("v", "f", 4))
    assert _runs(result.output, "f", 4, {"x": [0, 1, -3, 5]}) == {(2, 2, 2, 6)}
    checks = check_result(result, CheckOptions(shapes="v", lanes=4, examples=30))
    assert checks["same"].kind == "valid", checks["same"].explain()


#: J itself reads its phi %p: the arm [10, A] is read by the threads that come from A, although
#: A and J branch on the same %c.
PHI_READ_IN_ITS_BLOCK = """
define i32 @f(i32 %x) {
A:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %J, label %K
K:
  br label %J
J:
  %p = phi i32 [ 10, %A ], [ 20, %K ]
  %q = add i32 %p, %x
  br i1 %c, label %T, label %E
T:
  %v = add i32 %q, 1
  br label %E
E:
  %r = phi i32 [ %v, %T ], [ 2, %J ]
  ret i32 %r
}
"""


def test_a_phi_read_in_its_own_block_keeps_its_arm() -> None:
    """[TR-LIN-DEAD-ARM] the phi is read in its block: with the arm from A dropped, threads with
    x > 0 would add 20 instead of 10."""
    result = vectorize(parse_module(PHI_READ_IN_ITS_BLOCK), Options("v", "f", 4))
    assert _runs(result.output, "f", 4, {"x": [0, 1, -3, 5]}) == {(2, 12, 2, 16)}


def test_a_block_predicated_by_its_own_total_prefix_keeps_its_activation_after_it() -> None:
    """[TR-LINEARIZE] a block behind a divergent branch whose predicate its own leading `total`
    command defines: its activation, the and of its mask and that predicate, is computed right
    after the predicate (before it would read it undefined), and every step checks valid."""
    module = parse_module("""
define i32 @f(i32 %x) {
A:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %B, label %D
B:
  br label %C
C: predicate %own
  %own = total icmp slt i32 %x, 10
  %y = add i32 %x, 1
  br label %D
D:
  %r = phi i32 [ %y, %C ], [ 0, %A ]
  ret i32 %r
}
""")
    result = vectorize(module, Options("v", "f", 4),
                       lambda step: check_step(step, "f", CheckOptions(shapes="v", lanes=4, examples=60)))
    assert [s.verdict.kind for s in result.steps] == ["valid"] * len(result.steps)
    out = result.output.function("f")
    block = next(b for b in out.blocks if any(c.name == "own" for c in b.commands))
    names = [c.name for c in block.commands]
    assert names[names.index("own") + 1].startswith("C.active")
    assert verify_module(result.output) == []
    got = run(result.output, "f", 4, "OBL", {"x": [-3, 4, 12, 9]})
    assert got.ret == [0, 5, None, 10]  # x = 12: C's predicate is false, %y is ⊤
