; ModuleID = '<stdin>'
source_filename = "cond.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_store(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
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
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = icmp sgt <16 x i32> %wide.load, zeroinitializer
  %10 = getelementptr i32, ptr %2, i64 %6
  %11 = getelementptr i32, ptr %10, i32 0
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %wide.load, ptr %11, i32 4, <16 x i1> %9), !tbaa !5
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
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = getelementptr inbounds i32, ptr %14, i32 0
  %wide.load6 = load <8 x i32>, ptr %15, align 4, !tbaa !5
  %16 = icmp sgt <8 x i32> %wide.load6, zeroinitializer
  %17 = getelementptr i32, ptr %2, i64 %13
  %18 = getelementptr i32, ptr %17, i32 0
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %wide.load6, ptr %18, i32 4, <8 x i1> %16), !tbaa !5
  %index.next7 = add nuw i64 %index5, 8
  %19 = icmp eq i64 %index.next7, %n.vec3
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n4 = icmp eq i64 %5, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %21

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %28
  br label %20

20:                                               ; preds = %.loopexit, %3
  ret void

21:                                               ; preds = %28, %vec.epilog.scalar.ph
  %22 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %29, %28 ]
  %23 = getelementptr inbounds i32, ptr %1, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %21
  %27 = getelementptr inbounds i32, ptr %2, i64 %22
  store i32 %24, ptr %27, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %26, %21
  %29 = add nuw nsw i64 %22, 1
  %30 = icmp eq i64 %29, %5
  br i1 %30, label %.loopexit, label %21, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @if_else(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %30

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
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = and <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %10 = icmp eq <16 x i32> %9, zeroinitializer
  %11 = mul nsw <16 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %12 = add nsw <16 x i32> %11, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %13 = ashr <16 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %14 = select <16 x i1> %10, <16 x i32> %13, <16 x i32> %12
  %15 = getelementptr inbounds i32, ptr %2, i64 %6
  %16 = getelementptr inbounds i32, ptr %15, i32 0
  store <16 x i32> %14, ptr %16, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %17 = icmp eq i64 %index.next, %n.vec
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !16

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
  %18 = add i64 %index5, 0
  %19 = getelementptr inbounds i32, ptr %1, i64 %18
  %20 = getelementptr inbounds i32, ptr %19, i32 0
  %wide.load6 = load <8 x i32>, ptr %20, align 4, !tbaa !5
  %21 = and <8 x i32> %wide.load6, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %22 = icmp eq <8 x i32> %21, zeroinitializer
  %23 = mul nsw <8 x i32> %wide.load6, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %24 = add nsw <8 x i32> %23, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %25 = ashr <8 x i32> %wide.load6, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %26 = select <8 x i1> %22, <8 x i32> %25, <8 x i32> %24
  %27 = getelementptr inbounds i32, ptr %2, i64 %18
  %28 = getelementptr inbounds i32, ptr %27, i32 0
  store <8 x i32> %26, ptr %28, align 4, !tbaa !5
  %index.next7 = add nuw i64 %index5, 8
  %29 = icmp eq i64 %index.next7, %n.vec3
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n4 = icmp eq i64 %5, %n.vec3
  br i1 %cmp.n4, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec3, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %31

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %31
  br label %30

30:                                               ; preds = %.loopexit, %3
  ret void

31:                                               ; preds = %31, %vec.epilog.scalar.ph
  %32 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %42, %31 ]
  %33 = getelementptr inbounds i32, ptr %1, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = and i32 %34, 1
  %36 = icmp eq i32 %35, 0
  %37 = mul nsw i32 %34, 3
  %38 = add nsw i32 %37, 1
  %39 = ashr i32 %34, 1
  %40 = select i1 %36, i32 %39, i32 %38
  %41 = getelementptr inbounds i32, ptr %2, i64 %32
  store i32 %40, ptr %41, align 4, !tbaa !5
  %42 = add nuw nsw i64 %32, 1
  %43 = icmp eq i64 %42, %5
  br i1 %43, label %.loopexit, label %31, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @guarded_div(i32 noundef %0, ptr noalias nocapture noundef %1, ptr noalias nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %iter.check, label %168

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

vector.body:                                      ; preds = %pred.sdiv.continue31, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.sdiv.continue31 ]
  %6 = add i64 %index, 0
  %7 = getelementptr inbounds i32, ptr %2, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = icmp eq <16 x i32> %wide.load, zeroinitializer
  %10 = getelementptr i32, ptr %1, i64 %6
  %11 = xor <16 x i1> %9, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %12 = getelementptr i32, ptr %10, i32 0
  %wide.masked.load = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr %12, i32 4, <16 x i1> %11, <16 x i32> poison), !tbaa !5
  %13 = extractelement <16 x i1> %11, i32 0
  br i1 %13, label %pred.sdiv.if, label %pred.sdiv.continue

