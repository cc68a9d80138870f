; BROKEN: source=../access.ll target=../access.haswell.ll function=reverse
; BUG: the shufflevector that reverses the loaded a[n-1-i .. n-8-i] keeps the lanes in memory order (the vector loop runs for n >= 16)
; WITNESS: args n=16 buffers a=i32[1..16] b=i32[0*16]
; ModuleID = '<stdin>'
source_filename = "access.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stride2(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %5
  %n.mod.vf = urem i64 %6, 8
  %n.vec = sub i64 %6, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = add i64 %index, 0
  %8 = shl nuw nsw i64 %7, 1
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = getelementptr inbounds i32, ptr %9, i32 0
  %wide.vec = load <16 x i32>, ptr %10, align 4, !tbaa !5
  %strided.vec = shufflevector <16 x i32> %wide.vec, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec1 = shufflevector <16 x i32> %wide.vec, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %11 = sub nsw <8 x i32> %strided.vec, %strided.vec1
  %12 = getelementptr inbounds i32, ptr %2, i64 %7
  %13 = getelementptr inbounds i32, ptr %12, i32 0
  store <8 x i32> %11, ptr %13, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 8
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %16

.loopexit:                                        ; preds = %middle.block, %16
  br label %15

15:                                               ; preds = %.loopexit, %3
  ret void

16:                                               ; preds = %16, %scalar.ph
  %17 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %26, %16 ]
  %18 = shl nuw nsw i64 %17, 1
  %19 = getelementptr inbounds i32, ptr %1, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = or i64 %18, 1
  %22 = getelementptr inbounds i32, ptr %1, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = sub nsw i32 %20, %23
  %25 = getelementptr inbounds i32, ptr %2, i64 %17
  store i32 %24, ptr %25, align 4, !tbaa !5
  %26 = add nuw nsw i64 %17, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %.loopexit, label %16, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %67

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %7, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %6
  %n.mod.vf = urem i64 %7, 8
  %n.vec = sub i64 %7, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %8 = add i64 %index, 0
  %9 = add i64 %index, 1
  %10 = add i64 %index, 2
  %11 = add i64 %index, 3
  %12 = add i64 %index, 4
  %13 = add i64 %index, 5
  %14 = add i64 %index, 6
  %15 = add i64 %index, 7
  %16 = getelementptr inbounds i32, ptr %2, i64 %8
  %17 = getelementptr inbounds i32, ptr %2, i64 %9
  %18 = getelementptr inbounds i32, ptr %2, i64 %10
  %19 = getelementptr inbounds i32, ptr %2, i64 %11
  %20 = getelementptr inbounds i32, ptr %2, i64 %12
  %21 = getelementptr inbounds i32, ptr %2, i64 %13
  %22 = getelementptr inbounds i32, ptr %2, i64 %14
  %23 = getelementptr inbounds i32, ptr %2, i64 %15
  %24 = load i32, ptr %16, align 4, !tbaa !5
  %25 = load i32, ptr %17, align 4, !tbaa !5
  %26 = load i32, ptr %18, align 4, !tbaa !5
  %27 = load i32, ptr %19, align 4, !tbaa !5
  %28 = load i32, ptr %20, align 4, !tbaa !5
  %29 = load i32, ptr %21, align 4, !tbaa !5
  %30 = load i32, ptr %22, align 4, !tbaa !5
  %31 = load i32, ptr %23, align 4, !tbaa !5
  %32 = sext i32 %24 to i64
  %33 = sext i32 %25 to i64
  %34 = sext i32 %26 to i64
  %35 = sext i32 %27 to i64
  %36 = sext i32 %28 to i64
  %37 = sext i32 %29 to i64
  %38 = sext i32 %30 to i64
  %39 = sext i32 %31 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %32
  %41 = getelementptr inbounds float, ptr %1, i64 %33
  %42 = getelementptr inbounds float, ptr %1, i64 %34
  %43 = getelementptr inbounds float, ptr %1, i64 %35
  %44 = getelementptr inbounds float, ptr %1, i64 %36
  %45 = getelementptr inbounds float, ptr %1, i64 %37
  %46 = getelementptr inbounds float, ptr %1, i64 %38
  %47 = getelementptr inbounds float, ptr %1, i64 %39
  %48 = load float, ptr %40, align 4, !tbaa !15
  %49 = load float, ptr %41, align 4, !tbaa !15
  %50 = load float, ptr %42, align 4, !tbaa !15
  %51 = load float, ptr %43, align 4, !tbaa !15
  %52 = load float, ptr %44, align 4, !tbaa !15
  %53 = load float, ptr %45, align 4, !tbaa !15
  %54 = load float, ptr %46, align 4, !tbaa !15
  %55 = load float, ptr %47, align 4, !tbaa !15
  %56 = insertelement <8 x float> poison, float %48, i32 0
  %57 = insertelement <8 x float> %56, float %49, i32 1
  %58 = insertelement <8 x float> %57, float %50, i32 2
  %59 = insertelement <8 x float> %58, float %51, i32 3
  %60 = insertelement <8 x float> %59, float %52, i32 4
  %61 = insertelement <8 x float> %60, float %53, i32 5
  %62 = insertelement <8 x float> %61, float %54, i32 6
  %63 = insertelement <8 x float> %62, float %55, i32 7
  %64 = getelementptr inbounds float, ptr %3, i64 %8
  %65 = getelementptr inbounds float, ptr %64, i32 0
  store <8 x float> %63, ptr %65, align 4, !tbaa !15
  %index.next = add nuw i64 %index, 8
  %66 = icmp eq i64 %index.next, %n.vec
  br i1 %66, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %6, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %6 ]
  br label %68

