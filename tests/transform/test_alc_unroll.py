"""[TR-ALC-UNROLL] loop-unrolling active-lane consolidation (seed 001 §3.2): two chunks of W
iterations per trip; when the iterations entering the consolidated block fill a vector without
either chunk doing so, they run it together. [TR-ALC-ITER] iterative consolidation: the
iterations that enter the block are held across trips until they fill a vector. Each
(iteration, block) pair runs once, the output is checked valid against the scalar loop on the
lane-mask grid, a broken consolidation is refuted, and loops whose iterations cannot be
reordered are refused with the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from pllvm.check import Options as CheckOptions
from pllvm.check import Side, check
from pllvm.check.inputs import BufferSpec, mask_patterns
from pllvm.check.passes import check_result
from pllvm.cli import main
from pllvm.errors import TransformError
from pllvm.exec import Buffer, run
from pllvm.text import parse_file, parse_module, print_module
from pllvm.transform.pipeline import Options, vectorize

ALC = Path(__file__).resolve().parents[2] / "corpus" / "alc" / "alc.ll"
MODULE = parse_file(ALC)
#: each loop's header and the block consolidated
AT = {"double_nonzero": ("8", "13"), "taken_cost": ("9", "15"), "chain": ("8", "15"),
      "histogram": ("8", "13"), "prefix": ("7", "12"), "ordered_sum": ("8", "8"),
      "lbm": ("9", "21"), "pairs": ("7", "13"), "nab": ("9", "22"), "read_min": ("11", "21"),
      "lbm19": ("8", "19")}
#: buffer sizes stated as a user states them (`--buffer`): a D3Q19 cell is 20 floats, and the
#: buffers the checker draws by itself hold a trip or two of them, too few for the held path
STATED = {"lbm19": {"0": BufferSpec("float", 640), "1": BufferSpec("float", 640)}}


def _consolidated(function: str, lanes: int = 4, **options: object):
    header, block = AT[function]
    shapes = ",".join("u" for _ in MODULE.function(function).params)
    return vectorize(MODULE, Options(shapes, function, lanes, loop=header, alc_at=block, **options))


def _pattern_input(lanes: int, tail: int, on: int = 1) -> tuple[int, tuple[int, ...]]:
    """A trip count and elements: the lane-mask patterns (none, all, W-1, W, W+1 taken, one,
    every other, a full chunk then an empty one) and `tail` more iterations."""
    bits = [b for p in mask_patterns(lanes) for b in p]
    n = len(bits) + tail
    return n, tuple(on * (k + 1) * bits[k % len(bits)] for k in range(n))


@pytest.mark.parametrize("lanes", [2, 4, 8])
@pytest.mark.parametrize("tail", [0, 1, 3])
def test_each_iteration_runs_its_block_once_as_the_scalar_loop(lanes: int, tail: int) -> None:
    """double_nonzero on the mask patterns: the output array equals the scalar loop's, and the
    consolidated path ran (the trips where W to 2W - 1 iterations enter the block, neither
    chunk full)."""
    n, a = _pattern_input(lanes, tail)
    bufs = {"a": Buffer("i32", a), "out": Buffer("i32", (-1,) * n)}
    args = {"0": "@a", "1": "@out", "2": n}
    scalar = run(MODULE, "double_nonzero", 1, "FR", {k: [v] for k, v in args.items()}, bufs)
    assert scalar.memory["out"] == [2 * x if x else -1 for x in a]
    result = _consolidated("double_nonzero", lanes)
    vec = run(result.output, "double_nonzero", lanes, "OBL", args, bufs)
    assert vec.terminated and vec.ub is None
    assert vec.memory == scalar.memory
    assert vec.schedule.count("8.alc.merge") >= 2  # W taken and every other one consolidate


@pytest.mark.parametrize("function", ["double_nonzero", "taken_cost", "chain", "lbm", "nab",
                                      "read_min", "lbm19"])
def test_every_consolidated_loop_is_checked_valid_with_every_block_run(function: str) -> None:
    """The output against the scalar loop by runs ([CHK-LOOP]): the lane-mask grid makes the
    consolidated blocks run, so the verdict is valid with every target block covered."""
    result = _consolidated(function)
    assert "consolidated unroll at" in result.steps[0].notes[0]
    shapes = ",".join("u" for _ in MODULE.function(function).params)
    verdict = check_result(result, CheckOptions(lanes=4, examples=30, shapes=shapes,
                                                 buffers=STATED.get(function, {})))["loop"]
    assert verdict.kind == "valid", verdict.explain()
    assert "lane-mask patterns" in verdict.coverage
    ran, total = verdict.coverage.split(" target blocks ran")[0].rsplit("; ", 1)[1].split(" of ")
    assert ran == total


@pytest.mark.parametrize(("function", "saved", "spent", "verdict"), [
    ("lbm", 67, 60, "worth it"),  # the fluid update, run once instead of twice
    ("lbm19", 326, 60, "worth it"),  # the seed's cell: the D3Q19 collision
    ("read_min", 5, 60, "not worth it"),  # the seed's negative control: five values to move
    ("double_nonzero", 0, 42, "not worth it"),  # no other arm: ALC-unroll cannot gain
])
def test_the_cost_model_weighs_the_other_arm_against_the_moves(function: str, saved: int,
                                                               spent: int, verdict: str) -> None:
    """[TR-ALC-COST] a consolidated trip runs the blocks off B's paths once instead of twice and
    spends the ALC sequence (15), two moves (3 each) per live-in and parked flag, and the
    decision (9)."""
    note = next(n for n in _consolidated(function).steps[0].notes if "cost model" in n)
    assert f"saves {saved} and spends {spent} vector instructions: {verdict}" in note


@pytest.mark.parametrize("lanes", [2, 4, 8])
@pytest.mark.parametrize("tail", [0, 3])
def test_iterative_consolidation_runs_the_block_only_on_full_vectors(lanes: int, tail: int) -> None:
    """[TR-ALC-ITER] double_nonzero on the mask patterns: the memory equals the scalar loop's;
    inside the loop the block runs only with every thread active (a full vector), and once more,
    guarded, for the iterations still held when the loop ends."""
    n, a = _pattern_input(lanes, tail)
    bufs = {"a": Buffer("i32", a), "out": Buffer("i32", (-1,) * n)}
    args = {"0": "@a", "1": "@out", "2": n}
    scalar = run(MODULE, "double_nonzero", 1, "FR", {k: [v] for k, v in args.items()}, bufs)
    result = _consolidated("double_nonzero", lanes, alc="iterative")
    assert "one per trip, consolidated iterative at %8 -> %13" in result.steps[0].notes[0]
    vec = run(result.output, "double_nonzero", lanes, "OBL", args, bufs, trace=True)
    assert vec.memory == scalar.memory
    full = [s for s in vec.trace if s.block == "13.alc.full"]
    assert full and all(s.amsk.all() for s in full)
    taken = sum(1 for x in a[: n - n % lanes] if x)  # the iterations of whole chunks that enter
    assert len(full) == taken // lanes


@pytest.mark.parametrize("function", ["double_nonzero", "taken_cost", "chain", "lbm", "nab", "lbm19"])
def test_iterative_consolidation_is_checked_valid_with_every_block_run(function: str) -> None:
    result = _consolidated(function, alc="iterative")
    shapes = ",".join("u" for _ in MODULE.function(function).params)
    verdict = check_result(result, CheckOptions(lanes=4, examples=30, shapes=shapes,
                                                 buffers=STATED.get(function, {})))["loop"]
    assert verdict.kind == "valid", verdict.explain()
    ran, total = verdict.coverage.split(" target blocks ran")[0].rsplit("; ", 1)[1].split(" of ")
    assert ran == total


def test_a_reduction_keeps_a_partial_result_per_thread() -> None:
    """taken_cost: the sum of flow·cost over the taken arcs, whichever thread ran each one."""
    n, flow = _pattern_input(4, 5, on=3)
    cost = tuple(k % 7 - 2 for k in range(n))
    bufs = {"flow": Buffer("i32", flow), "cost": Buffer("i32", cost)}
    args = {"0": "@flow", "1": "@cost", "2": n}
    vec = run(_consolidated("taken_cost").output, "taken_cost", 4, "OBL", args, bufs)
    assert vec.ret == [sum(f * c for f, c in zip(flow, cost, strict=True) if f > 0)] * 4


def test_a_broken_consolidation_is_refuted_with_a_counterexample() -> None:
    """The merged positions' element read from the wrong chunk (alc_permute's two vectors
    swapped): a merged lane stores twice the other chunk's element."""
    result = _consolidated("double_nonzero")
    after = result.steps[0].after
    text = print_module(after)
    move = 'call i32 @alc_permute(i32 %"11.alc01", i32 %"11.alc11", i32 %"13.merged")'
    assert move in text
    bad = parse_module(text.replace(move, 'call i32 @alc_permute(i32 %"11.alc11", '
                                          'i32 %"11.alc01", i32 %"13.merged")'))
    opts = CheckOptions(lanes=4, examples=30, shapes="u,u,u")
    src = Side(MODULE, "double_nonzero", "FR", "<input>")
    assert check("loop", src, Side(after, "double_nonzero", "FR", "<alc>"), opts).kind == "valid"
    verdict = check("loop", src, Side(bad, "double_nonzero", "FR", "<broken>"), opts)
    assert verdict.kind == "invalid", verdict.explain()
    assert "counterexample (loop, W = 4" in verdict.explain()


