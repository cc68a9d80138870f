"""Widening of control-uniform P-LLVM to SIMD LLVM IR, and native execution with llvmlite."""

from pllvm.backend.lower import Lowered
from pllvm.backend.widen import lower

__all__ = ["Lowered", "lower"]
