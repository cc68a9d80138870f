"""[NATIVE-CHECKED] `--checked` native code: each access checked against the run's objects
(buffers, globals, allocas); the first one outside them is reported with the thread, the
address and the instruction, as the interpreter reports undefined behaviour, and the access is
not made. On corpus functions and defined inputs, a checked build reports nothing and computes
what the unchecked one does."""

from __future__ import annotations

from pathlib import Path

import pytest

from pllvm.backend.native import build, run_kernel, run_native
from pllvm.cli import main
from pllvm.errors import NativeFault
from pllvm.exec import Buffer, run
from pllvm.text import parse_module

PROGRAM = parse_module("""
@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @load_at(ptr %p, i32 %i) {
entry:
  %k = sext i32 %i to i64
  %q = getelementptr i32, ptr %p, i64 %k
  %v = load i32, ptr %q
  ret i32 %v
}

define void @store_global(i32 %i) {
entry:
  %k = sext i32 %i to i64
  %q = getelementptr [4 x i32], ptr @g, i64 0, i64 %k
  store i32 %i, ptr %q
  ret void
}

define i32 @private(i32 %i) {
entry:
  %a = alloca [4 x i32]
  %k = sext i32 %i to i64
  %q = getelementptr [4 x i32], ptr %a, i64 0, i64 %k
  store i32 7, ptr %q
  %v = load i32, ptr %q
  ret i32 %v
}

define i32 @item(i32 %i, ptr %p) {
entry:
  %k = sext i32 %i to i64
  %q = getelementptr i32, ptr %p, i64 %k
  %v = load i32, ptr %q
  ret i32 %v
}

define i32 @dynamic(i32 %n, i32 %i) {
entry:
  %a = alloca i32, i32 %n
  %k = sext i32 %i to i64
  %q = getelementptr i32, ptr %a, i64 %k
  store i32 3, ptr %q
  %v = load i32, ptr %q
  ret i32 %v
}

define void @clear(ptr %p, i64 %n) {
entry:
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %n, i1 false)
  ret void
}

define i32 @guarded(ptr %p, i32 %i) {
entry:
  %in = icmp slt i32 %i, 4
  br i1 %in, label %read, label %done
read:
  %k = sext i32 %i to i64
  %q = getelementptr i32, ptr %p, i64 %k
  %v = load i32, ptr %q
  br label %done
done:
  %r = phi i32 [ %v, %read ], [ -1, %entry ]
  ret i32 %r
}
""")
FOUR = {"b": Buffer("i32", (5, 6, 7, 8))}


@pytest.mark.parametrize(("function", "shapes", "args", "buffers", "thread", "instruction"), [
    ("load_at", "u,v", {"p": "@b", "i": [0, 1, 9, 3]}, FOUR, 2, "%v = load i32, ptr %q"),
    ("load_at", "u,v", {"p": "@b", "i": [0, -1, 2, 3]}, FOUR, 1, "%v = load i32, ptr %q"),
    ("store_global", "v", {"i": [0, 1, 2, 4]}, None, 3, "store i32 %i, ptr %q"),
    ("private", "v", {"i": [0, 5, 1, 2]}, None, 1, "store i32 7, ptr %q"),
    ("clear", "u,u", {"p": "@b", "n": 17}, FOUR, 0, "call void @llvm.memset.p0.i64"),
    ("dynamic", "u,v", {"n": 3, "i": [0, 2, 1, 3]}, None, 3, "store i32 3, ptr %q"),
])
def test_the_first_access_outside_every_object_is_reported(function: str, shapes: str, args: dict,
                                                          buffers: dict | None, thread: int,
                                                          instruction: str) -> None:
    """Native, checked: the thread and the instruction the interpreter names too."""
    interp = run(PROGRAM, function, 4, "FR", args, buffers)
    assert interp.ub is not None and interp.ub.threads[0] == thread
    native = build(PROGRAM, function, 4, shapes, checked=True)
    with pytest.raises(NativeFault, match=rf"thread {thread} accesses 0x[0-9a-f]+, outside every "
                                          rf"object, at block \w+, `{instruction}"):
        run_native(native, args, buffers)


@pytest.mark.parametrize(("function", "shapes", "args", "buffers"), [
    ("load_at", "u,v", {"p": "@b", "i": [3, 1, 0, 2]}, FOUR),
    ("store_global", "v", {"i": [0, 1, 2, 3]}, None),
    ("private", "v", {"i": [0, 3, 1, 2]}, None),
    ("clear", "u,u", {"p": "@b", "n": 16}, FOUR),
    ("guarded", "u,v", {"p": "@b", "i": [0, 9, 3, 100]}, FOUR),
    ("dynamic", "u,v", {"n": 3, "i": [0, 2, 1, 2]}, None),
])
def test_accesses_inside_the_objects_pass_and_compute_as_unchecked(function: str, shapes: str,
                                                                   args: dict,
                                                                   buffers: dict | None) -> None:
    """Passive lanes are not checked (guarded: lanes 1 and 3 are passive in `read`)."""
    checked = run_native(build(PROGRAM, function, 4, shapes, checked=True), args, buffers)
    plain = run_native(build(PROGRAM, function, 4, shapes), args, buffers)
    assert (checked.ret, checked.memory) == (plain.ret, plain.memory)
    assert checked.ret == run(PROGRAM, function, 4, "FR", args, buffers).ret


def test_a_checked_kernel_reports_the_item_chunk_and_stops_there() -> None:
    """A kernel over 10 items reading b[i] with b of 8: chunk two's lanes 0 and 1 (items 8, 9)
    are out of bounds; the first is reported."""
    native = build(PROGRAM, "item", 4, kernel=True, checked=True)
    with pytest.raises(NativeFault, match="thread 0 accesses"):
        run_kernel(native, 10, {"p": "@b"}, {"b": Buffer("i32", tuple(range(8)))})
    assert run_kernel(native, 8, {"p": "@b"}, {"b": Buffer("i32", tuple(range(8)))}).ret == list(range(8))


def test_checked_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    from pllvm.text import print_module

    path = tmp_path / "p.pll"
    path.write_text(print_module(PROGRAM))
    inputs = tmp_path / "in.json"
    inputs.write_text('{"args": {"p": "@b", "i": [0, 1, 9, 3]}, '
                      '"buffers": {"b": {"type": "i32", "data": [5, 6, 7, 8]}}}')
    argv = ["run", str(path), "-f", "load_at", "-W", "4", "--shapes", "u,v", "--input", str(inputs)]
    assert main([*argv, "--native", "--checked"]) == 1
    err = capsys.readouterr().err
    assert "thread 2 accesses" in err and "`%v = load i32, ptr %q`" in err and "Traceback" not in err
    assert main([*argv, "--checked"]) == 2
    assert "give --native too" in capsys.readouterr().err
