"""Spec-style tests of the P-LLVM text format: parser (text -> IR) and printer (IR -> text).

Every case checks three things: the IR the parser builds, the canonical line the printer writes,
and that printing round-trips (`parse_module(print_module(m)) == m`, and printing is a fixpoint).
Cases are tables; a case whose canonical text is None prints exactly as written.
"""

from __future__ import annotations

import struct

import pytest

from pllvm.errors import Loc, ParseError
from pllvm.syntax import (
    I1,
    I8,
    I32,
    I64,
    PTR,
    VOID,
    Aggregate,
    Alloca,
    Arg,
    ArrayType,
    AtomicRMW,
    BinExpr,
    BinOp,
    Block,
    Br,
    Call,
    Cast,
    CastExpr,
    CmpXchg,
    Command,
    CondBr,
    Declaration,
    ExtractElement,
    ExtractValue,
    FCmp,
    Fence,
    FloatConst,
    FloatType,
    FNeg,
    Freeze,
    Function,
    FunctionType,
    Gep,
    GepExpr,
    Global,
    GlobalRef,
    ICmp,
    InsertElement,
    InsertValue,
    IntConst,
    IntType,
    Load,
    Local,
    Mask,
    MetadataRef,
    MetadataType,
    Module,
    NamedType,
    NoneToken,
    NullPtr,
    Param,
    Phi,
    Poison,
    PtrType,
    Ret,
    Select,
    ShuffleVector,
    Store,
    StringConst,
    StructType,
    Switch,
    TokenType,
    Typed,
    TypeDef,
    Undef,
    Unreachable,
    VectorType,
    ZeroInit,
)
from pllvm.syntax.builtins import intrinsic_family
from pllvm.text import parse_module, print_module, print_type
from pllvm.valid import verify_module

# ---------------------------------------------------------------- shorthands

HALF = FloatType("half")
BF16 = FloatType("bfloat")
F32 = FloatType("float")
F64 = FloatType("double")
FP80 = FloatType("x86_fp80")
FP128 = FloatType("fp128")
V4I32 = VectorType(4, I32)
V4I1 = VectorType(4, I1)
V4F32 = VectorType(4, F32)
SIF = StructType((I32, F32))  # { i32, float }
L = Local
G = GlobalRef
C = IntConst
T = Typed


def D(x: float) -> FloatConst:
    """A float/double literal: LLVM keeps both as the bits of the double value."""
    return FloatConst(struct.unpack("<Q", struct.pack("<d", x))[0])


def cmd(op, name: str | None = "a", total: bool = False) -> Command:
    return Command(name, op, total)


def vec(ty, *xs) -> Aggregate:
    return Aggregate("vector", tuple(T(ty, x) for x in xs))


# ---------------------------------------------------------------- helpers


def roundtrip(m: Module) -> str:
    """Print `m`, check that the text parses back to `m` and prints the same again."""
    text = print_module(m)
    again = parse_module(text)
    assert again == m, f"round trip changed the module; printed text:\n{text}"
    assert print_module(again) == text, "printing is not a fixpoint"
    return text


def lines_of(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines()]


def in_entry(line: str) -> str:
    return f"define void @f() {{\nentry:\n  {line}\n  ret void\n}}\n"


def check_command(src: str, expected: Command, canonical: str | None) -> None:
    m = parse_module(in_entry(src))
    (got,) = m.functions[0].blocks[0].commands
    assert got == expected
    assert (canonical or src) in lines_of(roundtrip(m))


# ================================================================ types
# Every type is written once as the result type of a load: `%a = load T, ptr %p`.

TYPES = [
    pytest.param("i1", I1, id="i1"),
    pytest.param("i7", IntType(7), id="i7"),
    pytest.param("i32", I32, id="i32"),
    pytest.param("i64", I64, id="i64"),
    pytest.param("i128", IntType(128), id="i128"),
    pytest.param("half", HALF, id="half"),
    pytest.param("bfloat", BF16, id="bfloat"),
    pytest.param("float", F32, id="float"),
    pytest.param("double", F64, id="double"),
    pytest.param("x86_fp80", FP80, id="x86_fp80"),
    pytest.param("fp128", FP128, id="fp128"),
    pytest.param("ptr", PTR, id="ptr"),
    pytest.param("ptr addrspace(1)", PtrType(1), id="ptr-addrspace"),
    pytest.param("<4 x i32>", V4I32, id="vector"),
    pytest.param("<2 x ptr>", VectorType(2, PTR), id="vector-of-ptr"),
    pytest.param("<vscale x 4 x i32>", VectorType(4, I32, scalable=True), id="scalable-vector"),
    pytest.param("[4 x i32]", ArrayType(4, I32), id="array"),
    pytest.param("[0 x i8]", ArrayType(0, I8), id="array-empty"),
    pytest.param("[2 x [3 x i8]]", ArrayType(2, ArrayType(3, I8)), id="array-nested"),
    pytest.param("[2 x <4 x float>]", ArrayType(2, V4F32), id="array-of-vectors"),
    pytest.param("{ i32, float }", SIF, id="struct"),
    pytest.param("{}", StructType(()), id="struct-empty"),
    pytest.param("{ i32, { i8, ptr } }", StructType((I32, StructType((I8, PTR)))),
                 id="struct-nested"),
    pytest.param("<{ i8, i32 }>", StructType((I8, I32), packed=True), id="packed-struct"),
    pytest.param("%struct.S", NamedType("struct.S"), id="named"),
    pytest.param('%"struct.a b"', NamedType("struct.a b"), id="named-quoted"),
    pytest.param("%0", NamedType("0"), id="named-numbered"),
]


@pytest.mark.parametrize(("text", "ty"), TYPES)
def test_type(text, ty):
    check_command(f"%a = load {text}, ptr %p", cmd(Load(ty, PTR, L("p"))), None)
    assert print_type(ty) == text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        pytest.param("{i32,float}", "{ i32, float }", id="struct-spacing"),
        pytest.param("<{i8,i32}>", "<{ i8, i32 }>", id="packed-spacing"),
        pytest.param("[4x i32]", "[4 x i32]", id="array-spacing"),
        pytest.param("ptr addrspace(0)", "ptr", id="addrspace-0-is-ptr"),
        pytest.param('%"plain"', "%plain", id="needlessly-quoted-name"),
    ],
)
def test_type_canonical_spelling(text, canonical):
    m = parse_module(in_entry(f"%a = load {text}, ptr %p"))
    assert f"%a = load {canonical}, ptr %p" in lines_of(roundtrip(m))


def test_void_type():
    m = parse_module("declare void @g()\n" + in_entry("call void @g()"))
    assert m.declarations[0].ret_ty == VOID
    assert m.functions[0].ret_ty == VOID
    assert m.functions[0].blocks[0].commands[0].op.ret_ty == VOID
    assert m.functions[0].blocks[0].term == Ret(VOID)
    assert print_type(VOID) == "void"
    roundtrip(m)


@pytest.mark.parametrize(
    ("src", "typedef"),
    [
        pytest.param("%struct.S = type { i32, float }", TypeDef("struct.S", SIF), id="struct"),
        pytest.param("%struct.T = type opaque", TypeDef("struct.T", None), id="opaque"),
        pytest.param("%P = type <{ i8, i32 }>", TypeDef("P", StructType((I8, I32), packed=True)),
                     id="packed"),
        pytest.param("%struct.L = type { ptr, %struct.L, [2 x %struct.T] }",
                     TypeDef("struct.L", StructType(
                         (PTR, NamedType("struct.L"), ArrayType(2, NamedType("struct.T"))))),
                     id="recursive-and-named-fields"),
        pytest.param('%"a b" = type { i8 }', TypeDef("a b", StructType((I8,))), id="quoted"),
        pytest.param("%V = type <4 x i32>", TypeDef("V", V4I32), id="non-struct"),
    ],
)
def test_typedef(src, typedef):
    m = parse_module(src + "\n")
    assert m.types == (typedef,)
    assert roundtrip(m) == src + "\n"


# ================================================================ constants
# Every constant is written once as the stored value: `store T V, ptr %p`.

