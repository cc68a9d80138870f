; BROKEN: source=../access.ll target=../access.avx512.ll function=scale_stride2
; BUG: the vector induction <i, ..., i+15> advances by 8 instead of 16: the second vector iteration scales a[16 .. 46] (again) instead of a[32 .. 62]
; WITNESS: args n=40 s=2.0 buffers a=float[1*80]
; ModuleID = '<stdin>'
source_filename = "access.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stride2(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
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
  %7 = shl nuw nsw i64 %6, 1
  %8 = getelementptr inbounds i32, ptr %1, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.vec = load <32 x i32>, ptr %9, align 4, !tbaa !5
  %strided.vec = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec2 = shufflevector <32 x i32> %wide.vec, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %10 = sub nsw <16 x i32> %strided.vec, %strided.vec2
  %11 = getelementptr inbounds i32, ptr %2, i64 %6
  %12 = getelementptr inbounds i32, ptr %11, i32 0
  store <16 x i32> %10, ptr %12, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %5, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf3 = urem i64 %5, 8
  %n.vec4 = sub i64 %5, %n.mod.vf3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index6 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next10, %vec.epilog.vector.body ]
  %14 = add i64 %index6, 0
  %15 = shl nuw nsw i64 %14, 1
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = getelementptr inbounds i32, ptr %16, i32 0
  %wide.vec7 = load <16 x i32>, ptr %17, align 4, !tbaa !5
  %strided.vec8 = shufflevector <16 x i32> %wide.vec7, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec9 = shufflevector <16 x i32> %wide.vec7, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %18 = sub nsw <8 x i32> %strided.vec8, %strided.vec9
  %19 = getelementptr inbounds i32, ptr %2, i64 %14
  %20 = getelementptr inbounds i32, ptr %19, i32 0
  store <8 x i32> %18, ptr %20, align 4, !tbaa !5
  %index.next10 = add nuw i64 %index6, 8
  %21 = icmp eq i64 %index.next10, %n.vec4
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n5 = icmp eq i64 %5, %n.vec4
  br i1 %cmp.n5, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec4, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %23

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %23
  br label %22

22:                                               ; preds = %.loopexit, %3
  ret void

23:                                               ; preds = %23, %vec.epilog.scalar.ph
  %24 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %33, %23 ]
  %25 = shl nuw nsw i64 %24, 1
  %26 = getelementptr inbounds i32, ptr %1, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = or i64 %25, 1
  %29 = getelementptr inbounds i32, ptr %1, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = sub nsw i32 %27, %30
  %32 = getelementptr inbounds i32, ptr %2, i64 %24
  store i32 %31, ptr %32, align 4, !tbaa !5
  %33 = add nuw nsw i64 %24, 1
  %34 = icmp eq i64 %33, %5
  br i1 %34, label %.loopexit, label %23, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %iter.check, label %23

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
  %8 = getelementptr inbounds i32, ptr %2, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <16 x i32>, ptr %9, align 4, !tbaa !5
  %10 = sext <16 x i32> %wide.load to <16 x i64>
  %11 = getelementptr inbounds float, ptr %1, <16 x i64> %10
  %wide.masked.gather = call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> %11, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> poison), !tbaa !16
  %12 = getelementptr inbounds float, ptr %3, i64 %7
  %13 = getelementptr inbounds float, ptr %12, i32 0
  store <16 x float> %wide.masked.gather, ptr %13, align 4, !tbaa !16
  %index.next = add nuw i64 %index, 16
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %6, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %6, 8
  %n.vec3 = sub i64 %6, %n.mod.vf2
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next8, %vec.epilog.vector.body ]
  %15 = add i64 %index5, 0
  %16 = getelementptr inbounds i32, ptr %2, i64 %15
  %17 = getelementptr inbounds i32, ptr %16, i32 0
  %wide.load6 = load <8 x i32>, ptr %17, align 4, !tbaa !5
  %18 = sext <8 x i32> %wide.load6 to <8 x i64>
  %19 = getelementptr inbounds float, ptr %1, <8 x i64> %18
  %wide.masked.gather7 = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %19, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison), !tbaa !16
  %20 = getelementptr inbounds float, ptr %3, i64 %15
  %21 = getelementptr inbounds float, ptr %20, i32 0
  store <8 x float> %wide.masked.gather7, ptr %21, align 4, !tbaa !16
  %index.next8 = add nuw i64 %index5, 8
  %22 = icmp eq i64 %index.next8, %n.vec3
  br i1 %22, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n4 = icmp eq i64 %6, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %24

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %24
  br label %23

