"""The C kernels, compiled again by clang-16 when it is installed, give IR pllvm reads the same way.

The checked-in `.ll` files are tested by `test_corpus.py` on every machine; this module reruns the
compile command of `corpus/clang/Makefile` and compares the result with the checked-in file.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import CORPUS

from pllvm.text import parse_file, parse_module, print_module
from pllvm.valid import verify_module

CLANG = shutil.which("clang-16")
KERNELS = sorted((CORPUS / "clang").glob("*.c"))
MAKEFILE = (CORPUS / "clang" / "Makefile").read_text()
O3 = re.search(r"^O3 := (.*)$", MAKEFILE, re.M)[1].split()
TYPED = re.search(r"^TYPED := (.*)$", MAKEFILE, re.M)[1].split()
NO_OPAQUE = ("-Xclang", "-no-opaque-pointers")


def _kernel(name: str) -> Path:
    return CORPUS / "clang" / (name.split(".")[0] + ".c")


def _builds() -> list[tuple[Path, tuple[str, ...], str]]:
    out = [(c, ("-O1",), c.with_suffix(".ll").name) for c in KERNELS]
    out += [(_kernel(name), ("-O3",), name) for name in O3]
    out += [(_kernel(name), ("-O3" if ".O3." in name else "-O1", *NO_OPAQUE), name) for name in TYPED]
    return out


def _same_clang(ll: Path) -> bool:
    version = subprocess.run([CLANG, "--version"], capture_output=True, text=True).stdout
    ident = re.search(r'!\{!"([^"]*clang version [^"]*)"\}', ll.read_text())
    return ident is not None and ident[1] in version


@pytest.mark.skipif(CLANG is None, reason="clang-16 is not installed")
@pytest.mark.parametrize(("source", "flags", "name"), _builds(),
                         ids=lambda x: getattr(x, "name", x) if not isinstance(x, tuple) else "")
def test_regenerated_ir_parses_verifies_round_trips(source: Path, flags: tuple[str, ...], name: str,
                                                    tmp_path: Path) -> None:
    out = tmp_path / name
    subprocess.run([CLANG, *flags, "-S", "-emit-llvm", "-o", str(out), source.name],
                   cwd=source.parent, check=True)
    m = parse_file(out)
    assert [str(d) for d in verify_module(m) if d.severity == "error"] == []
    assert parse_module(print_module(m)) == m
    checked_in = CORPUS / "clang" / name
    if _same_clang(checked_in):
        assert m == parse_file(checked_in), f"{name} is stale: run make -C corpus/clang"
