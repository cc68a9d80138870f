; Reductions of outer loops ([TR-OUTER]) written by hand: a loop from %lo to %hi (an slt bound,
; not from 0), a float sum that may be reassociated (`reassoc`), one that may not, and a signed
; maximum through llvm.smax. tests/transform/test_outer.py vectorizes and checks them.

define float @fsum(i32 %lo, i32 %hi, ptr %x) {
entry:
  %go = icmp slt i32 %lo, %hi
  br i1 %go, label %pre, label %done

pre:
  br label %loop

loop:
  %i = phi i32 [ %lo, %pre ], [ %i.next, %loop ]
  %s = phi float [ 1.0, %pre ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, ptr %x, i32 %i
  %v = load float, ptr %p
  %s.next = fadd reassoc float %s, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %hi
  br i1 %more, label %loop, label %exit

exit:
  %s.out = phi float [ %s.next, %loop ]
  br label %done

done:
  %r = phi float [ 0.0, %entry ], [ %s.out, %exit ]
  ret float %r
}

define float @fsum_ordered(i32 %lo, i32 %hi, ptr %x) {
entry:
  %go = icmp slt i32 %lo, %hi
  br i1 %go, label %pre, label %done

pre:
  br label %loop

loop:
  %i = phi i32 [ %lo, %pre ], [ %i.next, %loop ]
  %s = phi float [ 1.0, %pre ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, ptr %x, i32 %i
  %v = load float, ptr %p
  %s.next = fadd float %s, %v
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %hi
  br i1 %more, label %loop, label %exit

exit:
  %s.out = phi float [ %s.next, %loop ]
  br label %done

done:
  %r = phi float [ 0.0, %entry ], [ %s.out, %exit ]
  ret float %r
}

define i32 @imax(i32 %lo, i32 %hi, ptr %x) {
entry:
  %go = icmp slt i32 %lo, %hi
  br i1 %go, label %pre, label %done

pre:
  br label %loop

loop:
  %i = phi i32 [ %lo, %pre ], [ %i.next, %loop ]
  %m = phi i32 [ -1000000, %pre ], [ %m.next, %loop ]
  %p = getelementptr inbounds i32, ptr %x, i32 %i
  %v = load i32, ptr %p
  %m.next = call i32 @llvm.smax.i32(i32 %m, i32 %v)
  %i.next = add nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %hi
  br i1 %more, label %loop, label %exit

exit:
  %m.out = phi i32 [ %m.next, %loop ]
  br label %done

done:
  %r = phi i32 [ -1000000, %entry ], [ %m.out, %exit ]
  ret i32 %r
}

declare i32 @llvm.smax.i32(i32, i32)
