; BROKEN: source=../saxpy.ll target=../saxpy.vf4.ll function=add_one
; BUG: the runtime alias check takes the vector path when b - a >= 8 bytes instead of 32 bytes: with b = a + 2 elements the vector loads read a[i+2], a[i+3] before the scalar order has stored them
; WITNESS: args n=8 b=@a+8 buffers a=i32[0*10]
; ModuleID = '<stdin>'
source_filename = "saxpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(i32 noundef %0, float noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %7, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.memcheck

vector.memcheck:                                  ; preds = %6
  %8 = shl nuw nsw i64 %7, 2
  %uglygep = getelementptr i8, ptr %3, i64 %8
  %uglygep1 = getelementptr i8, ptr %2, i64 %8
  %bound0 = icmp ult ptr %3, %uglygep1
  %bound1 = icmp ult ptr %2, %uglygep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.mod.vf = urem i64 %7, 4
  %n.vec = sub i64 %7, %n.mod.vf
  %broadcast.splatinsert = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %9 = add i64 %index, 0
  %10 = getelementptr inbounds float, ptr %2, i64 %9
  %11 = getelementptr inbounds float, ptr %10, i32 0
  %wide.load = load <4 x float>, ptr %11, align 4, !tbaa !5, !alias.scope !9
  %12 = getelementptr inbounds float, ptr %3, i64 %9
  %13 = getelementptr inbounds float, ptr %12, i32 0
  %wide.load2 = load <4 x float>, ptr %13, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %14 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %broadcast.splat, <4 x float> %wide.load, <4 x float> %wide.load2)
  store <4 x float> %14, ptr %13, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %index.next = add nuw i64 %index, 4
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %vector.memcheck, %6, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %6 ], [ 0, %vector.memcheck ]
  br label %17

.loopexit:                                        ; preds = %middle.block, %17
  br label %16

16:                                               ; preds = %.loopexit, %4
  ret void

17:                                               ; preds = %17, %scalar.ph
  %18 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %24, %17 ]
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds float, ptr %3, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = tail call float @llvm.fmuladd.f32(float %1, float %20, float %22)
  store float %23, ptr %21, align 4, !tbaa !5
  %24 = add nuw nsw i64 %18, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %.loopexit, label %17, !llvm.loop !19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy_restrict(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %7, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %6
  %n.mod.vf = urem i64 %7, 4
  %n.vec = sub i64 %7, %n.mod.vf
  %broadcast.splatinsert = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %8 = add i64 %index, 0
  %9 = getelementptr inbounds float, ptr %2, i64 %8
  %10 = getelementptr inbounds float, ptr %9, i32 0
  %wide.load = load <4 x float>, ptr %10, align 4, !tbaa !5
  %11 = getelementptr inbounds float, ptr %3, i64 %8
  %12 = getelementptr inbounds float, ptr %11, i32 0
  %wide.load1 = load <4 x float>, ptr %12, align 4, !tbaa !5
  %13 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %broadcast.splat, <4 x float> %wide.load, <4 x float> %wide.load1)
  store <4 x float> %13, ptr %12, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 4
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %6, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %6 ]
  br label %16

.loopexit:                                        ; preds = %middle.block, %16
  br label %15

15:                                               ; preds = %.loopexit, %4
  ret void

