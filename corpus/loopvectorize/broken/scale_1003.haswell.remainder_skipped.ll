; BROKEN: source=../trip.ll target=../trip.haswell.ll function=scale_1003
; BUG: the middle block compares the vector trip count with itself instead of with 1003, so the scalar remainder (a[1000 .. 1002]) never runs
; WITNESS: args s=2.0 buffers a=float[1.5*1003]
; ModuleID = '<stdin>'
source_filename = "trip.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_unsigned(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %14, label %5

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
  %8 = getelementptr inbounds i32, ptr %1, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <8 x i32>, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, ptr %2, i64 %7
  %11 = getelementptr inbounds i32, ptr %10, i32 0
  %wide.load1 = load <8 x i32>, ptr %11, align 4, !tbaa !5
  %12 = add nsw <8 x i32> %wide.load1, %wide.load
  store <8 x i32> %12, ptr %11, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 8
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %15

.loopexit:                                        ; preds = %middle.block, %15
  br label %14

14:                                               ; preds = %.loopexit, %3
  ret void

15:                                               ; preds = %15, %scalar.ph
  %16 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %22, %15 ]
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %2, i64 %16
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = add nsw i32 %20, %18
  store i32 %21, ptr %19, align 4, !tbaa !5
  %22 = add nuw nsw i64 %16, 1
  %23 = icmp eq i64 %22, %6
  br i1 %23, label %.loopexit, label %15, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale_1003(ptr noalias nocapture noundef %0, float noundef %1) local_unnamed_addr #0 {
  br i1 false, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %2
  %broadcast.splatinsert = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %3 = add i64 %index, 0
  %4 = getelementptr inbounds float, ptr %0, i64 %3
  %5 = getelementptr inbounds float, ptr %4, i32 0
  %wide.load = load <8 x float>, ptr %5, align 4, !tbaa !15
  %6 = fmul <8 x float> %wide.load, %broadcast.splat
  store <8 x float> %6, ptr %5, align 4, !tbaa !15
  %index.next = add nuw i64 %index, 8
  %7 = icmp eq i64 %index.next, 1000
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 1000, 1000
  br i1 %cmp.n, label %8, label %scalar.ph

scalar.ph:                                        ; preds = %2, %middle.block
  %bc.resume.val = phi i64 [ 1000, %middle.block ], [ 0, %2 ]
  br label %9

8:                                                ; preds = %middle.block, %9
  ret void

9:                                                ; preds = %9, %scalar.ph
  %10 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %14, %9 ]
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !15
  %13 = fmul float %12, %1
  store float %13, ptr %11, align 4, !tbaa !15
  %14 = add nuw nsw i64 %10, 1
  %15 = icmp eq i64 %14, 1003
  br i1 %15, label %8, label %9, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @inc_long(i64 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i64 %0, 0
  br i1 %3, label %.preheader, label %9

.preheader:                                       ; preds = %2
  %min.iters.check = icmp ult i64 %0, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %.preheader
  %n.mod.vf = urem i64 %0, 4
  %n.vec = sub i64 %0, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = add i64 %index, 0
  %5 = getelementptr inbounds i64, ptr %1, i64 %4
  %6 = getelementptr inbounds i64, ptr %5, i32 0
  %wide.load = load <4 x i64>, ptr %6, align 8, !tbaa !19
  %7 = add nsw <4 x i64> %wide.load, <i64 7, i64 7, i64 7, i64 7>
  store <4 x i64> %7, ptr %6, align 8, !tbaa !19
  %index.next = add nuw i64 %index, 4
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %0, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %.preheader, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %.preheader ]
  br label %10

.loopexit:                                        ; preds = %middle.block, %10
  br label %9

9:                                                ; preds = %.loopexit, %2
  ret void

10:                                               ; preds = %scalar.ph, %10
  %11 = phi i64 [ %15, %10 ], [ %bc.resume.val, %scalar.ph ]
  %12 = getelementptr inbounds i64, ptr %1, i64 %11
  %13 = load i64, ptr %12, align 8, !tbaa !19
  %14 = add nsw i64 %13, 7
  store i64 %14, ptr %12, align 8, !tbaa !19
  %15 = add nuw nsw i64 %11, 1
  %16 = icmp eq i64 %15, %0
  br i1 %16, label %.loopexit, label %10, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_2d(i32 noundef %0, i32 noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %24

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = sext i32 %1 to i64
  %9 = zext i32 %0 to i64
  %10 = zext i32 %1 to i64
  br label %11

11:                                               ; preds = %25, %6
  %12 = phi i64 [ 0, %6 ], [ %26, %25 ]
  br i1 %7, label %13, label %25

13:                                               ; preds = %11
  %14 = mul nsw i64 %12, %8
  %min.iters.check = icmp ult i64 %10, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %13
  %n.mod.vf = urem i64 %10, 8
  %n.vec = sub i64 %10, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %15 = add i64 %index, 0
  %16 = add nsw i64 %15, %14
  %17 = getelementptr inbounds i32, ptr %2, i64 %16
  %18 = getelementptr inbounds i32, ptr %17, i32 0
  %wide.load = load <8 x i32>, ptr %18, align 4, !tbaa !5
  %19 = shl nsw <8 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %20 = getelementptr inbounds i32, ptr %3, i64 %16
  %21 = getelementptr inbounds i32, ptr %20, i32 0
  %wide.load2 = load <8 x i32>, ptr %21, align 4, !tbaa !5
  %22 = add nsw <8 x i32> %wide.load2, %19
  store <8 x i32> %22, ptr %21, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 8
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %10, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %13, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %13 ]
  br label %28

.loopexit1:                                       ; preds = %25
  br label %24

24:                                               ; preds = %.loopexit1, %4
  ret void

.loopexit:                                        ; preds = %middle.block, %28
  br label %25

25:                                               ; preds = %.loopexit, %11
  %26 = add nuw nsw i64 %12, 1
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %.loopexit1, label %11, !llvm.loop !24

28:                                               ; preds = %28, %scalar.ph
  %29 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %37, %28 ]
  %30 = add nsw i64 %29, %14
  %31 = getelementptr inbounds i32, ptr %2, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = shl nsw i32 %32, 1
  %34 = getelementptr inbounds i32, ptr %3, i64 %30
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = add nsw i32 %35, %33
  store i32 %36, ptr %34, align 4, !tbaa !5
  %37 = add nuw nsw i64 %29, 1
  %38 = icmp eq i64 %37, %10
  br i1 %38, label %.loopexit, label %28, !llvm.loop !25
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "tune-cpu"="generic" }

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
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !7, i64 0}
!21 = distinct !{!21, !10, !11, !12, !13}
!22 = distinct !{!22, !10, !11, !12}
!23 = distinct !{!23, !10, !11, !12, !13}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11, !12}
