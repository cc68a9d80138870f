"""[CHK-FIRST] The first difference is aligned on what the two runs store and return, not on
value names: LLVM's vector code names its values differently from the scalar loop."""

from __future__ import annotations

from conftest import CORPUS

from pllvm.check import Options, Side, check, differential
from pllvm.check.explain import site
from pllvm.text import parse_file, parse_module

LV = CORPUS / "loopvectorize"


def test_a_store_difference_names_the_store_of_each_side_with_its_operands() -> None:
    """One interleaved part of saxpy_ic4 is stored unchanged: the cell that differs is written
    by the scalar loop's `store float` and by the vector body's store of the loaded vector."""
    src = Side(parse_file(LV / "saxpy.ll"), "saxpy_ic4", "FR")
    tgt = Side(parse_file(LV / "broken" / "saxpy_ic4.vf4.part_unchanged.ll"), "saxpy_ic4", "FR")
    v = check("same", src, tgt, Options(lanes=1, examples=100))
    assert v.kind == "invalid"
    text = v.counterexample.difference
    where = site(text)
    assert where is not None and where[0] == "cell"
    lines = text.splitlines()
    assert any(line.strip().startswith("source:   `store float") for line in lines), text
    assert any("target:   `store <4 x float> %wide.load" in line for line in lines), text
    assert any("target:     computed by `%wide.load" in line and "= load <4 x float>" in line
               for line in lines), text


def test_a_return_difference_shows_each_side_s_ret_and_what_computed_it() -> None:
    src = Side(parse_file(LV / "minmax.ll"), "max_int", "FR")
    tgt = Side(parse_file(LV / "broken" / "max_int.haswell.max_starts_at_zero.ll"), "max_int", "FR")
    v = check("same", src, tgt, Options(lanes=1, examples=150))
    assert v.kind == "invalid"
    text = v.counterexample.difference
    assert text.startswith("thread 0 returns 0, the source returns -")
    assert "source: step" in text and "`ret i32 %" in text
    assert "target:   computed by `%" in text and "phi i32" in text


def test_failures_that_are_not_values_have_no_site() -> None:
    assert site("the target does not terminate where the source does") is None
    assert site("@y[3] is 1, the source leaves 2") == ("cell", ("y", 3))
    assert site("thread 2 returns ⊤, the scalar run returns 1") == ("ret", 2)


# Each thread stores one byte, t + 10, to @buf[t]; @wrong stores 99 on thread 2
BYTE_PER_THREAD = """
define void @{name}(i32 %t, ptr %buf) {{
A:
  %v = add i32 %t, 10
{body}  %b = trunc i32 %w to i8
  %p = getelementptr i8, ptr %buf, i32 %t
  store i8 %b, ptr %p
  ret void
}}
"""


def test_a_vectorize_difference_in_memory_is_explained_by_the_scalar_run_that_stored_the_cell() -> None:
    """[CHK-FIRST] for `vectorize`: of the W scalar runs, the one that wrote the differing cell
    (a one-byte cell: its only address is its first) stands for the source, in the
    difference and in the side-by-side trace."""
    m = parse_module(BYTE_PER_THREAD.format(name="right", body="  %w = add i32 %v, 0\n")
                     + BYTE_PER_THREAD.format(name="wrong", body="  %two = icmp eq i32 %t, 2\n"
                                              "  %w = select i1 %two, i32 99, i32 %v\n"))
    example = {"args": {"t": [0, 1, 2, 3], "buf": ["@buf"] * 4},
               "buffers": {"buf": {"type": "i8", "data": [0] * 8}}}
    cex = differential.vectorize_counterexample(Side(m, "right", "FR"), Side(m, "wrong", "OBL"), 4, example)
    assert cex is not None
    lines = cex.difference.splitlines()
    assert lines[0] == "@buf[2] is 99, the scalar run leaves 12"
    assert "  source: step 0, block A wrote @buf[2]:" in lines, cex.difference
    assert "  source:   `store i8 %b, ptr %p` with %b = 12, %p = 65602" in lines, cex.difference
    assert [row[0] for row in cex.trace] == ["A amsk=1 %v=[12], %w=[12], %b=[12], %p=[65602]"]
