"""tests/benchmarks/mutation.py, the tool behind the mutation scores: the places it mutates, the
tests it runs on a mutant, how it shows one, and how `--again` finds a mutant again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from benchmarks import mutation

SOURCE = '''"""A docstring: a + b is not code."""
TABLE = {"x": 1 + 2}


def f(a: int | None, b: int = 3) -> int:
    """Nor is this."""
    total = a * b * 4
    if a is not None and (b <
                          a):
        return total
    return 0
'''


@pytest.fixture
def module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    (tmp_path / "m.py").write_text(SOURCE)
    monkeypatch.setattr(mutation, "ROOT", tmp_path)
    return "m.py"


def test_docstrings_and_annotations_are_not_mutated(module: str) -> None:
    places = list(mutation.sites(module))
    assert not [s for s in places if s.line in (1, 6)]
    assert not [s for s in places if s.line == 5 and "BitOr" in s.what]  # `int | None`


def test_code_run_at_import_runs_every_test_and_a_function_body_its_statement_s_tests(module: str) -> None:
    """A module-level table and a default argument run at import (lines ()); a node of a
    multi-line condition is looked up on its own lines and on its statement's first line."""
    places = {(s.line, s.what): s for s in mutation.sites(module)}
    assert places[(2, "Add -> Sub")].lines == ()
    assert places[(5, "3 -> 4")].lines == ()
    assert places[(8, "Lt -> LtE")].lines == (8, 9)
    runs = {8: {"t::b", "t::a"}, 7: {"t::c"}}
    tests = ["t::c", "t::a", "t::b", "t::d"]
    assert mutation.chosen(places[(8, "Lt -> LtE")], runs, tests) == ["t::a", "t::b"]
    assert mutation.chosen(places[(2, "Add -> Sub")], runs, tests) == tests
    assert mutation.chosen(places[(7, "Mult -> Add")], {7: {"", "t::c"}}, tests) == tests
    assert mutation.chosen(places[(11, "0 -> 1")], runs, tests) == []


def test_an_inner_operator_is_shown_in_parentheses(module: str) -> None:
    """`a * b * 4` is `(a * b) * 4`: its inner `*` mutated reads `(a + b) * 4`."""
    shown = {s.after for s in mutation.sites(module) if s.line == 7 and s.what == "Mult -> Add"}
    assert shown == {"total = (a + b) * 4", "total = (a * b + 4)"}


def test_again_finds_each_mutant_at_its_node_and_keeps_one_whose_code_is_gone(module: str,
                                                                             tmp_path: Path) -> None:
    """The two mutants of one line (the two `*` of `a * b * 4`) are each found at their own
    node, and on the nearest such line once an edit above has moved lines and nodes; once that
    code is edited away both are kept as gone; a killed one is kept as it was."""
    places = list(mutation.sites(module))
    mult = [s for s in places if s.what == "Mult -> Add"]
    record = [{**vars(s), "status": "survived", "seconds": 1.0} for s in mult]
    record.append({**vars(places[0]), "status": "killed", "seconds": 2.0, "by": "t::a"})
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    kept, again = mutation._again(path)
    assert [s.node for s in again[module]] == [s.node for s in mult]
    assert [(o.status, o.by) for o in kept] == [("killed", "t::a")]
    (tmp_path / module).write_text(SOURCE.replace("TABLE =", "X = [0]\nTABLE ="))  # lines and nodes move
    kept, again = mutation._again(path)
    assert [(s.line, s.after) for s in again[module]] == [(8, s.after) for s in mult]
    (tmp_path / module).write_text(SOURCE.replace("a * b * 4", "a - b"))
    kept, again = mutation._again(path)
    assert again == {} and sorted(o.status for o in kept) == ["gone", "gone", "killed"]


def test_a_survivor_judged_equivalent_counts_apart_and_a_killed_one_is_reported(module: str) -> None:
    """The usual mutation score leaves equivalent mutants out: 2 killed, 1 survivor, 1 equivalent
    scores 50 % raw and 67 % without it; a listed mutant that was killed means the list is wrong."""
    mult = [s for s in mutation.sites(module) if s.what == "Mult -> Add"]
    lt = next(s for s in mutation.sites(module) if s.what == "Lt -> LtE")
    zero = next(s for s in mutation.sites(module) if s.what == "0 -> 1")
    outcomes = [mutation.Outcome(mult[0], "killed", 1.0, "t::a"), mutation.Outcome(mult[1], "survived", 1.0),
                mutation.Outcome(lt, "survived", 1.0), mutation.Outcome(zero, "killed", 1.0, "t::b")]
    listed = {(s.module, s.what, s.before, s.after): why
              for s, why in ((mult[1], "a product of b and 4 is never read"), (zero, "wrongly listed"))}
    wrong = mutation.judged(outcomes, listed)
    assert [(o.status, o.why) for o in outcomes[1:3]] == [
        ("equivalent", "a product of b and 4 is never read"), ("survived", "")]
    assert wrong == [f"{module}:11: 0 -> 1 is listed as equivalent but was killed by t::b"]
    row = mutation.scores(outcomes, module)
    assert (row["killed"], row["survived"], row["equivalent"]) == (2, 1, 1)
    assert (row["score"], row["without equivalent"]) == ("50 %", "67 %")


def test_every_mutant_listed_as_equivalent_is_in_its_module_as_it_is() -> None:
    """The list of equivalent mutants names code of the modules as they are now: an entry whose
    code changed would silently stop applying."""
    listed = mutation.equivalents(mutation.EQUIVALENT)
    assert listed
    here: dict[str, set[tuple[str, str, str, str]]] = {}
    for key, why in listed.items():
        module = key[0]
        if module not in here:
            here[module] = {(s.module, s.what, s.before, s.after) for s in mutation.sites(module)}
        assert key in here[module], f"{key} ({why}) is not a mutant of {module}"
