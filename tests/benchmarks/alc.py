"""Active-lane consolidation against if-conversion and BOSCC, in the seed's metric: dynamic vector
instructions and lane utilization (seed 001 §4), counted by the interpreter.

    .venv/bin/python tests/benchmarks/alc.py [--lanes 2,4,8,16,32] [--items 512] [--seed 0]
                                             [--only double_nonzero,chain]

Kernels: `corpus/alc/alc.c` as clang-16 compiles it (`alc.ll`): `double_nonzero` (Fig. 3.5: a
sparse single if), `taken_cost` (MCF_1-like: a sparse if adding to a reduction), `nab` (NAB-like:
a five-way if-else chain, its common second case consolidated), `lbm` (LBM-like: stride-5 cells,
the obstacle bounce-back consolidated as the seed does, the fluid update the other arm) and
`read_min` (MCF_2-like negative control: a small if-else reading many values) and `rare_heavy` (a
sparse single if whose block is a 24-operation polynomial: the iterative form's case). The title of each
table gives the pass's cost model ([TR-ALC-COST]) for it. Each is vectorized six ways by
`pllvm vectorize --loop L`: `ifcvt` (`--full-ifconv`, the WFV baseline and the seed's),
`linearized` (partial linearization alone: uniform branches kept), `boscc` (`--boscc`), `alc`
(`--alc unroll --alc-at B`), `alc-iter` (`--alc iterative --alc-at B`) and `alc+boscc`; `alc`
against `linearized` is consolidation's own effect. Inputs: `--items` iterations whose condition
holds with probability 0.05, 0.15, 0.5 or 0.85 per iteration (independent), or 0.5 in runs of
about 16 (`clustered`); the same inputs for every variant, and every run's memory and result
checked equal to the scalar loop's (exit 1 if not).

Counted per run, over the blocks the OBL interpreter executes: one vector instruction per
command, per conditional branch and per `ret`, with the seed's costs for the consolidation
builtins (`alc_merged` + `alc_remainder`: the 15 instructions of Fig. 3.9, 8 + 7; `alc_permute`:
the 3 of Fig. 3.10; the i64 casts around it move no data: 0). Printed: the instructions of each
variant relative to `ifcvt` (lower is better), and the share of instructions run with every lane
active. The seed's trends: BOSCC's gain shrinks as W grows; ALC gains where the consolidated
block is taken by a fair share of the lanes and BOSCC's all-false skip stops firing.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from rich.console import Console
from rich.table import Table

from pllvm.exec import Buffer, run
from pllvm.syntax import Call, Cast, CondBr, Function, GlobalRef, Local, Ret
from pllvm.text import parse_file
from pllvm.transform.pipeline import Options, vectorize

ROOT = Path(__file__).resolve().parents[2]
MODULE = parse_file(ROOT / "corpus" / "alc" / "alc.ll")
DENSITIES = (("0.05", 0.05, 1), ("0.15", 0.15, 1), ("0.5", 0.5, 1), ("0.85", 0.85, 1),
             ("clustered", 0.5, 16))
VARIANTS = {"ifcvt": {"full_ifconv": True}, "linearized": {}, "boscc": {"boscc": True},
            "alc": {"alc": True}, "alc-iter": {"alc": True, "iterative": True},
            "alc+boscc": {"alc": True, "boscc": True}}
COSTS = {"alc_merged": 8, "alc_remainder": 7, "alc_permute": 3}

Inputs = tuple[dict[str, object], dict[str, Buffer]]


@dataclass(frozen=True)
class Kernel:
    function: str
    header: str
    block: str
    inputs: Callable[[list[bool], random.Random], Inputs]


def _ints(taken: list[bool], rng: random.Random) -> Inputs:
    a = tuple(rng.randint(1, 99) if t else 0 for t in taken)
    return ({"0": "@a", "1": "@out", "2": len(a)},
            {"a": Buffer("i32", a), "out": Buffer("i32", (0,) * len(a))})


def _flows(taken: list[bool], rng: random.Random) -> Inputs:
    flow = tuple(rng.randint(1, 9) if t else -rng.randint(0, 9) for t in taken)
    cost = tuple(rng.randint(-5, 20) for _ in taken)
    return ({"0": "@flow", "1": "@cost", "2": len(flow)},
            {"flow": Buffer("i32", flow), "cost": Buffer("i32", cost)})


def _nab(taken: list[bool], rng: random.Random) -> Inputs:
    """The second case (4 < d <= 10) where taken, else one of the four others, evenly."""
    others = ((10.5, 20.0), (2.1, 4.0), (1.1, 2.0), (0.1, 1.0))
    d = tuple(rng.uniform(4.1, 10.0) if t else rng.uniform(*rng.choice(others)) for t in taken)
    r = tuple(rng.uniform(1.0, 3.0) for _ in taken)
    return ({"0": "@d", "1": "@r", "2": "@out", "3": len(d)},
            {"d": Buffer("float", d), "r": Buffer("float", r), "out": Buffer("float", (0.0,) * len(d))})


def _cells(taken: list[bool], rng: random.Random) -> Inputs:
    """Five distributions per cell; `taken` cells are obstacles (the consolidated block, the
    seed's choice for LBM), the others fluid."""
    n = len(taken)
    src = tuple(rng.uniform(0.05, 0.3) for _ in range(5 * n))
    return ({"0": "@src", "1": "@dst", "2": "@flags", "3": n},
            {"src": Buffer("float", src), "dst": Buffer("float", (0.0,) * (5 * n)),
             "flags": Buffer("i32", tuple(int(t) for t in taken))})


#: the float whose bits are the integer 1: an obstacle's flag word in an LBM cell
OBSTACLE = float(np.frombuffer(np.uint32(1).tobytes(), np.float32)[0])


def _cells19(taken: list[bool], rng: random.Random) -> Inputs:
    """The seed's cells: 19 distributions and a flag word (1 for the `taken` cells, obstacles:
    the consolidated block), 20 floats each."""
    n = len(taken)
    src = [rng.uniform(0.01, 0.1) for _ in range(20 * n)]
    for i, t in enumerate(taken):
        src[20 * i + 19] = OBSTACLE if t else 0.0
    return ({"0": "@src", "1": "@dst", "2": n},
            {"src": Buffer("float", tuple(src)), "dst": Buffer("float", (0.0,) * (20 * n))})


def _floats(taken: list[bool], rng: random.Random) -> Inputs:
    """x > 0 where taken."""
    x = tuple(rng.uniform(0.1, 1.0) if t else -rng.uniform(0.0, 1.0) for t in taken)
    return ({"0": "@x", "1": "@out", "2": len(x)},
            {"x": Buffer("float", x), "out": Buffer("float", (0.0,) * len(x))})


def _pairs(taken: list[bool], rng: random.Random) -> Inputs:
    """x < y where taken."""
    n = len(taken)
    x = [rng.randint(-50, 50) for _ in range(n)]
    y = [v + rng.randint(1, 9) if t else v - rng.randint(0, 9) for v, t in zip(x, taken, strict=True)]
    return ({"0": "@a", "1": "@b", "2": "@c", "3": "@lo", "4": "@hi", "5": n},
            {"a": Buffer("i64", tuple(x)), "b": Buffer("i64", tuple(y)),
             "c": Buffer("i64", tuple(rng.randint(-9, 9) for _ in range(n))),
             "lo": Buffer("i64", (0,) * n), "hi": Buffer("i32", (0,) * n)})


KERNELS = (Kernel("double_nonzero", "8", "13", _ints), Kernel("taken_cost", "9", "15", _flows),
           Kernel("nab", "9", "22", _nab), Kernel("lbm", "9", "21", _cells),
           Kernel("read_min", "11", "21", _pairs), Kernel("rare_heavy", "8", "13", _floats),
           Kernel("lbm19", "8", "19", _cells19))


def _weights(fn: Function) -> dict[str, int]:
    """The vector instructions of each block (see the module's docstring)."""
    permuted = {c.name for b in fn.blocks for c in b.commands
                if isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef)
                and c.op.callee.name == "alc_permute"}
    carried = {a.value.name for b in fn.blocks for c in b.commands if c.name in permuted
               for a in c.op.args[:2] if isinstance(a.value, Local)}

    def cost(c) -> int:
        if isinstance(c.op, Call) and isinstance(c.op.callee, GlobalRef):
            return COSTS.get(c.op.callee.name, 1)
        if isinstance(c.op, Cast) and (c.name in carried or (isinstance(c.op.operand, Local)
                                                             and c.op.operand.name in permuted)):
            return 0
        return 1

    return {b.label: sum(map(cost, b.commands)) + isinstance(b.term, CondBr | Ret) for b in fn.blocks}


