; BROKEN: source=../trip.ll target=../trip.avx512.ll function=add_unsigned
; BUG: the vector epilogue resumes at 0 instead of at the main loop's n.vec: b[0 .. n.vec) gets a added twice
; WITNESS: args n=40 buffers a=i32[1*40] b=i32[0*40]
; ModuleID = '<stdin>'
source_filename = "trip.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_unsigned(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %20, label %iter.check

iter.check:                                       ; preds = %3
  %5 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %5, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check1 = icmp ult i64 %5, 16
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %5, 16
  %n.vec = sub i64 %5, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, ptr %2, i64 %6
  %10 = getelementptr inbounds i32, ptr %9, i32 0
  %wide.load2 = load <16 x i32>, ptr %10, align 4, !tbaa !5
  %11 = add nsw <16 x i32> %wide.load2, %wide.load
  store <16 x i32> %11, ptr %10, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %5, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ 0, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf3 = urem i64 %5, 8
  %n.vec4 = sub i64 %5, %n.mod.vf3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index6 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next9, %vec.epilog.vector.body ]
  %13 = add i64 %index6, 0
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = getelementptr inbounds i32, ptr %14, i32 0
  %wide.load7 = load <8 x i32>, ptr %15, align 4, !tbaa !5
  %16 = getelementptr inbounds i32, ptr %2, i64 %13
  %17 = getelementptr inbounds i32, ptr %16, i32 0
  %wide.load8 = load <8 x i32>, ptr %17, align 4, !tbaa !5
  %18 = add nsw <8 x i32> %wide.load8, %wide.load7
  store <8 x i32> %18, ptr %17, align 4, !tbaa !5
  %index.next9 = add nuw i64 %index6, 8
  %19 = icmp eq i64 %index.next9, %n.vec4
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n5 = icmp eq i64 %5, %n.vec4
  br i1 %cmp.n5, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec4, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %21

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %21
  br label %20

20:                                               ; preds = %.loopexit, %3
  ret void

21:                                               ; preds = %21, %vec.epilog.scalar.ph
  %22 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %28, %21 ]
  %23 = getelementptr inbounds i32, ptr %1, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = getelementptr inbounds i32, ptr %2, i64 %22
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = add nsw i32 %26, %24
  store i32 %27, ptr %25, align 4, !tbaa !5
  %28 = add nuw nsw i64 %22, 1
  %29 = icmp eq i64 %28, %5
  br i1 %29, label %.loopexit, label %21, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale_1003(ptr noalias nocapture noundef %0, float noundef %1) local_unnamed_addr #0 {