.loopexit:                                        ; preds = %middle.block, %68
  br label %67

67:                                               ; preds = %.loopexit, %4
  ret void

68:                                               ; preds = %68, %scalar.ph
  %69 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %76, %68 ]
  %70 = getelementptr inbounds i32, ptr %2, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !15
  %75 = getelementptr inbounds float, ptr %3, i64 %69
  store float %74, ptr %75, align 4, !tbaa !15
  %76 = add nuw nsw i64 %69, 1
  %77 = icmp eq i64 %76, %7
  br i1 %77, label %.loopexit, label %68, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @reverse(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 16
  br i1 %min.iters.check, label %scalar.ph, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %5
  %7 = add nsw i64 %6, -1
  %8 = add i32 %0, -1
  %9 = trunc i64 %7 to i32
  %mul = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 1, i32 %9)
  %mul.result = extractvalue { i32, i1 } %mul, 0
  %mul.overflow = extractvalue { i32, i1 } %mul, 1
  %10 = sub i32 %8, %mul.result
  %11 = icmp sgt i32 %10, %8
  %12 = or i1 %11, %mul.overflow
  %13 = icmp ugt i64 %7, 4294967295
  %14 = or i1 %12, %13
  br i1 %14, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.scevcheck
  %n.mod.vf = urem i64 %6, 8
  %n.vec = sub i64 %6, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %offset.idx = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %15 = trunc i64 %offset.idx to i32
  %16 = add i32 %15, 0
  %17 = add i64 %offset.idx, 0
  %18 = xor i32 %16, -1
  %19 = add i32 %18, %0
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = getelementptr inbounds i32, ptr %21, i32 0
  %23 = getelementptr inbounds i32, ptr %22, i32 -7
  %wide.load = load <8 x i32>, ptr %23, align 4, !tbaa !5
  %reverse = shufflevector <8 x i32> %wide.load, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %24 = getelementptr inbounds i32, ptr %2, i64 %17
  %25 = getelementptr inbounds i32, ptr %24, i32 0
  store <8 x i32> %reverse, ptr %25, align 4, !tbaa !5
  %index.next = add nuw i64 %offset.idx, 8
  %26 = icmp eq i64 %index.next, %n.vec
  br i1 %26, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %vector.scevcheck, %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ], [ 0, %vector.scevcheck ]
  br label %28

.loopexit:                                        ; preds = %middle.block, %28
  br label %27

27:                                               ; preds = %.loopexit, %3
  ret void

