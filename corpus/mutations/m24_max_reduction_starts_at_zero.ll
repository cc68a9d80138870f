; Mutation m24: the vector accumulator of a max reduction started at 0 instead of the reduction's
;   start value INT_MIN.
; Step: loop vectorization of a min/max reduction (LLVM's LoopVectorize): the vector phi starts as a
;   splat of the scalar start value (for max, the start itself or INT_MIN), never the identity of
;   an add. 0 is the identity of the sum, not of the max.
; Program: the maximum of a[0 .. n) (i32), INT_MIN when n <= 0.
; Bug: @bad starts the <8 x i32> accumulator at zeroinitializer: when every a[i] of the vector
;   part is negative the result is 0. Any input with one non-negative element hides it.
; MUTATION: relation=same lanes=1
; WITNESS: args n=8 buffers a=i32[-8..-1]

declare i32 @llvm.smax.i32(i32, i32)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>)

define i32 @src(i32 %n, ptr %a) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %m = phi i32 [ -2147483648, %entry ], [ %m.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %pa, align 4
  %m.next = call i32 @llvm.smax.i32(i32 %m, i32 %v)
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ -2147483648, %entry ], [ %m.next, %loop ]
  ret i32 %r
}

define i32 @good(i32 %n, ptr %a) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %check, label %exit
check:
  %nv = and i32 %n, -8
  %big = icmp sgt i32 %nv, 0
  br i1 %big, label %vector.body, label %scalar.ph
vector.body:
  %vi = phi i32 [ 0, %check ], [ %vi.next, %vector.body ]
  %acc = phi <8 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %check ], [ %acc.next, %vector.body ]
  %ve = zext i32 %vi to i64
  %pva = getelementptr inbounds i32, ptr %a, i64 %ve
  %wv = load <8 x i32>, ptr %pva, align 4
  %acc.next = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %acc, <8 x i32> %wv)
  %vi.next = add nuw nsw i32 %vi, 8
  %vc = icmp slt i32 %vi.next, %nv
  br i1 %vc, label %vector.body, label %middle.block
middle.block:
  %vmax = call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %acc.next)
  %done = icmp eq i32 %nv, %n
  br i1 %done, label %exit, label %scalar.ph
scalar.ph:
  %start = phi i32 [ 0, %check ], [ %nv, %middle.block ]
  %m.start = phi i32 [ -2147483648, %check ], [ %vmax, %middle.block ]
  br label %loop
loop:
  %i = phi i32 [ %start, %scalar.ph ], [ %i.next, %loop ]
  %m = phi i32 [ %m.start, %scalar.ph ], [ %m.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %pa, align 4
  %m.next = call i32 @llvm.smax.i32(i32 %m, i32 %v)
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ -2147483648, %entry ], [ %vmax, %middle.block ], [ %m.next, %loop ]
  ret i32 %r
}

define i32 @bad(i32 %n, ptr %a) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %check, label %exit
check:
  %nv = and i32 %n, -8
  %big = icmp sgt i32 %nv, 0
  br i1 %big, label %vector.body, label %scalar.ph
vector.body:
  %vi = phi i32 [ 0, %check ], [ %vi.next, %vector.body ]
  %acc = phi <8 x i32> [ zeroinitializer, %check ], [ %acc.next, %vector.body ]
  %ve = zext i32 %vi to i64
  %pva = getelementptr inbounds i32, ptr %a, i64 %ve
  %wv = load <8 x i32>, ptr %pva, align 4
  %acc.next = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %acc, <8 x i32> %wv)
  %vi.next = add nuw nsw i32 %vi, 8
  %vc = icmp slt i32 %vi.next, %nv
  br i1 %vc, label %vector.body, label %middle.block
middle.block:
  %vmax = call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %acc.next)
  %done = icmp eq i32 %nv, %n
  br i1 %done, label %exit, label %scalar.ph
scalar.ph:
  %start = phi i32 [ 0, %check ], [ %nv, %middle.block ]
  %m.start = phi i32 [ -2147483648, %check ], [ %vmax, %middle.block ]
  br label %loop
loop:
  %i = phi i32 [ %start, %scalar.ph ], [ %i.next, %loop ]
  %m = phi i32 [ %m.start, %scalar.ph ], [ %m.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %pa, align 4
  %m.next = call i32 @llvm.smax.i32(i32 %m, i32 %v)
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ -2147483648, %entry ], [ %vmax, %middle.block ], [ %m.next, %loop ]
  ret i32 %r
}
