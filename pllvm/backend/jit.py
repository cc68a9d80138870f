"""llvmlite: parse, verify, optimize at O3 for the host CPU (its name and features, AVX-512 when
present) and JIT-compile an LLVM module; compiled functions are called through ctypes."""

from __future__ import annotations

import ctypes
import time
from functools import cache

import attrs
import llvmlite.binding as llvm

from pllvm.errors import LoweringError

__all__ = ["Compiled", "compile_ir", "host_target"]


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


@attrs.define
class Compiled:
    """A JIT-compiled module; keeps the execution engine (and so the code) alive."""

    engine: llvm.ExecutionEngine
    optimized: str
    seconds: float

    def function(self, name: str, *argtypes: type) -> ctypes._CFuncPtr:
        """The C function `name` returning void with the given ctypes argument types."""
        address = self.engine.get_function_address(name)
        if not address:
            raise LoweringError(f"no function @{name} in the compiled module")
        return ctypes.CFUNCTYPE(None, *argtypes)(address)


def compile_ir(text: str, opt: int = 3) -> Compiled:
    """Parse and verify `text`, run LLVM's O`opt` pipeline for the host, and JIT it."""
    start = time.perf_counter()
    tm = host_target()
    try:
        module = llvm.parse_assembly(text)
        module.verify()
    except RuntimeError as e:
        raise LoweringError(f"LLVM rejects the generated IR: {str(e).strip()}") from None
    module.triple = tm.triple
    module.data_layout = str(tm.target_data)
    pto = llvm.create_pipeline_tuning_options(speed_level=opt)
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(module, pb)
    engine = llvm.create_mcjit_compiler(module, tm)
    engine.finalize_object()
    return Compiled(engine, str(module), time.perf_counter() - start)
