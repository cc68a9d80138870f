; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul4(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  br label %4

4:                                                ; preds = %3, %9
  %5 = phi i64 [ 0, %3 ], [ %10, %9 ]
  br label %7

6:                                                ; preds = %9
  ret void

7:                                                ; preds = %4, %12
  %8 = phi i64 [ 0, %4 ], [ %14, %12 ]
  br label %16

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %5, 1
  %11 = icmp eq i64 %10, 4
  br i1 %11, label %6, label %4, !llvm.loop !5

12:                                               ; preds = %16
  %13 = getelementptr inbounds [4 x float], ptr %2, i64 %5, i64 %8
  store float %23, ptr %13, align 4, !tbaa !8
  %14 = add nuw nsw i64 %8, 1
  %15 = icmp eq i64 %14, 4
  br i1 %15, label %9, label %7, !llvm.loop !12

16:                                               ; preds = %7, %16
  %17 = phi i64 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = getelementptr inbounds [4 x float], ptr %0, i64 %5, i64 %17
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = getelementptr inbounds [4 x float], ptr %1, i64 %17, i64 %8
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = tail call float @llvm.fmuladd.f32(float %20, float %22, float %18)
  %24 = add nuw nsw i64 %17, 1
  %25 = icmp eq i64 %24, 4
  br i1 %25, label %12, label %16, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul_n(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %4
  %7 = sext i32 %0 to i64
  %8 = sext i32 %0 to i64
  %9 = sext i32 %0 to i64
  %10 = zext i32 %0 to i64
  %11 = zext i32 %0 to i64
  %12 = zext i32 %0 to i64
  br label %13

13:                                               ; preds = %6, %20
  %14 = phi i64 [ 0, %6 ], [ %21, %20 ]
  %15 = mul nsw i64 %14, %8
  %16 = mul nsw i64 %14, %9
  br label %18

17:                                               ; preds = %20, %4
  ret void

18:                                               ; preds = %13, %23
  %19 = phi i64 [ 0, %13 ], [ %26, %23 ]
  br label %28

20:                                               ; preds = %23
  %21 = add nuw nsw i64 %14, 1
  %22 = icmp eq i64 %21, %10
  br i1 %22, label %17, label %13, !llvm.loop !14

23:                                               ; preds = %28
  %24 = add nsw i64 %19, %16
  %25 = getelementptr inbounds double, ptr %3, i64 %24
  store double %38, ptr %25, align 8, !tbaa !15
  %26 = add nuw nsw i64 %19, 1
  %27 = icmp eq i64 %26, %11
  br i1 %27, label %20, label %18, !llvm.loop !17

28:                                               ; preds = %18, %28
  %29 = phi i64 [ 0, %18 ], [ %39, %28 ]
  %30 = phi double [ 0.000000e+00, %18 ], [ %38, %28 ]
  %31 = add nsw i64 %29, %15
  %32 = getelementptr inbounds double, ptr %1, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !15
  %34 = mul nsw i64 %29, %7
  %35 = add nsw i64 %34, %19
  %36 = getelementptr inbounds double, ptr %2, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !15
  %38 = tail call double @llvm.fmuladd.f64(double %33, double %37, double %30)
  %39 = add nuw nsw i64 %29, 1
  %40 = icmp eq i64 %39, %12
  br i1 %40, label %23, label %28, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !10, i64 0}
!17 = distinct !{!17, !6, !7}
!18 = distinct !{!18, !6, !7}
