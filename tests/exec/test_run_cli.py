"""`pllvm run` as a user meets it: results, protocol tables, JSON, undefined behaviour, fuel."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.errors import InputError
from pllvm.exec import Buffer, run
from pllvm.text import parse_file, parse_module

LOGSTAR = CORPUS / "thesis" / "fig3.20_logstar.pll"
SHADOW = CORPUS / "thesis" / "fig4.11_shadow_phi.pll"
UB = CORPUS / "exec" / "ub.pll"

KERNEL = """
declare i32 @thread_id()
define void @k(ptr %a, i32 %n) {
entry:
  %t = call i32 @thread_id()
  %i = sext i32 %t to i64
  %p = getelementptr i32, ptr %a, i64 %i
  %v = load i32, ptr %p
  %w = mul i32 %v, %n
  store i32 %w, ptr %p
  ret void
}
"""


def pllvm(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pllvm", *args], capture_output=True, text=True,
                          check=False)


def test_run_prints_the_result_per_thread() -> None:
    r = pllvm("run", str(LOGSTAR), "--lanes", "2", "--arg", "n=88.38,1.5")
    assert r.returncode == 0, r.stderr
    assert "ret      [3, 1]" in r.stdout
    assert "schedule A B B B C" in r.stdout


def test_trace_reproduces_the_protocol_of_fig_4_11() -> None:
    """The figure's columns: ℓsc, cmsk, amsk and the state after the block (--after)."""
    r = pllvm("run", str(SHADOW), "-W", "2", "--arg", "p=0,1", "--arg", "b=1,0", "--after")
    rows = [line for line in r.stdout.splitlines() if line.startswith("│")]
    cells = [[c.strip() for c in row.strip("│").split("│")] for row in rows]
    assert [c[1:10] for c in cells] == [
        ["A", "[⊥, ⊥]", "[A, A]", "11", "11", "11", "[1, 0]", "[A, A]", "[D, B]"],
        ["B", "[A, A]", "[D, B]", "01", "10", "00", "[⊤, ⊤]", "[A, B]", "[D, ⊤]"],
        ["C", "[A, B]", "[D, ⊤]", "01", "11", "01", "[⊤, 0]", "[A, C]", "[D, D]"],
        ["D", "[A, C]", "[D, D]", "11", "11", "11", "[□, □]", "[D, D]", "[□, □]"],
    ]
    assert cells[2][10] == "%x=[2, 1]"
    assert max(len(line) for line in r.stdout.splitlines()) <= 100


def test_explain_names_the_rules() -> None:
    r = pllvm("run", str(SHADOW), "-W", "2", "--arg", "p=0,1", "--arg", "b=1,0", "--explain",
              "--json")
    trace = json.loads(r.stdout)["trace"]
    assert "EVALPHI-SHADOW" in trace[2]["rules"]
    assert "PC-ND-BRANCH" in trace[1]["rules"]
    # each rule with the threads it applied to and where: t1 takes the shadow phi's incoming
    # value in C, t0 (passive) follows nothing; t1 leaves B (predicate false) with ℓnext = ⊤
    firings = {(f["rule"], f["at"]): f["threads"] for f in trace[1]["firings"] + trace[2]["firings"]}
    assert firings[("PC-ND-BRANCH", "B")] == [1]
    assert firings[("PC-PASSIVE", "B")] == [0]
    assert firings[("PC-ACTIVE", "C")] == [1]
    shadow = next(f for f in trace[2]["firings"] if f["rule"] == "EVALPHI-SHADOW")
    assert shadow["at"].startswith("%x = phi") and "shadow" in shadow["at"]


def test_explain_prints_thread_and_instruction_per_rule_within_100_columns() -> None:
    r = pllvm("run", str(LOGSTAR), "-W", "2", "--arg", "n=88.38,1.5", "--explain")
    lines = r.stdout.splitlines()
    assert max(len(line) for line in lines) <= 100
    start = lines.index(next(line for line in lines if line.strip() == "#2 B"))
    step = "\n".join(lines[start:start + 14])
    assert "PC-ACTIVE (t0), PC-PASSIVE (t1)" in step
    add = next(line for line in lines[start:] if "%i.next = add i32 %i, 1" in line)
    assert "W-CMD (t0)" in add and "UPD-ENV (all)" in add


