"""mypy over pllvm with the project's configuration (pyproject.toml, [tool.mypy]) reports no
error; the configuration checks every function body and requires every function annotated, no
module is exempt, and each `# type: ignore` names its error code and says why it is there."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib

import pytest
from helpers import ROOT

#: the `# type: ignore` comments the code may hold, each with its reason
IGNORES_AT_MOST = 3

#: the only relaxations of the configuration: packages without type information, and the numba
#: kernels, whose parameter types numba infers at compile time (their bodies are checked)
RELAXED = {
    ("ignore_missing_imports", ("numba.*", "llvmlite.*", "z3.*", "graphviz.*")),
    ("disallow_untyped_defs", ("pllvm.exec.vm",)),
}

_IGNORE = re.compile(r"#\s*type:\s*ignore(?P<code>\[[a-z-, ]+\])?(?P<rest>.*)$")


def _mypy_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]


def test_mypy_reports_no_error() -> None:
    pytest.importorskip("mypy", reason="mypy is a dev dependency: pip install -e '.[dev]'")
    r = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-6000:] + r.stderr[-2000:]


def test_mypy_checks_every_body_and_requires_annotations() -> None:
    config = _mypy_config()
    assert config["files"] == ["pllvm"]
    for flag in ("check_untyped_defs", "disallow_untyped_defs", "warn_unused_ignores"):
        assert config.get(flag) is True, f"[tool.mypy] {flag} is not set"


def test_no_module_is_exempt_and_the_relaxations_are_the_known_ones() -> None:
    relaxed = set()
    for override in _mypy_config().get("overrides", []):
        assert not override.get("ignore_errors"), f"mypy ignores the errors of {override['module']}"
        flags = set(override) - {"module"}
        relaxed |= {(flag, tuple(override["module"])) for flag in flags}
    assert relaxed == RELAXED


def test_every_type_ignore_names_its_code_and_says_why() -> None:
    found = []
    for path in sorted((ROOT / "pllvm").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = _IGNORE.search(line)
            if m is None:
                continue
            where = f"{path.relative_to(ROOT)}:{n}"
            found.append(where)
            assert m["code"], f"{where}: a type: ignore names the error it silences"
            assert re.match(r"\s+#\s*\S", m["rest"]), f"{where}: a type: ignore says why it is there"
    assert len(found) <= IGNORES_AT_MOST, found
