"""The package's import graph: no cycle, and every import points down the layers of DESIGN.md's
layout (the IR, then the semantics, then checking, as in Alive2).

Every import counts, wherever it stands: at the top of a module, inside a function, or under
`if TYPE_CHECKING:` (a cycle held together by a local or a type-only import is still a cycle
of the design). `from pllvm.pkg import name` is an import of the submodule `pllvm.pkg.name`
where there is one, otherwise of `pllvm.pkg`.
"""

from __future__ import annotations

import ast
from pathlib import Path

from helpers import ROOT

#: the layers, lowest first; a module imports its own layer or lower ones
LAYERS = ("pllvm", "errors", "launch", "syntax", "text", "cfg", "valid", "exec", "analysis",
          "transform", "check", "script", "backend", "campaigns", "fuzz", "cli", "server", "__main__")


def _modules() -> dict[str, Path]:
    out = {}
    for path in (ROOT / "pllvm").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


MODULES = _modules()


def _imports(path: Path) -> set[str]:
    """The pllvm modules a file imports, at any depth."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.split(".")[0] == "pllvm"}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "pllvm":
            for a in node.names:
                sub = f"{node.module}.{a.name}"
                found.add(sub if sub in MODULES else node.module)
    return found


GRAPH = {m: {d for d in _imports(p) if d in MODULES and d != m} for m, p in MODULES.items()}


def _layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS.index(parts[1] if len(parts) > 1 else parts[0])


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_every_module_belongs_to_a_layer() -> None:
    assert len(MODULES) > 80
    for module in MODULES:
        _layer(module)


def test_no_module_imports_itself_back() -> None:
    assert _cycles(GRAPH) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_every_import_points_down_the_layers() -> None:
    upward = sorted(f"{m} imports {d}" for m, deps in GRAPH.items() for d in deps
                    if _layer(d) > _layer(m))
    assert upward == []
