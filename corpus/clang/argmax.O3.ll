; ModuleID = 'argmax.c'
source_filename = "argmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @argmax(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %33

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 4, !tbaa !5
  %6 = zext i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = add nsw i64 %6, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %4
  %12 = and i64 %7, -4
  br label %35

13:                                               ; preds = %35, %4
  %14 = phi i32 [ undef, %4 ], [ %66, %35 ]
  %15 = phi i64 [ 1, %4 ], [ %67, %35 ]
  %16 = phi i32 [ 0, %4 ], [ %66, %35 ]
  %17 = phi i32 [ %5, %4 ], [ %64, %35 ]
  %18 = icmp eq i64 %9, 0
  br i1 %18, label %33, label %19

19:                                               ; preds = %13, %19
  %20 = phi i64 [ %30, %19 ], [ %15, %13 ]
  %21 = phi i32 [ %29, %19 ], [ %16, %13 ]
  %22 = phi i32 [ %27, %19 ], [ %17, %13 ]
  %23 = phi i64 [ %31, %19 ], [ 0, %13 ]
  %24 = getelementptr inbounds i32, ptr %0, i64 %20
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp sgt i32 %25, %22
  %27 = tail call i32 @llvm.smax.i32(i32 %25, i32 %22)
  %28 = trunc i64 %20 to i32
  %29 = select i1 %26, i32 %28, i32 %21
  %30 = add nuw nsw i64 %20, 1
  %31 = add i64 %23, 1
  %32 = icmp eq i64 %31, %9
  br i1 %32, label %33, label %19, !llvm.loop !9

33:                                               ; preds = %13, %19, %2
  %34 = phi i32 [ 0, %2 ], [ %14, %13 ], [ %29, %19 ]
  ret i32 %34

35:                                               ; preds = %35, %11
  %36 = phi i64 [ 1, %11 ], [ %67, %35 ]
  %37 = phi i32 [ 0, %11 ], [ %66, %35 ]
  %38 = phi i32 [ %5, %11 ], [ %64, %35 ]
  %39 = phi i64 [ 0, %11 ], [ %68, %35 ]
  %40 = getelementptr inbounds i32, ptr %0, i64 %36
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = icmp sgt i32 %41, %38
  %43 = tail call i32 @llvm.smax.i32(i32 %41, i32 %38)
  %44 = trunc i64 %36 to i32
  %45 = select i1 %42, i32 %44, i32 %37
  %46 = add nuw nsw i64 %36, 1
  %47 = getelementptr inbounds i32, ptr %0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = icmp sgt i32 %48, %43
  %50 = tail call i32 @llvm.smax.i32(i32 %48, i32 %43)
  %51 = trunc i64 %46 to i32
  %52 = select i1 %49, i32 %51, i32 %45
  %53 = add nuw nsw i64 %36, 2
  %54 = getelementptr inbounds i32, ptr %0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = icmp sgt i32 %55, %50
  %57 = tail call i32 @llvm.smax.i32(i32 %55, i32 %50)
  %58 = trunc i64 %53 to i32
  %59 = select i1 %56, i32 %58, i32 %52
  %60 = add nuw nsw i64 %36, 3
  %61 = getelementptr inbounds i32, ptr %0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = icmp sgt i32 %62, %57
  %64 = tail call i32 @llvm.smax.i32(i32 %62, i32 %57)
  %65 = trunc i64 %60 to i32
  %66 = select i1 %63, i32 %65, i32 %59
  %67 = add nuw nsw i64 %36, 4
  %68 = add i64 %39, 4
  %69 = icmp eq i64 %68, %12
  br i1 %69, label %13, label %35, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @maxval(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %25, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967288
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %17, %9 ]
  %12 = phi <4 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %7 ], [ %18, %9 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %10
  %14 = load <4 x i32>, ptr %13, align 4, !tbaa !5
  %15 = getelementptr inbounds i32, ptr %13, i64 4
  %16 = load <4 x i32>, ptr %15, align 4, !tbaa !5
  %17 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %14, <4 x i32> %11)
  %18 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %16, <4 x i32> %12)
  %19 = add nuw i64 %10, 8
  %20 = icmp eq i64 %19, %8
  br i1 %20, label %21, label %9, !llvm.loop !13

21:                                               ; preds = %9
  %22 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %17, <4 x i32> %18)
  %23 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %22)
  %24 = icmp eq i64 %8, %5
  br i1 %24, label %28, label %25

25:                                               ; preds = %4, %21
  %26 = phi i64 [ 0, %4 ], [ %8, %21 ]
  %27 = phi i32 [ -2147483648, %4 ], [ %23, %21 ]
  br label %30

28:                                               ; preds = %30, %21, %2
  %29 = phi i32 [ -2147483648, %2 ], [ %23, %21 ], [ %35, %30 ]
  ret i32 %29

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %36, %30 ], [ %26, %25 ]
  %32 = phi i32 [ %35, %30 ], [ %27, %25 ]
  %33 = getelementptr inbounds i32, ptr %0, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = tail call i32 @llvm.smax.i32(i32 %34, i32 %32)
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @minval(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 4294967292
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi float [ undef, %4 ], [ %50, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %51, %28 ]
  %13 = phi float [ 0x47EC363CC0000000, %4 ], [ %50, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %23, %15 ], [ %12, %10 ]
  %17 = phi float [ %22, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %24, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds float, ptr %0, i64 %16
  %20 = load float, ptr %19, align 4, !tbaa !17
  %21 = fcmp olt float %20, %17
  %22 = select i1 %21, float %20, float %17
  %23 = add nuw nsw i64 %16, 1
  %24 = add i64 %18, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %26, label %15, !llvm.loop !19

26:                                               ; preds = %10, %15, %2
  %27 = phi float [ 0x47EC363CC0000000, %2 ], [ %11, %10 ], [ %22, %15 ]
  ret float %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %51, %28 ]
  %30 = phi float [ 0x47EC363CC0000000, %8 ], [ %50, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %52, %28 ]
  %32 = getelementptr inbounds float, ptr %0, i64 %29
  %33 = load float, ptr %32, align 4, !tbaa !17
  %34 = fcmp olt float %33, %30
  %35 = select i1 %34, float %33, float %30
  %36 = or i64 %29, 1
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !17
  %39 = fcmp olt float %38, %35
  %40 = select i1 %39, float %38, float %35
  %41 = or i64 %29, 2
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !17
  %44 = fcmp olt float %43, %40
  %45 = select i1 %44, float %43, float %40
  %46 = or i64 %29, 3
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !17
  %49 = fcmp olt float %48, %45
  %50 = select i1 %49, float %48, float %45
  %51 = add nuw nsw i64 %29, 4
  %52 = add i64 %31, 4
  %53 = icmp eq i64 %52, %9
  br i1 %53, label %10, label %28, !llvm.loop !20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !14}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !12}
