"""[WIDEN-VECLIB] Transcendental math functions of varying f32/f64 values as calls of glibc's
libmvec (the x86-64 vector function ABI, `_ZGVeN8v_log`), in chunks of the widest register the
ISA has; LLVM itself scalarizes a vector intrinsic such as `llvm.log.v16f64` into calls of libm."""

from __future__ import annotations

import attrs

from pllvm.exec.theta import family
from pllvm.syntax import Call, FloatType
from pllvm.syntax.builtins import TRANSCENDENTAL

__all__ = ["AVX512_FEATURES", "VECLIBS", "Libmvec", "target_attribute", "veclib_named"]

#: Vector function ABI ISA letters and their register widths: SSE, AVX, AVX2, AVX-512.
_ISA_BITS = {"b": 128, "c": 256, "d": 256, "e": 512}

#: The ISAs whose functions a host of each ISA can call, widest first (AVX-512 hosts have AVX2).
_CHUNK_ISAS = {"e": "edb", "d": "db", "c": "cb", "b": "b"}

#: The families whose functions take two arguments (`_ZGVeN8vv_pow`); the others take one.
_BINARY = frozenset({"atan2", "hypot", "pow"})

#: The target feature each ISA's vector arguments need (SSE2 is the x86-64 baseline).
_ISA_FEATURE = {"b": "", "c": "+avx", "d": "+avx2", "e": "+avx512f"}

#: The values of `pllvm lower --veclib`.
VECLIBS = ("none", *(f"libmvec-{isa}" for isa in _ISA_BITS))


@attrs.frozen
class Libmvec:
    """Calls of libmvec for the x86-64 ISA `isa` (a letter of _ISA_BITS) and the math families it
    exports (every TRANSCENDENTAL one since glibc 2.35)."""

    isa: str
    families: frozenset[str] = TRANSCENDENTAL

    def covers(self, name: str, op: Call) -> bool:
        """Whether a varying call `op` of @name becomes libmvec calls: a function of these families
        on f32 or f64 scalars (a thread's LLVM vectors keep the intrinsic form)."""
        ty = op.ret_ty
        return (family(name) in self.families and isinstance(ty, FloatType)
                and ty.kind in ("float", "double") and all(a.ty == ty for a in op.args))

    def chunks(self, w: int, bits: int) -> list[tuple[str, int, int]]:
        """(ISA, lanes, first lane) of the calls covering W lanes of `bits`-bit floats: each the
        widest that fits in the lanes left; lanes left that are fewer than the narrowest call
        takes are one call with lanes that do not matter."""
        sizes = [(isa, _ISA_BITS[isa] // bits) for isa in _CHUNK_ISAS[self.isa]]
        out: list[tuple[str, int, int]] = []
        start = 0
        while start < w:
            isa, k = next(((i, k) for i, k in sizes if k <= w - start), sizes[-1])
            out.append((isa, k, start))
            start += k
        return out

    @staticmethod
    def symbol(isa: str, lanes: int, name: str, arity: int, single: bool) -> str:
        """The vector function ABI name: `_ZGVeN8v_log`, `_ZGVbN4vv_powf`."""
        return f"_ZGV{isa}N{lanes}{'v' * arity}_{name}{'f' if single else ''}"

    def symbols(self) -> list[str]:
        """Every name the lowering may call: what the library must export."""
        return [self.symbol(isa, _ISA_BITS[isa] // bits, f, 2 if f in _BINARY else 1, bits == 32)
                for f in sorted(self.families) for isa in _CHUNK_ISAS[self.isa] for bits in (32, 64)]


#: the target features the AVX-512 forms of the lowering need ([WIDEN-ISA]): the instructions
#: and, for 128- and 256-bit vectors, their shorter forms
AVX512_FEATURES = ("+avx512f", "+avx512vl")


def target_attribute(lib: Libmvec | None, isa: str = "") -> str:
    """The function attribute of every emitted function: the features that make LLVM pass vectors
    in the registers libmvec expects (` "target-features"="+avx512f"`), whatever CPU the code is
    compiled for, and those the ISA's own forms need (`isa`, [WIDEN-ISA]); empty without either
    or at SSE, the x86-64 baseline."""
    features = [_ISA_FEATURE[lib.isa]] if lib is not None and _ISA_FEATURE[lib.isa] else []
    if isa == "avx512":
        features += [f for f in AVX512_FEATURES if f not in features]
    return f' "target-features"="{",".join(features)}"' if features else ""


def veclib_named(name: str) -> Libmvec | None:
    """The option `--veclib` names (one of VECLIBS): None for `none`."""
    return None if name == "none" else Libmvec(name.removeprefix("libmvec-"))