CONSTANTS = [
    # integers: kept in the signed range of their type
    pytest.param("i32", "0", C(0), None, id="int-zero"),
    pytest.param("i32", "-7", C(-7), None, id="int-negative"),
    pytest.param("i32", "2147483647", C(2147483647), None, id="i32-max"),
    pytest.param("i32", "4294967295", C(-1), "-1", id="i32-unsigned-wraps"),
    pytest.param("i8", "255", C(-1), "-1", id="i8-255"),
    pytest.param("i8", "-128", C(-128), None, id="i8-min"),
    pytest.param("i7", "64", C(-64), "-64", id="i7-wraps"),
    pytest.param("i64", "9223372036854775807", C(2**63 - 1), None, id="i64-max"),
    pytest.param("i64", "-9223372036854775808", C(-(2**63)), None, id="i64-min"),
    pytest.param("i64", "18446744073709551615", C(-1), "-1", id="i64-large-unsigned"),
    pytest.param("i128", "-1", C(-1), None, id="i128"),
    pytest.param("i1", "true", C(1), None, id="i1-true"),
    pytest.param("i1", "false", C(0), None, id="i1-false"),
    pytest.param("i1", "1", C(1), "true", id="i1-one-prints-true"),
    pytest.param("i1", "0", C(0), "false", id="i1-zero-prints-false"),
    # decimal floats (read as doubles, LLVM's rule)
    pytest.param("double", "1.0", D(1.0), None, id="double-1.0"),
    pytest.param("double", "-2.5", D(-2.5), None, id="double-negative"),
    pytest.param("double", "0.000000e+00", D(0.0), "0.0", id="clang-zero"),
    pytest.param("double", "1.500000e+10", D(1.5e10), "15000000000.0", id="clang-exponent"),
    pytest.param("double", "1.0e+300", D(1e300), None, id="double-huge"),
    pytest.param("double", "5.0e-324", FloatConst(1), None, id="double-min-subnormal"),
    pytest.param("double", "+1.5", D(1.5), "1.5", id="leading-plus"),
    pytest.param("double", "-2.", D(-2.0), "-2.0", id="trailing-dot"),
    pytest.param("double", "-0.0", FloatConst(1 << 63), None, id="negative-zero"),
    pytest.param("float", "0.5", D(0.5), None, id="float-decimal"),
    # hex floats
    pytest.param("double", "0x3FF0000000000000", D(1.0), "1.0", id="hex-one"),
    pytest.param("double", "0x8000000000000000", FloatConst(1 << 63), "-0.0",
                 id="hex-negative-zero"),
    pytest.param("double", "0x7FF8000000000000", FloatConst(0x7FF8000000000000), None,
                 id="hex-nan"),
    pytest.param("double", "0x7FF8000000000001", FloatConst(0x7FF8000000000001), None,
                 id="hex-nan-payload"),
    pytest.param("double", "0x7FF0000000000000", FloatConst(0x7FF0000000000000), None,
                 id="hex-inf"),
    pytest.param("double", "0xFFF0000000000000", FloatConst(0xFFF0000000000000), None,
                 id="hex-minus-inf"),
    pytest.param("double", "0x7ff0000000000000", FloatConst(0x7FF0000000000000),
                 "0x7FF0000000000000", id="hex-lowercase"),
    pytest.param("float", "0x3FB99999A0000000", D(struct.unpack("<f", struct.pack("<f", 0.1))[0]),
                 "0.10000000149011612", id="float-hex"),
    pytest.param("half", "0xH3C00", FloatConst(0x3C00, "H"), None, id="half-hex"),
    pytest.param("half", "0xH7E00", FloatConst(0x7E00, "H"), None, id="half-nan"),
    pytest.param("bfloat", "0xR3F80", FloatConst(0x3F80, "R"), None, id="bfloat-hex"),
    pytest.param("x86_fp80", "0xK3FFF8000000000000000",
                 FloatConst(0x3FFF8000000000000000, "K"), None, id="x86_fp80-hex"),
    pytest.param("fp128", "0xL00000000000000003FFF000000000000",
                 FloatConst(0x3FFF000000000000, "L"), None, id="fp128-hex"),
    # half and bfloat decimals store their own format (FloatConst docstring, _decimal_bits)
    pytest.param("half", "1.0", FloatConst(0x3C00, "H"), "0xH3C00", id="half-decimal"),
    pytest.param("bfloat", "1.0", FloatConst(0x3F80, "R"), "0xR3F80", id="bfloat-decimal"),
    # other simple constants
    pytest.param("i32", "undef", Undef(), None, id="undef"),
    pytest.param("i32", "poison", Poison(), None, id="poison"),
    pytest.param("ptr", "null", NullPtr(), None, id="null"),
    pytest.param("[4 x i32]", "zeroinitializer", ZeroInit(), None, id="zeroinitializer"),
    pytest.param("ptr", "@g", G("g"), None, id="global-ref"),
    pytest.param("ptr", '@"a b"', G("a b"), None, id="global-ref-quoted"),
    # aggregates
    pytest.param("<4 x i32>", "<i32 1, i32 2, i32 3, i32 -4>", vec(I32, C(1), C(2), C(3), C(-4)),
                 None, id="vector"),
    pytest.param("<2 x i1>", "<i1 true, i1 false>", vec(I1, C(1), C(0)), None, id="vector-i1"),
    pytest.param("<2 x float>", "<float 1.0, float undef>", vec(F32, D(1.0), Undef()), None,
                 id="vector-float"),
    pytest.param("[2 x i32]", "[i32 1, i32 -1]", Aggregate("array", (T(I32, C(1)), T(I32, C(-1)))),
                 None, id="array"),
    pytest.param("[0 x i32]", "[]", Aggregate("array", ()), None, id="array-empty"),
    pytest.param("[2 x [2 x i8]]", '[[2 x i8] c"ab", [2 x i8] zeroinitializer]',
                 Aggregate("array", (T(ArrayType(2, I8), StringConst(b"ab")),
                                     T(ArrayType(2, I8), ZeroInit()))),
                 None, id="array-nested"),
    pytest.param("{ i32, float }", "{ i32 1, float 2.0 }",
                 Aggregate("struct", (T(I32, C(1)), T(F32, D(2.0)))), None, id="struct"),
    pytest.param("{ i32, float }", "{i32 1,float 2.0}",
                 Aggregate("struct", (T(I32, C(1)), T(F32, D(2.0)))), "{ i32 1, float 2.0 }",
                 id="struct-spacing"),
    pytest.param("{}", "{}", Aggregate("struct", ()), None, id="struct-empty"),
    pytest.param("<{ i8, i32 }>", "<{ i8 1, i32 2 }>",
                 Aggregate("packed", (T(I8, C(1)), T(I32, C(2)))), None, id="packed-struct"),
    pytest.param("{ i8, { i1 } }", "{ i8 -1, { i1 } { i1 true } }",
                 Aggregate("struct", (T(I8, C(-1)), T(StructType((I1,)),
                                                       Aggregate("struct", (T(I1, C(1)),))))),
                 None, id="struct-nested"),
    # strings
    pytest.param("[3 x i8]", 'c"hi\\00"', StringConst(b"hi\x00"), None, id="cstring"),
    pytest.param("[6 x i8]", 'c"a\\22\\5C\\0A\\00\\FF"', StringConst(b'a"\\\n\x00\xff'), None,
                 id="cstring-escapes"),
    pytest.param("[1 x i8]", 'c"\\0a"', StringConst(b"\n"), 'c"\\0A"', id="cstring-lower-hex"),
    pytest.param("[0 x i8]", 'c""', StringConst(b""), None, id="cstring-empty"),
    # constant expressions
    pytest.param("ptr", "getelementptr inbounds ([4 x i8], ptr @.str, i64 0, i64 1)",
                 GepExpr(True, ArrayType(4, I8), T(PTR, G(".str")), (T(I64, C(0)), T(I64, C(1)))),
                 None, id="gep-expr"),
    pytest.param("ptr", "getelementptr (i8, ptr @g, i64 -1)",
                 GepExpr(False, I8, T(PTR, G("g")), (T(I64, C(-1)),)), None, id="gep-expr-plain"),
    pytest.param("i64", "ptrtoint (ptr @g to i64)", CastExpr("ptrtoint", T(PTR, G("g")), I64),
                 None, id="ptrtoint-expr"),
    pytest.param("i64", "sub (i64 ptrtoint (ptr @a to i64), i64 ptrtoint (ptr @b to i64))",
                 BinExpr("sub", T(I64, CastExpr("ptrtoint", T(PTR, G("a")), I64)),
                         T(I64, CastExpr("ptrtoint", T(PTR, G("b")), I64))),
                 None, id="sub-expr"),
    pytest.param("i32", "add nsw (i32 1, i32 2)", BinExpr("add", T(I32, C(1)), T(I32, C(2)),
                                                          ("nsw",)), None, id="add-nsw-expr"),
    pytest.param("ptr", "inttoptr (i64 4096 to ptr)", CastExpr("inttoptr", T(I64, C(4096)), PTR),
                 None, id="inttoptr-expr"),
]


@pytest.mark.parametrize(("ty", "text", "value", "canonical"), CONSTANTS)
def test_constant(ty, text, value, canonical):
    m = parse_module(in_entry(f"store {ty} {text}, ptr %p"))
    (got,) = m.functions[0].blocks[0].commands
    assert got.op.value == value
    assert f"store {ty} {canonical or text}, ptr %p" in lines_of(roundtrip(m))


def test_token_none():
    check_command("call void @llvm.foo(token none)",
                  cmd(Call(VOID, G("llvm.foo"), (Arg(TokenType(), NoneToken()),)), None), None)


# ================================================================ instructions

INT_BINOPS = [
    ("add", ("nuw", "nsw")),
    ("sub", ("nsw",)),
    ("mul", ("nuw",)),
    ("udiv", ("exact",)),
    ("sdiv", ("exact",)),
    ("urem", ()),
    ("srem", ()),
    ("shl", ("nuw", "nsw")),
    ("lshr", ("exact",)),
    ("ashr", ("exact",)),
    ("and", ()),
    ("or", ()),
    ("xor", ()),
]
FLOAT_BINOPS = [
    ("fadd", ("fast",)),
    ("fsub", ("nnan", "ninf")),
    ("fmul", ("nsz", "arcp", "contract")),
    ("fdiv", ("afn", "reassoc")),
    ("frem", ()),
]
ICMP = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"]
FCMP = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
        "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]  # fmt: skip
CASTS = [
    ("trunc", I64, I32),
    ("zext", I1, I32),
    ("sext", I8, I64),
    ("fptrunc", F64, F32),
    ("fpext", F32, F64),
    ("fptoui", F64, I32),
    ("fptosi", F32, I64),
    ("uitofp", I32, F32),
    ("sitofp", I64, F64),
    ("ptrtoint", PTR, I64),
    ("inttoptr", I64, PTR),
    ("bitcast", V4I32, VectorType(2, I64)),
    ("addrspacecast", PTR, PtrType(1)),
]