28:                                               ; preds = %28, %scalar.ph
  %29 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %37, %28 ]
  %30 = trunc i64 %29 to i32
  %31 = xor i32 %30, -1
  %32 = add i32 %31, %0
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %1, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = getelementptr inbounds i32, ptr %2, i64 %29
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = add nuw nsw i64 %29, 1
  %38 = icmp eq i64 %37, %6
  br i1 %38, label %.loopexit, label %28, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale_stride2(i32 noundef %0, ptr nocapture noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %44

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ule i64 %6, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %5
  %n.mod.vf = urem i64 %6, 8
  %7 = icmp eq i64 %n.mod.vf, 0
  %8 = select i1 %7, i64 8, i64 %n.mod.vf
  %n.vec = sub i64 %6, %8
  %broadcast.splatinsert = insertelement <8 x float> poison, float %2, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %9 = add i64 %index, 0
  %10 = add i64 %index, 1
  %11 = add i64 %index, 2
  %12 = add i64 %index, 3
  %13 = add i64 %index, 4
  %14 = add i64 %index, 5
  %15 = add i64 %index, 6
  %16 = add i64 %index, 7
  %17 = shl nuw nsw i64 %9, 1
  %18 = shl nuw nsw i64 %10, 1
  %19 = shl nuw nsw i64 %11, 1
  %20 = shl nuw nsw i64 %12, 1
  %21 = shl nuw nsw i64 %13, 1
  %22 = shl nuw nsw i64 %14, 1
  %23 = shl nuw nsw i64 %15, 1
  %24 = shl nuw nsw i64 %16, 1
  %25 = getelementptr inbounds float, ptr %1, i64 %17
  %26 = getelementptr inbounds float, ptr %1, i64 %18
  %27 = getelementptr inbounds float, ptr %1, i64 %19
  %28 = getelementptr inbounds float, ptr %1, i64 %20
  %29 = getelementptr inbounds float, ptr %1, i64 %21
  %30 = getelementptr inbounds float, ptr %1, i64 %22
  %31 = getelementptr inbounds float, ptr %1, i64 %23
  %32 = getelementptr inbounds float, ptr %1, i64 %24
  %33 = getelementptr inbounds float, ptr %25, i32 0
  %wide.vec = load <16 x float>, ptr %33, align 4, !tbaa !15
  %strided.vec = shufflevector <16 x float> %wide.vec, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %34 = fmul <8 x float> %strided.vec, %broadcast.splat
  %35 = extractelement <8 x float> %34, i32 0
  store float %35, ptr %25, align 4, !tbaa !15
  %36 = extractelement <8 x float> %34, i32 1
  store float %36, ptr %26, align 4, !tbaa !15
  %37 = extractelement <8 x float> %34, i32 2
  store float %37, ptr %27, align 4, !tbaa !15
  %38 = extractelement <8 x float> %34, i32 3
  store float %38, ptr %28, align 4, !tbaa !15
  %39 = extractelement <8 x float> %34, i32 4
  store float %39, ptr %29, align 4, !tbaa !15
  %40 = extractelement <8 x float> %34, i32 5
  store float %40, ptr %30, align 4, !tbaa !15
  %41 = extractelement <8 x float> %34, i32 6
  store float %41, ptr %31, align 4, !tbaa !15
  %42 = extractelement <8 x float> %34, i32 7
  store float %42, ptr %32, align 4, !tbaa !15
  %index.next = add nuw i64 %index, 8
  %43 = icmp eq i64 %index.next, %n.vec
  br i1 %43, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  br label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %45

.loopexit:                                        ; preds = %45
  br label %44

44:                                               ; preds = %.loopexit, %3
  ret void

45:                                               ; preds = %45, %scalar.ph
  %46 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %51, %45 ]
  %47 = shl nuw nsw i64 %46, 1
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !15
  %50 = fmul float %49, %2
  store float %50, ptr %48, align 4, !tbaa !15
  %51 = add nuw nsw i64 %46, 1
  %52 = icmp eq i64 %51, %6
  br i1 %52, label %.loopexit, label %45, !llvm.loop !22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !10, !11, !12, !13}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !11, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !7, i64 0}
!17 = distinct !{!17, !10, !11, !12, !13}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10, !11, !12, !13}
!20 = distinct !{!20, !10, !11, !12}
!21 = distinct !{!21, !10, !11, !12, !13}
!22 = distinct !{!22, !10, !11, !12}