16:                                               ; preds = %16, %scalar.ph
  %17 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %23, %16 ]
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds float, ptr %3, i64 %17
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = tail call float @llvm.fmuladd.f32(float %1, float %19, float %21)
  store float %22, ptr %20, align 4, !tbaa !5
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %.loopexit, label %16, !llvm.loop !21
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy_ic4(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %33

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %7, 16
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %6
  %n.mod.vf = urem i64 %7, 16
  %n.vec = sub i64 %7, %n.mod.vf
  %broadcast.splatinsert = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert8 = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat9 = shufflevector <4 x float> %broadcast.splatinsert8, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert10 = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat11 = shufflevector <4 x float> %broadcast.splatinsert10, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert12 = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat13 = shufflevector <4 x float> %broadcast.splatinsert12, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %8 = add i64 %index, 0
  %9 = add i64 %index, 4
  %10 = add i64 %index, 8
  %11 = add i64 %index, 12
  %12 = getelementptr inbounds float, ptr %2, i64 %8
  %13 = getelementptr inbounds float, ptr %2, i64 %9
  %14 = getelementptr inbounds float, ptr %2, i64 %10
  %15 = getelementptr inbounds float, ptr %2, i64 %11
  %16 = getelementptr inbounds float, ptr %12, i32 0
  %wide.load = load <4 x float>, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %12, i32 4
  %wide.load1 = load <4 x float>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %12, i32 8
  %wide.load2 = load <4 x float>, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %12, i32 12
  %wide.load3 = load <4 x float>, ptr %19, align 4, !tbaa !5
  %20 = getelementptr inbounds float, ptr %3, i64 %8
  %21 = getelementptr inbounds float, ptr %3, i64 %9
  %22 = getelementptr inbounds float, ptr %3, i64 %10
  %23 = getelementptr inbounds float, ptr %3, i64 %11
  %24 = getelementptr inbounds float, ptr %20, i32 0
  %wide.load4 = load <4 x float>, ptr %24, align 4, !tbaa !5
  %25 = getelementptr inbounds float, ptr %20, i32 4
  %wide.load5 = load <4 x float>, ptr %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, ptr %20, i32 8
  %wide.load6 = load <4 x float>, ptr %26, align 4, !tbaa !5
  %27 = getelementptr inbounds float, ptr %20, i32 12
  %wide.load7 = load <4 x float>, ptr %27, align 4, !tbaa !5
  %28 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %broadcast.splat, <4 x float> %wide.load, <4 x float> %wide.load4)
  %29 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %broadcast.splat9, <4 x float> %wide.load1, <4 x float> %wide.load5)
  %30 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %broadcast.splat11, <4 x float> %wide.load2, <4 x float> %wide.load6)
  %31 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %broadcast.splat13, <4 x float> %wide.load3, <4 x float> %wide.load7)
  store <4 x float> %28, ptr %24, align 4, !tbaa !5
  store <4 x float> %29, ptr %25, align 4, !tbaa !5
  store <4 x float> %30, ptr %26, align 4, !tbaa !5
  store <4 x float> %31, ptr %27, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %32 = icmp eq i64 %index.next, %n.vec
  br i1 %32, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %6, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %6 ]
  br label %34

.loopexit:                                        ; preds = %middle.block, %34
  br label %33

33:                                               ; preds = %.loopexit, %4
  ret void

34:                                               ; preds = %34, %scalar.ph
  %35 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %41, %34 ]
  %36 = getelementptr inbounds float, ptr %2, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = getelementptr inbounds float, ptr %3, i64 %35
  %39 = load float, ptr %38, align 4, !tbaa !5
  %40 = tail call float @llvm.fmuladd.f32(float %1, float %37, float %39)
  store float %40, ptr %38, align 4, !tbaa !5
  %41 = add nuw nsw i64 %35, 1
  %42 = icmp eq i64 %41, %7
  br i1 %42, label %.loopexit, label %34, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @negscale(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #2 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %37

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %7, 16
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %6
  %n.mod.vf = urem i64 %7, 16
  %n.vec = sub i64 %7, %n.mod.vf
  %broadcast.splatinsert = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat5 = shufflevector <4 x float> %broadcast.splatinsert4, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat7 = shufflevector <4 x float> %broadcast.splatinsert6, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert8 = insertelement <4 x float> poison, float %1, i64 0
  %broadcast.splat9 = shufflevector <4 x float> %broadcast.splatinsert8, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %8 = add i64 %index, 0
  %9 = add i64 %index, 4
  %10 = add i64 %index, 8
  %11 = add i64 %index, 12
  %12 = getelementptr inbounds float, ptr %2, i64 %8
  %13 = getelementptr inbounds float, ptr %2, i64 %9
  %14 = getelementptr inbounds float, ptr %2, i64 %10
  %15 = getelementptr inbounds float, ptr %2, i64 %11
  %16 = getelementptr inbounds float, ptr %12, i32 0
  %wide.load = load <4 x float>, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %12, i32 4
  %wide.load1 = load <4 x float>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %12, i32 8
  %wide.load2 = load <4 x float>, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %12, i32 12
  %wide.load3 = load <4 x float>, ptr %19, align 4, !tbaa !5
  %20 = fneg <4 x float> %wide.load
  %21 = fneg <4 x float> %wide.load1
  %22 = fneg <4 x float> %wide.load2
  %23 = fneg <4 x float> %wide.load3
  %24 = fmul <4 x float> %20, %broadcast.splat
  %25 = fmul <4 x float> %21, %broadcast.splat5
  %26 = fmul <4 x float> %22, %broadcast.splat7
  %27 = fmul <4 x float> %23, %broadcast.splat9
  %28 = getelementptr inbounds float, ptr %3, i64 %8
  %29 = getelementptr inbounds float, ptr %3, i64 %9
  %30 = getelementptr inbounds float, ptr %3, i64 %10
  %31 = getelementptr inbounds float, ptr %3, i64 %11
  %32 = getelementptr inbounds float, ptr %28, i32 0
  store <4 x float> %24, ptr %32, align 4, !tbaa !5
  %33 = getelementptr inbounds float, ptr %28, i32 4
  store <4 x float> %25, ptr %33, align 4, !tbaa !5
  %34 = getelementptr inbounds float, ptr %28, i32 8
  store <4 x float> %26, ptr %34, align 4, !tbaa !5
  %35 = getelementptr inbounds float, ptr %28, i32 12
  store <4 x float> %27, ptr %35, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %36 = icmp eq i64 %index.next, %n.vec
  br i1 %36, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %6, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %6 ]
  br label %38