def _binop_cases():
    for op, flags in INT_BINOPS:
        words = " ".join((op, *flags))
        yield pytest.param(f"%a = {op} i32 %x, %y", cmd(BinOp(op, I32, L("x"), L("y"))), None,
                           id=op)
        if flags:
            yield pytest.param(f"%a = {words} i64 %x, -3",
                               cmd(BinOp(op, I64, L("x"), C(-3), flags)), None,
                               id=f"{op}-{'-'.join(flags)}")
    for op, flags in FLOAT_BINOPS:
        words = " ".join((op, *flags))
        yield pytest.param(f"%a = {op} double %x, %y", cmd(BinOp(op, F64, L("x"), L("y"))), None,
                           id=op)
        if flags:
            yield pytest.param(f"%a = {words} float %x, 2.5",
                               cmd(BinOp(op, F32, L("x"), D(2.5), flags)), None,
                               id=f"{op}-{'-'.join(flags)}")


def _cmp_cases():
    for pred in ICMP:
        yield pytest.param(f"%a = icmp {pred} i32 %x, 0", cmd(ICmp(pred, I32, L("x"), C(0))),
                           None, id=f"icmp-{pred}")
    for pred in FCMP:
        yield pytest.param(f"%a = fcmp {pred} double %x, 1.0",
                           cmd(FCmp(pred, F64, L("x"), D(1.0))), None, id=f"fcmp-{pred}")


def _cast_cases():
    for op, src, dst in CASTS:
        line = f"%a = {op} {print_type(src)} %x to {print_type(dst)}"
        yield pytest.param(line, cmd(Cast(op, src, L("x"), dst)), None, id=op)


