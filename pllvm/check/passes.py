"""Checking the vectorizer pipeline: each step against the relation it promises, and the end
result against the input ([CHK-PIPELINE] in semantics/checking.md)."""

from __future__ import annotations

from pllvm.check import Options, Side, check
from pllvm.check.options import Relation
from pllvm.check.verdict import Verdict
from pllvm.syntax.builtins import horizontal_because
from pllvm.transform.pipeline import Result, Step

__all__ = ["check_result", "check_step"]

#: a step's output may take more steps than its input (a linearized loop runs every block)
OUTPUT_FUEL = 16


def check_step(step: Step, function: str, options: Options) -> Verdict:
    """[CHK-PIPELINE] The step's output refines its input: `same`, each side under the
    interpretation the pass states, for the shape signature (`loop` for the outer-loop step,
    whose input is the scalar loop: [TR-OUTER], [CHK-LOOP]); by runs, `options.fuel` bounds
    each run of the input (an input the source needs more steps for is not compared)."""
    fuel = None if options.smt else options.fuel
    relation: Relation = "loop" if step.name == "outer-loop" else "same"
    return check(relation, Side(step.before, function, step.source_interp, f"<before {step.name}>",
                              fuel),
                 Side(step.after, function, step.target_interp, f"<after {step.name}>",
                      None if fuel is None else fuel * OUTPUT_FUEL), options)


def check_result(result: Result, options: Options) -> dict[str, Verdict]:
    """[CHK-PIPELINE] The pipeline's output under OBL against its input under FR (`same`), and
    against W independent scalar runs of the input (`vectorize`); the latter is `unknown` for an
    input whose threads interact (horizontal builtins, `mask`, `total`, predicates). An outer
    loop vectorized is checked against its one scalar run (`loop`)."""
    fn = result.function
    src = Side(result.steps[0].before, fn, "FR", "<input>")
    out = Side(result.output, fn, "OBL", "<output>")
    if any(s.name == "outer-loop" for s in result.steps):  # a scalar loop, run once ([CHK-LOOP])
        return {"loop": check("loop", src, out, options)}
    verdicts = {"same": check("same", src, out, options)}
    why = horizontal_because(src.fn)
    if why is not None:
        verdicts["vectorize"] = Verdict("unknown", reason=f"the input's threads interact ({why}), "
                                        "so W scalar runs are not its meaning")
    else:
        verdicts["vectorize"] = check("vectorize", src, out, options)
    return verdicts

