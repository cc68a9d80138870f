"""Proof obligation: the horizontal builtins lowered to SIMD code compute what the semantics says.

**Statement** (semantics/builtins.md, Fig. 4.15 and `all`; semantics/backend.md: `any`, `all`,
`ballot` and `popcount` become reductions of the activation mask and the argument vector). For
every builtin f of {any, all, ballot, popcount}, every W of the bound, every activation of the
block that calls it (the threads whose varying condition c holds) and every argument p:

    native(lower(vectorize(H_f)))(c, p) = FR⟦H_f⟧_W(c, p)    on every thread

where H_f is `if (c) r = f(p != 0) else r = 7; return r`: the threads that call f receive what it
returns for exactly the active threads, and the others keep their own value.

**Method.** Exhaustive: every (c, p) in ({0,1}^W)², each side run once per input: the
interpreter (`run_batch`) and the code pllvm lowers and JIT-compiles for this host (`build`,
`run_native`, all lanes live at entry).

    python -m proofs.builtins_lowering --lanes 1 2 3 4 8
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import attrs

from pllvm.backend.native import build, run_native
from pllvm.exec.engine import run_batch
from pllvm.text import parse_module
from proofs import Verdict

__all__ = ["BUILTINS", "Report", "main", "program", "prove", "verdict"]

#: each builtin with the type it returns and the type the program returns it in
BUILTINS = {"any": ("i1", "i32"), "all": ("i1", "i32"), "ballot": ("i64", "i64"),
            "popcount": ("i32", "i32")}
SMALL, FULL = (1, 2, 3, 4), (1, 2, 3, 4, 5, 6, 7, 8)


def program(name: str) -> str:
    """H_f: the builtin called in a block that the threads with c != 0 run."""
    ty, out = BUILTINS[name]
    widen = f"  %z = zext i1 %r to {out}\n" if ty != out else ""
    value = "%z" if ty != out else "%r"
    return (f"declare {ty} @{name}(i1)\n\n"
            f"define {out} @h(i32 %c, i32 %p) {{\n"
            f"entry:\n  %cc = icmp ne i32 %c, 0\n  br i1 %cc, label %A, label %B\n"
            f"A:\n  %pp = icmp ne i32 %p, 0\n  %r = call {ty} @{name}(i1 %pp)\n{widen}  br label %B\n"
            f"B:\n  %out = phi {out} [ {value}, %A ], [ 7, %entry ]\n  ret {out} %out\n}}\n")


@attrs.define
class Report:
    """What one run covered and the first difference."""

    lanes: tuple[int, ...] = ()
    inputs: int = 0
    differences: int = 0
    seconds: float = 0.0
    first: str | None = None

    def summary(self) -> str:
        return (f"{', '.join(BUILTINS)} at W in {list(self.lanes)}: {self.inputs} inputs (every "
                f"activation and argument), {self.differences} differences, {self.seconds:.1f} s")


def prove(lanes: Sequence[int]) -> Report:
    """Every builtin at every W of `lanes` on every input."""
    report = Report(tuple(lanes))
    start = time.perf_counter()
    for name in BUILTINS:
        module = parse_module(program(name))
        for w in lanes:
            todo = [{"c": list(c), "p": list(p)} for c in itertools.product((0, 1), repeat=w)
                    for p in itertools.product((0, 1), repeat=w)]
            expected = [r.ret for r in run_batch(module, "h", w, "FR", todo)]
            native = build(module, "h", w, "v,v")
            for args, want in zip(todo, expected, strict=True):
                report.inputs += 1
                got = run_native(native, args, None).ret
                if got != want:
                    report.differences += 1
                    report.first = report.first or _difference(name, w, args, want, got)
    report.seconds = time.perf_counter() - start
    return report


def _difference(name: str, w: int, args: dict[str, list[int]], want: object, got: object) -> str:
    """The first difference, with the program written to a file and the commands that replay
    both sides."""
    path = Path(tempfile.gettempdir()) / f"pllvm-proof-{name}.pll"
    path.write_text(program(name), encoding="utf-8")
    given = f"--arg c={','.join(map(str, args['c']))} --arg p={','.join(map(str, args['p']))}"
    return (f"@{name} at W = {w}, c = {args['c']}, p = {args['p']}: the interpreter returns "
            f"{want}, the native code {got}\n{program(name)}"
            f"  replay: pllvm run {path} --lanes {w} {given}\n"
            f"          pllvm run {path} --lanes {w} --native --shapes v,v {given}")


def _lanes(bound: str) -> tuple[int, ...]:
    if bound in ("small", "full"):
        return SMALL if bound == "small" else FULL
    return tuple(range(1, int(bound) + 1))


def verdict(bound: str, _variant: str | None = None, _shard: tuple[int, int] = (0, 1)) -> Verdict:
    """`pllvm prove builtins-lowering`: W = 1-4 small, 1-8 full, or 1..N."""
    report = prove(_lanes(bound))
    counts = {"inputs": report.inputs, "differences": report.differences}
    bound_text = f"W in {list(report.lanes)}"
    if report.first is None:
        return Verdict("builtins-lowering", "holds", bound_text, report.summary(), report.seconds,
                       counts=counts)
    return Verdict("builtins-lowering", "counterexample", bound_text, report.summary(),
                   report.seconds, report.first, counts)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the numbers and the first difference; exit 1 on one."""
    ap = argparse.ArgumentParser(prog="python -m proofs.builtins_lowering",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--lanes", type=int, nargs="+", default=list(SMALL))
    a = ap.parse_args(argv)
    report = prove(a.lanes)
    print(report.summary())
    if report.first is not None:
        print(report.first)
    return 1 if report.differences else 0


if __name__ == "__main__":
    sys.exit(main())