pred.sdiv.if:                                     ; preds = %vector.body
  %14 = extractelement <16 x i32> %wide.masked.load, i32 0
  %15 = extractelement <16 x i32> %wide.load, i32 0
  %16 = sdiv i32 %14, %15
  %17 = insertelement <16 x i32> poison, i32 %16, i32 0
  br label %pred.sdiv.continue

pred.sdiv.continue:                               ; preds = %pred.sdiv.if, %vector.body
  %18 = phi <16 x i32> [ poison, %vector.body ], [ %17, %pred.sdiv.if ]
  %19 = extractelement <16 x i1> %11, i32 1
  br i1 %19, label %pred.sdiv.if2, label %pred.sdiv.continue3

pred.sdiv.if2:                                    ; preds = %pred.sdiv.continue
  %20 = extractelement <16 x i32> %wide.masked.load, i32 1
  %21 = extractelement <16 x i32> %wide.load, i32 1
  %22 = sdiv i32 %20, %21
  %23 = insertelement <16 x i32> %18, i32 %22, i32 1
  br label %pred.sdiv.continue3

pred.sdiv.continue3:                              ; preds = %pred.sdiv.if2, %pred.sdiv.continue
  %24 = phi <16 x i32> [ %18, %pred.sdiv.continue ], [ %23, %pred.sdiv.if2 ]
  %25 = extractelement <16 x i1> %11, i32 2
  br i1 %25, label %pred.sdiv.if4, label %pred.sdiv.continue5

pred.sdiv.if4:                                    ; preds = %pred.sdiv.continue3
  %26 = extractelement <16 x i32> %wide.masked.load, i32 2
  %27 = extractelement <16 x i32> %wide.load, i32 2
  %28 = sdiv i32 %26, %27
  %29 = insertelement <16 x i32> %24, i32 %28, i32 2
  br label %pred.sdiv.continue5

pred.sdiv.continue5:                              ; preds = %pred.sdiv.if4, %pred.sdiv.continue3
  %30 = phi <16 x i32> [ %24, %pred.sdiv.continue3 ], [ %29, %pred.sdiv.if4 ]
  %31 = extractelement <16 x i1> %11, i32 3
  br i1 %31, label %pred.sdiv.if6, label %pred.sdiv.continue7

pred.sdiv.if6:                                    ; preds = %pred.sdiv.continue5
  %32 = extractelement <16 x i32> %wide.masked.load, i32 3
  %33 = extractelement <16 x i32> %wide.load, i32 3
  %34 = sdiv i32 %32, %33
  %35 = insertelement <16 x i32> %30, i32 %34, i32 3
  br label %pred.sdiv.continue7

pred.sdiv.continue7:                              ; preds = %pred.sdiv.if6, %pred.sdiv.continue5
  %36 = phi <16 x i32> [ %30, %pred.sdiv.continue5 ], [ %35, %pred.sdiv.if6 ]
  %37 = extractelement <16 x i1> %11, i32 4
  br i1 %37, label %pred.sdiv.if8, label %pred.sdiv.continue9

pred.sdiv.if8:                                    ; preds = %pred.sdiv.continue7
  %38 = extractelement <16 x i32> %wide.masked.load, i32 4
  %39 = extractelement <16 x i32> %wide.load, i32 4
  %40 = sdiv i32 %38, %39
  %41 = insertelement <16 x i32> %36, i32 %40, i32 4
  br label %pred.sdiv.continue9

pred.sdiv.continue9:                              ; preds = %pred.sdiv.if8, %pred.sdiv.continue7
  %42 = phi <16 x i32> [ %36, %pred.sdiv.continue7 ], [ %41, %pred.sdiv.if8 ]
  %43 = extractelement <16 x i1> %11, i32 5
  br i1 %43, label %pred.sdiv.if10, label %pred.sdiv.continue11

