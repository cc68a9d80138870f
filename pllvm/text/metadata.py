"""Loop metadata, the one kind of `!` metadata pllvm reads: which loops the source asks to have
vectorized (`#pragma omp simd` and `#pragma clang loop vectorize(enable)` give the loop's latch
branch `!llvm.loop !N`, whose node lists `!{!"llvm.loop.vectorize.enable", i1 true}`). The
grammar skips metadata ([TXT-METADATA]); this reads the same text for it, by line."""

from __future__ import annotations

import re

__all__ = ["vectorize_requests"]

#: `!N = [distinct] !{...}` on one line, as LLVM prints metadata nodes
_NODE = re.compile(r"^!(\d+)\s*=\s*(?:distinct\s+)?!\{(.*)\}\s*$", re.M)
_ATTACHED = re.compile(r",\s*!llvm\.loop\s+!(\d+)")
_ENABLE = re.compile(r'^!"llvm\.loop\.vectorize\.enable",\s*i1\s+(?:true|1)$')
_WIDTH_ONE = re.compile(r'^!"llvm\.loop\.vectorize\.width",\s*i32\s+1$')


def vectorize_requests(text: str) -> set[int]:
    """The lines (1-based) of the branches whose loop metadata asks for vectorization: enabled,
    and not with width 1 (`vectorize(disable)`)."""
    nodes = {int(m.group(1)): m.group(2).strip() for m in _NODE.finditer(text)}

    def asks(node: int) -> bool:
        hints = [nodes.get(int(ref), "") for ref in re.findall(r"!(\d+)", nodes.get(node, ""))]
        return any(_ENABLE.match(h) for h in hints) and not any(_WIDTH_ONE.match(h) for h in hints)

    return {k for k, line in enumerate(text.splitlines(), 1)
            if (m := _ATTACHED.search(line)) is not None and asks(int(m.group(1)))}
