"""Control-flow graphs: dominance, post-dominance, loops, reducibility, block index, control dependence."""

from pllvm.cfg.dominators import DomTree, dominator_tree, post_dominator_tree
from pllvm.cfg.graph import CFG
from pllvm.cfg.loops import Loop, LoopForest, loop_forest, retreating_edges
from pllvm.cfg.order import BlockIndex, block_index, cdep_on, control_dependence

__all__ = [
    "CFG",
    "BlockIndex",
    "DomTree",
    "Loop",
    "LoopForest",
    "block_index",
    "cdep_on",
    "control_dependence",
    "dominator_tree",
    "loop_forest",
    "post_dominator_tree",
    "retreating_edges",
]
