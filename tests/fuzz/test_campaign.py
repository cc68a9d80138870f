"""`pllvm fuzz`: the self-checks run, a failing check is shrunk and written as a case that
`pllvm run --replay` runs again, and the campaign goes on after a failure."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import CORPUS

import pllvm.fuzz.campaign as campaign_module
from pllvm.check.differential import replay
from pllvm.cli import main
from pllvm.fuzz import Generated
from pllvm.fuzz.campaign import CHECKS, campaign, check_schedulers
from pllvm.text import parse_file, parse_module


def test_a_short_campaign_runs_every_check_and_finds_nothing(tmp_path: Path) -> None:
    summary = campaign(600, seed=1, out=tmp_path, programs=12)
    assert summary.failures == [] and [f.name for f in tmp_path.iterdir()] == ["campaign.jsonl"]
    assert summary.programs == 12
    assert summary.checks["defined"] == summary.programs
    assert summary.checks["schedulers"] == summary.checks["scalar"] >= 1
    for name in CHECKS:  # every program gets every check, or a counted reason
        assert summary.checks[name] + sum(summary.skipped[name].values()) == summary.programs
    assert all(r.startswith("horizontal (") for r in summary.skipped["scalar"])


def _is_mul(line: str) -> bool:
    return " = mul i32 " in line and not line.lstrip().startswith("%slot0")


def _planted(p: Generated, file: str) -> campaign_module._Found | None:
    """A check that fails on every program that multiplies (besides the thread's slot number)."""
    if any(_is_mul(line) for line in p.text.splitlines()):
        return campaign_module._Found("defined", "planted: a mul",
                                      campaign_module._run_spec(p, file, "min-index", "mul"))
    return None


def test_a_failure_is_shrunk_written_and_the_campaign_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the planted check the campaign writes one shrunk case per failing batch (named for
    the batch) and goes on with the next batch: seed 3 fails in each of its three batches, each
    ending at its failure."""
    monkeypatch.setattr(campaign_module, "_checks", lambda p: [("defined", _planted)])
    summary = campaign(600, seed=3, out=tmp_path, programs=3 * campaign_module.BATCH)
    assert summary.programs < 3 * campaign_module.BATCH
    assert len(summary.failures) == 3
    for n, f in enumerate(summary.failures):
        assert f.program == tmp_path / f"case-{n}.pll" and f.replay == tmp_path / f"case-{n}.json"
        text = f.program.read_text()
        assert text.startswith("; pllvm fuzz: check 'defined' failed\n; planted: a mul\n")
        m = parse_file(f.program)
        body = [c for b in m.function("f").blocks for c in b.commands]
        # shrunk: the mul and the few instructions every program has
        assert sum(map(_is_mul, text.splitlines())) == 1
        assert len(body) <= 10, text  # a generated program has 26 commands (median)
        spec = json.loads(f.replay.read_text())
        assert spec["relation"] == "run" and spec["file"] == str(f.program)
        assert main(["run", "--replay", str(f.replay)]) == 0  # the run itself is fine


def test_a_schedulers_case_replays_with_each_sides_policy(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture) -> None:
    """With a horizontal builtin the policies may disagree (so the campaign does not compare
    them): in corpus/exec/schedule_dependent.pll thread 3, passive in P, takes Q under min-index
    and R under max-index, and `any` at the join sees what it brings. Such a disagreement shows
    that a saved case keeps each side's policy."""
    source = CORPUS / "exec" / "schedule_dependent.pll"
    p = Generated(source.read_text(), parse_file(source), "src", 4,
                  {"a": [0, 0, 0, 1], "t": [0, 1, 2, 3]}, {}, frozenset({"horizontal"}))
    found = check_schedulers(p, str(source))
    assert found is not None and found.check == "schedulers"
    spec = found.replay
    assert spec["source"]["scheduler"] == "min-index"
    assert spec["target"]["scheduler"] == "max-index"
    assert (spec["source"]["ret"], spec["target"]["ret"]) == ([1, 1, 1, 1], [0, 0, 0, 0])
    _src, _tgt, why = replay(spec, parse_file)
    assert why is not None and why in found.problem
    case = tmp_path / "case.json"
    case.write_text(json.dumps(spec, default=str))
    assert main(["run", "--replay", str(case)]) == 1
    assert f"difference: {why}" in capsys.readouterr().out


def test_pllvm_fuzz_prints_a_table_and_exits_zero(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture) -> None:
    """On a local Dask cluster of the machine's cores (the default); only the saved results are
    written when no check fails."""
    assert main(["fuzz", "--seconds", "2", "--seed", "5", "--out", str(tmp_path / "cases")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("pllvm fuzz: ") and "programs in" in out
    for name in CHECKS:
        assert name in out
    assert [f.name for f in (tmp_path / "cases").iterdir()] == ["campaign.jsonl"]


def test_a_seed_and_a_program_budget_reproduce_a_campaign(tmp_path: Path, capsys: pytest.CaptureFixture,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """`--programs N` fixes the batches however fast the machine is, so two campaigns with the
    same seed find the same shrunk case (in this process: the planted check is patched in);
    the same command again resumes: it finds the batch done and writes the same case."""
    monkeypatch.setattr(campaign_module, "_checks", lambda p: [("defined", _planted)])
    runs = []
    for k in (1, 2, 2):
        out = tmp_path / f"run{k}"
        assert main(["fuzz", "--seed", "3", "--programs", "10", "--out", str(out), "--json",
                     "--workers", "0"]) == 1
        runs.append(json.loads(capsys.readouterr().out))
        assert 1 <= runs[-1]["programs"] <= 10 and len(runs[-1]["failures"]) == 1
    first, second = ((tmp_path / f"run{k}" / "case-0.pll").read_text() for k in (1, 2))
    assert first == second.replace("run2", "run1")  # the comment names the replay file
    assert runs[0]["checks"] == runs[1]["checks"] == runs[2]["checks"]
    assert runs[0]["programs"] == runs[1]["programs"] == runs[2]["programs"]


def test_pllvm_fuzz_json(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["fuzz", "--seconds", "1", "--out", str(tmp_path), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["failures"] == [] and summary["programs"] >= 1
    assert set(summary["checks"]) <= set(CHECKS)
    for name in CHECKS:
        skipped = sum(summary["skipped"].get(name, {}).values())
        assert summary["checks"].get(name, 0) + skipped == summary["programs"]


def test_run_replay_of_a_failing_run_exits_one(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    program = tmp_path / "ub.pll"
    program.write_text("define i32 @f(i32 %a) {\nentry:\n  %q = sdiv i32 1, %a\n  ret i32 %q\n}\n")
    parse_module(program.read_text())
    case = tmp_path / "ub.json"
    case.write_text(json.dumps({"relation": "run", "file": str(program), "function": "f",
                                "lanes": 2, "interp": "FR", "args": {"a": [1, 0]},
                                "buffers": {}, "scheduler": "min-index", "check_wf": True,
                                "problem": "division by zero"}))
    assert main(["run", "--replay", str(case)]) == 1
    out = capsys.readouterr().out
    assert "recorded: division by zero" in out and "the run still fails" in out


def test_run_without_file_or_replay_is_an_input_error(capsys: pytest.CaptureFixture) -> None:
    assert main(["run"]) == 2
    assert "run needs FILE (or --replay CASE.json)" in capsys.readouterr().err


def test_bad_fuzz_and_replay_arguments_are_input_errors(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture) -> None:
    assert main(["fuzz", "--seconds", "1", "--lanes", "20", "--out", str(tmp_path)]) == 2
    assert "--lanes 20: generated programs run with 1 to 16 threads" in capsys.readouterr().err
    assert main(["fuzz", "--programs", "0", "--out", str(tmp_path)]) == 2
    assert "--programs 0: at least one program" in capsys.readouterr().err
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert main(["fuzz", "--seconds", "1", "--out", str(blocker / "cases")]) == 2
    assert f"({blocker} is not a directory)" in capsys.readouterr().err
    case = tmp_path / "case.json"
    case.write_text('{"relation": "run"}')
    assert main(["run", "--replay", str(case)]) == 2
    assert f"{case} is not a pllvm case: no field 'buffers'" in capsys.readouterr().err
