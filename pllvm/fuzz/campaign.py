"""`pllvm fuzz`: generate programs and check the interpreter against itself until time runs out.

Each generated program (`programs()`) goes through the self-checks:

- *defined*: under every greedy policy it terminates without undefined behaviour and is
  dynamically well-formed (Def. 11 (3)), as the generator promises;
- *schedulers*: without horizontal operations, every policy gives the same results and memory
  (the lock-step semantics does not depend on the schedule, ch. 5);
- *scalar*: without horizontal operations, an FR run with W threads equals W independent
  scalar runs, thread by thread (ch. 4, goal 1) — the *vectorize* relation of the program with
  itself.

The programs come in batches (`batch`), each one hypothesis run from its own seed: the tasks of
a campaign (`pllvm.campaigns.runner`), run on as many workers as there are. A failing check is
shrunk by hypothesis on the worker and ends its batch; the program is written to the output
directory as `case-B.pll` with `case-B.json` (B the batch), which `pllvm run --replay` runs
again. The campaign never stops on a failure; it stops starting batches when the time is up or,
with a program budget, when the budget's batches are done: the same seed and budget give the
same programs, results and cases on any machine and any number of workers, however fast.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import attrs
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed

from pllvm.campaigns.runner import Task, run
from pllvm.check.differential import (
    POLICIES,
    Side,
    same_counterexample,
    vectorize_counterexample,
)
from pllvm.check.verdict import Counterexample
from pllvm.fuzz.strategies import Generated, programs
from pllvm.syntax.builtins import horizontal_because

__all__ = ["CHECKS", "Failure", "Summary", "batch", "campaign"]

CHECKS = ("defined", "schedulers", "scalar")
BATCH = 10  # programs per hypothesis run (a task); a failure ends its batch after shrinking


@attrs.define
class Failure:
    """A failed check on a (shrunk) program: what failed and the replay file written for it."""

    check: str
    problem: str
    program: Path
    replay: Path


@attrs.define
class Summary:
    """What a campaign did: programs generated, checks run per kind, checks skipped per kind and
    reason (every program gets each check or a counted reason), failures written."""

    seconds: float = 0.0
    programs: int = 0
    checks: Counter[str] = attrs.field(factory=Counter)
    skipped: dict[str, Counter[str]] = attrs.field(factory=lambda: {c: Counter() for c in CHECKS})
    failures: list[Failure] = attrs.field(factory=list)
    errors: list[str] = attrs.field(factory=list)  # batches that failed to run (a bug)
    interrupted: bool = False

    def to_json(self) -> dict[str, object]:
        return {"seconds": round(self.seconds, 2), "programs": self.programs,
                "checks": dict(self.checks),
                "skipped": {c: dict(r) for c, r in self.skipped.items() if r},
                "failures": [{"check": f.check, "problem": f.problem, "program": str(f.program),
                              "replay": str(f.replay)} for f in self.failures],
                "errors": self.errors, "interrupted": self.interrupted}


@attrs.define
class _Found(Exception):
    """Raised inside a hypothesis run so that it shrinks the failing program."""

    check: str
    problem: str
    replay: dict


def _example(p: Generated) -> dict:
    return {"args": p.args, "buffers": {n: list(b.data or ()) for n, b in p.buffers.items()}}


def _run_spec(p: Generated, file: str, policy: str, problem: str) -> dict:
    """A replay file for one run (`pllvm run --replay`): the run must be defined and well-formed."""
    return {"relation": "run", "file": file, "function": p.function, "lanes": p.lanes,
            "interp": "FR", "args": p.args, "scheduler": policy, "check_wf": True,
            "buffers": {n: {"type": b.elem, "data": list(b.data or ())} for n, b in p.buffers.items()},
            "problem": problem}


def check_defined(p: Generated, file: str) -> _Found | None:
    """Every policy: terminates, no undefined behaviour, no Def. 11 (3) violation."""
    for policy in POLICIES:
        r = p.run(scheduler=policy, check_wf=True)
        problem = (f"undefined behaviour: {r.ub}" if r.ub is not None
                   else "does not terminate" if not r.terminated
                   else f"not well-formed: {r.wf[0]}" if r.wf else None)
        if problem is not None:
            return _Found("defined", f"{policy}: {problem}", _run_spec(p, file, policy, problem))
    return None


def check_schedulers(p: Generated, file: str) -> _Found | None:
    """Every policy computes what min-index computes (programs without horizontal operations)."""
    side = Side(p.module, p.function, "FR", file)
    for policy in POLICIES[1:]:
        cex = same_counterexample(side, side, p.lanes, _example(p), POLICIES[0], policy)
        if cex is not None:
            return _Found("schedulers", f"{policy} vs {POLICIES[0]}: {cex.difference}",
                          cex.to_json())
    return None


def check_scalar(p: Generated, file: str) -> _Found | None:
    """The FR lock-step run equals independent scalar runs, thread by thread."""
    side = Side(p.module, p.function, "FR", file)
    cex: Counterexample | None = vectorize_counterexample(side, side, p.lanes, _example(p))
    return None if cex is None else _Found("scalar", cex.difference, cex.to_json())


def _checks(p: Generated) -> list[tuple[str, Callable[[Generated, str], _Found | None] | str]]:
    """The checks for `p`, each a function or the reason it does not apply: the schedulers and
    scalar checks hold only where no thread's result depends on the others."""
    because = horizontal_because(p.module.function(p.function))
    skip = None if because is None else f"horizontal ({because})"
    return [("defined", check_defined), ("schedulers", skip or check_schedulers),
            ("scalar", skip or check_scalar)]