pred.sdiv.if10:                                   ; preds = %pred.sdiv.continue9
  %44 = extractelement <16 x i32> %wide.masked.load, i32 5
  %45 = extractelement <16 x i32> %wide.load, i32 5
  %46 = sdiv i32 %44, %45
  %47 = insertelement <16 x i32> %42, i32 %46, i32 5
  br label %pred.sdiv.continue11

pred.sdiv.continue11:                             ; preds = %pred.sdiv.if10, %pred.sdiv.continue9
  %48 = phi <16 x i32> [ %42, %pred.sdiv.continue9 ], [ %47, %pred.sdiv.if10 ]
  %49 = extractelement <16 x i1> %11, i32 6
  br i1 %49, label %pred.sdiv.if12, label %pred.sdiv.continue13

pred.sdiv.if12:                                   ; preds = %pred.sdiv.continue11
  %50 = extractelement <16 x i32> %wide.masked.load, i32 6
  %51 = extractelement <16 x i32> %wide.load, i32 6
  %52 = sdiv i32 %50, %51
  %53 = insertelement <16 x i32> %48, i32 %52, i32 6
  br label %pred.sdiv.continue13

pred.sdiv.continue13:                             ; preds = %pred.sdiv.if12, %pred.sdiv.continue11
  %54 = phi <16 x i32> [ %48, %pred.sdiv.continue11 ], [ %53, %pred.sdiv.if12 ]
  %55 = extractelement <16 x i1> %11, i32 7
  br i1 %55, label %pred.sdiv.if14, label %pred.sdiv.continue15

pred.sdiv.if14:                                   ; preds = %pred.sdiv.continue13
  %56 = extractelement <16 x i32> %wide.masked.load, i32 7
  %57 = extractelement <16 x i32> %wide.load, i32 7
  %58 = sdiv i32 %56, %57
  %59 = insertelement <16 x i32> %54, i32 %58, i32 7
  br label %pred.sdiv.continue15

pred.sdiv.continue15:                             ; preds = %pred.sdiv.if14, %pred.sdiv.continue13
  %60 = phi <16 x i32> [ %54, %pred.sdiv.continue13 ], [ %59, %pred.sdiv.if14 ]
  %61 = extractelement <16 x i1> %11, i32 8
  br i1 %61, label %pred.sdiv.if16, label %pred.sdiv.continue17

pred.sdiv.if16:                                   ; preds = %pred.sdiv.continue15
  %62 = extractelement <16 x i32> %wide.masked.load, i32 8
  %63 = extractelement <16 x i32> %wide.load, i32 8
  %64 = sdiv i32 %62, %63
  %65 = insertelement <16 x i32> %60, i32 %64, i32 8
  br label %pred.sdiv.continue17

pred.sdiv.continue17:                             ; preds = %pred.sdiv.if16, %pred.sdiv.continue15
  %66 = phi <16 x i32> [ %60, %pred.sdiv.continue15 ], [ %65, %pred.sdiv.if16 ]
  %67 = extractelement <16 x i1> %11, i32 9
  br i1 %67, label %pred.sdiv.if18, label %pred.sdiv.continue19

pred.sdiv.if18:                                   ; preds = %pred.sdiv.continue17
  %68 = extractelement <16 x i32> %wide.masked.load, i32 9
  %69 = extractelement <16 x i32> %wide.load, i32 9
  %70 = sdiv i32 %68, %69
  %71 = insertelement <16 x i32> %66, i32 %70, i32 9
  br label %pred.sdiv.continue19

pred.sdiv.continue19:                             ; preds = %pred.sdiv.if18, %pred.sdiv.continue17
  %72 = phi <16 x i32> [ %66, %pred.sdiv.continue17 ], [ %71, %pred.sdiv.if18 ]
  %73 = extractelement <16 x i1> %11, i32 10
  br i1 %73, label %pred.sdiv.if20, label %pred.sdiv.continue21

pred.sdiv.if20:                                   ; preds = %pred.sdiv.continue19
  %74 = extractelement <16 x i32> %wide.masked.load, i32 10
  %75 = extractelement <16 x i32> %wide.load, i32 10
  %76 = sdiv i32 %74, %75
  %77 = insertelement <16 x i32> %72, i32 %76, i32 10
  br label %pred.sdiv.continue21

pred.sdiv.continue21:                             ; preds = %pred.sdiv.if20, %pred.sdiv.continue19
  %78 = phi <16 x i32> [ %72, %pred.sdiv.continue19 ], [ %77, %pred.sdiv.if20 ]
  %79 = extractelement <16 x i1> %11, i32 11
  br i1 %79, label %pred.sdiv.if22, label %pred.sdiv.continue23

