; BROKEN: source=../minmax.ll target=../minmax.haswell.ll function=max_int
; BUG: the vector max reduction starts at 0 instead of INT_MIN: wrong when every a[i] < 0
; WITNESS: args n=8 buffers a=i32[-8..-1]
; ModuleID = '<stdin>'
source_filename = "minmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @max_int(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %12

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %5, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %4
  %n.mod.vf = urem i64 %5, 8
  %n.vec = sub i64 %5, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <8 x i32> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <8 x i32>, ptr %8, align 4, !tbaa !5
  %9 = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %wide.load, <8 x i32> %vec.phi)
  %index.next = add nuw i64 %index, 8
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %11 = call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %9)
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %4, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %4 ]
  %bc.merge.rdx = phi i32 [ -2147483648, %4 ], [ %11, %middle.block ]
  br label %14

.loopexit:                                        ; preds = %middle.block, %14
  %.lcssa = phi i32 [ %19, %14 ], [ %11, %middle.block ]
  br label %12

12:                                               ; preds = %.loopexit, %2
  %13 = phi i32 [ -2147483648, %2 ], [ %.lcssa, %.loopexit ]
  ret i32 %13

14:                                               ; preds = %14, %scalar.ph
  %15 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %20, %14 ]
  %16 = phi i32 [ %bc.merge.rdx, %scalar.ph ], [ %19, %14 ]
  %17 = getelementptr inbounds i32, ptr %1, i64 %15
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = tail call i32 @llvm.smax.i32(i32 %18, i32 %16)
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %.loopexit, label %14, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @min_int(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %12

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %5, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %4
  %n.mod.vf = urem i64 %5, 8
  %n.vec = sub i64 %5, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <8 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %vector.ph ], [ %9, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <8 x i32>, ptr %8, align 4, !tbaa !5
  %9 = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %wide.load, <8 x i32> %vec.phi)
  %index.next = add nuw i64 %index, 8
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %11 = call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %9)
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %4, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %4 ]
  %bc.merge.rdx = phi i32 [ 2147483647, %4 ], [ %11, %middle.block ]
  br label %14

.loopexit:                                        ; preds = %middle.block, %14
  %.lcssa = phi i32 [ %19, %14 ], [ %11, %middle.block ]
  br label %12

12:                                               ; preds = %.loopexit, %2
  %13 = phi i32 [ 2147483647, %2 ], [ %.lcssa, %.loopexit ]
  ret i32 %13

14:                                               ; preds = %14, %scalar.ph
  %15 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %20, %14 ]
  %16 = phi i32 [ %bc.merge.rdx, %scalar.ph ], [ %19, %14 ]
  %17 = getelementptr inbounds i32, ptr %1, i64 %15
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = tail call i32 @llvm.smin.i32(i32 %18, i32 %16)
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %.loopexit, label %14, !llvm.loop !16
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
  %12 = load float, ptr %11, align 4, !tbaa !17
  %13 = tail call float @llvm.maxnum.f32(float %10, float %12)
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %.loopexit, label %8, !llvm.loop !19
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
  %12 = load float, ptr %11, align 4, !tbaa !17
  %13 = tail call float @llvm.minnum.f32(float %10, float %12)
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %.loopexit, label %8, !llvm.loop !20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="haswell" }
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
!14 = distinct !{!14, !10, !11, !12}
!15 = distinct !{!15, !10, !11, !12, !13}
!16 = distinct !{!16, !10, !11, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !7, i64 0}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
