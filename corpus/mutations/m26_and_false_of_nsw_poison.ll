; Mutation m26: `and i1 false, %p` with %p computed by an add whose `nsw` is violated.
; Step: widening with flags (instruction selection / InstCombine after vectorization): the target
;   adds `nsw` to x + 1, which overflows at x = INT_MAX. In LLVM a violated nsw makes the add
;   poison, and poison is not undef: `and i1 false, poison` is poison, where `and i1 false, undef`
;   would be false. A checker that models poison as the dissertation's ⊤ (undef) sees false.
; Program: (x + 1 > x) and false, per thread: always false.
; Bug: @bad's add has nsw: at x = INT_MAX the comparison and the `and` are poison where the source
;   returns false. @good folds the whole to false.
; MUTATION: relation=vectorize lanes=4 shapes=v
; WITNESS: args x=[2147483647,0,-1,5]

define i1 @src(i32 %x) {
A:
  %s = add i32 %x, 1
  %p = icmp sgt i32 %s, %x
  %r = and i1 false, %p
  ret i1 %r
}

define i1 @good(i32 %x) {
A:
  ret i1 false
}

define i1 @bad(i32 %x) {
A:
  %s = add nsw i32 %x, 1
  %p = icmp sgt i32 %s, %x
  %r = and i1 false, %p
  ret i1 %r
}