pred.sdiv.if22:                                   ; preds = %pred.sdiv.continue21
  %80 = extractelement <16 x i32> %wide.masked.load, i32 11
  %81 = extractelement <16 x i32> %wide.load, i32 11
  %82 = sdiv i32 %80, %81
  %83 = insertelement <16 x i32> %78, i32 %82, i32 11
  br label %pred.sdiv.continue23

pred.sdiv.continue23:                             ; preds = %pred.sdiv.if22, %pred.sdiv.continue21
  %84 = phi <16 x i32> [ %78, %pred.sdiv.continue21 ], [ %83, %pred.sdiv.if22 ]
  %85 = extractelement <16 x i1> %11, i32 12
  br i1 %85, label %pred.sdiv.if24, label %pred.sdiv.continue25

pred.sdiv.if24:                                   ; preds = %pred.sdiv.continue23
  %86 = extractelement <16 x i32> %wide.masked.load, i32 12
  %87 = extractelement <16 x i32> %wide.load, i32 12
  %88 = sdiv i32 %86, %87
  %89 = insertelement <16 x i32> %84, i32 %88, i32 12
  br label %pred.sdiv.continue25

pred.sdiv.continue25:                             ; preds = %pred.sdiv.if24, %pred.sdiv.continue23
  %90 = phi <16 x i32> [ %84, %pred.sdiv.continue23 ], [ %89, %pred.sdiv.if24 ]
  %91 = extractelement <16 x i1> %11, i32 13
  br i1 %91, label %pred.sdiv.if26, label %pred.sdiv.continue27

pred.sdiv.if26:                                   ; preds = %pred.sdiv.continue25
  %92 = extractelement <16 x i32> %wide.masked.load, i32 13
  %93 = extractelement <16 x i32> %wide.load, i32 13
  %94 = sdiv i32 %92, %93
  %95 = insertelement <16 x i32> %90, i32 %94, i32 13
  br label %pred.sdiv.continue27

pred.sdiv.continue27:                             ; preds = %pred.sdiv.if26, %pred.sdiv.continue25
  %96 = phi <16 x i32> [ %90, %pred.sdiv.continue25 ], [ %95, %pred.sdiv.if26 ]
  %97 = extractelement <16 x i1> %11, i32 14
  br i1 %97, label %pred.sdiv.if28, label %pred.sdiv.continue29

pred.sdiv.if28:                                   ; preds = %pred.sdiv.continue27
  %98 = extractelement <16 x i32> %wide.masked.load, i32 14
  %99 = extractelement <16 x i32> %wide.load, i32 14
  %100 = sdiv i32 %98, %99
  %101 = insertelement <16 x i32> %96, i32 %100, i32 14
  br label %pred.sdiv.continue29

pred.sdiv.continue29:                             ; preds = %pred.sdiv.if28, %pred.sdiv.continue27
  %102 = phi <16 x i32> [ %96, %pred.sdiv.continue27 ], [ %101, %pred.sdiv.if28 ]
  %103 = extractelement <16 x i1> %11, i32 15
  br i1 %103, label %pred.sdiv.if30, label %pred.sdiv.continue31

pred.sdiv.if30:                                   ; preds = %pred.sdiv.continue29
  %104 = extractelement <16 x i32> %wide.masked.load, i32 15
  %105 = extractelement <16 x i32> %wide.load, i32 15
  %106 = sdiv i32 %104, %105
  %107 = insertelement <16 x i32> %102, i32 %106, i32 15
  br label %pred.sdiv.continue31

