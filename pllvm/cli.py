"""The `pllvm` command line: argument parsing and printing only.

The modules that do the work (parsing, checking, the analyses, the backend; z3, llvmlite,
hypothesis, rich) are imported by the commands that use them, so that start-up stays short.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from pllvm import __version__
from pllvm.check.options import FUEL, TIME_LIMIT
from pllvm.errors import InputError, NativeFault, PllvmError
from pllvm.exec.interp import INTERPS, interp_named
from pllvm.launch import IDLE

if TYPE_CHECKING:
    from rich.console import Console

    from pllvm.analysis import DivergenceResult
    from pllvm.check.verdict import Verdict
    from pllvm.exec import Buffer, RunResult
    from pllvm.exec.explore import Exploration
    from pllvm.exec.state import StepRecord
    from pllvm.syntax import Function, Module
    from pllvm.transform.pipeline import Result as PipelineResult
    from pllvm.transform.pipeline import Step

__all__ = ["main"]

EXIT_OK, EXIT_FAIL, EXIT_INPUT, EXIT_UNKNOWN, EXIT_INTERNAL = 0, 1, 2, 3, 70


def _load(path: str, verify: bool = True) -> Module:
    from pllvm.valid.load import load_module

    return load_module(path, verify)


def _parse(path: str) -> Module:
    return _load(path, verify=False)


def _function(m: Module, name: str | None) -> Function:
    from pllvm.valid.load import function_named

    return function_named(m, name)


def _write(text: str, out: str | None) -> None:
    """Write to stdout, or atomically to `out` (a temporary file renamed into place)."""
    if out is None:
        sys.stdout.write(text)
        return
    target = Path(out)
    if target.is_dir():
        raise InputError(f"cannot write {out}: it is a directory")
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent or ".", prefix=f".{target.name}.", suffix=".tmp")
    except FileNotFoundError:
        raise InputError(f"cannot write {out}: no directory {target.parent}") from None
    except PermissionError:
        raise InputError(f"cannot write {out}: permission denied") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # as a file opened for writing would be, not mkstemp's 0600
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _emit_json(obj: object) -> None:
    sys.stdout.write(json.dumps(obj, indent=2, ensure_ascii=False) + "\n")


def _console() -> Console:
    """Rich text on standard output, 200 columns wide where that is not a terminal."""
    from rich.console import Console

    return Console(highlight=False, width=None if sys.stdout.isatty() else 200)


# ---------------------------------------------------------------- commands


def cmd_fmt(args: argparse.Namespace) -> int:
    """Print the canonical text of a file (well-formed or not: it only has to parse)."""
    from pllvm.text import print_module

    m = _load(args.file, verify=False)
    text = print_module(m)
    if args.json:
        if args.output:
            _write(text, args.output)
        _emit_json({"file": args.file, "output": args.output,
                    "functions": [f.name for f in m.functions],
                    "declarations": [d.name for d in m.declarations],
                    "globals": [g.name for g in m.globals],
                    **({} if args.output else {"text": text})})
        return EXIT_OK
    _write(text, args.output)
    return EXIT_OK


def cmd_verify(args: argparse.Namespace) -> int:
    """Static well-formedness; exit 0 when well-formed, 1 when not."""
    from pllvm.valid import verify_module

    m = _load(args.file, verify=False)
    diags = verify_module(m, normal_form=args.normal_form)
    errors = [d for d in diags if d.severity == "error"]
    if args.json:
        _emit_json({"file": args.file, "wellformed": not errors,
                    "diagnostics": [d.to_json() for d in diags],
                    "external_calls": _external_calls(m)})
    else:
        for d in diags:
            print(d)
        fns = len(m.functions)
        verdict = "well-formed" if not errors else f"{len(errors)} error(s)"
        print(f"{args.file}: {verdict} ({fns} function{'s' if fns != 1 else ''})")
        calling = _external_calls(m)
        if calling:
            print("calls of external functions (a run stops there; a check treats them as "
                  "uninterpreted): " + "; ".join(f"@{f} calls " + ", ".join(f"@{x}" for x in xs)
                                                for f, xs in calling.items()))
    return EXIT_FAIL if errors else EXIT_OK


def _external_calls(m: Module) -> dict[str, list[str]]:
    """Per function, the external functions outside θ it calls (fn-theta notes)."""
    from pllvm.syntax.builtins import external_callees

    defined = {f.name for f in m.functions}
    return {fn.name: names for fn in m.functions if (names := external_callees(fn, defined))}


def cmd_cfg(args: argparse.Namespace) -> int:
    """The CFG of a function: graphviz text (`--dot`) or facts (`--json`, the default)."""
    m = _load(args.file)
    fns = [_function(m, args.function)] if args.function or len(m.functions) == 1 else list(m.functions)
    from pllvm.cfg.show import dot, facts

    if args.dot:
        _write("".join(dot(fn) for fn in fns), args.output)
    else:
        found = [facts(fn) for fn in fns]
        _emit_json(found[0] if len(found) == 1 else found)
    return EXIT_OK


def _run_inputs(args: argparse.Namespace) -> tuple[dict[str, object], dict[str, Buffer]]:
    from pllvm.exec import Buffer

    values: dict[str, object] = {}
    buffers: dict[str, Buffer] = {}
    if args.input:
        try:
            spec = json.loads(Path(args.input).read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise InputError(f"no such file: {args.input}") from None
        except json.JSONDecodeError as e:
            raise InputError(f"{args.input}:{e.lineno}:{e.colno}: not JSON: {e.msg}") from None
        if not isinstance(spec, dict):
            raise InputError(f"{args.input}: expected an object with \"args\" and \"buffers\"")
        values.update(spec.get("args", {}))
        buffers = {n: Buffer.from_json(n, b) for n, b in spec.get("buffers", {}).items()}
    given: set[str] = set()
    for item in args.arg or []:
        name, eq, text = item.partition("=")
        if not eq or not name:
            raise InputError(f"--arg {item!r}: expected NAME=VALUE or NAME=v0,v1,...")
        name = name.lstrip("%")
        if name in given:
            raise InputError(f"--arg {name} is given twice")
        given.add(name)
        parts = [p.strip() for p in text.split(",")]
        values[name] = parts if len(parts) > 1 else parts[0]
    return values, buffers


def _shaped(module: Module, signature: str | None, lanes: int) -> tuple[Module, str | None]:
    """[SHAPE-GLOBAL] The module with each global the signature names varying (`@g=v`) held once
    per thread (`lanes` copies), and the signature without its global entries."""
    from pllvm.transform.private import privatized, split_globals

    if signature is None:
        return module, None
    params, shapes = split_globals(signature)
    return privatized(module, [n for n, shape in shapes.items() if shape == "v"], lanes), params


def cmd_check(args: argparse.Namespace) -> int:
    """Check that a target refines a source (same) or vectorizes it; exit 0 valid, 1 invalid,
    3 unknown."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from pllvm.check import Options, Side, check
    from pllvm.check.inputs import BufferSpec

    shaped, args.shapes = _shaped(_load(args.source), args.shapes, args.lanes)
    source = Side(shaped, args.source_function, interp_named(args.source_interp), args.source)
    default_target = "OBL" if args.relation in ("vectorize", "loop") else "FR"
    target = Side(_load(args.target), args.target_function,
                  interp_named(args.target_interp or default_target), args.target)
    for side in (source, target):
        _function(side.module, side.function)
    if args.relation == "vectorize" and not args.shapes:
        raise InputError("--relation vectorize needs --shapes (e.g. v,u->v)")
    if args.time_limit <= 0 or args.fuel < 1 or args.examples < 1:
        raise InputError("--time-limit, --fuel and --examples must be positive")
    buffers = dict(BufferSpec.parse(text) for text in args.buffer or ())
    allowed = frozenset(x.strip() for text in args.allow_uncovered or () for x in text.split(","))
    console = Console(highlight=False, stderr=True)
    smt = args.smt or args.unbounded  # --unbounded is a z3 check
    with Progress(TextColumn("[bold]check[/]"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console,
                  disable=args.json or smt or not console.is_terminal) as bar:
        task = bar.add_task("check", total=args.examples)
        opts = Options(lanes=args.lanes, shapes=args.shapes, examples=args.examples,
                       seed=args.seed, time_limit=args.timeout if smt else args.time_limit,
                       fuel=args.fuel, buffers=buffers, allow_uncovered=allowed,
                       progress=lambda done, total: bar.update(task, completed=done),
                       smt=smt, bound=_unroll(args.unroll), unbounded=args.unbounded)
        verdict = check(args.relation, source, target, opts)
    if verdict.counterexample is not None and args.save:
        _write(verdict.counterexample.replay_text(), args.save)
    if args.html:
        _check_page(args.html, verdict)
    if args.json:
        _emit_json(verdict.to_json())
    else:
        print(verdict.explain())
        if verdict.counterexample is not None and args.save:
            print(f"replay with: pllvm run --replay {args.save}")
    return verdict.exit_code


def cmd_vectorize(args: argparse.Namespace) -> int:
    """Vectorize a function (normalize, divergent loops, BOSCC if asked for, linearize) and say what was
    done; exit 0, or 1 when --validate-each finds an invalid step or the check of the result
    (--check) is invalid."""
    from pllvm.check import Options as CheckOptions
    from pllvm.text import print_module
    from pllvm.transform.pipeline import Options
    from pllvm.transform.pipeline import vectorize as pipeline

    m, args.shapes = _shaped(_load(args.file), args.shapes, args.lanes)
    fn = _function(m, args.function)
    edges = tuple(_edge(e) for e in args.boscc_at or ())
    if args.marked:
        from pllvm.text.metadata import vectorize_requests
        from pllvm.transform.outer import marked_loop

        if args.loop is not None:
            raise InputError("give --loop LABEL or --marked, not both")
        args.loop = marked_loop(fn, vectorize_requests(Path(args.file).read_text()))
    shapes = args.shapes
    if shapes is None:
        if args.loop is None:
            raise InputError("vectorize needs --shapes (e.g. v,u->v), or --loop LABEL, or --marked")
        shapes = ",".join("u" for _ in fn.params)
    options = Options(shapes, fn.name, args.lanes, boscc=edges or args.boscc,
                      full_ifconv=args.full_ifconv, emit_after=args.emit_after,
                      variants=_variants(args.variant, "pllvm.transform.pipeline"), loop=args.loop,
                      interleave=args.interleave, alc_at=_alc(args), alc=args.alc or "unroll")
    check_options = CheckOptions(lanes=args.lanes, shapes=shapes, examples=args.examples,
                                 seed=args.seed, smt=args.smt, bound=_unroll(args.unroll),
                                 time_limit=args.timeout if args.smt else None)

    def validate(step: Step) -> Verdict:
        from pllvm.check.passes import check_step

        return check_step(step, fn.name, check_options)

    result = pipeline(m, options, validate if args.validate_each else None)
    checks: dict[str, Verdict] = {}
    if args.check and result.stopped is None and args.emit_after is None:
        from pllvm.check.passes import check_result

        checks = check_result(result, check_options)
    if args.json:
        _emit_json(_vectorize_json(result, checks))
    else:
        report = _vectorize_report(result, checks, args.emit_after)
        if args.marked:
            report = f"the loop the source marks: %{args.loop}\n{report}"
        print(report, file=sys.stdout if args.output else sys.stderr)
    if not args.json or args.output:
        _write(print_module(result.output), args.output)
    invalid = result.stopped is not None or any(v.kind == "invalid" for v in checks.values())
    return EXIT_FAIL if invalid else EXIT_OK


def _alc(args: argparse.Namespace) -> str | None:
    """--alc KIND --alc-at BLOCK: the block to consolidate; each without the other is an error."""
    if (args.alc is None) != (args.alc_at is None):
        raise InputError("--alc KIND and --alc-at BLOCK go together: the kind of consolidation "
                         "and the block entered by the edge whose iterations it gathers")
    return args.alc_at


def _unroll(text: str) -> int | None:
    """--unroll K: a positive number of loop iterations, or `auto` (None)."""
    if text == "auto":
        from pllvm.check.options import AUTO

        return AUTO
    try:
        k = int(text)
    except ValueError:
        k = 0
    if k < 1:
        raise InputError(f"--unroll {text}: a positive number of iterations, or auto")
    return k


def _edge(text: str) -> tuple[str, str]:
    a, sep, b = text.partition("->")
    if not sep or not a.strip() or not b.strip():
        raise InputError(f"--boscc-at {text!r}: expected FROM->TO (a divergent branch's edge)")
    return a.strip().lstrip("%"), b.strip().lstrip("%")


def _vectorize_report(result: PipelineResult, checks: dict[str, Verdict],
                      emit_after: str | None = None) -> str:
    div = result.divergence
    branches = [b for b, d in div.branches.items() if d]
    loops = [h for h, d in div.loops.items() if d]
    lines = [f"@{result.function}: {len(branches)} of {len(div.branches)} branches divergent"
             f" ({', '.join(branches) or 'none'}), {len(loops)} of {len(div.loops)} loops "
             f"divergent ({', '.join(loops) or 'none'})"]
    for step in result.steps:
        lines.append(f"{step.name} ({step.source_interp} -> {step.target_interp}):")
        lines += [f"  {note}" for note in step.notes]
        if step.verdict is not None:
            lines.append(f"  check: {step.verdict.explain()}")
    if result.stopped:
        lines.append(f"stopped: {result.stopped}")
    elif emit_after not in (None, "linearize"):
        lines.append(f"stopped after {emit_after} (--emit-after)")
    else:
        out = result.output_divergence
        left = [b for b, d in out.branches.items() if d]
        lines.append("output: control-uniform (every branch uniform)" if not left else
                     f"output: NOT control-uniform, divergent branches in {', '.join(left)}")
    for relation, verdict in checks.items():
        lines.append(f"check {relation} (input FR, output OBL): {verdict.explain()}")
    return "\n".join(lines)


def _vectorize_json(result: PipelineResult, checks: dict[str, Verdict]) -> dict[str, object]:
    from pllvm.text import print_module

    return {
        "function": result.function,
        "divergence": result.divergence.to_json(),
        "steps": [{"pass": s.name, "relation": [s.source_interp, s.target_interp],
                   "notes": list(s.notes),
                   "check": s.verdict.to_json() if s.verdict is not None else None}
                  for s in result.steps],
        "stopped": result.stopped,
        "control_uniform": result.control_uniform,
        "checks": {k: v.to_json() for k, v in checks.items()},
        "output": print_module(result.output),
    }


def cmd_run(args: argparse.Namespace) -> int:
    """Run a function with W threads; exit 0 when every thread returned, 1 otherwise."""
    if args.replay:
        return _replay(args)
    if args.file is None:
        raise InputError("run needs FILE (or --replay CASE.json)")
    if args.html and args.native:
        raise InputError("--html steps through the interpreter's run; it cannot show --native code")
    if args.checked and not args.native:
        raise InputError("--checked checks native code: give --native too (the interpreter "
                         "checks every access already)")
    m, args.shapes = _shaped(_load(args.file), args.shapes, args.lanes)
    if args.native:
        return _run_native(args, m)
    from pllvm.exec import run
    from pllvm.exec.trace import print_protocol

    values, buffers = _run_inputs(args)
    schedule = args.schedule.split() if args.schedule is not None else None
    result = run(m, args.function, args.lanes, args.interp, values, buffers, schedule, args.fuel,
                 trace=args.trace or args.explain or args.after, scheduler=args.scheduler,
                 check_wf=args.check_wf)
    if args.html:
        from pllvm.exec.page import Pane, View

        fn = m.function(args.function)
        panes = tuple(Pane(interp, fn, run(m, args.function, args.lanes, interp, values, buffers,
                                           schedule, args.fuel, trace=True,
                                           scheduler=args.scheduler))
                      for interp in ("FR", "OBL"))
        _write_page(args.html, f"pllvm run {Path(args.file).name} @{fn.name}, W = {args.lanes}",
                    [View("FR and OBL", panes)])
    if args.json:
        out = result.to_json()
        if result.trace:
            labels = list(m.function(args.function).labels)
            out["trace"] = [_step_json(r, labels, args.explain) for r in result.trace]
        _emit_json(out)
    else:
        console = _console()
        if result.trace:
            labels = list(m.function(args.function).labels)
            title = f"@{result.function}, {result.lanes} threads, {result.interp}"
            print_protocol(console, result.trace, labels, title, args.after, args.explain)
        _print_result(console, result)
    ok = result.terminated and result.ub is None and not result.wf
    return EXIT_OK if ok else EXIT_FAIL


def _write_page(out: str, title: str, views: list) -> None:
    """Write the HTML page of `views` (pllvm.exec.page) atomically to `out`."""
    from pllvm.exec.page import page

    _write(page(title, views), out)
    print(f"page written: {out}", file=sys.stderr)


def _check_page(out: str, verdict: Verdict) -> None:
    """`check --html`: the counterexample's two runs side by side; none, none written."""
    from pllvm.check.differential import replay

    cx = verdict.counterexample
    if cx is None:
        print(f"no page written to {out}: the check found no counterexample ({verdict.kind})",
              file=sys.stderr)
        return
    src, tgt, why = replay(cx.to_json(), _load)
    _sides_page(out, f"pllvm check: counterexample ({cx.relation}, W = {cx.lanes}): {why}",
                (src, cx.source), (tgt, cx.target), "interp")


def _sides_page(out: str, title: str, source: tuple[RunResult, dict], target: tuple[RunResult, dict],
                shown: str) -> None:
    """A counterexample's two runs side by side (`check --html`, `run --replay --html`); each
    pane titled with its side's `shown` field (its interpretation or its file)."""
    from pllvm.exec.page import Pane, View

    panes = tuple(Pane(f"{name} ({side[shown]})",
                       _load(str(side["file"])).function(str(side["function"])), r)
                  for name, (r, side) in (("source", source), ("target", target)))
    _write_page(out, title, [View("source and target", panes)])


def _explore_page(args: argparse.Namespace, m: Module, ex: Exploration, values: dict,
                  buffers: dict) -> None:
    """`explore --html`: one view per outcome, its example schedule run again with its trace."""
    from pllvm.exec import run
    from pllvm.exec.page import Pane, View

    fn = m.function(args.function)
    views = []
    for k, o in enumerate(ex.outcomes):
        r = run(m, args.function, args.lanes, args.interp, values, buffers, o.example,
                fuel=len(o.example), trace=True)
        what = o.ub if o.ub else f"ret {o.ret}"
        views.append(View(f"outcome {k + 1}: {what} ({o.count} schedules), e.g. "
                          f"{' '.join(o.example)}", (Pane(args.interp, fn, r),)))
    if not views:
        print(f"no page written to {args.html}: no schedule ended within the bounds",
              file=sys.stderr)
        return
    _write_page(args.html, f"pllvm explore {Path(args.file).name} @{fn.name}, W = {args.lanes}",
                views)


def cmd_lower(args: argparse.Namespace) -> int:
    """Widen a function to SIMD LLVM IR (vectorizing it first when it is not control-uniform)."""
    from pllvm.backend.abi import ENTRY, KERNEL
    from pllvm.backend.jit import verify_ir
    from pllvm.backend.native import lowered_text
    from pllvm.backend.plan import source_name
    from pllvm.backend.veclib import veclib_named
    from pllvm.text.printer import print_type

    m, args.shapes = _shaped(_load(args.file), args.shapes, args.lanes)
    _, low, text = lowered_text(m, args.function, args.lanes, args.shapes, kernel=args.kernel,
                                veclib=veclib_named(args.veclib),
                                isa="" if args.isa == "generic" else args.isa)
    verify_ir(text)
    if args.json:
        if args.output:
            _write(text, args.output)
        _emit_json({"file": args.file, "output": args.output, "function": low.name,
                    "lanes": low.lanes, "vectorized": low.plan.vectorized,
                    "parameters": [{"name": name, "source_name": source_name(name),
                                    "type": print_type(ty),
                                    "shape": "v" if vec else "u"} for name, ty, vec in low.params],
                    "entry_function": low.name + ENTRY,
                    "kernel_function": low.name + KERNEL if args.kernel else None,
                    **({} if args.output else {"text": text})})
        return EXIT_OK
    _write(text, args.output)
    return EXIT_OK


def _print_values(ret: list | None, memory: dict[str, list]) -> None:
    """The return values and buffers, as `pllvm run` prints them."""
    from pllvm.exec.trace import show_value

    if ret is not None:
        print("ret      [" + ", ".join(show_value(v) for v in ret) + "]")
    for name, contents in memory.items():
        print(f"@{name}    [" + ", ".join(show_value(v) for v in contents) + "]")


def _run_native(args: argparse.Namespace, m: Module) -> int:
    """`run --native`: one call of the SIMD code with W threads, printed as the interpreter does."""
    from pllvm.backend.isolate import isolated
    from pllvm.backend.native import build, run_native

    values, buffers = _run_inputs(args)
    native = build(m, args.function, args.lanes, args.shapes, checked=args.checked)
    try:
        result = isolated(lambda: run_native(native, values, buffers), f"@{native.function.name}",
                          args.time_limit)
    except NativeFault as e:
        print(f"pllvm: error: {e}", file=sys.stderr)
        return EXIT_FAIL
    if args.json:
        _emit_json(result.to_json())
        return EXIT_OK
    _print_values(result.ret, result.memory)
    return EXIT_OK


def cmd_kernel(args: argparse.Namespace) -> int:
    """Apply a function to items 0..N-1 (its first parameter), natively or by the interpreter; an
    OpenCL C file runs over an NDRange instead."""
    from pllvm.backend.native import build, run_kernel, run_kernel_interp

    if args.file.endswith(".cl"):
        return _opencl_kernel(args)
    if args.global_size or args.local_size or args.offset or args.local_mem or args.simd_dim or \
            args.boscc:
        raise InputError("--global, --local, --offset, --simd-dim, --boscc and --local-mem are for "
                         "OpenCL C files (.cl)")
    if args.items is None:
        raise InputError("kernel needs --items N (or an OpenCL C file with --global)")
    args.lanes = 8 if args.lanes is None else args.lanes
    m = _load(args.file)
    if args.items < 0:
        raise InputError("--items must not be negative")
    values, buffers = _run_inputs(args)
    if args.interp and args.checked:
        raise InputError("--checked checks native code; the interpreter checks every access already")
    if args.interp:
        result = run_kernel_interp(m, args.function, args.items, args.lanes, values, buffers)
    else:
        from pllvm.backend.isolate import isolated

        native = build(m, args.function, args.lanes, kernel=True, checked=args.checked)
        try:
            result = isolated(lambda: run_kernel(native, args.items, values, buffers),
                              f"@{native.function.name}", args.time_limit)
        except NativeFault as e:
            print(f"pllvm: error: {e}", file=sys.stderr)
            return EXIT_FAIL
    if args.json:
        _emit_json(result.to_json())
        return EXIT_OK
    _print_values(result.ret, result.memory)
    print(f"{result.mode}: {result.items} items, W = {result.lanes}, {result.seconds:.6f} s"
          + (f" (compiled in {result.compile_seconds:.3f} s)" if result.mode == "native" else ""))
    return EXIT_OK


def _opencl_kernel(args: argparse.Namespace) -> int:
    """`kernel FILE.cl --global ... --interp`: compile with clang-16, run every work-group."""
    import time

    from pllvm.exec.ndrange import NDRange, run_ndrange
    from pllvm.text.opencl import compile_opencl

    if args.items is not None:
        raise InputError("an OpenCL kernel runs over --global X[,Y[,Z]], not --items")
    if args.global_size is None:
        raise InputError("an OpenCL kernel needs --global X[,Y[,Z]] (and --local for work-groups)")
    if args.checked:
        raise InputError("--checked is not available for OpenCL kernels; --interp checks every "
                         "access")
    nd = NDRange.parse(args.global_size, args.local_size, args.offset, args.simd_dim)
    if args.interp and args.lanes is not None and args.lanes != nd.items_per_group:
        raise InputError(f"--lanes {args.lanes}: the interpreter runs a work-group's "
                         f"{nd.items_per_group} work-items in lock step, one thread each")
    if not Path(args.file).is_file():
        raise InputError(f"no such file: {args.file}")
    program = compile_opencl(args.file)
    kernel = program.kernel(args.function)
    sizes: dict[str, int] = {}
    for item in args.local_mem or ():
        name, eq, text = item.partition("=")
        if not eq or not text.isdigit():
            raise InputError(f"--local-mem {item!r}: expected NAME=BYTES")
        sizes[name.lstrip("%")] = int(text)
    values, buffers = _run_inputs(args)
    mode, compile_seconds = "native" if args.native else "interp", 0.0
    if args.native:
        from pllvm.backend.isolate import isolated
        from pllvm.backend.ndrange import build_ndrange, run_ndrange_native

        built = build_ndrange(program.module, kernel, program.kernels[kernel], nd, args.lanes,
                              args.boscc)
        compile_seconds = built.compile_seconds
        try:
            result = isolated(lambda: run_ndrange_native(built, nd, values, buffers, sizes),
                              f"@{kernel}", args.time_limit)
        except NativeFault as e:
            print(f"pllvm: error: {e}", file=sys.stderr)
            return EXIT_FAIL
        memory, groups, lanes, seconds = result.memory, result.groups, result.lanes, result.seconds
    else:
        start = time.perf_counter()
        ran = run_ndrange(program.module, kernel, program.kernels[kernel], nd, "FR", values,
                          buffers, sizes)
        memory, groups, lanes, seconds = ran.memory, ran.groups, ran.lanes, time.perf_counter() - start
    if args.json:
        _emit_json({"kernel": kernel, "global": list(nd.global_size[: nd.dims]),
                    "local": list(nd.local_size[: nd.dims]), "groups": groups,
                    "items": groups * lanes, "memory": memory, "mode": mode, "seconds": seconds,
                    "compile_seconds": compile_seconds})
        return EXIT_OK
    _print_values(None, memory)
    print(f"{mode}: @{kernel}, {groups} work-groups of {nd.items_per_group} work-items, "
          f"{lanes} in lock step, {seconds:.6f} s"
          + (f" (compiled in {compile_seconds:.3f} s)" if args.native else ""))
    return EXIT_OK


def cmd_schedule_check(args: argparse.Namespace) -> int:
    """Check a schedule step by step; exit 0 if it is greedy (Def. 12), 1 if not."""
    from rich.table import Table

    from pllvm.exec.explore import check_schedule

    m = _load(args.file)
    values, buffers = _run_inputs(args)
    report = check_schedule(m, args.function, args.lanes, args.interp, values,
                            args.schedule.split(), buffers)
    if args.json:
        _emit_json(report.to_json())
    else:
        console = _console()
        table = Table(title="schedule check", header_style="bold")
        for col in ("#", "ℓsc", "progress", "synchronizing", "terminating", "why not"):
            table.add_column(col)
        for k, s in enumerate(report.steps):
            table.add_row(str(k), s.block, _yes(s.progress), _yes(s.synchronizing),
                          _yes(not s.spinning), "\n".join(s.why))
        console.print(table)
        verdict = "greedy" if report.greedy else "not greedy"
        tail = "all threads returned" if report.terminated else "not every thread returned"
        console.print(f"{verdict}; {tail}" + (f"; {report.ub}" if report.ub else ""))
    return EXIT_OK if report.greedy else EXIT_FAIL


def _yes(flag: bool) -> str:
    return "yes" if flag else "[bold red]no[/]"


def cmd_prove(args: argparse.Namespace) -> int:
    """Run proof obligations at a bound; exit 0 all hold, 1 a counterexample, 3 unknown."""
    from pllvm.campaigns.proofs import obligations, prove
    from pllvm.campaigns.runner import worker_count

    table = obligations()
    if args.list:
        for ob in table.values():
            print(f"{ob.name}{' (published, expected to fail)' if ob.published else ''}: "
                  f"{ob.statement}")
        return EXIT_OK
    if args.bound not in ("small", "full") and not args.bound.isdigit():
        raise InputError(f"--bound takes small, full or a number, not {args.bound!r}")
    unknown_names = [n for n in args.names if n not in table]
    if unknown_names:
        raise InputError(f"no obligation {', '.join(unknown_names)}; `pllvm prove --list` lists "
                         f"them: {', '.join(table)}")
    worker_count(args.workers)
    names = args.names or [n for n, ob in table.items() if not ob.published]
    store = Path(args.out) if args.out else None
    if args.fresh and store is not None and store.exists():
        store.unlink()
    if not args.json:
        print(f"checking {', '.join(names)} at bound {args.bound} ...", file=sys.stderr, flush=True)
    verdicts, outcome = prove(names, args.bound, args.workers, args.scheduler, store, quiet=False)
    if args.json:
        _emit_json({"bound": args.bound, "workers": outcome.workers,
                    "seconds": round(outcome.seconds, 3), "obligations": [
                        {"name": v.name, "status": v.status, "bound": v.bound, "summary": v.summary,
                         "seconds": round(v.seconds, 3), "counterexample": v.counterexample,
                         "counts": v.counts} for v in verdicts]})
    else:
        for v in verdicts:
            print(f"{v.name}: {v.status} ({v.bound}; {v.summary}; {v.seconds:.1f} s)", flush=True)
            if v.counterexample:
                print(f"  counterexample: {v.counterexample}", flush=True)
    if args.record and verdicts:
        import datetime

        from pllvm.campaigns.proofs import README, record

        record(verdicts, args.bound, README, datetime.date.today().isoformat())
    if outcome.interrupted:
        _interrupted(len(outcome.results), "shards")
        return 130
    if any(v.status == "counterexample" for v in verdicts):
        return EXIT_FAIL
    return EXIT_UNKNOWN if any(v.status == "unknown" for v in verdicts) else EXIT_OK


def cmd_explore(args: argparse.Namespace) -> int:
    """Enumerate schedules and group them by outcome; exit 0 if one outcome, 1 if several or
    none (no schedule ended within the bounds)."""
    from pllvm.exec.explore import explore

    if args.max_schedules < 1 or args.max_steps < 1:
        raise InputError("--max-schedules and --max-steps must be positive")
    m = _load(args.file)
    values, buffers = _run_inputs(args)
    ex = explore(m, args.function, args.lanes, args.interp, values, buffers,
                 args.max_schedules, args.max_steps, args.unconstrained, args.check_wf)
    if args.html:
        _explore_page(args, m, ex, values, buffers)
    if args.json:
        _emit_json(ex.to_json())
    else:
        kind = "progressing label sequences" if args.unconstrained else "greedy schedules"
        state = "all of them" if ex.complete else "stopped at a bound"
        print(f"{ex.schedules} {kind} ({state}); {len(ex.outcomes)} outcome(s)")
        for o in ex.outcomes:
            what = o.ub if o.ub else f"ret {o.ret}" + (f" memory {o.memory}" if o.memory else "")
            print(f"  {o.count:6d} x {what}   e.g. {' '.join(o.example)}")
        if ex.nonterminating:
            print(f"  {ex.nonterminating} schedule(s) cycle forever (illegal where a terminating "
                  "one exists, §5.3)")
        if ex.cut_by_depth:
            print(f"  {ex.cut_by_depth} schedule(s) cut at --max-steps {args.max_steps}")
        if ex.cut_by_count:
            print(f"  stopped after --max-schedules {args.max_schedules}")
        if not ex.outcomes:
            print("  no schedule ended within the bounds: no outcome")
        for v in ex.wf or []:
            print(f"  ill-formed: {v}")
        if ex.wf == []:
            print("  well-formed on every schedule explored (Def. 11 (3))")
    return EXIT_OK if len(ex.outcomes) == 1 and not ex.wf else EXIT_FAIL


def cmd_analyze(args: argparse.Namespace) -> int:
    """The divergence analysis: shapes, branches, loops and block sets."""
    from pllvm.analysis import analyze, parse_signature

    m, args.shapes = _shaped(_load(args.file), args.shapes, max(args.lanes, args.check_lanes or 4))
    fn = _function(m, args.function)
    try:
        init, _ret = parse_signature(args.shapes, fn)
    except ValueError as e:
        raise InputError(str(e)) from None
    if args.check:
        return _check_analysis(m, fn, args)
    result = analyze(m, fn, init, args.lattice, args.lanes, _variants(args.variant), args.interp)
    if args.json:
        _emit_json(result.to_json())
        return EXIT_OK
    from pllvm.exec.inline import calls_inlined

    print(_annotated(calls_inlined(m, fn), result))  # the function analysed: calls inlined
    return EXIT_OK


def _variant_option(p: argparse.ArgumentParser, registry: str, which: str) -> None:
    """`--variant NAME`: the names `registry` (a module) lists in VARIANT_NAMES."""
    p.add_argument("--variant", default="fixed", metavar="NAME", choices=_Names(registry, "VARIANT_NAMES"),
                   help="%(choices)s: the repaired rules (fixed, the default), every published rule "
                   f"that is unsound (published), or one of them: {which}")


def _variants(name: str, registry: str = "pllvm.analysis.divergence") -> frozenset[str]:
    """The rules `--variant NAME` switches on, of the published rules `registry` (a module)
    lists (pllvm.analysis.divergence.select_variants)."""
    from pllvm.analysis.divergence import select_variants

    try:
        return select_variants(name, importlib.import_module(registry).PUBLISHED)
    except ValueError as e:
        raise InputError(str(e)) from None


def _check_analysis(m: Module, fn: Function, args: argparse.Namespace) -> int:
    """Run the dynamic soundness check; exit 0 when no execution contradicts the analysis. Each
    contradiction comes with the `pllvm run` command that replays it; `--save` writes the
    inputs of the first one to a file (the command then reads them from there)."""
    from pllvm.analysis.soundness import check_soundness

    lanes = [args.check_lanes] if args.check_lanes else [2, 3, 4]
    try:
        found, schedules = check_soundness(m, fn.name, args.shapes, args.lattice, lanes,
                                           args.samples, args.seed, _variants(args.variant),
                                           interp=args.interp)
    except ValueError as e:
        raise InputError(str(e)) from None
    if found and args.save:
        _write(found[0].case_text(), args.save)
    replays = [c.replay_command(args.file, fn.name, args.save if k == 0 else None)
               for k, c in enumerate(found)]
    if args.json:
        _emit_json({"contradictions": [c.to_json() | {"replay": r}
                                       for c, r in zip(found, replays, strict=True)],
                    "schedules": schedules, "lanes": lanes, "sound": not found,
                    "variant": args.variant})
    else:
        for c, replay in zip(found, replays, strict=True):
            print(f"contradiction: {c}")
            print(f"  replay: {replay}")
        runs = "FR and OBL" if args.interp == "FR" else "OBL"
        print(f"{schedules} greedy schedules executed (W = {', '.join(map(str, lanes))}, {runs}): "
              f"{'no contradiction' if not found else f'{len(found)} contradiction(s)'}")
    return EXIT_FAIL if found else EXIT_OK


def _annotated(fn: Function, r: DivergenceResult) -> str:
    """The function printed with each value's shape and each branch's and loop's verdict."""
    from pllvm.text.printer import print_command, print_phi, print_terminator, print_value

    lines = [f"; divergence analysis of @{fn.name} ({r.lattice} lattice)"]
    width = 60
    for b in fn.blocks:
        head = f"{b.label}:" + (f" predicate {print_value(b.predicate)}" if b.predicate else "")
        notes = []
        if b.label in r.loops:
            notes.append(f"loop {'divergent' if r.loops[b.label] else 'uniform'}")
        for kind, members in (("sync-divergent", r.sdep), ("temporal-divergent", r.tdep),
                              ("varying activation", r.adep)):
            if b.label in members:
                notes.append(kind)
        late = sorted(f"%{n}" for n, blk in r.varying_reads if blk == b.label)
        if late:
            notes.append(f"reads {', '.join(late)} as v")
        lines.append(head.ljust(width) + (f"; {', '.join(notes)}" if notes else ""))
        for phi in b.phis:
            lines.append(("  " + print_phi(phi)).ljust(width) + f"; {r.shape_text(phi.name)}")
        for c in b.commands:
            text = "  " + print_command(c)
            lines.append(text.ljust(width) + (f"; {r.shape_text(c.name)}" if c.name else ""))
        term = "  " + print_terminator(b.term)
        if b.label in r.branches:
            verdict = "divergent" if r.branches[b.label] else "uniform"
            joins = r.joins.get(b.label)
            if joins is not None:
                verdict += (f", sdep {{{', '.join(sorted(joins.sdep))}}}, "
                            f"tdep {{{', '.join(sorted(joins.tdep))}}}")
            lines.append(term.ljust(width) + f"; {verdict}")
        else:
            lines.append(term)
    if r.varying_allocas:
        lines.append(f"; varying allocas: {', '.join('%' + a for a in sorted(r.varying_allocas))}")
    return "\n".join(lines)


def _replay(args: argparse.Namespace) -> int:
    """Run both sides of a saved counterexample again; exit 1 if they still differ."""
    from pllvm.check.differential import replay
    from pllvm.exec.trace import print_protocol

    try:
        spec = json.loads(Path(args.replay).read_text(encoding="utf-8"))
        if spec.get("relation") == "run":
            return _replay_run(args, spec)
        src, tgt, why = replay(spec, _load)
    except FileNotFoundError:
        raise InputError(f"no such file: {args.replay}") from None
    except KeyError as e:
        raise InputError(f"{args.replay} is not a pllvm case: no field {e}") from None
    except (json.JSONDecodeError, TypeError) as e:
        raise InputError(f"{args.replay} is not a pllvm case ({e})") from None
    if args.html:
        _sides_page(args.html, f"pllvm counterexample {Path(args.replay).name}: {why or 'agree'}",
                    (src, spec["source"]), (tgt, spec["target"]), "file")
    console = _console()
    for title, r, side in (("source", src, spec["source"]), ("target", tgt, spec["target"])):
        console.print(f"[bold]{title}[/]: {side['file']} @{side['function']} ({side['interp']})")
        if r.trace:
            labels = list(_load(side["file"]).function(side["function"]).labels)
            print_protocol(console, r.trace, labels, title, args.after, args.explain)
        _print_result(console, r)
    console.print(f"difference: {why}" if why else "the two sides agree on this input")
    return EXIT_FAIL if why else EXIT_OK


def _replay_run(args: argparse.Namespace, spec: dict) -> int:
    """Run a saved single-run case (`pllvm fuzz`) again: exit 1 while it still fails."""
    from pllvm.exec import Buffer, run
    from pllvm.exec.trace import print_protocol

    buffers = {n: Buffer.from_json(n, b) for n, b in spec["buffers"].items()}
    m = _load(spec["file"])
    result = run(m, spec["function"], spec["lanes"], spec["interp"], spec["args"], buffers,
                 fuel=args.fuel, trace=args.trace or args.explain or args.after,
                 scheduler=spec["scheduler"],
                 check_wf=spec.get("check_wf", False))
    console = _console()
    console.print(f"[bold]case[/]: {spec['file']} @{result.function}, {result.lanes} threads, "
                  f"{result.interp}, scheduler {spec['scheduler']}; recorded: {spec.get('problem')}")
    if result.trace:
        labels = list(m.function(spec["function"]).labels)
        print_protocol(console, result.trace, labels, "case", args.after, args.explain)
    _print_result(console, result)
    ok = result.terminated and result.ub is None and not result.wf
    console.print("the run is defined and well-formed now" if ok else "the run still fails")
    return EXIT_OK if ok else EXIT_FAIL


def _campaign_options(p: argparse.ArgumentParser) -> None:
    """Where a campaign runs: --workers, --scheduler, --fresh."""
    p.add_argument("--workers", type=int, metavar="N",
                   help="worker processes of a local Dask cluster (default: the cores; 0 runs "
                        "in this process)")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="run on the Dask cluster whose scheduler is at ADDRESS (tcp://host:8786) "
                        "instead of a local one")
    p.add_argument("--fresh", action="store_true",
                   help="discard the saved results of an earlier run instead of resuming it")


