; BROKEN: source=../cond.ll target=../cond.haswell.ll function=guarded_div
; BUG: the scalarized division of lane 3 is inserted at lane 2: lane 2 gets a[i+3] / b[i+3] and lane 3 is poison
; WITNESS: args n=8 buffers a=i32[10,20,30,40,50,60,70,80] b=i32[1*8]
; ModuleID = '<stdin>'
source_filename = "cond.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_store(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %14

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
  %wide.load = load <8 x i32>, ptr %9, align 4, !tbaa !5
  %10 = icmp sgt <8 x i32> %wide.load, zeroinitializer
  %11 = getelementptr i32, ptr %2, i64 %7
  %12 = getelementptr i32, ptr %11, i32 0
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %wide.load, ptr %12, i32 4, <8 x i1> %10), !tbaa !5
  %index.next = add nuw i64 %index, 8
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %15

.loopexit:                                        ; preds = %middle.block, %22
  br label %14

14:                                               ; preds = %.loopexit, %3
  ret void

15:                                               ; preds = %22, %scalar.ph
  %16 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %23, %22 ]
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %15
  %21 = getelementptr inbounds i32, ptr %2, i64 %16
  store i32 %18, ptr %21, align 4, !tbaa !5
  br label %22

22:                                               ; preds = %20, %15
  %23 = add nuw nsw i64 %16, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %.loopexit, label %15, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @if_else(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %19

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
  %wide.load = load <8 x i32>, ptr %9, align 4, !tbaa !5
  %10 = and <8 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %11 = icmp eq <8 x i32> %10, zeroinitializer
  %12 = mul nsw <8 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %13 = add nsw <8 x i32> %12, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %14 = ashr <8 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %15 = select <8 x i1> %11, <8 x i32> %14, <8 x i32> %13
  %16 = getelementptr inbounds i32, ptr %2, i64 %7
  %17 = getelementptr inbounds i32, ptr %16, i32 0
  store <8 x i32> %15, ptr %17, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 8
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %20

.loopexit:                                        ; preds = %middle.block, %20
  br label %19

19:                                               ; preds = %.loopexit, %3
  ret void

20:                                               ; preds = %20, %scalar.ph
  %21 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %31, %20 ]
  %22 = getelementptr inbounds i32, ptr %1, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = and i32 %23, 1
  %25 = icmp eq i32 %24, 0
  %26 = mul nsw i32 %23, 3
  %27 = add nsw i32 %26, 1
  %28 = ashr i32 %23, 1
  %29 = select i1 %25, i32 %28, i32 %27
  %30 = getelementptr inbounds i32, ptr %2, i64 %21
  store i32 %29, ptr %30, align 4, !tbaa !5
  %31 = add nuw nsw i64 %21, 1
  %32 = icmp eq i64 %31, %6
  br i1 %32, label %.loopexit, label %20, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @guarded_div(i32 noundef %0, ptr noalias nocapture noundef %1, ptr noalias nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %64

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %5
  %n.mod.vf = urem i64 %6, 8
  %n.vec = sub i64 %6, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %pred.sdiv.continue14, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.sdiv.continue14 ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds i32, ptr %2, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <8 x i32>, ptr %9, align 4, !tbaa !5
  %10 = icmp eq <8 x i32> %wide.load, zeroinitializer
  %11 = getelementptr i32, ptr %1, i64 %7
  %12 = xor <8 x i1> %10, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %13 = getelementptr i32, ptr %11, i32 0
  %wide.masked.load = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr %13, i32 4, <8 x i1> %12, <8 x i32> poison), !tbaa !5
  %14 = extractelement <8 x i1> %12, i32 0
  br i1 %14, label %pred.sdiv.if, label %pred.sdiv.continue

pred.sdiv.if:                                     ; preds = %vector.body
  %15 = extractelement <8 x i32> %wide.masked.load, i32 0
  %16 = extractelement <8 x i32> %wide.load, i32 0
  %17 = sdiv i32 %15, %16
  %18 = insertelement <8 x i32> poison, i32 %17, i32 0
  br label %pred.sdiv.continue

pred.sdiv.continue:                               ; preds = %pred.sdiv.if, %vector.body
  %19 = phi <8 x i32> [ poison, %vector.body ], [ %18, %pred.sdiv.if ]
  %20 = extractelement <8 x i1> %12, i32 1
  br i1 %20, label %pred.sdiv.if1, label %pred.sdiv.continue2

