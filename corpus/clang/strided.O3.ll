; ModuleID = 'strided.c'
source_filename = "strided.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @deinterleave(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %68

6:                                                ; preds = %4
  %7 = zext i32 %3 to i64
  %8 = icmp ult i32 %3, 20
  br i1 %8, label %49, label %9

9:                                                ; preds = %6
  %10 = shl nuw nsw i64 %7, 2
  %11 = getelementptr i8, ptr %1, i64 %10
  %12 = getelementptr i8, ptr %2, i64 %10
  %13 = shl nuw nsw i64 %7, 3
  %14 = getelementptr i8, ptr %0, i64 %13
  %15 = icmp ugt ptr %12, %1
  %16 = icmp ugt ptr %11, %2
  %17 = and i1 %15, %16
  %18 = icmp ugt ptr %14, %1
  %19 = icmp ugt ptr %11, %0
  %20 = and i1 %18, %19
  %21 = or i1 %17, %20
  %22 = icmp ugt ptr %14, %2
  %23 = icmp ugt ptr %12, %0
  %24 = and i1 %22, %23
  %25 = or i1 %21, %24
  br i1 %25, label %49, label %26

26:                                               ; preds = %9
  %27 = and i64 %7, 4294967288
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %45, %28 ]
  %30 = shl nuw nsw i64 %29, 1
  %31 = shl i64 %29, 1
  %32 = or i64 %31, 8
  %33 = getelementptr inbounds float, ptr %0, i64 %30
  %34 = getelementptr inbounds float, ptr %0, i64 %32
  %35 = load <8 x float>, ptr %33, align 4, !tbaa !5
  %36 = load <8 x float>, ptr %34, align 4, !tbaa !5
  %37 = shufflevector <8 x float> %35, <8 x float> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %38 = shufflevector <8 x float> %36, <8 x float> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %39 = shufflevector <8 x float> %35, <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %40 = shufflevector <8 x float> %36, <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %41 = getelementptr inbounds float, ptr %1, i64 %29
  store <4 x float> %37, ptr %41, align 4, !tbaa !5, !alias.scope !9, !noalias !12
  %42 = getelementptr inbounds float, ptr %41, i64 4
  store <4 x float> %38, ptr %42, align 4, !tbaa !5, !alias.scope !9, !noalias !12
  %43 = getelementptr inbounds float, ptr %2, i64 %29
  store <4 x float> %39, ptr %43, align 4, !tbaa !5, !alias.scope !15, !noalias !16
  %44 = getelementptr inbounds float, ptr %43, i64 4
  store <4 x float> %40, ptr %44, align 4, !tbaa !5, !alias.scope !15, !noalias !16
  %45 = add nuw i64 %29, 8
  %46 = icmp eq i64 %45, %27
  br i1 %46, label %47, label %28, !llvm.loop !17

47:                                               ; preds = %28
  %48 = icmp eq i64 %27, %7
  br i1 %48, label %68, label %49

49:                                               ; preds = %9, %6, %47
  %50 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %27, %47 ]
  %51 = xor i64 %50, -1
  %52 = and i64 %7, 1
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %64, label %54

54:                                               ; preds = %49
  %55 = shl nuw nsw i64 %50, 1
  %56 = getelementptr inbounds float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !5
  %58 = getelementptr inbounds float, ptr %1, i64 %50
  store float %57, ptr %58, align 4, !tbaa !5
  %59 = or i64 %55, 1
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !5
  %62 = getelementptr inbounds float, ptr %2, i64 %50
  store float %61, ptr %62, align 4, !tbaa !5
  %63 = or i64 %50, 1
  br label %64

64:                                               ; preds = %54, %49
  %65 = phi i64 [ %50, %49 ], [ %63, %54 ]
  %66 = sub nsw i64 0, %7
  %67 = icmp eq i64 %51, %66
  br i1 %67, label %68, label %69

68:                                               ; preds = %64, %69, %47, %4
  ret void