def _interrupted(done: int, what: str) -> None:
    print(f"interrupted: {done} {what} done and saved; the same command resumes from them",
          file=sys.stderr)


def cmd_fuzz(args: argparse.Namespace) -> int:
    """Generate programs and self-check the interpreter for --seconds; exit 1 if any check failed."""
    from rich.table import Table

    from pllvm.campaigns.runner import worker_count
    from pllvm.fuzz.campaign import CHECKS, campaign

    if not 1 <= args.lanes <= 16:
        raise InputError(f"--lanes {args.lanes}: generated programs run with 1 to 16 threads")
    if args.programs is not None and args.programs < 1:
        raise InputError(f"--programs {args.programs}: at least one program")
    worker_count(args.workers)
    out = Path(args.out)
    existing = next(d for d in (out, *out.parents) if d.exists())
    if not existing.is_dir() or not os.access(existing, os.W_OK):
        raise InputError(f"--out {out}: cannot create a directory there ({existing} is "
                         f"{'not writable' if existing.is_dir() else 'not a directory'})")
    summary = campaign(args.seconds, args.seed, out, args.lanes, programs=args.programs,
                       workers=args.workers, scheduler=args.scheduler, fresh=args.fresh,
                       quiet=False)
    failed = EXIT_FAIL if summary.failures or summary.errors else EXIT_OK
    if args.json:
        _emit_json(summary.to_json())
    else:
        out_console = _console()
        out_console.print(f"pllvm fuzz: {summary.programs} programs in {summary.seconds:.1f} s, "
                          f"W = {args.lanes}, seed {args.seed}")
        table = Table(header_style="bold")
        for col in ("check", "runs", "skipped", "failures"):
            table.add_column(col)
        count = Counter(f.check for f in summary.failures)
        for name in CHECKS:
            skipped = summary.skipped[name]
            why = ", ".join(f"{n} {r}" for r, n in skipped.most_common())
            table.add_row(name, str(summary.checks[name]), why or "0", str(count[name]))
        out_console.print(table)
        for f in summary.failures:
            out_console.print(f"{f.check}: {f.problem}\n  program {f.program}\n  replay: pllvm run "
                              f"--replay {f.replay}")
        for e in summary.errors:
            out_console.print(f"[bold red]a batch did not run: {e}[/]")
    if summary.interrupted:
        _interrupted(summary.programs, "programs")
        return 130
    return failed