pred.sdiv.continue31:                             ; preds = %pred.sdiv.if30, %pred.sdiv.continue29
  %108 = phi <16 x i32> [ %102, %pred.sdiv.continue29 ], [ %107, %pred.sdiv.if30 ]
  %109 = getelementptr i32, ptr %10, i32 0
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %108, ptr %109, i32 4, <16 x i1> %11), !tbaa !5
  %index.next = add nuw i64 %index, 16
  %110 = icmp eq i64 %index.next, %n.vec
  br i1 %110, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %pred.sdiv.continue31
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %.loopexit, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = sub i64 %5, %n.vec
  %min.epilog.iters.check = icmp ult i64 %n.vec.remaining, 8
  br i1 %min.epilog.iters.check, label %vec.epilog.scalar.ph, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.mod.vf32 = urem i64 %5, 8
  %n.vec33 = sub i64 %5, %n.mod.vf32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %pred.sdiv.continue53, %vec.epilog.ph
  %index35 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next54, %pred.sdiv.continue53 ]
  %111 = add i64 %index35, 0
  %112 = getelementptr inbounds i32, ptr %2, i64 %111
  %113 = getelementptr inbounds i32, ptr %112, i32 0
  %wide.load36 = load <8 x i32>, ptr %113, align 4, !tbaa !5
  %114 = icmp eq <8 x i32> %wide.load36, zeroinitializer
  %115 = getelementptr i32, ptr %1, i64 %111
  %116 = xor <8 x i1> %114, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %117 = getelementptr i32, ptr %115, i32 0
  %wide.masked.load37 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %117, i32 4, <8 x i1> %116, <8 x i32> poison), !tbaa !5
  %118 = extractelement <8 x i1> %116, i32 0
  br i1 %118, label %pred.sdiv.if38, label %pred.sdiv.continue39

pred.sdiv.if38:                                   ; preds = %vec.epilog.vector.body
  %119 = extractelement <8 x i32> %wide.masked.load37, i32 0
  %120 = extractelement <8 x i32> %wide.load36, i32 0
  %121 = sdiv i32 %119, %120
  %122 = insertelement <8 x i32> poison, i32 %121, i32 0
  br label %pred.sdiv.continue39

pred.sdiv.continue39:                             ; preds = %pred.sdiv.if38, %vec.epilog.vector.body
  %123 = phi <8 x i32> [ poison, %vec.epilog.vector.body ], [ %122, %pred.sdiv.if38 ]
  %124 = extractelement <8 x i1> %116, i32 1
  br i1 %124, label %pred.sdiv.if40, label %pred.sdiv.continue41

pred.sdiv.if40:                                   ; preds = %pred.sdiv.continue39
  %125 = extractelement <8 x i32> %wide.masked.load37, i32 1
  %126 = extractelement <8 x i32> %wide.load36, i32 1
  %127 = sdiv i32 %125, %126
  %128 = insertelement <8 x i32> %123, i32 %127, i32 1
  br label %pred.sdiv.continue41

pred.sdiv.continue41:                             ; preds = %pred.sdiv.if40, %pred.sdiv.continue39
  %129 = phi <8 x i32> [ %123, %pred.sdiv.continue39 ], [ %128, %pred.sdiv.if40 ]
  %130 = extractelement <8 x i1> %116, i32 2
  br i1 %130, label %pred.sdiv.if42, label %pred.sdiv.continue43

pred.sdiv.if42:                                   ; preds = %pred.sdiv.continue41
  %131 = extractelement <8 x i32> %wide.masked.load37, i32 2
  %132 = extractelement <8 x i32> %wide.load36, i32 2
  %133 = sdiv i32 %131, %132
  %134 = insertelement <8 x i32> %129, i32 %133, i32 2
  br label %pred.sdiv.continue43

pred.sdiv.continue43:                             ; preds = %pred.sdiv.if42, %pred.sdiv.continue41
  %135 = phi <8 x i32> [ %129, %pred.sdiv.continue41 ], [ %134, %pred.sdiv.if42 ]
  %136 = extractelement <8 x i1> %116, i32 3
  br i1 %136, label %pred.sdiv.if44, label %pred.sdiv.continue45

pred.sdiv.if44:                                   ; preds = %pred.sdiv.continue43
  %137 = extractelement <8 x i32> %wide.masked.load37, i32 3
  %138 = extractelement <8 x i32> %wide.load36, i32 3
  %139 = sdiv i32 %137, %138
  %140 = insertelement <8 x i32> %135, i32 %139, i32 3
  br label %pred.sdiv.continue45

pred.sdiv.continue45:                             ; preds = %pred.sdiv.if44, %pred.sdiv.continue43
  %141 = phi <8 x i32> [ %135, %pred.sdiv.continue43 ], [ %140, %pred.sdiv.if44 ]
  %142 = extractelement <8 x i1> %116, i32 4
  br i1 %142, label %pred.sdiv.if46, label %pred.sdiv.continue47

pred.sdiv.if46:                                   ; preds = %pred.sdiv.continue45
  %143 = extractelement <8 x i32> %wide.masked.load37, i32 4
  %144 = extractelement <8 x i32> %wide.load36, i32 4
  %145 = sdiv i32 %143, %144
  %146 = insertelement <8 x i32> %141, i32 %145, i32 4
  br label %pred.sdiv.continue47