pred.sdiv.if1:                                    ; preds = %pred.sdiv.continue
  %21 = extractelement <8 x i32> %wide.masked.load, i32 1
  %22 = extractelement <8 x i32> %wide.load, i32 1
  %23 = sdiv i32 %21, %22
  %24 = insertelement <8 x i32> %19, i32 %23, i32 1
  br label %pred.sdiv.continue2

pred.sdiv.continue2:                              ; preds = %pred.sdiv.if1, %pred.sdiv.continue
  %25 = phi <8 x i32> [ %19, %pred.sdiv.continue ], [ %24, %pred.sdiv.if1 ]
  %26 = extractelement <8 x i1> %12, i32 2
  br i1 %26, label %pred.sdiv.if3, label %pred.sdiv.continue4

pred.sdiv.if3:                                    ; preds = %pred.sdiv.continue2
  %27 = extractelement <8 x i32> %wide.masked.load, i32 2
  %28 = extractelement <8 x i32> %wide.load, i32 2
  %29 = sdiv i32 %27, %28
  %30 = insertelement <8 x i32> %25, i32 %29, i32 2
  br label %pred.sdiv.continue4

pred.sdiv.continue4:                              ; preds = %pred.sdiv.if3, %pred.sdiv.continue2
  %31 = phi <8 x i32> [ %25, %pred.sdiv.continue2 ], [ %30, %pred.sdiv.if3 ]
  %32 = extractelement <8 x i1> %12, i32 3
  br i1 %32, label %pred.sdiv.if5, label %pred.sdiv.continue6

pred.sdiv.if5:                                    ; preds = %pred.sdiv.continue4
  %33 = extractelement <8 x i32> %wide.masked.load, i32 3
  %34 = extractelement <8 x i32> %wide.load, i32 3
  %35 = sdiv i32 %33, %34
  %36 = insertelement <8 x i32> %31, i32 %35, i32 2
  br label %pred.sdiv.continue6

pred.sdiv.continue6:                              ; preds = %pred.sdiv.if5, %pred.sdiv.continue4
  %37 = phi <8 x i32> [ %31, %pred.sdiv.continue4 ], [ %36, %pred.sdiv.if5 ]
  %38 = extractelement <8 x i1> %12, i32 4
  br i1 %38, label %pred.sdiv.if7, label %pred.sdiv.continue8

pred.sdiv.if7:                                    ; preds = %pred.sdiv.continue6
  %39 = extractelement <8 x i32> %wide.masked.load, i32 4
  %40 = extractelement <8 x i32> %wide.load, i32 4
  %41 = sdiv i32 %39, %40
  %42 = insertelement <8 x i32> %37, i32 %41, i32 4
  br label %pred.sdiv.continue8

pred.sdiv.continue8:                              ; preds = %pred.sdiv.if7, %pred.sdiv.continue6
  %43 = phi <8 x i32> [ %37, %pred.sdiv.continue6 ], [ %42, %pred.sdiv.if7 ]
  %44 = extractelement <8 x i1> %12, i32 5
  br i1 %44, label %pred.sdiv.if9, label %pred.sdiv.continue10

pred.sdiv.if9:                                    ; preds = %pred.sdiv.continue8
  %45 = extractelement <8 x i32> %wide.masked.load, i32 5
  %46 = extractelement <8 x i32> %wide.load, i32 5
  %47 = sdiv i32 %45, %46
  %48 = insertelement <8 x i32> %43, i32 %47, i32 5
  br label %pred.sdiv.continue10

pred.sdiv.continue10:                             ; preds = %pred.sdiv.if9, %pred.sdiv.continue8
  %49 = phi <8 x i32> [ %43, %pred.sdiv.continue8 ], [ %48, %pred.sdiv.if9 ]
  %50 = extractelement <8 x i1> %12, i32 6
  br i1 %50, label %pred.sdiv.if11, label %pred.sdiv.continue12

pred.sdiv.if11:                                   ; preds = %pred.sdiv.continue10
  %51 = extractelement <8 x i32> %wide.masked.load, i32 6
  %52 = extractelement <8 x i32> %wide.load, i32 6
  %53 = sdiv i32 %51, %52
  %54 = insertelement <8 x i32> %49, i32 %53, i32 6
  br label %pred.sdiv.continue12

pred.sdiv.continue12:                             ; preds = %pred.sdiv.if11, %pred.sdiv.continue10
  %55 = phi <8 x i32> [ %49, %pred.sdiv.continue10 ], [ %54, %pred.sdiv.if11 ]
  %56 = extractelement <8 x i1> %12, i32 7
  br i1 %56, label %pred.sdiv.if13, label %pred.sdiv.continue14

