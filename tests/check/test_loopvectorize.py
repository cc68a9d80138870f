"""The loop-vectorizer benchmark (`corpus/loopvectorize/`): its committed IR parses and verifies,
its broken targets are exactly what `broken/make_broken.py` writes and carry their header, its
README records what LLVM vectorized, and (with clang-16 installed) every broken target's witness
shows its bug in a native run, next to the source and the unbroken target."""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
import tempfile
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from conftest import CORPUS

from pllvm.check import Options, Side, check
from pllvm.check.options import AUTO
from pllvm.text import parse_file
from pllvm.valid import verify_module

BENCH = CORPUS / "loopvectorize"
IR = sorted(BENCH.glob("*.ll")) + sorted((BENCH / "broken").glob("*.ll"))
BROKEN = sorted((BENCH / "broken").glob("*.ll"))
CONFIGS = ("haswell", "avx512", "vf4")


@cache
def _script(name: str) -> ModuleType:
    """One of the benchmark's scripts in `broken/`, imported from its file (registered in
    sys.modules, where its dataclasses look themselves up)."""
    spec = importlib.util.spec_from_file_location(f"loopvectorize_{name}",
                                                  BENCH / "broken" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _functions(path: Path) -> dict[str, str]:
    """Every function defined in an IR file, with its text."""
    text = path.read_text(encoding="utf-8")
    return {m[1]: m[0] for m in re.finditer(r"^define [^\n]*?@([\w.]+)\(.*?^}\n", text,
                                            re.S | re.M)}


def _vectorized(path: Path, function: str) -> bool:
    """Whether the function has a vector loop in that file."""
    return re.search(r"^vector\.body:", _functions(path)[function], re.M) is not None


def test_the_benchmark_has_thirty_kernels_and_twenty_broken_targets() -> None:
    kernels = {f for c in BENCH.glob("*.c") for f in _functions(c.with_suffix(".ll"))}
    assert len(kernels) >= 30
    assert len(BROKEN) >= 20


@pytest.mark.parametrize("path", IR, ids=lambda p: str(p.relative_to(BENCH)))
def test_the_ir_parses_and_verifies(path: Path) -> None:
    errors = [str(d) for d in verify_module(parse_file(path)) if d.severity == "error"]
    assert errors == []


def test_the_broken_generator_is_deterministic_and_its_output_committed() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        assert _script("make_broken").main(["--out", tmp]) == 0
        written = {p.name: p.read_bytes() for p in Path(tmp).glob("*.ll")}
    assert sorted(written) == [p.name for p in BROKEN]
    for path in BROKEN:
        assert written[path.name] == path.read_bytes(), f"{path.name}: run make in {BENCH}"


def test_a_missing_pattern_stops_the_generator() -> None:
    mb = _script("make_broken")
    brk = mb.BREAKS[0]
    changed = mb.Break(brk.name, brk.kernel, brk.config, brk.function, brk.bug, brk.witness,
                       (mb.Edit("no such text", "x"),))
    with pytest.raises(mb.PatternError, match="found 0"):
        mb.render(changed, (BENCH / brk.target).read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.name)
def test_a_broken_file_has_its_header_and_names_a_vectorized_function(path: Path) -> None:
    head = path.read_text(encoding="utf-8").splitlines()[:3]
    assert [line.split(":")[0] for line in head] == ["; BROKEN", "; BUG", "; WITNESS"]
    fields = dict(kv.split("=", 1) for kv in head[0].split(":", 1)[1].split())
    source, target = path.parent / fields["source"], path.parent / fields["target"]
    assert fields["function"] in _functions(source)
    assert _vectorized(target, fields["function"])
    assert _functions(path)[fields["function"]] != _functions(target)[fields["function"]]


def test_the_readme_records_what_each_config_vectorized() -> None:
    rows = re.findall(r"^\| `(\w+)\.c` \| `(\w+)` \|[^|]*\| ([^|]*) \| ([^|]*) \| ([^|]*) \|$",
                      (BENCH / "README.md").read_text(encoding="utf-8"), re.M)
    listed = {fn for _file, fn, *_ in rows}
    assert listed == {f for c in BENCH.glob("*.c") for f in _functions(c.with_suffix(".ll"))}
    for kernel, fn, *cells in rows:
        for config, cell in zip(CONFIGS, cells, strict=True):
            said = "not vectorized" not in cell
            assert said == _vectorized(BENCH / f"{kernel}.{config}.ll", fn), (fn, config, cell)


@pytest.mark.skipif(shutil.which("clang-16") is None, reason="clang-16 is not on PATH")
@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.name)
def test_the_witness_shows_the_bug_natively(path: Path, tmp_path: Path) -> None:
    wit = _script("witness")
    outcomes = wit.native_outcomes(wit.parse_witness(path), tmp_path)
    assert wit.verdict(path.name, outcomes, poison_visible=False).startswith("ok"), outcomes


