"""Checking: spec scripts now; differential and SMT relations build on the same runs."""
