"""Fuzzing support: hypothesis strategies for P-LLVM programs and inputs, and the pytest plugin."""

from pllvm.fuzz.strategies import Generated, programs, statements

__all__ = ["Generated", "programs", "statements"]
