"""Runtime schedules (ch. 5): each property on its own, the figures of the chapter, the explorer,
the schedulers, and dynamic well-formedness (Defs. 10, 11)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from functools import cache
from pathlib import Path

import numpy as np
import pytest
from conftest import CORPUS

from pllvm.exec import run
from pllvm.exec.engine import prepare
from pllvm.exec.explore import check_schedule, explore
from pllvm.exec.schedule import RandomChoice, guides, progress, scheduler_named, synchronizing
from pllvm.exec.state import TOP
from pllvm.script import cases
from pllvm.syntax import Module
from pllvm.syntax.builtins import is_horizontal
from pllvm.text import parse_file, parse_module

THESIS = CORPUS / "thesis"


@cache
def _module(path: Path) -> Module:
    return parse_file(path)


def _states(path: Path, args: dict, lanes: int = 2, function: str | None = None):
    return prepare(_module(path), function, lanes, "FR", args, None)


# ---------------------------------------------------------------- the properties on their own


def test_guide_set_is_the_definite_next_blocks_of_threads_that_left_the_same_block() -> None:
    setup = _states(THESIS / "fig5.2_spurious.pll", {"p": [1, 0], "q": 0})
    prog, state = setup.prog, setup.state
    state.lin = np.array([0, 0], np.int32)  # both left A
    state.lnext = np.array([prog.index["C"], TOP], np.int32)
    assert guides(state, 1) == {prog.index["C"]}
    assert not progress(prog, state, prog.index["B"])  # Fig. 5.2: B leads thread 1 astray
    assert progress(prog, state, prog.index["C"])


def test_forward_reachability_ignores_back_edges() -> None:
    prog = _states(THESIS / "fig3.20_logstar.pll", {"n": 2.0}).prog
    a, b, c = (prog.index[x] for x in "ABC")
    assert prog.fwdreaching[a, b] and prog.fwdreaching[a, c] and prog.fwdreaching[b, c]
    assert not prog.fwdreaching[b, b]  # only through the back edge B -> B
    assert not prog.fwdreaching[c, a]


def test_synchronizing_fails_while_a_thread_is_pending_upstream() -> None:
    setup = _states(THESIS / "fig5.4_barrier.pll", {"p": [1, 0]})
    prog, state = setup.prog, setup.state
    state.lin = np.array([prog.index["B"], prog.index["A"]], np.int32)
    state.lnext = np.array([prog.index["D"], prog.index["C"]], np.int32)
    assert not synchronizing(prog, state, prog.index["D"])  # thread 1 waits at C, C reaches D
    assert synchronizing(prog, state, prog.index["C"])


# ---------------------------------------------------------------- the figures of ch. 5


def _verdicts(path: Path, schedule: str, args: dict | None = None, lanes: int = 2):
    return check_schedule(_module(path), None, lanes, "FR", args or {}, schedule.split())


def test_fig_5_1_the_stalling_schedule_is_rejected_and_the_progressing_one_terminates() -> None:
    stalling = _verdicts(THESIS / "fig5.1_stalling.pll", "A B B B")
    assert [s.progress for s in stalling.steps] == [True, True, False, False]
    assert not stalling.greedy and not stalling.terminated
    good = _verdicts(THESIS / "fig5.1_stalling.pll", "A B C D")
    assert good.greedy and good.terminated
    assert run(_module(THESIS / "fig5.1_stalling.pll"), lanes=2).schedule == list("ABCD")


def test_fig_5_2_spurious_divergence_is_rejected_by_progress() -> None:
    report = _verdicts(THESIS / "fig5.2_spurious.pll", "A B C D", {"p": [1, 0], "q": 0})
    assert [s.progress for s in report.steps] == [True, False, True, True]
    assert "guide set" in report.steps[1].why[0]
    assert run(_module(THESIS / "fig5.2_spurious.pll"), lanes=2,
               args={"p": [1, 0], "q": 0}).schedule == ["A", "C", "D"]


def test_fig_5_3a_one_outcome_under_greedy_schedules_two_unconstrained() -> None:
    m = _module(THESIS / "fig5.3a_any_schedule.pll")
    args = {"v": [0, 1]}
    assert _verdicts(THESIS / "fig5.3a_any_schedule.pll", "A B C D E F G", args).greedy is False
    assert not _verdicts(THESIS / "fig5.3a_any_schedule.pll", "A B D C D E F G", args).greedy
    greedy = explore(m, lanes=2, args=args, max_steps=12)
    loose = explore(m, lanes=2, args=args, max_steps=12, unconstrained=True)
    assert greedy.complete and loose.complete
    assert [o.ret for o in greedy.outcomes] == [[0, 0]]
    assert sorted(o.ret for o in loose.outcomes) == [[0, 0], [1, 0]]


def test_fig_5_4_which_steps_synchronize() -> None:
    report = _verdicts(THESIS / "fig5.4_barrier.pll", "A B D C D", {"p": [1, 0]})
    assert [s.synchronizing for s in report.steps] == [True, True, False, True, True]
    assert "pending at C" in report.steps[2].why[0]
    assert run(_module(THESIS / "fig5.4_barrier.pll"), lanes=2, args={"p": [1, 0]}).schedule == [
        "A", "B", "C", "D"]


def test_a_passive_thread_holds_back_the_join() -> None:
    """[SCHED-PENDING-TOP]: in Fig. 4.11 with b false for every thread, thread 1 leaves B passive
    (ℓnext = ⊤); it is pending at C, which forward-reaches the join D, so D waits for it and runs
    once with both threads. D right after B (thread 0 alone) does not synchronize."""
    path = THESIS / "fig4.11_shadow_phi.pll"
    args = {"p": [0, 1], "b": [0, 0]}
    for policy in ("min-index", "max-index"):
        r = run(_module(path), lanes=2, args=args, scheduler=policy)
        assert r.schedule == ["A", "B", "C", "D"] and r.ret == [0, 1]
    early = _verdicts(path, "A B D C D", args)
    assert [s.synchronizing for s in early.steps][:3] == [True, True, False]
    assert "may still enter a block that reaches D" in early.steps[2].why[0]


def test_fig_5_5_the_spinning_schedule_is_rejected_and_the_scheduler_terminates() -> None:
    path = THESIS / "fig5.5b_termination_ifconv.pll"
    spinning = _verdicts(path, "A B B B B", {"p": [0, 0], "n": 3})
    assert [s.spinning for s in spinning.steps] == [False, False, True, True, True]
    assert all(s.progress and s.synchronizing for s in spinning.steps)
    assert not spinning.greedy
    result = run(_module(path), lanes=2, args={"p": [0, 0], "n": 3})
    assert result.terminated and result.ret == [0, 0]
    ex = explore(_module(path), lanes=2, args={"p": [0, 0], "n": 3})
    assert [o.ret for o in ex.outcomes] == [[0, 0]] and ex.nonterminating >= 1


def test_an_exploration_stops_at_its_total_step_budget_and_is_incomplete() -> None:
    path = THESIS / "fig5.5b_termination_ifconv.pll"
    args = {"p": [0, 0], "n": 3}
    full = explore(_module(path), lanes=2, args=args)
    assert full.complete and not full.cut_by_steps and full.steps > 4
    cut = explore(_module(path), lanes=2, args=args, max_total_steps=4)
    assert cut.cut_by_steps and not cut.complete and cut.steps == 4


# ---------------------------------------------------------------- dynamic well-formedness


@pytest.mark.parametrize(("file", "function", "interp", "args", "wellformed"), [
    ("fig4.16a_illformed_pred.pll", None, "FR", {"p": [1, 0], "v": 5}, False),
    ("fig4.16b_illformed_loop.pll", None, "OBL", None, False),
    ("fig4.16b_illformed_loop.pll", None, "FR", None, True),
    ("fig3.22_logstar_dlt.pll", "logstar_dlt", "OBL", {"n": [88.38, 1.5]}, True),
    ("fig3.22_logstar_dlt.pll", "logstar_pred", "OBL", {"n": [88.38, 1.5]}, False),
    ("fig3.20_logstar.pll", None, "OBL", {"n": [88.38, 1.5]}, False),
    ("fig3.20_logstar.pll", None, "FR", {"n": [88.38, 1.5]}, True),
])
def test_definition_masks(file: str, function: str | None, interp: str, args: dict | None,
                          wellformed: bool) -> None:
    path = THESIS / file
    if args is None:  # the arguments of the file's own run, where a thread leaves the loop early
        args = next(c.args for c in cases(path.read_text()) if c.interp == interp)
    result = run(_module(path), function, 2, interp, args, check_wf=True)
    assert (result.wf == []) is wellformed, [str(v) for v in result.wf or []]


def test_a_violation_names_user_operand_thread_and_block() -> None:
    result = run(_module(THESIS / "fig4.16a_illformed_pred.pll"), lanes=2, args={"p": [1, 0], "v": 5},
                 check_wf=True)
    (v,) = result.wf
    assert (v.block, v.operand, v.threads) == ("B", "x", (1,))
    assert str(v) == ("step 1, block B, `%y = mul i32 %x, 2`: %x is not defined on thread 1, "
                      "where its user is (Def. 11 (3))")


def test_a_select_that_does_not_take_the_undefined_operand_is_well_formed() -> None:
    m = parse_module("""