23:                                               ; preds = %.loopexit, %4
  ret void

24:                                               ; preds = %24, %vec.epilog.scalar.ph
  %25 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %32, %24 ]
  %26 = getelementptr inbounds i32, ptr %2, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !16
  %31 = getelementptr inbounds float, ptr %3, i64 %25
  store float %30, ptr %31, align 4, !tbaa !16
  %32 = add nuw nsw i64 %25, 1
  %33 = icmp eq i64 %32, %6
  br i1 %33, label %.loopexit, label %24, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @reverse(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %38

iter.check:                                       ; preds = %3
  %5 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %5, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.scevcheck

vector.scevcheck:                                 ; preds = %iter.check
  %6 = add nsw i64 %5, -1
  %7 = add i32 %0, -1
  %8 = trunc i64 %6 to i32
  %mul = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 1, i32 %8)
  %mul.result = extractvalue { i32, i1 } %mul, 0
  %mul.overflow = extractvalue { i32, i1 } %mul, 1
  %9 = sub i32 %7, %mul.result
  %10 = icmp sgt i32 %9, %7
  %11 = or i1 %10, %mul.overflow
  %12 = icmp ugt i64 %6, 4294967295
  %13 = or i1 %11, %12
  br i1 %13, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.scevcheck
  %min.iters.check1 = icmp ult i64 %5, 16
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %5, 16
  %n.vec = sub i64 %5, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %offset.idx = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %14 = trunc i64 %offset.idx to i32
  %15 = add i32 %14, 0
  %16 = add i64 %offset.idx, 0
  %17 = xor i32 %15, -1
  %18 = add i32 %17, %0
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = getelementptr inbounds i32, ptr %20, i32 0
  %22 = getelementptr inbounds i32, ptr %21, i32 -15
  %wide.load = load <16 x i32>, ptr %22, align 4, !tbaa !5
  %reverse = shufflevector <16 x i32> %wide.load, <16 x i32> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %23 = getelementptr inbounds i32, ptr %2, i64 %16
  %24 = getelementptr inbounds i32, ptr %23, i32 0
  store <16 x i32> %reverse, ptr %24, align 4, !tbaa !5
  %index.next = add nuw i64 %offset.idx, 16
  %25 = icmp eq i64 %index.next, %n.vec
  br i1 %25, label %middle.block, label %vector.body, !llvm.loop !21

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
  %offset.idx5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next8, %vec.epilog.vector.body ]
  %26 = trunc i64 %offset.idx5 to i32
  %27 = add i32 %26, 0
  %28 = add i64 %offset.idx5, 0
  %29 = xor i32 %27, -1
  %30 = add i32 %29, %0
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %1, i64 %31
  %33 = getelementptr inbounds i32, ptr %32, i32 0
  %34 = getelementptr inbounds i32, ptr %33, i32 -7
  %wide.load6 = load <8 x i32>, ptr %34, align 4, !tbaa !5
  %reverse7 = shufflevector <8 x i32> %wide.load6, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %35 = getelementptr inbounds i32, ptr %2, i64 %28
  %36 = getelementptr inbounds i32, ptr %35, i32 0
  store <8 x i32> %reverse7, ptr %36, align 4, !tbaa !5
  %index.next8 = add nuw i64 %offset.idx5, 8
  %37 = icmp eq i64 %index.next8, %n.vec3
  br i1 %37, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !22

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n4 = icmp eq i64 %5, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %vector.scevcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.scevcheck ], [ 0, %iter.check ]
  br label %39

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %39
  br label %38

38:                                               ; preds = %.loopexit, %3
  ret void

