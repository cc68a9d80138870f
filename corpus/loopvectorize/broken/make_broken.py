"""Writes the broken targets of the loop-vectorizer benchmark.

Each broken target is a copy of one vectorized target (`../KERNEL.CONFIG.ll`) with one realistic
vectorizer bug, made by a named, exact text edit inside one function. An edit names the text it
replaces and how often that text occurs; when LLVM's output changes so that the text is not there
(or is there a different number of times), the script stops with an error naming the break, so a
regeneration never writes a broken target that is silently correct.

    python make_broken.py [--out DIR]      # default: the folder this script is in
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent


@dataclass(frozen=True)
class Edit:
    """Replace `old` by `new`; `old` must occur exactly `count` times in the scope (the function,
    or the whole module for declarations)."""

    old: str
    new: str
    count: int = 1
    module: bool = False


@dataclass(frozen=True)
class Break:
    """One broken target: the bug `name` put into `function` of `KERNEL.CONFIG.ll`."""

    name: str
    kernel: str
    config: str
    function: str
    bug: str
    witness: str
    edits: tuple[Edit, ...]

    @property
    def filename(self) -> str:
        """`FUNCTION.CONFIG.NAME.ll`: what is broken, where."""
        return f"{self.function}.{self.config}.{self.name}.ll"

    @property
    def target(self) -> str:
        """The vectorized target the break copies."""
        return f"{self.kernel}.{self.config}.ll"


class PatternError(Exception):
    """An edit's text is not in the target as often as the break says."""


def _splat(ty: str, value: str, width: int) -> str:
    """LLVM's constant vector `<ty value, ty value, ...>` of `width` elements."""
    return "<" + ", ".join([f"{ty} {value}"] * width) + ">"


def _mask(items: list[int]) -> str:
    """A shufflevector mask `<i32 a, i32 b, ...>`."""
    return "<" + ", ".join(f"i32 {k}" for k in items) + ">"


