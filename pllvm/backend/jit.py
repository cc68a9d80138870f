"""llvmlite: parse, verify, optimize at O3 for the host CPU (its name and features, AVX-512 when
present) and JIT-compile an LLVM module; compiled functions are called through ctypes. The host's
vector math library (libmvec) is loaded for the JIT when the lowering is to call it."""

from __future__ import annotations

import ctypes
import ctypes.util
import time
from collections.abc import Callable, Iterable
from functools import cache

import attrs
import llvmlite.binding as llvm

from pllvm.backend.veclib import Libmvec
from pllvm.errors import LoweringError
from pllvm.syntax.builtins import TRANSCENDENTAL

__all__ = ["Compiled", "compile_ir", "host_isa", "host_target", "host_veclib", "verify_ir"]

#: CPU features and the vector function ABI ISA they give, widest first.
_ISA_FEATURES = (("avx512f", "e"), ("avx2", "d"), ("avx", "c"), ("sse2", "b"))


@cache
def _initialized() -> bool:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    return True


def host_target() -> llvm.TargetMachine:
    """A target machine for the host: its CPU name and detected features, O3. A new one each time:
    an execution engine takes ownership of the target machine it is given."""
    _initialized()
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(),
                                        features=llvm.get_host_cpu_features().flatten(),
                                        opt=3, jit=True)


@cache
def host_isa() -> str:
    """[WIDEN-ISA] The ISA whose own forms the lowering may use on this host: "avx512" where it has
    AVX-512F with the 128- and 256-bit forms (VL), else "" (generic LLVM IR only)."""
    _initialized()
    features = llvm.get_host_cpu_features()
    return "avx512" if features.get("avx512f") and features.get("avx512vl") else ""


@cache
def host_veclib() -> Libmvec | None:
    """[WIDEN-VECLIB] glibc's libmvec at the host's widest vector ISA, with the families it exports
    at every ISA a call may use (glibc before 2.35 has only sin, cos, exp, log and pow), loaded
    into the process so that the JIT resolves its functions; None without libmvec, an x86-64
    vector ISA or any family."""
    path = ctypes.util.find_library("mvec")
    features = llvm.get_host_cpu_features()
    isa = next((i for f, i in _ISA_FEATURES if features.get(f)), None)
    if path is None or isa is None:
        return None
    try:
        lib = ctypes.CDLL(path)
    except OSError:
        return None
    families = frozenset(f for f in TRANSCENDENTAL
                         if all(hasattr(lib, s) for s in Libmvec(isa, frozenset({f})).symbols()))
    if not families:
        return None
    llvm.load_library_permanently(path)
    return Libmvec(isa, families)


@attrs.define
class Compiled:
    """A JIT-compiled module; keeps the execution engine (and so the code) alive."""

    engine: llvm.ExecutionEngine
    module: llvm.ModuleRef
    optimized: str
    seconds: float

    def function(self, name: str, *argtypes: type) -> Callable[..., None]:
        """The C function `name` returning void with the given ctypes argument types."""
        address = self.engine.get_function_address(name)
        if not address:
            raise LoweringError(f"no function @{name} in the compiled module")
        return ctypes.CFUNCTYPE(None, *argtypes)(address)

    def address(self, name: str) -> int:
        """The address of a global of the compiled module."""
        return self.engine.get_global_value_address(name)

    def objects(self, names: Iterable[str]) -> tuple[tuple[int, int], ...]:
        """(address, size) of each named global the optimizer kept."""
        out = []
        for name in names:
            try:
                gv = self.module.get_global_variable(name)
            except NameError:
                continue
            out.append((self.address(name), self.engine.target_data.get_abi_size(gv.global_value_type)))
        return tuple(out)

    def snapshot(self, names: Iterable[str]) -> tuple[tuple[int, bytes], ...]:
        """(address, bytes) of each named global the optimizer kept, as they are now: what
        `restore` puts back so that every run starts from the globals' initial values."""
        return tuple((a, ctypes.string_at(a, n)) for a, n in self.objects(names))

    @staticmethod
    def restore(snapshot: tuple[tuple[int, bytes], ...]) -> None:
        for address, data in snapshot:
            ctypes.memmove(address, data, len(data))


def verify_ir(text: str) -> llvm.ModuleRef:
    """`text` parsed and checked by LLVM's own verifier; LoweringError with LLVM's message if
    it rejects it (what `pllvm lower` writes has passed this)."""
    _initialized()
    try:
        module = llvm.parse_assembly(text)
        module.verify()
    except RuntimeError as e:
        raise LoweringError(f"LLVM rejects the generated IR: {str(e).strip()}") from None
    return module


def compile_ir(text: str, opt: int = 3) -> Compiled:
    """Parse and verify `text`, run LLVM's O`opt` pipeline for the host, and JIT it."""
    start = time.perf_counter()
    tm = host_target()
    module = verify_ir(text)
    module.triple = tm.triple
    module.data_layout = str(tm.target_data)
    pto = llvm.create_pipeline_tuning_options(speed_level=opt)
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(module, pb)
    engine = llvm.create_mcjit_compiler(module, tm)
    engine.finalize_object()
    return Compiled(engine, module, str(module), time.perf_counter() - start)