.loopexit:                                        ; preds = %middle.block, %38
  br label %37

37:                                               ; preds = %.loopexit, %4
  ret void

38:                                               ; preds = %38, %scalar.ph
  %39 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %45, %38 ]
  %40 = getelementptr inbounds float, ptr %2, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !5
  %42 = fneg float %41
  %43 = fmul float %42, %1
  %44 = getelementptr inbounds float, ptr %3, i64 %39
  store float %43, ptr %44, align 4, !tbaa !5
  %45 = add nuw nsw i64 %39, 1
  %46 = icmp eq i64 %45, %7
  br i1 %46, label %.loopexit, label %38, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_one(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = ptrtoint ptr %1 to i64
  %5 = ptrtoint ptr %2 to i64
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %17

7:                                                ; preds = %3
  %8 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %8, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.memcheck

vector.memcheck:                                  ; preds = %7
  %9 = sub i64 %5, %4
  %diff.check = icmp ult i64 %9, 8
  br i1 %diff.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.mod.vf = urem i64 %8, 4
  %n.vec = sub i64 %8, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %10 = add i64 %index, 0
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = getelementptr inbounds i32, ptr %11, i32 0
  %wide.load = load <4 x i32>, ptr %12, align 4, !tbaa !26
  %13 = add nsw <4 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1>
  %14 = getelementptr inbounds i32, ptr %2, i64 %10
  %15 = getelementptr inbounds i32, ptr %14, i32 0
  store <4 x i32> %13, ptr %15, align 4, !tbaa !26
  %index.next = add nuw i64 %index, 4
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %8, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %vector.memcheck, %7, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %7 ], [ 0, %vector.memcheck ]
  br label %18

.loopexit:                                        ; preds = %middle.block, %18
  br label %17

17:                                               ; preds = %.loopexit, %3
  ret void

18:                                               ; preds = %18, %scalar.ph
  %19 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %24, %18 ]
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !26
  %22 = add nsw i32 %21, 1
  %23 = getelementptr inbounds i32, ptr %2, i64 %19
  store i32 %22, ptr %23, align 4, !tbaa !26
  %24 = add nuw nsw i64 %19, 1
  %25 = icmp eq i64 %24, %8
  br i1 %25, label %.loopexit, label %18, !llvm.loop !29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15, !16, !17, !18}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !15, !16, !17}
!20 = distinct !{!20, !15, !16, !17, !18}
!21 = distinct !{!21, !15, !16, !17}
!22 = distinct !{!22, !15, !16, !17, !18}
!23 = distinct !{!23, !15, !16, !18, !17}
!24 = distinct !{!24, !15, !16, !17, !18}
!25 = distinct !{!25, !15, !16, !18, !17}
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !7, i64 0}
!28 = distinct !{!28, !15, !16, !17, !18}
!29 = distinct !{!29, !15, !16, !17}
