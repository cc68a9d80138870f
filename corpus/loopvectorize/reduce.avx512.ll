; ModuleID = '<stdin>'
source_filename = "reduce.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum_int(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %8, %vector.body ]
  %5 = add i64 %index, 0
  %6 = getelementptr inbounds i32, ptr %1, i64 %5
  %7 = getelementptr inbounds i32, ptr %6, i32 0
  %wide.load = load <16 x i32>, ptr %7, align 4, !tbaa !5
  %8 = add <16 x i32> %wide.load, %vec.phi
  %index.next = add nuw i64 %index, 16
  %9 = icmp eq i64 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %10 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %8)
  %cmp.n = icmp eq i64 %4, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %4, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %10, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %4, 8
  %n.vec3 = sub i64 %4, %n.mod.vf2
  %11 = insertelement <8 x i32> zeroinitializer, i32 %bc.merge.rdx, i32 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next8, %vec.epilog.vector.body ]
  %vec.phi6 = phi <8 x i32> [ %11, %vec.epilog.ph ], [ %15, %vec.epilog.vector.body ]
  %12 = add i64 %index5, 0
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  %14 = getelementptr inbounds i32, ptr %13, i32 0
  %wide.load7 = load <8 x i32>, ptr %14, align 4, !tbaa !5
  %15 = add <8 x i32> %wide.load7, %vec.phi6
  %index.next8 = add nuw i64 %index5, 8
  %16 = icmp eq i64 %index.next8, %n.vec3
  br i1 %16, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %17 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %15)
  %cmp.n4 = icmp eq i64 %4, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  %bc.merge.rdx9 = phi i32 [ 0, %iter.check ], [ %10, %vec.epilog.iter.check ], [ %17, %vec.epilog.middle.block ]
  br label %20

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %20
  %.lcssa = phi i32 [ %25, %20 ], [ %10, %middle.block ], [ %17, %vec.epilog.middle.block ]
  br label %18

18:                                               ; preds = %.loopexit, %2
  %19 = phi i32 [ 0, %2 ], [ %.lcssa, %.loopexit ]
  ret i32 %19

20:                                               ; preds = %20, %vec.epilog.scalar.ph
  %21 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %26, %20 ]
  %22 = phi i32 [ %bc.merge.rdx9, %vec.epilog.scalar.ph ], [ %25, %20 ]
  %23 = getelementptr inbounds i32, ptr %1, i64 %21
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = add nsw i32 %24, %22
  %26 = add nuw nsw i64 %21, 1
  %27 = icmp eq i64 %26, %4
  br i1 %27, label %.loopexit, label %20, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @sum_float(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

.loopexit:                                        ; preds = %8
  %.lcssa = phi float [ %13, %8 ]
  br label %6

6:                                                ; preds = %.loopexit, %2
  %7 = phi float [ 0.000000e+00, %2 ], [ %.lcssa, %.loopexit ]
  ret float %7

8:                                                ; preds = %8, %4
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi float [ 0.000000e+00, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds float, ptr %1, i64 %9
  %12 = load float, ptr %11, align 4, !tbaa !16
  %13 = fadd float %10, %12
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %.loopexit, label %8, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @dot_int(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
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
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, ptr %2, i64 %6
  %10 = getelementptr inbounds i32, ptr %9, i32 0
  %wide.load2 = load <16 x i32>, ptr %10, align 4, !tbaa !5
  %11 = mul nsw <16 x i32> %wide.load2, %wide.load
  %12 = add <16 x i32> %11, %vec.phi
  %index.next = add nuw i64 %index, 16
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %14 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %12)
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %5, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %14, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf3 = urem i64 %5, 8
  %n.vec4 = sub i64 %5, %n.mod.vf3
  %15 = insertelement <8 x i32> zeroinitializer, i32 %bc.merge.rdx, i32 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index6 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next10, %vec.epilog.vector.body ]
  %vec.phi7 = phi <8 x i32> [ %15, %vec.epilog.ph ], [ %22, %vec.epilog.vector.body ]
  %16 = add i64 %index6, 0
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = getelementptr inbounds i32, ptr %17, i32 0
  %wide.load8 = load <8 x i32>, ptr %18, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %2, i64 %16
  %20 = getelementptr inbounds i32, ptr %19, i32 0
  %wide.load9 = load <8 x i32>, ptr %20, align 4, !tbaa !5
  %21 = mul nsw <8 x i32> %wide.load9, %wide.load8
  %22 = add <8 x i32> %21, %vec.phi7
  %index.next10 = add nuw i64 %index6, 8
  %23 = icmp eq i64 %index.next10, %n.vec4
  br i1 %23, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %24 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %22)
  %cmp.n5 = icmp eq i64 %5, %n.vec4
  br i1 %cmp.n5, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec4, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  %bc.merge.rdx11 = phi i32 [ 0, %iter.check ], [ %14, %vec.epilog.iter.check ], [ %24, %vec.epilog.middle.block ]
  br label %27

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %27
  %.lcssa = phi i32 [ %35, %27 ], [ %14, %middle.block ], [ %24, %vec.epilog.middle.block ]
  br label %25

