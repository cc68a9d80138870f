; ModuleID = '<stdin>'
source_filename = "math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sqrt_arr(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %20

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
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = getelementptr inbounds float, ptr %7, i32 0
  %wide.load = load <16 x float>, ptr %8, align 4, !tbaa !5
  %9 = call <16 x float> @llvm.sqrt.v16f32(<16 x float> %wide.load)
  %10 = getelementptr inbounds float, ptr %2, i64 %6
  %11 = getelementptr inbounds float, ptr %10, i32 0
  store <16 x float> %9, ptr %11, align 4, !tbaa !5
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
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %5, 8
  %n.vec3 = sub i64 %5, %n.mod.vf2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next7, %vec.epilog.vector.body ]
  %13 = add i64 %index5, 0
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = getelementptr inbounds float, ptr %14, i32 0
  %wide.load6 = load <8 x float>, ptr %15, align 4, !tbaa !5
  %16 = call <8 x float> @llvm.sqrt.v8f32(<8 x float> %wide.load6)
  %17 = getelementptr inbounds float, ptr %2, i64 %13
  %18 = getelementptr inbounds float, ptr %17, i32 0
  store <8 x float> %16, ptr %18, align 4, !tbaa !5
  %index.next7 = add nuw i64 %index5, 8
  %19 = icmp eq i64 %index.next7, %n.vec3
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n4 = icmp eq i64 %5, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %21

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %21
  br label %20

20:                                               ; preds = %.loopexit, %3
  ret void

21:                                               ; preds = %21, %vec.epilog.scalar.ph
  %22 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %27, %21 ]
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = tail call float @llvm.sqrt.f32(float %24)
  %26 = getelementptr inbounds float, ptr %2, i64 %22
  store float %25, ptr %26, align 4, !tbaa !5
  %27 = add nuw nsw i64 %22, 1
  %28 = icmp eq i64 %27, %5
  br i1 %28, label %.loopexit, label %21, !llvm.loop !15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @exp_arr(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %20

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
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = getelementptr inbounds float, ptr %7, i32 0
  %wide.load = load <16 x float>, ptr %8, align 4, !tbaa !5
  %9 = call <16 x float> @llvm.exp.v16f32(<16 x float> %wide.load)
  %10 = getelementptr inbounds float, ptr %2, i64 %6
  %11 = getelementptr inbounds float, ptr %10, i32 0
  store <16 x float> %9, ptr %11, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %5, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %5, 8
  %n.vec3 = sub i64 %5, %n.mod.vf2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next7, %vec.epilog.vector.body ]
  %13 = add i64 %index5, 0
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = getelementptr inbounds float, ptr %14, i32 0
  %wide.load6 = load <8 x float>, ptr %15, align 4, !tbaa !5
  %16 = call <8 x float> @llvm.exp.v8f32(<8 x float> %wide.load6)
  %17 = getelementptr inbounds float, ptr %2, i64 %13
  %18 = getelementptr inbounds float, ptr %17, i32 0
  store <8 x float> %16, ptr %18, align 4, !tbaa !5
  %index.next7 = add nuw i64 %index5, 8
  %19 = icmp eq i64 %index.next7, %n.vec3
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n4 = icmp eq i64 %5, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %21

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %21
  br label %20

20:                                               ; preds = %.loopexit, %3
  ret void

21:                                               ; preds = %21, %vec.epilog.scalar.ph
  %22 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %27, %21 ]
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = tail call float @llvm.exp.f32(float %24)
  %26 = getelementptr inbounds float, ptr %2, i64 %22
  store float %25, ptr %26, align 4, !tbaa !5
  %27 = add nuw nsw i64 %22, 1
  %28 = icmp eq i64 %27, %5
  br i1 %28, label %.loopexit, label %21, !llvm.loop !18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_zero(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %20

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
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = getelementptr inbounds float, ptr %7, i32 0
  %wide.load = load <16 x float>, ptr %8, align 4, !tbaa !5
  %9 = fadd <16 x float> %wide.load, zeroinitializer
  %10 = getelementptr inbounds float, ptr %2, i64 %6
  %11 = getelementptr inbounds float, ptr %10, i32 0
  store <16 x float> %9, ptr %11, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %5, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %5, 8
  %n.vec3 = sub i64 %5, %n.mod.vf2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next7, %vec.epilog.vector.body ]
  %13 = add i64 %index5, 0
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = getelementptr inbounds float, ptr %14, i32 0
  %wide.load6 = load <8 x float>, ptr %15, align 4, !tbaa !5
  %16 = fadd <8 x float> %wide.load6, zeroinitializer
  %17 = getelementptr inbounds float, ptr %2, i64 %13
  %18 = getelementptr inbounds float, ptr %17, i32 0
  store <8 x float> %16, ptr %18, align 4, !tbaa !5
  %index.next7 = add nuw i64 %index5, 8
  %19 = icmp eq i64 %index.next7, %n.vec3
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n4 = icmp eq i64 %5, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %21

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %21
  br label %20

20:                                               ; preds = %.loopexit, %3
  ret void

21:                                               ; preds = %21, %vec.epilog.scalar.ph
  %22 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %27, %21 ]
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = fadd float %24, 0.000000e+00
  %26 = getelementptr inbounds float, ptr %2, i64 %22
  store float %25, ptr %26, align 4, !tbaa !5
  %27 = add nuw nsw i64 %22, 1
  %28 = icmp eq i64 %27, %5
  br i1 %28, label %.loopexit, label %21, !llvm.loop !21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sqrt.v16f32(<16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.exp.v16f32(<16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.exp.v8f32(<8 x float>) #3

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="skylake-avx512" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!14 = distinct !{!14, !10, !11, !12, !13}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10, !11, !12, !13}
!17 = distinct !{!17, !10, !11, !12, !13}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10, !11, !12, !13}
!20 = distinct !{!20, !10, !11, !12, !13}
!21 = distinct !{!21, !10, !11, !12}
