; Mutation m25: `x + 0.0` simplified to `x` while widening.
; Step: widening with peephole simplification: `x + -0.0` is x for every x, but `x + 0.0` is not:
;   (-0.0) + 0.0 = +0.0. A vectorizer (or the simplifier it runs) that folds the wrong zero changes
;   the sign of a zero result.
; Program: x + 0.0 per thread (float).
; Bug: @bad returns x: thread t with x = -0.0 returns -0.0 where the source returns +0.0. Floats
;   that are never -0.0 hide it. @good writes the same sum as x - (-0.0).
; MUTATION: relation=vectorize lanes=4 shapes=v
; WITNESS: args x=[-0.0,1.5,-2.0,0.0]

define float @src(float %x) {
A:
  %r = fadd float %x, 0.0
  ret float %r
}

define float @good(float %x) {
A:
  %r = fsub float %x, -0.0
  ret float %r
}

define float @bad(float %x) {
A:
  ret float %x
}