25:                                               ; preds = %.loopexit, %3
  %26 = phi i32 [ 0, %3 ], [ %.lcssa, %.loopexit ]
  ret i32 %26

27:                                               ; preds = %27, %vec.epilog.scalar.ph
  %28 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %36, %27 ]
  %29 = phi i32 [ %bc.merge.rdx11, %vec.epilog.scalar.ph ], [ %35, %27 ]
  %30 = getelementptr inbounds i32, ptr %1, i64 %28
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds i32, ptr %2, i64 %28
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = mul nsw i32 %33, %31
  %35 = add nsw i32 %34, %29
  %36 = add nuw nsw i64 %28, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %.loopexit, label %27, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @count_above(i32 noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %23

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
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %2, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <16 x i32> [ zeroinitializer, %vector.ph ], [ %11, %vector.body ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = icmp sgt <16 x i32> %wide.load, %broadcast.splat
  %10 = zext <16 x i1> %9 to <16 x i32>
  %11 = add <16 x i32> %vec.phi, %10
  %index.next = add nuw i64 %index, 16
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %13 = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %11)
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %5, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %13, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf2 = urem i64 %5, 8
  %n.vec3 = sub i64 %5, %n.mod.vf2
  %14 = insertelement <8 x i32> zeroinitializer, i32 %bc.merge.rdx, i32 0
  %broadcast.splatinsert8 = insertelement <8 x i32> poison, i32 %2, i64 0
  %broadcast.splat9 = shufflevector <8 x i32> %broadcast.splatinsert8, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index5 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next10, %vec.epilog.vector.body ]
  %vec.phi6 = phi <8 x i32> [ %14, %vec.epilog.ph ], [ %20, %vec.epilog.vector.body ]
  %15 = add i64 %index5, 0
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = getelementptr inbounds i32, ptr %16, i32 0
  %wide.load7 = load <8 x i32>, ptr %17, align 4, !tbaa !5
  %18 = icmp sgt <8 x i32> %wide.load7, %broadcast.splat9
  %19 = zext <8 x i1> %18 to <8 x i32>
  %20 = add <8 x i32> %vec.phi6, %19
  %index.next10 = add nuw i64 %index5, 8
  %21 = icmp eq i64 %index.next10, %n.vec3
  br i1 %21, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %22 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %20)
  %cmp.n4 = icmp eq i64 %5, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  %bc.merge.rdx11 = phi i32 [ 0, %iter.check ], [ %13, %vec.epilog.iter.check ], [ %22, %vec.epilog.middle.block ]
  br label %25

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %25
  %.lcssa = phi i32 [ %32, %25 ], [ %13, %middle.block ], [ %22, %vec.epilog.middle.block ]
  br label %23

23:                                               ; preds = %.loopexit, %3
  %24 = phi i32 [ 0, %3 ], [ %.lcssa, %.loopexit ]
  ret i32 %24

25:                                               ; preds = %25, %vec.epilog.scalar.ph
  %26 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %33, %25 ]
  %27 = phi i32 [ %bc.merge.rdx11, %vec.epilog.scalar.ph ], [ %32, %25 ]
  %28 = getelementptr inbounds i32, ptr %1, i64 %26
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = icmp sgt i32 %29, %2
  %31 = zext i1 %30 to i32
  %32 = add nuw nsw i32 %27, %31
  %33 = add nuw nsw i64 %26, 1
  %34 = icmp eq i64 %33, %5
  br i1 %34, label %.loopexit, label %25, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @sum_long(i64 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i64 %0, 0
  br i1 %3, label %.preheader, label %10

.preheader:                                       ; preds = %2
  %min.iters.check = icmp ult i64 %0, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %.preheader
  %n.mod.vf = urem i64 %0, 8
  %n.vec = sub i64 %0, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %7, %vector.body ]
  %4 = add i64 %index, 0
  %5 = getelementptr inbounds i64, ptr %1, i64 %4
  %6 = getelementptr inbounds i64, ptr %5, i32 0
  %wide.load = load <8 x i64>, ptr %6, align 8, !tbaa !25
  %7 = add <8 x i64> %wide.load, %vec.phi
  %index.next = add nuw i64 %index, 8
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !27

middle.block:                                     ; preds = %vector.body
  %9 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %7)
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
  %16 = load i64, ptr %15, align 8, !tbaa !25
  %17 = add nsw i64 %16, %14
  %18 = add nuw nsw i64 %13, 1
  %19 = icmp eq i64 %18, %0
  br i1 %19, label %.loopexit, label %12, !llvm.loop !28
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" }
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
!14 = distinct !{!14, !10, !11, !12, !13}
!15 = distinct !{!15, !10, !11, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11, !12, !13}
!20 = distinct !{!20, !10, !11, !12, !13}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !11, !12, !13}
!23 = distinct !{!23, !10, !11, !12, !13}
!24 = distinct !{!24, !10, !11, !12}
!25 = !{!26, !26, i64 0}
!26 = !{!"long", !7, i64 0}
!27 = distinct !{!27, !10, !11, !12, !13}
!28 = distinct !{!28, !10, !11, !12}