69:                                               ; preds = %64, %69
  %70 = phi i64 [ %88, %69 ], [ %65, %64 ]
  %71 = shl nuw nsw i64 %70, 1
  %72 = getelementptr inbounds float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !5
  %74 = getelementptr inbounds float, ptr %1, i64 %70
  store float %73, ptr %74, align 4, !tbaa !5
  %75 = or i64 %71, 1
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !5
  %78 = getelementptr inbounds float, ptr %2, i64 %70
  store float %77, ptr %78, align 4, !tbaa !5
  %79 = add nuw nsw i64 %70, 1
  %80 = shl nuw nsw i64 %79, 1
  %81 = getelementptr inbounds float, ptr %0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !5
  %83 = getelementptr inbounds float, ptr %1, i64 %79
  store float %82, ptr %83, align 4, !tbaa !5
  %84 = or i64 %80, 1
  %85 = getelementptr inbounds float, ptr %0, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !5
  %87 = getelementptr inbounds float, ptr %2, i64 %79
  store float %86, ptr %87, align 4, !tbaa !5
  %88 = add nuw nsw i64 %70, 2
  %89 = icmp eq i64 %88, %7
  br i1 %89, label %68, label %69, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @strided_sum(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %53

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = zext i32 %1 to i64
  %8 = icmp ugt i32 %1, 7
  %9 = icmp eq i32 %2, 1
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %30

11:                                               ; preds = %5
  %12 = and i64 %7, 4294967288
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %24, %13 ]
  %15 = phi <4 x i32> [ zeroinitializer, %11 ], [ %22, %13 ]
  %16 = phi <4 x i32> [ zeroinitializer, %11 ], [ %23, %13 ]
  %17 = mul nsw i64 %14, %6
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load <4 x i32>, ptr %18, align 4, !tbaa !22
  %20 = getelementptr inbounds i32, ptr %18, i64 4
  %21 = load <4 x i32>, ptr %20, align 4, !tbaa !22
  %22 = add <4 x i32> %19, %15
  %23 = add <4 x i32> %21, %16
  %24 = add nuw i64 %14, 8
  %25 = icmp eq i64 %24, %12
  br i1 %25, label %26, label %13, !llvm.loop !24

26:                                               ; preds = %13
  %27 = add <4 x i32> %23, %22
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27)
  %29 = icmp eq i64 %12, %7
  br i1 %29, label %53, label %30

30:                                               ; preds = %5, %26
  %31 = phi i64 [ 0, %5 ], [ %12, %26 ]
  %32 = phi i32 [ 0, %5 ], [ %28, %26 ]
  %33 = xor i64 %31, -1
  %34 = add nsw i64 %33, %7
  %35 = and i64 %7, 3
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %48, label %37

37:                                               ; preds = %30, %37
  %38 = phi i64 [ %45, %37 ], [ %31, %30 ]
  %39 = phi i32 [ %44, %37 ], [ %32, %30 ]
  %40 = phi i64 [ %46, %37 ], [ 0, %30 ]
  %41 = mul nsw i64 %38, %6
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !22
  %44 = add nsw i32 %43, %39
  %45 = add nuw nsw i64 %38, 1
  %46 = add i64 %40, 1
  %47 = icmp eq i64 %46, %35
  br i1 %47, label %48, label %37, !llvm.loop !25

48:                                               ; preds = %37, %30
  %49 = phi i32 [ undef, %30 ], [ %44, %37 ]
  %50 = phi i64 [ %31, %30 ], [ %45, %37 ]
  %51 = phi i32 [ %32, %30 ], [ %44, %37 ]
  %52 = icmp ult i64 %34, 3
  br i1 %52, label %53, label %55

53:                                               ; preds = %48, %55, %26, %3
  %54 = phi i32 [ 0, %3 ], [ %28, %26 ], [ %49, %48 ], [ %76, %55 ]
  ret i32 %54

55:                                               ; preds = %48, %55
  %56 = phi i64 [ %77, %55 ], [ %50, %48 ]
  %57 = phi i32 [ %76, %55 ], [ %51, %48 ]
  %58 = mul nsw i64 %56, %6
  %59 = getelementptr inbounds i32, ptr %0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !22
  %61 = add nsw i32 %60, %57
  %62 = add nuw nsw i64 %56, 1
  %63 = mul nsw i64 %62, %6
  %64 = getelementptr inbounds i32, ptr %0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !22
  %66 = add nsw i32 %65, %61
  %67 = add nuw nsw i64 %56, 2
  %68 = mul nsw i64 %67, %6
  %69 = getelementptr inbounds i32, ptr %0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !22
  %71 = add nsw i32 %70, %66
  %72 = add nuw nsw i64 %56, 3
  %73 = mul nsw i64 %72, %6
  %74 = getelementptr inbounds i32, ptr %0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !22
  %76 = add nsw i32 %75, %71
  %77 = add nuw nsw i64 %56, 4
  %78 = icmp eq i64 %77, %7
  br i1 %78, label %53, label %55, !llvm.loop !27
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13, !14}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!13}
!16 = !{!14}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18, !19}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !7, i64 0}
!24 = distinct !{!24, !18, !19, !20}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !18, !19}