def test_json_result() -> None:
    r = pllvm("run", str(LOGSTAR), "-W", "2", "--interp", "OBL", "--arg", "n=88.38,1.5", "--json")
    out = json.loads(r.stdout)
    assert out["ret"] == [3, None]
    assert out["schedule"] == ["A", "B", "B", "B", "C"]
    assert out["steps"] == 5 and out["ub"] is None and out["memory"] == {}


def test_buffers_from_an_input_file(tmp_path: Path) -> None:
    src = tmp_path / "k.pll"
    src.write_text(KERNEL)
    spec = tmp_path / "in.json"
    spec.write_text(json.dumps({"args": {"n": 3}, "buffers": {"a": {"type": "i32",
                                                                      "data": [1, 2, 3, -4]}}}))
    out = json.loads(pllvm("run", str(src), "-W", "4", "--input", str(spec), "--json").stdout)
    assert out["memory"] == {"a": [3, 6, 9, -12]}


def test_seeded_random_buffers_are_reproducible() -> None:
    m = parse_module(KERNEL)
    buf = {"a": Buffer("i32", count=4, seed=7, low=0, high=9)}
    first = run(m, "k", 4, args={"n": 1}, buffers=buf).memory["a"]
    assert first == run(m, "k", 4, args={"n": 1}, buffers=buf).memory["a"]
    assert all(0 <= x <= 9 for x in first)


def test_undefined_behaviour_is_reported_with_thread_block_and_instruction() -> None:
    r = pllvm("run", str(UB), "-f", "out_of_bounds", "-W", "2", "--arg", "i=3,4")
    assert r.returncode == 1
    assert ("@out_of_bounds, block A, `store i32 7, ptr %p`: undefined behaviour: access "
            "outside every object at address") in r.stdout
    assert "(thread 1)" in r.stdout
    out = json.loads(pllvm("run", str(UB), "-f", "out_of_bounds", "-W", "2", "--arg", "i=3,4",
                           "--json").stdout)
    assert out["ub"]["threads"] == [1] and out["ub"]["block"] == "A"
    assert out["ub"]["reason"] == "access outside every object"


def test_fuel_exhaustion_is_a_result_not_a_hang() -> None:
    r = pllvm("run", str(UB), "-f", "forever", "-W", "2", "--arg", "n=0,3", "--fuel", "40")
    assert r.returncode == 1
    assert "fuel exhausted after 40 steps: not every thread returned" in r.stdout
    res = run(parse_file(UB), "forever", 2, args={"n": [0, 3]}, fuel=40)
    assert res.fuel_exhausted and res.steps == 40 and not res.terminated


def test_an_explicit_schedule_may_stop_early() -> None:
    res = run(parse_file(LOGSTAR), lanes=2, args={"n": [88.38, 1.5]}, schedule=["A", "B"])
    assert res.schedule == ["A", "B"] and not res.terminated and res.ret == [None, None]


@pytest.mark.parametrize(("args", "message"), [
    (["--arg", "n=1,2,3"], "argument %n: 3 values given for 2 threads"),
    (["--arg", "n=x"], "argument %n: 'x' is not a number"),
    (["--arg", "m=1"], "no value given for argument %n of @logstar"),
    (["--arg", "n=1", "--schedule", "A Z"], "the schedule names 'Z', which is not a block"),
])
def test_bad_run_input_is_a_clear_error(args: list[str], message: str) -> None:
    r = pllvm("run", str(LOGSTAR), "-W", "2", *args)
    assert r.returncode == 2
    assert r.stderr.startswith("pllvm: error: ") and message in r.stderr
    assert "Traceback" not in r.stderr


def test_unknown_parameter_names_are_rejected() -> None:
    with pytest.raises(InputError, match="has no parameter named 'q'"):
        run(parse_file(LOGSTAR), lanes=1, args={"n": 1.0, "q": 2})
