"""The `!` metadata pllvm reads: which loops the source asks to have vectorized (`#pragma omp
simd` and `#pragma clang loop vectorize(enable)` give the loop's latch branch `!llvm.loop !N`,
whose node lists `!{!"llvm.loop.vectorize.enable", i1 true}`), and the source name and address
space of each parameter of an OpenCL kernel (`!kernel_arg_name !N`, `!kernel_arg_addr_space !N`).
The grammar skips metadata ([TXT-METADATA]); this reads the same text for it, by line."""

from __future__ import annotations

import re

__all__ = ["kernel_arguments", "vectorize_requests"]

#: `!N = [distinct] !{...}` on one line, as LLVM prints metadata nodes
_NODE = re.compile(r"^!(\d+)\s*=\s*(?:distinct\s+)?!\{(.*)\}\s*$", re.M)
_ATTACHED = re.compile(r",\s*!llvm\.loop\s+!(\d+)")
_ENABLE = re.compile(r'^!"llvm\.loop\.vectorize\.enable",\s*i1\s+(?:true|1)$')
_WIDTH_ONE = re.compile(r'^!"llvm\.loop\.vectorize\.width",\s*i32\s+1$')
_KERNEL = re.compile(r"^define\b[^@\n]*@([\w.$]+)\(.*$", re.M)


def vectorize_requests(text: str) -> set[int]:
    """The lines (1-based) of the branches whose loop metadata asks for vectorization: enabled,
    and not with width 1 (`vectorize(disable)`)."""
    nodes = {int(m.group(1)): m.group(2).strip() for m in _NODE.finditer(text)}

    def asks(node: int) -> bool:
        hints = [nodes.get(int(ref), "") for ref in re.findall(r"!(\d+)", nodes.get(node, ""))]
        return any(_ENABLE.match(h) for h in hints) and not any(_WIDTH_ONE.match(h) for h in hints)

    return {k for k, line in enumerate(text.splitlines(), 1)
            if (m := _ATTACHED.search(line)) is not None and asks(int(m.group(1)))}


def kernel_arguments(text: str) -> dict[str, tuple[tuple[str, int], ...]]:
    """Per OpenCL kernel (a function with `!kernel_arg_addr_space`), each parameter's source name
    (from `!kernel_arg_name`, clang's `-cl-kernel-arg-info`; "" without it) and address space:
    0 private, 1 global, 2 constant, 3 local."""
    nodes = {int(m.group(1)): m.group(2).strip() for m in _NODE.finditer(text)}
    out = {}
    for m in _KERNEL.finditer(text):
        spaces = re.search(r"!kernel_arg_addr_space\s+!(\d+)", m.group(0))
        if spaces is None:
            continue
        space = [int(x) for x in re.findall(r"i32\s+(\d+)", nodes.get(int(spaces.group(1)), ""))]
        names_at = re.search(r"!kernel_arg_name\s+!(\d+)", m.group(0))
        names = re.findall(r'!"([^"]*)"', nodes.get(int(names_at.group(1)), "")) if names_at else []
        names += [""] * (len(space) - len(names))
        out[m.group(1)] = tuple(zip(names, space, strict=False))
    return out