define i32 @f(i1 %p) {
A:
  br i1 %p, label %B, label %C
B:
  %x = add i32 1, 2
  br label %C
C:
  %y = select i1 %p, i32 %x, i32 0
  ret i32 %y
}
""")
    assert run(m, lanes=2, interp="OBL", args={"p": [1, 0]}, check_wf=True).wf == []
    uses_x = run(m, lanes=2, interp="OBL", args={"p": [0, 1]}, check_wf=True)
    assert uses_x.wf == []  # thread 1 takes %x, defined for it; thread 0 takes 0


# ---------------------------------------------------------------- schedulers, as a property


def _corpus_runs() -> list[tuple[Path, object]]:
    return [(p, c) for p in sorted(CORPUS.rglob("*.pll")) for c in cases(p.read_text())
            if c.schedule is None and c.ub is None and not c.out_of_fuel]


RUNS = _corpus_runs()


@pytest.mark.parametrize("run_case", RUNS, ids=[f"{p.relative_to(CORPUS)}:{c.line}" for p, c in RUNS])
def test_every_policy_yields_greedy_schedules(run_case: tuple) -> None:
    """On every corpus run: each policy's schedule passes the checker, and on programs without
    horizontal operations all policies reach the same outcome."""
    path, case = run_case
    m = _module(path)
    outcomes = set()
    for policy in ("min-index", "max-index", "random:1", f"random:{case.line}"):
        r = run(m, case.function, case.lanes, case.interp, case.args, scheduler=policy,
                fuel=5000)
        if r.fuel_exhausted:
            continue
        report = check_schedule(m, case.function, case.lanes, case.interp, case.args, r.schedule)
        assert report.greedy, (path.name, policy, r.schedule,
                               [(s.block, s.why) for s in report.steps if s.why])
        outcomes.add(json.dumps([r.ret, r.memory]))
    if not is_horizontal(m.function(case.function)):
        assert len(outcomes) <= 1, (path.name, case.line, outcomes)


def test_a_user_policy_plugs_in() -> None:
    class LastListed:
        def choose(self, prog, state, legal):
            return legal[-1]

    m = _module(THESIS / "fig5.4_barrier.pll")
    assert run(m, lanes=2, args={"p": [1, 0]}, scheduler=LastListed()).ret == [1, 2]
    assert scheduler_named("random:3").choose(None, None, [7]) == 7
    with pytest.raises(Exception, match="unknown scheduler 'fifo'"):
        scheduler_named("fifo")


# ---------------------------------------------------------------- command line


def _pllvm(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pllvm", *args], capture_output=True, text=True,
                          check=False)


def test_explore_json() -> None:
    r = _pllvm("explore", str(THESIS / "fig5.3a_any_schedule.pll"), "--lanes", "2", "--arg",
               "v=0,1", "--unconstrained", "--max-steps", "12", "--json")
    out = json.loads(r.stdout)
    assert r.returncode == 1  # two outcomes
    assert out["complete"] is True and out["schedules"] >= 2
    assert sorted(o["ret"] for o in out["outcomes"]) == [[0, 0], [1, 0]]
    assert sum(o["count"] for o in out["outcomes"]) == out["schedules"]


def test_schedule_check_json() -> None:
    r = _pllvm("schedule", "check", str(THESIS / "fig5.2_spurious.pll"), "--arg", "p=1,0",
               "--arg", "q=0", "--schedule", "A B C D", "--json")
    out = json.loads(r.stdout)
    assert r.returncode == 1 and out["greedy"] is False
    assert [s["progress"] for s in out["steps"]] == [True, False, True, True]


def test_run_check_wf_reports_the_violation() -> None:
    r = _pllvm("run", str(THESIS / "fig4.16a_illformed_pred.pll"), "-W", "2", "--arg", "p=1,0",
               "--arg", "v=5", "--check-wf")
    assert r.returncode == 1
    assert "ill-formed: step 1, block B" in r.stdout


def test_a_schedule_that_cycles_through_an_irreducible_loop_is_found_nonterminating() -> None:
    """States are compared only where a thread has just entered the target of a retreating edge
    (`Program.reentered`); every cycle passes through one, in an irreducible CFG too, so the
    search recognizes the schedules that go round B and C forever instead of cutting them at the
    step bound."""
    module = parse_module("""