INSTRUCTIONS = [
    *_binop_cases(),
    pytest.param("%a = or disjoint i32 %x, 4", cmd(BinOp("or", I32, L("x"), C(4), ("disjoint",))),
                 None, id="or-disjoint"),
    pytest.param("%a = add <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>",
                 cmd(BinOp("add", V4I32, L("v"), vec(I32, C(1), C(1), C(1), C(1)))), None,
                 id="add-vector"),
    pytest.param("%a = xor i1 %x, true", cmd(BinOp("xor", I1, L("x"), C(1))), None, id="xor-i1"),
    pytest.param("%a = add i8 %x, 200", cmd(BinOp("add", I8, L("x"), C(-56))),
                 "%a = add i8 %x, -56", id="add-literal-wraps"),
    pytest.param("%a = fadd nnan ninf nsz arcp contract afn reassoc double %x, %y",
                 cmd(BinOp("fadd", F64, L("x"), L("y"),
                           ("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"))),
                 None, id="fadd-all-fmf"),
    pytest.param("%a = fmul <4 x float> %v, %w", cmd(BinOp("fmul", V4F32, L("v"), L("w"))), None,
                 id="fmul-vector"),
    # fneg
    pytest.param("%a = fneg float %x", cmd(FNeg(F32, L("x"))), None, id="fneg"),
    pytest.param("%a = fneg fast double %x", cmd(FNeg(F64, L("x"), ("fast",))), None,
                 id="fneg-fast"),
    # compares
    *_cmp_cases(),
    pytest.param("%a = fcmp fast olt float %x, 0.000000e+00",
                 cmd(FCmp("olt", F32, L("x"), D(0.0), ("fast",))),
                 "%a = fcmp fast olt float %x, 0.0", id="fcmp-fast"),
    pytest.param("%a = icmp eq ptr %p, null", cmd(ICmp("eq", PTR, L("p"), NullPtr())), None,
                 id="icmp-ptr"),
    pytest.param("%a = icmp slt <4 x i32> %v, zeroinitializer",
                 cmd(ICmp("slt", V4I32, L("v"), ZeroInit())), None, id="icmp-vector"),
    pytest.param("%a = icmp eq i1 %x, true", cmd(ICmp("eq", I1, L("x"), C(1))), None,
                 id="icmp-i1-true"),
    # select
    pytest.param("%a = select i1 %c, i32 %x, i32 7", cmd(Select(I1, L("c"), I32, L("x"), C(7))),
                 None, id="select"),
    pytest.param("%a = select i1 true, ptr null, ptr @g",
                 cmd(Select(I1, C(1), PTR, NullPtr(), G("g"))), None, id="select-constants"),
    pytest.param("%a = select <4 x i1> %m, <4 x i32> %x, <4 x i32> zeroinitializer",
                 cmd(Select(V4I1, L("m"), V4I32, L("x"), ZeroInit())), None,
                 id="select-vector-cond"),
    pytest.param("%a = select nnan i1 %c, float %x, float 1.0",
                 cmd(Select(I1, L("c"), F32, L("x"), D(1.0), ("nnan",))), None,
                 id="select-fmf"),
    # casts
    *_cast_cases(),
    pytest.param("%a = trunc nuw nsw i64 %x to i32",
                 cmd(Cast("trunc", I64, L("x"), I32, ("nuw", "nsw"))), None, id="trunc-flags"),
    pytest.param("%a = sext i1 true to i32", cmd(Cast("sext", I1, C(1), I32)), None,
                 id="sext-constant"),
    pytest.param("%a = bitcast <vscale x 4 x i32> %v to <vscale x 2 x i64>",
                 cmd(Cast("bitcast", VectorType(4, I32, True), L("v"),
                          VectorType(2, I64, True))), None, id="bitcast-scalable"),
    pytest.param("%a = zext <4 x i1> %m to <4 x i32>",
                 cmd(Cast("zext", V4I1, L("m"), V4I32)), None, id="zext-vector"),
    # alloca
    pytest.param("%a = alloca i32", cmd(Alloca(I32)), None, id="alloca"),
    pytest.param("%a = alloca i32, align 4", cmd(Alloca(I32, None, 4)), None, id="alloca-align"),
    pytest.param("%a = alloca [4 x float], i32 2", cmd(Alloca(ArrayType(4, F32), T(I32, C(2)))),
                 None, id="alloca-count"),
    pytest.param("%a = alloca i32, i64 %n, align 16", cmd(Alloca(I32, T(I64, L("n")), 16)), None,
                 id="alloca-count-align"),
    pytest.param("%a = alloca %struct.S, align 8", cmd(Alloca(NamedType("struct.S"), None, 8)),
                 None, id="alloca-named"),
    # load / store
    pytest.param("%a = load i32, ptr %p", cmd(Load(I32, PTR, L("p"))), None, id="load"),
    pytest.param("%a = load i32, ptr %p, align 4", cmd(Load(I32, PTR, L("p"), 4)), None,
                 id="load-align"),
    pytest.param("%a = load volatile double, ptr @g, align 8",
                 cmd(Load(F64, PTR, G("g"), 8, volatile=True)), None, id="load-volatile"),
    pytest.param("%a = load ptr, ptr addrspace(1) %p", cmd(Load(PTR, PtrType(1), L("p"))), None,
                 id="load-addrspace"),
    pytest.param("%a = load i32, ptr %p, align 4, !tbaa !5, !range !7",
                 cmd(Load(I32, PTR, L("p"), 4)), "%a = load i32, ptr %p, align 4",
                 id="load-metadata-dropped"),
    pytest.param("store i32 %x, ptr %p", cmd(Store(I32, L("x"), PTR, L("p")), None), None,
                 id="store"),
    pytest.param("store i32 -1, ptr %p, align 4", cmd(Store(I32, C(-1), PTR, L("p"), 4), None),
                 None, id="store-align"),
    pytest.param("store volatile float 1.0, ptr %p, align 4",
                 cmd(Store(F32, D(1.0), PTR, L("p"), 4, volatile=True), None), None,
                 id="store-volatile"),
    pytest.param("store <4 x i32> %v, ptr %p, align 16, !tbaa !3",
                 cmd(Store(V4I32, L("v"), PTR, L("p"), 16), None),
                 "store <4 x i32> %v, ptr %p, align 16", id="store-metadata-dropped"),
    # atomics
    pytest.param("%a = load atomic i32, ptr %p acquire, align 4",
                 cmd(Load(I32, PTR, L("p"), 4, ordering="acquire")), None, id="load-atomic"),
    pytest.param('%a = load atomic volatile ptr, ptr %p syncscope("agent") seq_cst, align 8',
                 cmd(Load(PTR, PTR, L("p"), 8, volatile=True, ordering="seq_cst", scope="agent")),
                 None, id="load-atomic-scope"),
    pytest.param("store atomic i64 %x, ptr %p release, align 8",
                 cmd(Store(I64, L("x"), PTR, L("p"), 8, ordering="release"), None), None,
                 id="store-atomic"),
    pytest.param("%a = atomicrmw add ptr %p, i32 1 monotonic, align 4",
                 cmd(AtomicRMW("add", PTR, L("p"), I32, C(1), "monotonic", 4)), None,
                 id="atomicrmw"),
    pytest.param('%a = atomicrmw volatile fmax ptr %p, float %x syncscope("singlethread") seq_cst',
                 cmd(AtomicRMW("fmax", PTR, L("p"), F32, L("x"), "seq_cst", volatile=True,
                               scope="singlethread")), None, id="atomicrmw-volatile-scope"),
    pytest.param("%a = atomicrmw uinc_wrap ptr %p, i32 %n acq_rel",
                 cmd(AtomicRMW("uinc_wrap", PTR, L("p"), I32, L("n"), "acq_rel")), None,
                 id="atomicrmw-uinc-wrap"),
    pytest.param("%a = cmpxchg ptr %p, i32 0, i32 %n seq_cst monotonic, align 4",
                 cmd(CmpXchg(PTR, L("p"), I32, C(0), L("n"), "seq_cst", "monotonic", 4)), None,
                 id="cmpxchg"),
    pytest.param('%a = cmpxchg weak volatile ptr %p, ptr null, ptr %q syncscope("x") acquire acquire',
                 cmd(CmpXchg(PTR, L("p"), PTR, NullPtr(), L("q"), "acquire", "acquire",
                             weak=True, volatile=True, scope="x")), None, id="cmpxchg-weak"),
    pytest.param("fence seq_cst", cmd(Fence("seq_cst"), None), None, id="fence"),
    pytest.param('fence syncscope("singlethread") acquire',
                 cmd(Fence("acquire", "singlethread"), None), None, id="fence-scope"),
    # getelementptr
    pytest.param("%a = getelementptr i32, ptr %p, i64 %i",
                 cmd(Gep(I32, PTR, L("p"), (T(I64, L("i")),))), None, id="gep"),
    pytest.param("%a = getelementptr i8, ptr %p", cmd(Gep(I8, PTR, L("p"), ())), None,
                 id="gep-no-index"),
    pytest.param("%a = getelementptr inbounds i8, ptr @g, i64 -1",
                 cmd(Gep(I8, PTR, G("g"), (T(I64, C(-1)),), inbounds=True)), None,
                 id="gep-inbounds"),
    pytest.param("%a = getelementptr inbounds %struct.S, ptr %p, i64 0, i32 1",
                 cmd(Gep(NamedType("struct.S"), PTR, L("p"), (T(I64, C(0)), T(I32, C(1))),
                         inbounds=True)), None, id="gep-struct-field"),
    pytest.param("%a = getelementptr inbounds { i32, [4 x float] }, ptr %p, i64 %i, i32 1, i64 2",
                 cmd(Gep(StructType((I32, ArrayType(4, F32))), PTR, L("p"),
                         (T(I64, L("i")), T(I32, C(1)), T(I64, C(2))), inbounds=True)),
                 None, id="gep-literal-struct"),
    pytest.param("%a = getelementptr i32, ptr %p, <4 x i64> %v",
                 cmd(Gep(I32, PTR, L("p"), (T(VectorType(4, I64), L("v")),))), None,
                 id="gep-vector-index"),
    pytest.param("%a = getelementptr float, <4 x ptr> %ps, i64 1",
                 cmd(Gep(F32, VectorType(4, PTR), L("ps"), (T(I64, C(1)),))), None,
                 id="gep-vector-base"),
    # call
    pytest.param("call void @g()", cmd(Call(VOID, G("g"), ()), None), None, id="call-void"),
    pytest.param("%a = call i32 @g(i32 %x, i32 1)",
                 cmd(Call(I32, G("g"), (Arg(I32, L("x")), Arg(I32, C(1))))), None, id="call"),
    pytest.param("%a = call noundef zeroext i1 @h(ptr noundef nonnull align 8 "
                 "dereferenceable(16) %p, i32 signext -1) #1",
                 cmd(Call(I1, G("h"),
                          (Arg(PTR, L("p"), ("noundef", "nonnull", "align 8",
                                             "dereferenceable(16)")),
                           Arg(I32, C(-1), ("signext",))),
                          ret_attrs=("noundef", "zeroext"), fn_attrs=("#1",))),
                 None, id="call-attributes"),
    pytest.param("%a = call ptr @f(ptr sret({ i32, float }) align 4 %p)",
                 cmd(Call(PTR, G("f"), (Arg(PTR, L("p"), ("sret({ i32, float })", "align 4")),))),
                 None, id="call-type-attribute"),
    pytest.param("%a = tail call fast float @sinf(float %x) #3",
                 cmd(Call(F32, G("sinf"), (Arg(F32, L("x")),), tail="tail", flags=("fast",),
                          fn_attrs=("#3",))), None, id="call-tail-fmf"),
    pytest.param("%a = musttail call i32 @g()", cmd(Call(I32, G("g"), (), tail="musttail")), None,
                 id="call-musttail"),
    pytest.param("%a = notail call i32 @g()", cmd(Call(I32, G("g"), (), tail="notail")), None,
                 id="call-notail"),
    pytest.param("%a = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %x)",
                 cmd(Call(I32, G("printf"), (Arg(PTR, G(".str"), ("noundef",)),
                                             Arg(I32, L("x"), ("noundef",))),
                          fn_ty=FunctionType(I32, (PTR,), varargs=True))),
                 None, id="call-variadic"),
    pytest.param("%a = call i32 %fp(i32 1)", cmd(Call(I32, L("fp"), (Arg(I32, C(1)),))), None,
                 id="call-indirect"),
    pytest.param("%a = call i32 @g() #0 #1", cmd(Call(I32, G("g"), (), fn_attrs=("#0", "#1"))),
                 None, id="call-two-groups"),
    pytest.param("%a = call i32 @g(i32 %x) #2, !srcloc !8",
                 cmd(Call(I32, G("g"), (Arg(I32, L("x")),), fn_attrs=("#2",))),
                 "%a = call i32 @g(i32 %x) #2", id="call-metadata-dropped"),
    pytest.param("call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, "
                 "i1 false)",
                 cmd(Call(VOID, G("llvm.memcpy.p0.p0.i64"),
                          (Arg(PTR, L("d"), ("align 4",)), Arg(PTR, L("s"), ("align 4",)),
                           Arg(I64, C(16)), Arg(I1, C(0)))), None),
                 None, id="call-intrinsic"),
    pytest.param("%a = call double @llvm.experimental.constrained.sqrt.f64(double %x, "
                 'metadata !"round.dynamic", metadata !"fpexcept.strict")',
                 cmd(Call(F64, G("llvm.experimental.constrained.sqrt.f64"),
                          (Arg(F64, L("x")),
                           Arg(MetadataType(), MetadataRef('!"round.dynamic"')),
                           Arg(MetadataType(), MetadataRef('!"fpexcept.strict"'))))),
                 None, id="call-metadata-args"),
    pytest.param('%a = call i32 @"quoted fn"(i32 %x)',
                 cmd(Call(I32, G("quoted fn"), (Arg(I32, L("x")),))), None, id="call-quoted"),
    # vectors
    pytest.param("%a = extractelement <4 x i32> %v, i64 0",
                 cmd(ExtractElement(V4I32, L("v"), I64, C(0))), None, id="extractelement"),
    pytest.param("%a = extractelement <4 x float> %v, i32 %i",
                 cmd(ExtractElement(V4F32, L("v"), I32, L("i"))), None,
                 id="extractelement-variable"),
    pytest.param("%a = insertelement <4 x i32> poison, i32 %x, i64 0",
                 cmd(InsertElement(V4I32, Poison(), I32, L("x"), I64, C(0))), None,
                 id="insertelement"),
    pytest.param("%a = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> zeroinitializer",
                 cmd(ShuffleVector(V4I32, L("v"), Poison(), V4I32, ZeroInit())), None,
                 id="shufflevector-splat"),
    pytest.param("%a = shufflevector <4 x i32> %v, <4 x i32> %w, <2 x i32> <i32 0, i32 7>",
                 cmd(ShuffleVector(V4I32, L("v"), L("w"), VectorType(2, I32),
                                   vec(I32, C(0), C(7)))), None, id="shufflevector-mask"),
    # aggregates
    pytest.param("%a = extractvalue { i32, float } %s, 1",
                 cmd(ExtractValue(SIF, L("s"), (1,))), None, id="extractvalue"),
    pytest.param("%a = extractvalue [2 x [3 x i32]] %s, 1, 2",
                 cmd(ExtractValue(ArrayType(2, ArrayType(3, I32)), L("s"), (1, 2))), None,
                 id="extractvalue-nested"),
    pytest.param("%a = insertvalue { i32, float } undef, float 1.0, 1",
                 cmd(InsertValue(SIF, Undef(), F32, D(1.0), (1,))), None, id="insertvalue"),
    pytest.param("%a = insertvalue { i32, { i8, i8 } } %s, i8 %b, 1, 0",
                 cmd(InsertValue(StructType((I32, StructType((I8, I8)))), L("s"), I8, L("b"),
                                 (1, 0))), None, id="insertvalue-nested"),
    # freeze
    pytest.param("%a = freeze i32 %x", cmd(Freeze(I32, L("x"))), None, id="freeze"),
    pytest.param("%a = freeze <4 x i1> %m", cmd(Freeze(V4I1, L("m"))), None, id="freeze-vector"),
    # names
    pytest.param("%0 = add i32 %1, 1", cmd(BinOp("add", I32, L("1"), C(1)), "0"), None,
                 id="numbered"),
    pytest.param('%"a b" = add i32 %"x y", %"\\22"',
                 cmd(BinOp("add", I32, L("x y"), L('"')), "a b"), None, id="quoted"),
    pytest.param('%"abc" = add i32 %"x", 1', cmd(BinOp("add", I32, L("x"), C(1)), "abc"),
                 "%abc = add i32 %x, 1", id="quoted-unneeded"),
    pytest.param('%"\\C3\\A9" = freeze i32 %x.y-z$', cmd(Freeze(I32, L("x.y-z$")), "é"), None,
                 id="quoted-utf8"),
    # P-LLVM extensions
    pytest.param("%m = mask", cmd(Mask(), "m"), None, id="mask"),
    pytest.param("%m = total and i1 %a, %b", cmd(BinOp("and", I1, L("a"), L("b")), "m", True),
                 None, id="total"),
    pytest.param("%m := and i1 %a, %b", cmd(BinOp("and", I1, L("a"), L("b")), "m", True),
                 "%m = total and i1 %a, %b", id="colon-equals"),
    pytest.param("%m = total sdiv exact i32 %a, %b",
                 cmd(BinOp("sdiv", I32, L("a"), L("b"), ("exact",)), "m", True), None,
                 id="total-with-flags"),
    pytest.param("%v = total load i32, ptr %p, align 4", cmd(Load(I32, PTR, L("p"), 4), "v", True),
                 None, id="total-load"),
    pytest.param("total store i32 1, ptr %p", cmd(Store(I32, C(1), PTR, L("p")), None, True),
                 None, id="total-store"),
    pytest.param("total call void @g()", cmd(Call(VOID, G("g"), ()), None, True), None,
                 id="total-call-void"),
    pytest.param("%r = total call i32 @g(i32 %x)",
                 cmd(Call(I32, G("g"), (Arg(I32, L("x")),)), "r", True), None, id="total-call"),
    pytest.param("%r := call i32 @any(i1 %c)", cmd(Call(I32, G("any"), (Arg(I1, L("c")),)), "r",
                                                   True),
                 "%r = total call i32 @any(i1 %c)", id="colon-equals-call"),
]


