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
  %min.iters.check = icmp ult i64 %6, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %5
  %n.mod.vf = urem i64 %6, 4
  %n.vec = sub i64 %6, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = add i64 %index, 0
  %8 = shl nuw nsw i64 %7, 1
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = getelementptr inbounds i32, ptr %9, i32 0
  %wide.vec = load <8 x i32>, ptr %10, align 4, !tbaa !5
  %strided.vec = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %strided.vec1 = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %11 = sub nsw <4 x i32> %strided.vec, %strided.vec1
  %12 = getelementptr inbounds i32, ptr %2, i64 %7
  %13 = getelementptr inbounds i32, ptr %12, i32 0
  store <4 x i32> %11, ptr %13, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 4
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
  br i1 %5, label %6, label %39

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %7, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %6
  %n.mod.vf = urem i64 %7, 4
  %n.vec = sub i64 %7, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %8 = add i64 %index, 0
  %9 = add i64 %index, 1
  %10 = add i64 %index, 2
  %11 = add i64 %index, 3
  %12 = getelementptr inbounds i32, ptr %2, i64 %8
  %13 = getelementptr inbounds i32, ptr %2, i64 %9
  %14 = getelementptr inbounds i32, ptr %2, i64 %10
  %15 = getelementptr inbounds i32, ptr %2, i64 %11
  %16 = load i32, ptr %12, align 4, !tbaa !5
  %17 = load i32, ptr %13, align 4, !tbaa !5
  %18 = load i32, ptr %14, align 4, !tbaa !5
  %19 = load i32, ptr %15, align 4, !tbaa !5
  %20 = sext i32 %16 to i64
  %21 = sext i32 %17 to i64
  %22 = sext i32 %18 to i64
  %23 = sext i32 %19 to i64
  %24 = getelementptr inbounds float, ptr %1, i64 %20
  %25 = getelementptr inbounds float, ptr %1, i64 %21
  %26 = getelementptr inbounds float, ptr %1, i64 %22
  %27 = getelementptr inbounds float, ptr %1, i64 %23
  %28 = load float, ptr %24, align 4, !tbaa !15
  %29 = load float, ptr %25, align 4, !tbaa !15
  %30 = load float, ptr %26, align 4, !tbaa !15
  %31 = load float, ptr %27, align 4, !tbaa !15
  %32 = insertelement <4 x float> poison, float %28, i32 0
  %33 = insertelement <4 x float> %32, float %29, i32 1
  %34 = insertelement <4 x float> %33, float %30, i32 2
  %35 = insertelement <4 x float> %34, float %31, i32 3
  %36 = getelementptr inbounds float, ptr %3, i64 %8
  %37 = getelementptr inbounds float, ptr %36, i32 0
  store <4 x float> %35, ptr %37, align 4, !tbaa !15
  %index.next = add nuw i64 %index, 4
  %38 = icmp eq i64 %index.next, %n.vec
  br i1 %38, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %6, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %6 ]
  br label %40

.loopexit:                                        ; preds = %middle.block, %40
  br label %39

39:                                               ; preds = %.loopexit, %4
  ret void

40:                                               ; preds = %40, %scalar.ph
  %41 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %48, %40 ]
  %42 = getelementptr inbounds i32, ptr %2, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !15
  %47 = getelementptr inbounds float, ptr %3, i64 %41
  store float %46, ptr %47, align 4, !tbaa !15
  %48 = add nuw nsw i64 %41, 1
  %49 = icmp eq i64 %48, %7
  br i1 %49, label %.loopexit, label %40, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @reverse(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 4
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
  %n.mod.vf = urem i64 %6, 4
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
  %23 = getelementptr inbounds i32, ptr %22, i32 -3
  %wide.load = load <4 x i32>, ptr %23, align 4, !tbaa !5
  %reverse = shufflevector <4 x i32> %wide.load, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %24 = getelementptr inbounds i32, ptr %2, i64 %17
  %25 = getelementptr inbounds i32, ptr %24, i32 0
  store <4 x i32> %reverse, ptr %25, align 4, !tbaa !5
  %index.next = add nuw i64 %offset.idx, 4
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
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ule i64 %6, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %5
  %n.mod.vf = urem i64 %6, 4
  %7 = icmp eq i64 %n.mod.vf, 0
  %8 = select i1 %7, i64 4, i64 %n.mod.vf
  %n.vec = sub i64 %6, %8
  %broadcast.splatinsert = insertelement <4 x float> poison, float %2, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %9 = add i64 %index, 0
  %10 = add i64 %index, 1
  %11 = add i64 %index, 2
  %12 = add i64 %index, 3
  %13 = shl nuw nsw i64 %9, 1
  %14 = shl nuw nsw i64 %10, 1
  %15 = shl nuw nsw i64 %11, 1
  %16 = shl nuw nsw i64 %12, 1
  %17 = getelementptr inbounds float, ptr %1, i64 %13
  %18 = getelementptr inbounds float, ptr %1, i64 %14
  %19 = getelementptr inbounds float, ptr %1, i64 %15
  %20 = getelementptr inbounds float, ptr %1, i64 %16
  %21 = getelementptr inbounds float, ptr %17, i32 0
  %wide.vec = load <8 x float>, ptr %21, align 4, !tbaa !15
  %strided.vec = shufflevector <8 x float> %wide.vec, <8 x float> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %22 = fmul <4 x float> %strided.vec, %broadcast.splat
  %23 = extractelement <4 x float> %22, i32 0
  store float %23, ptr %17, align 4, !tbaa !15
  %24 = extractelement <4 x float> %22, i32 1
  store float %24, ptr %18, align 4, !tbaa !15
  %25 = extractelement <4 x float> %22, i32 2
  store float %25, ptr %19, align 4, !tbaa !15
  %26 = extractelement <4 x float> %22, i32 3
  store float %26, ptr %20, align 4, !tbaa !15
  %index.next = add nuw i64 %index, 4
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  br label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %29

.loopexit:                                        ; preds = %29
  br label %28

28:                                               ; preds = %.loopexit, %3
  ret void

29:                                               ; preds = %29, %scalar.ph
  %30 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %35, %29 ]
  %31 = shl nuw nsw i64 %30, 1
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !15
  %34 = fmul float %33, %2
  store float %34, ptr %32, align 4, !tbaa !15
  %35 = add nuw nsw i64 %30, 1
  %36 = icmp eq i64 %35, %6
  br i1 %36, label %.loopexit, label %29, !llvm.loop !22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
