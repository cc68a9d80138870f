"""Transformations of P-LLVM programs; each returns a new program and leaves its input as it is."""

from pllvm.transform.normalize import normalize, normalize_module, split_edges

__all__ = ["normalize", "normalize_module", "split_edges"]
