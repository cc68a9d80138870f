; ModuleID = '<stdin>'
source_filename = "saxpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy(i32 noundef %0, float noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %iter.check, label %22

iter.check:                                       ; preds = %4
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %7 = shl nuw nsw i64 %6, 2
  %uglygep = getelementptr i8, ptr %3, i64 %7
  %uglygep1 = getelementptr i8, ptr %2, i64 %7
  %bound0 = icmp ult ptr %3, %uglygep1
  %bound1 = icmp ult ptr %2, %uglygep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check2 = icmp ult i64 %6, 16
  br i1 %min.iters.check2, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %6, 16
  %n.vec = sub i64 %6, %n.mod.vf
  %broadcast.splatinsert = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %8 = add i64 %index, 0
  %9 = getelementptr inbounds float, ptr %2, i64 %8
  %10 = getelementptr inbounds float, ptr %9, i32 0
  %wide.load = load <16 x float>, ptr %10, align 4, !tbaa !5, !alias.scope !9
  %11 = getelementptr inbounds float, ptr %3, i64 %8
  %12 = getelementptr inbounds float, ptr %11, i32 0
  %wide.load3 = load <16 x float>, ptr %12, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %13 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat, <16 x float> %wide.load, <16 x float> %wide.load3)
  store <16 x float> %13, ptr %12, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %index.next = add nuw i64 %index, 16
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %6, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf4 = urem i64 %6, 8
  %n.vec5 = sub i64 %6, %n.mod.vf4
  %broadcast.splatinsert10 = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat11 = shufflevector <8 x float> %broadcast.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index7 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next12, %vec.epilog.vector.body ]
  %15 = add i64 %index7, 0
  %16 = getelementptr inbounds float, ptr %2, i64 %15
  %17 = getelementptr inbounds float, ptr %16, i32 0
  %wide.load8 = load <8 x float>, ptr %17, align 4, !tbaa !5, !alias.scope !19
  %18 = getelementptr inbounds float, ptr %3, i64 %15
  %19 = getelementptr inbounds float, ptr %18, i32 0
  %wide.load9 = load <8 x float>, ptr %19, align 4, !tbaa !5, !alias.scope !22, !noalias !19
  %20 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %broadcast.splat11, <8 x float> %wide.load8, <8 x float> %wide.load9)
  store <8 x float> %20, ptr %19, align 4, !tbaa !5, !alias.scope !22, !noalias !19
  %index.next12 = add nuw i64 %index7, 8
  %21 = icmp eq i64 %index.next12, %n.vec5
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n6 = icmp eq i64 %6, %n.vec5
  br i1 %cmp.n6, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec5, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.memcheck ], [ 0, %iter.check ]
  br label %23

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %23
  br label %22

22:                                               ; preds = %.loopexit, %4
  ret void

23:                                               ; preds = %23, %vec.epilog.scalar.ph
  %24 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %30, %23 ]
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !5
  %27 = getelementptr inbounds float, ptr %3, i64 %24
  %28 = load float, ptr %27, align 4, !tbaa !5
  %29 = tail call float @llvm.fmuladd.f32(float %1, float %26, float %28)
  store float %29, ptr %27, align 4, !tbaa !5
  %30 = add nuw nsw i64 %24, 1
  %31 = icmp eq i64 %30, %6
  br i1 %31, label %.loopexit, label %23, !llvm.loop !25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy_restrict(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %iter.check, label %21

iter.check:                                       ; preds = %4
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check1 = icmp ult i64 %6, 16
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %6, 16
  %n.vec = sub i64 %6, %n.mod.vf
  %broadcast.splatinsert = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds float, ptr %2, i64 %7
  %9 = getelementptr inbounds float, ptr %8, i32 0
  %wide.load = load <16 x float>, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds float, ptr %3, i64 %7
  %11 = getelementptr inbounds float, ptr %10, i32 0
  %wide.load2 = load <16 x float>, ptr %11, align 4, !tbaa !5
  %12 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat, <16 x float> %wide.load, <16 x float> %wide.load2)
  store <16 x float> %12, ptr %11, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %6, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf3 = urem i64 %6, 8
  %n.vec4 = sub i64 %6, %n.mod.vf3
  %broadcast.splatinsert9 = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat10 = shufflevector <8 x float> %broadcast.splatinsert9, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index6 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next11, %vec.epilog.vector.body ]
  %14 = add i64 %index6, 0
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  %16 = getelementptr inbounds float, ptr %15, i32 0
  %wide.load7 = load <8 x float>, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %3, i64 %14
  %18 = getelementptr inbounds float, ptr %17, i32 0
  %wide.load8 = load <8 x float>, ptr %18, align 4, !tbaa !5
  %19 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %broadcast.splat10, <8 x float> %wide.load7, <8 x float> %wide.load8)
  store <8 x float> %19, ptr %18, align 4, !tbaa !5
  %index.next11 = add nuw i64 %index6, 8
  %20 = icmp eq i64 %index.next11, %n.vec4
  br i1 %20, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n5 = icmp eq i64 %6, %n.vec4
  br i1 %cmp.n5, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec4, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %22

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %22
  br label %21