def cmd_server(args: argparse.Namespace) -> int:
    """Start, stop or ask after the warm server of this code ([ENGINE-SERVER]); `status` exits
    0 when one runs, 1 when none does."""
    from pllvm import launch

    if args.action == "start":
        print(launch.start(args.idle))
    elif args.action == "stop":
        print(launch.stop())
    else:
        running, line = launch.status()
        print(line)
        return EXIT_OK if running else EXIT_FAIL
    return EXIT_OK


def cmd_check_suite(args: argparse.Namespace) -> int:
    """Run every check of a manifest or a corpus folder as a campaign; exit 0 when each verdict
    is valid or what its entry expects, 1 when one is not (or a check could not run), 3 when
    the rest are valid but some are unknown."""
    from rich.table import Table

    from pllvm.campaigns.runner import Task, run, worker_count
    from pllvm.campaigns.suite import check_entry, entries

    worker_count(args.workers)
    todo = entries(Path(args.where), args.lanes)
    if args.only:
        todo = [e for e in todo if args.only in e.label]
    store = Path(args.out)
    if args.fresh and store.exists():
        store.unlink()
    outcome = run((Task(e.key, check_entry, (e,), e.label) for e in todo), "check-suite",
                  workers=args.workers, scheduler=args.scheduler, store=store, total=len(todo),
                  quiet=False)
    rows = [(e, outcome.results[e.key]) for e in todo if e.key in outcome.results]
    bad = [(e, r) for e, r in rows if r.get("as_expected") is False or r.get("status") == "error"
           or "error" in r or (e.expect is None and r.get("status") == "invalid")]
    counts = Counter(r.get("status", "error") for _, r in rows)
    if args.json:
        _emit_json({"checks": len(todo), "done": len(rows), "resumed": outcome.resumed,
                    "workers": outcome.workers, "seconds": round(outcome.seconds, 2),
                    "status": dict(counts), "unexpected": [
                        {"check": e.to_json(), "label": e.label, **r} for e, r in bad]})
    else:
        console = _console()
        console.print(f"pllvm check-suite: {len(rows)} of {len(todo)} checks "
                      f"({outcome.resumed} resumed from {store}) in {outcome.seconds:.1f} s on "
                      f"{outcome.workers or 'no'} worker{'s' if outcome.workers != 1 else ''}")
        table = Table(header_style="bold")
        for col in ("verdict", "checks", "expected", "not expected"):
            table.add_column(col)
        for status in ("valid", "invalid", "unknown", "skipped", "error"):
            mine = [r for _, r in rows if r.get("status", "error") == status]
            table.add_row(status, str(len(mine)), str(sum(r.get("as_expected") is True for r in mine)),
                          str(sum(r.get("as_expected") is False for r in mine)))
        console.print(table)
        for e, r in bad:
            console.print(f"[bold red]{e.label}[/]: {r.get('status', 'error')}"
                          f"{' (expected ' + e.expect + ')' if e.expect else ''}: "
                          f"{r.get('reason') or r.get('error') or r.get('summary', '')}")
        console.print(f"results: {store}")
    if outcome.interrupted:
        _interrupted(len(rows), "checks")
        return 130
    if bad:
        return EXIT_FAIL
    unknown = any(r.get("status") == "unknown" and e.expect is None for e, r in rows)
    return EXIT_UNKNOWN if unknown else EXIT_OK


