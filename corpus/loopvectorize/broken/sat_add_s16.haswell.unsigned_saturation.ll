; BROKEN: source=../convert.ll target=../convert.haswell.ll function=sat_add_s16
; BUG: the signed saturating add of the main vector loop is an unsigned one (uadd.sat): -1 + 1 saturates to 0xffff
; WITNESS: args n=16 buffers a=i16[-1*16] b=i16[1*16] c=i16[0*16]
; ModuleID = '<stdin>'
source_filename = "convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sat_add_u8(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %iter.check, label %33

iter.check:                                       ; preds = %4
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 16
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check1 = icmp ult i64 %6, 32
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %6, 32
  %n.vec = sub i64 %6, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds i8, ptr %1, i64 %7
  %9 = getelementptr inbounds i8, ptr %8, i32 0
  %wide.load = load <32 x i8>, ptr %9, align 1, !tbaa !5
  %10 = zext <32 x i8> %wide.load to <32 x i32>
  %11 = getelementptr inbounds i8, ptr %2, i64 %7
  %12 = getelementptr inbounds i8, ptr %11, i32 0
  %wide.load2 = load <32 x i8>, ptr %12, align 1, !tbaa !5
  %13 = zext <32 x i8> %wide.load2 to <32 x i32>
  %14 = add nuw nsw <32 x i32> %13, %10
  %15 = call <32 x i32> @llvm.umin.v32i32(<32 x i32> %14, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %16 = trunc <32 x i32> %15 to <32 x i8>
  %17 = getelementptr inbounds i8, ptr %3, i64 %7
  %18 = getelementptr inbounds i8, ptr %17, i32 0
  store <32 x i8> %16, ptr %18, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 32
  %19 = icmp eq i64 %index.next, %n.vec
  br i1 %19, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %6, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 16
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf3 = urem i64 %6, 16
  %n.vec4 = sub i64 %6, %n.mod.vf3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index6 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next9, %vec.epilog.vector.body ]
  %20 = add i64 %index6, 0
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i32 0
  %wide.load7 = load <16 x i8>, ptr %22, align 1, !tbaa !5
  %23 = zext <16 x i8> %wide.load7 to <16 x i32>
  %24 = getelementptr inbounds i8, ptr %2, i64 %20
  %25 = getelementptr inbounds i8, ptr %24, i32 0
  %wide.load8 = load <16 x i8>, ptr %25, align 1, !tbaa !5
  %26 = zext <16 x i8> %wide.load8 to <16 x i32>
  %27 = add nuw nsw <16 x i32> %26, %23
  %28 = call <16 x i32> @llvm.umin.v16i32(<16 x i32> %27, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %29 = trunc <16 x i32> %28 to <16 x i8>
  %30 = getelementptr inbounds i8, ptr %3, i64 %20
  %31 = getelementptr inbounds i8, ptr %30, i32 0
  store <16 x i8> %29, ptr %31, align 1, !tbaa !5
  %index.next9 = add nuw i64 %index6, 16
  %32 = icmp eq i64 %index.next9, %n.vec4
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n5 = icmp eq i64 %6, %n.vec4
  br i1 %cmp.n5, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec4, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %34

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %34
  br label %33

33:                                               ; preds = %.loopexit, %4
  ret void

34:                                               ; preds = %34, %vec.epilog.scalar.ph
  %35 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %46, %34 ]
  %36 = getelementptr inbounds i8, ptr %1, i64 %35
  %37 = load i8, ptr %36, align 1, !tbaa !5
  %38 = zext i8 %37 to i32
  %39 = getelementptr inbounds i8, ptr %2, i64 %35
  %40 = load i8, ptr %39, align 1, !tbaa !5
  %41 = zext i8 %40 to i32
  %42 = add nuw nsw i32 %41, %38
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 255)
  %44 = trunc i32 %43 to i8
  %45 = getelementptr inbounds i8, ptr %3, i64 %35
  store i8 %44, ptr %45, align 1, !tbaa !5
  %46 = add nuw nsw i64 %35, 1
  %47 = icmp eq i64 %46, %6
  br i1 %47, label %.loopexit, label %34, !llvm.loop !14
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sat_add_s16(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %iter.check, label %25

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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds i16, ptr %1, i64 %7
  %9 = getelementptr inbounds i16, ptr %8, i32 0
  %wide.load = load <16 x i16>, ptr %9, align 2, !tbaa !15
  %10 = getelementptr inbounds i16, ptr %2, i64 %7
  %11 = getelementptr inbounds i16, ptr %10, i32 0
  %wide.load2 = load <16 x i16>, ptr %11, align 2, !tbaa !15
  %12 = call <16 x i16> @llvm.uadd.sat.v16i16(<16 x i16> %wide.load, <16 x i16> %wide.load2)
  %13 = getelementptr inbounds i16, ptr %3, i64 %7
  %14 = getelementptr inbounds i16, ptr %13, i32 0
  store <16 x i16> %12, ptr %14, align 2, !tbaa !15
  %index.next = add nuw i64 %index, 16
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !17

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
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index6 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next9, %vec.epilog.vector.body ]
  %16 = add i64 %index6, 0
  %17 = getelementptr inbounds i16, ptr %1, i64 %16
  %18 = getelementptr inbounds i16, ptr %17, i32 0
  %wide.load7 = load <8 x i16>, ptr %18, align 2, !tbaa !15
  %19 = getelementptr inbounds i16, ptr %2, i64 %16
  %20 = getelementptr inbounds i16, ptr %19, i32 0
  %wide.load8 = load <8 x i16>, ptr %20, align 2, !tbaa !15
  %21 = call <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16> %wide.load7, <8 x i16> %wide.load8)
  %22 = getelementptr inbounds i16, ptr %3, i64 %16
  %23 = getelementptr inbounds i16, ptr %22, i32 0
  store <8 x i16> %21, ptr %23, align 2, !tbaa !15
  %index.next9 = add nuw i64 %index6, 8
  %24 = icmp eq i64 %index.next9, %n.vec4
  br i1 %24, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n5 = icmp eq i64 %6, %n.vec4
  br i1 %cmp.n5, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec4, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %26

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %26
  br label %25

