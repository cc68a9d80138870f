; ModuleID = '<stdin>'
source_filename = "fast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @sum_float_fast(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %12

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %5, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %4
  %n.mod.vf = urem i64 %5, 4
  %n.vec = sub i64 %5, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x float> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = getelementptr inbounds float, ptr %7, i32 0
  %wide.load = load <4 x float>, ptr %8, align 4, !tbaa !5
  %9 = fadd fast <4 x float> %wide.load, %vec.phi
  %index.next = add nuw i64 %index, 4
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %11 = call fast float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %9)
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %4, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %4 ]
  %bc.merge.rdx = phi float [ 0.000000e+00, %4 ], [ %11, %middle.block ]
  br label %14

.loopexit:                                        ; preds = %middle.block, %14
  %.lcssa = phi float [ %19, %14 ], [ %11, %middle.block ]
  br label %12

12:                                               ; preds = %.loopexit, %2
  %13 = phi float [ 0.000000e+00, %2 ], [ %.lcssa, %.loopexit ]
  ret float %13

14:                                               ; preds = %14, %scalar.ph
  %15 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %20, %14 ]
  %16 = phi float [ %bc.merge.rdx, %scalar.ph ], [ %19, %14 ]
  %17 = getelementptr inbounds float, ptr %1, i64 %15
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = fadd fast float %18, %16
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %.loopexit, label %14, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @dot_float_fast(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %16

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
  %vec.phi = phi <4 x float> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = getelementptr inbounds float, ptr %8, i32 0
  %wide.load = load <4 x float>, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, ptr %2, i64 %7
  %11 = getelementptr inbounds float, ptr %10, i32 0
  %wide.load1 = load <4 x float>, ptr %11, align 4, !tbaa !5
  %12 = fmul fast <4 x float> %wide.load1, %wide.load
  %13 = fadd fast <4 x float> %12, %vec.phi
  %index.next = add nuw i64 %index, 4
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %15 = call fast float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %13)
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  %bc.merge.rdx = phi float [ 0.000000e+00, %5 ], [ %15, %middle.block ]
  br label %18

.loopexit:                                        ; preds = %middle.block, %18
  %.lcssa = phi float [ %26, %18 ], [ %15, %middle.block ]
  br label %16

16:                                               ; preds = %.loopexit, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %.lcssa, %.loopexit ]
  ret float %17

18:                                               ; preds = %18, %scalar.ph
  %19 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %27, %18 ]
  %20 = phi float [ %bc.merge.rdx, %scalar.ph ], [ %26, %18 ]
  %21 = getelementptr inbounds float, ptr %1, i64 %19
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = getelementptr inbounds float, ptr %2, i64 %19
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = fmul fast float %24, %22
  %26 = fadd fast float %25, %20
  %27 = add nuw nsw i64 %19, 1
  %28 = icmp eq i64 %27, %6
  br i1 %28, label %.loopexit, label %18, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @max_float_fast(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %12

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %5, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %4
  %n.mod.vf = urem i64 %5, 4
  %n.vec = sub i64 %5, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x float> [ <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, %vector.ph ], [ %9, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = getelementptr inbounds float, ptr %7, i32 0
  %wide.load = load <4 x float>, ptr %8, align 4, !tbaa !5
  %9 = call fast <4 x float> @llvm.maxnum.v4f32(<4 x float> %wide.load, <4 x float> %vec.phi)
  %index.next = add nuw i64 %index, 4
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %11 = call fast float @llvm.vector.reduce.fmax.v4f32(<4 x float> %9)
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %4, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %4 ]
  %bc.merge.rdx = phi float [ 0xFFF0000000000000, %4 ], [ %11, %middle.block ]
  br label %14

.loopexit:                                        ; preds = %middle.block, %14
  %.lcssa = phi float [ %19, %14 ], [ %11, %middle.block ]
  br label %12

12:                                               ; preds = %.loopexit, %2
  %13 = phi float [ 0xFFF0000000000000, %2 ], [ %.lcssa, %.loopexit ]
  ret float %13

14:                                               ; preds = %14, %scalar.ph
  %15 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %20, %14 ]
  %16 = phi float [ %bc.merge.rdx, %scalar.ph ], [ %19, %14 ]
  %17 = getelementptr inbounds float, ptr %1, i64 %15
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = tail call fast float @llvm.maxnum.f32(float %18, float %16)
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %.loopexit, label %14, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @min_float_fast(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %12

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %5, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %4
  %n.mod.vf = urem i64 %5, 4
  %n.vec = sub i64 %5, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x float> [ <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>, %vector.ph ], [ %9, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = getelementptr inbounds float, ptr %7, i32 0
  %wide.load = load <4 x float>, ptr %8, align 4, !tbaa !5
  %9 = call fast <4 x float> @llvm.minnum.v4f32(<4 x float> %wide.load, <4 x float> %vec.phi)
  %index.next = add nuw i64 %index, 4
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %11 = call fast float @llvm.vector.reduce.fmin.v4f32(<4 x float> %9)
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %4, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %4 ]
  %bc.merge.rdx = phi float [ 0x7FF0000000000000, %4 ], [ %11, %middle.block ]
  br label %14

.loopexit:                                        ; preds = %middle.block, %14
  %.lcssa = phi float [ %19, %14 ], [ %11, %middle.block ]
  br label %12

12:                                               ; preds = %.loopexit, %2
  %13 = phi float [ 0x7FF0000000000000, %2 ], [ %.lcssa, %.loopexit ]
  ret float %13

14:                                               ; preds = %14, %scalar.ph
  %15 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %20, %14 ]
  %16 = phi float [ %bc.merge.rdx, %scalar.ph ], [ %19, %14 ]
  %17 = getelementptr inbounds float, ptr %1, i64 %15
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = tail call fast float @llvm.minnum.f32(float %18, float %16)
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %.loopexit, label %14, !llvm.loop !20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" "unsafe-fp-math"="true" }
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
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12, !13}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10, !11, !12}
!15 = distinct !{!15, !10, !11, !12, !13}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !11, !12, !13}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10, !11, !12, !13}
!20 = distinct !{!20, !10, !11, !12}
