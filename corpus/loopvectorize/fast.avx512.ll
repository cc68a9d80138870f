; ModuleID = '<stdin>'
source_filename = "fast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @sum_float_fast(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %iter.check, label %18

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
  %vec.phi = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %5 = add i64 %index, 0
  %6 = getelementptr inbounds float, ptr %1, i64 %5
  %7 = getelementptr inbounds float, ptr %6, i32 0
  %wide.load = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = fadd fast <16 x float> %wide.load, %vec.phi
  %index.next = add nuw i64 %index, 16
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %10 = call fast float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %8)
  %cmp.n = icmp eq i64 %4, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %4, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0.000000e+00, %vector.main.loop.iter.check ], [ %10, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %4, 8
  %n.vec3 = sub i64 %4, %n.mod.vf2
  %11 = insertelement <8 x float> zeroinitializer, float %bc.merge.rdx, i32 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next8, %vec.epilog.vector.body ]
  %vec.phi6 = phi <8 x float> [ %11, %vec.epilog.ph ], [ %15, %vec.epilog.vector.body ]
  %12 = add i64 %index5, 0
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = getelementptr inbounds float, ptr %13, i32 0
  %wide.load7 = load <8 x float>, ptr %14, align 4, !tbaa !5
  %15 = fadd fast <8 x float> %wide.load7, %vec.phi6
  %index.next8 = add nuw i64 %index5, 8
  %16 = icmp eq i64 %index.next8, %n.vec3
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %17 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %15)
  %cmp.n4 = icmp eq i64 %4, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  %bc.merge.rdx9 = phi float [ 0.000000e+00, %iter.check ], [ %10, %vec.epilog.iter.check ], [ %17, %vec.epilog.middle.block ]
  br label %20

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %20
  %.lcssa = phi float [ %25, %20 ], [ %10, %middle.block ], [ %17, %vec.epilog.middle.block ]
  br label %18

18:                                               ; preds = %.loopexit, %2
  %19 = phi float [ 0.000000e+00, %2 ], [ %.lcssa, %.loopexit ]
  ret float %19

20:                                               ; preds = %20, %vec.epilog.scalar.ph
  %21 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %26, %20 ]
  %22 = phi float [ %bc.merge.rdx9, %vec.epilog.scalar.ph ], [ %25, %20 ]
  %23 = getelementptr inbounds float, ptr %1, i64 %21
  %24 = load float, ptr %23, align 4, !tbaa !5
  %25 = fadd fast float %24, %22
  %26 = add nuw nsw i64 %21, 1
  %27 = icmp eq i64 %26, %4
  br i1 %27, label %.loopexit, label %20, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @dot_float_fast(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %25

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
  %vec.phi = phi <16 x float> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = getelementptr inbounds float, ptr %7, i32 0
  %wide.load = load <16 x float>, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds float, ptr %2, i64 %6
  %10 = getelementptr inbounds float, ptr %9, i32 0
  %wide.load2 = load <16 x float>, ptr %10, align 4, !tbaa !5
  %11 = fmul fast <16 x float> %wide.load2, %wide.load
  %12 = fadd fast <16 x float> %11, %vec.phi
  %index.next = add nuw i64 %index, 16
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %14 = call fast float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %12)
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %5, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0.000000e+00, %vector.main.loop.iter.check ], [ %14, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf3 = urem i64 %5, 8
  %n.vec4 = sub i64 %5, %n.mod.vf3
  %15 = insertelement <8 x float> zeroinitializer, float %bc.merge.rdx, i32 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index6 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next10, %vec.epilog.vector.body ]
  %vec.phi7 = phi <8 x float> [ %15, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %16 = add i64 %index6, 0
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = getelementptr inbounds float, ptr %17, i32 0
  %wide.load8 = load <8 x float>, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds float, ptr %2, i64 %16
  %20 = getelementptr inbounds float, ptr %19, i32 0
  %wide.load9 = load <8 x float>, ptr %20, align 4, !tbaa !5
  %21 = fmul fast <8 x float> %wide.load9, %wide.load8
  %22 = fadd fast <8 x float> %21, %vec.phi7
  %index.next10 = add nuw i64 %index6, 8
  %23 = icmp eq i64 %index.next10, %n.vec4
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = call fast float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %22)
  %cmp.n5 = icmp eq i64 %5, %n.vec4
  br i1 %cmp.n5, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec4, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  %bc.merge.rdx11 = phi float [ 0.000000e+00, %iter.check ], [ %14, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  br label %27

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %27
  %.lcssa = phi float [ %35, %27 ], [ %14, %middle.block ], [ %24, %vec.epilog.middle.block ]
  br label %25

25:                                               ; preds = %.loopexit, %3
  %26 = phi float [ 0.000000e+00, %3 ], [ %.lcssa, %.loopexit ]
  ret float %26

27:                                               ; preds = %27, %vec.epilog.scalar.ph
  %28 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %36, %27 ]
  %29 = phi float [ %bc.merge.rdx11, %vec.epilog.scalar.ph ], [ %35, %27 ]
  %30 = getelementptr inbounds float, ptr %1, i64 %28
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds float, ptr %2, i64 %28
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = fmul fast float %33, %31
  %35 = fadd fast float %34, %29
  %36 = add nuw nsw i64 %28, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %.loopexit, label %27, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @max_float_fast(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x float> [ <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, %vector.ph ], [ %8, %vector.body ]
  %5 = add i64 %index, 0
  %6 = getelementptr inbounds float, ptr %1, i64 %5
  %7 = getelementptr inbounds float, ptr %6, i32 0
  %wide.load = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = call fast <16 x float> @llvm.maxnum.v16f32(<16 x float> %wide.load, <16 x float> %vec.phi)
  %index.next = add nuw i64 %index, 16
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %10 = call fast float @llvm.vector.reduce.fmax.v16f32(<16 x float> %8)
  %cmp.n = icmp eq i64 %4, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %4, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0xFFF0000000000000, %vector.main.loop.iter.check ], [ %10, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %4, 8
  %n.vec3 = sub i64 %4, %n.mod.vf2
  %minmax.ident.splatinsert = insertelement <8 x float> poison, float %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x float> %minmax.ident.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next8, %vec.epilog.vector.body ]
  %vec.phi6 = phi <8 x float> [ %minmax.ident.splat, %vec.epilog.ph ], [ %14, %vec.epilog.vector.body ]
  %11 = add i64 %index5, 0
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = getelementptr inbounds float, ptr %12, i32 0
  %wide.load7 = load <8 x float>, ptr %13, align 4, !tbaa !5
  %14 = call fast <8 x float> @llvm.maxnum.v8f32(<8 x float> %wide.load7, <8 x float> %vec.phi6)
  %index.next8 = add nuw i64 %index5, 8
  %15 = icmp eq i64 %index.next8, %n.vec3
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %16 = call fast float @llvm.vector.reduce.fmax.v8f32(<8 x float> %14)
  %cmp.n4 = icmp eq i64 %4, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  %bc.merge.rdx9 = phi float [ 0xFFF0000000000000, %iter.check ], [ %10, %vec.epilog.iter.check ], [ %16, %vec.epilog.middle.block ]
  br label %19

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %19
  %.lcssa = phi float [ %24, %19 ], [ %10, %middle.block ], [ %16, %vec.epilog.middle.block ]
  br label %17

