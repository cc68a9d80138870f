; Mutation m27: `llvm.abs(x, i1 false)` widened as `llvm.abs(x, i1 true)`.
; Step: widening of an intrinsic call: the second operand of llvm.abs says whether abs(INT_MIN) is
;   poison (true) or INT_MIN (false). The vector call must keep the source's flag; a vectorizer that
;   takes C's `abs` (undefined at INT_MIN) for the wrapping form makes the INT_MIN lane poison.
; Program: |x| per thread, wrapping: abs(INT_MIN) = INT_MIN.
; Bug: @bad passes i1 true: the thread with x = INT_MIN gets poison. @good computes the same
;   wrapping value with a select.
; MUTATION: relation=vectorize lanes=4 shapes=v
; WITNESS: args x=[-2147483648,-7,0,7]

declare i32 @llvm.abs.i32(i32, i1)

define i32 @src(i32 %x) {
A:
  %r = call i32 @llvm.abs.i32(i32 %x, i1 false)
  ret i32 %r
}

define i32 @good(i32 %x) {
A:
  %neg = icmp slt i32 %x, 0
  %m = sub i32 0, %x
  %r = select i1 %neg, i32 %m, i32 %x
  ret i32 %r
}

define i32 @bad(i32 %x) {
A:
  %r = call i32 @llvm.abs.i32(i32 %x, i1 true)
  ret i32 %r
}
