; ModuleID = 'fastmath.c'
source_filename = "fastmath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @dot_reassoc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %32, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967288
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %26, %10 ]
  %12 = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %8 ], [ %24, %10 ]
  %13 = phi <4 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %8 ], [ %25, %10 ]
  %14 = getelementptr inbounds float, ptr %0, i64 %11
  %15 = load <4 x float>, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %14, i64 4
  %17 = load <4 x float>, ptr %16, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %1, i64 %11
  %19 = load <4 x float>, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds float, ptr %18, i64 4
  %21 = load <4 x float>, ptr %20, align 4, !tbaa !5
  %22 = fmul reassoc contract <4 x float> %15, %19
  %23 = fmul reassoc contract <4 x float> %17, %21
  %24 = fadd reassoc contract <4 x float> %12, %22
  %25 = fadd reassoc contract <4 x float> %13, %23
  %26 = add nuw i64 %11, 8
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %28, label %10, !llvm.loop !9

28:                                               ; preds = %10
  %29 = fadd reassoc contract <4 x float> %25, %24
  %30 = tail call reassoc contract float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %29)
  %31 = icmp eq i64 %9, %6
  br i1 %31, label %35, label %32

32:                                               ; preds = %5, %28
  %33 = phi i64 [ 0, %5 ], [ %9, %28 ]
  %34 = phi float [ 0.000000e+00, %5 ], [ %30, %28 ]
  br label %37

35:                                               ; preds = %37, %28, %3
  %36 = phi float [ 0.000000e+00, %3 ], [ %30, %28 ], [ %45, %37 ]
  ret float %36

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %46, %37 ], [ %33, %32 ]
  %39 = phi float [ %45, %37 ], [ %34, %32 ]
  %40 = getelementptr inbounds float, ptr %0, i64 %38
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds float, ptr %1, i64 %38
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = fmul reassoc contract float %41, %43
  %45 = fadd reassoc contract float %39, %44
  %46 = add nuw nsw i64 %38, 1
  %47 = icmp eq i64 %46, %6
  br i1 %47, label %35, label %37, !llvm.loop !13
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local double @mean_conv(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %37

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %34, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967292
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %28, %10 ]
  %12 = phi <2 x double> [ <double 0.000000e+00, double -0.000000e+00>, %8 ], [ %26, %10 ]
  %13 = phi <2 x double> [ <double -0.000000e+00, double -0.000000e+00>, %8 ], [ %27, %10 ]
  %14 = getelementptr inbounds float, ptr %0, i64 %11
  %15 = load <2 x float>, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %14, i64 2
  %17 = load <2 x float>, ptr %16, align 4, !tbaa !5
  %18 = fpext <2 x float> %15 to <2 x double>
  %19 = fpext <2 x float> %17 to <2 x double>
  %20 = getelementptr inbounds i32, ptr %1, i64 %11
  %21 = load <2 x i32>, ptr %20, align 4, !tbaa !14
  %22 = getelementptr inbounds i32, ptr %20, i64 2
  %23 = load <2 x i32>, ptr %22, align 4, !tbaa !14
  %24 = sitofp <2 x i32> %21 to <2 x double>
  %25 = sitofp <2 x i32> %23 to <2 x double>
  %26 = tail call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %24, <2 x double> %12)
  %27 = tail call reassoc <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %25, <2 x double> %13)
  %28 = add nuw i64 %11, 4
  %29 = icmp eq i64 %28, %9
  br i1 %29, label %30, label %10, !llvm.loop !16

30:                                               ; preds = %10
  %31 = fadd reassoc <2 x double> %27, %26
  %32 = tail call reassoc double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %31)
  %33 = icmp eq i64 %9, %6
  br i1 %33, label %37, label %34

34:                                               ; preds = %5, %30
  %35 = phi i64 [ 0, %5 ], [ %9, %30 ]
  %36 = phi double [ 0.000000e+00, %5 ], [ %32, %30 ]
  br label %44

37:                                               ; preds = %44, %30, %3
  %38 = phi double [ 0.000000e+00, %3 ], [ %32, %30 ], [ %53, %44 ]
  %39 = sitofp i32 %2 to double
  %40 = fdiv reassoc double %38, %39
  %41 = fptrunc double %40 to float
  %42 = fpext float %41 to double
  %43 = select i1 %4, double %42, double 0.000000e+00
  ret double %43

44:                                               ; preds = %34, %44
  %45 = phi i64 [ %54, %44 ], [ %35, %34 ]
  %46 = phi double [ %53, %44 ], [ %36, %34 ]
  %47 = getelementptr inbounds float, ptr %0, i64 %45
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = fpext float %48 to double
  %50 = getelementptr inbounds i32, ptr %1, i64 %45
  %51 = load i32, ptr %50, align 4, !tbaa !14
  %52 = sitofp i32 %51 to double
  %53 = tail call reassoc double @llvm.fmuladd.f64(double %49, double %52, double %46)
  %54 = add nuw nsw i64 %45, 1
  %55 = icmp eq i64 %54, %6
  br i1 %55, label %37, label %44, !llvm.loop !17
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !12, !11}
