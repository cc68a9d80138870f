"""The campaign commands from the command line: `pllvm check-suite` on a manifest and a corpus
folder (verdicts, exit codes, errors naming file:line:col) and Ctrl-C during `pllvm fuzz`."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.cli import main

M08 = CORPUS / "mutations" / "m08_division_without_safe_divisor.pll"


def _manifest(tmp_path: Path, *lines: object) -> Path:
    path = tmp_path / "checks.jsonl"
    path.write_text("".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines))
    return path


def _m08(target: str, **more: object) -> dict:
    return {"source": str(M08), "target": str(M08), "function": "src", "target_function": target,
            "relation": "vectorize", "shapes": "v,v", "examples": 30, **more}


def test_a_manifest_of_a_good_and_a_bad_target_runs_as_expected(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture) -> None:
    m = _manifest(tmp_path, "# a comment", _m08("good", expect="valid"), _m08("bad", expect="invalid"))
    out = tmp_path / "r.jsonl"
    assert main(["check-suite", str(m), "--workers", "0", "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["status"] == {"valid": 1, "invalid": 1} and summary["unexpected"] == []
    saved = [json.loads(line)["result"] for line in out.read_text().splitlines()]
    assert [r["status"] for r in saved] == ["valid", "invalid"]
    assert saved[1]["counterexample"]["difference"]  # the bad target's counterexample is kept
    # the same command again resumes: nothing runs, the same summary
    assert main(["check-suite", str(m), "--workers", "0", "--out", str(out), "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["resumed"] == 2 and again["status"] == summary["status"]


def test_an_unexpected_verdict_fails_the_suite_and_names_the_check(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture) -> None:
    m = _manifest(tmp_path, _m08("bad", expect="valid", name="m08 bad, claimed good"))
    assert main(["check-suite", str(m), "--workers", "0", "--out", str(tmp_path / "r.jsonl")]) == 1
    out = capsys.readouterr().out
    assert "m08 bad, claimed good: invalid (expected valid)" in out


def test_a_corpus_folder_gives_the_checks_its_directives_state(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture) -> None:
    """`@src` against `@good` and `@bad` of a MUTATION file; pllvm's vectorizer on an ANALYZE
    line's function (its output checked, [CHK-PIPELINE])."""
    folder = tmp_path / "c"
    folder.mkdir()
    (folder / "m08.pll").write_text(M08.read_text())
    (folder / "a.pll").write_text((CORPUS / "notes" / "ai_fig1a_disjoint_paths.pll").read_text())
    assert main(["check-suite", str(folder), "--workers", "0", "--out", str(tmp_path / "r.jsonl"),
                 "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    saved = {json.loads(line)["key"]: json.loads(line)["result"]
             for line in (tmp_path / "r.jsonl").read_text().splitlines()}
    vectorized = [r for k, r in saved.items() if '"target": null' in k]
    assert vectorized and all(r["status"] == "valid" and set(r["checks"]) == {"same", "vectorize"}
                              for r in vectorized)
    assert summary["status"]["invalid"] == 1 and summary["unexpected"] == []


@pytest.mark.parametrize(("line", "message"), [
    ('{"source": "a.ll",', "checks.jsonl:1:19: not JSON"),
    ('{"source": "a.ll", "lanse": 4}', "checks.jsonl:1: unknown field 'lanse'"),
    ('{"source": "a.ll", "lanes": "4", "shapes": "v"}', "checks.jsonl:1: field 'lanes' is '4', not a int"),
    ('{"target": "a.ll"}', 'checks.jsonl:1: a check needs a "source" file'),
    ('{"source": "a.ll", "relation": "vectorize"}', 'the vectorize relation needs "shapes"'),
    ('{"source": "a.ll", "relation": "equal", "shapes": "v"}',
     "relation 'equal' is not one of same, vectorize"),
    ('{"source": "a.ll", "relation": "same"}', "without a target, pllvm vectorizes the source"),
    ('["a.ll"]', "a manifest line is a JSON object, not list"),
    ('{"source": "a.ll", "shapes": "v", "unroll": 0}', "unroll is a positive number of iterations"),
    ('{"source": "a.ll", "shapes": "v", "smt": 1}', "field 'smt' is 1, not a bool"),
])
def test_a_bad_manifest_line_is_an_input_error_naming_its_place(tmp_path: Path, line: str, message: str,
                                                                capsys: pytest.CaptureFixture) -> None:
    m = _manifest(tmp_path, line)
    assert main(["check-suite", str(m), "--workers", "0", "--out", str(tmp_path / "r.jsonl")]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert not (tmp_path / "r.jsonl").exists()


def test_a_missing_source_is_an_error_result_not_a_crash(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture) -> None:
    m = _manifest(tmp_path, {"source": "nowhere.ll", "shapes": "v"})
    assert main(["check-suite", str(m), "--workers", "0", "--out", str(tmp_path / "r.jsonl")]) == 1
    assert "no such file: " in capsys.readouterr().out


def test_ctrl_c_stops_a_fuzz_campaign_cleanly_and_keeps_its_results(tmp_path: Path) -> None:
    """SIGINT to the process group, as a terminal sends it: exit 130, no traceback from pllvm or
    its workers, every saved line whole."""
    out = tmp_path / "cases"
    proc = subprocess.Popen([sys.executable, "-m", "pllvm", "fuzz", "--programs", "5000",
                             "--workers", "2", "--out", str(out)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    store = out / "campaign.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not store.exists() or len(store.read_text().splitlines()) < 2):
        time.sleep(0.2)
    os.killpg(proc.pid, signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr and "interrupted: " in stderr
    assert stdout.startswith("pllvm fuzz: ")
    lines = store.read_text().splitlines()
    assert len(lines) >= 2 and all(json.loads(line)["result"]["status"] == "ok" for line in lines)


def test_the_loopvectorize_manifest_lists_the_benchmarks_cases() -> None:
    """corpus/loopvectorize/manifest.jsonl (`pllvm check-suite` reads it) is what
    `tests/benchmarks/loopvectorize.py --manifest` writes: every vectorized function per config,
    expected valid, and every broken target, expected invalid; it reads without error."""
    import importlib.util

    from pllvm.campaigns.suite import read_manifest

    path = CORPUS.parent / "tests" / "benchmarks" / "loopvectorize.py"
    spec = importlib.util.spec_from_file_location("loopvectorize_benchmark", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench
    spec.loader.exec_module(bench)
    written = CORPUS / "loopvectorize" / "manifest.jsonl"
    assert written.read_text() == bench.manifest(bench.cases(None))
    entries = read_manifest(written)
    assert len(entries) >= 100 and all(Path(e.source).exists() and Path(e.target).exists()
                                       for e in entries)
    broken = [e for e in entries if "/broken/" in e.target]
    assert broken and all(e.expect == "invalid" for e in broken)


def test_an_expected_verdict_on_a_check_that_did_not_run_fails_the_suite(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """A check that did not run (an error here; likewise one skipped because pllvm's vectorizer
    refused the function) has not shown the verdict its entry expects: not as expected, exit 1."""
    m = _manifest(tmp_path, {"source": "nowhere.ll", "shapes": "v", "expect": "invalid"})
    assert main(["check-suite", str(m), "--workers", "0", "--out", str(tmp_path / "r.jsonl"),
                 "--json"]) == 1
    summary = json.loads(capsys.readouterr().out)
    assert summary["unexpected"][0]["as_expected"] is False
