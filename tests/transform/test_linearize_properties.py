"""Partial linearization (Listing 8) against its properties proved in §8.5-8.7 and App. B, on
random DAGs.

Each test checks one property P1-P8 of `linearize_edges` (P6: of `linearize` run by the
interpreter) on random single-sink DAGs with random uniform/divergent branch flags. The oracles
(dominance, post-dominance, control dependence, uni(k), dominance regions, path embedding) are
brute force and written here, independently of `pllvm.transform.linearize`; only the block index
comes from `pllvm.cfg.block_index`, as the transform itself uses it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

import attrs
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pllvm.cfg import CFG, BlockIndex, block_index
from pllvm.exec.engine import run
from pllvm.text import parse_module
from pllvm.transform.linearize import linearize, linearize_edges

W = 4
GRAPH = settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEMANTIC = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

Succ = Mapping[str, Sequence[str]]
Edge = tuple[str, str]


# ---------------------------------------------------------------- random single-sink DAGs


@dataclass(frozen=True)
class Dag:
    """A DAG in text order (entry first), successor slots per block and the uniform blocks
    (every block with fewer than two successors counts as uniform: an unconditional branch)."""

    blocks: tuple[str, ...]
    succ: dict[str, tuple[str, ...]]
    uniform: frozenset[str]

    @property
    def entry(self) -> str:
        return self.blocks[0]

    @cached_property
    def index(self) -> BlockIndex:
        return block_index(CFG(self.blocks, dict(self.succ), self.entry))

    @cached_property
    def out(self) -> dict[str, tuple[str, ...]]:
        return linearize_edges(self.index.order, self.succ, self.uniform)

    @property
    def branching(self) -> list[str]:
        return [b for b in self.blocks if len(self.succ[b]) > 1]

    def show(self) -> str:
        """The CFG, flags, index and linearized slots, for assertion messages."""
        def flag(b: str) -> str:
            if len(self.succ[b]) < 2:
                return ""
            return " [uniform]" if b in self.uniform else " [divergent]"
        lines = ["CFG (text order, entry first):"]
        lines += [f"  {b} -> {', '.join(self.succ[b]) or '(sink)'}{flag(b)}" for b in self.blocks]
        lines.append(f"index: {' '.join(self.index.order)} (dom_compact={self.index.dom_compact})")
        try:
            out = self.out
        except Exception as e:  # the message must show the graph even if the transform raised
            lines.append(f"linearize_edges raised {type(e).__name__}: {e}")
        else:
            lines.append("linearized slots:")
            lines += [f"  {b} -> {', '.join(out[b]) or '(sink)'}" for b in self.index.order]
        return "\n".join(lines)


@st.composite
def dags(draw: st.DrawFn, max_degree: int = 3, entry_switch: bool = False) -> Dag:
    """3-12 blocks, every block reachable from the entry, exactly one block without successors
    (which every block reaches); out-degree 1 or 2, sometimes 3 (a switch) unless `max_degree`
    is 2; with `entry_switch`, the entry has 3 successors."""
    n = draw(st.integers(4 if entry_switch else 3, 12))
    succ: dict[int, list[int]] = {}
    for i in range(n - 1):
        deg = 3 if entry_switch and i == 0 else draw(st.sampled_from([1, 1, 2, 2, 2, 2, 3]))
        deg = min(deg, max_degree, n - 1 - i)
        succ[i] = draw(st.lists(st.integers(i + 1, n - 1), min_size=deg, max_size=deg, unique=True))
    succ[n - 1] = []
    for j in range(1, n):  # by induction every block j gets a predecessor i < j, so it is reachable
        if any(j in succ[i] for i in range(j)):
            continue
        free = [i for i in range(j) if len(succ[i]) < max_degree]
        assume(free)
        succ[draw(st.sampled_from(free))].append(j)
    names = [f"B{i}" for i in range(n)]
    rest = draw(st.permutations(names[1:]))  # the text order breaks ties in block_index
    blocks = (names[0], *rest)
    named = {names[i]: tuple(names[s] for s in ss) for i, ss in succ.items()}
    uniform = {b for b in names if len(named[b]) < 2}
    uniform |= {b for b in names if len(named[b]) > 1 and draw(st.booleans())}
    return Dag(blocks, named, frozenset(uniform))


# ---------------------------------------------------------------- brute-force oracles


def edges_of(succ: Succ) -> set[Edge]:
    return {(a, b) for a, ss in succ.items() for b in ss}


def preds_of(blocks: Iterable[str], succ: Succ) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {b: set() for b in blocks}
    for a, b in edges_of(succ):
        out[b].add(a)
    return out


def dominators(blocks: Sequence[str], succ: Succ, entry: str) -> dict[str, set[str]]:
    """dom[b] = the blocks on every path from the entry to b (fixpoint from the full sets)."""
    preds = preds_of(blocks, succ)
    dom = {b: set(blocks) for b in blocks}
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for b in blocks:
            if b == entry or not preds[b]:
                continue
            new = {b} | set.intersection(*(dom[p] for p in preds[b]))
            if new != dom[b]:
                dom[b], changed = new, True
    return dom


def post_dominators(blocks: Sequence[str], succ: Succ) -> dict[str, set[str]]:
    """pdom[b] = the blocks on every complete path from b (to a block without successors)."""
    pdom = {b: ({b} if not succ[b] else set(blocks)) for b in blocks}
    changed = True
    while changed:
        changed = False
        for b in blocks:
            if not succ[b]:
                continue
            new = {b} | set.intersection(*(pdom[s] for s in succ[b]))
            if new != pdom[b]:
                pdom[b], changed = new, True
    return pdom


def cdeps(blocks: Sequence[str], succ: Succ) -> dict[str, set[Edge]]:
    """cdep(k) = {a->b | k ⪰PD b, k ⋡PD a} (§1.6)."""
    pdom = post_dominators(blocks, succ)
    out: dict[str, set[Edge]] = {k: set() for k in blocks}
    for a, b in edges_of(succ):
        for k in pdom[b] - pdom[a]:
            out[k].add((a, b))
    return out


def uni_blocks(blocks: Sequence[str], succ: Succ, uniform: Iterable[str]) -> set[str]:
    """uni(k): every a->b in cdep(k) has uniform(a) and uni(a) (§1.6; recursion ends on a DAG)."""
    cd = cdeps(blocks, succ)
    flags = set(uniform)
    memo: dict[str, bool] = {}

    def uni(k: str) -> bool:
        if k not in memo:
            memo[k] = all(a in flags and uni(a) for a, _ in cd[k])
        return memo[k]

    return {k for k in blocks if uni(k)}


def complete_paths(succ: Succ, entry: str) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    stack: list[tuple[str, ...]] = [(entry,)]
    while stack:
        path = stack.pop()
        nxt = succ[path[-1]]
        if not nxt:
            out.append(path)
        stack.extend((*path, s) for s in dict.fromkeys(nxt))
    return out


def embeds(path: Sequence[str], succ: Succ, entry: str) -> bool:
    """Some complete path of `succ` from the entry has `path` as a subsequence: a search over
    (block, length of the matched prefix), matching greedily (optimal for a fixed walk)."""
    start = (entry, 1 if path[0] == entry else 0)
    seen = {start}
    stack = [start]
    while stack:
        v, i = stack.pop()
        if not succ[v] and i == len(path):
            return True
        for w in succ[v]:
            state = (w, i + 1 if i < len(path) and path[i] == w else i)
            if state not in seen:
                seen.add(state)
                stack.append(state)
    return False


def dominance_region(dag: Dag, d: str,
                     dom: dict[str, set[str]]) -> tuple[list[str], dict[str, tuple[str, ...]]]:
    """G^d (Def. 22): E^d = {x->y | d ⪰D x}, V^d = blocks d dominates plus the targets of E^d."""
    inner = [b for b in dag.blocks if d in dom[b]]
    succ = {b: dag.succ[b] for b in inner}
    targets = [s for b in inner for s in dag.succ[b] if s not in succ]
    for t in targets:
        succ[t] = ()
    return list(succ), succ


# ---------------------------------------------------------------- P1-P5, P7, P8 on the graph


@GRAPH
@given(dags())
def test_p1_structure(dag: Dag) -> None:
    """P1, Listing 8 (structure): same blocks; a divergent block gets one slot, a uniform block
    keeps its slots; every slot goes forward in the index to a target no later than the original
    one(s) (G_ℓ is a DAG); no deferral is left pending (no TransformError)."""
    msg = dag.show()
    out = dag.out  # raises TransformError if D ≠ ∅ at the sink
    pos = dag.index.position
    assert set(out) == set(dag.blocks), msg
    for b in dag.blocks:
        slots, orig = out[b], dag.succ[b]
        if not orig:
            assert slots == (), f"sink {b} got successors {slots}\n{msg}"
            continue
        if b in dag.uniform:
            assert len(slots) == len(orig), f"uniform {b} lost or gained slots\n{msg}"
            for s, t in zip(orig, slots, strict=True):
                assert pos[t] <= pos[s], f"{b}: slot {s} retargeted later, to {t}\n{msg}"
        else:
            assert len(slots) == 1, f"divergent {b} has {len(slots)} slots\n{msg}"
            assert pos[slots[0]] <= min(pos[s] for s in orig), f"{b}: not the earliest\n{msg}"
        for t in slots:
            assert pos[t] > pos[b], f"edge {b}->{t} goes backward in the index\n{msg}"


@GRAPH
@given(dags())
def test_p2_deferred_targets_post_dominate(dag: Dag) -> None:
    """P2, Lemma 8 (c ∈ T@b ⇒ c ≻PD_ℓ b): every edge b->s of G is kept in G_ℓ, or s strictly
    post-dominates b in G_ℓ."""
    msg = dag.show()
    pdom_l = post_dominators(dag.blocks, dag.out)
    for b, s in sorted(edges_of(dag.succ)):
        assert s in dag.out[b] or s in pdom_l[b] - {b}, (
            f"edge {b}->{s} dropped but {s} does not post-dominate {b} in G_ℓ "
            f"(pdom_ℓ({b}) = {sorted(pdom_l[b])})\n{msg}")


@GRAPH
@given(dags())
def test_p3_path_embedding(dag: Dag) -> None:
    """P3, Thm 3 (path embedding): every complete path of G is a subsequence of some complete
    path of G_ℓ."""
    msg = dag.show()
    out = dag.out
    for path in complete_paths(dag.succ, dag.entry):
        assert embeds(path, out, dag.entry), f"path {' '.join(path)} does not embed in G_ℓ\n{msg}"


@GRAPH
@given(dags())
def test_p4_dominance_preserved(dag: Dag) -> None:
    """P4, dominance preservation (App. B intro): a ⪰D b in G ⇒ a ⪰D b in G_ℓ, for a
    dominance-compact index."""
    assume(dag.index.dom_compact)
    msg = dag.show()
    dom = dominators(dag.blocks, dag.succ, dag.entry)
    dom_l = dominators(dag.blocks, dag.out, dag.entry)
    for b in dag.blocks:
        lost = dom[b] - dom_l[b]
        assert not lost, f"{sorted(lost)} dominate {b} in G but not in G_ℓ\n{msg}"


@GRAPH
@given(dags())
def test_p5_uniform_blocks_keep_control_dependence(dag: Dag) -> None:
    """P5, Lemma 2: uni(k) ⇒ cdep(k) = cdep_ℓ(k) (any topological index)."""
    msg = dag.show()
    uni = uni_blocks(dag.blocks, dag.succ, dag.uniform)
    cd, cd_l = cdeps(dag.blocks, dag.succ), cdeps(dag.blocks, dag.out)
    for k in sorted(uni):
        assert cd[k] == cd_l[k], (f"uni({k}) but cdep({k}) = {sorted(cd[k])} and cdep_ℓ({k}) = "
                                  f"{sorted(cd_l[k])}\n{msg}")


@GRAPH
@given(dags())
def test_p7_uniform_edges_inside_dominance_regions_are_kept(dag: Dag) -> None:
    """P7, Thm 5: an edge b->y (slot i) with some d such that d ⪰D b, d ≻D y, uniform(b) and uni(b)
    computed inside the dominance region G^d is kept: slot i of b still targets y. Needs a
    dominance-compact index."""
    assume(dag.index.dom_compact)
    msg = dag.show()
    dom = dominators(dag.blocks, dag.succ, dag.entry)
    for d in dag.blocks:
        blocks_d, succ_d = dominance_region(dag, d, dom)
        uni_d = uni_blocks(blocks_d, succ_d, dag.uniform)
        for b in blocks_d:
            if d not in dom[b] or b not in dag.uniform or b not in uni_d:
                continue
            for i, y in enumerate(dag.succ[b]):
                if y != d and d in dom[y]:
                    assert dag.out[b][i] == y, (f"d={d}: slot {i} of {b} (-> {y}) became "
                                                f"{dag.out[b][i]}\n{msg}")


@GRAPH
@given(dags())
def test_p8_uniform_blocks_keep_successors(dag: Dag) -> None:
    """P8, Lemma 13: uniform(a) ∧ uni(a) ⇒ succ_ℓ(a) = succ(a) (slot by slot)."""
    msg = dag.show()
    uni = uni_blocks(dag.blocks, dag.succ, dag.uniform)
    for a in dag.blocks:
        if a in dag.uniform and a in uni:
            assert dag.out[a] == dag.succ[a], (f"uniform and uni({a}) but its slots "
                                               f"{dag.succ[a]} became {dag.out[a]}\n{msg}")


# ---------------------------------------------------------------- P6: Thm 4 by execution


def program_text(dag: Dag) -> str:
    """@f: block b branches on %c_b (i1; i32 and a switch for three successors) and hashes the
    path into %v_b (a phi at joins); the sink returns the hash."""
    preds = preds_of(dag.blocks, dag.succ)
    params = []
    for b in dag.branching:
        params.append(f"{'i32' if len(dag.succ[b]) > 2 else 'i1'} %c_{b}")
    lines = [f"define i32 @f({', '.join(params)}) {{"]
    for k, b in enumerate(dag.blocks):
        lines.append(f"{b}:")
        ps = sorted(preds[b], key=dag.blocks.index)
        if not ps:
            incoming = "7"
        elif len(ps) == 1:
            incoming = f"%v_{ps[0]}"
        else:
            arms = ", ".join(f"[ %v_{p}, %{p} ]" for p in ps)
            lines.append(f"  %in_{b} = phi i32 {arms}")
            incoming = f"%in_{b}"
        lines.append(f"  %h_{b} = mul i32 {incoming}, 31")
        lines.append(f"  %v_{b} = add i32 %h_{b}, {k + 1}")
        ss = dag.succ[b]
        if not ss:
            lines.append(f"  ret i32 %v_{b}")
        elif len(ss) == 1:
            lines.append(f"  br label %{ss[0]}")
        elif len(ss) == 2:
            lines.append(f"  br i1 %c_{b}, label %{ss[0]}, label %{ss[1]}")
        else:
            cases = " ".join(f"i32 {j}, label %{s}" for j, s in enumerate(ss[1:]))
            lines.append(f"  switch i32 %c_{b}, label %{ss[0]} [ {cases} ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


@st.composite
def programs(draw: st.DrawFn, max_degree: int = 2,
             entry_switch: bool = False) -> tuple[Dag, dict[str, list[int]]]:
    """A DAG and branch arguments: one value for all lanes if uniform, random per lane if not."""
    dag = draw(dags(max_degree, entry_switch))
    args: dict[str, list[int]] = {}
    for b in dag.branching:
        value = st.integers(0, 2) if len(dag.succ[b]) > 2 else st.integers(0, 1)
        if b in dag.uniform:
            args[f"c_{b}"] = [draw(value)] * W
        else:
            args[f"c_{b}"] = draw(st.lists(value, min_size=W, max_size=W))
    return dag, args


def active_lanes(trace: Iterable) -> dict[str, set[int]]:
    """Block -> the lanes active (amsk) in some step of the block."""
    out: dict[str, set[int]] = {}
    for r in trace:
        out.setdefault(r.block, set()).update(t for t, on in enumerate(r.amsk) if on)
    return out


def check_thm4(dag: Dag, args: dict[str, list[int]]) -> None:
    """Run the DAG's program (FR) and its linearization (OBL) on W lanes and compare."""
    text = program_text(dag)
    module = parse_module(text)
    fn = module.function("f")
    assert CFG.of(fn).blocks == dag.blocks
    lin = linearize(fn, dag.uniform & set(dag.branching))
    lin_module = attrs.evolve(module, functions=(lin,))
    src = run(module, "f", W, "FR", args, trace=True)
    tgt = run(lin_module, "f", W, "OBL", args, trace=True)
    msg = f"{dag.show()}\nargs: {args}\nsource:\n{text}"
    assert src.ub is None and src.terminated, f"source run: {src.ub}\n{msg}"
    assert tgt.ub is None and tgt.terminated, f"linearized run: {tgt.ub}\n{msg}"
    msg += f"\nschedules: FR {' '.join(src.schedule)} / OBL {' '.join(tgt.schedule)}"
    lanes_g, lanes_l = active_lanes(src.trace), active_lanes(tgt.trace)
    uni = uni_blocks(dag.blocks, dag.succ, dag.uniform)
    for k in sorted(uni):
        ran_g, ran_l = bool(lanes_g.get(k)), bool(lanes_l.get(k))
        assert ran_g == ran_l, f"uni({k}): runs in G: {ran_g}, in G_ℓ: {ran_l}\n{msg}"
    assert tgt.ret == src.ret, f"returns differ: FR {src.ret}, OBL {tgt.ret}\n{msg}"
    for b in dag.blocks:
        assert lanes_l.get(b, set()) == lanes_g.get(b, set()), (
            f"{b} active on lanes {sorted(lanes_l.get(b, set()))} in G_ℓ, visited by lanes "
            f"{sorted(lanes_g.get(b, set()))} in G\n{msg}")


@SEMANTIC
@given(programs())
def test_p6_uniform_blocks_run_iff_they_ran(case: tuple[Dag, dict[str, list[int]]]) -> None:
    """P6, Thm 4: uni(k) ⇒ k runs in G_ℓ (OBL, after `linearize`) with a non-empty activation iff
    it runs in G (FR); the return values agree on every lane, and every block is active in G_ℓ on
    exactly the lanes that visit it in G (its predicate is its mask). Two-way branches only; the
    switch case is `test_p6_with_switches`."""
    check_thm4(*case)


@settings(max_examples=20, deadline=None)
@given(programs(max_degree=3, entry_switch=True))
def test_p6_with_switches(case: tuple[Dag, dict[str, list[int]]]) -> None:
    """P6, Thm 4 as `test_p6_uniform_blocks_run_iff_they_ran`, on DAGs whose entry is a switch."""
    check_thm4(*case)
