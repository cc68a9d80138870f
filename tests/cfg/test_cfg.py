"""CFG facts of §2.2-2.5 on small graphs whose answers are known by hand."""

from __future__ import annotations

import pytest
from helpers import graph
from hypothesis import assume, example, given
from hypothesis import strategies as st

from pllvm.cfg import (
    CFG,
    block_index,
    cdep_on,
    control_dependence,
    dominator_tree,
    loop_forest,
    post_dominator_tree,
)
from pllvm.text import parse_module

DIAMOND = "A>B,C; B>D; C>D; D>"
# Fig. 7.6/7.7a (dissertation §7.4.1; the edges are read from the walkthrough, the figure is
# missing from the text): a loop 0..5 with exits 6..9.
LOOP_WITH_EXITS = "P>0; 0>1,6; 1>2,7; 2>3,5; 3>4,8; 4>5,9; 5>0"


def test_successors_keep_index_order_and_predecessors_are_unique() -> None:
    fn = parse_module(
        """
define void @f(i32 %x) {
a:
  switch i32 %x, label %b [
    i32 0, label %c
    i32 1, label %b
  ]
b:
  br label %c
c:
  ret void
}
"""
    ).functions[0]
    cfg = CFG.of(fn)
    assert cfg.succ["a"] == ("b", "c", "b")
    assert cfg.pred["b"] == ("a",)
    assert cfg.pred["c"] == ("a", "b")
    assert cfg.edges() == [("a", "b"), ("a", "c"), ("b", "c")]
    assert cfg.terminal == {"c"}


def test_dominators_of_a_diamond() -> None:
    dom = dominator_tree(graph(DIAMOND))
    assert dom.idom == {"A": None, "B": "A", "C": "A", "D": "A"}
    assert dom.dominates("A", "D") and dom.dominates("D", "D")
    assert not dom.dominates("B", "D")
    assert not dom.strictly_dominates("D", "D")
    assert sorted(dom.subtree("A")) == ["A", "B", "C", "D"]


def test_post_dominators_over_complete_paths() -> None:
    pdom = post_dominator_tree(graph(DIAMOND))
    assert pdom.idom == {"D": None, "B": "D", "C": "D", "A": "D"}
    assert pdom.dominates("D", "A")
    # Two returns: neither post-dominates the branch.
    two = post_dominator_tree(graph("A>B,C; B>; C>"))
    assert two.idom["A"] is None
    assert not two.dominates("B", "A") and not two.dominates("C", "A")


def test_a_block_without_complete_path_has_no_post_dominator() -> None:
    cfg = graph("A>B,C; B>B; C>")
    pdom = post_dominator_tree(cfg)
    assert "B" not in pdom
    assert pdom.dominates("B", "B") and not pdom.dominates("C", "B")
    assert cfg.reaches_exit == {"A", "C"}


def test_natural_loop_anatomy() -> None:
    lf = loop_forest(graph(LOOP_WITH_EXITS))
    assert lf.reducible
    assert lf.back_edges == (("5", "0"),)
    lp = lf.loops["0"]
    assert lp.blocks == {"0", "1", "2", "3", "4", "5"}
    assert lp.latch == "5" and lp.preheader == "P"
    assert lp.exiting == ("0", "1", "3", "4")
    assert lp.exits == ("6", "7", "8", "9")
    assert lf.loop_of("3") is lp and lf.loop_of("8") is None


def test_nested_loops_form_a_tree() -> None:
    # Fig. 7.7b: inner loop 1-4 inside the outer loop 0-7.
    lf = loop_forest(graph("P>0; 0>1; 1>2; 2>3,5; 3>4,6; 4>1,8; 5>7; 6>7; 7>0"))
    inner, outer = lf.loops["1"], lf.loops["0"]
    assert inner.blocks == {"1", "2", "3", "4"}
    assert inner.parent == "0" and inner.depth == 2
    assert outer.parent is None and outer.depth == 1
    assert inner.preheader == "0" and inner.latch == "4"
    assert set(inner.exits) == {"5", "6", "8"}
    assert [lp.header for lp in lf.children("0")] == ["1"]
    assert lf.loop_of("2") is inner and lf.loop_of("7") is outer


def test_multiple_back_edges_make_one_loop_without_unique_latch() -> None:
    lf = loop_forest(graph("P>H; H>A,B; A>H; B>H,X"))
    lp = lf.loops["H"]
    assert set(lp.latches) == {"A", "B"} and lp.latch is None


def test_irreducible_cycle_is_reported() -> None:
    lf = loop_forest(graph("A>B,C; B>C; C>B"))
    assert not lf.reducible
    assert lf.irreducible_edges == (("C", "B"),)
    assert lf.loops == {}


def test_preheader_needs_a_single_outside_predecessor_with_one_successor() -> None:
    assert loop_forest(graph("A>H,X; H>H,X")).loops["H"].preheader is None
    assert loop_forest(graph("A>P; P>H; H>H,X")).loops["H"].preheader == "P"


