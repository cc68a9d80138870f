"""What the native benchmarks share: C sources renamed per build, a function vectorized and
lowered by pllvm with a wrapper C can call, lowered modules merged into one, the C driver's
clock, and building and running the driver with its builds."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from pllvm.backend.jit import host_isa

ROOT = Path(__file__).resolve().parents[2]
PLLVM = ROOT / ".venv" / "bin" / "pllvm"
CFLAGS = ["-O3", "-march=native", "-ffp-contract=off"]

#: the start of a C driver: its headers and a nanosecond clock
C_PRELUDE = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}
"""


def run_linked(sources: list[tuple[Path, list[str]]], exe: Path) -> subprocess.CompletedProcess:
    """Each source (C or LLVM IR) compiled by clang-16 with `CFLAGS` and its own flags, linked
    into `exe`, and run: its output."""
    objs = []
    for src, extra in sources:
        obj = src.with_suffix(".o")
        subprocess.run(["clang-16", *CFLAGS, *extra, "-Wno-override-module", "-c", str(src), "-o",
                        str(obj)], check=True)
        objs.append(str(obj))
    subprocess.run(["clang-16", *objs, "-o", str(exe)], check=True)
    return subprocess.run([str(exe)], capture_output=True, text=True)


def renamed_c(text: str, suffix: str) -> str:
    """C source with every function `f` renamed `f_suffix` (kernels and helpers alike)."""
    for name in re.findall(r"^\w[\w ]* (\w+)\(", text, re.M):
        text = re.sub(rf"\b{name}\(", f"{name}_{suffix}(", text)
    return text


def pllvm_build(ir: Path, name: str, loop: str, lanes: int, options: list[str], tmp: Path,
                as_name: str) -> str:
    """`pllvm vectorize IR -f NAME --loop LOOP -W W OPTIONS` then `pllvm lower` (for the host's ISA,
    [WIDEN-ISA]): the lowered
    module with the function renamed `AS_NAME_simd` (its globals and helpers renamed apart) and a
    wrapper `AS_NAME` with the scalar signature that gives every lane live and returns lane 0."""
    vec, simd = tmp / f"{as_name}.vec.ll", tmp / f"{as_name}.simd.ll"
    subprocess.run([str(PLLVM), "vectorize", str(ir), "-f", name, "--loop", loop, "-W", str(lanes),
                    *options, "-o", str(vec)], check=True, capture_output=True)
    m = re.search(rf"define [^@]*@{name}\(([^)]*)\)", ir.read_text())
    assert m is not None, f"@{name} is not defined in {ir}"
    shapes = ",".join("u" for _ in m.group(1).split(","))
    isa = host_isa() or "generic"  # the drivers are built with -march=native: the host's forms
    subprocess.run([str(PLLVM), "lower", str(vec), "-f", name, "--shapes", shapes, "--lanes",
                    str(lanes), "--isa", isa, "-o", str(simd)], check=True, capture_output=True)
    text = simd.read_text()
    m = re.search(rf"define (\S+(?: x \S+>)?) @{name}\(([^)]*), <{lanes} x i1> %entry\.mask\)", text)
    assert m is not None, f"pllvm lower's @{name} has no entry mask"
    ret, params = m.group(1), m.group(2)
    formals = ", ".join(f"{p.rsplit(' ', 1)[0]} %a{k}" for k, p in enumerate(params.split(", ")))
    live = f"<{lanes} x i1> <" + ", ".join(["i1 true"] * lanes) + ">"
    for g in set(re.findall(r"^@([\w.]+) = ", text, re.M)):
        text = re.sub(rf"@{re.escape(g)}\b", f"@{as_name}.{g}", text)
    for f in set(re.findall(r"^define (?:internal |private )[^@]*@([\w.]+)\(", text, re.M)):
        text = re.sub(rf"@{re.escape(f)}\b", f"@{as_name}.{f}", text)
    text = re.sub(rf"@{name}\b", f"@{as_name}_simd", text)
    if ret == "void":
        wrapper = (f"define void @{as_name}({formals}) {{\n  call void @{as_name}_simd({formals}, "
                   f"{live})\n  ret void\n}}\n")
    else:
        scalar = ret.split(" x ")[1].rstrip(">")
        wrapper = (f"define {scalar} @{as_name}({formals}) {{\n  %v = call {ret} @{as_name}_simd("
                   f"{formals}, {live})\n  %r = extractelement {ret} %v, i32 0\n  ret {scalar} %r\n}}\n")
    return text + "\n" + wrapper


def merged_modules(parts: list[str]) -> str:
    """Several lowered modules as one: each declaration and module header line once."""
    seen: set[str] = set()
    lines = []
    for text in parts:
        for line in text.splitlines():
            if line.startswith(("declare ", "target ", "source_filename", "attributes ")):
                if line in seen:
                    continue
                seen.add(line)
            lines.append(line)
    return "\n".join(lines) + "\n"