def _key(seed: int, lanes: int, index: int, size: int) -> str:
    return f"fuzz/seed={seed}/W={lanes}/batch={index}/size={size}"


def batch(seed: int, lanes: int, index: int, size: int) -> dict:
    """[CHK-FUZZ] Batch `index` of a campaign: one hypothesis run of `size` programs; a failing
    check is shrunk here. The result is JSON: counts, and the failure's program and replay."""
    summary = Summary()
    found = _batch(seed * 1_000_003 + index, lanes, size, summary)
    failure = None
    if found is not None:
        p, f = found
        failure = {"check": f.check, "problem": f.problem, "text": p.text,
                   "replay": json.loads(json.dumps(f.replay, default=str))}
    return {"status": "failure" if failure else "ok", "programs": summary.programs,
            "checks": dict(summary.checks),
            "skipped": {c: dict(r) for c, r in summary.skipped.items() if r}, "failure": failure}


def _tasks(seed: int, lanes: int, seconds: float, programs: int | None) -> Iterator[Task]:
    """The batches of a campaign, drawn while its time lasts (and its program budget)."""
    deadline = time.monotonic() + seconds
    index = 0
    while time.monotonic() < deadline and (programs is None or index * BATCH < programs):
        size = BATCH if programs is None else min(BATCH, programs - index * BATCH)
        yield Task(_key(seed, lanes, index, size), batch, (seed, lanes, index, size))
        index += 1


def campaign(seconds: float, seed: int, out: Path, lanes: int = 4,
             progress: Callable[[Summary], None] | None = None, programs: int | None = None,
             workers: int | None = 0, scheduler: str | None = None, fresh: bool = False,
             quiet: bool = True) -> Summary:
    """[CHK-FUZZ] Generate and check programs, starting batches for `seconds` and for at most
    `programs` programs, on `workers` processes (0: this one) or the Dask cluster at
    `scheduler`; write each shrunk failure to `out`. The results are kept in
    `out/campaign.jsonl`: the same command again resumes (skips the batches done), unless
    `fresh`."""
    store = out / "campaign.jsonl"
    if fresh and store.exists():
        store.unlink()
    running = Summary()

    def seen(_key: str, result: dict) -> None:
        _add(running, result)
        if progress is not None:
            progress(running)

    total = None if programs is None else -(-programs // BATCH)
    outcome = run(_tasks(seed, lanes, seconds, programs), "fuzz", workers=workers,
                  scheduler=scheduler, store=store, total=total, quiet=quiet, on_result=seen)
    summary = Summary(seconds=outcome.seconds)
    for key, result in outcome.results.items():
        if "error" in result:
            summary.errors.append(f"{key}: {result['error']}")
            continue
        _add(summary, result)
        if result["failure"] is not None:
            index = int(key.split("/batch=")[1].split("/")[0])
            summary.failures.append(_write(out, index, result["failure"]))
    summary.interrupted = outcome.interrupted
    return summary


def _add(summary: Summary, result: dict) -> None:
    """Count a batch's programs, checks and skipped checks into `summary`."""
    if "error" in result:
        return
    summary.programs += result["programs"]
    summary.checks.update(result["checks"])
    for check, reasons in result["skipped"].items():
        summary.skipped[check].update(reasons)


def _batch(seed: int, lanes: int, size: int, summary: Summary) -> tuple[Generated, _Found] | None:
    """One hypothesis run of `size` programs; the shrunk failure, if a check failed."""
    found: list[tuple[Generated, _Found]] = []

    @hypothesis_seed(seed)
    @settings(max_examples=size, database=None, deadline=None, report_multiple_bugs=False,
              phases=[Phase.generate, Phase.shrink], suppress_health_check=list(HealthCheck))
    @given(programs(lanes=lanes))
    def one(p: Generated) -> None:
        counting = not found  # runs while shrinking are not counted
        summary.programs += counting
        for name, check in _checks(p):
            if isinstance(check, str):
                summary.skipped[name][check] += counting
                continue
            summary.checks[name] += counting
            failure = check(p, "<case>")  # the file is named when the case is written
            if failure is not None:
                found.append((p, failure))
                raise failure

    try:
        one()
    except _Found:
        return found[-1]  # hypothesis runs the shrunk failure last
    return None


def _write(out: Path, index: int, failure: dict) -> Failure:
    """case-B.pll (the program, with what failed in a comment) and case-B.json (its replay), B
    the batch that found it; written through a temporary file, so never half."""
    out.mkdir(parents=True, exist_ok=True)
    program, replay = out / f"case-{index}.pll", out / f"case-{index}.json"
    spec = failure["replay"]
    for part in (spec, spec.get("source"), spec.get("target")):
        if isinstance(part, dict) and "file" in part:
            part["file"] = str(program)
    comment = "".join(f"; {line}\n" for line in
                      [f"pllvm fuzz: check '{failure['check']}' failed",
                       *failure["problem"].splitlines(), f"replay: pllvm run --replay {replay}"])
    for path, text in ((program, comment + "\n" + failure["text"]),
                       (replay, json.dumps(spec, indent=2) + "\n")):
        part = path.with_name(path.name + ".tmp")
        part.write_text(text, encoding="utf-8")
        part.replace(path)
    return Failure(failure["check"], failure["problem"], program, replay)
