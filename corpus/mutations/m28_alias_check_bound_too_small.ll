; Mutation m28: the runtime alias check of a vectorized loop compares the pointer distance with a
;   bound that is too small.
; Step: loop vectorization with runtime checks (LLVM's LoopVectorize, vector.memcheck): a and b may
;   alias, so the vector loop (which loads 4 elements of a before it stores 4 of b) may only run when
;   b - a, as an unsigned number, is at least 4 elements (16 bytes); otherwise the scalar loop runs.
; Program: b[i] = a[i] + 1 for i < n (i32), a and b possibly overlapping.
; Bug: @bad takes the vector loop from a distance of 4 bytes: with b = a + 2 elements, the vector
;   loads read a[i+2], a[i+3] before the scalar order would have stored them. Only overlapping
;   pointer arguments within a few elements show it; separate buffers never do.
; MUTATION: relation=same lanes=1
; WITNESS: args n=8 b=@a+8 buffers a=i32[0*10]

define void @src(i32 %n, ptr %a, ptr %b) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %e = zext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %e
  %v = load i32, ptr %pa, align 4
  %r = add i32 %v, 1
  %pb = getelementptr inbounds i32, ptr %b, i64 %e
  store i32 %r, ptr %pb, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @good(i32 %n, ptr %a, ptr %b) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %check, label %exit
check:
  %nv = and i32 %n, -4
  %small = icmp eq i32 %nv, 0
  %ai = ptrtoint ptr %a to i64
  %bi = ptrtoint ptr %b to i64
  %diff = sub i64 %bi, %ai
  %near = icmp ult i64 %diff, 16
  %skip = or i1 %near, %small
  br i1 %skip, label %scalar.ph, label %vector.body
vector.body:
  %vi = phi i32 [ 0, %check ], [ %vi.next, %vector.body ]
  %ve = zext i32 %vi to i64
  %pva = getelementptr inbounds i32, ptr %a, i64 %ve
  %wv = load <4 x i32>, ptr %pva, align 4
  %wr = add <4 x i32> %wv, <i32 1, i32 1, i32 1, i32 1>
  %pvb = getelementptr inbounds i32, ptr %b, i64 %ve
  store <4 x i32> %wr, ptr %pvb, align 4
  %vi.next = add nuw nsw i32 %vi, 4
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
  %r = add i32 %v, 1
  %pb = getelementptr inbounds i32, ptr %b, i64 %e
  store i32 %r, ptr %pb, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @bad(i32 %n, ptr %a, ptr %b) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %check, label %exit
check:
  %nv = and i32 %n, -4
  %small = icmp eq i32 %nv, 0
  %ai = ptrtoint ptr %a to i64
  %bi = ptrtoint ptr %b to i64
  %diff = sub i64 %bi, %ai
  %near = icmp ult i64 %diff, 4
  %skip = or i1 %near, %small
  br i1 %skip, label %scalar.ph, label %vector.body
vector.body:
  %vi = phi i32 [ 0, %check ], [ %vi.next, %vector.body ]
  %ve = zext i32 %vi to i64
  %pva = getelementptr inbounds i32, ptr %a, i64 %ve
  %wv = load <4 x i32>, ptr %pva, align 4
  %wr = add <4 x i32> %wv, <i32 1, i32 1, i32 1, i32 1>
  %pvb = getelementptr inbounds i32, ptr %b, i64 %ve
  store <4 x i32> %wr, ptr %pvb, align 4
  %vi.next = add nuw nsw i32 %vi, 4
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
  %r = add i32 %v, 1
  %pb = getelementptr inbounds i32, ptr %b, i64 %e
  store i32 %r, ptr %pb, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