@pytest.mark.parametrize(("function", "message"), [
    ("histogram", "not an element a·i \\+ b of a base from outside the loop"),
    ("pairs", "not an element a·i \\+ b"),
    ("prefix", "offsets \\[-1, 0\\]"),
    ("ordered_sum", "without reassoc\\) keeps the scalar loop's order"),
])
def test_loops_whose_iterations_cannot_be_reordered_are_refused(function: str, message: str) -> None:
    with pytest.raises(TransformError, match=message):
        _consolidated(function)


def test_what_cannot_be_consolidated_says_why(capsys: pytest.CaptureFixture) -> None:
    """The header itself, a block outside the loop, and --alc without --alc-at."""
    for block, message in (("8", "not a block of the loop %8 other than its header"),
                           ("7", "not a block of the loop %8")):
        with pytest.raises(TransformError, match=message):
            vectorize(MODULE, Options("u,u,u", "double_nonzero", 4, loop="8", alc_at=block))
    code = main(["vectorize", str(ALC), "-f", "double_nonzero", "--loop", "8", "--alc", "unroll"])
    assert code != 0
    assert "--alc KIND and --alc-at BLOCK go together" in capsys.readouterr().err
    with pytest.raises(TransformError, match="no --interleave"):
        _consolidated("double_nonzero", interleave=2)