BREAKS: tuple[Break, ...] = (
    Break("exit_off_by_one", "reduce", "haswell", "sum_int",
          "the vector loop's exit compares the index before the increment, so it runs one extra "
          "vector iteration past n.vec (reading a[n.vec .. n.vec+7]) and the remainder then adds "
          "those elements again",
          "args n=20 buffers a=i32[1..20]",
          (Edit("%10 = icmp eq i64 %index.next, %n.vec", "%10 = icmp eq i64 %index, %n.vec"),)),
    Break("remainder_skipped", "trip", "haswell", "scale_1003",
          "the middle block compares the vector trip count with itself instead of with 1003, so "
          "the scalar remainder (a[1000 .. 1002]) never runs",
          "args s=2.0 buffers a=float[1.5*1003]",
          (Edit("%cmp.n = icmp eq i64 1003, 1000", "%cmp.n = icmp eq i64 1000, 1000"),)),
    Break("trip_rounding", "trip", "haswell", "add_unsigned",
          "n mod VF computed as `and n, 8` instead of `urem n, 8` (`and n, 7`): the vector trip "
          "count is not a multiple of 8, the vector loop's `eq` exit never matches, and it runs "
          "past the arrays",
          "args n=20 buffers a=i32[1*20] b=i32[0*20]",
          (Edit("%n.mod.vf = urem i64 %6, 8", "%n.mod.vf = and i64 %6, 8"),)),
    Break("mask_all_true", "cond", "haswell", "cond_store",
          "the masked store of `if (a[i] > 0) b[i] = a[i]` gets an all-true mask: every b[i] is "
          "overwritten",
          "args n=8 buffers a=i32[1,-2,3,-4,5,-6,7,-8] b=i32[9*8]",
          (Edit("ptr %12, i32 4, <8 x i1> %10)", "ptr %12, i32 4, <8 x i1> "
                + _splat("i1", "true", 8) + ")"),)),
    Break("store_unconditional", "cond", "vf4", "cond_store",
          "the predicated store of lane 0 is made unconditional (`br i1 true`): b[i] is written "
          "even when a[i] <= 0",
          "args n=4 buffers a=i32[-1,2,3,4] b=i32[9*4]",
          (Edit("br i1 %11, label %pred.store.if, label %pred.store.continue",
                "br i1 true, label %pred.store.if, label %pred.store.continue"),)),
    Break("reverse_not_reversed", "access", "haswell", "reverse",
          "the shufflevector that reverses the loaded a[n-1-i .. n-8-i] keeps the lanes in "
          "memory order (the vector loop runs for n >= 16)",
          "args n=16 buffers a=i32[1..16] b=i32[0*16]",
          (Edit("<8 x i32> " + _mask([7, 6, 5, 4, 3, 2, 1, 0]),
                "<8 x i32> " + _mask([0, 1, 2, 3, 4, 5, 6, 7])),)),
    Break("max_starts_at_zero", "minmax", "haswell", "max_int",
          "the vector max reduction starts at 0 instead of INT_MIN: wrong when every a[i] < 0",
          "args n=8 buffers a=i32[-8..-1]",
          (Edit(_splat("i32", "-2147483648", 8) + ", %vector.ph", "zeroinitializer, %vector.ph"),)),
    Break("count_starts_at_one", "reduce", "haswell", "count_above",
          "the vector count starts at <1, 0, ..., 0> instead of 0: the result is one too many",
          "args n=8 t=4 buffers a=i32[1..8]",
          (Edit("phi <8 x i32> [ zeroinitializer, %vector.ph ]",
                "phi <8 x i32> [ <i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, "
                "%vector.ph ]"),)),
    Break("nsw_on_partial_sums", "reduce", "vf4", "sum_int",
          "the vector add of the sum gets `nsw`: a lane's partial sum can overflow where the "
          "sequential sum does not, and the result is poison",
          "args n=8 buffers a=i32[2147483647,-1,0,0,1,0,0,0]",
          (Edit("%9 = add <4 x i32> %wide.load, %vec.phi",
                "%9 = add nsw <4 x i32> %wide.load, %vec.phi"),)),
    Break("part_unchanged", "saxpy", "vf4", "saxpy_ic4",
          "one of the four interleaved parts of y = a*x + y stores the loaded y back unchanged "
          "(y[i+8 .. i+11] keep their values)",
          "args n=16 a=2.0 buffers x=float[1*16] y=float[0..15]",
          (Edit("store <4 x float> %30, ptr %26", "store <4 x float> %wide.load6, ptr %26"),)),
    Break("alias_check_too_small", "saxpy", "vf4", "add_one",
          "the runtime alias check takes the vector path when b - a >= 8 bytes instead of 32 "
          "bytes: with b = a + 2 elements the vector loads read a[i+2], a[i+3] before the scalar "
          "order has stored them",
          "args n=8 b=@a+8 buffers a=i32[0*10]",
          (Edit("%diff.check = icmp ult i64 %9, 32", "%diff.check = icmp ult i64 %9, 8"),)),
    Break("strict_sum_reassociated", "reduce", "ordered", "sum_float",
          "the in-order float sum is reassociated: each vector's 8 elements are summed first and "
          "then added to the accumulator, which rounds differently",
          "args n=16 buffers a=float[1e8,1*15]",
          (Edit("%9 = call float @llvm.vector.reduce.fadd.v8f32(float %vec.phi, <8 x float> "
                "%wide.load)",
                "%rdx.part = call float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, "
                "<8 x float> %wide.load)\n  %9 = fadd float %vec.phi, %rdx.part"),)),
    Break("insert_wrong_lane", "cond", "haswell", "guarded_div",
          "the scalarized division of lane 3 is inserted at lane 2: lane 2 gets a[i+3] / b[i+3] "
          "and lane 3 is poison",
          "args n=8 buffers a=i32[10,20,30,40,50,60,70,80] b=i32[1*8]",
          (Edit("%36 = insertelement <8 x i32> %31, i32 %35, i32 3",
                "%36 = insertelement <8 x i32> %31, i32 %35, i32 2"),)),
    Break("induction_step", "access", "avx512", "scale_stride2",
          "the vector induction <i, ..., i+15> advances by 8 instead of 16: the second vector "
          "iteration scales a[16 .. 46] (again) instead of a[32 .. 62]",
          "args n=40 s=2.0 buffers a=float[1*80]",
          (Edit("%vec.ind.next = add <16 x i64> %vec.ind, " + _splat("i64", "16", 16),
                "%vec.ind.next = add <16 x i64> %vec.ind, " + _splat("i64", "8", 16)),)),
    Break("epilog_resume_zero", "trip", "avx512", "add_unsigned",
          "the vector epilogue resumes at 0 instead of at the main loop's n.vec: b[0 .. n.vec) "
          "gets a added twice",
          "args n=40 buffers a=i32[1*40] b=i32[0*40]",
          (Edit("%vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ]",
                "%vec.epilog.resume.val = phi i64 [ 0, %vec.epilog.iter.check ]"),)),
    Break("remainder_resume_zero", "trip", "haswell", "inc_long",
          "the scalar remainder resumes at 0 instead of n.vec: a[0 .. n.vec) gets 7 added twice",
          "args n=10 buffers a=i64[0*10]",
          (Edit("%bc.resume.val = phi i64 [ %n.vec, %middle.block ]",
                "%bc.resume.val = phi i64 [ 0, %middle.block ]"),)),
    Break("clamp_select_swapped", "cond", "haswell", "clamp",
          "the select of the clamp has its operands swapped: lanes below lo get min(a, hi) and "
          "the others get lo",
          "args n=8 lo=0 hi=10 buffers a=i32[-5,0,5,10,15,20,-20,3]",
          (Edit("select <8 x i1> %11, <8 x i32> %broadcast.splat, <8 x i32> %12",
                "select <8 x i1> %11, <8 x i32> %12, <8 x i32> %broadcast.splat"),)),
    Break("fneg_dropped", "saxpy", "haswell", "negscale",
          "the second of the four interleaved parts multiplies x instead of -x: y[i+8 .. i+15] "
          "get a*x instead of -(a*x)",
          "args n=32 a=2.0 buffers x=float[1..32] y=float[0*32]",
          (Edit("%25 = fmul <8 x float> %21, %broadcast.splat5",
                "%25 = fmul <8 x float> %wide.load1, %broadcast.splat5"),)),
    Break("gather_wrong_index", "access", "haswell", "gather",
          "the scalarized gather loads lane 7 from a[idx[i+6]] instead of a[idx[i+7]]",
          "args n=8 buffers a=float[0..15] idx=i32[7,6,5,4,3,2,1,0] b=float[0*8]",
          (Edit("%47 = getelementptr inbounds float, ptr %1, i64 %39",
                "%47 = getelementptr inbounds float, ptr %1, i64 %38"),)),
    Break("blend_swapped", "cond", "haswell", "if_else",
          "the if-converted blend takes the odd-case value for even elements and the even-case "
          "value for odd elements",
          "args n=8 buffers a=i32[1..8] b=i32[0*8]",
          (Edit("select <8 x i1> %11, <8 x i32> %14, <8 x i32> %13",
                "select <8 x i1> %11, <8 x i32> %13, <8 x i32> %14"),)),
    Break("unsigned_convert", "convert", "haswell", "int_to_float",
          "the int -> float conversion is done unsigned (uitofp): negative a[i] become large",
          "args n=8 buffers a=i32[-4..3] b=float[0*8]",
          (Edit("%10 = sitofp <8 x i32> %wide.load to <8 x float>",
                "%10 = uitofp <8 x i32> %wide.load to <8 x float>"),)),
    Break("zext_widening", "convert", "haswell", "widen_char",
          "the signed char -> short widening zero-extends: negative a[i] become 256 + a[i]",
          "args n=16 buffers a=i8[-8..7] b=i16[0*16]",
          (Edit("%9 = sext <16 x i8> %wide.load to <16 x i16>",
                "%9 = zext <16 x i8> %wide.load to <16 x i16>"),)),
    Break("deinterleave_wrong_lane", "access", "haswell", "stride2",
          "the shuffle that takes the odd elements of the stride-2 group swaps lanes 6 and 7",
          "args n=8 buffers a=i32[0,1,0,2,0,4,0,8,0,16,0,32,0,64,0,128] b=i32[0*8]",
          (Edit("<8 x i32> " + _mask([1, 3, 5, 7, 9, 11, 13, 15]),
                "<8 x i32> " + _mask([1, 3, 5, 7, 9, 11, 15, 13])),)),
    Break("unsigned_saturation", "convert", "haswell", "sat_add_s16",
          "the signed saturating add of the main vector loop is an unsigned one (uadd.sat): "
          "-1 + 1 saturates to 0xffff",
          "args n=16 buffers a=i16[-1*16] b=i16[1*16] c=i16[0*16]",
          (Edit("call <16 x i16> @llvm.sadd.sat.v16i16(", "call <16 x i16> @llvm.uadd.sat.v16i16("),
           Edit("declare <16 x i16> @llvm.sadd.sat.v16i16(<16 x i16>, <16 x i16>) #3\n",
                "declare <16 x i16> @llvm.sadd.sat.v16i16(<16 x i16>, <16 x i16>) #3\n"
                "declare <16 x i16> @llvm.uadd.sat.v16i16(<16 x i16>, <16 x i16>) #3\n",
                module=True))),
    Break("plus_zero_as_minus_zero", "math", "haswell", "add_zero",
          "a[i] + 0.0 is vectorized as a[i] + -0.0 (which is a[i]): -0.0 stays -0.0 where the "
          "source gives +0.0",
          "args n=8 buffers a=float[-0.0*8] b=float[1*8]",
          (Edit("%10 = fadd <8 x float> %wide.load, zeroinitializer",
                "%10 = fadd <8 x float> %wide.load, " + _splat("float", "-0.000000e+00", 8)),)),
    Break("division_unguarded", "cond", "vf4", "guarded_div",
          "the division of lane 0 runs whatever its guard b[i] != 0 says (`br i1 true`): "
          "a division by zero",
          "args n=4 buffers a=i32[10,20,30,40] b=i32[0,2,3,4]",
          (Edit("br i1 %12, label %pred.store.if, label %pred.store.continue",
                "br i1 true, label %pred.store.if, label %pred.store.continue"),)),
)


