"""Symbolic memory ([CHK-SMT-OBJECT]): the alignment and object an address is known to have,
stores to symbolic addresses as update lists, and the inputs on which an access leaves the object
its address is computed from."""

from __future__ import annotations

import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from pllvm.check import Options, Side, check
from pllvm.check.smt.ints import Term
from pllvm.check.smt.memory import MemObject, SymMemory, _alignment
from pllvm.check.smt.sym import TRUE
from pllvm.text import parse_module

IV = z3.BitVec("i", 32)
JV = z3.BitVec("j", 32)


@st.composite
def addresses(draw: st.DrawFn, depth: int = 3) -> z3.BitVecRef:
    """64-bit address terms built the way getelementptr builds them."""
    if depth == 0 or draw(st.booleans()):
        leaf = draw(st.sampled_from(["const", "i", "j"]))
        if leaf == "const":
            return z3.BitVecVal(draw(st.integers(0, 1 << 20)), 64)
        return z3.SignExt(32, IV if leaf == "i" else JV)
    op = draw(st.sampled_from(["add", "mul", "shl", "ite", "shl32"]))
    a = draw(addresses(depth - 1))
    if op == "add":
        return a + draw(addresses(depth - 1))
    if op == "mul":
        return a * draw(st.integers(1, 48))
    if op == "shl":
        return a << draw(st.integers(0, 5))
    if op == "shl32":  # an i32 shifted, then sign-extended (as `shl i32` then `sext`)
        return z3.SignExt(32, z3.Extract(31, 0, a) << draw(st.integers(0, 5)))
    return z3.If(IV == JV, a, draw(addresses(depth - 1)))


@settings(max_examples=300, deadline=None)
@given(addresses(), st.integers(-(1 << 31), (1 << 31) - 1), st.integers(-(1 << 31), (1 << 31) - 1))
def test_an_address_is_a_multiple_of_its_alignment(addr: z3.BitVecRef, i: int, j: int) -> None:
    """The alignment restricts the bytes a symbolic access can touch, so it must never claim
    more than holds for every value of the variables."""
    e = z3.simplify(addr)
    align = _alignment(e)
    value = z3.simplify(z3.substitute(e, (IV, z3.BitVecVal(i, 32)), (JV, z3.BitVecVal(j, 32)))).as_long()
    assert value % align == 0, (e, align, value)


def test_an_address_is_based_on_the_object_its_constant_lies_in() -> None:
    a, b = MemObject("a", 4096, 64), MemObject("b", 8192, 64)
    mem = SymMemory({}, [a, b])
    off = z3.SignExt(32, IV) * 4
    assert mem.based_on(z3.simplify(z3.BitVecVal(4096, 64) + off)) == [a]
    either = z3.If(IV == 0, z3.BitVecVal(4096, 64), z3.BitVecVal(8256, 64))
    assert mem.based_on(z3.simplify(either + off)) == [a, b]
    assert mem.based_on(z3.simplify(z3.BitVecVal(16, 64) + off)) is None  # an offset from an unknown pointer
    assert mem.based_on(z3.BitVecVal(0, 64)) == []  # null: in no object


def test_a_read_after_a_store_at_a_symbolic_address_sees_it() -> None:
    """The update list: a store at buf + 4i then a read at buf + 4j gives the stored word
    exactly when i = j, the old contents otherwise."""
    cells = {4096 + k: Term(z3.BitVec(f"c{k}", 8), TRUE) for k in range(64)}
    mem = SymMemory(cells, [MemObject("buf", 4096, 64)])
    x = [Term(z3.BitVec(f"x{k}", 8), TRUE) for k in range(4)]
    base = z3.BitVecVal(4096, 64)
    mem.write(base + z3.ZeroExt(32, IV & 15) * 4, x, TRUE)
    got = mem.read(base + z3.ZeroExt(32, JV & 15) * 4, 4)

    def at(i: int, j: int) -> list[z3.ExprRef]:
        pairs = [(IV, z3.BitVecVal(i, 32)), (JV, z3.BitVecVal(j, 32))]
        return [z3.simplify(z3.substitute(g.value, *pairs)) for g in got]

    assert [str(b) for b in at(3, 19)] == ["x0", "x1", "x2", "x3"]
    assert [str(b) for b in at(3, 5)] == ["c20", "c21", "c22", "c23"]


def _function(name: str, body: str) -> str:
    """A function of (i, j, x, buf) whose body starts with p = &buf[i % 16], q = &buf[j % 16]."""
    return f"""
define i32 @{name}(i32 %i, i32 %j, i32 %x, ptr %buf) {{
A:
  %ii = and i32 %i, 15
  %jj = and i32 %j, 15
  %p = getelementptr i32, ptr %buf, i32 %ii
  %q = getelementptr i32, ptr %buf, i32 %jj
{body}}}
"""


MODULE = "@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n" + "".join([
    _function("src", "  store i32 %x, ptr %p\n  %v = load i32, ptr %q\n  ret i32 %v\n"),
    _function("forwarded", "  %old = load i32, ptr %q\n  store i32 %x, ptr %p\n"
                           "  %eq = icmp eq i32 %ii, %jj\n  %v = select i1 %eq, i32 %x, i32 %old\n"
                           "  ret i32 %v\n"),
    _function("stale", "  %old = load i32, ptr %q\n  store i32 %x, ptr %p\n  ret i32 %old\n"),
    """
define i32 @unmasked(i32 %i, i32 %j, i32 %x, ptr %buf) {
A:
  %p = getelementptr i32, ptr %buf, i32 %i
  %q = getelementptr i32, ptr %buf, i32 %j
  store i32 %x, ptr %p
  %v = load i32, ptr %q
  ret i32 %v
}
"""])


def _side(name: str) -> Side:
    return Side(parse_module(MODULE, "memory.pll"), name, "FR")


def test_store_to_load_forwarding_is_proved_and_a_stale_load_refuted() -> None:
    """Store then load at symbolic addresses in one buffer, by one thread (u,u,u,u: every
    thread has the same arguments, so their stores agree)."""
    assert check("same", _side("src"), _side("forwarded"), Options(lanes=1, smt=True)).kind == "valid"
    v = check("same", _side("src"), _side("stale"), Options(lanes=1, smt=True))
    assert v.kind == "invalid", v.explain()
    assert v.counterexample is not None
    args = v.counterexample.args
    assert args["i"][0] % 16 == args["j"][0] % 16  # the read hits the stored element


def test_inputs_that_leave_the_buffer_are_set_apart_and_reported() -> None:
    """[CHK-SMT-OBJECT] buf + 4i reaches past the buffer for most i: where it lands in no object
    both sides are undefined; where it could land in another object the input is not covered,
    and the coverage says so."""
    v = check("same", _side("unmasked"), _side("unmasked"), Options(lanes=1, smt=True))
    assert v.kind == "valid"  # identical functions
    v = check("same", _side("unmasked"), Side(parse_module(MODULE, "memory.pll"), "unmasked", "OBL"),
              Options(lanes=1, smt=True))
    assert v.kind == "valid", v.explain()
    assert "outside the object its address is computed from are not covered" in v.coverage
