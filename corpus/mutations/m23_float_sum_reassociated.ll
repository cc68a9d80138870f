; Mutation m23: a strict float sum reordered: the vectorizer keeps four partial sums and adds them
;   at the end, which reassociates the additions.
; Step: loop vectorization of a reduction (LLVM's LoopVectorize): without fast-math flags a float
;   sum must keep the source's order, as an in-order (ordered) reduction: each vector of four
;   elements is added to the one accumulator lane by lane, llvm.vector.reduce.fadd(acc, v). Only
;   with `reassoc` may the loop keep a <4 x float> accumulator and reduce it after the loop.
; Program: the sum of a[0 .. n) (float), in order.
; Bug: @bad keeps a vector accumulator. With floats of large magnitude and both signs the rounding
;   differs: 1e30 + 1e30 - 1e30 - 1e30 + 1 + 1 + 1 + 1 is 4 in order and 0 in four partial sums
;   (each 1 is lost next to 1e30). Floats drawn as small integers never show it.
; MUTATION: relation=same lanes=1
; WITNESS: args n=8 buffers a=float[1e30,1e30,-1e30,-1e30,1,1,1,1]

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)

define float @src(i32 %n, ptr %a) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %e
  %v = load float, ptr %pa, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}

define float @good(i32 %n, ptr %a) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %check, label %exit
check:
  %nv = and i32 %n, -4
  %big = icmp sgt i32 %nv, 0
  br i1 %big, label %vector.body, label %scalar.ph
vector.body:
  %vi = phi i32 [ 0, %check ], [ %vi.next, %vector.body ]
  %acc = phi float [ 0.0, %check ], [ %acc.next, %vector.body ]
  %ve = zext i32 %vi to i64
  %pva = getelementptr inbounds float, ptr %a, i64 %ve
  %wv = load <4 x float>, ptr %pva, align 4
  %acc.next = call float @llvm.vector.reduce.fadd.v4f32(float %acc, <4 x float> %wv)
  %vi.next = add nuw nsw i32 %vi, 4
  %vc = icmp slt i32 %vi.next, %nv
  br i1 %vc, label %vector.body, label %middle.block
middle.block:
  %vsum = phi float [ %acc.next, %vector.body ]
  %done = icmp eq i32 %nv, %n
  br i1 %done, label %exit, label %scalar.ph
scalar.ph:
  %start = phi i32 [ 0, %check ], [ %nv, %middle.block ]
  %s.start = phi float [ 0.0, %check ], [ %vsum, %middle.block ]
  br label %loop
loop:
  %i = phi i32 [ %start, %scalar.ph ], [ %i.next, %loop ]
  %s = phi float [ %s.start, %scalar.ph ], [ %s.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %e
  %v = load float, ptr %pa, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %vsum, %middle.block ], [ %s.next, %loop ]
  ret float %r
}

define float @bad(i32 %n, ptr %a) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %check, label %exit
check:
  %nv = and i32 %n, -4
  %big = icmp sgt i32 %nv, 0
  br i1 %big, label %vector.body, label %scalar.ph
vector.body:
  %vi = phi i32 [ 0, %check ], [ %vi.next, %vector.body ]
  %acc = phi <4 x float> [ <float 0.0, float -0.0, float -0.0, float -0.0>, %check ], [ %acc.next, %vector.body ]
  %ve = zext i32 %vi to i64
  %pva = getelementptr inbounds float, ptr %a, i64 %ve
  %wv = load <4 x float>, ptr %pva, align 4
  %acc.next = fadd <4 x float> %acc, %wv
  %vi.next = add nuw nsw i32 %vi, 4
  %vc = icmp slt i32 %vi.next, %nv
  br i1 %vc, label %vector.body, label %middle.block
middle.block:
  %acc.out = phi <4 x float> [ %acc.next, %vector.body ]
  %vsum = call float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> %acc.out)
  %done = icmp eq i32 %nv, %n
  br i1 %done, label %exit, label %scalar.ph
scalar.ph:
  %start = phi i32 [ 0, %check ], [ %nv, %middle.block ]
  %s.start = phi float [ 0.0, %check ], [ %vsum, %middle.block ]
  br label %loop
loop:
  %i = phi i32 [ %start, %scalar.ph ], [ %i.next, %loop ]
  %s = phi float [ %s.start, %scalar.ph ], [ %s.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %e
  %v = load float, ptr %pa, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %vsum, %middle.block ], [ %s.next, %loop ]
  ret float %r
}
