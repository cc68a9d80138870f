; Mutation m22: a bug in the vector body of a loop vectorized by 8, which only inputs with n >= 8
;   reach.
; Step: loop vectorization (LLVM's LoopVectorize): the loop runs n / 8 times a vector body of 8
;   elements, then a scalar remainder for the n mod 8 elements left. An input with n < 8 runs the
;   remainder alone: a check that draws small trip counts (or buffers too short for 8 elements)
;   never runs the vector body and sees nothing wrong there.
; Program: b[i] = 3 * a[i] for i < n (i32).
; Bug: @bad's vector body computes the product as a << 1 (3 * a strength-reduced without its + a):
;   every element of b below n & -8 is 2 * a[i].
; Pointers: `a` and `b` are `noalias` (C's restrict): without it the vector body would need a
;   runtime alias check, and b = a + 1 shows @good wrong too.
; MUTATION: relation=same lanes=1
; WITNESS: args n=8 buffers a=i32[1..8] b=i32[0*8]

define void @src(i32 %n, ptr noalias %a, ptr noalias %b) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %pa, align 4
  %r = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr %b, i64 %e
  store i32 %r, ptr %pb, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @good(i32 %n, ptr noalias %a, ptr noalias %b) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %check, label %exit
check:
  %nv = and i32 %n, -8
  %big = icmp sgt i32 %nv, 0
  br i1 %big, label %vector.body, label %scalar.ph
vector.body:
  %vi = phi i32 [ 0, %check ], [ %vi.next, %vector.body ]
  %ve = zext i32 %vi to i64
  %pva = getelementptr inbounds i32, ptr %a, i64 %ve
  %wv = load <8 x i32>, ptr %pva, align 4
  %wr = mul <8 x i32> %wv, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %pvb = getelementptr inbounds i32, ptr %b, i64 %ve
  store <8 x i32> %wr, ptr %pvb, align 4
  %vi.next = add nuw nsw i32 %vi, 8
  %vc = icmp slt i32 %vi.next, %nv
  br i1 %vc, label %vector.body, label %middle.block
middle.block:
  %done = icmp eq i32 %nv, %n
  br i1 %done, label %exit, label %scalar.ph
scalar.ph:
  %start = phi i32 [ 0, %check ], [ %nv, %middle.block ]
  br label %loop
loop:
  %i = phi i32 [ %start, %scalar.ph ], [ %i.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %pa, align 4
  %r = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr %b, i64 %e
  store i32 %r, ptr %pb, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @bad(i32 %n, ptr noalias %a, ptr noalias %b) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %check, label %exit
check:
  %nv = and i32 %n, -8
  %big = icmp sgt i32 %nv, 0
  br i1 %big, label %vector.body, label %scalar.ph
vector.body:
  %vi = phi i32 [ 0, %check ], [ %vi.next, %vector.body ]
  %ve = zext i32 %vi to i64
  %pva = getelementptr inbounds i32, ptr %a, i64 %ve
  %wv = load <8 x i32>, ptr %pva, align 4
  %wr = shl <8 x i32> %wv, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %pvb = getelementptr inbounds i32, ptr %b, i64 %ve
  store <8 x i32> %wr, ptr %pvb, align 4
  %vi.next = add nuw nsw i32 %vi, 8
  %vc = icmp slt i32 %vi.next, %nv
  br i1 %vc, label %vector.body, label %middle.block
middle.block:
  %done = icmp eq i32 %nv, %n
  br i1 %done, label %exit, label %scalar.ph
scalar.ph:
  %start = phi i32 [ 0, %check ], [ %nv, %middle.block ]
  br label %loop
loop:
  %i = phi i32 [ %start, %scalar.ph ], [ %i.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %pa, align 4
  %r = mul i32 %v, 3
  %pb = getelementptr inbounds i32, ptr %b, i64 %e
  store i32 %r, ptr %pb, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
