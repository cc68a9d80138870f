"""OpenCL C in: a `.cl` file compiled by clang-16 to LLVM IR, parsed like any clang output, with the
address space of each kernel parameter that the IR's metadata keeps ([CL-COMPILE],
semantics/opencl.md)."""

from __future__ import annotations

import shutil
import subprocess

import attrs

from pllvm.errors import InputError
from pllvm.syntax import Module
from pllvm.text.metadata import kernel_arguments
from pllvm.text.parser import parse_module

__all__ = ["CLANG", "FLAGS", "OpenCLProgram", "compile_opencl"]

CLANG = "clang-16"
#: OpenCL C 1.2 with its builtin declarations, for the host's data layout (every address space
#: is a plain pointer there); one work-item's scalar code: no loop unrolling or vectorization by
#: clang, and no contraction of a*b+c into fma, so that a float result is the one the source writes;
#: the kernels' parameter names kept in metadata
FLAGS = ("-x", "cl", "-cl-std=CL1.2", "-Xclang", "-finclude-default-header",
         "-target", "x86_64-unknown-linux-gnu", "-O2", "-fno-unroll-loops", "-fno-vectorize",
         "-fno-slp-vectorize", "-ffp-contract=off", "-cl-kernel-arg-info", "-emit-llvm", "-S", "-o", "-")


@attrs.frozen
class OpenCLProgram:
    """A compiled OpenCL C file: its module, and per kernel each parameter's source name and
    address space (0 private, 1 global, 2 constant, 3 local)."""

    module: Module
    kernels: dict[str, tuple[tuple[str, int], ...]]
    text: str

    def kernel(self, name: str | None) -> str:
        """The kernel named `name`, or the only one."""
        if name is None:
            if len(self.kernels) != 1:
                raise InputError(f"the file has {len(self.kernels)} kernels "
                                 f"({', '.join(sorted(self.kernels)) or 'none'}): give --kernel NAME")
            return next(iter(self.kernels))
        if name not in self.kernels:
            raise InputError(f"no kernel @{name}; the file's kernels: "
                             f"{', '.join(sorted(self.kernels)) or 'none'}")
        return name


def compile_opencl(path: str, defines: tuple[str, ...] = ()) -> OpenCLProgram:
    """[CL-COMPILE] compile `path` with clang-16; its diagnostics (file:line:col) are the error if
    it fails."""
    if shutil.which(CLANG) is None:
        raise InputError(f"compiling OpenCL C needs {CLANG}: apt-get install clang-16 "
                         "(or `make install` as root)")
    try:
        done = subprocess.run([CLANG, *FLAGS, *(f"-D{d}" for d in defines), path],
                              capture_output=True, text=True, check=False)
    except OSError as e:
        raise InputError(f"cannot run {CLANG}: {e}") from None
    if done.returncode != 0:
        raise InputError(f"{path} does not compile as OpenCL C:\n{done.stderr.strip()}")
    return OpenCLProgram(parse_module(done.stdout, path + ".ll"), kernel_arguments(done.stdout),
                         done.stdout)
