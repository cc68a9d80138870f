; ModuleID = 'switchcase.c'
source_filename = "switchcase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @switch_dense(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  switch i32 %0, label %22 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %12
    i32 5, label %14
    i32 6, label %16
    i32 7, label %19
  ]

4:                                                ; preds = %3
  %5 = add nsw i32 %2, %1
  br label %22

6:                                                ; preds = %3
  %7 = sub nsw i32 %1, %2
  br label %22

8:                                                ; preds = %3
  %9 = mul nsw i32 %2, %1
  br label %22

10:                                               ; preds = %3
  %11 = and i32 %2, %1
  br label %22

12:                                               ; preds = %3
  %13 = or i32 %2, %1
  br label %22

14:                                               ; preds = %3
  %15 = xor i32 %2, %1
  br label %22

16:                                               ; preds = %3
  %17 = and i32 %2, 31
  %18 = shl i32 %1, %17
  br label %22

19:                                               ; preds = %3
  %20 = and i32 %2, 31
  %21 = ashr i32 %1, %20
  br label %22

22:                                               ; preds = %3, %19, %16, %14, %12, %10, %8, %6, %4
  %23 = phi i32 [ %21, %19 ], [ %18, %16 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ 0, %3 ]
  ret i32 %23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @switch_sparse(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  switch i32 %0, label %14 [
    i32 3, label %3
    i32 100, label %5
    i32 1000, label %7
    i32 4096, label %9
    i32 -17, label %12
  ]

3:                                                ; preds = %2
  %4 = mul nsw i32 %1, 7
  br label %16

5:                                                ; preds = %2
  %6 = add nsw i32 %1, 11
  br label %16

7:                                                ; preds = %2
  %8 = add nsw i32 %1, -5
  br label %9

9:                                                ; preds = %2, %7
  %10 = phi i32 [ %1, %2 ], [ %8, %7 ]
  %11 = mul nsw i32 %10, %10
  br label %16

12:                                               ; preds = %2
  %13 = sub nsw i32 0, %1
  br label %16

14:                                               ; preds = %2
  %15 = sdiv i32 %1, 3
  br label %16

16:                                               ; preds = %14, %12, %9, %5, %3
  %17 = phi i32 [ %15, %14 ], [ %13, %12 ], [ %11, %9 ], [ %6, %5 ], [ %4, %3 ]
  ret i32 %17
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
