"""`pllvm prove` as a campaign: each obligation's shards are tasks; their verdicts are combined
in shard order (`proofs.Obligation.combine`), so the verdict is the same on any number of
workers."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from pllvm.campaigns.runner import Outcome, Task, run
from pllvm.errors import InputError

__all__ = ["obligations", "prove", "prove_shard"]


def obligations() -> dict[str, Any]:
    """The obligations of the repository's proofs/ folder (they live beside the package, not in
    it: `pllvm prove` runs from a clone, and so do the workers of a cluster)."""
    root = Path(__file__).resolve().parents[2]
    if not (root / "proofs" / "__init__.py").is_file():
        raise InputError(f"pllvm prove needs the proofs/ folder of a pllvm clone; {root} has none")
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from proofs import OBLIGATIONS

    return dict(OBLIGATIONS)


def prove_shard(name: str, bound: str, shard: tuple[int, int]) -> dict[str, Any]:
    """[PROVE-SHARD] One shard of an obligation at a bound (a task): its verdict as JSON."""
    verdict = obligations()[name].check(bound, shard)
    return attrs.asdict(verdict)


def prove(names: Sequence[str], bound: str, workers: int | None, scheduler: str | None,
          store: Path | None, quiet: bool) -> tuple[list[Any], Outcome]:
    """[PROVE-SHARD] The verdict of each obligation named, its shards run as one campaign."""
    from proofs import Verdict

    table = obligations()
    tasks = [Task(f"prove/{name}/{bound}/{k}-of-{m}", prove_shard, (name, bound, (k, m)),
                  f"{name} at {bound}, shard {k + 1} of {m}")
             for name in names for m in [table[name].shards(bound)] for k in range(m)]
    outcome = run(tasks, "prove", workers=workers, scheduler=scheduler, store=store,
                  total=len(tasks), quiet=quiet)
    verdicts = []
    for name in names:
        mine = [t.key for t in tasks if t.args[0] == name]
        parts = [outcome.results[k] for k in mine if k in outcome.results]
        if len(parts) < len(mine):
            continue  # interrupted before every shard ran
        errors = [p["error"] for p in parts if "error" in p]
        if errors:
            verdicts.append(Verdict(name, "unknown", bound, f"a shard did not run: {errors[0]}", 0.0))
            continue
        verdicts.append(table[name].combine([Verdict(**p) for p in parts]))
    return verdicts, outcome
