"""A behaviour snapshot of pllvm: every corpus RUN case's full trace and result, and every
mutation's verdicts (good and bad, run-based and z3). Two checkouts' snapshots differ in a
byte exactly where a change altered what pllvm computes; a refactoring leaves them identical.

    python tests/tools/snapshot.py > after.txt        (in each checkout, then diff)
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # this checkout's pllvm, whatever is installed

from helpers import MUTATIONS, mutation_sides  # noqa: E402

from pllvm.check import Options, check  # noqa: E402
from pllvm.errors import PllvmError  # noqa: E402
from pllvm.exec import run  # noqa: E402
from pllvm.script import cases  # noqa: E402
from pllvm.text import parse_file  # noqa: E402

np.set_printoptions(threshold=sys.maxsize, linewidth=sys.maxsize)


def _runs() -> Iterator[str]:
    """Each RUN case of the corpus: its result and every step of its trace."""
    for path in sorted((ROOT / "corpus").rglob("*.pll")):
        text = path.read_text(encoding="utf-8")
        if "; RUN:" not in text and ";RUN:" not in text:
            continue
        try:
            module, found = parse_file(path), cases(text)
        except PllvmError as e:
            yield f"{path.relative_to(ROOT)}: {type(e).__name__}: {e}"
            continue
        for case in found:
            head = f"{path.relative_to(ROOT)}:{case.line}"
            try:
                r = run(module, case.function, case.lanes, case.interp, case.args, schedule=case.schedule,
                        fuel=case.fuel, trace=True, check_wf=True, scheduler=case.scheduler)
            except PllvmError as e:
                yield f"{head}: {type(e).__name__}: {e}"
                continue
            yield f"{head}: ret={r.ret!r} ub={r.ub!r} steps={r.steps} schedule={r.schedule!r}"
            yield from (f"  {rec!r}" for rec in r.trace)


def _verdicts() -> Iterator[str]:
    """Each mutation's good and bad target, checked run-based and with z3."""
    for path in MUTATIONS:
        for target in ("good", "bad"):
            claim, source, tgt = mutation_sides(path, target)
            for smt in (False, True):
                opts = Options(shapes=claim.get("shapes"), lanes=int(claim["lanes"]), examples=60, smt=smt)
                v = check(claim["relation"], source, tgt, opts)
                yield f"{path.name} {target} smt={smt}: {v.explain()}"


def main() -> None:
    for line in (*_runs(), *_verdicts()):
        print(line)


if __name__ == "__main__":
    main()
