; BROKEN: source=../cond.ll target=../cond.vf4.ll function=guarded_div
; BUG: the division of lane 0 runs whatever its guard b[i] != 0 says (`br i1 true`): a division by zero
; WITNESS: args n=4 buffers a=i32[10,20,30,40] b=i32[0,2,3,4]
; ModuleID = '<stdin>'
source_filename = "cond.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cond_store(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %5
  %n.mod.vf = urem i64 %6, 4
  %n.vec = sub i64 %6, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue6, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue6 ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds i32, ptr %1, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <4 x i32>, ptr %9, align 4, !tbaa !5
  %10 = icmp sgt <4 x i32> %wide.load, zeroinitializer
  %11 = extractelement <4 x i1> %10, i32 0
  br i1 %11, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %vector.body
  %12 = getelementptr inbounds i32, ptr %2, i64 %7
  %13 = extractelement <4 x i32> %wide.load, i32 0
  store i32 %13, ptr %12, align 4, !tbaa !5
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %vector.body
  %14 = extractelement <4 x i1> %10, i32 1
  br i1 %14, label %pred.store.if1, label %pred.store.continue2

pred.store.if1:                                   ; preds = %pred.store.continue
  %15 = add i64 %index, 1
  %16 = getelementptr inbounds i32, ptr %2, i64 %15
  %17 = extractelement <4 x i32> %wide.load, i32 1
  store i32 %17, ptr %16, align 4, !tbaa !5
  br label %pred.store.continue2

pred.store.continue2:                             ; preds = %pred.store.if1, %pred.store.continue
  %18 = extractelement <4 x i1> %10, i32 2
  br i1 %18, label %pred.store.if3, label %pred.store.continue4

pred.store.if3:                                   ; preds = %pred.store.continue2
  %19 = add i64 %index, 2
  %20 = getelementptr inbounds i32, ptr %2, i64 %19
  %21 = extractelement <4 x i32> %wide.load, i32 2
  store i32 %21, ptr %20, align 4, !tbaa !5
  br label %pred.store.continue4

pred.store.continue4:                             ; preds = %pred.store.if3, %pred.store.continue2
  %22 = extractelement <4 x i1> %10, i32 3
  br i1 %22, label %pred.store.if5, label %pred.store.continue6

pred.store.if5:                                   ; preds = %pred.store.continue4
  %23 = add i64 %index, 3
  %24 = getelementptr inbounds i32, ptr %2, i64 %23
  %25 = extractelement <4 x i32> %wide.load, i32 3
  store i32 %25, ptr %24, align 4, !tbaa !5
  br label %pred.store.continue6

pred.store.continue6:                             ; preds = %pred.store.if5, %pred.store.continue4
  %index.next = add nuw i64 %index, 4
  %26 = icmp eq i64 %index.next, %n.vec
  br i1 %26, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %pred.store.continue6
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %28

.loopexit:                                        ; preds = %middle.block, %35
  br label %27

27:                                               ; preds = %.loopexit, %3
  ret void

28:                                               ; preds = %35, %scalar.ph
  %29 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %36, %35 ]
  %30 = getelementptr inbounds i32, ptr %1, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %35

33:                                               ; preds = %28
  %34 = getelementptr inbounds i32, ptr %2, i64 %29
  store i32 %31, ptr %34, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %33, %28
  %36 = add nuw nsw i64 %29, 1
  %37 = icmp eq i64 %36, %6
  br i1 %37, label %.loopexit, label %28, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @if_else(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %19

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
  %wide.load = load <4 x i32>, ptr %9, align 4, !tbaa !5
  %10 = and <4 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1>
  %11 = icmp eq <4 x i32> %10, zeroinitializer
  %12 = mul nsw <4 x i32> %wide.load, <i32 3, i32 3, i32 3, i32 3>
  %13 = add nsw <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>
  %14 = ashr <4 x i32> %wide.load, <i32 1, i32 1, i32 1, i32 1>
  %15 = select <4 x i1> %11, <4 x i32> %14, <4 x i32> %13
  %16 = getelementptr inbounds i32, ptr %2, i64 %7
  %17 = getelementptr inbounds i32, ptr %16, i32 0
  store <4 x i32> %15, ptr %17, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 4
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
  br i1 %4, label %5, label %44

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  %min.iters.check = icmp ult i64 %6, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %5
  %n.mod.vf = urem i64 %6, 4
  %n.vec = sub i64 %6, %n.mod.vf
  br label %vector.body

vector.body:                                      ; preds = %pred.store.continue6, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %pred.store.continue6 ]
  %7 = add i64 %index, 0
  %8 = getelementptr inbounds i32, ptr %2, i64 %7
  %9 = getelementptr inbounds i32, ptr %8, i32 0
  %wide.load = load <4 x i32>, ptr %9, align 4, !tbaa !5
  %10 = icmp eq <4 x i32> %wide.load, zeroinitializer
  %11 = xor <4 x i1> %10, <i1 true, i1 true, i1 true, i1 true>
  %12 = extractelement <4 x i1> %11, i32 0
  br i1 true, label %pred.store.if, label %pred.store.continue

