; ModuleID = 'marked.c'
source_filename = "marked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @dot(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %12

8:                                                ; preds = %12, %4
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %33

10:                                               ; preds = %8
  %11 = zext i32 %0 to i64
  br label %22

12:                                               ; preds = %6, %12
  %13 = phi i64 [ 0, %6 ], [ %20, %12 ]
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, ptr %2, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = sub nsw i32 %15, %17
  %19 = getelementptr inbounds i32, ptr %3, i64 %13
  store i32 %18, ptr %19, align 4, !tbaa !5
  %20 = add nuw nsw i64 %13, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %8, label %12, !llvm.loop !9

22:                                               ; preds = %10, %22
  %23 = phi i64 [ 0, %10 ], [ %31, %22 ]
  %24 = phi i32 [ 0, %10 ], [ %30, %22 ]
  %25 = getelementptr inbounds i32, ptr %1, i64 %23
  %26 = load i32, ptr %25, align 4, !tbaa !5, !llvm.access.group !12
  %27 = getelementptr inbounds i32, ptr %2, i64 %23
  %28 = load i32, ptr %27, align 4, !tbaa !5, !llvm.access.group !12
  %29 = mul nsw i32 %28, %26
  %30 = add nsw i32 %29, %24
  %31 = add nuw nsw i64 %23, 1
  %32 = icmp eq i64 %31, %11
  br i1 %32, label %33, label %22, !llvm.loop !13

33:                                               ; preds = %22, %8
  %34 = phi i32 [ 0, %8 ], [ %30, %22 ]
  ret i32 %34
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @clamp(i32 noundef %0, ptr noalias nocapture noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %14, %3
  ret void

8:                                                ; preds = %5, %14
  %9 = phi i64 [ 0, %5 ], [ %15, %14 ]
  %10 = getelementptr inbounds float, ptr %1, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !16
  %12 = fcmp ogt float %11, %2
  br i1 %12, label %13, label %14

13:                                               ; preds = %8
  store float %2, ptr %10, align 4, !tbaa !16
  br label %14

14:                                               ; preds = %8, %13
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %7, label %8, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale(i32 noundef %0, ptr noalias nocapture noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %13, %8 ]
  %10 = getelementptr inbounds float, ptr %1, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !16
  %12 = fmul float %11, %2
  store float %12, ptr %10, align 4, !tbaa !16
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, %6
  br i1 %14, label %7, label %8, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @twice(i32 noundef %0, ptr noalias nocapture noundef %1, ptr noalias nocapture noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %24

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %7

7:                                                ; preds = %5, %7
  %8 = phi i64 [ 0, %5 ], [ %12, %7 ]
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !16, !llvm.access.group !21
  %11 = fadd float %10, 1.000000e+00
  store float %11, ptr %9, align 4, !tbaa !16, !llvm.access.group !21
  %12 = add nuw nsw i64 %8, 1
  %13 = icmp eq i64 %12, %6
  br i1 %13, label %14, label %7, !llvm.loop !22

14:                                               ; preds = %7
  br i1 %4, label %15, label %24

15:                                               ; preds = %14
  %16 = zext i32 %0 to i64
  br label %17

17:                                               ; preds = %15, %17
  %18 = phi i64 [ 0, %15 ], [ %22, %17 ]
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !16, !llvm.access.group !24
  %21 = fmul float %20, 2.000000e+00
  store float %21, ptr %19, align 4, !tbaa !16, !llvm.access.group !24
  %22 = add nuw nsw i64 %18, 1
  %23 = icmp eq i64 %22, %16
  br i1 %23, label %24, label %17, !llvm.loop !25

24:                                               ; preds = %17, %3, %14
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.parallel_accesses", !12}
!15 = !{!"llvm.loop.vectorize.enable", i1 true}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = distinct !{!18, !10, !11, !15}
!19 = distinct !{!19, !10, !11, !20}
!20 = !{!"llvm.loop.vectorize.width", i32 1}
!21 = distinct !{}
!22 = distinct !{!22, !23, !15}
!23 = !{!"llvm.loop.parallel_accesses", !21}
!24 = distinct !{}
!25 = distinct !{!25, !26, !15}
!26 = !{!"llvm.loop.parallel_accesses", !24}
