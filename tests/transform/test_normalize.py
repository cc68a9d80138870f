"""normalize: the output passes the normal-form checks and computes what the input computes."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from conftest import CORPUS

from pllvm.check import Options, Side, check
from pllvm.syntax import Module
from pllvm.text import parse_file, parse_module, print_module
from pllvm.transform import normalize, normalize_module
from pllvm.valid import verify_module

SKIP_IDS = {"nf-irreducible", "nf-no-exit", "nf-unreachable"}  # what normalize cannot change


@cache
def _corpus() -> list[tuple[Path, Module]]:
    out = []
    for path in sorted(CORPUS.rglob("*.pll")) + sorted((CORPUS / "clang").glob("*.ll")):
        m = parse_file(path)
        if not verify_module(m):
            out.append((path, m))
    return out


def _normal_form_ids(m: Module) -> set[str]:
    return {d.id for d in verify_module(m, normal_form=True)}


def test_every_corpus_function_is_normalized() -> None:
    normalized = 0
    for path, m in _corpus():
        if _normal_form_ids(m) & SKIP_IDS:
            continue
        out = normalize_module(m)
        assert parse_module(print_module(out)) == out, path
        left = [str(d) for d in verify_module(out, normal_form=True)]
        assert left == [], (path, left, print_module(out))
        normalized += m != out
    assert normalized >= 20


def test_normalize_leaves_its_input_alone() -> None:
    path = CORPUS / "thesis" / "fig3.20_logstar.pll"
    m = parse_file(path)
    before = print_module(m)
    normalize(m.functions[0])
    assert print_module(m) == before


NESTED = """
define i32 @f(i32 %n, i32 %m) {
entry:
  %n8 = and i32 %n, 7
  %m8 = and i32 %m, 7
  %z = icmp eq i32 %n8, 0
  br i1 %z, label %done, label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %inner ], [ %i1, %skip ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %m8
  br i1 %c, label %inner, label %skip
inner:
  %big = icmp sgt i32 %i1, 5
  br i1 %big, label %done, label %outer
skip:
  %again = icmp slt i32 %i1, %n8
  br i1 %again, label %outer, label %done
done:
  %r = phi i32 [ -1, %entry ], [ %i1, %inner ], [ %i, %skip ]
  %s = add i32 %r, %i1x
  ret i32 %s
}
"""


def test_a_loop_with_two_latches_and_shared_exits_is_normalized_and_equivalent(
        tmp_path: Path) -> None:
    text = NESTED.replace("%i1x", "1")
    m = parse_module(text)
    assert {"nf-latch", "nf-dedicated-exit", "nf-exit-edge"} <= _normal_form_ids(m)
    out = normalize_module(m)
    assert verify_module(out, normal_form=True) == []
    src, tgt = tmp_path / "src.pll", tmp_path / "tgt.pll"
    src.write_text(text)
    tgt.write_text(print_module(out))
    v = check("same", Side(m, "f", "FR", str(src)), Side(out, "f", "FR", str(tgt)),
              Options(lanes=4, examples=40))
    assert v.kind == "valid", v.explain()
