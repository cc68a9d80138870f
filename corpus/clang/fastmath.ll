; ModuleID = 'fastmath.c'
source_filename = "fastmath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @dot_reassoc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi float [ 0.000000e+00, %3 ], [ %17, %9 ]
  ret float %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %18, %9 ]
  %11 = phi float [ 0.000000e+00, %5 ], [ %17, %9 ]
  %12 = getelementptr inbounds float, ptr %0, i64 %10
  %13 = load float, ptr %12, align 4, !tbaa !5
  %14 = getelementptr inbounds float, ptr %1, i64 %10
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = fmul reassoc contract float %13, %15
  %17 = fadd reassoc contract float %11, %16
  %18 = add nuw nsw i64 %10, 1
  %19 = icmp eq i64 %18, %6
  br i1 %19, label %7, label %9, !llvm.loop !9
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local double @mean_conv(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %15

7:                                                ; preds = %15, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %24, %15 ]
  %9 = icmp sgt i32 %2, 0
  %10 = sitofp i32 %2 to double
  %11 = fdiv reassoc double %8, %10
  %12 = fptrunc double %11 to float
  %13 = fpext float %12 to double
  %14 = select i1 %9, double %13, double 0.000000e+00
  ret double %14

15:                                               ; preds = %5, %15
  %16 = phi i64 [ 0, %5 ], [ %25, %15 ]
  %17 = phi double [ 0.000000e+00, %5 ], [ %24, %15 ]
  %18 = getelementptr inbounds float, ptr %0, i64 %16
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = fpext float %19 to double
  %21 = getelementptr inbounds i32, ptr %1, i64 %16
  %22 = load i32, ptr %21, align 4, !tbaa !12
  %23 = sitofp i32 %22 to double
  %24 = tail call reassoc double @llvm.fmuladd.f64(double %20, double %23, double %17)
  %25 = add nuw nsw i64 %16, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %7, label %15, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @quantize(float noundef %0, float noundef %1) local_unnamed_addr #3 {
  %3 = fmul float %0, %1
  %4 = fptoui float %3 to i32
  %5 = fcmp olt float %0, 0.000000e+00
  %6 = select i1 %5, float -5.000000e-01, float 5.000000e-01
  %7 = fadd float %6, %0
  %8 = fptosi float %7 to i32
  %9 = add nsw i32 %8, %4
  ret i32 %9
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10, !11}
