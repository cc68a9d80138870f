"""The pytest plugin, as another project would use it: a failing expectation reads well."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PROGRAM = """; a program with one right and one wrong expectation
define i32 @f(i32 %x) {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}
; RUN: lanes=2 args x=[1,2]
; CHECK: ret [2, 3]
; RUN: lanes=2 args x=[1,2]
; CHECK: ret [2, 4]
; ANALYZE: shapes=u
; CHECK-SHAPE: %y=v
"""


def test_pll_files_become_test_items(tmp_path: Path) -> None:
    (tmp_path / "f.pll").write_text(PROGRAM)
    r = subprocess.run([sys.executable, "-m", "pytest", str(tmp_path), "-q", "-p", "no:cacheprovider",
                        "--rootdir", str(tmp_path)], capture_output=True, text=True, check=False,
                       cwd=tmp_path)
    assert "2 failed, 1 passed" in r.stdout, r.stdout
    assert "f.pll:9: ret is [2, 3], the file says [2, 4]" in r.stdout
    assert "f.pll:11: %y is u, the file says v" in r.stdout
    assert "FAILED f.pll::RUN:9" in r.stdout
