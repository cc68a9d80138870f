"""`--validate-each` over the whole corpus: no step of the pipeline is invalid on any function
(the wider configurations of corpus/loopvectorize and its broken copies with --runslow).

Every function is vectorized with all parameters varying (the most divergence), each step
checked against the relation its pass promises (semantics/transforms.md). A function the
pipeline refuses must be refused for a stated precondition; `unknown` steps are those whose
source is undefined on every input (corpus/exec/ub.pll) or takes vector arguments."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.check import Options as CheckOptions
from pllvm.check.passes import check_step
from pllvm.errors import TransformError
from pllvm.text import parse_file
from pllvm.transform.pipeline import Options, vectorize

#: LLVM's own vector code for the wider targets and its broken copies: the pipeline does to them
#: what it does to the VF-4 outputs, which run by default; these run with --runslow
SLOW = ("loopvectorize/broken/", ".haswell.", ".avx512.", ".ordered.")


def _param(path: Path) -> object:
    """A corpus file as the test's parameter, named by its path, slow where SLOW says."""
    name = str(path.relative_to(CORPUS))
    return pytest.param(path, marks=[pytest.mark.slow] if any(s in name for s in SLOW) else [], id=name)


FILES = [_param(p) for p in sorted(CORPUS.rglob("*")) if p.suffix in (".pll", ".ll")]
#: runs until its fuel is gone on every input: each check would only burn fuel; and programs whose
#: result depends on the greedy schedule by design (a horizontal builtin in a block that runs once
#: per group of threads, [DA-SPLIT]): the pass's output runs one of the source's outcomes, which a
#: fixed scheduler of the source need not pick
SKIP = {("ub.pll", "forever"), ("da_split.pll", "split"), ("da_split_generated.pll", "f")}
#: preconditions a corpus function may break, and so be refused
REFUSALS = ("is predicated and branches",)


@pytest.mark.parametrize("path", FILES)
def test_validate_each_finds_no_invalid_step(path: Path) -> None:
    module = parse_file(str(path))
    for fn in module.functions:
        if (path.name, fn.name) in SKIP:
            continue
        shapes = ",".join("v" for _ in fn.params)
        try:
            opts = CheckOptions(shapes=shapes, lanes=4, examples=4, fuel=500)
            result = vectorize(module, Options(shapes, fn.name, 4),
                               lambda step, f=fn.name, o=opts: check_step(step, f, o))
        except TransformError as e:
            assert any(r in str(e) for r in REFUSALS), f"@{fn.name}: {e}"
            continue
        for step in result.steps:
            assert step.verdict.kind != "invalid", f"@{fn.name} {step.name}: {step.verdict.explain()}"
        assert result.control_uniform, (fn.name, result.output_divergence.branches)
