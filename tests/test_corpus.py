"""Every corpus program: it parses, verifies as its directives say, and `pllvm fmt` round-trips it.

The execution and analysis directives (`RUN`, `CHECK*`, `ANALYZE`) are read here only to make sure
each is spelled right; the interpreter and the analysis run them in their own test modules.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.text import parse_file, parse_module, print_module
from pllvm.valid import verify_module

DIRECTIVES = {
    "RUN", "CHECK", "CHECK-SCHEDULE", "CHECK-STEP", "CHECK-WF", "VERIFY", "ANALYZE",
    "CHECK-SHAPE", "CHECK-BRANCH", "CHECK-LOOP", "CHECK-SDEP", "CHECK-TDEP", "MUTATION", "WITNESS",
}  # fmt: skip
_DIRECTIVE = re.compile(r"^;\s?([A-Z][A-Z-]*[A-Z]):", re.M)

FILES = sorted(p for p in CORPUS.rglob("*") if p.suffix in {".pll", ".ll"})


def _id(p: Path) -> str:
    return str(p.relative_to(CORPUS))


def test_the_corpus_has_the_programs_it_promises() -> None:
    thesis = {p.name.split("_")[0] for p in CORPUS.glob("thesis/*.pll")}
    for fig in ["fig3.20", "fig4.5", "fig4.6", "fig4.11", "fig5.5a", "fig6.9", "fig6.12",
                "fig7.3", "fig7.8", "fig9.4", "fig13.2"]:
        assert any(name.startswith(fig) for name in thesis), fig
    assert len(list(CORPUS.glob("clang/*.c"))) >= 10
    assert len(list(CORPUS.glob("notes/*.pll"))) >= 10


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_round_trip(path: Path) -> None:
    m = parse_file(path)
    text = print_module(m)
    again = parse_module(text, f"{path} (printed)")
    assert again == m
    assert print_module(again) == text


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_verifies_as_stated(path: Path) -> None:
    text = path.read_text()
    expected = set(re.findall(r";\s*VERIFY:\s*ill-formed\s+(\S+)", text))
    found = {d.id for d in verify_module(parse_file(path)) if d.severity == "error"}
    assert found == expected


@pytest.mark.parametrize("path", [p for p in FILES if p.suffix == ".pll"], ids=_id)
def test_header_and_directives(path: Path) -> None:
    text = path.read_text()
    assert text.startswith(";"), "a corpus program starts with a comment saying where it is from"
    unknown = set(_DIRECTIVE.findall(text)) - DIRECTIVES
    assert not unknown, f"unknown directives {sorted(unknown)} (see corpus/README.md)"
