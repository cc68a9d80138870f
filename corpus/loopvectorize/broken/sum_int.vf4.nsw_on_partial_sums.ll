; BROKEN: source=../reduce.ll target=../reduce.vf4.ll function=sum_int
; BUG: the vector add of the sum gets `nsw`: a lane's partial sum can overflow where the sequential sum does not, and the result is poison
; WITNESS: args n=8 buffers a=i32[2147483647,-1,0,0,1,0,0,0]
; ModuleID = '<stdin>'
source_filename = "reduce.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum_int(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
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
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %9, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <4 x i32>, ptr %8, align 4, !tbaa !5
  %9 = add nsw <4 x i32> %wide.load, %vec.phi
  %index.next = add nuw i64 %index, 4
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %11 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %9)
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %4, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %4 ]
  %bc.merge.rdx = phi i32 [ 0, %4 ], [ %11, %middle.block ]
  br label %14

.loopexit:                                        ; preds = %middle.block, %14
  %.lcssa = phi i32 [ %19, %14 ], [ %11, %middle.block ]
  br label %12

12:                                               ; preds = %.loopexit, %2
  %13 = phi i32 [ 0, %2 ], [ %.lcssa, %.loopexit ]
  ret i32 %13

14:                                               ; preds = %14, %scalar.ph
  %15 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %20, %14 ]
  %16 = phi i32 [ %bc.merge.rdx, %scalar.ph ], [ %19, %14 ]
  %17 = getelementptr inbounds i32, ptr %1, i64 %15
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = add nsw i32 %18, %16
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %.loopexit, label %14, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @sum_float(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
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
  %vec.phi = phi <4 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %vector.ph ], [ %9, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = getelementptr inbounds float, ptr %7, i32 0
  %wide.load = load <4 x float>, ptr %8, align 4, !tbaa !15
  %9 = fadd <4 x float> %vec.phi, %wide.load
  %index.next = add nuw i64 %index, 4
  %10 = icmp eq i64 %index.next, %n.vec
  br i1 %10, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %11 = call float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %9)
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
  %18 = load float, ptr %17, align 4, !tbaa !15
  %19 = fadd float %16, %18
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %.loopexit, label %14, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @dot_int(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
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
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds i32, ptr %1, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <4 x i32>, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, ptr %2, i64 %7
  %11 = getelementptr inbounds i32, ptr %10, i32 0
  %wide.load1 = load <4 x i32>, ptr %11, align 4, !tbaa !5
  %12 = mul nsw <4 x i32> %wide.load1, %wide.load
  %13 = add <4 x i32> %12, %vec.phi
  %index.next = add nuw i64 %index, 4
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %15 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %13)
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  %bc.merge.rdx = phi i32 [ 0, %5 ], [ %15, %middle.block ]
  br label %18

.loopexit:                                        ; preds = %middle.block, %18
  %.lcssa = phi i32 [ %26, %18 ], [ %15, %middle.block ]
  br label %16

16:                                               ; preds = %.loopexit, %3
  %17 = phi i32 [ 0, %3 ], [ %.lcssa, %.loopexit ]
  ret i32 %17

18:                                               ; preds = %18, %scalar.ph
  %19 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %27, %18 ]
  %20 = phi i32 [ %bc.merge.rdx, %scalar.ph ], [ %26, %18 ]
  %21 = getelementptr inbounds i32, ptr %1, i64 %19
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = getelementptr inbounds i32, ptr %2, i64 %19
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = mul nsw i32 %24, %22
  %26 = add nsw i32 %25, %20
  %27 = add nuw nsw i64 %19, 1
  %28 = icmp eq i64 %27, %6
  br i1 %28, label %.loopexit, label %18, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @count_above(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %5
  %n.mod.vf = urem i64 %6, 4
  %n.vec = sub i64 %6, %n.mod.vf
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %2, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds i32, ptr %1, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <4 x i32>, ptr %9, align 4, !tbaa !5
  %10 = icmp sgt <4 x i32> %wide.load, %broadcast.splat
  %11 = zext <4 x i1> %10 to <4 x i32>
  %12 = add <4 x i32> %vec.phi, %11
  %index.next = add nuw i64 %index, 4
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %14 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %12)
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  %bc.merge.rdx = phi i32 [ 0, %5 ], [ %14, %middle.block ]
  br label %17

.loopexit:                                        ; preds = %middle.block, %17
  %.lcssa = phi i32 [ %24, %17 ], [ %14, %middle.block ]
  br label %15

15:                                               ; preds = %.loopexit, %3
  %16 = phi i32 [ 0, %3 ], [ %.lcssa, %.loopexit ]
  ret i32 %16

17:                                               ; preds = %17, %scalar.ph
  %18 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %25, %17 ]
  %19 = phi i32 [ %bc.merge.rdx, %scalar.ph ], [ %24, %17 ]
  %20 = getelementptr inbounds i32, ptr %1, i64 %18
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = icmp sgt i32 %21, %2
  %23 = zext i1 %22 to i32
  %24 = add nuw nsw i32 %19, %23
  %25 = add nuw nsw i64 %18, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %.loopexit, label %17, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @sum_long(i64 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i64 %0, 0
  br i1 %3, label %.preheader, label %10

.preheader:                                       ; preds = %2
  %min.iters.check = icmp ult i64 %0, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %.preheader
  %n.mod.vf = urem i64 %0, 4
  %n.vec = sub i64 %0, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <4 x i64> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %4 = add i64 %index, 0
  %5 = getelementptr inbounds i64, ptr %1, i64 %4
  %6 = getelementptr inbounds i64, ptr %5, i32 0
  %wide.load = load <4 x i64>, ptr %6, align 8, !tbaa !23
  %7 = add <4 x i64> %wide.load, %vec.phi
  %index.next = add nuw i64 %index, 4
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %9 = call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %7)
  %cmp.n = icmp eq i64 %0, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %.preheader, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %.preheader ]
  %bc.merge.rdx = phi i64 [ 0, %.preheader ], [ %9, %middle.block ]
  br label %12

.loopexit:                                        ; preds = %middle.block, %12
  %.lcssa = phi i64 [ %17, %12 ], [ %9, %middle.block ]
  br label %10

10:                                               ; preds = %.loopexit, %2
  %11 = phi i64 [ 0, %2 ], [ %.lcssa, %.loopexit ]
  ret i64 %11

12:                                               ; preds = %scalar.ph, %12
  %13 = phi i64 [ %18, %12 ], [ %bc.resume.val, %scalar.ph ]
  %14 = phi i64 [ %17, %12 ], [ %bc.merge.rdx, %scalar.ph ]
  %15 = getelementptr inbounds i64, ptr %1, i64 %13
  %16 = load i64, ptr %15, align 8, !tbaa !23
  %17 = add nsw i64 %16, %14
  %18 = add nuw nsw i64 %13, 1
  %19 = icmp eq i64 %18, %0
  br i1 %19, label %.loopexit, label %12, !llvm.loop !26
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !7, i64 0}
!25 = distinct !{!25, !10, !11, !12, !13}
!26 = distinct !{!26, !10, !11, !12}