@pytest.mark.parametrize(("src", "expected", "canonical"), INSTRUCTIONS)
def test_instruction(src, expected, canonical):
    check_command(src, expected, canonical)


def test_every_opcode_is_covered():
    """The tables above name every binary operator, predicate and cast the IR knows."""
    from pllvm.syntax import BINARY_OPS, CAST_OPS, FCMP_PREDS, ICMP_PREDS

    assert {op for op, _ in INT_BINOPS + FLOAT_BINOPS} == set(BINARY_OPS)
    assert set(ICMP) == set(ICMP_PREDS)
    assert set(FCMP) == set(FCMP_PREDS)
    assert {op for op, _, _ in CASTS} == set(CAST_OPS)


# ================================================================ phis

PHIS = [
    pytest.param("%x = phi i32 [ 0, %entry ], [ %n, %loop ]",
                 Phi("x", I32, ((C(0), "entry"), (L("n"), "loop"))), None, id="phi"),
    pytest.param("%x = phi i32 [0,%entry],[%n,%loop]",
                 Phi("x", I32, ((C(0), "entry"), (L("n"), "loop"))),
                 "%x = phi i32 [ 0, %entry ], [ %n, %loop ]", id="phi-spacing"),
    pytest.param("%x = phi i1 [ true, %a ], [ false, %b ]",
                 Phi("x", I1, ((C(1), "a"), (C(0), "b"))), None, id="phi-i1"),
    pytest.param("%x = phi i8 [ 255, %a ]", Phi("x", I8, ((C(-1), "a"),)), "%x = phi i8 [ -1, %a ]",
                 id="phi-literal-wraps"),
    pytest.param("%x = phi fast double [ 1.0, %a ], [ %y, %b ]",
                 Phi("x", F64, ((D(1.0), "a"), (L("y"), "b")), flags=("fast",)), None,
                 id="phi-fmf"),
    pytest.param('%x = phi ptr [ null, %0 ], [ %p, %"b c" ]',
                 Phi("x", PTR, ((NullPtr(), "0"), (L("p"), "b c"))), None, id="phi-labels"),
    pytest.param("%x = phi <4 x i32> [ zeroinitializer, %a ], [ %v, %b ]",
                 Phi("x", V4I32, ((ZeroInit(), "a"), (L("v"), "b"))), None, id="phi-vector"),
    pytest.param("%x = phi i32 [ 1, %B ], [ 0, %D ] shadow 2",
                 Phi("x", I32, ((C(1), "B"), (C(0), "D")), shadow=C(2)), None, id="shadow"),
    pytest.param("%x = phi i32 [ 1, %B ] shadow %y",
                 Phi("x", I32, ((C(1), "B"),), shadow=L("y")), None, id="shadow-local"),
    pytest.param("%x = phi i1 [ true, %B ] shadow false",
                 Phi("x", I1, ((C(1), "B"),), shadow=C(0)), None, id="shadow-i1"),
    pytest.param("%x = phi i32 [ 1, %B ] shadow undef",
                 Phi("x", I32, ((C(1), "B"),), shadow=Undef()), None, id="shadow-undef"),
    pytest.param("%x = phi float [ 1.0, %B ] shadow 0x3FF0000000000000",
                 Phi("x", F32, ((D(1.0), "B"),), shadow=D(1.0)),
                 "%x = phi float [ 1.0, %B ] shadow 1.0", id="shadow-hex-float"),
]


@pytest.mark.parametrize(("src", "expected", "canonical"), PHIS)
def test_phi(src, expected, canonical):
    m = parse_module(f"define void @f() {{\nJ:\n  {src}\n  %z = add i32 1, 2\n  ret void\n}}\n")
    block = m.functions[0].blocks[0]
    assert block.phis == (expected,)
    assert len(block.commands) == 1
    assert (canonical or src) in lines_of(roundtrip(m))


def test_several_phis_keep_their_order():
    m = parse_module("define void @f() {\nJ:\n  %b = phi i32 [ 1, %X ]\n"
                     "  %a = phi i32 [ 2, %X ] shadow 0\n  ret void\n}\n")
    assert [p.name for p in m.functions[0].blocks[0].phis] == ["b", "a"]
    assert m.functions[0].blocks[0].phis[1].shadow == C(0)
    roundtrip(m)


# ================================================================ terminators

TERMINATORS = [
    pytest.param("br label %next", Br("next"), None, id="br"),
    pytest.param('br label %"b c"', Br("b c"), None, id="br-quoted"),
    pytest.param("br label %7", Br("7"), None, id="br-numbered"),
    pytest.param("br i1 %c, label %t, label %f", CondBr(L("c"), "t", "f"), None, id="cond-br"),
    pytest.param("br i1 true, label %t, label %f", CondBr(C(1), "t", "f"), None,
                 id="cond-br-constant"),
    pytest.param("br label %loop, !llvm.loop !7", Br("loop"), "br label %loop",
                 id="br-llvm-loop-dropped"),
    pytest.param("br i1 %c, label %t, label %f, !llvm.loop !{!1, !2}", CondBr(L("c"), "t", "f"),
                 "br i1 %c, label %t, label %f", id="cond-br-inline-md-dropped"),
    pytest.param("ret void", Ret(VOID), None, id="ret-void"),
    pytest.param("ret i32 0", Ret(I32, C(0)), None, id="ret"),
    pytest.param("ret i32 %x", Ret(I32, L("x")), None, id="ret-local"),
    pytest.param("ret i1 true", Ret(I1, C(1)), None, id="ret-i1"),
    pytest.param("ret i8 255", Ret(I8, C(-1)), "ret i8 -1", id="ret-wraps"),
    pytest.param("ret double 1.0", Ret(F64, D(1.0)), None, id="ret-double"),
    pytest.param("ret { i32, float } %s", Ret(SIF, L("s")), None, id="ret-struct"),
    pytest.param("ret <4 x i32> zeroinitializer", Ret(V4I32, ZeroInit()), None, id="ret-vector"),
    pytest.param("unreachable", Unreachable(), None, id="unreachable"),
]


@pytest.mark.parametrize(("src", "expected", "canonical"), TERMINATORS)
def test_terminator(src, expected, canonical):
    m = parse_module(f"define void @f() {{\nentry:\n  {src}\n}}\n")
    assert m.functions[0].blocks[0].term == expected
    assert (canonical or src) in lines_of(roundtrip(m))


SWITCHES = [
    pytest.param(
        "switch i32 %x, label %d [\n    i32 -1, label %a\n    i32 0, label %b\n"
        "    i32 2147483648, label %\"c d\"\n  ]",
        Switch(I32, L("x"), "d", ((-1, "a"), (0, "b"), (-(2**31), "c d"))),
        "switch i32 %x, label %d [\n    i32 -1, label %a\n    i32 0, label %b\n"
        "    i32 -2147483648, label %\"c d\"\n  ]",
        id="switch-negative-cases",
    ),
    pytest.param(
        "switch i8 %x, label %d [ i8 1, label %a i8 2, label %b ]",
        Switch(I8, L("x"), "d", ((1, "a"), (2, "b"))),
        "switch i8 %x, label %d [\n    i8 1, label %a\n    i8 2, label %b\n  ]",
        id="switch-one-line",
    ),
    pytest.param(
        "switch i64 %x, label %d []",
        Switch(I64, L("x"), "d", ()),
        "switch i64 %x, label %d [\n  ]",
        id="switch-no-cases",
    ),
    pytest.param(
        "switch i1 %c, label %d [\n    i1 true, label %a\n  ]",
        Switch(I1, L("c"), "d", ((1, "a"),)),
        "switch i1 %c, label %d [\n    i1 true, label %a\n  ]",
        id="switch-i1",
    ),
]


@pytest.mark.parametrize(("src", "expected", "canonical"), SWITCHES)
def test_switch(src, expected, canonical):
    m = parse_module(f"define void @f() {{\nentry:\n  {src}\n}}\n")
    assert m.functions[0].blocks[0].term == expected
    assert f"entry:\n  {canonical}\n}}" in roundtrip(m)


# ================================================================ blocks and predicates