17:                                               ; preds = %.loopexit, %2
  %18 = phi float [ 0xFFF0000000000000, %2 ], [ %.lcssa, %.loopexit ]
  ret float %18

19:                                               ; preds = %19, %vec.epilog.scalar.ph
  %20 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %25, %19 ]
  %21 = phi float [ %bc.merge.rdx9, %vec.epilog.scalar.ph ], [ %24, %19 ]
  %22 = getelementptr inbounds float, ptr %1, i64 %20
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = tail call fast float @llvm.maxnum.f32(float %23, float %21)
  %25 = add nuw nsw i64 %20, 1
  %26 = icmp eq i64 %25, %4
  br i1 %26, label %.loopexit, label %19, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @min_float_fast(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x float> [ <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>, %vector.ph ], [ %8, %vector.body ]
  %5 = add i64 %index, 0
  %6 = getelementptr inbounds float, ptr %1, i64 %5
  %7 = getelementptr inbounds float, ptr %6, i32 0
  %wide.load = load <16 x float>, ptr %7, align 4, !tbaa !5
  %8 = call fast <16 x float> @llvm.minnum.v16f32(<16 x float> %wide.load, <16 x float> %vec.phi)
  %index.next = add nuw i64 %index, 16
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %10 = call fast float @llvm.vector.reduce.fmin.v16f32(<16 x float> %8)
  %cmp.n = icmp eq i64 %4, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %4, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi float [ 0x7FF0000000000000, %vector.main.loop.iter.check ], [ %10, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %4, 8
  %n.vec3 = sub i64 %4, %n.mod.vf2
  %minmax.ident.splatinsert = insertelement <8 x float> poison, float %bc.merge.rdx, i64 0
  %minmax.ident.splat = shufflevector <8 x float> %minmax.ident.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next8, %vec.epilog.vector.body ]
  %vec.phi6 = phi <8 x float> [ %minmax.ident.splat, %vec.epilog.ph ], [ %14, %vec.epilog.vector.body ]
  %11 = add i64 %index5, 0
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = getelementptr inbounds float, ptr %12, i32 0
  %wide.load7 = load <8 x float>, ptr %13, align 4, !tbaa !5
  %14 = call fast <8 x float> @llvm.minnum.v8f32(<8 x float> %wide.load7, <8 x float> %vec.phi6)
  %index.next8 = add nuw i64 %index5, 8
  %15 = icmp eq i64 %index.next8, %n.vec3
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %16 = call fast float @llvm.vector.reduce.fmin.v8f32(<8 x float> %14)
  %cmp.n4 = icmp eq i64 %4, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  %bc.merge.rdx9 = phi float [ 0x7FF0000000000000, %iter.check ], [ %10, %vec.epilog.iter.check ], [ %16, %vec.epilog.middle.block ]
  br label %19

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %19
  %.lcssa = phi float [ %24, %19 ], [ %10, %middle.block ], [ %16, %vec.epilog.middle.block ]
  br label %17

17:                                               ; preds = %.loopexit, %2
  %18 = phi float [ 0x7FF0000000000000, %2 ], [ %.lcssa, %.loopexit ]
  ret float %18

19:                                               ; preds = %19, %vec.epilog.scalar.ph
  %20 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %25, %19 ]
  %21 = phi float [ %bc.merge.rdx9, %vec.epilog.scalar.ph ], [ %24, %19 ]
  %22 = getelementptr inbounds float, ptr %1, i64 %20
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = tail call fast float @llvm.minnum.f32(float %23, float %21)
  %25 = add nuw nsw i64 %20, 1
  %26 = icmp eq i64 %25, %4
  br i1 %26, label %.loopexit, label %19, !llvm.loop !24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v16f32(<16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v8f32(<8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fmin.v16f32(<16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fmin.v8f32(<8 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" "unsafe-fp-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="skylake-avx512" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
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
!22 = distinct !{!22, !10, !11, !12, !13}
!23 = distinct !{!23, !10, !11, !12, !13}
!24 = distinct !{!24, !10, !11, !12}
