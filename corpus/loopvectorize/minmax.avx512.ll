; ModuleID = '<stdin>'
source_filename = "minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @max_int(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %iter.check, label %17

iter.check:                                       ; preds = %2
  %4 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %4, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check1 = icmp ult i64 %4, 16
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %4, 16
  %n.vec = sub i64 %4, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, %vector.ph ], [ %8, %vector.body ]
  %5 = add i64 %index, 0
  %6 = getelementptr inbounds i32, ptr %1, i64 %5
  %7 = getelementptr inbounds i32, ptr %6, i32 0
  %wide.load = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %wide.load, <16 x i32> %vec.phi)
  %index.next = add nuw i64 %index, 16
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %10 = call i32 @llvm.vector.reduce.smax.v16i32(<16 x i32> %8)
  %cmp.n = icmp eq i64 %4, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %4, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ -2147483648, %vector.main.loop.iter.check ], [ %10, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %4, 8
  %n.vec3 = sub i64 %4, %n.mod.vf2
  %minmax.ident.splatinsert = insertelement <8 x i32> poison, i32 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x i32> %minmax.ident.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next8, %vec.epilog.vector.body ]
  %vec.phi6 = phi <8 x i32> [ %minmax.ident.splat, %vec.epilog.ph ], [ %14, %vec.epilog.vector.body ]
  %11 = add i64 %index5, 0
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = getelementptr inbounds i32, ptr %12, i32 0
  %wide.load7 = load <8 x i32>, ptr %13, align 4, !tbaa !5
  %14 = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %wide.load7, <8 x i32> %vec.phi6)
  %index.next8 = add nuw i64 %index5, 8
  %15 = icmp eq i64 %index.next8, %n.vec3
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %16 = call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %14)
  %cmp.n4 = icmp eq i64 %4, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  %bc.merge.rdx9 = phi i32 [ -2147483648, %iter.check ], [ %10, %vec.epilog.iter.check ], [ %16, %vec.epilog.middle.block ]
  br label %19

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %19
  %.lcssa = phi i32 [ %24, %19 ], [ %10, %middle.block ], [ %16, %vec.epilog.middle.block ]
  br label %17

17:                                               ; preds = %.loopexit, %2
  %18 = phi i32 [ -2147483648, %2 ], [ %.lcssa, %.loopexit ]
  ret i32 %18

19:                                               ; preds = %19, %vec.epilog.scalar.ph
  %20 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %25, %19 ]
  %21 = phi i32 [ %bc.merge.rdx9, %vec.epilog.scalar.ph ], [ %24, %19 ]
  %22 = getelementptr inbounds i32, ptr %1, i64 %20
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = tail call i32 @llvm.smax.i32(i32 %23, i32 %21)
  %25 = add nuw nsw i64 %20, 1
  %26 = icmp eq i64 %25, %4
  br i1 %26, label %.loopexit, label %19, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @min_int(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %iter.check, label %17

iter.check:                                       ; preds = %2
  %4 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %4, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check1 = icmp ult i64 %4, 16
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %4, 16
  %n.vec = sub i64 %4, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %8, %vector.body ]
  %5 = add i64 %index, 0
  %6 = getelementptr inbounds i32, ptr %1, i64 %5
  %7 = getelementptr inbounds i32, ptr %6, i32 0
  %wide.load = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load, <16 x i32> %vec.phi)
  %index.next = add nuw i64 %index, 16
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %10 = call i32 @llvm.vector.reduce.smin.v16i32(<16 x i32> %8)
  %cmp.n = icmp eq i64 %4, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %4, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 2147483647, %vector.main.loop.iter.check ], [ %10, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %4, 8
  %n.vec3 = sub i64 %4, %n.mod.vf2
  %minmax.ident.splatinsert = insertelement <8 x i32> poison, i32 %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x i32> %minmax.ident.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next8, %vec.epilog.vector.body ]
  %vec.phi6 = phi <8 x i32> [ %minmax.ident.splat, %vec.epilog.ph ], [ %14, %vec.epilog.vector.body ]
  %11 = add i64 %index5, 0
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = getelementptr inbounds i32, ptr %12, i32 0
  %wide.load7 = load <8 x i32>, ptr %13, align 4, !tbaa !5
  %14 = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %wide.load7, <8 x i32> %vec.phi6)
  %index.next8 = add nuw i64 %index5, 8
  %15 = icmp eq i64 %index.next8, %n.vec3
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %16 = call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %14)
  %cmp.n4 = icmp eq i64 %4, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  %bc.merge.rdx9 = phi i32 [ 2147483647, %iter.check ], [ %10, %vec.epilog.iter.check ], [ %16, %vec.epilog.middle.block ]
  br label %19

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %19
  %.lcssa = phi i32 [ %24, %19 ], [ %10, %middle.block ], [ %16, %vec.epilog.middle.block ]
  br label %17

17:                                               ; preds = %.loopexit, %2
  %18 = phi i32 [ 2147483647, %2 ], [ %.lcssa, %.loopexit ]
  ret i32 %18

19:                                               ; preds = %19, %vec.epilog.scalar.ph
  %20 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %25, %19 ]
  %21 = phi i32 [ %bc.merge.rdx9, %vec.epilog.scalar.ph ], [ %24, %19 ]
  %22 = getelementptr inbounds i32, ptr %1, i64 %20
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 %21)
  %25 = add nuw nsw i64 %20, 1
  %26 = icmp eq i64 %25, %4
  br i1 %26, label %.loopexit, label %19, !llvm.loop !18
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local float @max_float(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

.loopexit:                                        ; preds = %8
  %.lcssa = phi float [ %13, %8 ]
  br label %6

6:                                                ; preds = %.loopexit, %2
  %7 = phi float [ 0xFFF0000000000000, %2 ], [ %.lcssa, %.loopexit ]
  ret float %7

8:                                                ; preds = %8, %4
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi float [ 0xFFF0000000000000, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds float, ptr %1, i64 %9
  %12 = load float, ptr %11, align 4, !tbaa !19
  %13 = tail call float @llvm.maxnum.f32(float %10, float %12)
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %.loopexit, label %8, !llvm.loop !21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local float @min_float(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

.loopexit:                                        ; preds = %8
  %.lcssa = phi float [ %13, %8 ]
  br label %6

6:                                                ; preds = %.loopexit, %2
  %7 = phi float [ 0x7FF0000000000000, %2 ], [ %.lcssa, %.loopexit ]
  ret float %7

8:                                                ; preds = %8, %4
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi float [ 0x7FF0000000000000, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds float, ptr %1, i64 %9
  %12 = load float, ptr %11, align 4, !tbaa !19
  %13 = tail call float @llvm.minnum.f32(float %10, float %12)
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %.loopexit, label %8, !llvm.loop !22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="skylake-avx512" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!16 = distinct !{!16, !10, !11, !12, !13}
!17 = distinct !{!17, !10, !11, !12, !13}
!18 = distinct !{!18, !10, !11, !12}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !7, i64 0}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