21:                                               ; preds = %.loopexit, %4
  ret void

22:                                               ; preds = %22, %vec.epilog.scalar.ph
  %23 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %29, %22 ]
  %24 = getelementptr inbounds float, ptr %2, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds float, ptr %3, i64 %23
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = tail call float @llvm.fmuladd.f32(float %1, float %25, float %27)
  store float %28, ptr %26, align 4, !tbaa !5
  %29 = add nuw nsw i64 %23, 1
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %.loopexit, label %22, !llvm.loop !28
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @saxpy_ic4(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %iter.check, label %39

iter.check:                                       ; preds = %4
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check1 = icmp ult i64 %6, 64
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %6, 64
  %n.vec = sub i64 %6, %n.mod.vf
  %broadcast.splatinsert = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert9 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat10 = shufflevector <16 x float> %broadcast.splatinsert9, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert11 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat12 = shufflevector <16 x float> %broadcast.splatinsert11, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert13 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat14 = shufflevector <16 x float> %broadcast.splatinsert13, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = add i64 %index, 0
  %8 = add i64 %index, 16
  %9 = add i64 %index, 32
  %10 = add i64 %index, 48
  %11 = getelementptr inbounds float, ptr %2, i64 %7
  %12 = getelementptr inbounds float, ptr %2, i64 %8
  %13 = getelementptr inbounds float, ptr %2, i64 %9
  %14 = getelementptr inbounds float, ptr %2, i64 %10
  %15 = getelementptr inbounds float, ptr %11, i32 0
  %wide.load = load <16 x float>, ptr %15, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %11, i32 16
  %wide.load2 = load <16 x float>, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %11, i32 32
  %wide.load3 = load <16 x float>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %11, i32 48
  %wide.load4 = load <16 x float>, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %3, i64 %7
  %20 = getelementptr inbounds float, ptr %3, i64 %8
  %21 = getelementptr inbounds float, ptr %3, i64 %9
  %22 = getelementptr inbounds float, ptr %3, i64 %10
  %23 = getelementptr inbounds float, ptr %19, i32 0
  %wide.load5 = load <16 x float>, ptr %23, align 4, !tbaa !5
  %24 = getelementptr inbounds float, ptr %19, i32 16
  %wide.load6 = load <16 x float>, ptr %24, align 4, !tbaa !5
  %25 = getelementptr inbounds float, ptr %19, i32 32
  %wide.load7 = load <16 x float>, ptr %25, align 4, !tbaa !5
  %26 = getelementptr inbounds float, ptr %19, i32 48
  %wide.load8 = load <16 x float>, ptr %26, align 4, !tbaa !5
  %27 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat, <16 x float> %wide.load, <16 x float> %wide.load5)
  %28 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat10, <16 x float> %wide.load2, <16 x float> %wide.load6)
  %29 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat12, <16 x float> %wide.load3, <16 x float> %wide.load7)
  %30 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %broadcast.splat14, <16 x float> %wide.load4, <16 x float> %wide.load8)
  store <16 x float> %27, ptr %23, align 4, !tbaa !5
  store <16 x float> %28, ptr %24, align 4, !tbaa !5
  store <16 x float> %29, ptr %25, align 4, !tbaa !5
  store <16 x float> %30, ptr %26, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !29

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %6, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf15 = urem i64 %6, 8
  %n.vec16 = sub i64 %6, %n.mod.vf15
  %broadcast.splatinsert21 = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat22 = shufflevector <8 x float> %broadcast.splatinsert21, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %32 = add i64 %index18, 0
  %33 = getelementptr inbounds float, ptr %2, i64 %32
  %34 = getelementptr inbounds float, ptr %33, i32 0
  %wide.load19 = load <8 x float>, ptr %34, align 4, !tbaa !5
  %35 = getelementptr inbounds float, ptr %3, i64 %32
  %36 = getelementptr inbounds float, ptr %35, i32 0
  %wide.load20 = load <8 x float>, ptr %36, align 4, !tbaa !5
  %37 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %broadcast.splat22, <8 x float> %wide.load19, <8 x float> %wide.load20)
  store <8 x float> %37, ptr %36, align 4, !tbaa !5
  %index.next23 = add nuw i64 %index18, 8
  %38 = icmp eq i64 %index.next23, %n.vec16
  br i1 %38, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !30

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i64 %6, %n.vec16
  br i1 %cmp.n17, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec16, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %40

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %40
  br label %39

