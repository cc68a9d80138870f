; ModuleID = 'masked.c'
source_filename = "masked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_scale(i32* noalias nocapture noundef %0, i32* noalias nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %67

6:                                                ; preds = %4
  %7 = zext i32 %2 to i64
  %8 = icmp ult i32 %2, 32
  br i1 %8, label %65, label %9

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
  %20 = phi i64 [ 0, %9 ], [ %61, %19 ]
  %21 = getelementptr inbounds i32, i32* %1, i64 %20
  %22 = bitcast i32* %21 to <8 x i32>*
  %23 = load <8 x i32>, <8 x i32>* %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, i32* %21, i64 8
  %25 = bitcast i32* %24 to <8 x i32>*
  %26 = load <8 x i32>, <8 x i32>* %25, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, i32* %21, i64 16
  %28 = bitcast i32* %27 to <8 x i32>*
  %29 = load <8 x i32>, <8 x i32>* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %21, i64 24
  %31 = bitcast i32* %30 to <8 x i32>*
  %32 = load <8 x i32>, <8 x i32>* %31, align 4, !tbaa !5
  %33 = icmp sgt <8 x i32> %23, %12
  %34 = icmp sgt <8 x i32> %26, %14
  %35 = icmp sgt <8 x i32> %29, %16
  %36 = icmp sgt <8 x i32> %32, %18
  %37 = getelementptr i32, i32* %0, i64 %20
  %38 = bitcast i32* %37 to <8 x i32>*
  %39 = tail call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %38, i32 4, <8 x i1> %33, <8 x i32> poison), !tbaa !5
  %40 = getelementptr i32, i32* %37, i64 8
  %41 = bitcast i32* %40 to <8 x i32>*
  %42 = tail call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %41, i32 4, <8 x i1> %34, <8 x i32> poison), !tbaa !5
  %43 = getelementptr i32, i32* %37, i64 16
  %44 = bitcast i32* %43 to <8 x i32>*
  %45 = tail call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %44, i32 4, <8 x i1> %35, <8 x i32> poison), !tbaa !5
  %46 = getelementptr i32, i32* %37, i64 24
  %47 = bitcast i32* %46 to <8 x i32>*
  %48 = tail call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %47, i32 4, <8 x i1> %36, <8 x i32> poison), !tbaa !5
  %49 = mul nsw <8 x i32> %39, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %50 = mul nsw <8 x i32> %42, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %51 = mul nsw <8 x i32> %45, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %52 = mul nsw <8 x i32> %48, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %53 = add nsw <8 x i32> %49, %23
  %54 = add nsw <8 x i32> %50, %26
  %55 = add nsw <8 x i32> %51, %29
  %56 = add nsw <8 x i32> %52, %32
  %57 = bitcast i32* %37 to <8 x i32>*
  tail call void @llvm.masked.store.v8i32.p0v8i32(<8 x i32> %53, <8 x i32>* %57, i32 4, <8 x i1> %33), !tbaa !5
  %58 = bitcast i32* %40 to <8 x i32>*
  tail call void @llvm.masked.store.v8i32.p0v8i32(<8 x i32> %54, <8 x i32>* %58, i32 4, <8 x i1> %34), !tbaa !5
  %59 = bitcast i32* %43 to <8 x i32>*
  tail call void @llvm.masked.store.v8i32.p0v8i32(<8 x i32> %55, <8 x i32>* %59, i32 4, <8 x i1> %35), !tbaa !5
  %60 = bitcast i32* %46 to <8 x i32>*
  tail call void @llvm.masked.store.v8i32.p0v8i32(<8 x i32> %56, <8 x i32>* %60, i32 4, <8 x i1> %36), !tbaa !5
  %61 = add nuw i64 %20, 32
  %62 = icmp eq i64 %61, %10
  br i1 %62, label %63, label %19, !llvm.loop !9

63:                                               ; preds = %19
  %64 = icmp eq i64 %10, %7
  br i1 %64, label %67, label %65

65:                                               ; preds = %6, %63
  %66 = phi i64 [ 0, %6 ], [ %10, %63 ]
  br label %68

67:                                               ; preds = %78, %63, %4
  ret void

68:                                               ; preds = %65, %78
  %69 = phi i64 [ %79, %78 ], [ %66, %65 ]
  %70 = getelementptr inbounds i32, i32* %1, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !5
  %72 = icmp sgt i32 %71, %3
  br i1 %72, label %73, label %78

73:                                               ; preds = %68
  %74 = getelementptr inbounds i32, i32* %0, i64 %69
  %75 = load i32, i32* %74, align 4, !tbaa !5
  %76 = mul nsw i32 %75, 3
  %77 = add nsw i32 %76, %71
  store i32 %77, i32* %74, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %68, %73
  %79 = add nuw nsw i64 %69, 1
  %80 = icmp eq i64 %79, %7
  br i1 %80, label %67, label %68, !llvm.loop !13
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* nocapture, i32 immarg, <8 x i1>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0v8i32(<8 x i32>, <8 x i32>* nocapture, i32 immarg, <8 x i1>) #2

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