def test_a_wrong_alias_check_is_found_run_based_and_by_smt() -> None:
    """LLVM's runtime check on b - a takes the vector path from 8 bytes instead of 32: with
    b = a + 2 elements the vector loads read what the scalar order stores first. The aliasing
    grid runs that layout on every run-based check; the SMT check decides it as one of its
    layouts. The correct target is valid both ways and names the layouts it ran."""
    src = Side(parse_file(BENCH / "saxpy.ll"), "add_one", "FR")
    bad = Side(parse_file(BENCH / "broken" / "add_one.vf4.alias_check_too_small.ll"), "add_one",
               "FR")
    good = Side(parse_file(BENCH / "saxpy.vf4.ll"), "add_one", "FR")
    run = check("same", src, bad, Options(lanes=1, examples=50))
    assert run.kind == "invalid", run.explain()
    a, b = (run.counterexample.args[k][0] for k in ("1", "2"))
    assert int(b.partition("+")[2] or 0) - int(a.partition("+")[2] or 0) == 8, (a, b)
    smt = check("same", src, bad, Options(lanes=1, shapes=None, bound=AUTO, time_limit=60, smt=True))
    assert smt.kind == "invalid", smt.explain()
    ok = check("same", src, good, Options(lanes=1, examples=50))
    assert ok.kind == "valid" and "aliasing layouts" in ok.coverage, ok.explain()
    proof = check("same", src, good, Options(lanes=1, shapes=None, bound=AUTO, time_limit=60, smt=True))
    assert proof.kind == "valid" and "layouts where %2 points into %1's buffer" in proof.coverage, \
        proof.explain()


def _sides(source: str, target: str, function: str) -> tuple[Side, Side]:
    return (Side(parse_file(BENCH / source), function, "FR"),
            Side(parse_file(BENCH / "broken" / target), function, "FR"))


@pytest.mark.parametrize(("source", "target", "function"), [
    ("trip.ll", "add_unsigned.haswell.trip_rounding.ll", "add_unsigned"),
    ("trip.ll", "inc_long.haswell.remainder_resume_zero.ll", "inc_long"),
    ("access.ll", "reverse.haswell.reverse_not_reversed.ll", "reverse"),
    ("reduce.ll", "sum_int.vf4.nsw_on_partial_sums.ll", "sum_int"),
], ids=lambda x: x if x.endswith(".ll") and "." in x[:-3] else "")
def test_smt_refutes_the_broken_targets_a_bounded_proof_once_missed(source: str, target: str,
                                                                    function: str) -> None:
    """[CHK-SMT-BOUND]: `n & 8` for `n % 8` sends the vector loop past its buffer (excluded as
    "beyond the bound" before); `--unroll auto` reaches the remainder after a vector iteration
    (a remainder restarting at 0), the `n >= 16` guard of a reversed loop and the second vector
    iteration (partial sums that overflow under `nsw`)."""
    src, bad = _sides(source, target, function)
    verdict = check("same", src, bad, Options(lanes=1, shapes=None, bound=AUTO, time_limit=60, smt=True))
    assert verdict.kind == "invalid", verdict.explain()


@pytest.mark.parametrize(("source", "target", "function"), [
    ("access.ll", "gather.haswell.gather_wrong_index.ll", "gather"),
    ("reduce.ll", "sum_int.vf4.nsw_on_partial_sums.ll", "sum_int"),
], ids=lambda x: x if x.endswith(".ll") and "." in x[:-3] else "")
def test_drawn_inputs_reach_the_bugs_of_gathers_and_partial_sums(source: str, target: str,
                                                                function: str) -> None:
    """[CHK-INPUTS]: a buffer whose elements index memory holds in-range indices (random words
    left the source of a gather undefined on nearly every input), and integers near the
    maximum and the minimum in turn overflow a vectorized sum's `nsw` partial sums while the
    sum in order does not."""
    src, bad = _sides(source, target, function)
    verdict = check("same", src, bad, Options(lanes=1, examples=200))
    assert verdict.kind == "invalid", verdict.explain()