39:                                               ; preds = %.loopexit, %4
  ret void

40:                                               ; preds = %40, %vec.epilog.scalar.ph
  %41 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %47, %40 ]
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = getelementptr inbounds float, ptr %3, i64 %41
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = tail call float @llvm.fmuladd.f32(float %1, float %43, float %45)
  store float %46, ptr %44, align 4, !tbaa !5
  %47 = add nuw nsw i64 %41, 1
  %48 = icmp eq i64 %47, %6
  br i1 %48, label %.loopexit, label %40, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @negscale(i32 noundef %0, float noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #2 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %iter.check, label %44

iter.check:                                       ; preds = %4
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check1 = icmp ult i64 %6, 64
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %6, 64
  %n.vec = sub i64 %6, %n.mod.vf
  %broadcast.splatinsert = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert5 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat6 = shufflevector <16 x float> %broadcast.splatinsert5, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert7 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat8 = shufflevector <16 x float> %broadcast.splatinsert7, <16 x float> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert9 = insertelement <16 x float> poison, float %1, i64 0
  %broadcast.splat10 = shufflevector <16 x float> %broadcast.splatinsert9, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = add i64 %index, 0
  %8 = add i64 %index, 16
  %9 = add i64 %index, 32
  %10 = add i64 %index, 48
  %11 = getelementptr inbounds float, ptr %2, i64 %7
  %12 = getelementptr inbounds float, ptr %2, i64 %8
  %13 = getelementptr inbounds float, ptr %2, i64 %9
  %14 = getelementptr inbounds float, ptr %2, i64 %10
  %15 = getelementptr inbounds float, ptr %11, i32 0
  %wide.load = load <16 x float>, ptr %15, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %11, i32 16
  %wide.load2 = load <16 x float>, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %11, i32 32
  %wide.load3 = load <16 x float>, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds float, ptr %11, i32 48
  %wide.load4 = load <16 x float>, ptr %18, align 4, !tbaa !5
  %19 = fneg <16 x float> %wide.load
  %20 = fneg <16 x float> %wide.load2
  %21 = fneg <16 x float> %wide.load3
  %22 = fneg <16 x float> %wide.load4
  %23 = fmul <16 x float> %19, %broadcast.splat
  %24 = fmul <16 x float> %20, %broadcast.splat6
  %25 = fmul <16 x float> %21, %broadcast.splat8
  %26 = fmul <16 x float> %22, %broadcast.splat10
  %27 = getelementptr inbounds float, ptr %3, i64 %7
  %28 = getelementptr inbounds float, ptr %3, i64 %8
  %29 = getelementptr inbounds float, ptr %3, i64 %9
  %30 = getelementptr inbounds float, ptr %3, i64 %10
  %31 = getelementptr inbounds float, ptr %27, i32 0
  store <16 x float> %23, ptr %31, align 4, !tbaa !5
  %32 = getelementptr inbounds float, ptr %27, i32 16
  store <16 x float> %24, ptr %32, align 4, !tbaa !5
  %33 = getelementptr inbounds float, ptr %27, i32 32
  store <16 x float> %25, ptr %33, align 4, !tbaa !5
  %34 = getelementptr inbounds float, ptr %27, i32 48
  store <16 x float> %26, ptr %34, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 64
  %35 = icmp eq i64 %index.next, %n.vec
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !32

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %6, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf11 = urem i64 %6, 8
  %n.vec12 = sub i64 %6, %n.mod.vf11
  %broadcast.splatinsert16 = insertelement <8 x float> poison, float %1, i64 0
  %broadcast.splat17 = shufflevector <8 x float> %broadcast.splatinsert16, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index14 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %36 = add i64 %index14, 0
  %37 = getelementptr inbounds float, ptr %2, i64 %36
  %38 = getelementptr inbounds float, ptr %37, i32 0
  %wide.load15 = load <8 x float>, ptr %38, align 4, !tbaa !5
  %39 = fneg <8 x float> %wide.load15
  %40 = fmul <8 x float> %39, %broadcast.splat17
  %41 = getelementptr inbounds float, ptr %3, i64 %36
  %42 = getelementptr inbounds float, ptr %41, i32 0
  store <8 x float> %40, ptr %42, align 4, !tbaa !5
  %index.next18 = add nuw i64 %index14, 8
  %43 = icmp eq i64 %index.next18, %n.vec12
  br i1 %43, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !33

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n13 = icmp eq i64 %6, %n.vec12
  br i1 %cmp.n13, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec12, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %45

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %45
  br label %44

44:                                               ; preds = %.loopexit, %4
  ret void

45:                                               ; preds = %45, %vec.epilog.scalar.ph
  %46 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %52, %45 ]
  %47 = getelementptr inbounds float, ptr %2, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !5
  %49 = fneg float %48
  %50 = fmul float %49, %1
  %51 = getelementptr inbounds float, ptr %3, i64 %46
  store float %50, ptr %51, align 4, !tbaa !5
  %52 = add nuw nsw i64 %46, 1
  %53 = icmp eq i64 %52, %6
  br i1 %53, label %.loopexit, label %45, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_one(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = ptrtoint ptr %1 to i64
  %5 = ptrtoint ptr %2 to i64
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %iter.check, label %23

iter.check:                                       ; preds = %3
  %7 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %7, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %8 = sub i64 %5, %4
  %diff.check = icmp ult i64 %8, 256
  br i1 %diff.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check1 = icmp ult i64 %7, 16
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %7, 16
  %n.vec = sub i64 %7, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %9 = add i64 %index, 0
  %10 = getelementptr inbounds i32, ptr %1, i64 %9
  %11 = getelementptr inbounds i32, ptr %10, i32 0
  %wide.load = load <16 x i32>, ptr %11, align 4, !tbaa !35
  %12 = add nsw <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %13 = getelementptr inbounds i32, ptr %2, i64 %9
  %14 = getelementptr inbounds i32, ptr %13, i32 0
  store <16 x i32> %12, ptr %14, align 4, !tbaa !35
  %index.next = add nuw i64 %index, 16
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %7, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %7, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %7, 8
  %n.vec3 = sub i64 %7, %n.mod.vf2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next7, %vec.epilog.vector.body ]
  %16 = add i64 %index5, 0
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = getelementptr inbounds i32, ptr %17, i32 0
  %wide.load6 = load <8 x i32>, ptr %18, align 4, !tbaa !35
  %19 = add nsw <8 x i32> %wide.load6, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %20 = getelementptr inbounds i32, ptr %2, i64 %16
  %21 = getelementptr inbounds i32, ptr %20, i32 0
  store <8 x i32> %19, ptr %21, align 4, !tbaa !35
  %index.next7 = add nuw i64 %index5, 8
  %22 = icmp eq i64 %index.next7, %n.vec3
  br i1 %22, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n4 = icmp eq i64 %7, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.memcheck ], [ 0, %iter.check ]
  br label %24

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %24
  br label %23