def _taken(rng: random.Random, n: int, density: float, run_length: int) -> list[bool]:
    if run_length == 1:
        return [rng.random() < density for _ in range(n)]
    out, state = [], rng.random() < density
    for _ in range(n):
        out.append(state)
        flip = 1 / run_length if state else density / ((1 - density) * run_length)
        state = state != (rng.random() < flip)
    return out


def measure(kernel: Kernel, lanes: int, items: int, seed: int
            ) -> tuple[str, dict[str, dict[str, tuple[int, float]]]]:
    """The cost model's note and {density: {variant: (instructions, share with every lane
    active)}}; exits on a difference from the scalar loop."""
    outputs = {}
    model = ""
    for name, opts in VARIANTS.items():
        shapes = ",".join("u" for _ in MODULE.function(kernel.function).params)
        options = Options(shapes, kernel.function, lanes, loop=kernel.header,
                          alc_at=kernel.block if opts.get("alc") else None,
                          alc="iterative" if opts.get("iterative") else "unroll",
                          boscc=bool(opts.get("boscc")), full_ifconv=bool(opts.get("full_ifconv")))
        result = vectorize(MODULE, options)
        out = result.output
        outputs[name] = (out, _weights(out.function(kernel.function)))
        model = next((n for n in result.steps[0].notes if "cost model" in n), model)
    table: dict[str, dict[str, tuple[int, float]]] = {}
    for label, density, run_length in DENSITIES:
        rng = random.Random(f"{seed}/{kernel.function}/{label}")
        args, bufs = kernel.inputs(_taken(rng, items, density, run_length), rng)
        scalar = run(MODULE, kernel.function, 1, "FR", {k: [v] for k, v in args.items()}, bufs,
                     fuel=10**7)
        table[label] = {}
        for name, (out, weights) in outputs.items():
            r = run(out, kernel.function, lanes, "OBL", args, bufs, fuel=10**7, trace=True)
            if r.memory != scalar.memory or (scalar.ret and r.ret != scalar.ret * lanes):
                sys.exit(f"{kernel.function} {name} W = {lanes} {label}: differs from the scalar loop")
            total = sum(weights[s.block] for s in r.trace)
            full = sum(weights[s.block] for s in r.trace if s.amsk.all())
            table[label][name] = (total, full / total if total else 0.0)
    return model, table


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lanes", default="2,4,8,16,32")
    ap.add_argument("--items", type=int, default=512)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", default="", help="kernels, comma-separated")
    a = ap.parse_args()
    console = Console()
    kernels = [k for k in KERNELS if not a.only or k.function in a.only.split(",")]
    for kernel in kernels:
        rows = []
        model = ""
        for lanes in map(int, a.lanes.split(",")):
            model, table = measure(kernel, lanes, a.items, a.seed)
            rows.append((lanes, table))
        t = Table(title=f"{kernel.function}: vector instructions relative to ifcvt (share with every "
                        f"lane active), {a.items} iterations\n{model}")
        t.add_column("W", justify="right")
        t.add_column("taken", justify="right")
        for name in VARIANTS:
            t.add_column(name, justify="right")
        for lanes, table in rows:
            for label, row in table.items():
                base = row["ifcvt"][0]
                t.add_row(str(lanes), label, *(f"{n / base:.2f} ({full:.0%})" for n, full in row.values()))
        console.print(t)
    return 0


if __name__ == "__main__":
    sys.exit(main())
