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

__all__ = ["README", "obligations", "prove", "prove_shard", "record"]

README = Path(__file__).resolve().parents[2] / "proofs" / "README.md"
START, END = "<!-- pllvm prove --record: start -->", "<!-- pllvm prove --record: end -->"
HEADER = ("| obligation | bound | reached | result | covered | CPU s | recorded |\n"
          "|---|---|---|---|---|---|---|\n")


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


def record(verdicts: Sequence[Any], bound: str, readme: Path, when: str) -> None:
    """[PROVE-RECORD] Put each verdict's row (obligation, bound, what it reached, result, what it
    covered, CPU seconds, date) in the results table of `readme`, between its markers, replacing
    the row of the same obligation and bound and keeping the others; written through a temporary
    file."""
    text = readme.read_text(encoding="utf-8")
    if START not in text or END not in text:
        raise InputError(f"{readme} has no results table (the lines {START} and {END})")
    head, rest = text.split(START, 1)
    table, tail = rest.split(END, 1)
    rows = {tuple(cell.strip() for cell in line.strip("|").split("|")[:2]): line
            for line in table.strip().splitlines()[2:] if line.startswith("|")}
    for v in verdicts:
        covered = v.summary.replace("|", "/")
        rows[(f"`{v.name}`", bound)] = (f"| `{v.name}` | {bound} | {v.bound} | {v.status} | {covered} "
                                        f"| {v.seconds:.1f} | {when} |")
    body = "".join(line + "\n" for _, line in sorted(rows.items(),
                                                       key=lambda kv: (kv[0][0].strip("`"), kv[0][1])))
    part = readme.with_name(readme.name + ".tmp")
    part.write_text(f"{head}{START}\n{HEADER}{body}{END}{tail}", encoding="utf-8")
    part.replace(readme)