25:                                               ; preds = %.loopexit, %4
  ret void

26:                                               ; preds = %26, %vec.epilog.scalar.ph
  %27 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %34, %26 ]
  %28 = getelementptr inbounds i16, ptr %1, i64 %27
  %29 = load i16, ptr %28, align 2, !tbaa !15
  %30 = getelementptr inbounds i16, ptr %2, i64 %27
  %31 = load i16, ptr %30, align 2, !tbaa !15
  %32 = tail call i16 @llvm.sadd.sat.i16(i16 %29, i16 %31)
  %33 = getelementptr inbounds i16, ptr %3, i64 %27
  store i16 %32, ptr %33, align 2, !tbaa !15
  %34 = add nuw nsw i64 %27, 1
  %35 = icmp eq i64 %34, %6
  br i1 %35, label %.loopexit, label %26, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @widen_char(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %22

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
  %7 = getelementptr inbounds i8, ptr %1, i64 %6
  %8 = getelementptr inbounds i8, ptr %7, i32 0
  %wide.load = load <16 x i8>, ptr %8, align 1, !tbaa !5
  %9 = sext <16 x i8> %wide.load to <16 x i16>
  %10 = mul nsw <16 x i16> %9, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %11 = getelementptr inbounds i16, ptr %2, i64 %6
  %12 = getelementptr inbounds i16, ptr %11, i32 0
  store <16 x i16> %10, ptr %12, align 2, !tbaa !15
  %index.next = add nuw i64 %index, 16
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !20

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
  %14 = add i64 %index5, 0
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  %16 = getelementptr inbounds i8, ptr %15, i32 0
  %wide.load6 = load <8 x i8>, ptr %16, align 1, !tbaa !5
  %17 = sext <8 x i8> %wide.load6 to <8 x i16>
  %18 = mul nsw <8 x i16> %17, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %19 = getelementptr inbounds i16, ptr %2, i64 %14
  %20 = getelementptr inbounds i16, ptr %19, i32 0
  store <8 x i16> %18, ptr %20, align 2, !tbaa !15
  %index.next7 = add nuw i64 %index5, 8
  %21 = icmp eq i64 %index.next7, %n.vec3
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !21

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n4 = icmp eq i64 %5, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %23

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %23
  br label %22

22:                                               ; preds = %.loopexit, %3
  ret void

23:                                               ; preds = %23, %vec.epilog.scalar.ph
  %24 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %30, %23 ]
  %25 = getelementptr inbounds i8, ptr %1, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !5
  %27 = sext i8 %26 to i16
  %28 = mul nsw i16 %27, 3
  %29 = getelementptr inbounds i16, ptr %2, i64 %24
  store i16 %28, ptr %29, align 2, !tbaa !15
  %30 = add nuw nsw i64 %24, 1
  %31 = icmp eq i64 %30, %5
  br i1 %31, label %.loopexit, label %23, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @int_to_float(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %5
  %n.mod.vf = urem i64 %6, 8
  %n.vec = sub i64 %6, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds i32, ptr %1, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <8 x i32>, ptr %9, align 4, !tbaa !23
  %10 = sitofp <8 x i32> %wide.load to <8 x float>
  %11 = fmul <8 x float> %10, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %12 = getelementptr inbounds float, ptr %2, i64 %7
  %13 = getelementptr inbounds float, ptr %12, i32 0
  store <8 x float> %11, ptr %13, align 4, !tbaa !25
  %index.next = add nuw i64 %index, 8
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !27

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
  %19 = load i32, ptr %18, align 4, !tbaa !23
  %20 = sitofp i32 %19 to float
  %21 = fmul float %20, 5.000000e-01
  %22 = getelementptr inbounds float, ptr %2, i64 %17
  store float %21, ptr %22, align 4, !tbaa !25
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %.loopexit, label %16, !llvm.loop !28
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.sadd.sat.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.umin.v32i32(<32 x i32>, <32 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.sadd.sat.v16i16(<16 x i16>, <16 x i16>) #3
declare <16 x i16> @llvm.uadd.sat.v16i16(<16 x i16>, <16 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16>, <8 x i16>) #3

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="haswell" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !9, !10, !11, !12}
!14 = distinct !{!14, !9, !10, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !6, i64 0}
!17 = distinct !{!17, !9, !10, !11, !12}
!18 = distinct !{!18, !9, !10, !11, !12}
!19 = distinct !{!19, !9, !10, !11}
!20 = distinct !{!20, !9, !10, !11, !12}
!21 = distinct !{!21, !9, !10, !11, !12}
!22 = distinct !{!22, !9, !10, !11}
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !6, i64 0}
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !6, i64 0}
!27 = distinct !{!27, !9, !10, !11, !12}
!28 = distinct !{!28, !9, !10, !11}
