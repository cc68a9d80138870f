; ModuleID = 'tree.c'
source_filename = "tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, i32, i32 }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @tree_eval(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %15, label %7

7:                                                ; preds = %15, %5
  %8 = phi i32 [ 0, %5 ], [ %30, %15 ]
  %9 = shl nsw i32 -1, %4
  %10 = add nsw i32 %9, 1
  %11 = add i32 %10, %8
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !5
  ret float %14

15:                                               ; preds = %5, %15
  %16 = phi i32 [ %31, %15 ], [ 0, %5 ]
  %17 = phi i32 [ %30, %15 ], [ 0, %5 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %1, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %3, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds float, ptr %0, i64 %18
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = fcmp ugt float %23, %25
  %27 = shl nsw i32 %17, 1
  %28 = or i32 %27, 1
  %29 = add nsw i32 %27, 2
  %30 = select i1 %26, i32 %29, i32 %28
  %31 = add nuw nsw i32 %16, 1
  %32 = icmp eq i32 %31, %4
  br i1 %32, label %7, label %15, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @bst_depth_of(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #1 {
  br label %3

3:                                                ; preds = %2, %10
  %4 = phi i32 [ 0, %2 ], [ %16, %10 ]
  %5 = phi i32 [ 0, %2 ], [ %15, %10 ]
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds %struct.node, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !14
  %9 = icmp eq i32 %8, %1
  br i1 %9, label %18, label %10

10:                                               ; preds = %3
  %11 = icmp sgt i32 %8, %1
  %12 = getelementptr inbounds %struct.node, ptr %0, i64 %6, i32 1
  %13 = getelementptr inbounds %struct.node, ptr %0, i64 %6, i32 2
  %14 = select i1 %11, ptr %12, ptr %13
  %15 = load i32, ptr %14, align 4, !tbaa !9
  %16 = add nuw nsw i32 %4, 1
  %17 = icmp sgt i32 %15, -1
  br i1 %17, label %3, label %18, !llvm.loop !16

18:                                               ; preds = %10, %3
  %19 = phi i32 [ %4, %3 ], [ -1, %10 ]
  ret i32 %19
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !10, i64 0}
!15 = !{!"node", !10, i64 0, !10, i64 4, !10, i64 8}
!16 = distinct !{!16, !12, !13}
