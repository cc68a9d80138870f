"""The parser's tables are built once and kept in the user's cache directory: a parser loaded
from there parses, and fails, as a freshly built one does; a cache that cannot be read is
built again, one that cannot be written is done without."""

from __future__ import annotations

from pathlib import Path

import lark
import pytest

from pllvm.text import parser

GOOD = "define i32 @f(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"
BAD = "define i32 @f(i32 %x) {\nentry:\n  %y = add i32 %x 1\n  ret i32 %y\n}\n"


@pytest.fixture
def builds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the parsers built from the grammar (loading one from the cache builds none)."""
    count: list[int] = []
    init = lark.Lark.__init__

    def counted(self: lark.Lark, *args: object, **kwargs: object) -> None:
        count.append(1)
        init(self, *args, **kwargs)

    monkeypatch.setattr(lark.Lark, "__init__", counted)
    return count


def _error(p: lark.Lark, text: str) -> str:
    with pytest.raises(lark.exceptions.UnexpectedInput) as e:
        p.parse(text)
    return str(e.value)


def test_a_cached_parser_is_loaded_and_parses_as_a_built_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, builds: list[int]) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    built = parser._parser.__wrapped__()
    (cached,) = (tmp_path / "pllvm").iterdir()
    loaded = parser._parser.__wrapped__()
    assert len(builds) == 1
    assert loaded.parse(GOOD) == built.parse(GOOD)
    assert _error(loaded, BAD) == _error(built, BAD)

    cached.write_bytes(b"not a parser")
    assert parser._parser.__wrapped__().parse(GOOD) == built.parse(GOOD)
    assert len(builds) == 2
    parser._parser.__wrapped__()
    assert len(builds) == 2  # the damaged file was replaced
    assert [p.name for p in (tmp_path / "pllvm").iterdir()] == [cached.name]


def test_without_a_writable_cache_directory_the_parser_is_built(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, builds: list[int]) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    assert parser._parser.__wrapped__().parse(GOOD).data == "start"
    assert parser._parser.__wrapped__().parse(GOOD).data == "start"
    assert len(builds) == 2
