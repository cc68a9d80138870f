"""P9, the pipeline end to end ([TR-PIPELINE]; after P1-P8 of test_linearize_properties.py): on
generated programs, the pipeline's output under OBL agrees with its input under FR (§9.1: the
divergent loop transform makes a loop correct under FR correct under OBL; §8.5: partial
linearization keeps the semantics) and, for programs whose threads do not interact, with W
scalar runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from pllvm.check import Side
from pllvm.check.differential import same_counterexample, vectorize_counterexample
from pllvm.exec import run
from pllvm.fuzz import programs
from pllvm.fuzz.strategies import Generated
from pllvm.text import parse_file
from pllvm.transform.pipeline import Options, vectorize
from pllvm.valid import verify_module

SHAPES = "v,u,v,u"  # %a varies, %b is uniform, %t is the thread's number, %buf one buffer
POLICIES = ("min-index", "max-index", "random:1", "random:2")
CONFIGS = {"partial": {}, "boscc": {"boscc": True}, "full": {"full_ifconv": True}}
INTERACTING = {"horizontal", "total", "predicate", "shadow"}


def _outcome(r) -> tuple:
    assert r.ub is None and r.terminated, (r.ub, r.schedule)
    return tuple(r.ret), tuple((k, tuple(v)) for k, v in sorted(r.memory.items()))


@pytest.mark.parametrize("config", CONFIGS)
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(p=programs(lanes=4, depth=2))
def test_p9_output_under_obl_agrees_with_input(config: str, p: Generated) -> None:
    """Every scheduler's outcome of the output (OBL) is an outcome of the input (FR); the output
    is control-uniform and well-formed."""
    result = vectorize(p.module, Options(SHAPES, "f", 4, **CONFIGS[config]))  # type: ignore[arg-type]
    assert result.control_uniform, (p.text, result.output_divergence.branches)
    assert verify_module(result.output) == []
    source = {_outcome(p.run("FR", scheduler=policy)) for policy in POLICIES}
    for policy in POLICIES:
        out = run(result.output, "f", 4, "OBL", p.args, p.buffers, scheduler=policy)
        assert _outcome(out) in source, (p.text, policy, out.ret, source)
    if not p.features & INTERACTING:
        alone = [run(p.module, "f", 1, "FR", {k: [v[t]] for k, v in p.args.items()}, p.buffers)
                 for t in range(4)]
        out = run(result.output, "f", 4, "OBL", p.args, p.buffers)
        assert out.ret == [r.ret[0] for r in alone], (p.text, out.ret)


@settings(max_examples=30, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(p=programs(lanes=4, depth=2))
def test_p9_by_pllvm_check(p: Generated) -> None:
    """The same through `pllvm check`'s relations on the program's own input (drawn inputs would
    break the generator's contract: %t is the thread's number, the buffer has 128 elements):
    `same` (input FR, output OBL) under every scheduler, and `vectorize` (W scalar runs) where
    the threads do not interact."""
    result = vectorize(p.module, Options(SHAPES, "f", 4))
    example = {"args": p.args, "buffers": {k: list(b.data) for k, b in p.buffers.items()}}
    source, target = Side(p.module, "f", "FR"), Side(result.output, "f", "OBL")
    for policy in POLICIES:
        # [CHK-SAME]: the target's outcome under a policy is an outcome of the source under some
        # policy (a horizontal builtin at a join makes the source's result schedule-dependent)
        found = [same_counterexample(source, target, 4, example, sp, target_policy=policy)
                 for sp in POLICIES]
        assert any(c is None for c in found), found[0].explain()  # type: ignore[union-attr]
        if not p.features & INTERACTING:
            cex = vectorize_counterexample(source, target, 4, example, policy)
            assert cex is None, cex.explain()


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS)
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(p=programs(lanes=4, depth=3))
def test_p9_campaign(config: str, p: Generated) -> None:
    """The P9 property on deeper programs, 300 per configuration (`--runslow`)."""
    test_p9_output_under_obl_agrees_with_input.hypothesis.inner_test(config=config, p=p)


def test_p9_boscc_blend_of_a_shadow_phi_stays_uniform() -> None:
    """Found by the P9 campaign: a later uniform branch (D45) was reported divergent; the
    terminators are now analysed as their own block reads their operands ([DA-SPLIT])."""
    module = parse_file(str(Path(__file__).parent / "data" / "p9_boscc_blend_of_shadow_phi.pll"))
    result = vectorize(module, Options(SHAPES, "f", 4, boscc=True))
    assert result.control_uniform, result.output_divergence.branches
