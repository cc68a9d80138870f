"""The rules the corpus runs exercise, and the golden tables among them.

The RUN lines themselves (the dissertation's tables, Figs. 3.19c, 3.20b, 3.21b, 3.22d, 4.5b, 4.6b,
4.11, 5.3a, ..., and the spec scripts of corpus/exec) are test items of their own: pytest collects
the corpus through pllvm's plugin (pllvm/fuzz/plugin.py). Their CHECK lines are also checked here,
so that the interpreter's own tests (`pytest tests/exec`) see what the corpus says.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.errors import InputError
from pllvm.exec import RunResult
from pllvm.exec.inline import calls_inlined
from pllvm.exec.state import DONE, TOP
from pllvm.script import cases, check
from pllvm.syntax import Mask
from pllvm.text import parse_file

ROOT = CORPUS.parent
FILES = sorted(CORPUS.rglob("*.pll"))
CASES = [(p, c) for p in FILES for c in cases(p.read_text())]


@cache
def _outcome(path: Path, line: int) -> tuple[RunResult, tuple[str, ...]]:
    case = next(c for c in cases(path.read_text()) if c.line == line)
    result, diffs = check(parse_file(path), case)
    return result, tuple(diffs)


def test_the_golden_tables_are_among_the_runs() -> None:
    stated = {p.name.split("_")[0] for p, c in CASES if c.steps or c.expect_schedule}
    for fig in ("fig3.19", "fig3.20", "fig3.21", "fig3.22", "fig4.5", "fig4.6", "fig4.11",
                "fig5.3a"):
        assert fig in stated, fig


def _rule_ids() -> list[str]:
    return re.findall(r"^## \[([A-Z0-9-]+)\]", (ROOT / "semantics" / "execution.md").read_text(), re.M)


def test_every_rule_is_cited_by_exactly_one_function() -> None:
    source = "\n".join(p.read_text() for p in (ROOT / "pllvm" / "exec").glob("*.py"))
    ids = _rule_ids()
    assert len(ids) >= 25
    for rule in ids:
        citing = re.findall(r'"""\[' + re.escape(rule) + r"\]", source)
        assert len(citing) == 1, f"[{rule}] is cited by {len(citing)} docstrings"


def test_every_rule_fires_in_some_corpus_run() -> None:
    fired: set[str] = set()
    for path, case in CASES:
        fired |= _outcome(path, case.line)[0].rules
    missing = [r for r in _rule_ids() if r not in fired]
    assert not missing, f"rules no corpus run exercises: {missing}"


def test_every_corpus_run_meets_its_check_lines() -> None:
    """The CHECK lines of every RUN hold. The plugin's items check them too, but only where
    pytest collects corpus/: `pytest tests/exec` (and a mutation run of the interpreter, which
    collects no more) ran every case above for its rules and dropped what its CHECK lines say,
    so a broken `trunc` that corpus/exec/calls.pll and builtins.pll show went unnoticed. The
    runs are the ones cached above: this costs nothing."""
    failed = [f"{path.relative_to(ROOT)}: {diff}" for path, case in CASES
              for diff in _outcome(path, case.line)[1]]
    assert not failed, "\n".join(failed)


def test_each_step_records_the_rules_that_apply_to_it() -> None:
    """[PC-ACTIVE], [PC-ND-BRANCH], [PC-TERM], [PC-PASSIVE] per step of every traced corpus
    run: a rule is in the step's record exactly when some thread meets its premise (cmsk and the
    successor index the terminator gave it), and every thread's control state moved as its rule
    says; [UPD-ENV] exactly when the block has a command that assigns a variable under amsk (not
    `total`, not `mask`). A trace that names a rule on every step, or misses one, fails here."""
    steps = 0
    for path, case in CASES:
        module = parse_file(path)
        fn = calls_inlined(module, module.function(case.function))  # the blocks that ran
        assigns = {b.label: any(c.name is not None and not c.total and not isinstance(c.op, Mask)
                                for c in b.commands) for b in fn.blocks}
        for k, st in enumerate(_outcome(path, case.line)[0].trace):
            cm, i = st.cmsk.astype(bool), st.succ
            premise = {"PC-ACTIVE": cm & (i >= 0), "PC-ND-BRANCH": cm & (i == TOP),
                       "PC-TERM": cm & (i == DONE), "PC-PASSIVE": ~cm}
            where = f"{path.relative_to(ROOT)}:{case.line} step {k} ({st.block})"
            for rule, lanes in premise.items():
                assert (rule in st.rules) == bool(lanes.any()), f"{where}: {rule} in {st.rules}"
            assert ("UPD-ENV" in st.rules) == assigns[st.block], f"{where}: UPD-ENV in {st.rules}"
            assert (st.lin_after[~cm] == st.lin[~cm]).all(), where
            assert (st.lnext_after[~cm] == st.lnext[~cm]).all(), where
            assert len(set(st.lin_after[cm].tolist())) <= 1, where  # ℓin' = ℓsc for every active thread
            assert (st.lnext_after[cm & (i == TOP)] == TOP).all(), where
            assert (st.lnext_after[cm & (i == DONE)] == DONE).all(), where
            assert (st.lnext_after[cm & (i >= 0)] >= 0).all(), where
            steps += 1
    assert steps > 500


def test_a_run_line_names_its_scheduler_and_nothing_unknown() -> None:
    text = "; RUN: lanes=2 interp=FR args a=[0,1] scheduler=max-index\n; CHECK: ret [1, 0]\n"
    (case,) = [c for c in cases(text)]
    assert (case.scheduler, case.args) == ("max-index", {"a": [0, 1]})
    with pytest.raises(InputError, match="line 1: unknown RUN option 'schedular'"):
        cases("; RUN: lanes=2 schedular=max-index\n")