define i32 @f(i1 %p) {
A:
  br i1 %p, label %B, label %C
B:
  br label %C
C:
  br label %B
}
""")
    ex = explore(module, lanes=2, args={"p": [1, 0]}, max_steps=200)
    assert ex.nonterminating >= 1 and ex.outcomes == [] and ex.cut_by_depth == 0


def test_a_random_scheduler_draws_as_cpythons_choice_and_the_machine_as_it() -> None:
    """[SCHED-RANDOM] RandomChoice(s) picks what random.Random(s).choice picks, draw after
    draw, whatever the number of options; and the words it hands the compiled machine
    (`lookahead`) give the same draws there: a run under random:SEED takes one schedule on both
    paths, without Python per step."""
    for seed in range(5):
        ours, theirs = RandomChoice(seed), random.Random(seed)
        for n in [1, 2, 3, 5, 8, 13, 1, 7, 31, 2, 64, 100] * 3:
            assert ours.below(n) == theirs.choice(range(n))
    diamond = parse_module("""
define i32 @f(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  br label %D
C:
  br label %D
D:
  %r = phi i32 [ 1, %B ], [ 2, %C ]
  ret i32 %r
}
""")
    seen = set()
    for seed in range(1, 9):
        fast = run(diamond, None, 2, "FR", {"c": [1, 0]}, scheduler=f"random:{seed}")
        slow = run(diamond, None, 2, "FR", {"c": [1, 0]}, scheduler=f"random:{seed}", fast=False)
        assert fast.path == "compiled" and slow.path == "detailed"
        assert fast.schedule == slow.schedule and fast.ret == slow.ret
        seen.add(" ".join(fast.schedule))
    assert seen == {"A B C D", "A C B D"}  # B and C are both legal after A: the draws decide
