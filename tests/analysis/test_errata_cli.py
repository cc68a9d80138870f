"""Every published erratum reproduced from the command line ([DA-VARIANT], [TR-LIN-SINK]):
`--variant published` (or the rule's own name) gives a contradiction or an invalid
vectorization whose counterexample replays with `pllvm run`; `--variant fixed` finds none on the
same program."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.cli import main

#: (file, function, shapes, lattice, variant, the contradicted value or block, what was observed)
DA_ERRATA = [
    ("thesis/fig10.11_uniform_compare.pll", "published_counterexample", "(0,4),(1,4)", "sa",
     "published_compare", "%c has shape", ("values", "c")),
    ("notes/ai_fig1b_temporal_liveout.pll", "ai_fig1b", "v", "basic", "popl_printed",
     "%x.lc has shape", ("values", "x.lc")),
    ("notes/da_T1_nested_uniform.pll", "da_T1", "v,u", "basic", "direct_cdep",
     "K has uniform activation", ("amsk", None)),
    ("errata/theorem1_overtake.pll", "nest", "v", "basic", "theorem1",
     "%j.next has shape", ("values", "j.next")),
]
IDS = [v for *_, v, _f, _o in DA_ERRATA]


def _json(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, dict]:
    """Run the CLI in-process with --json; its exit code and its output."""
    code = main([*argv, "--json"])
    return code, json.loads(capsys.readouterr().out)


def _analyze(file: str, function: str, shapes: str, lattice: str, variant: str,
             *extra: str) -> list[str]:
    return ["analyze", str(CORPUS / file), "-f", function, "--shapes", shapes, "--lattice",
            lattice, "--check", "--check-lanes", "2", "--samples", "2", "--variant", variant,
            *extra]


def _replayed(capsys: pytest.CaptureFixture[str], command: str) -> dict:
    """The last protocol row of the printed replay command, run again."""
    words = shlex.split(command)
    assert words[:2] == ["pllvm", "run"]
    _code, out = _json(capsys, words[1:])
    return out["trace"][-1]


def _observed(row: dict, where: tuple[str, str | None]) -> str:
    """What the replayed block shows, as the contradiction states it."""
    kind, name = where
    if kind == "values":
        assert name is not None
        return f"held {row['values'][name]}"
    return f"amsk was {row['amsk']}"


@pytest.mark.parametrize(("file", "function", "shapes", "lattice", "variant", "fact", "where"),
                         DA_ERRATA, ids=IDS)
@pytest.mark.parametrize("name", ["published", "own"])
def test_published_analysis_rule_is_refuted_by_a_replayable_run(
        capsys: pytest.CaptureFixture[str], file: str, function: str, shapes: str, lattice: str,
        variant: str, fact: str, where: tuple[str, str | None], name: str) -> None:
    code, out = _json(capsys, _analyze(file, function, shapes, lattice,
                                       variant if name == "own" else "published"))
    assert code == 1 and not out["sound"]
    hits = [c for c in out["contradictions"] if c["fact"].startswith(fact)]
    assert hits, [c["fact"] for c in out["contradictions"]]
    for c in hits:
        row = _replayed(capsys, c["replay"])
        assert row["block"] == c["block"]
        assert _observed(row, where) in c["observed"]


@pytest.mark.parametrize(("file", "function", "shapes", "lattice", "variant", "fact", "where"),
                         DA_ERRATA, ids=IDS)
def test_fixed_analysis_has_no_contradiction(capsys: pytest.CaptureFixture[str], file: str,
                                             function: str, shapes: str, lattice: str,
                                             variant: str, fact: str,
                                             where: tuple[str, str | None]) -> None:
    code, out = _json(capsys, _analyze(file, function, shapes, lattice, "fixed"))
    assert code == 0 and out["sound"] and not out["contradictions"]


def test_saved_case_replays_with_its_input_file(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    case = tmp_path / "case.json"
    file, function, shapes, lattice, variant, _fact, where = DA_ERRATA[0]
    code, out = _json(capsys, _analyze(file, function, shapes, lattice, variant, "--save",
                                       str(case)))
    first = out["contradictions"][0]
    assert code == 1 and f"--input {case}" in first["replay"]
    assert json.loads(case.read_text())["args"] == first["values"]
    assert _observed(_replayed(capsys, first["replay"]), where) in first["observed"]


def test_the_text_report_prints_the_replay_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(_analyze(*DA_ERRATA[2][:5])) == 1
    text = capsys.readouterr().out
    assert "contradiction: K has uniform activation" in text
    assert "  replay: pllvm run " in text and "--schedule 'A J K' --trace" in text


def test_an_unknown_variant_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(_analyze(*DA_ERRATA[0][:4], "published_nonsense"))
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice" in err and "published_compare" in err and "popl_printed" in err


TWO_SINKS = CORPUS / "errata" / "pl_two_sinks.pll"


def _vectorized_check(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                      variant: str) -> tuple[int, str, Path]:
    """Vectorize the two-sink program with `variant`, then check the output against it."""
    out, case = tmp_path / f"{variant}.pll", tmp_path / f"{variant}.json"
    assert main(["vectorize", str(TWO_SINKS), "--shapes", "v", "--variant", variant, "-o",
                 str(out)]) == 0
    capsys.readouterr()
    code = main(["check", str(TWO_SINKS), str(out), "--relation", "vectorize", "--shapes", "v",
                 "--save", str(case)])
    return code, capsys.readouterr().out, case


@pytest.mark.parametrize("variant", ["published", "published_single_exit"])
def test_published_linearization_precondition_is_invalid_and_replays(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, variant: str) -> None:
    code, text, case = _vectorized_check(capsys, tmp_path, variant)
    assert code == 1 and text.startswith("invalid") and case.exists()
    assert main(["run", "--replay", str(case)]) == 1
    assert "difference: " in capsys.readouterr().out


def test_fixed_linearization_is_valid(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, text, case = _vectorized_check(capsys, tmp_path, "fixed")
    assert code == 0 and text.startswith("valid") and not case.exists()


def test_vectorize_check_reports_the_published_output_invalid(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["vectorize", str(TWO_SINKS), "--shapes", "v", "--variant", "published",
                 "--check"]) == 1
    assert "invalid" in capsys.readouterr().err