BLOCK_HEADS = [
    pytest.param("C:", "C", None, None, id="plain"),
    pytest.param("C: predicate %notp", "C", L("notp"), None, id="predicate"),
    pytest.param("C:predicate %notp", "C", L("notp"), "C: predicate %notp", id="predicate-tight"),
    pytest.param("C: predicate true", "C", C(1), None, id="predicate-true"),
    pytest.param("C: predicate false", "C", C(0), None, id="predicate-false"),
    pytest.param("C: predicate 1", "C", C(1), "C: predicate true", id="predicate-int"),
    pytest.param("C: predicate undef", "C", Undef(), None, id="predicate-undef"),
    pytest.param('"b c": predicate %"p q"', "b c", L("p q"), None, id="quoted"),
    pytest.param("12: predicate %p", "12", L("p"), None, id="numbered"),
    pytest.param("for.body.lr.ph:", "for.body.lr.ph", None, None, id="dotted"),
    pytest.param("$x-1:", "$x-1", None, None, id="punctuation"),
    pytest.param("C:  ; preds = %A, %B", "C", None, "C:", id="preds-comment"),
]


@pytest.mark.parametrize(("head", "label", "predicate", "canonical"), BLOCK_HEADS)
def test_block_head(head, label, predicate, canonical):
    m = parse_module(f"define void @f() {{\nentry:\n  br label %C\n{head}\n  ret void\n}}\n")
    block = m.functions[0].blocks[1]
    assert (block.label, block.predicate) == (label, predicate)
    assert (canonical or head) in lines_of(roundtrip(m))


def test_predicated_block_with_extensions():
    src = """\
define i32 @f(i1 %p, i32 %x) {
A:
  %notp = xor i1 %p, true
  br i1 %p, label %B, label %C

B: predicate %p
  %y = add i32 %x, 1
  br label %D

C: predicate %notp
  %m = mask
  %z := and i1 %m, %notp
  total store i32 %x, ptr @g
  br label %D

D:
  %r = phi i32 [ %y, %B ], [ 0, %C ] shadow -1
  ret i32 %r
}
"""
    m = parse_module(src)
    f = m.functions[0]
    assert f.labels == ("A", "B", "C", "D")
    assert [b.predicate for b in f.blocks] == [None, L("p"), L("notp"), None]
    assert f.block("C").commands == (
        cmd(Mask(), "m"),
        cmd(BinOp("and", I1, L("m"), L("notp")), "z", True),
        cmd(Store(I32, L("x"), PTR, G("g")), None, True),
    )
    assert f.block("D").phis == (Phi("r", I32, ((L("y"), "B"), (C(0), "C")), shadow=C(-1)),)
    assert roundtrip(m) == src.replace("%z := and", "%z = total and")


# ================================================================ module level


def test_header():
    src = ('; ModuleID = \'x.c\'\nsource_filename = "x.c"\n'
           'target datalayout = "e-m:e-p270:32:32-i64:64-n8:16:32:64-S128"\n'
           'target triple = "x86_64-pc-linux-gnu"\n')
    m = parse_module(src)
    assert m.source_filename == "x.c"
    assert m.datalayout == "e-m:e-p270:32:32-i64:64-n8:16:32:64-S128"
    assert m.triple == "x86_64-pc-linux-gnu"
    assert roundtrip(m) == src.split("\n", 1)[1]


def test_empty_module():
    m = parse_module("; nothing here\n\n")
    assert m == Module()


GLOBALS = [
    pytest.param("@g = global i32 0", Global("g", I32, C(0)), None, id="global"),
    pytest.param("@g = dso_local global i32 -1, align 4",
                 Global("g", I32, C(-1), linkage=("dso_local",), align=4), None, id="dso-local"),
    pytest.param("@c = constant double 1.0", Global("c", F64, D(1.0), constant=True), None,
                 id="constant"),
    pytest.param('@.str = private unnamed_addr constant [4 x i8] c"hi\\0A\\00", align 1',
                 Global(".str", ArrayType(4, I8), StringConst(b"hi\n\x00"), constant=True,
                        linkage=("private", "unnamed_addr"), align=1), None,
                 id="private-unnamed-addr-string"),
    pytest.param("@e = external global ptr", Global("e", PTR, None, linkage=("external",)), None,
                 id="external"),
    pytest.param("@w = extern_weak global i32, align 8",
                 Global("w", I32, None, linkage=("extern_weak",), align=8), None,
                 id="extern-weak"),
    pytest.param("@ec = external constant [2 x i32]",
                 Global("ec", ArrayType(2, I32), None, constant=True, linkage=("external",)),
                 None, id="external-constant"),
    pytest.param("@t = internal global [2 x i32] zeroinitializer, align 4",
                 Global("t", ArrayType(2, I32), ZeroInit(), linkage=("internal",), align=4),
                 None, id="internal-zeroinit"),
    pytest.param("@b = global i8 255", Global("b", I8, C(-1)), "@b = global i8 -1",
                 id="init-wraps"),
    pytest.param("@lut = local_unnamed_addr constant [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], "
                 "[2 x i32] zeroinitializer], align 16",
                 Global("lut", ArrayType(2, ArrayType(2, I32)),
                        Aggregate("array", (
                            T(ArrayType(2, I32), Aggregate("array", (T(I32, C(1)),
                                                                     T(I32, C(2))))),
                            T(ArrayType(2, I32), ZeroInit()))),
                        constant=True, linkage=("local_unnamed_addr",), align=16),
                 None, id="nested-array-init"),
    pytest.param("@s = global %struct.S { i32 1, float 2.0 }",
                 Global("s", NamedType("struct.S"),
                        Aggregate("struct", (T(I32, C(1)), T(F32, D(2.0))))), None,
                 id="named-struct-init"),
    pytest.param("@p = global ptr getelementptr inbounds ([4 x i8], ptr @.str, i64 0, i64 1)",
                 Global("p", PTR, GepExpr(True, ArrayType(4, I8), T(PTR, G(".str")),
                                          (T(I64, C(0)), T(I64, C(1))))), None,
                 id="gep-expr-init"),
    pytest.param('@"q g" = constant double 0x7FF0000000000000',
                 Global("q g", F64, FloatConst(0x7FF0000000000000), constant=True), None,
                 id="quoted-inf"),
    pytest.param("@0 = global ptr null", Global("0", PTR, NullPtr()), None, id="numbered"),
]


@pytest.mark.parametrize(("src", "expected", "canonical"), GLOBALS)
def test_global(src, expected, canonical):
    m = parse_module(src + "\n")
    assert m.globals == (expected,)
    assert roundtrip(m) == (canonical or src) + "\n"


def test_global_section_is_kept():
    m = parse_module('@sec = global i32 0, section ".data", align 4\n')
    g = m.globals[0]
    assert (g.init, g.align, g.section) == (C(0), 4, ".data")
    assert roundtrip(m) == '@sec = global i32 0, section ".data", align 4\n'


DECLARATIONS = [
    pytest.param("declare void @g()", Declaration("g", VOID, ()), None, id="void"),
    pytest.param("declare i32 @printf(ptr noundef, ...) #1",
                 Declaration("printf", I32, (Param(PTR, "", ("noundef",)),), varargs=True,
                             fn_attrs=("#1",)), None, id="variadic"),
    pytest.param("declare i32 @v(...)", Declaration("v", I32, (), varargs=True), None,
                 id="only-varargs"),
    pytest.param("declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, "
                 "ptr noalias nocapture readonly, i64, i1 immarg) #2",
                 Declaration("llvm.memcpy.p0.p0.i64", VOID, (
                     Param(PTR, "", ("noalias", "nocapture", "writeonly")),
                     Param(PTR, "", ("noalias", "nocapture", "readonly")),
                     Param(I64, ""), Param(I1, "", ("immarg",))), fn_attrs=("#2",)),
                 None, id="intrinsic-attributes"),
    pytest.param("declare dso_local noundef double @sqrt(double noundef) local_unnamed_addr #1",
                 Declaration("sqrt", F64, (Param(F64, "", ("noundef",)),),
                             linkage=("dso_local", "noundef"),
                             fn_attrs=("local_unnamed_addr", "#1")), None, id="linkage"),
    pytest.param("declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, i32 immarg, <4 x i1>, "
                 "<4 x float>) #3",
                 Declaration("llvm.masked.load.v4f32.p0", V4F32,
                             (Param(PTR, ""), Param(I32, "", ("immarg",)), Param(V4I1, ""),
                              Param(V4F32, "")), fn_attrs=("#3",)),
                 None, id="vector-intrinsic"),
    pytest.param("declare void @f(ptr) !dbg !4", Declaration("f", VOID, (Param(PTR, ""),)),
                 "declare void @f(ptr)", id="metadata-dropped"),
]


@pytest.mark.parametrize(("src", "expected", "canonical"), DECLARATIONS)
def test_declaration(src, expected, canonical):
    m = parse_module(src + "\n")
    assert m.declarations == (expected,)
    assert roundtrip(m) == (canonical or src) + "\n"


def test_define_header():
    src = ("define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef "
           "readonly %argv) local_unnamed_addr #0 !dbg !9 {\nentry:\n  ret i32 0\n}\n")
    m = parse_module(src)
    f = m.functions[0]
    assert (f.name, f.ret_ty, f.linkage, f.fn_attrs, f.varargs) == (
        "main", I32, ("dso_local", "noundef"), ("local_unnamed_addr", "#0"), False)
    assert f.params == (Param(I32, "argc", ("noundef",)),
                        Param(PTR, "argv", ("nocapture", "noundef", "readonly")))
    assert roundtrip(m) == src.replace(" !dbg !9", "")


def test_define_variadic():
    m = parse_module("define i32 @v(i32 %n, ...) {\nentry:\n  ret i32 %n\n}\n")
    f = m.functions[0]
    assert f.varargs and f.params == (Param(I32, "n"),)
    assert lines_of(roundtrip(m))[0] == "define i32 @v(i32 %n, ...) {"