pred.sdiv.continue47:                             ; preds = %pred.sdiv.if46, %pred.sdiv.continue45
  %147 = phi <8 x i32> [ %141, %pred.sdiv.continue45 ], [ %146, %pred.sdiv.if46 ]
  %148 = extractelement <8 x i1> %116, i32 5
  br i1 %148, label %pred.sdiv.if48, label %pred.sdiv.continue49

pred.sdiv.if48:                                   ; preds = %pred.sdiv.continue47
  %149 = extractelement <8 x i32> %wide.masked.load37, i32 5
  %150 = extractelement <8 x i32> %wide.load36, i32 5
  %151 = sdiv i32 %149, %150
  %152 = insertelement <8 x i32> %147, i32 %151, i32 5
  br label %pred.sdiv.continue49

pred.sdiv.continue49:                             ; preds = %pred.sdiv.if48, %pred.sdiv.continue47
  %153 = phi <8 x i32> [ %147, %pred.sdiv.continue47 ], [ %152, %pred.sdiv.if48 ]
  %154 = extractelement <8 x i1> %116, i32 6
  br i1 %154, label %pred.sdiv.if50, label %pred.sdiv.continue51

pred.sdiv.if50:                                   ; preds = %pred.sdiv.continue49
  %155 = extractelement <8 x i32> %wide.masked.load37, i32 6
  %156 = extractelement <8 x i32> %wide.load36, i32 6
  %157 = sdiv i32 %155, %156
  %158 = insertelement <8 x i32> %153, i32 %157, i32 6
  br label %pred.sdiv.continue51

pred.sdiv.continue51:                             ; preds = %pred.sdiv.if50, %pred.sdiv.continue49
  %159 = phi <8 x i32> [ %153, %pred.sdiv.continue49 ], [ %158, %pred.sdiv.if50 ]
  %160 = extractelement <8 x i1> %116, i32 7
  br i1 %160, label %pred.sdiv.if52, label %pred.sdiv.continue53

pred.sdiv.if52:                                   ; preds = %pred.sdiv.continue51
  %161 = extractelement <8 x i32> %wide.masked.load37, i32 7
  %162 = extractelement <8 x i32> %wide.load36, i32 7
  %163 = sdiv i32 %161, %162
  %164 = insertelement <8 x i32> %159, i32 %163, i32 7
  br label %pred.sdiv.continue53

pred.sdiv.continue53:                             ; preds = %pred.sdiv.if52, %pred.sdiv.continue51
  %165 = phi <8 x i32> [ %159, %pred.sdiv.continue51 ], [ %164, %pred.sdiv.if52 ]
  %166 = getelementptr i32, ptr %115, i32 0
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %165, ptr %166, i32 4, <8 x i1> %116), !tbaa !5
  %index.next54 = add nuw i64 %index35, 8
  %167 = icmp eq i64 %index.next54, %n.vec33
  br i1 %167, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

vec.epilog.middle.block:                          ; preds = %pred.sdiv.continue53
  %cmp.n34 = icmp eq i64 %5, %n.vec33
  br i1 %cmp.n34, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec33, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %169

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %178
  br label %168

168:                                              ; preds = %.loopexit, %3
  ret void

169:                                              ; preds = %178, %vec.epilog.scalar.ph
  %170 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %179, %178 ]
  %171 = getelementptr inbounds i32, ptr %2, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !5
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %178, label %174

174:                                              ; preds = %169
  %175 = getelementptr inbounds i32, ptr %1, i64 %170
  %176 = load i32, ptr %175, align 4, !tbaa !5
  %177 = sdiv i32 %176, %172
  store i32 %177, ptr %175, align 4, !tbaa !5
  br label %178