def _is_topological(order: tuple[str, ...], cfg: CFG, back: frozenset[tuple[str, str]]) -> bool:
    pos = {b: i for i, b in enumerate(order)}
    return all(pos[a] < pos[b] for a, b in cfg.edges() if (a, b) not in back and a in pos)


#: the successors of blocks b0..b(n-1), n from 1 to 9, up to three each: every CFG shape
SUCCESSORS = st.integers(1, 9).flatmap(lambda n: st.lists(
    st.lists(st.integers(0, n - 1), max_size=3, unique=True), min_size=n, max_size=n))


def _cfg(succ: list[list[int]]) -> CFG:
    """The CFG with entry b0 in which block b<i> branches to the blocks numbered succ[i]."""
    return CFG([f"b{i}" for i in range(len(succ))],
               {f"b{i}": tuple(f"b{j}" for j in ss) for i, ss in enumerate(succ)}, "b0")


@pytest.mark.parametrize(
    "spec",
    [DIAMOND, LOOP_WITH_EXITS, "A>B,E; B>C,D; C>D; D>E; E>", "P>H; H>B; B>X,L; L>H; X>"],
    ids=["diamond", "loop-exits", "fig6.9", "T5"],
)
def test_block_index_is_topological_and_loop_compact(spec: str) -> None:
    cfg = graph(spec)
    lf = loop_forest(cfg)
    idx = block_index(cfg, lf)
    assert sorted(idx.order) == sorted(cfg.blocks)
    assert _is_topological(idx.order, cfg, lf.back_edge_set)
    assert idx.loop_compact
    for lp in lf.loops.values():
        assert idx[lp.header] == min(idx[b] for b in lp.blocks)
        assert idx[lp.latch] == max(idx[b] for b in lp.blocks)


@given(SUCCESSORS)
@example(succ=[[0, 1], [0], [0, 1]])  # an unreachable block branching into a loop is not in it
def test_a_reducible_cfg_has_a_loop_compact_index(succ: list[list[int]]) -> None:
    """[CFG-INDEX] Every reducible CFG, whatever its loop nest, gets an index in which each loop is
    contiguous, headed by its header (partial linearization and unrolling rely on it)."""
    cfg = _cfg(succ)
    lf = loop_forest(cfg)
    assume(lf.reducible)
    idx = block_index(cfg, lf)
    assert idx.loop_compact, idx.violations
    assert _is_topological(idx.order, cfg, lf.back_edge_set)
    for lp in lf.loops.values():
        assert idx[lp.header] == min(idx[b] for b in lp.blocks)


@given(SUCCESSORS)
@example(succ=[[1, 2], [2], [1]])  # the cycle 1-2 entered at both: irreducible
def test_every_reachable_block_has_a_place_in_the_index(succ: list[list[int]]) -> None:
    """[CFG-INDEX] Reducible or not, the index orders every reachable block (and no other)
    topologically once every retreating edge is set aside (an irreducible cycle once left its
    blocks out, and `cfg`, `analyze` and `run` stopped with a KeyError)."""
    cfg = _cfg(succ)
    lf = loop_forest(cfg)
    idx = block_index(cfg, lf)
    assert sorted(idx.order) == sorted(cfg.reachable)
    assert _is_topological(idx.order, cfg, lf.retreating_edge_set)


def test_block_index_keeps_dominance_regions_contiguous_when_possible() -> None:
    # Text order would put the unrelated block C between B and its dominated block D.
    cfg = CFG(["A", "B", "C", "D", "E"],
              {"A": ("B", "C"), "B": ("D",), "C": ("E",), "D": ("E",), "E": ()}, "A")
    idx = block_index(cfg)
    assert idx.order == ("A", "B", "D", "C", "E")
    assert idx.dom_compact and idx.violations == ()


def test_block_index_says_when_dominance_compactness_is_impossible() -> None:
    # In Fig. 7.6 the loop must be contiguous, so the region dominated by 3 ({3, 4, 8, 9})
    # cannot be: the latch 5 must come between 4 and the exits.
    idx = block_index(graph(LOOP_WITH_EXITS))
    assert idx.order[:7] == ("P", "0", "1", "2", "3", "4", "5")
    assert idx.loop_compact and not idx.dom_compact
    assert "the blocks dominated by 3 are not contiguous" in idx.violations


def test_control_dependence_of_a_diamond() -> None:
    deps = control_dependence(graph(DIAMOND))
    assert deps["B"] == {("A", "B")}
    assert deps["C"] == {("A", "C")}
    assert deps["A"] == set() and deps["D"] == set()
    assert cdep_on(graph(DIAMOND))["A"] == {"B", "C"}


def test_control_dependence_in_a_loop_reflexive_and_strict() -> None:
    # corpus/notes/da_T2_divergent_exiting_block.pll: the exiting block B post-dominates itself,
    # so under §2.3 it is not
    # control dependent on its own exit edge; under Cytron's strict variant it is.
    cfg = graph("P>H; H>B; B>X,L; L>H; X>")
    assert cdep_on(cfg)["B"] == {"H", "L"}
    assert cdep_on(cfg, strict=True)["B"] == {"B", "H", "L"}
