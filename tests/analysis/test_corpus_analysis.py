"""The corpus covers the example CFGs of the divergence analysis (dissertation ch. 6 and 7, the
POPL 2021 paper's Figs. 1 and 5, and corpus/notes/da_T*, one program per correction of
semantics/divergence.md); its ANALYZE lines run as plugin items."""

from __future__ import annotations

from conftest import CORPUS

from pllvm.script import analyses

CASES = [(p, c) for p in sorted(CORPUS.rglob("*.pll")) for c in analyses(p.read_text())]


def test_the_example_cfgs_are_covered() -> None:
    names = {p.name for p, _ in CASES}
    for prefix in ("fig6.9", "fig6.11a", "fig6.11b", "fig6.11c", "fig6.12", "fig7.1a", "fig7.1c",
                   "fig7.3", "fig7.7a", "fig7.7b", "fig7.8", "fig7.9a", "fig7.9b", "fig7.9c",
                   "fig7.9d", "da_T1", "da_T2", "da_T3", "da_T4", "da_T5", "ai_fig1a", "ai_fig1b",
                   "ai_fig1c", "ai_fig5a", "ai_fig5b", "ai_fig5c", "ai_fig5d"):
        assert any(n.startswith(prefix) for n in names), prefix