178:                                              ; preds = %174, %169
  %179 = add nuw nsw i64 %170, 1
  %180 = icmp eq i64 %179, %5
  br i1 %180, label %.loopexit, label %169, !llvm.loop !21
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @abs_int(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #1 {
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
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = getelementptr inbounds i32, ptr %7, i32 0
  %wide.load = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %wide.load, i1 true)
  %10 = getelementptr inbounds i32, ptr %2, i64 %6
  %11 = getelementptr inbounds i32, ptr %10, i32 0
  store <16 x i32> %9, ptr %11, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !22

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
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = getelementptr inbounds i32, ptr %14, i32 0
  %wide.load6 = load <8 x i32>, ptr %15, align 4, !tbaa !5
  %16 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %wide.load6, i1 true)
  %17 = getelementptr inbounds i32, ptr %2, i64 %13
  %18 = getelementptr inbounds i32, ptr %17, i32 0
  store <8 x i32> %16, ptr %18, align 4, !tbaa !5
  %index.next7 = add nuw i64 %index5, 8
  %19 = icmp eq i64 %index.next7, %n.vec3
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

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
  %23 = getelementptr inbounds i32, ptr %1, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = tail call i32 @llvm.abs.i32(i32 %24, i1 true)
  %26 = getelementptr inbounds i32, ptr %2, i64 %22
  store i32 %25, ptr %26, align 4, !tbaa !5
  %27 = add nuw nsw i64 %22, 1
  %28 = icmp eq i64 %27, %5
  br i1 %28, label %.loopexit, label %21, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @clamp(i32 noundef %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
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
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %2, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert2 = insertelement <16 x i32> poison, i32 %3, i64 0
  %broadcast.splat3 = shufflevector <16 x i32> %broadcast.splatinsert2, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds i32, ptr %1, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <16 x i32>, ptr %9, align 4, !tbaa !5
  %10 = icmp slt <16 x i32> %wide.load, %broadcast.splat
  %11 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %wide.load, <16 x i32> %broadcast.splat3)
  %12 = select <16 x i1> %10, <16 x i32> %broadcast.splat, <16 x i32> %11
  store <16 x i32> %12, ptr %9, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !25

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
  %broadcast.splatinsert9 = insertelement <8 x i32> poison, i32 %2, i64 0
  %broadcast.splat10 = shufflevector <8 x i32> %broadcast.splatinsert9, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert11 = insertelement <8 x i32> poison, i32 %3, i64 0
  %broadcast.splat12 = shufflevector <8 x i32> %broadcast.splatinsert11, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index7 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next13, %vec.epilog.vector.body ]
  %14 = add i64 %index7, 0
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  %16 = getelementptr inbounds i32, ptr %15, i32 0
  %wide.load8 = load <8 x i32>, ptr %16, align 4, !tbaa !5
  %17 = icmp slt <8 x i32> %wide.load8, %broadcast.splat10
  %18 = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %wide.load8, <8 x i32> %broadcast.splat12)
  %19 = select <8 x i1> %17, <8 x i32> %broadcast.splat10, <8 x i32> %18
  store <8 x i32> %19, ptr %16, align 4, !tbaa !5
  %index.next13 = add nuw i64 %index7, 8
  %20 = icmp eq i64 %index.next13, %n.vec5
  br i1 %20, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n6 = icmp eq i64 %6, %n.vec5
  br i1 %cmp.n6, label %.loopexit, label %vec.epilog.scalar.ph

vec.epilog.scalar.ph:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %bc.resume.val = phi i64 [ %n.vec5, %vec.epilog.middle.block ], [ %n.vec, %vec.epilog.iter.check ], [ 0, %iter.check ]
  br label %22

.loopexit:                                        ; preds = %vec.epilog.middle.block, %middle.block, %22
  br label %21

21:                                               ; preds = %.loopexit, %4
  ret void

22:                                               ; preds = %22, %vec.epilog.scalar.ph
  %23 = phi i64 [ %bc.resume.val, %vec.epilog.scalar.ph ], [ %29, %22 ]
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp slt i32 %25, %2
  %27 = tail call i32 @llvm.smin.i32(i32 %25, i32 %3)
  %28 = select i1 %26, i32 %2, i32 %27
  store i32 %28, ptr %24, align 4, !tbaa !5
  %29 = add nuw nsw i64 %23, 1
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %.loopexit, label %22, !llvm.loop !27
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr nocapture, i32 immarg, <16 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr nocapture, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #5

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="skylake-avx512" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="skylake-avx512" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!16 = distinct !{!16, !10, !11, !12, !13}
!17 = distinct !{!17, !10, !11, !12, !13}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10, !11, !12, !13}
!20 = distinct !{!20, !10, !11, !12, !13}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !11, !12, !13}
!23 = distinct !{!23, !10, !11, !12, !13}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !11, !12, !13}
!26 = distinct !{!26, !10, !11, !12, !13}
!27 = distinct !{!27, !10, !11, !12}