pred.store.if:                                    ; preds = %vector.body
  %13 = getelementptr inbounds i32, ptr %1, i64 %7
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = extractelement <4 x i32> %wide.load, i32 0
  %16 = sdiv i32 %14, %15
  store i32 %16, ptr %13, align 4, !tbaa !5
  br label %pred.store.continue

pred.store.continue:                              ; preds = %pred.store.if, %vector.body
  %17 = phi i32 [ poison, %vector.body ], [ %14, %pred.store.if ]
  %18 = phi i32 [ poison, %vector.body ], [ %16, %pred.store.if ]
  %19 = extractelement <4 x i1> %11, i32 1
  br i1 %19, label %pred.store.if1, label %pred.store.continue2

pred.store.if1:                                   ; preds = %pred.store.continue
  %20 = add i64 %index, 1
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = extractelement <4 x i32> %wide.load, i32 1
  %24 = sdiv i32 %22, %23
  store i32 %24, ptr %21, align 4, !tbaa !5
  br label %pred.store.continue2

pred.store.continue2:                             ; preds = %pred.store.if1, %pred.store.continue
  %25 = phi i32 [ poison, %pred.store.continue ], [ %22, %pred.store.if1 ]
  %26 = phi i32 [ poison, %pred.store.continue ], [ %24, %pred.store.if1 ]
  %27 = extractelement <4 x i1> %11, i32 2
  br i1 %27, label %pred.store.if3, label %pred.store.continue4

pred.store.if3:                                   ; preds = %pred.store.continue2
  %28 = add i64 %index, 2
  %29 = getelementptr inbounds i32, ptr %1, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = extractelement <4 x i32> %wide.load, i32 2
  %32 = sdiv i32 %30, %31
  store i32 %32, ptr %29, align 4, !tbaa !5
  br label %pred.store.continue4

pred.store.continue4:                             ; preds = %pred.store.if3, %pred.store.continue2
  %33 = phi i32 [ poison, %pred.store.continue2 ], [ %30, %pred.store.if3 ]
  %34 = phi i32 [ poison, %pred.store.continue2 ], [ %32, %pred.store.if3 ]
  %35 = extractelement <4 x i1> %11, i32 3
  br i1 %35, label %pred.store.if5, label %pred.store.continue6

pred.store.if5:                                   ; preds = %pred.store.continue4
  %36 = add i64 %index, 3
  %37 = getelementptr inbounds i32, ptr %1, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = extractelement <4 x i32> %wide.load, i32 3
  %40 = sdiv i32 %38, %39
  store i32 %40, ptr %37, align 4, !tbaa !5
  br label %pred.store.continue6

pred.store.continue6:                             ; preds = %pred.store.if5, %pred.store.continue4
  %41 = phi i32 [ poison, %pred.store.continue4 ], [ %38, %pred.store.if5 ]
  %42 = phi i32 [ poison, %pred.store.continue4 ], [ %40, %pred.store.if5 ]
  %index.next = add nuw i64 %index, 4
  %43 = icmp eq i64 %index.next, %n.vec
  br i1 %43, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %pred.store.continue6
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %.loopexit, label %scalar.ph

scalar.ph:                                        ; preds = %5, %middle.block
  %bc.resume.val = phi i64 [ %n.vec, %middle.block ], [ 0, %5 ]
  br label %45

.loopexit:                                        ; preds = %middle.block, %54
  br label %44

44:                                               ; preds = %.loopexit, %3
  ret void

45:                                               ; preds = %54, %scalar.ph
  %46 = phi i64 [ %bc.resume.val, %scalar.ph ], [ %55, %54 ]
  %47 = getelementptr inbounds i32, ptr %2, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %54, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds i32, ptr %1, i64 %46
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = sdiv i32 %52, %48
  store i32 %53, ptr %51, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %50, %45
  %55 = add nuw nsw i64 %46, 1
  %56 = icmp eq i64 %55, %6
  br i1 %56, label %.loopexit, label %45, !llvm.loop !18
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @abs_int(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %14

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
  %wide.load = load <4 x i32>, ptr %9, align 4, !tbaa !5
  %10 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %wide.load, i1 true)
  %11 = getelementptr inbounds i32, ptr %2, i64 %7
  %12 = getelementptr inbounds i32, ptr %11, i32 0
  store <4 x i32> %10, ptr %12, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 4
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
  %min.iters.check = icmp ult i64 %7, 4
  br i1 %min.iters.check, label %scalar.ph, label %vector.ph

vector.ph:                                        ; preds = %6
  %n.mod.vf = urem i64 %7, 4
  %n.vec = sub i64 %7, %n.mod.vf
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %2, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert1 = insertelement <4 x i32> poison, i32 %3, i64 0
  %broadcast.splat2 = shufflevector <4 x i32> %broadcast.splatinsert1, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %8 = add i64 %index, 0
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = getelementptr inbounds i32, ptr %9, i32 0
  %wide.load = load <4 x i32>, ptr %10, align 4, !tbaa !5
  %11 = icmp slt <4 x i32> %wide.load, %broadcast.splat
  %12 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %wide.load, <4 x i32> %broadcast.splat2)
  %13 = select <4 x i1> %11, <4 x i32> %broadcast.splat, <4 x i32> %12
  store <4 x i32> %13, ptr %10, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 4
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