def _step_json(r: StepRecord, labels: list[str], explain: bool) -> dict[str, object]:
    from pllvm.exec.trace import bits, control, successor

    out: dict[str, object] = {
        "block": r.block, "cmsk": bits(r.cmsk), "pmsk": bits(r.pmsk), "amsk": bits(r.amsk),
        "succ": [successor(int(x)) for x in r.succ],
        "in": [control(labels, int(x), True) for x in r.lin],
        "next": [control(labels, int(x), False) for x in r.lnext],
        "in_after": [control(labels, int(x), True) for x in r.lin_after],
        "next_after": [control(labels, int(x), False) for x in r.lnext_after],
        "values": r.values,
    }
    if explain:
        out["rules"] = r.rules
        out["firings"] = [{"rule": f.rule, "threads": list(f.threads), "at": f.at}
                          for f in r.firings]
    return out


def _print_result(console: Console, r: RunResult) -> None:
    from rich.markup import escape

    from pllvm.exec.trace import show_value

    if r.ret is not None and r.ub is None:
        shown = ", ".join(show_value(v) if done else "did not return"
                          for v, done in zip(r.ret, r.returned, strict=True))
        console.print(escape(f"ret      [{shown}]"))
    console.print(f"schedule {' '.join(r.schedule[:60])}{' ...' if len(r.schedule) > 60 else ''}")
    console.print(f"steps    {r.steps}")
    for name, contents in r.memory.items():
        console.print(f"@{name}    [" + ", ".join(show_value(v) for v in contents) + "]")
    for v in r.wf or []:
        console.print(f"[bold red]ill-formed: {v}[/]")
    if r.wf == []:
        console.print("well-formed: every use is defined where its user is (Def. 11 (3))")
    if r.ub is not None:
        console.print(f"[bold red]{r.ub}[/]")
    elif r.fuel_exhausted:
        console.print(f"[bold red]fuel exhausted after {r.steps} steps: not every thread returned[/]")
    elif r.stuck:
        console.print("[bold red]stuck: no block can be scheduled, and not every thread returned[/]")
    elif not r.terminated:
        console.print("the schedule ended before every thread returned")