39:                                               ; preds = %39, %vec.epilog.scalar.ph
  %40 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %48, %39 ]
  %41 = trunc i64 %40 to i32
  %42 = xor i32 %41, -1
  %43 = add i32 %42, %0
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %1, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds i32, ptr %2, i64 %40
  store i32 %46, ptr %47, align 4, !tbaa !5
  %48 = add nuw nsw i64 %40, 1
  %49 = icmp eq i64 %48, %5
  br i1 %49, label %.loopexit, label %39, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale_stride2(i32 noundef %0, ptr nocapture noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %22

iter.check:                                       ; preds = %3
  %5 = zext i32 %0 to i64
  %min.iters.check = icmp ule i64 %5, 8
  br i1 %min.iters.check, label %vec.epilog.scalar.ph, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check1 = icmp ule i64 %5, 16
  br i1 %min.iters.check1, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.mod.vf = urem i64 %5, 16
  %6 = icmp eq i64 %n.mod.vf, 0
  %7 = select i1 %6, i64 16, i64 %n.mod.vf
  %n.vec = sub i64 %5, %7
  %broadcast.splatinsert = insertelement <16 x float> poison, float %2, i64 0
  %broadcast.splat = shufflevector <16 x float> %broadcast.splatinsert, <16 x float> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %8 = shl nuw nsw <16 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %9 = getelementptr inbounds float, ptr %1, <16 x i64> %8
  %10 = extractelement <16 x ptr> %9, i32 0
  %11 = getelementptr float, ptr %10, i32 0
  %wide.vec = load <32 x float>, ptr %11, align 4, !tbaa !16
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %12 = fmul <16 x float> %strided.vec, %broadcast.splat
  call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %12, <16 x ptr> %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !16
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  br label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %5, %n.vec
  %min.epilog.iters.check = icmp ule i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %5, 8
  %14 = icmp eq i64 %n.mod.vf2, 0
  %15 = select i1 %14, i64 8, i64 %n.mod.vf2
  %n.vec3 = sub i64 %5, %15
  %.splatinsert = insertelement <8 x i64> poison, i64 %bc.resume.val, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = add <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %broadcast.splatinsert10 = insertelement <8 x float> poison, float %2, i64 0
  %broadcast.splat11 = shufflevector <8 x float> %broadcast.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next12, %vec.epilog.vector.body ]
  %vec.ind6 = phi <8 x i64> [ %induction, %vec.epilog.ph ], [ %vec.ind.next7, %vec.epilog.vector.body ]
  %16 = shl nuw nsw <8 x i64> %vec.ind6, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %17 = getelementptr inbounds float, ptr %1, <8 x i64> %16
  %18 = extractelement <8 x ptr> %17, i32 0
  %19 = getelementptr float, ptr %18, i32 0
  %wide.vec8 = load <16 x float>, ptr %19, align 4, !tbaa !16
  %strided.vec9 = shufflevector <16 x float> %wide.vec8, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %20 = fmul <8 x float> %strided.vec9, %broadcast.splat11
  call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %20, <8 x ptr> %17, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>), !tbaa !16
  %index.next12 = add nuw i64 %index5, 8
  %vec.ind.next7 = add <8 x i64> %vec.ind6, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %21 = icmp eq i64 %index.next12, %n.vec3
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !25

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val4 = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %23

.loopexit:                                        ; preds = %23
  br label %22

22:                                               ; preds = %.loopexit, %3
  ret void

23:                                               ; preds = %23, %vec.epilog.scalar.ph
  %24 = phi i64 [ %bc.resume.val4, %vec.epilog.scalar.ph ], [ %29, %23 ]
  %25 = shl nuw nsw i64 %24, 1
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !16
  %28 = fmul float %27, %2
  store float %28, ptr %26, align 4, !tbaa !16
  %29 = add nuw nsw i64 %24, 1
  %30 = icmp eq i64 %29, %5
  br i1 %30, label %.loopexit, label %23, !llvm.loop !26
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, i32 immarg, <16 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32 immarg, <8 x i1>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(write) }

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
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = distinct !{!18, !10, !11, !12, !13}
!19 = distinct !{!19, !10, !11, !12, !13}
!20 = distinct !{!20, !10, !11, !12}
!21 = distinct !{!21, !10, !11, !12, !13}
!22 = distinct !{!22, !10, !11, !12, !13}
!23 = distinct !{!23, !10, !11, !12}
!24 = distinct !{!24, !10, !11, !12, !13}
!25 = distinct !{!25, !10, !11, !12, !13}
!26 = distinct !{!26, !10, !11, !12}
