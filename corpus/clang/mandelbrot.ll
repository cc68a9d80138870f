; ModuleID = 'mandelbrot.c'
source_filename = "mandelbrot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @mandelbrot(float noundef %0, float noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %24

5:                                                ; preds = %3, %21
  %6 = phi float [ %20, %21 ], [ 0.000000e+00, %3 ]
  %7 = phi float [ %19, %21 ], [ 0.000000e+00, %3 ]
  %8 = phi i32 [ %22, %21 ], [ 0, %3 ]
  %9 = fmul float %6, %6
  %10 = fmul float %7, %7
  %11 = fadd float %10, %9
  %12 = fcmp ule float %11, 4.000000e+00
  br i1 %12, label %13, label %18

13:                                               ; preds = %5
  %14 = fmul float %6, 2.000000e+00
  %15 = tail call float @llvm.fmuladd.f32(float %14, float %7, float %1)
  %16 = fsub float %9, %10
  %17 = fadd float %16, %0
  br label %18

18:                                               ; preds = %5, %13
  %19 = phi float [ %15, %13 ], [ %7, %5 ]
  %20 = phi float [ %17, %13 ], [ %6, %5 ]
  br i1 %12, label %21, label %24

21:                                               ; preds = %18
  %22 = add nuw nsw i32 %8, 1
  %23 = icmp eq i32 %22, %2
  br i1 %23, label %24, label %5, !llvm.loop !5

24:                                               ; preds = %21, %18, %3
  %25 = phi i32 [ 0, %3 ], [ %2, %21 ], [ %8, %18 ]
  ret i32 %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