def test_attribute_groups():
    src = ("declare void @g() #0\n"
           'attributes #0 = { nounwind uwtable "frame-pointer"="all" }\n'
           'attributes #1 = {   "no-trapping-math"="true"\n    memory(none) }\n')
    m = parse_module(src)
    assert m.attribute_groups == (
        'attributes #0 = { nounwind uwtable "frame-pointer"="all" }',
        'attributes #1 = { "no-trapping-math"="true" memory(none) }',
    )
    assert roundtrip(m) == ("declare void @g() #0\n\n"
                            'attributes #0 = { nounwind uwtable "frame-pointer"="all" }\n'
                            'attributes #1 = { "no-trapping-math"="true" memory(none) }\n')


def test_metadata_is_dropped():
    with_md = """\
define void @f(ptr %p) !dbg !9 {
entry:
  %x = load i32, ptr %p, align 4, !tbaa !5
  store i32 %x, ptr %p, align 4, !tbaa !5, !noalias !{!6}
  br label %loop, !llvm.loop !7

loop:
  ret void, !dbg !12
}

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!0 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"clang version 16.0.6"}
!5 = !{!"int", !6, i64 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
"""
    without = """\
define void @f(ptr %p) {
entry:
  %x = load i32, ptr %p, align 4
  store i32 %x, ptr %p, align 4
  br label %loop

loop:
  ret void
}
"""
    m = parse_module(with_md)
    assert m == parse_module(without)
    assert roundtrip(m) == without


def test_metadata_over_several_lines_is_dropped():
    text = """\
define void @f() {
  ret void
}

!0 = !DICompositeType(tag: DW_TAG_structure_type, name: "S",
                      elements: !{!1,
                                  !2})
!1 = !{i32 1,
       !"flag"}
"""
    assert parse_module(text) == parse_module("define void @f() {\n  ret void\n}\n")


def test_intrinsic_metadata_parameter():
    m = parse_module("declare void @llvm.experimental.noalias.scope.decl(metadata)\n"
                     + in_entry("call void @llvm.experimental.noalias.scope.decl(metadata !3)"))
    assert verify_module(m) == []


TYPED_POINTERS = """\
define void @f(float* noalias %y, float addrspace(1)* %x, i8** %pp) {
entry:
  %a = getelementptr inbounds float, float* %y, i64 4
  %v = bitcast float* %a to <4 x float>*
  %w = load <4 x float>, <4 x float>* %v, align 4
  store <4 x float> %w, <4 x float>* %v, align 4
  call void @llvm.memset.p0i8.i64(i8* align 4 null, i8 0, i64 0, i1 false)
  ret void
}

declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)
"""


def test_typed_pointers_read_as_ptr():
    """LLVM <= 14 text: `T*` and `T addrspace(n)*` are `ptr` and `ptr addrspace(n)`; the pointee
    type is dropped (each load and store names the type it accesses)."""
    m = parse_module(TYPED_POINTERS)
    assert verify_module(m) == []
    text = print_module(m)
    assert "*" not in text
    assert "define void @f(ptr noalias %y, ptr addrspace(1) %x, ptr %pp)" in text
    assert "%v = bitcast ptr %a to ptr" in text
    assert "declare void @llvm.memset.p0i8.i64(ptr nocapture writeonly, i8, i64, i1 immarg)" in text


@pytest.mark.parametrize(("name", "family"), [
    ("llvm.memset.p0i8.i64", "memset"),
    ("llvm.masked.load.v4i32.p0v4i32", "masked.load"),
    ("llvm.masked.gather.v4f32.v4p0f32", "masked.gather"),
    ("llvm.masked.store.v8f32.p0", "masked.store"),
    ("llvm.smax.v4i32", "smax"),
    ("printf", None),
])
def test_intrinsic_family_strips_typed_and_opaque_suffixes(name, family):
    assert intrinsic_family(name) == family


def test_comments_are_ignored():
    m = parse_module("; a\ndefine void @f() { ; b\nentry: ; c\n  ret void ; d\n} ; e\n; f")
    assert m == parse_module("define void @f() {\nentry:\n  ret void\n}")


# ---------------------------------------------------------------- implicit numbering

NUMBERING = [
    pytest.param("define void @f() {\n  ret void\n}", (), "0", id="no-params"),
    pytest.param("define i32 @f(i32 %0, i32 %1) {\n  %3 = add i32 %0, %1\n  ret i32 %3\n}",
                 ("0", "1"), "2", id="numbered-params"),
    pytest.param("define void @f(i8, i8 %a, i8) {\n  ret void\n}", ("0", "a", "1"), "2",
                 id="unnamed-params"),
    pytest.param("define void @f(i32 %x, i32 %y) {\n  ret void\n}", ("x", "y"), "0",
                 id="named-params"),
    pytest.param("define void @f(i32 %0, i32 %y) {\n  ret void\n}", ("0", "y"), "1",
                 id="mixed-params"),
]


@pytest.mark.parametrize(("src", "params", "entry"), NUMBERING)
def test_unlabeled_entry_gets_next_number(src, params, entry):
    m = parse_module(src)
    f = m.functions[0]
    assert tuple(p.name for p in f.params) == params
    assert f.blocks[0].label == entry
    text = roundtrip(m)
    assert f"\n{entry}:\n" in text


def test_clang_numbered_function():
    src = """\
define dso_local i32 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %6

6:                                                ; preds = %4, %2
  %7 = phi i32 [ 0, %2 ], [ 1, %4 ]
  ret i32 %7
}
"""
    m = parse_module(src)
    f = m.functions[0]
    assert f.labels == ("2", "4", "6")
    assert f.blocks[0].commands[0] == cmd(ICmp("sgt", I32, L("1"), C(0)), "3")
    assert f.blocks[0].term == CondBr(L("3"), "4", "6")
    assert f.blocks[2].phis == (Phi("7", I32, ((C(0), "2"), (C(1), "4"))),)
    text = roundtrip(m)
    assert text.startswith("define dso_local i32 @sum(ptr nocapture noundef readonly %0, "
                           "i32 noundef %1) {\n2:\n  %3 = icmp sgt i32 %1, 0\n")


# ---------------------------------------------------------------- quoted names


def test_quoted_names():
    src = """\
%"my type" = type { i8 }

@"my global" = global i32 0

define void @"my fn"(i32 %"a b") {
"entry block":
  %"sum x" = add i32 %"a b", 1
  br label %"next block"

"next block": predicate %"sum x"
  call void @"my fn"(i32 %"sum x")
  ret void
}
"""
    m = parse_module(src)
    f = m.functions[0]
    assert m.types[0].name == "my type"
    assert m.globals[0].name == "my global"
    assert f.name == "my fn"
    assert f.params == (Param(I32, "a b"),)
    assert f.labels == ("entry block", "next block")
    assert f.blocks[0].commands[0].name == "sum x"
    assert f.blocks[1].predicate == L("sum x")
    assert roundtrip(m) == src


# ---------------------------------------------------------------- canonical layout


def test_canonical_module_layout():
    """Sections in a fixed order, separated by blank lines; blocks separated by blank lines."""
    src = """\
attributes #0 = { nounwind }
declare i32 @g(i32)
define i32 @f(i32 %x) #0 {
entry:
  %c = icmp slt i32 %x, 0
  switch i32 %x, label %a [ i32 -1, label %b ]
a: predicate %c
  %y = call i32 @g(i32 %x) #0
  br label %b
b:
  %r = phi i32 [ 0, %entry ], [ %y, %a ] shadow 1
  ret i32 %r
}
@g2 = global i32 1
%T = type opaque
target triple = "x"
source_filename = "s.c"
"""
    expected = """\
source_filename = "s.c"
target triple = "x"

%T = type opaque

@g2 = global i32 1

define i32 @f(i32 %x) #0 {
entry:
  %c = icmp slt i32 %x, 0
  switch i32 %x, label %a [
    i32 -1, label %b
  ]

a: predicate %c
  %y = call i32 @g(i32 %x) #0
  br label %b

b:
  %r = phi i32 [ 0, %entry ], [ %y, %a ] shadow 1
  ret i32 %r
}

declare i32 @g(i32)

attributes #0 = { nounwind }
"""
    assert roundtrip(parse_module(src)) == expected


def test_locations():
    src = ("define void @f(i1 %c) {\nentry:\n  %m = mask\n  br label %B\nB: predicate %c\n"
           "  %x = phi i32 [ 0, %entry ]\n    store i32 %x, ptr @g\n  ret void\n}\n")
    m = parse_module(src, file="f.pll")
    f = m.functions[0]
    assert f.loc == Loc("f.pll", 1, 1)
    assert f.blocks[0].loc == Loc("f.pll", 2, 1)
    assert f.blocks[0].commands[0].loc == Loc("f.pll", 3, 3)
    assert f.blocks[0].term.loc == Loc("f.pll", 4, 3)
    assert f.blocks[1].loc == Loc("f.pll", 5, 1)
    assert f.blocks[1].phis[0].loc == Loc("f.pll", 6, 3)
    assert f.blocks[1].commands[0].loc == Loc("f.pll", 7, 5)
    assert f.blocks[1].term.loc == Loc("f.pll", 8, 3)


def test_equality_ignores_locations():
    a = parse_module("define void @f() {\nentry:\n  ret void\n}", file="a")
    b = parse_module("\n\n  define void @f() {\n   entry:\n      ret void\n}", file="b")
    assert a == b


