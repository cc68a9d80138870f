"""Checking the vectorizer pipeline: each step against the relation it promises, and the end
result against the input ([CHK-PIPELINE] in semantics/checking.md)."""

from __future__ import annotations

from pllvm.check.differential import FUEL, Side, check_same, check_vectorize
from pllvm.check.smt.relations import check_same_smt, check_vectorize_smt
from pllvm.check.verdict import Verdict
from pllvm.syntax.builtins import is_horizontal
from pllvm.transform.pipeline import Result, Step

__all__ = ["check_result", "check_result_smt", "check_step", "check_step_smt"]


def check_step(step: Step, function: str, shapes: str, lanes: int = 4, examples: int = 50,
               seed: int = 0, fuel: int = FUEL) -> Verdict:
    """[CHK-PIPELINE] The step's output refines its input: `same`, each side under the interpretation
    the pass states, on inputs drawn for the shape signature; `fuel` bounds each run (an input the
    source needs more steps for is not compared)."""
    return check_same(Side(step.before, function, step.source_interp, f"<before {step.name}>",
                           fuel),
                      Side(step.after, function, step.target_interp, f"<after {step.name}>",
                           fuel * 16),
                      lanes, examples, seed, signature=shapes)


def check_result(result: Result, shapes: str, lanes: int = 4, examples: int = 50,
                 seed: int = 0) -> dict[str, Verdict]:
    """[CHK-PIPELINE] The pipeline's output under OBL against its input under FR (`same`), and against W
    independent scalar runs of the input (`vectorize`); the latter is `unknown` for an input whose
    threads interact (horizontal builtins, `mask`, `total`, predicates)."""
    source = result.steps[0].before
    fn = result.function
    out = {"same": check_same(Side(source, fn, "FR", "<input>"),
                              Side(result.output, fn, "OBL", "<output>"),
                              lanes, examples, seed, signature=shapes)}
    if is_horizontal(source.function(fn)):
        out["vectorize"] = Verdict("unknown", reason="the input's threads interact (horizontal "
                                   "operations), so W scalar runs are not its meaning")
    else:
        out["vectorize"] = check_vectorize(Side(source, fn, "FR", "<input>"),
                                           Side(result.output, fn, "OBL", "<output>"),
                                           shapes, lanes, examples, seed)
    return out


def check_step_smt(step: Step, function: str, shapes: str, lanes: int = 4, bound: int | None = 4,
                   timeout_ms: int = 60_000) -> Verdict:
    """The step's output refines its input, proved with z3 for all inputs of the shapes
    (W lanes, min-index schedule, loops up to `bound` iterations)."""
    return check_same_smt(Side(step.before, function, step.source_interp, f"<before {step.name}>"),
                          Side(step.after, function, step.target_interp, f"<after {step.name}>"),
                          lanes, shapes, bound, timeout_ms)


def check_result_smt(result: Result, shapes: str, lanes: int = 4, bound: int | None = 4,
                     timeout_ms: int = 60_000) -> dict[str, Verdict]:
    """P9 proved with z3: the output under OBL against the input under FR (`same`) and against
    W scalar runs of the input (`vectorize`, `unknown` for an input whose threads interact)."""
    source = result.steps[0].before
    fn = result.function
    src, out = Side(source, fn, "FR", "<input>"), Side(result.output, fn, "OBL", "<output>")
    verdicts = {"same": check_same_smt(src, out, lanes, shapes, bound, timeout_ms)}
    if is_horizontal(source.function(fn)):
        verdicts["vectorize"] = Verdict("unknown", reason="the input's threads interact (horizontal "
                                        "operations), so W scalar runs are not its meaning")
    else:
        verdicts["vectorize"] = check_vectorize_smt(src, out, shapes, lanes, bound, timeout_ms)
    return verdicts