iter.check:
  br i1 false, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 false, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = add i64 %index, 0
  %3 = getelementptr inbounds float, ptr %0, i64 %2
  %4 = getelementptr inbounds float, ptr %3, i32 0
  %wide.load = load <16 x float>, ptr %4, align 4, !tbaa !16
  %5 = fmul <16 x float> %wide.load, %broadcast.splat
  store <16 x float> %5, ptr %4, align 4, !tbaa !16
  %index.next = add nuw i64 %index, 16
  %6 = icmp eq i64 %index.next, 992
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 1003, 992
  br i1 %cmp.n, label %12, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 false, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ 992, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index2 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next6, %vec.epilog.vector.body ]
  %7 = add i64 %index2, 0
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = getelementptr inbounds float, ptr %8, i32 0
  %wide.load3 = load <8 x float>, ptr %9, align 4, !tbaa !16
  %10 = fmul <8 x float> %wide.load3, %broadcast.splat5
  store <8 x float> %10, ptr %9, align 4, !tbaa !16
  %index.next6 = add nuw i64 %index2, 8
  %11 = icmp eq i64 %index.next6, 1000
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n1 = icmp eq i64 1003, 1000
  br i1 %cmp.n1, label %12, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ 1000, %vec.epilog.middle.block ], [ 992, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %13

12:                                               ; preds = %vec.epilog.middle.block, %middle.block, %13
  ret void

13:                                               ; preds = %13, %vec.epilog.scalar.ph
  %14 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %18, %13 ]
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !16
  %17 = fmul float %16, %1
  store float %17, ptr %15, align 4, !tbaa !16
  %18 = add nuw nsw i64 %14, 1
  %19 = icmp eq i64 %18, 1003
  br i1 %19, label %12, label %13, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @inc_long(i64 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i64 %0, 0
  br i1 %3, label %.preheader, label %9

.preheader:                                       ; preds = %2
  %min.iters.check = icmp ult i64 %0, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %.preheader
  %n.mod.vf = urem i64 %0, 8
  %n.vec = sub i64 %0, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = add i64 %index, 0
  %5 = getelementptr inbounds i64, ptr %1, i64 %4
  %6 = getelementptr inbounds i64, ptr %5, i32 0
  %wide.load = load <8 x i64>, ptr %6, align 8, !tbaa !21
  %7 = add nsw <8 x i64> %wide.load, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>
  store <8 x i64> %7, ptr %6, align 8, !tbaa !21
  %index.next = add nuw i64 %index, 8
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !23

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
  %13 = load i64, ptr %12, align 8, !tbaa !21
  %14 = add nsw i64 %13, 7
  store i64 %14, ptr %12, align 8, !tbaa !21
  %15 = add nuw nsw i64 %11, 1
  %16 = icmp eq i64 %15, %0
  br i1 %16, label %.loopexit, label %10, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_2d(i32 noundef %0, i32 noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %32

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = sext i32 %1 to i64
  %9 = zext i32 %0 to i64
  %10 = zext i32 %1 to i64
  br label %11

11:                                               ; preds = %33, %6
  %12 = phi i64 [ 0, %6 ], [ %34, %33 ]
  br i1 %7, label %iter.check, label %33

iter.check:                                       ; preds = %11
  %13 = mul nsw i64 %12, %8
  %min.iters.check = icmp ult i64 %10, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check2 = icmp ult i64 %10, 16
  br i1 %min.iters.check2, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %10, 16
  %n.vec = sub i64 %10, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %14 = add i64 %index, 0
  %15 = add nsw i64 %14, %13
  %16 = getelementptr inbounds i32, ptr %2, i64 %15
  %17 = getelementptr inbounds i32, ptr %16, i32 0
  %wide.load = load <16 x i32>, ptr %17, align 4, !tbaa !5
  %18 = shl nsw <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %19 = getelementptr inbounds i32, ptr %3, i64 %15
  %20 = getelementptr inbounds i32, ptr %19, i32 0
  %wide.load3 = load <16 x i32>, ptr %20, align 4, !tbaa !5
  %21 = add nsw <16 x i32> %wide.load3, %18
  store <16 x i32> %21, ptr %20, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %22 = icmp eq i64 %index.next, %n.vec
  br i1 %22, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %10, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %10, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf4 = urem i64 %10, 8
  %n.vec5 = sub i64 %10, %n.mod.vf4
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index7 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next10, %vec.epilog.vector.body ]
  %23 = add i64 %index7, 0
  %24 = add nsw i64 %23, %13
  %25 = getelementptr inbounds i32, ptr %2, i64 %24
  %26 = getelementptr inbounds i32, ptr %25, i32 0
  %wide.load8 = load <8 x i32>, ptr %26, align 4, !tbaa !5
  %27 = shl nsw <8 x i32> %wide.load8, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %28 = getelementptr inbounds i32, ptr %3, i64 %24
  %29 = getelementptr inbounds i32, ptr %28, i32 0
  %wide.load9 = load <8 x i32>, ptr %29, align 4, !tbaa !5
  %30 = add nsw <8 x i32> %wide.load9, %27
  store <8 x i32> %30, ptr %29, align 4, !tbaa !5
  %index.next10 = add nuw i64 %index7, 8
  %31 = icmp eq i64 %index.next10, %n.vec5
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n6 = icmp eq i64 %10, %n.vec5
  br i1 %cmp.n6, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec5, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %36

.loopexit1:                                       ; preds = %33
  br label %32

32:                                               ; preds = %.loopexit1, %4
  ret void

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %36
  br label %33

33:                                               ; preds = %.loopexit, %11
  %34 = add nuw nsw i64 %12, 1
  %35 = icmp eq i64 %34, %9
  br i1 %35, label %.loopexit1, label %11, !llvm.loop !27

36:                                               ; preds = %36, %vec.epilog.scalar.ph
  %37 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %45, %36 ]
  %38 = add nsw i64 %37, %13
  %39 = getelementptr inbounds i32, ptr %2, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = shl nsw i32 %40, 1
  %42 = getelementptr inbounds i32, ptr %3, i64 %38
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = add nsw i32 %43, %41
  store i32 %44, ptr %42, align 4, !tbaa !5
  %45 = add nuw nsw i64 %37, 1
  %46 = icmp eq i64 %45, %10
  br i1 %46, label %.loopexit, label %36, !llvm.loop !28
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" }

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
!14 = distinct !{!14, !10, !11, !12, !13}
!15 = distinct !{!15, !10, !11, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = distinct !{!18, !10, !11, !12, !13}
!19 = distinct !{!19, !10, !11, !12, !13}
!20 = distinct !{!20, !10, !11, !12}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !7, i64 0}
!23 = distinct !{!23, !10, !11, !12, !13}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !11, !12, !13}
!26 = distinct !{!26, !10, !11, !12, !13}
!27 = distinct !{!27, !10, !11}
!28 = distinct !{!28, !10, !11, !12}
