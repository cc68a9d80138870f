"""The divergence analysis against executions over the whole corpus: every function of every
corpus file (.pll and clang's .ll) under every shape signature of its parameters (u, v, s1 for
each, at most 81 signatures a function), checked by `pllvm analyze --check`'s soundness check
(every greedy schedule within its bounds, W = 2, 3, 4, FR and OBL); with `--generated N`, N
programs of the fuzzer's generator instead (`pllvm.fuzz.strategies.programs`: predicated blocks,
divergent branches and loops, horizontal builtins, memory), with %a varying, %b uniform, %t the
thread id and @buf uniform. Prints the configurations, the schedules executed, and every
configuration with a contradiction (with its first one).

    python tests/benchmarks/da_soundness.py [--samples 1] [--jobs 2] [--variant NAME] [--only pll]
                                            [--under DIR]
    python tests/benchmarks/da_soundness.py --generated 1000
    python tests/benchmarks/da_soundness.py --shard 0 4     # the first of 4 disjoint quarters

A contradiction is printed as soon as its configuration is checked; progress goes to stderr.
"""

from __future__ import annotations

import argparse
import itertools
import signal
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings

from pllvm.analysis.soundness import check_soundness
from pllvm.errors import PllvmError
from pllvm.fuzz.strategies import Generated, programs
from pllvm.syntax import VectorType
from pllvm.text import parse_file, parse_module

CORPUS = Path(__file__).resolve().parents[2] / "corpus"
LETTERS = ("u", "v", "s1")
MAX_SIGNATURES = 81
#: the shape of each parameter of a generated program
GENERATED_SHAPES = {"a": "v", "b": "u", "t": "(1,0)", "buf": "u"}


def configurations(suffixes: tuple[str, ...], under: str = "") -> list[tuple[str, str, str]]:
    """(file, function, signature) for every checkable corpus function and signature."""
    out = []
    for path in sorted(p for s in suffixes for p in (CORPUS / under).rglob(f"*{s}")):
        try:
            module = parse_file(path)
        except PllvmError:
            continue
        for fn in module.functions:
            if not fn.blocks or any(isinstance(p.ty, VectorType) for p in fn.params):
                continue
            sigs = itertools.islice(itertools.product(LETTERS, repeat=len(fn.params)), MAX_SIGNATURES)
            out += [(str(path), fn.name, ",".join(s)) for s in sigs]
    return out


def generated(n: int) -> list[tuple[str, str, str]]:
    """(program text, function, signature) of the first n generated programs (derandomized)."""
    out: list[tuple[str, str, str]] = []

    @settings(max_examples=n, database=None, derandomize=True, deadline=None,
              phases=[Phase.generate], suppress_health_check=list(HealthCheck))
    @given(programs())
    def collect(p: Generated) -> None:
        sig = ",".join(GENERATED_SHAPES[q.name] for q in p.module.function(p.function).params)
        out.append((p.text, p.function, sig))

    collect()
    return out


class _TimedOut(BaseException):  # not caught by the engine's handlers of faults
    pass


def _alarm(signum: int, frame: object) -> None:
    raise _TimedOut


def check(config: tuple[str, str, str], samples: int, variant: str | None,
          timeout: int) -> tuple[int, list[str]]:
    """(schedules executed, contradictions as text) of one configuration: a corpus file's path or
    a generated program's text, a function, a signature. A configuration that takes longer than
    `timeout` seconds is reported as not checked."""
    source, function, signature = config
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(timeout)
    try:
        module = parse_module(source, "<generated>") if "\n" in source else parse_file(source)
        found, schedules = check_soundness(module, function, signature, samples=samples,
                                           max_schedules=40, variants=[variant] if variant else [])
    except (PllvmError, ValueError) as e:
        return 0, [f"not checked: {e}"]
    except _TimedOut:
        return 0, [f"not checked: took longer than {timeout} s"]
    finally:
        signal.alarm(0)
    return schedules, [str(c) for c in found]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--variant", default=None, help="a published variant of the analysis")
    ap.add_argument("--only", choices=("pll", "ll"), help="only the P-LLVM files, or only clang's")
    ap.add_argument("--under", default="", metavar="DIR", help="only the corpus files under "
                    "corpus/DIR (e.g. wfv)")
    ap.add_argument("--generated", type=int, default=0, help="check N generated programs instead")
    ap.add_argument("--timeout", type=int, default=120, help="seconds per configuration")
    ap.add_argument("--shard", type=int, nargs=2, metavar=("K", "M"), default=(0, 1),
                    help="check only configurations K, K+M, K+2M, ... (0 <= K < M)")
    args = ap.parse_args()
    configs = (generated(args.generated) if args.generated else
               configurations((".pll", ".ll") if args.only is None else (f".{args.only}",),
                              args.under))
    k, m = args.shard
    configs = configs[k::m]
    start = time.perf_counter()
    schedules = skipped = bad = contradictions = 0
    reasons: Counter[str] = Counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = {pool.submit(check, c, args.samples, args.variant, args.timeout): c for c in configs}
        for done, future in enumerate(as_completed(futures), 1):
            (source, function, signature), (executed, found) = futures[future], future.result()
            schedules += executed
            if found and found[0].startswith("not checked"):
                skipped += 1
                reasons[found[0].split("\n")[0][:100]] += 1
            elif found:
                bad += 1
                contradictions += len(found)
                where = "generated program" if "\n" in source else Path(source).relative_to(CORPUS)
                print(f"  {where} @{function} {signature}: {len(found)}: {found[0]}", flush=True)
                if "\n" in source:
                    print(source, flush=True)
            if done % 100 == 0:
                print(f"{done}/{len(configs)} checked, {bad} with a contradiction, "
                      f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    functions = len({(p, f) for p, f, _ in configs})  # a generated program: its text
    print(f"{len(configs)} configurations ({functions} functions), {skipped} not checkable, "
          f"{schedules} greedy schedules, {time.perf_counter() - start:.0f} s")
    print(f"{bad} configurations with a contradiction ({contradictions} contradictions)")
    for reason, n in reasons.most_common():
        print(f"  not checkable ({n}): {reason}")


if __name__ == "__main__":
    main()
