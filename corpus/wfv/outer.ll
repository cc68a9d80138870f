; ModuleID = 'outer.c'
source_filename = "outer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %17, %9 ]
  %11 = getelementptr inbounds float, ptr %2, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !5
  %13 = fmul float %12, %1
  %14 = getelementptr inbounds float, ptr %3, i64 %10
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = fadd float %13, %15
  store float %16, ptr %14, align 4, !tbaa !5
  %17 = add nuw nsw i64 %10, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %8, label %9, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum_positive(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %16, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %17, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %16, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !12
  %13 = icmp sgt i32 %12, 0
  %14 = mul nsw i32 %12, %12
  %15 = select i1 %13, i32 %14, i32 0
  %16 = add nuw nsw i32 %15, %10
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %5
  br i1 %18, label %6, label %8, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @halvings(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %19, %3
  ret void

8:                                                ; preds = %5, %19
  %9 = phi i64 [ 0, %5 ], [ %22, %19 ]
  %10 = getelementptr inbounds i32, ptr %1, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !12
  %12 = icmp ugt i32 %11, 1
  br i1 %12, label %13, label %19

13:                                               ; preds = %8, %13
  %14 = phi i32 [ %17, %13 ], [ 0, %8 ]
  %15 = phi i32 [ %16, %13 ], [ %11, %8 ]
  %16 = lshr i32 %15, 1
  %17 = add nuw nsw i32 %14, 1
  %18 = icmp ugt i32 %15, 3
  br i1 %18, label %13, label %19, !llvm.loop !15

19:                                               ; preds = %13, %8
  %20 = phi i32 [ 0, %8 ], [ %17, %13 ]
  %21 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %20, ptr %21, align 4, !tbaa !12
  %22 = add nuw nsw i64 %9, 1
  %23 = icmp eq i64 %22, %6
  br i1 %23, label %7, label %8, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @total_halvings(i32 noundef %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %20, %2
  %7 = phi i32 [ 0, %2 ], [ %21, %20 ]
  ret i32 %7

8:                                                ; preds = %4, %20
  %9 = phi i64 [ 0, %4 ], [ %22, %20 ]
  %10 = phi i32 [ 0, %4 ], [ %21, %20 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !12
  %13 = icmp ugt i32 %12, 1
  br i1 %13, label %14, label %20

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %17, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %18, %14 ], [ %10, %8 ]
  %17 = lshr i32 %15, 1
  %18 = add nsw i32 %16, 1
  %19 = icmp ugt i32 %15, 3
  br i1 %19, label %14, label %20, !llvm.loop !17

20:                                               ; preds = %14, %8
  %21 = phi i32 [ %10, %8 ], [ %18, %14 ]
  %22 = add nuw nsw i64 %9, 1
  %23 = icmp eq i64 %22, %5
  br i1 %23, label %6, label %8, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @collatz_steps(i32 noundef %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %16, %2
  %7 = phi i32 [ 0, %2 ], [ %17, %16 ]
  ret i32 %7

8:                                                ; preds = %4, %16
  %9 = phi i64 [ 0, %4 ], [ %18, %16 ]
  %10 = phi i32 [ 0, %4 ], [ %17, %16 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !12
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %16, label %14

14:                                               ; preds = %8
  %15 = add i32 %12, 1
  br label %20

16:                                               ; preds = %20, %8
  %17 = phi i32 [ %10, %8 ], [ %30, %20 ]
  %18 = add nuw nsw i64 %9, 1
  %19 = icmp eq i64 %18, %5
  br i1 %19, label %6, label %8, !llvm.loop !19

20:                                               ; preds = %14, %20
  %21 = phi i32 [ %31, %20 ], [ 0, %14 ]
  %22 = phi i32 [ %29, %20 ], [ %15, %14 ]
  %23 = phi i32 [ %30, %20 ], [ %10, %14 ]
  %24 = and i32 %22, 1
  %25 = icmp eq i32 %24, 0
  %26 = mul i32 %22, 3
  %27 = add i32 %26, 1
  %28 = lshr i32 %22, 1
  %29 = select i1 %25, i32 %28, i32 %27
  %30 = add nsw i32 %23, 1
  %31 = add nuw nsw i32 %21, 1
  %32 = icmp ult i32 %21, 299
  %33 = icmp ne i32 %29, 1
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %20, label %16, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @shift(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %14, %8 ]
  %10 = getelementptr inbounds i32, ptr %2, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !12
  %12 = add nsw i32 %11, 1
  %13 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %12, ptr %13, align 4, !tbaa !12
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %6
  br i1 %15, label %7, label %8, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @recurrence(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %15, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %16, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %15, %8 ]
  %11 = phi i32 [ 0, %4 ], [ %13, %8 ]
  %12 = getelementptr inbounds i32, ptr %1, i64 %9
  %13 = load i32, ptr %12, align 4, !tbaa !12
  %14 = sub nsw i32 %13, %11
  %15 = xor i32 %14, %10
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %8, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @diff(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %15, %8 ]
  %10 = phi i32 [ 0, %5 ], [ %12, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !12
  %13 = sub nsw i32 %12, %10
  %14 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %13, ptr %14, align 4, !tbaa !12
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %7, label %8, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @diff_alias(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %16, %8 ]
  %10 = phi i32 [ 0, %5 ], [ %15, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !12
  %13 = sub nsw i32 %12, %10
  %14 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %13, ptr %14, align 4, !tbaa !12
  %15 = load i32, ptr %11, align 4, !tbaa !12
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %8, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @chain(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 1, %2 ], [ %14, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = phi i32 [ 1, %4 ], [ %14, %8 ]
  %11 = mul nsw i32 %10, 3
  %12 = getelementptr inbounds i32, ptr %1, i64 %9
  %13 = load i32, ptr %12, align 4, !tbaa !12
  %14 = add nsw i32 %13, %11
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !25
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !11}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11}
