"""`pllvm prove`: the obligations of proofs/ from the command line, with their exit codes (0 all
hold, 1 a counterexample, 2 bad input) and the published rules refuted with counterexamples."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pllvm.cli import main


def test_list_names_every_obligation(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["prove", "--list"]) == 0
    out = capsys.readouterr().out
    assert "divergence-soundness: " in out and "alc-permutation: " in out
    assert "widening: " in out and "smt-encoding: " in out
    assert "alc-sve-tail (published, expected to fail)" in out
    assert "divergence-theorem1 (published, expected to fail)" in out


def test_the_sound_obligations_hold_at_a_small_bound(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["prove", "divergence-soundness", "alc-permutation", "linearization", "schedules",
                 "boscc", "loop-transform", "--bound", "3", "--json", "--workers", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    status = {o["name"]: (o["status"], o["bound"]) for o in out["obligations"]}
    assert status == {"divergence-soundness": ("holds", "N = 3"), "boscc": ("holds", "N = 3"),
                      "loop-transform": ("holds", "N = 3"),
                      "alc-permutation": ("holds", "W in [1, 2, 3]"),
                      "linearization": ("holds", "N = 3"), "schedules": ("holds", "N = 3")}
    counts = {o["name"]: o["counts"] for o in out["obligations"]}
    assert counts["linearization"]["inputs"] > 100 and counts["linearization"]["mismatches"] == 0


@pytest.mark.parametrize(("name", "shown"), [
    ("alc-sve-tail", "twice"),
    ("divergence-popl-printed", "replay: pllvm run "),
    ("divergence-published-compare", "replay: pllvm run "),
    ("linearization-published-single-exit", "output: pllvm run "),
])
def test_a_published_rule_ends_in_a_counterexample(capsys: pytest.CaptureFixture[str], name: str,
                                                   shown: str) -> None:
    assert main(["prove", name, "--bound", "4"]) == 1
    out = capsys.readouterr().out
    assert f"{name}: counterexample" in out and shown in out


def test_bad_names_and_bounds_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["prove", "no-such-thing"]) == 2
    assert "no obligation no-such-thing" in capsys.readouterr().err
    assert main(["prove", "--bound", "huge"]) == 2
    assert "--bound takes small, full or a number" in capsys.readouterr().err


def _linearization(bound: int, boscc: bool = False, emit_after: str | None = None) -> tuple[int, str]:
    """(mismatches, the counterexample's text) of the linearization obligation (with BOSCC, or
    of one pass's output), in this process."""
    import tempfile
    from pathlib import Path

    from pllvm.campaigns.proofs import obligations

    obligations()  # puts proofs/ on the path
    from proofs import linearization

    plan = linearization.Plan(boscc=boscc, emit_after=emit_after)
    report = linearization.prove(bound, plan, stop_at_first=True)
    text = "" if report.first is None else linearization.counterexample(
        *report.first, Path(tempfile.mkdtemp()))
    return report.mismatches, text


def test_linearization_fails_when_deferral_takes_the_last_block(monkeypatch: pytest.MonkeyPatch) -> None:
    """A small break of partial linearization (Listing 8 defers to the pending block that comes
    *last* in the block index, not first): the obligation reports the program it fails on, and
    an input on which the output's threads return ⊤ (blocks left unreachable by the wrong
    deferral never run)."""
    import pllvm.transform.linearize as linearize

    monkeypatch.setattr(linearize, "min", max, raising=False)
    mismatches, text = _linearization(4)
    assert mismatches == 1 and "the input returns [38, 38], the output [⊤, ⊤]" in text, text
    assert "check:  pllvm check " in text and "--target-interp OBL" in text


def test_linearization_runs_the_output_under_fr_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """FR = OBL on the control-uniform output is part of the obligation: an interpreter whose FR
    runs of the output return another value on thread 0 (OBL's are right) fails it, and the
    counterexample replays the output under FR."""
    from pllvm.campaigns.proofs import obligations

    obligations()
    from proofs import linearization

    real = linearization.run_batch

    def wrong_under_fr(module: object, function: str, lanes: int, interp: str, args: list,
                       **kw: int) -> list:
        results = real(module, function, lanes, interp, args, **kw)
        if interp == "FR" and kw.get("fuel", 0) > linearization.FUEL:  # the output's runs
            for r in results:
                r.ret = [7, *r.ret[1:]]
        return results

    monkeypatch.setattr(linearization, "run_batch", wrong_under_fr)
    mismatches, text = _linearization(2)
    assert mismatches == 1 and text.startswith("under FR: different return values"), text
    assert "--interp FR" in text and "--target-interp FR" in text, text


def test_linearization_fails_when_the_loop_transform_exchanges_its_branch_arms(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A small break of the divergent loop transform: the branches it makes (stay or leave,
    run the body or skip it, which exit) take the other arm; the obligation shows a program and
    an input on which the output returns something else."""
    import pllvm.transform.loops as loops
    from pllvm.syntax import CondBr

    monkeypatch.setattr(loops, "CondBr", lambda cond, t, f: CondBr(cond, f, t))
    mismatches, text = _linearization(4)
    assert mismatches == 1 and "the input returns" in text and "output: pllvm run " in text, text
    # the loop transform's own obligation (its output under OBL, every greedy schedule) sees it
    mismatches, text = _linearization(3, emit_after="divergent-loops")
    assert mismatches == 1 and "the input returns" in text, text


@pytest.mark.parametrize("name", ["divergence-soundness", "linearization", "schedules"])
def test_shards_add_up_to_the_whole_obligation(name: str) -> None:
    """[PROVE-SHARD] Three shards of an obligation, combined in order, cover exactly what one run
    covers (the CFGs are split by position, so the counts add up to the same numbers): the
    verdict does not depend on how many workers ran the shards. At N = 3 (6 or 7 CFGs, two or
    three a shard): the split is the same at every N, and the small bound's run is
    `test_the_sound_obligations_hold_at_a_small_bound`'s."""
    from pllvm.campaigns.proofs import obligations

    ob = obligations()[name]
    whole = ob.check("3", (0, 1))
    combined = ob.combine([ob.check("3", (k, 3)) for k in range(3)])
    assert combined.status == whole.status == "holds"
    assert combined.counts == whole.counts and whole.counts["cfgs"] >= 6


def test_the_schedules_obligation_fails_when_passive_threads_lose_their_values(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The lock-step machine with OBL's rule in place of FR's (a passive thread's values are
    overwritten): a schedule returns ⊤ where the thread alone returns its path."""
    from pllvm.campaigns.proofs import obligations

    obligations()
    import proofs.schedules as schedules
    from pllvm.exec.explore import explore

    monkeypatch.setattr(schedules, "explore",
                        lambda m, f, w, _interp, a, **kw: explore(m, f, w, "OBL", a, **kw))
    report = schedules.prove(4)
    assert report.failures > 0 and report.first is not None
    assert "the schedules return [⊤, " in report.first and "replay: pllvm explore " in report.first


def test_boscc_fails_when_its_gadget_asks_about_the_wrong_arm(monkeypatch: pytest.MonkeyPatch) -> None:
    """A small break of BOSCC: for a block on the false arm, the gadget asks whether any thread
    heads for the *true* arm (its condition not negated), so the block is skipped while threads
    still head for it."""
    import pllvm.transform.boscc as boscc
    from pllvm.syntax import IntConst

    monkeypatch.setattr(boscc, "IntConst", lambda _value: IntConst(0))  # xor 0: no negation
    mismatches, text = _linearization(4, boscc=True)
    assert mismatches == 1 and "different return values" in text, text
    assert _linearization(4)[0] == 0  # without BOSCC the break does not matter


def test_builtins_lowering_holds_and_fails_when_the_lowering_ignores_the_activation(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Exhaustive at W = 1-3; with the lowering's mask replaced by all-true (inactive threads'
    arguments counted), `any`, `all`, `ballot` and `popcount` differ from the interpreter."""
    from pllvm.campaigns.proofs import obligations

    obligations()
    import proofs.builtins_lowering as lowering
    from pllvm.backend.lower import Lowering
    from pllvm.backend.types import splat
    from pllvm.syntax.types import I1

    report = lowering.prove((1, 2, 3))
    assert report.differences == 0 and report.inputs == 4 * (4 + 16 + 64)
    monkeypatch.setattr(Lowering, "mask_for", lambda self, _cmd: splat("true", I1, self.w))
    broken = lowering.prove((2,))
    assert broken.differences > 0 and broken.first is not None
    assert broken.first.startswith("@any at W = 2, c = [") and "the native code" in broken.first


def test_record_puts_each_verdict_in_the_readme_table(tmp_path: Path) -> None:
    """[PROVE-RECORD] A row per obligation and bound: replaced when run again, others kept; a
    file without the table's markers is refused."""
    from pllvm.campaigns.proofs import END, START, obligations, record
    from pllvm.errors import InputError

    assert "schedules" in obligations()
    from proofs import Verdict

    readme = tmp_path / "README.md"
    readme.write_text(f"# proofs\n\n{START}\n{END}\n\nmore text\n")
    record([Verdict("schedules", "holds", "N = 4", "2412 inputs", 2.5)], "small", readme, "2026-01-01")
    record([Verdict("linearization", "holds", "N = 5", "a | b", 90.0)], "5", readme, "2026-01-02")
    record([Verdict("schedules", "counterexample", "N ≤ 4", "x", 1.0)], "small", readme, "2026-01-03")
    text = readme.read_text()
    assert text.startswith("# proofs\n") and text.endswith(f"{END}\n\nmore text\n")
    rows = [line for line in text.splitlines() if line.startswith("| `")]
    assert rows == ["| `linearization` | 5 | N = 5 | holds | a / b | 90.0 | 2026-01-02 |",
                    "| `schedules` | small | N ≤ 4 | counterexample | x | 1.0 | 2026-01-03 |"]
    readme.write_text("no table\n")
    with pytest.raises(InputError, match="has no results table"):
        record([], "small", readme, "2026-01-01")


def test_widening_holds_and_fails_when_a_lowering_rule_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    """The back end against the interpreter, instruction by instruction: it holds on i3 and
    float; with consecutive `i3` accesses as `<W x i3>` (bit-packed: [WIDEN-CONSEC-BITS]
    dropped) every varying i3 operand is read wrong, and with `minnum` as LLVM's alone
    ([WIDEN-MINMAX] dropped) minnum(+0.0, -0.0) is +0.0 natively where the interpreter gives
    -0.0."""
    import proofs.widening as widening
    from pllvm.backend import calls, memory

    report = widening.prove(["i3", "float"], ("vv", "vu"))
    assert report.differences == 0 and report.compared > 100_000 and report.poison > 0
    monkeypatch.setattr(memory, "_storage", lambda _lw, ty: ty)
    packed = widening.prove(["i3"], ("vv",))
    assert packed.differences > 0 and packed.first is not None and " on i3 with %a = " in packed.first
    monkeypatch.undo()

    def unordered(lw, cmd, op, vec, _family):  # type: ignore[no-untyped-def]
        lw.call_as_written(cmd, op) if not vec else calls._vertical(lw, cmd, op, calls.callee_name(op))

    monkeypatch.setattr(calls, "_minmax_num", unordered)
    zeros = widening.prove(["float"], ("vv",))
    assert set(zeros.by_name) == {"llvm.minnum", "llvm.maxnum", "@fminf", "@fmaxf"}
    assert zeros.first is not None and "the interpreter gives -0.0, the native code 0.0" in zeros.first