pred.sdiv.if13:                                   ; preds = %pred.sdiv.continue12
  %57 = extractelement <8 x i32> %wide.masked.load, i32 7
  %58 = extractelement <8 x i32> %wide.load, i32 7
  %59 = sdiv i32 %57, %58
  %60 = insertelement <8 x i32> %55, i32 %59, i32 7
  br label %pred.sdiv.continue14

pred.sdiv.continue14:                             ; preds = %pred.sdiv.if13, %pred.sdiv.continue12
  %61 = phi <8 x i32> [ %55, %pred.sdiv.continue12 ], [ %60, %pred.sdiv.if13 ]
  %62 = getelementptr i32, ptr %11, i32 0
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %61, ptr %62, i32 4, <8 x i1> %12), !tbaa !5
  %index.next = add nuw i64 %index, 8
  %63 = icmp eq i64 %index.next, %n.vec
  br i1 %63, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %pred.sdiv.continue14
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %65

.loopexit:                                        ; preds = %middle.block, %74
  br label %64

64:                                               ; preds = %.loopexit, %3
  ret void

65:                                               ; preds = %74, %scalar.ph
  %66 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %75, %74 ]
  %67 = getelementptr inbounds i32, ptr %2, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %74, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i32, ptr %1, i64 %66
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = sdiv i32 %72, %68
  store i32 %73, ptr %71, align 4, !tbaa !5
  br label %74

74:                                               ; preds = %70, %65
  %75 = add nuw nsw i64 %66, 1
  %76 = icmp eq i64 %75, %6
  br i1 %76, label %.loopexit, label %65, !llvm.loop !18
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @abs_int(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %14

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
  %wide.load = load <8 x i32>, ptr %9, align 4, !tbaa !5
  %10 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %wide.load, i1 true)
  %11 = getelementptr inbounds i32, ptr %2, i64 %7
  %12 = getelementptr inbounds i32, ptr %11, i32 0
  store <8 x i32> %10, ptr %12, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 8
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %15

.loopexit:                                        ; preds = %middle.block, %15
  br label %14

14:                                               ; preds = %.loopexit, %3
  ret void

15:                                               ; preds = %15, %scalar.ph
  %16 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %21, %15 ]
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = tail call i32 @llvm.abs.i32(i32 %18, i1 true)
  %20 = getelementptr inbounds i32, ptr %2, i64 %16
  store i32 %19, ptr %20, align 4, !tbaa !5
  %21 = add nuw nsw i64 %16, 1
  %22 = icmp eq i64 %21, %6
  br i1 %22, label %.loopexit, label %15, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @clamp(i32 noundef %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %7, 8
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %6
  %n.mod.vf = urem i64 %7, 8
  %n.vec = sub i64 %7, %n.mod.vf
  %broadcast.splatinsert = insertelement <8 x i32> poison, i32 %2, i64 0
  %broadcast.splat = shufflevector <8 x i32> %broadcast.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1 = insertelement <8 x i32> poison, i32 %3, i64 0
  %broadcast.splat2 = shufflevector <8 x i32> %broadcast.splatinsert1, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %8 = add i64 %index, 0
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = getelementptr inbounds i32, ptr %9, i32 0
  %wide.load = load <8 x i32>, ptr %10, align 4, !tbaa !5
  %11 = icmp slt <8 x i32> %wide.load, %broadcast.splat
  %12 = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %wide.load, <8 x i32> %broadcast.splat2)
  %13 = select <8 x i1> %11, <8 x i32> %broadcast.splat, <8 x i32> %12
  store <8 x i32> %13, ptr %10, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 8
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !21

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
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = icmp slt i32 %19, %2
  %21 = tail call i32 @llvm.smin.i32(i32 %19, i32 %3)
  %22 = select i1 %20, i32 %2, i32 %21
  store i32 %22, ptr %18, align 4, !tbaa !5
  %23 = add nuw nsw i64 %17, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %.loopexit, label %16, !llvm.loop !22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr nocapture, i32 immarg, <8 x i1>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #5

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="haswell" }
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
!14 = distinct !{!14, !10, !11, !12}
!15 = distinct !{!15, !10, !11, !12, !13}
!16 = distinct !{!16, !10, !11, !12}
!17 = distinct !{!17, !10, !11, !12, !13}
!18 = distinct !{!18, !10, !11, !12}
!19 = distinct !{!19, !10, !11, !12, !13}
!20 = distinct !{!20, !10, !11, !12}
!21 = distinct !{!21, !10, !11, !12, !13}
!22 = distinct !{!22, !10, !11, !12}
