"""The pytest plugin: every `*.pll` file with `RUN` or `ANALYZE` lines becomes test items.

Installed with pllvm (entry point `pytest11`), it runs each `RUN` line with its `CHECK` lines and
each `ANALYZE` line with its expectations (corpus/README.md), and reports a failure as the list
of statements the run contradicts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pytest

from pllvm.errors import PllvmError
from pllvm.script import AnalyzeCase, RunCase, analyses, cases, check, check_analysis
from pllvm.syntax import Module
from pllvm.text import parse_module

if TYPE_CHECKING:  # what pytest's repr_failure may give back (pytest does not export it)
    from _pytest._code.code import TerminalRepr

__all__ = ["pytest_collect_file"]

_DIRECTIVE = re.compile(r"^;\s?(RUN|ANALYZE):", re.M)


class ExpectationFailed(Exception):
    """The program did something its file says it does not."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".pll" and _DIRECTIVE.search(file_path.read_text(errors="replace")):
        return PllFile.from_parent(parent, path=file_path)
    return None


class PllFile(pytest.File):
    """A P-LLVM file: one item per RUN and per ANALYZE line."""

    def collect(self) -> Iterator[pytest.Item]:
        text = self.path.read_text()
        try:
            module = parse_module(text, str(self.path))
            runs, checks = cases(text), analyses(text)
        except PllvmError as e:
            raise self.CollectError(str(e)) from None
        for run_case in runs:
            yield RunItem.from_parent(self, name=f"RUN:{run_case.line}", module=module, case=run_case)
        for analysis in checks:
            yield AnalyzeItem.from_parent(self, name=f"ANALYZE:{analysis.line}", module=module,
                                          case=analysis)


#: the kind of case an item runs
C = TypeVar("C", RunCase, AnalyzeCase)


class _Item(pytest.Item, Generic[C]):
    def __init__(self, *, module: Module, case: C, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.module = module
        self.case: C = case

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException],
                     style: object = None) -> str | TerminalRepr:
        if isinstance(excinfo.value, ExpectationFailed):  # each line reads "line N: ..."
            return "\n".join(f"{self.path}:{line.removeprefix('line ')}"
                             for line in excinfo.value.lines)
        if isinstance(excinfo.value, PllvmError):
            return f"{self.path}:{self.case.line}: {excinfo.value}"
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.case.line - 1, self.name


class RunItem(_Item[RunCase]):
    """A RUN line and its CHECK lines."""

    def runtest(self) -> None:
        _result, diffs = check(self.module, self.case)
        if diffs:
            raise ExpectationFailed(diffs)


class AnalyzeItem(_Item[AnalyzeCase]):
    """An ANALYZE line and its expectations."""

    def runtest(self) -> None:
        _result, diffs = check_analysis(self.module, self.case)
        if diffs:
            raise ExpectationFailed(diffs)
