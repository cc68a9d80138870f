; ModuleID = 'binsearch.c'
source_filename = "binsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @binsearch(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add nsw i32 %1, -1
  br label %5

5:                                                ; preds = %24, %3
  %6 = phi i32 [ %4, %3 ], [ %25, %24 ]
  %7 = phi i32 [ 0, %3 ], [ %26, %24 ]
  %8 = phi i32 [ undef, %3 ], [ %27, %24 ]
  %9 = icmp slt i32 %6, %7
  br i1 %9, label %28, label %10

10:                                               ; preds = %5
  %11 = sub nsw i32 %6, %7
  %12 = sdiv i32 %11, 2
  %13 = add nsw i32 %12, %7
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = icmp eq i32 %16, %2
  br i1 %17, label %24, label %18

18:                                               ; preds = %10
  %19 = icmp slt i32 %16, %2
  %20 = add nsw i32 %13, 1
  %21 = add nsw i32 %13, -1
  %22 = select i1 %19, i32 %6, i32 %21
  %23 = select i1 %19, i32 %20, i32 %7
  br label %24

24:                                               ; preds = %10, %18
  %25 = phi i32 [ %22, %18 ], [ %6, %10 ]
  %26 = phi i32 [ %23, %18 ], [ %7, %10 ]
  %27 = phi i32 [ %8, %18 ], [ %13, %10 ]
  br i1 %17, label %28, label %5, !llvm.loop !9

28:                                               ; preds = %5, %24
  %29 = phi i32 [ %27, %24 ], [ -1, %5 ]
  ret i32 %29
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
