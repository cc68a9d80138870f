"""The pass manager and the vectorizer pipeline (ch. 8, 9; the whole-function flow of `002_...`).

A pass maps a module to a module (one function changes) and states the relation it promises:
the interpretations its input and its output are compared under: normalize, the divergent loop
transform and BOSCC keep FREEZING behaviour; linearization turns a FREEZING-correct program with
uniform loops into a control-uniform one correct under OBLIVIOUS ([TR-PIPELINE] in
semantics/transforms.md says why the loop transform alone is not checked under OBL). `vectorize`
runs

    normalize -> divergent-loops -> [boscc] -> linearize

and records every step with notes saying what each pass did; a `validate` callback (the CLI's
`--validate-each`, built on `pllvm.check`) may check each step as it is made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import attrs

from pllvm.analysis import analyze, parse_signature
from pllvm.analysis.divergence import PUBLISHED as PUBLISHED_ANALYSIS
from pllvm.analysis.divergence import DivergenceResult
from pllvm.analysis.lattice import Shape, uniform
from pllvm.cfg import CFG, dominator_tree, loop_forest
from pllvm.errors import TransformError
from pllvm.exec.inline import calls_inlined
from pllvm.exec.interp import Interp
from pllvm.syntax import Call, Declaration, Function, GlobalRef, IntConst, Module, Param
from pllvm.syntax.builtins import in_theta
from pllvm.transform.boscc import boscc, boscc_edges
from pllvm.transform.linearize import linearize
from pllvm.transform.loops import transform_divergent_loop
from pllvm.transform.normalize import normalize
from pllvm.transform.outer import vectorize_loop
from pllvm.valid import module_context, verify_function

__all__ = ["PASSES", "PUBLISHED", "VARIANT_NAMES", "Judgement", "Options", "Step", "vectorize"]

PASSES = ("inline", "outer-loop", "normalize", "divergent-loops", "boscc", "linearize")

#: The published rules the pipeline can run instead of the repaired ones: the analysis' and
#: partial linearization's (semantics/transforms.md).
PUBLISHED: dict[str, str] = {
    **PUBLISHED_ANALYSIS,
    "published_single_exit": "[TR-LIN-SINK] partial linearization without a single sink (ch. 8)",
}
#: What `pllvm vectorize --variant` accepts.
VARIANT_NAMES = ("fixed", "published", *PUBLISHED)


@attrs.frozen
class Options:
    """What `vectorize` does: the function, its shape signature, and the optional passes.

    `boscc` is False, True (the heuristic of `pllvm.transform.boscc`) or explicit edges;
    `full_ifconv` treats every branch and loop as divergent (the WFV baseline); `variants` are
    published rules to run instead of the repaired ones (`PUBLISHED`).
    """

    shapes: str
    function: str | None = None
    lanes: int = 8
    boscc: bool | tuple[tuple[str, str], ...] = False
    full_ifconv: bool = False
    emit_after: str | None = None
    variants: frozenset[str] = frozenset()
    loop: str | None = None  # [TR-OUTER]: the header of the loop whose iterations become threads
    interleave: int = 1  # [TR-OUTER-INTERLEAVE]: full chunks per trip of the full-chunk loop
    alc_at: str | None = None  # [TR-ALC-UNROLL]: the block whose iterations are consolidated
    alc: str = "unroll"  # or "iterative" ([TR-ALC-ITER])

    @property
    def single_sink(self) -> bool:
        """[TR-LIN-SINK] whether the CFG is given one sink before linearizing (the repair)."""
        return "published_single_exit" not in self.variants


class Judgement(Protocol):
    """What a `validate` callback says of a step (pllvm.check's Verdict, a layer above)."""

    kind: str

    def explain(self) -> str: ...

    def to_json(self) -> dict[str, object]: ...


@attrs.frozen
class Step:
    """One pass applied: the module before and after, the relation promised, and notes."""

    name: str
    before: Module
    after: Module
    source_interp: Interp
    target_interp: Interp
    notes: tuple[str, ...]
    verdict: Judgement | None = None  # what `validate` said, if it ran


@attrs.frozen
class Result:
    """The steps made and the analysis of the input (which branches and loops diverge)."""

    function: str
    steps: tuple[Step, ...]
    divergence: DivergenceResult
    output: Module
    output_divergence: DivergenceResult
    stopped: str | None = None  # why the pipeline stopped early (an invalid step)

    @property
    def control_uniform(self) -> bool:
        """Whether every branch of the output is uniform by the divergence analysis."""
        return not any(self.output_divergence.branches.values())


def vectorize(module: Module, options: Options,
              validate: Callable[[Step], Judgement] | None = None) -> Result:
    """[TR-PIPELINE] Run the pipeline on `options.function` of `module`; `validate(step)` is called after
    each pass and the pipeline stops at a step whose verdict is `invalid`."""
    if options.emit_after is not None and options.emit_after not in PASSES:
        raise TransformError(f"unknown pass {options.emit_after!r}: the passes are "
                             + ", ".join(PASSES))
    if options.emit_after == "boscc" and not options.boscc:
        raise TransformError("--emit-after boscc: BOSCC is not asked for (--boscc, --boscc-at)")
    fn = module.function(options.function)
    try:
        shapes, _ = parse_signature(options.shapes, fn)
    except ValueError as e:
        raise TransformError(str(e)) from None
    ctx = _Context(module, fn.name, shapes, options)
    first = analyze(module, fn, shapes, lanes=options.lanes, variants=options.variants)
    if options.loop is not None and not all(uniform(x) for x in shapes):
        raise TransformError(f"--loop {options.loop}: the function runs once, on uniform arguments "
                             f"(its loop's iterations become the threads), so every parameter's "
                             f"shape is u, not {options.shapes!r}")
    if options.alc_at is not None and options.loop is None:
        raise TransformError("--alc consolidates the iterations of a loop: name it (--loop LABEL "
                             "or --marked)")
    if options.emit_after == "outer-loop" and options.loop is None:
        raise TransformError("--emit-after outer-loop: no loop is asked for (--loop LABEL)")
    passes: list[tuple[str, Callable[[_Context, Function], tuple[Function, list[str]]], Interp, Interp]] = []
    if calls_inlined(module, fn) is not fn:
        passes.append(("inline", _inline, "FR", "FR"))
    if options.loop is not None:
        passes.append(("outer-loop", _outer_loop, "FR", "FR"))
    passes += [
        ("normalize", _normalize, "FR", "FR"),
        ("divergent-loops", _divergent_loops, "FR", "FR"),
    ]
    if options.boscc:
        passes.append(("boscc", _boscc, "FR", "FR"))
    passes.append(("linearize", _linearize, "FR", "OBL"))
    steps: list[Step] = []
    current = module
    known = _diagnostics(module, fn)
    stopped = None
    for name, run, src, tgt in passes:
        if name == "linearize" and _predicated(current.function(fn.name)):
            src = "OBL"  # a predicated block's values on its passive threads: [TR-LINEARIZE]
        out_fn, notes = run(ctx, current.function(fn.name))
        after = _with_function(current, out_fn)
        _well_formed(name, after, out_fn, known)
        step = Step(name, current, after, src, tgt, tuple(notes))
        if validate is not None:
            step = attrs.evolve(step, verdict=validate(step))
        steps.append(step)
        current = after
        if step.verdict is not None and step.verdict.kind == "invalid":
            stopped = f"the {name} step is invalid"
            break
        if name == options.emit_after:
            break
    out_interp = steps[-1].target_interp if steps else "FR"
    return Result(fn.name, tuple(steps), first, current,
                  ctx.analyze(current.function(fn.name), out_interp), stopped)


def _diagnostics(module: Module, fn: Function) -> list[str]:
    """What pllvm.valid finds wrong with `fn` (SSA, dominance, types) in `module`."""
    return [d.message for d in verify_function(fn, module_context(module))]


def _well_formed(step: str, module: Module, fn: Function, known: list[str]) -> None:
    """A pass's output must be as well formed as its input; a pass that breaks it is stopped
    here, naming the first new diagnostic, not run on."""
    for message in _diagnostics(module, fn):
        if message not in known:
            raise TransformError(f"the {step} pass made @{fn.name} ill-formed: {message} "
                                 "(please report this with the input)")


@attrs.frozen
class _Context:
    module: Module
    function: str
    shapes: Sequence[Shape]
    options: Options
    gadgets: set[str] = attrs.field(factory=set)  # BOSCC blocks: their branch stays

    def analyze(self, fn: Function, interp: Interp = "FR") -> DivergenceResult:
        """The analysis of a step's function, run under `interp` (every pass's input is FR)."""
        return analyze(_with_function(self.module, fn), fn, self.shapes, lanes=self.options.lanes,
                       variants=self.options.variants, interp=interp)


def _with_function(module: Module, fn: Function) -> Module:
    """`module` with `fn` in place of the function of the same name, and the builtins the passes
    call (`any`, `thread_id`, `rv_extract`, min/max intrinsics) declared where `fn` calls them
    undeclared, with the types of the first call."""
    functions = tuple(fn if f.name == fn.name else f for f in module.functions)
    declared = {d.name for d in module.declarations} | {f.name for f in module.functions}
    decls = list(module.declarations)
    for b in fn.blocks:
        for c in b.commands:
            op = c.op
            if (isinstance(op, Call) and isinstance(op.callee, GlobalRef)
                    and op.callee.name not in declared and in_theta(op.callee.name)):
                declared.add(op.callee.name)
                decls.append(Declaration(op.callee.name, op.ret_ty,
                                         tuple(Param(a.ty, f"x{k}") for k, a in enumerate(op.args))))
    return attrs.evolve(module, functions=functions, declarations=tuple(decls))


def _predicated(fn: Function) -> bool:
    return any(b.predicate is not None and b.predicate != IntConst(1) for b in fn.blocks)


# ---------------------------------------------------------------- the passes


def _inline(ctx: _Context, fn: Function) -> tuple[Function, list[str]]:
    """[W-CMD-CALL-FN] The calls of the module's functions, inlined, and indirect calls
    dispatched ([W-CMD-CALL-INDIRECT]): the function as the engines run it, so that the analysis
    and the passes see the callees' branches and loops."""
    defined = {f.name for f in ctx.module.functions}
    calls = [c.op for b in fn.blocks for c in b.commands if isinstance(c.op, Call)]
    direct = sorted({c.callee.name for c in calls
                     if isinstance(c.callee, GlobalRef) and c.callee.name in defined})
    indirect = sum(not isinstance(c.callee, GlobalRef) for c in calls)
    notes = [f"inlined the calls of {', '.join('@' + f for f in direct)}"] if direct else []
    if indirect:
        notes.append(f"{indirect} indirect call(s) dispatched over the functions whose address "
                     "the module takes, each inlined")
    return calls_inlined(ctx.module, fn), notes


def _outer_loop(ctx: _Context, fn: Function) -> tuple[Function, list[str]]:
    """[TR-OUTER] The iterations of the loop the options name become the threads."""
    assert ctx.options.loop is not None
    return vectorize_loop(ctx.module, fn, ctx.options.loop.lstrip("%"), ctx.options.lanes,
                          ctx.options.interleave, ctx.options.alc_at, ctx.options.alc)


def _normalize(ctx: _Context, fn: Function) -> tuple[Function, list[str]]:
    """Unique preheaders and latches, dedicated exits, LCSSA, one return block."""
    out = normalize(fn, ctx.options.single_sink)
    added = len(out.blocks) - len(fn.blocks)
    return out, [f"{added} blocks added" if added else "already in normal form"]


def _divergent_loops(ctx: _Context, fn: Function) -> tuple[Function, list[str]]:
    """Every divergent loop (every loop with full if-conversion) made uniform, innermost first."""
    notes: list[str] = []
    made: set[str] = set()
    for _ in range(4 * len(fn.blocks) + 4):
        cfg = CFG.of(fn)
        forest = loop_forest(cfg, dominator_tree(cfg))
        result = ctx.analyze(fn)
        todo = [lp for lp in forest.loops.values() if lp.header not in made
                and (ctx.options.full_ifconv or result.loops.get(lp.header))]
        if not todo:
            return fn, notes or ["no divergent loop"]
        lp = max(todo, key=lambda x: x.depth)
        why = ", ".join(x for x in lp.exiting if result.branches.get(x)) or "full if-conversion"
        fn = normalize(transform_divergent_loop(fn, lp.header), ctx.options.single_sink)
        cfg = CFG.of(fn)
        new = loop_forest(cfg, dominator_tree(cfg)).loop_of(lp.header)
        assert new is not None, "the transformed loop keeps its header's block in a loop"
        header = new.header
        made.add(header)
        notes.append(f"loop {lp.header}: divergent ({why}) -> uniform loop "
                     f"headed by {header}, {len(lp.exits)} exit(s) tracked")
    raise TransformError("the divergent loop transform does not converge")


def _boscc(ctx: _Context, fn: Function) -> tuple[Function, list[str]]:
    """BOSCC gadgets on the requested edges, or where the heuristic puts them."""
    opt = ctx.options.boscc
    if isinstance(opt, tuple):
        edges = list(opt)
    else:
        result = ctx.analyze(fn)
        edges = boscc_edges(fn, {b for b, d in result.branches.items() if d})
    out = boscc(fn, edges)
    ctx.gadgets.update(set(out.labels) - set(fn.labels))
    return out, [f"gadget on {a} -> {b}" for a, b in edges] or ["no edge qualifies"]


def _linearize(ctx: _Context, fn: Function) -> tuple[Function, list[str]]:
    """Partial linearization (or full if-conversion: only loop control stays a branch)."""
    result = ctx.analyze(fn)
    cfg = CFG.of(fn)
    loops = loop_forest(cfg, dominator_tree(cfg))
    if ctx.options.full_ifconv:
        uniform = {x for lp in loops.loops.values() for x in lp.exiting}
        uniform |= ctx.gadgets
    else:
        uniform = {b for b, d in result.branches.items() if not d}
    out = linearize(fn, uniform, published=not ctx.options.single_sink)
    notes = []
    for b in fn.blocks:
        if len(set(b.successors)) < 2:
            continue
        new = out.block(b.label).successors
        kind = "uniform" if b.label in uniform else "divergent"
        did = "kept" if len(set(new)) > 1 else f"folded to br {new[0]}"
        notes.append(f"branch in {b.label}: {kind}, {did}")
    return out, notes
