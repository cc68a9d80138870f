"""The divergence analysis against executions over the whole corpus: every function of every
corpus file (.pll and clang's .ll) under every shape signature of its parameters (u, v, s1 for
each, at most 81 signatures a function), checked by `pllvm analyze --check`'s soundness check
(every greedy schedule within its bounds, W = 2, 3, 4, FR and OBL); with `--generated N`, N
programs of the fuzzer's generator instead (`pllvm.fuzz.strategies.programs`: predicated blocks,
divergent branches and loops, horizontal builtins, memory), with %a varying, %b uniform, %t the
thread id and @buf uniform. Prints the configurations, the schedules executed, and every
configuration with a contradiction (with its first one).

    python tests/benchmarks/da_soundness.py [--samples 1] [--workers 2] [--variant NAME]
                                            [--only pll] [--under DIR] [--store FILE.jsonl]
    python tests/benchmarks/da_soundness.py --generated 1000
    python tests/benchmarks/da_soundness.py --shard 0 4     # the first of 4 disjoint quarters

A contradiction is printed as soon as its configuration is checked; progress goes to stderr.
The sweep is a campaign (`pllvm.campaigns.runner`): with `--store`, an interrupted sweep started
again runs only the configurations the store lacks (results of changed code are run again).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import sys
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings

from pllvm.analysis.soundness import OutOfTime, check_soundness
from pllvm.campaigns.runner import Task, run
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
    """(program text, function, signature) of the first n distinct generated programs
    (derandomized; the generator repeats some programs, which are counted once)."""
    out: dict[str, tuple[str, str, str]] = {}

    @settings(max_examples=4 * n, database=None, derandomize=True, deadline=None,
              phases=[Phase.generate], suppress_health_check=list(HealthCheck))
    @given(programs())
    def collect(p: Generated) -> None:
        sig = ",".join(GENERATED_SHAPES[q.name] for q in p.module.function(p.function).params)
        if len(out) < n:
            out.setdefault(p.text, (p.text, p.function, sig))

    collect()
    if len(out) < n:
        print(f"only {len(out)} distinct programs in {4 * n} generated", file=sys.stderr)
    return list(out.values())


def check(source: str, function: str, signature: str, samples: int, variant: str | None,
          seconds: float) -> dict[str, object]:
    """One configuration (a corpus file's path or a generated program's text, a function, a
    signature): the schedules executed and the contradictions as text, or why it was not
    checked (among others: it took longer than `seconds`)."""
    try:
        module = parse_module(source, "<generated>") if "\n" in source else parse_file(source)
        found, schedules = check_soundness(module, function, signature, samples=samples,
                                           max_schedules=40, variants=[variant] if variant else [],
                                           seconds=seconds)
    except (PllvmError, ValueError) as e:
        return {"status": "not checked", "reason": str(e)}
    except OutOfTime:
        return {"status": "not checked", "reason": f"took longer than {seconds:g} s"}
    return {"status": "contradiction" if found else "sound", "schedules": schedules,
            "contradictions": [str(c) for c in found]}


def task(config: tuple[str, str, str], samples: int, variant: str | None, seconds: float) -> Task:
    """The campaign task of one configuration, keyed by what it checks (a generated program by
    the digest of its text)."""
    source, function, signature = config
    where = (f"generated:{hashlib.blake2b(source.encode(), digest_size=8).hexdigest()}"
             if "\n" in source else str(Path(source).relative_to(CORPUS)))
    key = f"{where}@{function}({signature}) samples={samples} variant={variant} seconds={seconds:g}"
    return Task(key, check, (source, function, signature, samples, variant, seconds),
                f"{where}@{function}({signature})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=1)
    ap.add_argument("--workers", type=int, default=None, help="worker processes (default: the "
                    "cores; 0 runs in this process)")
    ap.add_argument("--store", type=Path, default=None, help="a JSON-lines file the results are "
                    "added to as they come; a sweep started again with it runs only what it lacks")
    ap.add_argument("--variant", default=None, help="a published variant of the analysis")
    ap.add_argument("--only", choices=("pll", "ll"), help="only the P-LLVM files, or only clang's")
    ap.add_argument("--under", default="", metavar="DIR", help="only the corpus files under "
                    "corpus/DIR (e.g. wfv)")
    ap.add_argument("--generated", type=int, default=0, help="check N generated programs instead")
    ap.add_argument("--timeout", type=float, default=120, help="seconds per configuration")
    ap.add_argument("--shard", type=int, nargs=2, metavar=("K", "M"), default=(0, 1),
                    help="check only configurations K, K+M, K+2M, ... (0 <= K < M)")
    args = ap.parse_args()
    configs = (generated(args.generated) if args.generated else
               configurations((".pll", ".ll") if args.only is None else (f".{args.only}",),
                              args.under))
    k, m = args.shard
    configs = configs[k::m]
    tasks = [task(c, args.samples, args.variant, args.timeout) for c in configs]
    texts = {t.key: c[0] for t, c in zip(tasks, configs, strict=True)}

    def show(key: str, result: dict) -> None:
        if result.get("status") == "contradiction":
            found = result["contradictions"]
            print(f"  {key}: {len(found)}: {found[0]}", flush=True)
            if "\n" in texts[key]:
                print(texts[key], flush=True)

    out = run(tasks, "da-soundness", workers=args.workers, store=args.store, total=len(tasks),
              on_result=show)
    results = list(out.results.values())
    bad = [r for r in results if r.get("status") == "contradiction"]
    reasons = Counter(str(r.get("reason", r.get("error", "")))[:100] for r in results
                      if r.get("status") not in ("sound", "contradiction"))
    functions = len({(p, f) for p, f, _ in configs})  # a generated program: its text
    print(f"{len(results)} of {len(configs)} configurations ({functions} functions), "
          f"{out.resumed} resumed from the store, {sum(reasons.values())} not checkable, "
          f"{sum(int(r.get('schedules', 0)) for r in results)} greedy schedules, {out.seconds:.0f} s")
    print(f"{len(bad)} configurations with a contradiction "
          f"({sum(len(r['contradictions']) for r in bad)} contradictions)")
    for reason, n in reasons.most_common():
        print(f"  not checkable ({n}): {reason}")


if __name__ == "__main__":
    main()
