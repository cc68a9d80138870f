"""Proof obligations of pllvm, each checked by z3 or by exhaustive enumeration up to a bound."""
