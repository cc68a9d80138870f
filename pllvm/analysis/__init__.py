"""Divergence analysis: shapes over the basic and stride-alignment lattices, control divergence."""

from pllvm.analysis.divergence import DivergenceResult, analyze, parse_signature

__all__ = ["DivergenceResult", "analyze", "parse_signature"]
