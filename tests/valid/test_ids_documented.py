"""Every diagnostic ID the verifier can emit is explained in semantics/wellformed.md."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_diagnostic_id_is_documented() -> None:
    source = "".join(p.read_text() for p in (ROOT / "pllvm" / "valid").glob("*.py"))
    emitted = set(re.findall(r'(?:report|Diagnostic)\(\s*"([a-z]+(?:-[a-z]+)+)"', source))
    documented = set(re.findall(r"^\| `([a-z-]+)` \|", (ROOT / "semantics" / "wellformed.md")
                                .read_text(), re.M))
    assert len(emitted) >= 25
    assert emitted <= documented, sorted(emitted - documented)
