"""Robustness of the parser: mutated corpus text parses or fails with a located ParseError.

Every `*.ll` and `*.pll` file under `corpus/` (read when the test runs, so new files are picked
up) is mutated at random: characters, tokens and lines are deleted, duplicated, swapped or
inserted, or the text is truncated. `parse_module` must then either succeed or raise
`ParseError` whose `Loc` points inside the text; no other exception may escape.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pllvm.errors import Loc, ParseError
from pllvm.text import parse_module, print_module

CORPUS = Path(__file__).parents[2] / "corpus"

#: Characters inserted by mutations: P-LLVM punctuation, digits and a few letters.
ALPHABET = '%@,:()[]{}<>=!;" \n0123456789abcxyz'

#: A P-LLVM program using every extension, so mutations reach them even in a small corpus.
EXTENSIONS = """\
define i32 @ext(i1 %p, i32 %x) {
A:
  %notp = xor i1 %p, true
  br i1 %p, label %B, label %C

B: predicate %p
  %y = add nsw i32 %x, 1
  switch i32 %y, label %D [
    i32 -1, label %C
  ]

C: predicate %notp
  %m = mask
  %t = total and i1 %m, %notp
  %u := or i1 %t, false
  total store i32 %x, ptr @g, align 4
  br label %D

D:
  %r = phi i32 [ %y, %B ], [ 0, %C ] shadow 2
  ret i32 %r
}
"""

#: Tokens: whitespace runs, quoted names and strings, words with an optional sigil, one char.
_TOKEN = re.compile(r'\s+|[%@!#c]?"[^"\n]*"|[%@!#]?[-\w.$]+|.', re.S)


@cache
def _corpus_files() -> tuple[Path, ...]:
    files = sorted({*CORPUS.glob("**/*.ll"), *CORPUS.glob("**/*.pll")})
    return tuple(files)


@cache
def _texts() -> tuple[str, ...]:
    return (*(p.read_text(encoding="utf-8") for p in _corpus_files()), EXTENSIONS)


def test_corpus_is_there():
    assert _corpus_files(), f"no *.ll / *.pll files under {CORPUS}"


def test_unmutated_corpus_round_trips():
    """The baseline for the mutation test: every corpus file parses and round-trips."""
    for path in _corpus_files():
        m = parse_module(path.read_text(encoding="utf-8"), str(path))
        assert parse_module(print_module(m)) == m, path


# ---------------------------------------------------------------- mutations


def _pick(data: st.DataObject, n: int, label: str) -> int:
    return data.draw(st.integers(0, max(n - 1, 0)), label=label)


def _edit_units(units: list[str], data: st.DataObject, kind: str) -> list[str]:
    """Delete, duplicate or swap elements of `units` (characters, tokens or lines)."""
    if not units:
        return units
    op = data.draw(st.sampled_from(["delete", "duplicate", "swap", "swap-adjacent"]),
                   label=f"{kind} op")
    i = _pick(data, len(units), f"{kind} index")
    units = list(units)
    if op == "delete":
        del units[i]
    elif op == "duplicate":
        units.insert(i, units[i])
    else:
        j = min(i + 1, len(units) - 1) if op == "swap-adjacent" else _pick(data, len(units), "j")
        units[i], units[j] = units[j], units[i]
    return units


def _mutate(text: str, data: st.DataObject) -> str:
    kind = data.draw(st.sampled_from(["char", "token", "line", "insert", "truncate"]),
                     label="mutation")
    if kind == "char":
        return "".join(_edit_units(list(text), data, kind))
    if kind == "token":
        return "".join(_edit_units(_TOKEN.findall(text), data, kind))
    if kind == "line":
        return "\n".join(_edit_units(text.split("\n"), data, kind))
    if kind == "insert":
        i = _pick(data, len(text) + 1, "insert at")
        return text[:i] + data.draw(st.sampled_from(ALPHABET), label="char") + text[i:]
    return text[: _pick(data, len(text) + 1, "truncate at")]


def _check_location(err: ParseError, text: str) -> None:
    lines = text.split("\n")
    where = err.where
    assert isinstance(where, Loc), f"ParseError without a Loc: {err!r}"
    assert where.file == "mutant.ll"
    assert 1 <= where.line <= len(lines), f"line {where.line} outside 1..{len(lines)}: {err}"
    width = len(lines[where.line - 1])
    assert 1 <= where.column <= width + 1, f"column {where.column} outside 1..{width + 1}: {err}"
    assert err.message, "ParseError without a message"


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_corpus_parses_or_fails_with_located_error(data):
    texts = _texts()
    text = texts[_pick(data, len(texts), "file")]
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        text = _mutate(text, data)
    try:
        parse_module(text, file="mutant.ll")
    except ParseError as err:
        _check_location(err, text)
