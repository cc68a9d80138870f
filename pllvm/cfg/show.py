"""A function's CFG shown: its facts as JSON-ready data and its picture as graphviz text."""

from __future__ import annotations

from pllvm.cfg.dominators import dominator_tree, post_dominator_tree
from pllvm.cfg.graph import CFG
from pllvm.cfg.loops import loop_forest
from pllvm.cfg.order import block_index, control_dependence
from pllvm.errors import InputError
from pllvm.syntax import Function
from pllvm.text import print_value

__all__ = ["dot", "facts", "svg"]


def facts(fn: Function) -> dict[str, object]:
    """Everything `pllvm cfg --json` says of a function: per block its successors,
    predecessors, predicate, immediate (post-)dominator and control dependences; the back
    edges, reducibility, loops, and the block index ([CFG-INDEX])."""
    cfg = CFG.of(fn)
    dom = dominator_tree(cfg)
    pdom = post_dominator_tree(cfg)
    loops = loop_forest(cfg, dom)
    index = block_index(cfg, loops, dom)
    cdep = control_dependence(cfg, pdom)
    return {
        "function": fn.name,
        "entry": cfg.entry,
        "blocks": {
            b.label: {
                "succ": list(cfg.succ[b.label]),
                "pred": list(cfg.pred[b.label]),
                "predicate": print_value(b.predicate) if b.predicate is not None else None,
                "idom": dom.idom.get(b.label),
                "ipdom": pdom.idom.get(b.label),
                "cdep": sorted([a, s] for a, s in cdep[b.label]),
            }
            for b in fn.blocks
        },
        "back_edges": [list(e) for e in loops.back_edges],
        "reducible": loops.reducible,
        "loops": [
            {
                "header": lp.header,
                "blocks": sorted(lp.blocks, key=cfg.index.__getitem__),
                "latches": list(lp.latches),
                "exits": list(lp.exits),
                "exiting": list(lp.exiting),
                "preheader": lp.preheader,
                "parent": lp.parent,
                "depth": lp.depth,
            }
            for lp in loops.loops.values()
        ],
        "block_index": list(index.order),
        "block_index_compact": {"loops": index.loop_compact, "dominance": index.dom_compact,
                                "violations": list(index.violations)},
    }


def dot(fn: Function) -> str:
    """The CFG as graphviz text (`pllvm cfg --dot`): blocks numbered by the block index,
    predicated blocks shaded, back edges dashed."""
    cfg = CFG.of(fn)
    loops = loop_forest(cfg)
    index = block_index(cfg, loops)
    lines = [f'digraph "{fn.name}" {{', '  node [shape=box, fontname="monospace"];']
    for b in fn.blocks:
        label = b.label
        if b.predicate is not None:
            label += f"\\npredicate {print_value(b.predicate)}"
        pos = index.position.get(b.label)
        if pos is not None:
            label = f"{pos}: {label}"
        style = ', style=filled, fillcolor="#dddddd"' if b.predicate is not None else ""
        lines.append(f'  "{b.label}" [label="{label}"{style}];')
    for b in fn.blocks:
        for i, s in enumerate(cfg.succ[b.label]):
            attrs = [f'label="{i}"'] if len(cfg.succ[b.label]) > 1 else []
            if (b.label, s) in loops.back_edge_set:
                attrs.append("style=dashed")
            extra = f" [{', '.join(attrs)}]" if attrs else ""
            lines.append(f'  "{b.label}" -> "{s}"{extra};')
    lines.append("}")
    return "\n".join(lines) + "\n"


def svg(fn: Function) -> str:
    """The CFG of `dot` drawn by graphviz as SVG text (the HTML page's picture)."""
    import graphviz

    try:
        out = graphviz.Source(dot(fn)).pipe(format="svg", encoding="utf-8")
    except graphviz.ExecutableNotFound:
        raise InputError("drawing the CFG needs graphviz's `dot`: install the graphviz package "
                         "(apt-get install graphviz, or `make install` as root)") from None
    return out[out.index("<svg"):]  # without the XML prologue and doctype, to inline it