def test_function_and_block_lookup():
    m = parse_module("define void @f() {\nA:\n  br label %B\nB:\n  ret void\n}")
    f = m.function()
    assert f is m.function("@f") and f.entry.label == "A"
    assert f.block("B").successors == ()
    assert f.entry.successors == ("B",)
    assert isinstance(f, Function) and isinstance(f.entry, Block)


# ================================================================ syntax errors
# (source, line, column, text the message must contain)

ERRORS = [
    pytest.param("define i32 @f(i32 %x) {\nentry:\n  %a = add i32 %x 1\n  ret i32 %a\n}\n",
                 3, 19, ["unexpected '1'", "expected ','"], id="missing-comma"),
    pytest.param("define void @f(ptr %p) {\nentry:\n  %a = load i32 ptr %p\n  ret void\n}\n",
                 3, 17, ["unexpected 'ptr'", "','"], id="load-missing-comma"),
    pytest.param("define i32 @f(i32 %x) {\nentry:\n  %a = frobnicate i32 %x, 1\n  ret i32 %a\n}\n",
                 3, 8, ["unexpected 'frobnicate'", "expected", "instruction"],
                 id="unknown-instruction"),
    pytest.param("define i32 @f(i32 %x) {\nentry:\n  %a = add i32 %x, 1\n",
                 3, 20, ["unexpected end of input", "'ret'", "'br'"], id="unterminated-block-eof"),
    pytest.param("define i32 @f(i32 %x) {\nentry:\n  %a = add i32 %x, 1\n}\n",
                 4, 1, ["unexpected '}'", "'ret'", "'unreachable'"],
                 id="unterminated-block-brace"),
    pytest.param("define void @f() {\nentry:\n  br label %b\n",
                 3, 12, ["unexpected end of input", "'}'", "a block label"],
                 id="unterminated-function"),
    pytest.param("define void @f() {\n}\n", 2, 1, ["unexpected '}'", "'ret'"], id="empty-body"),
    pytest.param("define void @f() {\nentry:\n  br label %b\n  ret void\n}\n",
                 4, 3, ["unexpected 'ret'", "a block label"], id="instruction-after-terminator"),
    pytest.param("define void @f() {\nentry:\n  ret void ^\n}\n",
                 3, 12, ["unexpected character '^'"], id="bad-character"),
    pytest.param("define void @f() {\nentry:\n  store i32 \"abc, ptr %p\n  ret void\n}\n",
                 3, 13, ["unexpected character '\"'"], id="unterminated-string"),
    pytest.param("define void @f() {\nentry:\n  ret void\n}}\n",
                 4, 2, ["unexpected '}'", "'define'", "'declare'"], id="extra-brace"),
    pytest.param("@g = global i32\n", 1, 13, ["unexpected end of input"],
                 id="global-without-initializer"),
    pytest.param("define void @f() {\nentry: predicate\n  ret void\n}\n",
                 3, 3, ["unexpected 'ret'"], id="predicate-without-value"),
    pytest.param("define void @f() {\nentry:\n  %m = mask i1\n  ret void\n}\n",
                 3, 13, ["unexpected 'i1'"], id="mask-with-operand"),
    pytest.param("define void @f() {\nJ:\n  %y = phi i32 [ 1, %B ], shadow 2\n  ret void\n}\n",
                 3, 27, ["unexpected 'shadow'", "expected '['"], id="shadow-after-comma"),
    pytest.param("define void @f() {\nJ:\n  %y = phi i32 [ 1, %B ] shadow\n  ret void\n}\n",
                 4, 3, ["unexpected 'ret'"], id="shadow-without-value"),
    pytest.param("define void @f() {\nentry:\n  %a = total\n  ret void\n}\n",
                 4, 3, ["unexpected 'ret'"], id="total-without-instruction"),
    pytest.param("define void @f() {\nentry:\n  %a = add i32 1, 2, 3\n  ret void\n}\n",
                 3, 20, ["unexpected ','", "'ret'"], id="extra-operand"),
    pytest.param("define void @f() {\nentry:\n  %a = icmp foo i32 1, 2\n  ret void\n}\n",
                 3, 13, ["unexpected 'foo'", "'eq'", "'slt'"], id="bad-icmp-predicate"),
    pytest.param("define void @f() {\nentry:\n  br i1 %c, label %t label %f\n}\n",
                 3, 22, ["unexpected 'label'", "expected ','"], id="br-missing-comma"),
    pytest.param("define void @f() {\nentry:\n  switch i32 %x, label %d [ i32 1 label %a ]\n}\n",
                 3, 35, ["unexpected 'label'", "expected ','"], id="switch-case-missing-comma"),
    pytest.param("define void @f() {\nentry:\n  %a = add i32 1, 2\n  %a = add i32 1, 2\n",
                 4, 19, ["unexpected end of input", "'ret'"], id="eof-after-lines"),
    pytest.param("defne void @f() {\n}\n", 1, 1, ["unexpected"], id="misspelled-define"),
    pytest.param(in_entry("%x = atomicrmw mul ptr %p, i32 1 seq_cst"), 3, 18,
                 ["unexpected 'mul'", "an atomicrmw operation"], id="atomicrmw-op"),
    pytest.param(in_entry("%x = load atomic i32, ptr %p, align 4"), 3, 31,
                 ["unexpected ','", "a memory ordering"], id="load-atomic-unordered"),
    pytest.param(in_entry("fence"), 4, 3, ["unexpected 'ret'", "a memory ordering"],
                 id="fence-ordering"),
    pytest.param(in_entry("%x = cmpxchg ptr %p, i32 0, i32 1 seq_cst"), 4, 3,
                 ["unexpected 'ret'", "a memory ordering"], id="cmpxchg-failure-ordering"),
    pytest.param(in_entry("invoke void @g() to label %a unwind label %b"), 3, 3,
                 ["'invoke' is not supported: exception handling"], id="invoke"),
    pytest.param(in_entry("%x = va_arg ptr %p, i32"), 3, 8, ["'va_arg' is not supported"],
                 id="va_arg"),
]


@pytest.mark.parametrize(("src", "line", "column", "needles"), ERRORS)
def test_syntax_error(src, line, column, needles):
    with pytest.raises(ParseError) as info:
        parse_module(src, file="bad.ll")
    err = info.value
    assert err.where == Loc("bad.ll", line, column), err.message
    for needle in needles:
        assert needle in err.message
    assert str(err).startswith(f"bad.ll:{line}:{column}: ")


# ---------------------------------------------------------------- edge cases
# Inputs that once escaped as other exceptions or broke the round trip.


def test_declaration_with_parameter_names_round_trips():
    m = parse_module("declare i32 @named(i32 noundef %x, ptr %p)\n")
    assert m.declarations[0].params[0].attrs == ("noundef",)
    assert print_module(m) == "declare i32 @named(i32 noundef %x, ptr %p)\n"
    roundtrip(m)


def test_phi_after_non_phi_is_a_parse_error():
    src = ("define i32 @f(i32 %x) {\nentry:\n  %a = add i32 %x, 1\n"
           "  %b = phi i32 [ 0, %entry ]\n  ret i32 %a\n}\n")
    with pytest.raises(ParseError) as info:
        parse_module(src, file="bad.ll")
    assert info.value.where == Loc("bad.ll", 4, 3)
    assert "phi %b after a non-phi instruction" in info.value.message


def test_switch_case_must_be_constant():
    src = ("define void @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [ i32 %x, label %d ]\n"
           "d:\n  ret void\n}\n")
    with pytest.raises(ParseError) as info:
        parse_module(src, file="bad.ll")
    assert info.value.where == Loc("bad.ll", 3, 3)
    assert "switch case values must be integer constants" in info.value.message


@pytest.mark.parametrize(
    "src",
    [
        pytest.param("@g = global i32\n", id="global-initializer"),
        pytest.param(in_entry("store i32 , ptr %p"), id="store-operand"),
        pytest.param("define void @f() {\nentry: predicate\n  ret void\n}\n", id="predicate"),
    ],
)
def test_missing_value_message_asks_for_a_value(src):
    with pytest.raises(ParseError) as info:
        parse_module(src)
    message = info.value.message
    assert "instruction" not in message
    assert "expected a value" in message


@pytest.mark.parametrize(
    ("line", "column", "message"),
    [
        pytest.param("store half 1.0e10, ptr %p", 14,
                     "1.0e10 is not exactly representable as half", id="half-overflow"),
        pytest.param("store half 0.1, ptr %p", 14, "0.1 is not exactly representable as half",
                     id="half-inexact"),
        pytest.param("store bfloat 1.5e-3, ptr %p", 16,
                     "1.5e-3 is not exactly representable as bfloat", id="bfloat-inexact"),
        pytest.param("store double 0x1FFFFFFFFFFFFFFFF, ptr %p", 16,
                     "hex float 0x1FFFFFFFFFFFFFFFF has more than 16 digits", id="hex-too-wide"),
    ],
)
def test_float_literal_that_does_not_fit_its_type(line, column, message):
    with pytest.raises(ParseError) as info:
        parse_module(in_entry(line), file="bad.ll")
    assert info.value.message.startswith(message)
    assert (info.value.where.line, info.value.where.column) == (3, column)


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("%a = load i32, ptr 1.0", id="load-pointer"),
        pytest.param("store i32 1, ptr 2.5", id="store-pointer"),
        pytest.param("%a = getelementptr i8, ptr 1.5, i64 1", id="gep-base"),
        pytest.param("call void 1.0()", id="callee"),
    ],
)
def test_decimal_float_where_a_pointer_belongs_parses_and_fails_verification(line):
    m = parse_module(in_entry(line))
    roundtrip(m)
    assert "type-mismatch" in {d.id for d in verify_module(m)}
