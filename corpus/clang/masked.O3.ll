; ModuleID = 'masked.c'
source_filename = "masked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_scale(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %55

6:                                                ; preds = %4
  %7 = zext i32 %2 to i64
  %8 = icmp ult i32 %2, 32
  br i1 %8, label %53, label %9

9:                                                ; preds = %6
  %10 = and i64 %7, 4294967264
  %11 = insertelement <8 x i32> poison, i32 %3, i64 0
  %12 = shufflevector <8 x i32> %11, <8 x i32> poison, <8 x i32> zeroinitializer
  %13 = insertelement <8 x i32> poison, i32 %3, i64 0
  %14 = shufflevector <8 x i32> %13, <8 x i32> poison, <8 x i32> zeroinitializer
  %15 = insertelement <8 x i32> poison, i32 %3, i64 0
  %16 = shufflevector <8 x i32> %15, <8 x i32> poison, <8 x i32> zeroinitializer
  %17 = insertelement <8 x i32> poison, i32 %3, i64 0
  %18 = shufflevector <8 x i32> %17, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %19

19:                                               ; preds = %19, %9
  %20 = phi i64 [ 0, %9 ], [ %49, %19 ]
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = load <8 x i32>, ptr %21, align 4, !tbaa !5
  %23 = getelementptr inbounds i32, ptr %21, i64 8
  %24 = load <8 x i32>, ptr %23, align 4, !tbaa !5
  %25 = getelementptr inbounds i32, ptr %21, i64 16
  %26 = load <8 x i32>, ptr %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr %21, i64 24
  %28 = load <8 x i32>, ptr %27, align 4, !tbaa !5
  %29 = icmp sgt <8 x i32> %22, %12
  %30 = icmp sgt <8 x i32> %24, %14
  %31 = icmp sgt <8 x i32> %26, %16
  %32 = icmp sgt <8 x i32> %28, %18
  %33 = getelementptr i32, ptr %0, i64 %20
  %34 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %33, i32 4, <8 x i1> %29, <8 x i32> poison), !tbaa !5
  %35 = getelementptr i32, ptr %33, i64 8
  %36 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %35, i32 4, <8 x i1> %30, <8 x i32> poison), !tbaa !5
  %37 = getelementptr i32, ptr %33, i64 16
  %38 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %37, i32 4, <8 x i1> %31, <8 x i32> poison), !tbaa !5
  %39 = getelementptr i32, ptr %33, i64 24
  %40 = tail call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %39, i32 4, <8 x i1> %32, <8 x i32> poison), !tbaa !5
  %41 = mul nsw <8 x i32> %34, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %42 = mul nsw <8 x i32> %36, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %43 = mul nsw <8 x i32> %38, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %44 = mul nsw <8 x i32> %40, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %45 = add nsw <8 x i32> %41, %22
  %46 = add nsw <8 x i32> %42, %24
  %47 = add nsw <8 x i32> %43, %26
  %48 = add nsw <8 x i32> %44, %28
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %45, ptr %33, i32 4, <8 x i1> %29), !tbaa !5
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %46, ptr %35, i32 4, <8 x i1> %30), !tbaa !5
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %47, ptr %37, i32 4, <8 x i1> %31), !tbaa !5
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %48, ptr %39, i32 4, <8 x i1> %32), !tbaa !5
  %49 = add nuw i64 %20, 32
  %50 = icmp eq i64 %49, %10
  br i1 %50, label %51, label %19, !llvm.loop !9

51:                                               ; preds = %19
  %52 = icmp eq i64 %10, %7
  br i1 %52, label %55, label %53

53:                                               ; preds = %6, %51
  %54 = phi i64 [ 0, %6 ], [ %10, %51 ]
  br label %56

55:                                               ; preds = %66, %51, %4
  ret void

56:                                               ; preds = %53, %66
  %57 = phi i64 [ %67, %66 ], [ %54, %53 ]
  %58 = getelementptr inbounds i32, ptr %1, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = icmp sgt i32 %59, %3
  br i1 %60, label %61, label %66

61:                                               ; preds = %56
  %62 = getelementptr inbounds i32, ptr %0, i64 %57
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = mul nsw i32 %63, 3
  %65 = add nsw i32 %64, %59
  store i32 %65, ptr %62, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %56, %61
  %67 = add nuw nsw i64 %57, 1
  %68 = icmp eq i64 %67, %7
  br i1 %68, label %55, label %56, !llvm.loop !13
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr nocapture, i32 immarg, <8 x i1>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
