"""Widening of control-uniform P-LLVM to SIMD LLVM IR, and native execution with llvmlite."""

from pllvm.backend.lower import Lowered, lower

__all__ = ["Lowered", "lower"]