def test_the_command_line_consolidates_and_checks(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "alc.vec.ll"
    code = main(["vectorize", str(ALC), "-f", "chain", "--loop", "8", "--alc", "unroll",
                 "--alc-at", "15", "-W", "4", "--check", "-o", str(out)])
    report = capsys.readouterr().out  # the report goes to stdout when the output goes to a file
    assert code == 0, report
    assert "consolidated unroll at %13 -> %15" in report
    assert "check loop (input FR, output OBL): valid" in report
    assert "@alc_merged" in out.read_text()


@pytest.mark.parametrize("isa", ["generic", "avx512"])
@pytest.mark.parametrize("kind", ["unroll", "iterative"])
@pytest.mark.parametrize("lanes", [4, 16])
@pytest.mark.parametrize("function", ["double_nonzero", "taken_cost", "chain"])
def test_native_consolidated_code_equals_the_scalar_loop(function: str, lanes: int, kind: str,
                                                         isa: str) -> None:
    """`pllvm lower` of the consolidated loop (generic: alc_merged and alc_remainder by
    compress-stores, alc_permute by a gather from the pair; avx512: register compress and expand,
    a two-register permute, [WIDEN-ISA]), compiled and run on the mask patterns with tails of
    0, 3 and 2W - 1 iterations: memory and result equal the scalar loop's."""
    from pllvm.backend.jit import host_isa
    from pllvm.backend.native import build, run_native

    if isa == "avx512" and host_isa() != "avx512":
        pytest.skip("this host has no AVX-512F with VL: the register forms cannot run here")
    native = build(_consolidated(function, lanes, alc=kind).output, function, lanes, "u,u,u",
                   isa="" if isa == "generic" else isa)
    assert ("llvm.x86.avx512" in native.lowered.text) == (isa == "avx512")
    for tail in (0, 3, 2 * lanes - 1):
        n, a = _pattern_input(lanes, tail)
        if function == "chain":
            args = {"0": "@x", "1": "@out", "2": n}
            bufs = {"x": Buffer("float", tuple(float(5 * v % 11) for v in a)),
                    "out": Buffer("float", (0.5,) * n)}
        elif function == "taken_cost":
            args = {"0": "@flow", "1": "@cost", "2": n}
            bufs = {"flow": Buffer("i32", a), "cost": Buffer("i32", tuple(k % 5 for k in range(n)))}
        else:
            args = {"0": "@a", "1": "@out", "2": n}
            bufs = {"a": Buffer("i32", a), "out": Buffer("i32", (-1,) * n)}
        scalar = run(MODULE, function, 1, "FR", {k: [v] for k, v in args.items()}, bufs)
        got = run_native(native, {k: [v] * lanes for k, v in args.items()}, bufs)
        for name, data in scalar.memory.items():
            assert got.memory[name][: len(data)] == data, (tail, name)
        if scalar.ret:
            assert got.ret == [scalar.ret[0]] * lanes, tail


def test_z3_proves_the_consolidated_loop_and_refutes_a_broken_one() -> None:
    """[CHK-LOOP] by z3 at W = 2 for trip counts up to 4 (one consolidated trip): valid, and the
    swapped move refuted."""
    result = _consolidated("double_nonzero", 2)
    opts = CheckOptions(lanes=2, shapes="u,u,u", smt=True, bound=4)
    src = Side(MODULE, "double_nonzero", "FR", "<input>")
    after = result.steps[0].after
    verdict = check("loop", src, Side(after, "double_nonzero", "FR", "<alc>"), opts)
    assert verdict.kind == "valid", verdict.explain()
    assert "loops up to 4 iterations" in verdict.coverage
    text = print_module(after)
    move = 'call i32 @alc_permute(i32 %"11.alc01", i32 %"11.alc11", i32 %"13.merged")'
    assert move in text
    bad = parse_module(text.replace(move, 'call i32 @alc_permute(i32 %"11.alc11", '
                                          'i32 %"11.alc01", i32 %"13.merged")'))
    assert check("loop", src, Side(bad, "double_nonzero", "FR", "<broken>"), opts).kind == "invalid"
