; ModuleID = '<stdin>'
source_filename = "convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sat_add_u8(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %21

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
  %9 = getelementptr inbounds i8, ptr %1, i64 %8
  %10 = getelementptr inbounds i8, ptr %9, i32 0
  %wide.load = load <4 x i8>, ptr %10, align 1, !tbaa !5
  %11 = zext <4 x i8> %wide.load to <4 x i32>
  %12 = getelementptr inbounds i8, ptr %2, i64 %8
  %13 = getelementptr inbounds i8, ptr %12, i32 0
  %wide.load1 = load <4 x i8>, ptr %13, align 1, !tbaa !5
  %14 = zext <4 x i8> %wide.load1 to <4 x i32>
  %15 = add nuw nsw <4 x i32> %14, %11
  %16 = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %15, <4 x i32> <i32 255, i32 255, i32 255, i32 255>)
  %17 = trunc <4 x i32> %16 to <4 x i8>
  %18 = getelementptr inbounds i8, ptr %3, i64 %8
  %19 = getelementptr inbounds i8, ptr %18, i32 0
  store <4 x i8> %17, ptr %19, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 4
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %6, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %6 ]
  br label %22

.loopexit:                                        ; preds = %middle.block, %22
  br label %21

21:                                               ; preds = %.loopexit, %4
  ret void

22:                                               ; preds = %22, %scalar.ph
  %23 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %34, %22 ]
  %24 = getelementptr inbounds i8, ptr %1, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !5
  %26 = zext i8 %25 to i32
  %27 = getelementptr inbounds i8, ptr %2, i64 %23
  %28 = load i8, ptr %27, align 1, !tbaa !5
  %29 = zext i8 %28 to i32
  %30 = add nuw nsw i32 %29, %26
  %31 = tail call i32 @llvm.umin.i32(i32 %30, i32 255)
  %32 = trunc i32 %31 to i8
  %33 = getelementptr inbounds i8, ptr %3, i64 %23
  store i8 %32, ptr %33, align 1, !tbaa !5
  %34 = add nuw nsw i64 %23, 1
  %35 = icmp eq i64 %34, %7
  br i1 %35, label %.loopexit, label %22, !llvm.loop !13
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sat_add_s16(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %17

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
  %9 = getelementptr inbounds i16, ptr %1, i64 %8
  %10 = getelementptr inbounds i16, ptr %9, i32 0
  %wide.load = load <4 x i16>, ptr %10, align 2, !tbaa !14
  %11 = getelementptr inbounds i16, ptr %2, i64 %8
  %12 = getelementptr inbounds i16, ptr %11, i32 0
  %wide.load1 = load <4 x i16>, ptr %12, align 2, !tbaa !14
  %13 = call <4 x i16> @llvm.sadd.sat.v4i16(<4 x i16> %wide.load, <4 x i16> %wide.load1)
  %14 = getelementptr inbounds i16, ptr %3, i64 %8
  %15 = getelementptr inbounds i16, ptr %14, i32 0
  store <4 x i16> %13, ptr %15, align 2, !tbaa !14
  %index.next = add nuw i64 %index, 4
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %6, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %6 ]
  br label %18

.loopexit:                                        ; preds = %middle.block, %18
  br label %17

17:                                               ; preds = %.loopexit, %4
  ret void

18:                                               ; preds = %18, %scalar.ph
  %19 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %26, %18 ]
  %20 = getelementptr inbounds i16, ptr %1, i64 %19
  %21 = load i16, ptr %20, align 2, !tbaa !14
  %22 = getelementptr inbounds i16, ptr %2, i64 %19
  %23 = load i16, ptr %22, align 2, !tbaa !14
  %24 = tail call i16 @llvm.sadd.sat.i16(i16 %21, i16 %23)
  %25 = getelementptr inbounds i16, ptr %3, i64 %19
  store i16 %24, ptr %25, align 2, !tbaa !14
  %26 = add nuw nsw i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %.loopexit, label %18, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @widen_char(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #1 {
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
  %8 = getelementptr inbounds i8, ptr %1, i64 %7
  %9 = getelementptr inbounds i8, ptr %8, i32 0
  %wide.load = load <4 x i8>, ptr %9, align 1, !tbaa !5
  %10 = sext <4 x i8> %wide.load to <4 x i16>
  %11 = mul nsw <4 x i16> %10, <i16 3, i16 3, i16 3, i16 3>
  %12 = getelementptr inbounds i16, ptr %2, i64 %7
  %13 = getelementptr inbounds i16, ptr %12, i32 0
  store <4 x i16> %11, ptr %13, align 2, !tbaa !14
  %index.next = add nuw i64 %index, 4
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !18

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
  %17 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %23, %16 ]
  %18 = getelementptr inbounds i8, ptr %1, i64 %17
  %19 = load i8, ptr %18, align 1, !tbaa !5
  %20 = sext i8 %19 to i16
  %21 = mul nsw i16 %20, 3
  %22 = getelementptr inbounds i16, ptr %2, i64 %17
  store i16 %21, ptr %22, align 2, !tbaa !14
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %.loopexit, label %16, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @int_to_float(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #1 {
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
  %8 = getelementptr inbounds i32, ptr %1, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <4 x i32>, ptr %9, align 4, !tbaa !20
  %10 = sitofp <4 x i32> %wide.load to <4 x float>
  %11 = fmul <4 x float> %10, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %12 = getelementptr inbounds float, ptr %2, i64 %7
  %13 = getelementptr inbounds float, ptr %12, i32 0
  store <4 x float> %11, ptr %13, align 4, !tbaa !22
  %index.next = add nuw i64 %index, 4
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !24

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
  %17 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %23, %16 ]
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !20
  %20 = sitofp i32 %19 to float
  %21 = fmul float %20, 5.000000e-01
  %22 = getelementptr inbounds float, ptr %2, i64 %17
  store float %21, ptr %22, align 4, !tbaa !22
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %.loopexit, label %16, !llvm.loop !25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.sadd.sat.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.sadd.sat.v4i16(<4 x i16>, <4 x i16>) #2

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11, !12}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !9, !10, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !6, i64 0}
!16 = distinct !{!16, !9, !10, !11, !12}
!17 = distinct !{!17, !9, !10, !11}
!18 = distinct !{!18, !9, !10, !11, !12}
!19 = distinct !{!19, !9, !10, !11}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !6, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !6, i64 0}
!24 = distinct !{!24, !9, !10, !11, !12}
!25 = distinct !{!25, !9, !10, !11}
