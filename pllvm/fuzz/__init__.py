"""Fuzzing support: hypothesis strategies for P-LLVM programs and inputs, and the pytest plugin."""