# ---------------------------------------------------------------- parser


class _Names:
    """The values of an option that a module of its command defines (`lower --veclib`,
    `vectorize --emit-after`), as argparse `choices`: read from that module when argparse first
    checks a value given or shows them (the option has a metavar and its help says
    `%(choices)s`), so building the parser imports nothing heavy."""

    def __init__(self, module: str, name: str) -> None:
        self.module, self.name = module, name

    @cached_property
    def values(self) -> tuple[str, ...]:
        return getattr(importlib.import_module(self.module), self.name)

    def __iter__(self) -> Iterator[str]:
        return iter(self.values)

    def __contains__(self, value: object) -> bool:
        return value in self.values


@cache
def _parser() -> argparse.ArgumentParser:
    """The command line's parser, built once a process (parsing leaves it as it was)."""
    p = argparse.ArgumentParser(
        prog="pllvm",
        description="Reference interpreter and verifier for P-LLVM, the data-parallel, "
        "predicated extension of LLVM IR.",
    )
    p.add_argument("--version", action="version", version=f"pllvm {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, fn: Callable[[argparse.Namespace], int], help_: str,
                file_optional: bool = False) -> argparse.ArgumentParser:
        sp = sub.add_parser(name, help=help_, description=help_)
        sp.set_defaults(run=fn)
        sp.add_argument("file", metavar="FILE", nargs="?" if file_optional else None,
                        help="a P-LLVM (.pll) or LLVM IR (.ll) file")
        return sp

    fmt = command("fmt", cmd_fmt, "print the canonical text of FILE")
    fmt.add_argument("-o", "--output", help="write to this file instead of standard output")
    fmt.add_argument("--json", action="store_true", help="the names the file defines and declares, "
                     "and the canonical text (unless -o)")

    ver = command("verify", cmd_verify, "check static well-formedness (exit 0 well-formed, "
                  "1 not, 2 unreadable)")
    ver.add_argument("--normal-form", action="store_true",
                     help="also check the normal form the vectorizer passes need")
    ver.add_argument("--json", action="store_true", help="machine-readable diagnostics")

    cfg = command("cfg", cmd_cfg, "show the control-flow graph: dominators, loops, block index")
    cfg.add_argument("--function", "-f", help="the function (default: all)")
    out = cfg.add_mutually_exclusive_group()
    out.add_argument("--dot", action="store_true", help="graphviz text, predicates shown")
    out.add_argument("--json", action="store_true", help="facts as JSON (the default)")
    cfg.add_argument("-o", "--output", help="write to this file instead of standard output")

    r = command("run", cmd_run, "run a function with W threads in lock step (exit 0 when every "
                "thread returned, 1 on undefined behaviour, exhausted fuel or an unfinished schedule)",
                file_optional=True)
    r.add_argument("--function", "-f", help="the function to run (default: the only one)")
    r.add_argument("--lanes", "-W", type=int, default=1, help="number of threads W (default 1)")
    r.add_argument("--interp", choices=INTERPS, default="FR",
                   help="FREEZING or OBLIVIOUS interpretation (default FR)")
    r.add_argument("--arg", action="append", metavar="NAME=V[,V...]",
                   help="an argument: one value for all threads, or one per thread; ⊤ is undef")
    r.add_argument("--input", metavar="FILE.json", help='{"args": {...}, "buffers": {"name": '
                   '{"type": "i32", "data": [...]} or {"type": "float", "count": N, "random": '
                   '{"seed": S}}}}')
    r.add_argument("--schedule", metavar='"A B C"', help="schedule exactly these blocks")
    r.add_argument("--scheduler", default="min-index", metavar="POLICY",
                   help="min-index (default), max-index or random:SEED")
    r.add_argument("--fuel", type=int, default=100_000, help="step budget (default 100000)")
    r.add_argument("--trace", action="store_true", help="print the execution protocol: per "
                   "block, the control state before it, the masks, the successor index and the "
                   "values it assigned")
    r.add_argument("--after", action="store_true",
                   help="the protocol with the control state after each block too (ℓin', ℓnext')")
    r.add_argument("--explain", action="store_true", help="the protocol, then per step each rule "
                   "that applied, the threads it applied to and the instruction it applied at")
    r.add_argument("--json", action="store_true", help="machine-readable result")
    r.add_argument("--html", metavar="OUT.html", help="write a page that steps through the run "
                   "under FR and OBL side by side (with --replay: its source and target)")
    r.add_argument("--replay", metavar="CASE.json",
                   help="run a saved case again: both sides of a counterexample from pllvm check "
                   "--save, or a failing run from pllvm fuzz (FILE is not needed)")
    r.add_argument("--native", action="store_true",
                   help="run the SIMD code natively (lowered to LLVM IR, JIT-compiled)")
    r.add_argument("--shapes", metavar="SIG", help="--native: parameter shapes (default: all v); "
                   "@G=v entries make a global thread-private (with or without --native)")
    r.add_argument("--checked", action="store_true", help="--native: check every access against "
                   "the run's objects and report the first one outside them, as the interpreter does")
    r.add_argument("--time-limit", type=float, default=60, metavar="S",
                   help="--native: seconds the native code may run (default 60); it runs in a "
                        "child process, so a crash or a hang is reported, not suffered")
    r.add_argument("--check-wf", action="store_true",
                   help="track definition masks (Def. 10) and report uses of undefined values")

    fz = sub.add_parser("fuzz", help="generate programs and self-check the interpreter (exit 1 "
                        "if a check failed)", description="a fuzzing campaign: checks "
                        "defined, schedulers, scalar; each failure is shrunk and saved for replay")
    fz.set_defaults(run=cmd_fuzz)
    fz.add_argument("--seconds", type=float, default=60, help="how long to run (default 60)")
    fz.add_argument("--seed", type=int, default=0)
    fz.add_argument("--programs", type=int, metavar="N",
                    help="stop after N programs, or when --seconds are up if that is first (the "
                    "same --seed and N generate the same programs on any machine)")
    fz.add_argument("--lanes", "-W", type=int, default=4, help="threads per run (1 to 16)")
    fz.add_argument("--out", default="fuzz-cases", metavar="DIR",
                    help="where failures are written, and the results the campaign resumes "
                         "from (DIR/campaign.jsonl; default fuzz-cases)")
    _campaign_options(fz)
    fz.add_argument("--json", action="store_true")

    cs = sub.add_parser("check-suite", help="run every check of a manifest (JSON lines) or every "
                        "check a corpus folder states, as a campaign (exit 0 all as expected, 1 "
                        "not, 3 unknown)", description="a campaign of checks: the manifest format "
                        "is in the README (pllvm/campaigns/suite.py)")
    cs.set_defaults(run=cmd_check_suite)
    cs.add_argument("where", metavar="DIR|MANIFEST")
    cs.add_argument("--lanes", "-W", type=int, default=4,
                    help="W for the checks found in a folder (default 4)")
    cs.add_argument("--only", metavar="TEXT", help="only the checks whose label contains TEXT")
    cs.add_argument("--out", default="check-suite.jsonl", metavar="FILE.jsonl",
                    help="the results, one JSON line per check, which the campaign resumes from "
                         "(default check-suite.jsonl)")
    _campaign_options(cs)
    cs.add_argument("--json", action="store_true", help="the summary as JSON")

    lo = command("lower", cmd_lower, "widen a control-uniform function (vectorized first if it is "
                 "not) to SIMD LLVM IR")
    lo.add_argument("--function", "-f", help="the function (default: the only one)")
    lo.add_argument("--lanes", "-W", type=int, default=8, help="SIMD width W (default 8)")
    lo.add_argument("--shapes", metavar="SIG", help="parameter shapes (default: all v)")
    lo.add_argument("--kernel", action="store_true",
                    help="also emit the kernel driver @F.pllvm.kernel (the first parameter is the item)")
    lo.add_argument("--veclib", choices=_Names("pllvm.backend.veclib", "VECLIBS"), default="none",
                    metavar="LIB", help="%(choices)s: transcendental math of varying f32/f64 values "
                    "as calls of glibc's libmvec for x86-64 SSE (b), AVX (c), AVX2 (d) or AVX-512 "
                    "(e); the functions carry that ISA's target feature: link -lmvec, run on such "
                    "a host (default none: LLVM vector intrinsics)")
    lo.add_argument("--isa", choices=("generic", "avx512"), default="generic",
                    help="generic: LLVM IR any x86-64 host runs; avx512: also AVX-512's own "
                    "forms (register compress), the functions carrying +avx512f,+avx512vl: run "
                    "on such a host (default generic)")
    lo.add_argument("-o", "--output", help="write to this file instead of standard output")
    lo.add_argument("--json", action="store_true", help="the widened signature (each parameter "
                    "u or v), whether the function was vectorized first, and the text (unless -o)")

    kn = command("kernel", cmd_kernel, "apply a function to the items 0..N-1 (its first parameter), "
                 "natively or by the interpreter; or run an OpenCL C kernel (FILE.cl) over an "
                 "NDRange, work-group by work-group")
    kn.add_argument("--function", "-f", "--kernel", dest="function",
                    help="the function or OpenCL kernel (default: the only one)")
    kn.add_argument("--items", "-n", type=int, metavar="N", help="the items (not for FILE.cl)")
    kn.add_argument("--global", dest="global_size", metavar="X[,Y[,Z]]",
                    help="FILE.cl: the global size in one to three dimensions")
    kn.add_argument("--local", dest="local_size", metavar="X[,Y[,Z]]",
                    help="FILE.cl: the work-group size (default 1 in each dimension)")
    kn.add_argument("--offset", metavar="X[,Y[,Z]]", help="FILE.cl: the global offset (default 0)")
    kn.add_argument("--simd-dim", type=int, default=0, metavar="D",
                    help="FILE.cl: the dimension vectorized across work-items, whose local ids are "
                    "consecutive across a group's threads (default 0)")
    kn.add_argument("--boscc", action="store_true", help="FILE.cl --native: vectorize with BOSCC's "
                    "heuristic (blocks all threads skip are jumped over)")
    kn.add_argument("--local-mem", action="append", metavar="NAME=BYTES",
                    help="FILE.cl: the size of a __local pointer parameter's memory per work-group")
    kn.add_argument("--lanes", "-W", type=int, default=None,
                    help="SIMD width W (default 8; for FILE.cl the work-group's size, one lane per "
                    "work-item, or a divisor of it for a kernel without barriers)")
    mode = kn.add_mutually_exclusive_group(required=True)
    mode.add_argument("--native", action="store_true", help="the SIMD code, JIT-compiled")
    mode.add_argument("--interp", action="store_true", help="the interpreter, W threads at a time")
    kn.add_argument("--arg", action="append", metavar="NAME=V", help="a uniform argument")
    kn.add_argument("--input", metavar="FILE.json", help='{"args": {...}, "buffers": {...}}')
    kn.add_argument("--json", action="store_true",
                    help="memory, ret, seconds (the kernel alone) and compile_seconds as JSON")
    kn.add_argument("--checked", action="store_true", help="native: check every access against "
                    "the run's objects and report the first one outside them, as the interpreter does")
    kn.add_argument("--time-limit", type=float, default=60, metavar="S",
                    help="--native: seconds the native code may run (default 60); it runs in a "
                         "child process, so a crash or a hang is reported, not suffered")

    vz = sub.add_parser("vectorize", help="normalize, transform divergent loops, [BOSCC], "
                        "linearize: a control-uniform program correct under OBL",
                        description="the vectorizer pipeline of ch. 8 and 9")
    vz.set_defaults(run=cmd_vectorize)
    vz.add_argument("file", metavar="FILE")
    vz.add_argument("--function", "-f", help="the function (default: the only one)")
    vz.add_argument("--shapes", metavar="SIG", help="parameter shapes: v,u->v (with --loop: all u, "
                    "the default)")
    vz.add_argument("--loop", metavar="LABEL", help="vectorize this loop (its header's label): its "
                    "iterations become the W threads ([TR-OUTER])")
    vz.add_argument("--interleave", type=int, default=1, metavar="U",
                    help="--loop/--marked: U full chunks of W iterations per trip of the "
                    "full-chunk loop, each with its own partial results (default 1)")
    vz.add_argument("--alc", choices=["unroll", "iterative"], help="--loop/--marked: active-lane "
                    "consolidation: the iterations that enter --alc-at gathered into full vectors, "
                    "two chunks per trip (unroll, [TR-ALC-UNROLL]) or across trips (iterative, "
                    "[TR-ALC-ITER])")
    vz.add_argument("--alc-at", metavar="BLOCK", help="the block to consolidate (with --alc)")
    vz.add_argument("--marked", action="store_true", help="vectorize the loop the source marks "
                    "(#pragma omp simd, #pragma clang loop vectorize(enable)) as --loop does")
    vz.add_argument("--lanes", "-W", type=int, default=4, help="W for the analysis and the checks")
    vz.add_argument("--boscc", action="store_true", help="BOSCC gadgets where the heuristic puts them")
    vz.add_argument("--boscc-at", action="append", metavar="A->B",
                    help="a BOSCC gadget on this edge of a divergent branch (repeatable)")
    vz.add_argument("--full-ifconv", action="store_true",
                    help="treat every branch and loop as divergent (the WFV baseline)")
    vz.add_argument("--emit-after", choices=_Names("pllvm.transform.pipeline", "PASSES"),
                    metavar="PASS", help="stop after this pass (%(choices)s)")
    _variant_option(vz, "pllvm.transform.pipeline", "those of `analyze --variant`, and partial "
                    "linearization without the single-exit precondition (semantics/transforms.md)")
    vz.add_argument("--validate-each", action="store_true",
                    help="check every pass's output against its input (pllvm check same)")
    vz.add_argument("--check", action="store_true",
                    help="check the output (OBL) against the input (FR): same and vectorize")
    vz.add_argument("--smt", action="store_true",
                    help="--validate-each and --check prove with z3 instead of drawing inputs")
    vz.add_argument("--unroll", default="4", metavar="K",
                    help="--smt: iterations of each loop encoded (default 4; auto: the largest "
                         "loop step, so that each vector body runs once)")
    vz.add_argument("--timeout", type=int, default=60, help="--smt: z3 time limit per check in "
                    "seconds (default 60)")
    vz.add_argument("--examples", type=int, default=50, help="inputs drawn per check (default 50)")
    vz.add_argument("--seed", type=int, default=0)
    vz.add_argument("-o", "--output", help="write the program here instead of standard output")
    vz.add_argument("--json", action="store_true", help="the report (and program) as JSON")

    ck = sub.add_parser("check", help="does TGT refine SRC (same) or vectorize it? exit 0 valid, "
                        "1 invalid, 3 unknown, 2 bad input", description="run-based checking")
    ck.set_defaults(run=cmd_check)
    ck.add_argument("source", metavar="SRC")
    ck.add_argument("target", metavar="TGT")
    ck.add_argument("--relation", choices=["same", "vectorize", "loop"], default="same",
                    help="same: TGT refines SRC, W threads each; vectorize: lane t of TGT is SRC "
                    "run alone on thread t's arguments; loop: SRC run once, TGT with W threads "
                    "(an outer loop vectorized)")
    ck.add_argument("--shapes", metavar="SIG",
                    help="v,u->v: the arguments drawn (u: one value on every thread, sN: stride N "
                         "from any base); needed for vectorize")
    ck.add_argument("--lanes", "-W", type=int, default=4)
    ck.add_argument("--examples", type=int, default=200, help="inputs drawn (default 200)")
    ck.add_argument("--seed", type=int, default=0)
    ck.add_argument("--time-limit", type=float, default=TIME_LIMIT, metavar="S",
                    help=f"run-based: seconds for the whole check (default {TIME_LIMIT:g}); a "
                         "check it ends says how far it got")
    ck.add_argument("--fuel", type=int, default=FUEL, metavar="N",
                    help=f"run-based: steps of one source run (default {FUEL}); an input the "
                         "source needs more for is not compared, and the target gets "
                         "16 times the source's steps on the same input")
    ck.add_argument("--buffer", action="append", metavar="NAME=TYPE[:COUNT]",
                    help="run-based: the element type and count of a pointer parameter's buffer "
                         "(default: the type loaded through it, sized by what the source touches)")
    ck.add_argument("--allow-uncovered", action="append", metavar="BLOCK[,BLOCK]",
                    help="run-based: target blocks that may never run without making the verdict "
                         "unknown ('*': all)")
    ck.add_argument("--source-function")
    ck.add_argument("--target-function")
    ck.add_argument("--source-interp", choices=INTERPS, default="FR")
    ck.add_argument("--target-interp", choices=INTERPS,
                    help="default OBL for vectorize, FR for same")
    ck.add_argument("--smt", action="store_true",
                    help="prove with z3 for all inputs (W lanes, min-index schedule, loops up to "
                         "--unroll iterations); a model is replayed before it is reported")
    ck.add_argument("--unroll", default="auto", metavar="K",
                    help="--smt: iterations of each loop encoded (default auto: the largest "
                         "loop step of either side, so that each vector body runs once, and 4 "
                         "where every loop steps by one); inputs that need more are reported, "
                         "not covered")
    ck.add_argument("--unbounded", action="store_true",
                    help="--smt, and first prove it for every trip count by induction over the loops "
                         "(same: --lanes 1, a source with one loop; vectorize: a lock-step loop that "
                         "runs while any lane is live, lane by lane, for every W); where that does "
                         "not go through, the bounded check, and the verdict says which was proved")
    ck.add_argument("--timeout", type=int, default=60, help="z3 time limit in seconds (default 60)")
    ck.add_argument("--save", metavar="CASE.json", help="write a counterexample as a replay file")
    ck.add_argument("--html", metavar="OUT.html", help="write a counterexample as a page: its "
                    "source and target runs side by side, stepped through in a browser")
    ck.add_argument("--json", action="store_true")

    sched = sub.add_parser("schedule", help="check runtime schedules (ch. 5)",
                           description="check runtime schedules (ch. 5)")
    ssub = sched.add_subparsers(dest="schedule_command", required=True, metavar="COMMAND")
    chk = ssub.add_parser("check", help="say for each step whether it makes progress, "
                          "synchronizes and preserves termination (exit 0 greedy, 1 not)")
    chk.set_defaults(run=cmd_schedule_check)
    chk.add_argument("file", metavar="FILE")
    chk.add_argument("--schedule", required=True, metavar='"A B C"')
    _inputs(chk)
    chk.add_argument("--json", action="store_true")

    an = command("analyze", cmd_analyze, "divergence analysis: each value's shape, each branch "
                 "and loop uniform or divergent, sync/temporal divergent blocks")
    an.add_argument("--function", "-f", help="the function (default: the only one)")
    an.add_argument("--shapes", required=True, metavar="SIG",
                    help="parameter shapes, e.g. v,u or v,u->v (sN: stride N from any base)")
    an.add_argument("--lattice", choices=["basic", "sa"], default="basic")
    an.add_argument("--interp", choices=["FR", "OBL"], default="FR",
                    help="the interpretation the function runs under (default FR; the facts for FR "
                    "hold under OBL too, and --check runs both)")
    an.add_argument("--lanes", "-W", type=int, default=8,
                    help="W, used by the stride-alignment compare rule (default 8)")
    an.add_argument("--check", action="store_true",
                    help="run the function under every greedy schedule and report each fact of "
                    "the analysis an execution contradicts (exit 1 if any)")
    an.add_argument("--check-lanes", type=int, help="with --check: one W (default 2, 3 and 4)")
    an.add_argument("--samples", type=int, default=3, help="with --check: draws per 0/1 pattern")
    an.add_argument("--seed", type=int, default=0)
    _variant_option(an, "pllvm.analysis.divergence", "the stride compare of §10.4.4, the POPL'21 "
                    "Algorithm 1 as printed, the direct cdep_on of the activation sets "
                    "(semantics/divergence.md)")
    an.add_argument("--save", metavar="CASE.json",
                    help="with --check: write the inputs of the first contradiction here (the "
                    "replay command reads them: pointer parameters need their buffers)")
    an.add_argument("--json", action="store_true")

    pv = sub.add_parser("prove", help="check proof obligations (proofs/) up to a bound (exit 0 "
                        "all hold, 1 a counterexample, 3 unknown)",
                        description="check proof obligations (proofs/README.md) up to a bound")
    pv.set_defaults(run=cmd_prove)
    pv.add_argument("names", metavar="NAME", nargs="*",
                    help="obligations to check (default: every one that is not a published rule)")
    pv.add_argument("--bound", default="small",
                    help="small (the default suite's), full (proofs/README.md), or a number "
                         "(blocks for CFG obligations, the widest W for ALC)")
    pv.add_argument("--list", action="store_true", help="list the obligations and exit")
    pv.add_argument("--out", metavar="FILE.jsonl",
                    help="keep each shard's verdict here, so that the same command resumes")
    pv.add_argument("--record", action="store_true",
                    help="put each verdict in the results table of proofs/README.md")
    _campaign_options(pv)
    pv.add_argument("--json", action="store_true")

    sv = sub.add_parser("server", help="a warm process that answers every later pllvm call in a "
                        "forked worker, without the start-up (PLLVM_SERVER=off bypasses it)",
                        description="start, stop or ask after the warm server of this code; "
                        "while it runs, each pllvm call is run by a worker forked from it, "
                        "with the caller's files, directory and environment")
    sv.set_defaults(run=cmd_server)
    sv.add_argument("action", choices=["start", "stop", "status"])
    sv.add_argument("--idle", type=float, default=IDLE,
                    help="seconds without a call after which the server exits (default %(default)g)")

    ex = command("explore", cmd_explore, "enumerate greedy schedules and group them by outcome "
                 "(exit 0 one outcome, 1 several)")
    _inputs(ex)
    ex.add_argument("--max-schedules", type=int, default=10_000)
    ex.add_argument("--max-steps", type=int, default=200, help="longest schedule explored")
    ex.add_argument("--unconstrained", action="store_true",
                    help="every label sequence whose steps make progress, not only greedy ones")
    ex.add_argument("--check-wf", action="store_true",
                    help="track definition masks (Def. 10) along every schedule")
    ex.add_argument("--json", action="store_true")
    ex.add_argument("--html", metavar="OUT.html", help="write a page with one run per outcome "
                    "(its example schedule), to choose between and step through in a browser")
    return p


def _inputs(p: argparse.ArgumentParser) -> None:
    """The options that say what to run: function, threads, interpretation, arguments."""
    p.add_argument("--function", "-f", help="the function (default: the only one)")
    p.add_argument("--lanes", "-W", type=int, default=2, help="number of threads W (default 2)")
    p.add_argument("--interp", choices=INTERPS, default="FR")
    p.add_argument("--arg", action="append", metavar="NAME=V[,V...]")
    p.add_argument("--input", metavar="FILE.json")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit code."""
    # the checker draws its inputs without hypothesis plugins: loading those of the installed
    # packages (trio's, for one) would cost every command that checks 0.1-0.3 s of start-up
    os.environ.setdefault("HYPOTHESIS_NO_PLUGINS", "1")
    args = _parser().parse_args(argv)
    try:
        return args.run(args)
    except PllvmError as e:
        print(f"pllvm: error: {e}", file=sys.stderr)
        return EXIT_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # a bug: say so plainly, without a traceback
        print(f"pllvm: internal error: {type(e).__name__}: {e} (please report this with the input)",
              file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
