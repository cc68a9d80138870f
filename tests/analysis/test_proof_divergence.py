"""The proof obligation of proofs/divergence_soundness.py: a small bound in the default suite (no
contradiction for the analysis, a replayable one for each deliberately unsound variant), the full
bound with PLLVM_PROOFS_FULL=1."""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import pytest

from pllvm.exec import run
from pllvm.text import parse_module
from proofs.divergence_soundness import Case, cfgs, counterexample, inputs, main, prove, walk

FULL = os.environ.get("PLLVM_PROOFS_FULL") == "1"


def test_the_cfgs_are_counted_once_each() -> None:
    assert [sum(1 for _ in cfgs(n)) for n in range(1, 6)] == [1, 1, 4, 31, 315]


def test_inputs_up_to_thread_permutation() -> None:
    case = Case(((1, 2), (2,), ()), ("v",))
    assert len(list(inputs(case, 3))) == 4  # 000, 001, 011, 111
    assert list(inputs(case, 3, distinct=True)) == []  # two behaviours: no three distinct threads
    strided = Case(((1, 2), (2,), ()), ("(0,4);(1,4)",))
    assert list(inputs(strided, 2)) == [{"x0": [0, 0], "y0": [0, 1]}, {"x0": [0, 0], "y0": [4, 5]},
                                        {"x0": [4, 4], "y0": [0, 1]}, {"x0": [4, 4], "y0": [4, 5]}]


def test_inputs_ignore_the_bits_of_branches_a_thread_does_not_reach() -> None:
    # b0 branches to b1 or b2; only threads in b1 read %c1: rows 00, 01 (b0 false: c1 unread), 10, 11
    case = Case(((1, 2), (2, 3), (3,), ()), ("v", "v"))
    rows = {tuple(zip(a["c0"], a["c1"], strict=True)) for a in inputs(case, 1)}
    assert rows == {((0, 0),), ((1, 0),), ((1, 1),)}


def test_walk_is_the_path_of_one_thread_in_the_program() -> None:
    """The reduction's premise: `walk` runs through the blocks the engine schedules for one
    thread (every CFG up to 4 blocks, every branch pattern, runs cut at 60 steps)."""
    for n in range(1, 5):
        for g in cfgs(n):
            branches = [b for b, s in enumerate(g) if len(s) == 2]
            module = parse_module(Case(g, ("v",) * len(branches)).text())
            for bits in itertools.product((0, 1), repeat=len(branches)):
                args = {f"c{b}": [bit] for b, bit in zip(branches, bits, strict=True)}
                ran = run(module, "cfg", 1, args=args, fuel=60).schedule
                walked = walk(g, dict(zip(branches, bits, strict=True)))
                assert set(ran) == {f"b{b}" for b in walked}, (g, bits)


@pytest.mark.parametrize(("blocks", "shard"), [((1, 3), (0, 1)), ((4, 4), (0, 2)), ((4, 4), (1, 2))])
def test_the_analysis_is_sound_on_small_cfgs(blocks: tuple[int, int], shard: tuple[int, int]) -> None:
    report = prove(blocks[1], min_blocks=blocks[0], shard=shard)
    assert report.blocks == blocks[1] and report.schedules > 50
    assert report.contradictions == 0, str(report.first)


@pytest.mark.parametrize(("variant", "lattice", "blocks"), [
    ("published_compare", "sa", 4), ("popl_printed", "basic", 4), ("no_sync", "basic", 4),
    ("ipd", "basic", 4), ("direct_cdep", "basic", 4), ("theorem1", "basic", 5)])
def test_each_published_variant_fails_with_a_counterexample(variant: str, lattice: str,
                                                            blocks: int, tmp_path: Path) -> None:
    report = prove(blocks, lattice, [variant], stop_at_first=True, min_blocks=blocks - 1)
    assert report.contradictions >= 1 and report.first is not None
    text = counterexample(*report.first, lattice, [variant], tmp_path)
    assert "pllvm run" in text and "--schedule" in text and "pllvm analyze" in text
    assert (tmp_path / f"pllvm-proof-{variant}.pll").read_text().startswith("define void @cfg(")


def test_the_command_line_prints_the_numbers(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    assert main(["--blocks", "3", "--variant", "no_sync", "--first", "--out", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "contradictions" in out and "counterexample: " in out


@pytest.mark.skipif(not FULL, reason="the full bound (N = 6) takes hours: set PLLVM_PROOFS_FULL=1")
def test_the_analysis_is_sound_up_to_six_blocks() -> None:
    report = prove(6)
    assert report.blocks == 6
    assert report.contradictions == 0, str(report.first)
