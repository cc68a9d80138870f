; ModuleID = 'ifchain.c'
source_filename = "ifchain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @ifchain(float noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = fcmp olt float %0, 0.000000e+00
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = sub nsw i32 0, %1
  br label %19

6:                                                ; preds = %2
  %7 = fcmp olt float %0, 1.000000e+00
  br i1 %7, label %8, label %10

8:                                                ; preds = %6
  %9 = mul nsw i32 %1, 3
  br label %19

10:                                               ; preds = %6
  %11 = fcmp olt float %0, 1.000000e+01
  br i1 %11, label %12, label %15

12:                                               ; preds = %10
  %13 = fptosi float %0 to i32
  %14 = add nsw i32 %13, %1
  br label %19

15:                                               ; preds = %10
  %16 = fcmp olt float %0, 1.000000e+02
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = xor i32 %1, 85
  br label %19

19:                                               ; preds = %15, %8, %17, %12, %4
  %20 = phi i32 [ %5, %4 ], [ %9, %8 ], [ %14, %12 ], [ %18, %17 ], [ 0, %15 ]
  %21 = add nsw i32 %20, 1
  ret i32 %21
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