def function_span(text: str, function: str) -> tuple[int, int]:
    """Where `define ... @function(` starts and its closing `}` line ends."""
    m = re.search(rf"^define [^\n]*@{re.escape(function)}\(.*?^}}\n", text, re.S | re.M)
    if m is None:
        raise PatternError(f"no function @{function}")
    return m.start(), m.end()


def apply_edit(text: str, brk: Break, edit: Edit) -> str:
    """`text` with one edit made, in the function or in the module."""
    start, end = (0, len(text)) if edit.module else function_span(text, brk.function)
    scope = text[start:end]
    found = scope.count(edit.old)
    if found != edit.count:
        raise PatternError(f"{brk.filename}: expected {edit.count} occurrence(s) of {edit.old!r} "
                           f"in {'the module' if edit.module else '@' + brk.function} of "
                           f"{brk.target}, found {found}")
    return text[:start] + scope.replace(edit.old, edit.new) + text[end:]


def render(brk: Break, target_text: str) -> str:
    """The broken file: the three header lines, then the target with the bug put in."""
    text = target_text
    for edit in brk.edits:
        text = apply_edit(text, brk, edit)
    header = (f"; BROKEN: source=../{brk.kernel}.ll target=../{brk.target} "
              f"function={brk.function}\n"
              f"; BUG: {brk.bug}\n"
              f"; WITNESS: {brk.witness}\n")
    return header + text


def write_all(out: Path) -> list[Path]:
    """Every broken target written to `out`; raises PatternError before writing anything if an
    edit does not apply."""
    rendered = {brk.filename: render(brk, (CORPUS / brk.target).read_text(encoding="utf-8"))
                for brk in BREAKS}
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in rendered.items():
        path = out / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    """Write the broken targets; exit 1 with the failing edit when a pattern is missing."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=HERE, help="folder to write (default: here)")
    args = ap.parse_args(argv)
    try:
        paths = write_all(args.out)
    except PatternError as e:
        print(f"make_broken.py: {e}", file=sys.stderr)
        return 1
    print(f"wrote {len(paths)} broken targets to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