23:                                               ; preds = %.loopexit, %3
  ret void

24:                                               ; preds = %24, %vec.epilog.scalar.ph
  %25 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %30, %24 ]
  %26 = getelementptr inbounds i32, ptr %1, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !35
  %28 = add nsw i32 %27, 1
  %29 = getelementptr inbounds i32, ptr %2, i64 %25
  store i32 %28, ptr %29, align 4, !tbaa !35
  %30 = add nuw nsw i64 %25, 1
  %31 = icmp eq i64 %30, %7
  br i1 %31, label %.loopexit, label %24, !llvm.loop !39
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

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
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !15, !16, !17, !18}
!25 = distinct !{!25, !15, !16, !17}
!26 = distinct !{!26, !15, !16, !17, !18}
!27 = distinct !{!27, !15, !16, !17, !18}
!28 = distinct !{!28, !15, !16, !17}
!29 = distinct !{!29, !15, !16, !17, !18}
!30 = distinct !{!30, !15, !16, !17, !18}
!31 = distinct !{!31, !15, !16, !18, !17}
!32 = distinct !{!32, !15, !16, !17, !18}
!33 = distinct !{!33, !15, !16, !17, !18}
!34 = distinct !{!34, !15, !16, !18, !17}
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !7, i64 0}
!37 = distinct !{!37, !15, !16, !17, !18}
!38 = distinct !{!38, !15, !16, !17, !18}
!39 = distinct !{!39, !15, !16, !17}
