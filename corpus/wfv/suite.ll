; ModuleID = 'suite.c'
source_filename = "suite.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @smoothclamp(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = fcmp ugt float %0, %1
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = fcmp ult float %0, %2
  br i1 %6, label %7, label %15

7:                                                ; preds = %5
  %8 = fsub float %0, %1
  %9 = fsub float %2, %1
  %10 = fdiv float %8, %9
  %11 = fmul float %10, %10
  %12 = fmul float %10, 2.000000e+00
  %13 = fsub float 3.000000e+00, %12
  %14 = fmul float %11, %13
  br label %15

15:                                               ; preds = %5, %3, %7
  %16 = phi float [ %14, %7 ], [ 0.000000e+00, %3 ], [ 1.000000e+00, %5 ]
  ret float %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @piecewise(float noundef %0) local_unnamed_addr #0 {
  %2 = fcmp olt float %0, -1.000000e+00
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = fadd float %0, 1.000000e+00
  %5 = fmul float %4, 5.000000e-01
  %6 = fsub float -1.000000e+00, %5
  br label %23

7:                                                ; preds = %1
  %8 = fcmp olt float %0, 0.000000e+00
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = fmul float %0, %0
  %11 = fmul float %10, %0
  br label %23

12:                                               ; preds = %7
  %13 = fcmp olt float %0, 2.000000e+00
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = fmul float %0, 2.500000e-01
  %16 = fsub float 1.000000e+00, %15
  %17 = fmul float %16, %0
  br label %23

18:                                               ; preds = %12
  %19 = fadd float %0, -2.000000e+00
  %20 = fmul float %19, 1.250000e-01
  %21 = fmul float %19, %20
  %22 = fadd float %21, 1.000000e+00
  br label %23

23:                                               ; preds = %9, %18, %14, %3
  %24 = phi float [ %6, %3 ], [ %11, %9 ], [ %17, %14 ], [ %22, %18 ]
  ret float %24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @popmix(i32 noundef %0) local_unnamed_addr #0 {
  %2 = shl i32 %0, 13
  %3 = xor i32 %2, %0
  %4 = lshr i32 %3, 17
  %5 = xor i32 %4, %3
  %6 = shl i32 %5, 5
  %7 = xor i32 %6, %5
  %8 = lshr i32 %7, 1
  %9 = and i32 %8, 1431655765
  %10 = sub i32 %7, %9
  %11 = and i32 %10, 858993459
  %12 = lshr i32 %10, 2
  %13 = and i32 %12, 858993459
  %14 = add nuw nsw i32 %13, %11
  %15 = lshr i32 %14, 4
  %16 = add nuw nsw i32 %15, %14
  %17 = and i32 %16, 252645135
  %18 = mul i32 %17, 16843009
  %19 = lshr i32 %18, 24
  ret i32 %19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @ilog2_branchy(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %26, label %3

3:                                                ; preds = %1
  %4 = icmp ugt i32 %0, 65535
  %5 = lshr i32 %0, 16
  %6 = select i1 %4, i32 %5, i32 %0
  %7 = select i1 %4, i32 16, i32 0
  %8 = icmp ugt i32 %6, 255
  %9 = lshr i32 %6, 8
  %10 = or i32 %7, 8
  %11 = select i1 %8, i32 %9, i32 %6
  %12 = select i1 %8, i32 %10, i32 %7
  %13 = icmp ugt i32 %11, 15
  %14 = lshr i32 %11, 4
  %15 = or i32 %12, 4
  %16 = select i1 %13, i32 %14, i32 %11
  %17 = select i1 %13, i32 %15, i32 %12
  %18 = icmp ugt i32 %16, 3
  %19 = lshr i32 %16, 2
  %20 = or i32 %17, 2
  %21 = select i1 %18, i32 %19, i32 %16
  %22 = select i1 %18, i32 %20, i32 %17
  %23 = icmp ugt i32 %21, 1
  %24 = zext i1 %23 to i32
  %25 = add nsw i32 %22, %24
  br label %26

26:                                               ; preds = %1, %3
  %27 = phi i32 [ %25, %3 ], [ -1, %1 ]
  ret i32 %27
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @collatz(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp ugt i32 %0, 1
  br i1 %2, label %3, label %16

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  %8 = mul i32 %5, 3
  %9 = add i32 %8, 1
  %10 = lshr i32 %5, 1
  %11 = select i1 %7, i32 %10, i32 %9
  %12 = add nuw nsw i32 %4, 1
  %13 = icmp ugt i32 %11, 1
  %14 = icmp ult i32 %4, 299
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %3, label %16, !llvm.loop !5

16:                                               ; preds = %3, %1
  %17 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %17
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @gcd(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %6, %4 ], [ %0, %2 ]
  %6 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %7 = urem i32 %5, %6
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %4, !llvm.loop !8

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %6, %4 ]
  ret i32 %10
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @lower_bound(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %19

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %17, %5 ], [ 0, %3 ]
  %7 = phi i32 [ %16, %5 ], [ %1, %3 ]
  %8 = sub nsw i32 %7, %6
  %9 = sdiv i32 %8, 2
  %10 = add nsw i32 %9, %6
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !9
  %14 = icmp slt i32 %13, %2
  %15 = add nsw i32 %10, 1
  %16 = select i1 %14, i32 %7, i32 %10
  %17 = select i1 %14, i32 %15, i32 %6
  %18 = icmp sgt i32 %16, %17
  br i1 %18, label %5, label %19, !llvm.loop !13

19:                                               ; preds = %5, %3
  %20 = phi i32 [ 0, %3 ], [ %17, %5 ]
  ret i32 %20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @first_above(ptr nocapture noundef readonly %0, i32 noundef %1, float noundef %2) local_unnamed_addr #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %17

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  br label %7

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %13, %12 ]
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !14
  %11 = fcmp ogt float %10, %2
  br i1 %11, label %15, label %12

12:                                               ; preds = %7
  %13 = add nuw nsw i64 %8, 1
  %14 = icmp eq i64 %13, %6
  br i1 %14, label %17, label %7, !llvm.loop !16

15:                                               ; preds = %7
  %16 = trunc i64 %8 to i32
  br label %17

17:                                               ; preds = %15, %12, %3
  %18 = phi i32 [ 0, %3 ], [ %16, %15 ], [ %1, %12 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define dso_local float @alu(i32 noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #4 {
  %4 = and i32 %0, 7
  switch i32 %4, label %20 [
    i32 0, label %5
    i32 1, label %7
    i32 2, label %9
    i32 3, label %11
    i32 4, label %14
    i32 5, label %17
  ]

5:                                                ; preds = %3
  %6 = fadd float %1, %2
  br label %20

7:                                                ; preds = %3
  %8 = fsub float %1, %2
  br label %20

9:                                                ; preds = %3
  %10 = fmul float %1, %2
  br label %20

11:                                               ; preds = %3
  %12 = fcmp olt float %1, %2
  %13 = select i1 %12, float %1, float %2
  br label %20

14:                                               ; preds = %3
  %15 = fcmp ogt float %1, %2
  %16 = select i1 %15, float %1, float %2
  br label %20

17:                                               ; preds = %3
  %18 = fsub float %1, %2
  %19 = tail call float @llvm.fabs.f32(float %18)
  br label %20

20:                                               ; preds = %3, %17, %14, %11, %9, %7, %5
  %21 = phi float [ %19, %17 ], [ %16, %14 ], [ %13, %11 ], [ %10, %9 ], [ %8, %7 ], [ %6, %5 ], [ 0.000000e+00, %3 ]
  ret float %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @cmag(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = shl nsw i32 %2, 1
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds float, ptr %0, i64 %5
  %7 = load float, ptr %6, align 4, !tbaa !14
  %8 = or i32 %4, 1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !14
  %12 = fmul float %7, %7
  %13 = fmul float %11, %11
  %14 = fadd float %12, %13
  %15 = getelementptr inbounds float, ptr %1, i64 %5
  store float %14, ptr %15, align 4, !tbaa !14
  %16 = fmul float %7, %11
  %17 = getelementptr inbounds float, ptr %1, i64 %9
  store float %16, ptr %17, align 4, !tbaa !14
  ret void
}

; Function Attrs: nofree nounwind memory(write) uwtable
define dso_local float @ao_hit(float noundef %0, float noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #7 {
  %5 = fmul float %2, %2
  %6 = fmul float %3, %3
  %7 = fadd float %5, %6
  %8 = fadd float %7, 1.000000e+00
  %9 = tail call float @sqrtf(float noundef %8) #19
  %10 = fdiv float %2, %9
  %11 = fdiv float %3, %9
  %12 = fdiv float 1.000000e+00, %9
  %13 = fmul float %11, %1
  %14 = fmul float %12, 3.000000e+00
  %15 = fmul float %1, %1
  br label %17

16:                                               ; preds = %56
  ret float %57

17:                                               ; preds = %4, %56
  %18 = phi float [ 0x46293E5940000000, %4 ], [ %58, %56 ]
  %19 = phi float [ 0.000000e+00, %4 ], [ %57, %56 ]
  %20 = phi i32 [ 0, %4 ], [ %59, %56 ]
  %21 = sitofp i32 %20 to float
  %22 = fadd float %21, -1.000000e+00
  %23 = fmul float %21, 2.500000e-01
  %24 = fadd float %23, 5.000000e-01
  %25 = fsub float %0, %22
  %26 = fmul float %10, %25
  %27 = fadd float %13, %26
  %28 = fsub float %27, %14
  %29 = fmul float %25, %25
  %30 = fadd float %15, %29
  %31 = fadd float %30, 9.000000e+00
  %32 = fmul float %24, %24
  %33 = fsub float %31, %32
  %34 = fmul float %28, %28
  %35 = fsub float %34, %33
  %36 = fcmp ogt float %35, 0.000000e+00
  br i1 %36, label %37, label %56

37:                                               ; preds = %17
  %38 = fneg float %28
  %39 = tail call float @sqrtf(float noundef %35) #19
  %40 = fsub float %38, %39
  %41 = fcmp ogt float %40, 0.000000e+00
  %42 = fcmp olt float %40, %18
  %43 = select i1 %41, i1 %42, i1 false
  br i1 %43, label %44, label %56

44:                                               ; preds = %37
  %45 = fmul float %10, %40
  %46 = fadd float %45, %0
  %47 = fsub float %46, %22
  %48 = fdiv float %47, %24
  %49 = fmul float %11, %40
  %50 = fadd float %49, %1
  %51 = fdiv float %50, %24
  %52 = fmul float %48, 0x3FE3333340000000
  %53 = fmul float %51, 0x3FE99999A0000000
  %54 = fadd float %53, %52
  %55 = tail call float @llvm.fabs.f32(float %54)
  br label %56

56:                                               ; preds = %37, %44, %17
  %57 = phi float [ %19, %17 ], [ %55, %44 ], [ %19, %37 ]
  %58 = phi float [ %18, %17 ], [ %40, %44 ], [ %18, %37 ]
  %59 = add nuw nsw i32 %20, 1
  %60 = icmp eq i32 %59, 3
  br i1 %60, label %16, label %17, !llvm.loop !17
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local float @value_noise(float noundef %0, float noundef %1) local_unnamed_addr #9 {
  %3 = alloca [4 x float], align 16
  %4 = tail call float @llvm.floor.f32(float %0)
  %5 = tail call float @llvm.floor.f32(float %1)
  %6 = fptosi float %4 to i32
  %7 = fptosi float %5 to i32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #19
  br label %35

8:                                                ; preds = %35
  %9 = fsub float %1, %5
  %10 = fsub float %0, %4
  %11 = fmul float %10, %10
  %12 = fmul float %10, 2.000000e+00
  %13 = fsub float 3.000000e+00, %12
  %14 = fmul float %11, %13
  %15 = fmul float %9, %9
  %16 = fmul float %9, 2.000000e+00
  %17 = fsub float 3.000000e+00, %16
  %18 = fmul float %15, %17
  %19 = load float, ptr %3, align 16, !tbaa !14
  %20 = getelementptr inbounds [4 x float], ptr %3, i64 0, i64 1
  %21 = load float, ptr %20, align 4, !tbaa !14
  %22 = fsub float %21, %19
  %23 = fmul float %14, %22
  %24 = fadd float %19, %23
  %25 = getelementptr inbounds [4 x float], ptr %3, i64 0, i64 2
  %26 = load float, ptr %25, align 8, !tbaa !14
  %27 = getelementptr inbounds [4 x float], ptr %3, i64 0, i64 3
  %28 = load float, ptr %27, align 4, !tbaa !14
  %29 = fsub float %28, %26
  %30 = fmul float %14, %29
  %31 = fadd float %26, %30
  %32 = fsub float %31, %24
  %33 = fmul float %18, %32
  %34 = fadd float %24, %33
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #19
  ret float %34

35:                                               ; preds = %2, %35
  %36 = phi i64 [ 0, %2 ], [ %55, %35 ]
  %37 = trunc i64 %36 to i32
  %38 = and i32 %37, 1
  %39 = add nsw i32 %38, %6
  %40 = mul i32 %39, 73856093
  %41 = trunc i64 %36 to i32
  %42 = lshr i32 %41, 1
  %43 = add nsw i32 %42, %7
  %44 = mul i32 %43, 19349663
  %45 = xor i32 %40, %44
  %46 = lshr i32 %45, 13
  %47 = xor i32 %46, %45
  %48 = mul i32 %47, 1540483477
  %49 = lshr i32 %48, 15
  %50 = xor i32 %49, %48
  %51 = and i32 %50, 1023
  %52 = uitofp i32 %51 to float
  %53 = fmul float %52, 0x3F50040100000000
  %54 = getelementptr inbounds [4 x float], ptr %3, i64 0, i64 %36
  store float %53, ptr %54, align 4, !tbaa !14
  %55 = add nuw nsw i64 %36, 1
  %56 = icmp eq i64 %55, 4
  br i1 %56, label %8, label %35, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local float @newton_sqrt(float noundef %0) local_unnamed_addr #9 {
  %2 = fcmp ogt float %0, 0.000000e+00
  br i1 %2, label %3, label %21

3:                                                ; preds = %1
  %4 = fcmp ogt float %0, 1.000000e+00
  %5 = select i1 %4, float %0, float 1.000000e+00
  br label %9

6:                                                ; preds = %9
  %7 = add nuw nsw i32 %11, 1
  %8 = icmp eq i32 %7, 40
  br i1 %8, label %21, label %9, !llvm.loop !19

9:                                                ; preds = %3, %6
  %10 = phi float [ undef, %3 ], [ %20, %6 ]
  %11 = phi i32 [ 0, %3 ], [ %7, %6 ]
  %12 = phi float [ %5, %3 ], [ %15, %6 ]
  %13 = fdiv float %0, %12
  %14 = fadd float %12, %13
  %15 = fmul float %14, 5.000000e-01
  %16 = fsub float %15, %12
  %17 = tail call float @llvm.fabs.f32(float %16)
  %18 = fmul float %15, 0x3EB0C6F7A0000000
  %19 = fcmp ugt float %17, %18
  %20 = select i1 %19, float %10, float %15
  br i1 %19, label %6, label %21

21:                                               ; preds = %9, %6, %1
  %22 = phi float [ 0.000000e+00, %1 ], [ %15, %6 ], [ %20, %9 ]
  ret float %22
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @tree_depth(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #10 {
  br label %5

5:                                                ; preds = %4, %14
  %6 = phi i32 [ 0, %4 ], [ %19, %14 ]
  %7 = phi i32 [ 0, %4 ], [ %18, %14 ]
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = icmp ne i32 %10, %3
  %12 = icmp ult i32 %6, 16
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %21

14:                                               ; preds = %5
  %15 = icmp sgt i32 %10, %3
  %16 = select i1 %15, ptr %1, ptr %2
  %17 = getelementptr inbounds i32, ptr %16, i64 %8
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = add nuw nsw i32 %6, 1
  %20 = icmp sgt i32 %18, -1
  br i1 %20, label %5, label %21, !llvm.loop !20

21:                                               ; preds = %5, %14
  %22 = phi i32 [ %6, %5 ], [ %19, %14 ]
  ret i32 %22
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @count_at_most(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #11 {
  br label %6

6:                                                ; preds = %10, %5
  %7 = phi i32 [ 0, %5 ], [ %22, %10 ]
  %8 = phi i32 [ %4, %5 ], [ %21, %10 ]
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %23, label %10

10:                                               ; preds = %6
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !9
  %14 = icmp sle i32 %13, %3
  %15 = zext i1 %14 to i32
  %16 = getelementptr inbounds i32, ptr %1, i64 %11
  %17 = load i32, ptr %16, align 4, !tbaa !9
  %18 = tail call i32 @count_at_most(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %17)
  %19 = add nsw i32 %18, %15
  %20 = getelementptr inbounds i32, ptr %2, i64 %11
  %21 = load i32, ptr %20, align 4, !tbaa !9
  %22 = add nsw i32 %19, %7
  br label %6

23:                                               ; preds = %6
  %24 = add nsw i32 0, %7
  ret i32 %24
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @bracket_depth(i32 noundef %0) local_unnamed_addr #2 {
  br label %2

2:                                                ; preds = %1, %17
  %3 = phi i32 [ 0, %1 ], [ %20, %17 ]
  %4 = phi i32 [ 0, %1 ], [ %19, %17 ]
  %5 = phi i32 [ 0, %1 ], [ %18, %17 ]
  %6 = shl nuw i32 1, %3
  %7 = and i32 %6, %0
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %2
  %10 = add nsw i32 %5, 1
  %11 = icmp slt i32 %5, %4
  %12 = select i1 %11, i32 %4, i32 %10
  br label %17

13:                                               ; preds = %2
  %14 = icmp sgt i32 %5, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %13
  %16 = add nsw i32 %5, -1
  br label %17

17:                                               ; preds = %9, %15
  %18 = phi i32 [ %16, %15 ], [ %10, %9 ]
  %19 = phi i32 [ %4, %15 ], [ %12, %9 ]
  %20 = add nuw nsw i32 %3, 1
  %21 = icmp eq i32 %20, 32
  br i1 %21, label %22, label %2, !llvm.loop !21

22:                                               ; preds = %13, %17
  %23 = phi i32 [ -1, %13 ], [ %19, %17 ]
  ret i32 %23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @leaky_relu(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #12 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %16, %8 ]
  %10 = getelementptr inbounds float, ptr %1, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !14
  %12 = fcmp ogt float %11, 0.000000e+00
  %13 = fmul float %11, 0x3F847AE140000000
  %14 = select i1 %12, float %11, float %13
  %15 = getelementptr inbounds float, ptr %2, i64 %9
  store float %14, ptr %15, align 4, !tbaa !14
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %8, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @isum(i32 noundef %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %13, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = add nsw i32 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @uprod(i32 noundef %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 1, %2 ], [ %14, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = phi i32 [ 1, %4 ], [ %14, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = or i32 %12, 1
  %14 = mul i32 %13, %10
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @uxor(i32 noundef %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %14, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %14, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = mul i32 %12, -1640531535
  %14 = xor i32 %13, %10
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %8, !llvm.loop !25
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @imax(i32 noundef %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ -2147483648, %2 ], [ %13, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ -2147483648, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = tail call i32 @llvm.smax.i32(i32 %10, i32 %12)
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !26
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @irange(i32 noundef %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #11 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %12

6:                                                ; preds = %12
  %7 = sub nsw i32 %19, %18
  br label %8

8:                                                ; preds = %6, %2
  %9 = phi i32 [ %7, %6 ], [ 1, %2 ]
  %10 = icmp sgt i32 %0, 0
  %11 = select i1 %10, i32 %9, i32 0
  ret i32 %11

12:                                               ; preds = %4, %12
  %13 = phi i64 [ 0, %4 ], [ %20, %12 ]
  %14 = phi i32 [ 2147483647, %4 ], [ %18, %12 ]
  %15 = phi i32 [ -2147483648, %4 ], [ %19, %12 ]
  %16 = getelementptr inbounds i32, ptr %1, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !9
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 %14)
  %19 = tail call i32 @llvm.smax.i32(i32 %15, i32 %17)
  %20 = add nuw nsw i64 %13, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %6, label %12, !llvm.loop !27
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @spread(i32 noundef %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #11 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %12

8:                                                ; preds = %12, %4
  %9 = phi i32 [ %3, %4 ], [ %19, %12 ]
  %10 = phi i32 [ %2, %4 ], [ %18, %12 ]
  %11 = sub i32 %9, %10
  ret i32 %11

12:                                               ; preds = %6, %12
  %13 = phi i64 [ 0, %6 ], [ %20, %12 ]
  %14 = phi i32 [ %2, %6 ], [ %18, %12 ]
  %15 = phi i32 [ %3, %6 ], [ %19, %12 ]
  %16 = getelementptr inbounds i32, ptr %1, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !9
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 %14)
  %19 = tail call i32 @llvm.smax.i32(i32 %15, i32 %17)
  %20 = add nuw nsw i64 %13, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %8, label %12, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @count_between(i32 noundef %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %10

8:                                                ; preds = %10, %4
  %9 = phi i32 [ 0, %4 ], [ %19, %10 ]
  ret i32 %9

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %20, %10 ]
  %12 = phi i32 [ 0, %6 ], [ %19, %10 ]
  %13 = getelementptr inbounds i32, ptr %1, i64 %11
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = icmp sge i32 %14, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  %18 = zext i1 %17 to i32
  %19 = add nuw nsw i32 %12, %18
  %20 = add nuw nsw i64 %11, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %8, label %10, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @fsum(i32 noundef %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi float [ 0.000000e+00, %2 ], [ %13, %8 ]
  ret float %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi float [ 0.000000e+00, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds float, ptr %1, i64 %9
  %12 = load float, ptr %11, align 4, !tbaa !14
  %13 = fadd float %10, %12
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @collatz_all(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #12 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %26, %3
  ret void

8:                                                ; preds = %5, %26
  %9 = phi i64 [ 0, %5 ], [ %29, %26 ]
  %10 = getelementptr inbounds i32, ptr %1, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !9
  %12 = icmp ugt i32 %11, 1
  br i1 %12, label %13, label %26

13:                                               ; preds = %8, %13
  %14 = phi i32 [ %22, %13 ], [ 0, %8 ]
  %15 = phi i32 [ %21, %13 ], [ %11, %8 ]
  %16 = and i32 %15, 1
  %17 = icmp eq i32 %16, 0
  %18 = mul i32 %15, 3
  %19 = add i32 %18, 1
  %20 = lshr i32 %15, 1
  %21 = select i1 %17, i32 %20, i32 %19
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp ugt i32 %21, 1
  %24 = icmp ult i32 %14, 99
  %25 = select i1 %23, i1 %24, i1 false
  br i1 %25, label %13, label %26, !llvm.loop !31

26:                                               ; preds = %13, %8
  %27 = phi i32 [ 0, %8 ], [ %22, %13 ]
  %28 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %27, ptr %28, align 4, !tbaa !9
  %29 = add nuw nsw i64 %9, 1
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %7, label %8, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @window_sum(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #12 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %9

8:                                                ; preds = %17, %4
  ret void

9:                                                ; preds = %6, %17
  %10 = phi i64 [ 0, %6 ], [ %20, %17 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = and i32 %12, 7
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %9
  %16 = zext i32 %13 to i64
  br label %22

17:                                               ; preds = %22, %9
  %18 = phi float [ 0.000000e+00, %9 ], [ %28, %22 ]
  %19 = getelementptr inbounds float, ptr %3, i64 %10
  store float %18, ptr %19, align 4, !tbaa !14
  %20 = add nuw nsw i64 %10, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %8, label %9, !llvm.loop !33

22:                                               ; preds = %15, %22
  %23 = phi i64 [ 0, %15 ], [ %29, %22 ]
  %24 = phi float [ 0.000000e+00, %15 ], [ %28, %22 ]
  %25 = add nuw nsw i64 %23, %10
  %26 = getelementptr inbounds float, ptr %2, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !14
  %28 = fadd float %24, %27
  %29 = add nuw nsw i64 %23, 1
  %30 = icmp eq i64 %29, %16
  br i1 %30, label %17, label %22, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @odd_by_even(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #12 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %18, %8 ]
  %10 = shl nuw nsw i64 %9, 1
  %11 = or i64 %10, 1
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !14
  %14 = getelementptr inbounds float, ptr %1, i64 %10
  %15 = load float, ptr %14, align 4, !tbaa !14
  %16 = fmul float %13, %15
  %17 = getelementptr inbounds float, ptr %2, i64 %9
  store float %16, ptr %17, align 4, !tbaa !14
  %18 = add nuw nsw i64 %9, 1
  %19 = icmp eq i64 %18, %6
  br i1 %19, label %7, label %8, !llvm.loop !35
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @norms(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #13 {
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %5
  %8 = zext i32 %0 to i64
  br label %10

9:                                                ; preds = %10, %5
  ret void

10:                                               ; preds = %7, %10
  %11 = phi i64 [ 0, %7 ], [ %25, %10 ]
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !14
  %14 = fmul float %13, %13
  %15 = getelementptr inbounds float, ptr %2, i64 %11
  %16 = load float, ptr %15, align 4, !tbaa !14
  %17 = fmul float %16, %16
  %18 = fadd float %14, %17
  %19 = tail call float @sqrtf(float noundef %18) #19
  %20 = getelementptr inbounds float, ptr %3, i64 %11
  store float %19, ptr %20, align 4, !tbaa !14
  %21 = tail call float @llvm.fabs.f32(float %13)
  %22 = tail call float @llvm.fabs.f32(float %16)
  %23 = fadd float %21, %22
  %24 = getelementptr inbounds float, ptr %4, i64 %11
  store float %23, ptr %24, align 4, !tbaa !14
  %25 = add nuw nsw i64 %11, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %9, label %10, !llvm.loop !36
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @histogram(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef %2) local_unnamed_addr #14 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi i32 [ 0, %3 ], [ %18, %9 ]
  ret i32 %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %19, %9 ]
  %11 = phi i32 [ 0, %5 ], [ %18, %9 ]
  %12 = getelementptr inbounds i32, ptr %1, i64 %10
  %13 = load i32, ptr %12, align 4, !tbaa !9
  %14 = and i32 %13, 15
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %2, i64 %15
  %17 = atomicrmw add ptr %16, i32 1 monotonic, align 4
  %18 = add nsw i32 %17, %11
  %19 = add nuw nsw i64 %10, 1
  %20 = icmp eq i64 %19, %6
  br i1 %20, label %7, label %9, !llvm.loop !37
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite) uwtable
define dso_local void @compact(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, ptr noalias nocapture noundef %3) local_unnamed_addr #14 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %9

8:                                                ; preds = %19, %4
  ret void

9:                                                ; preds = %6, %19
  %10 = phi i64 [ 0, %6 ], [ %20, %19 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %9
  %15 = shl nsw i32 %12, 1
  %16 = atomicrmw add ptr %3, i32 1 seq_cst, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %2, i64 %17
  store i32 %15, ptr %18, align 4, !tbaa !9
  br label %19

19:                                               ; preds = %9, %14
  %20 = add nuw nsw i64 %10, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %8, label %9, !llvm.loop !38
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite) uwtable
define dso_local void @cas_max(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef %2) local_unnamed_addr #14 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %20, %3
  ret void

8:                                                ; preds = %5, %20
  %9 = phi i64 [ 0, %5 ], [ %21, %20 ]
  %10 = load atomic i32, ptr %2 monotonic, align 4
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !9
  br label %13

13:                                               ; preds = %16, %8
  %14 = phi i32 [ %10, %8 ], [ %19, %16 ]
  %15 = icmp slt i32 %14, %12
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = cmpxchg weak ptr %2, i32 %14, i32 %12 seq_cst seq_cst, align 4
  %18 = extractvalue { i32, i1 } %17, 1
  %19 = extractvalue { i32, i1 } %17, 0
  br i1 %18, label %20, label %13, !llvm.loop !39

20:                                               ; preds = %13, %16
  %21 = add nuw nsw i64 %9, 1
  %22 = icmp eq i64 %21, %6
  br i1 %22, label %7, label %8, !llvm.loop !40
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @bucketize(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #12 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %14, %8 ]
  %10 = getelementptr inbounds i32, ptr %1, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !9
  %12 = tail call fastcc i32 @bucket(i32 noundef %11)
  %13 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %12, ptr %13, align 4, !tbaa !9
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %6
  br i1 %15, label %7, label %8, !llvm.loop !41
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @bucket(i32 noundef %0) unnamed_addr #15 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = icmp sgt i32 %0, 99
  br i1 %4, label %7, label %5

5:                                                ; preds = %3
  %6 = udiv i32 %0, 10
  br label %7

7:                                                ; preds = %3, %1, %5
  %8 = phi i32 [ %6, %5 ], [ 0, %1 ], [ 9, %3 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @cmul(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #12 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %29, %9 ]
  %11 = shl nuw nsw i64 %10, 1
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !14
  %14 = or i64 %11, 1
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !14
  %17 = getelementptr inbounds float, ptr %2, i64 %11
  %18 = load float, ptr %17, align 4, !tbaa !14
  %19 = getelementptr inbounds float, ptr %2, i64 %14
  %20 = load float, ptr %19, align 4, !tbaa !14
  %21 = fmul float %13, %18
  %22 = fmul float %16, %20
  %23 = fsub float %21, %22
  %24 = getelementptr inbounds float, ptr %3, i64 %11
  store float %23, ptr %24, align 4, !tbaa !14
  %25 = fmul float %13, %20
  %26 = fmul float %16, %18
  %27 = fadd float %26, %25
  %28 = getelementptr inbounds float, ptr %3, i64 %14
  store float %27, ptr %28, align 4, !tbaa !14
  %29 = add nuw nsw i64 %10, 1
  %30 = icmp eq i64 %29, %7
  br i1 %30, label %8, label %9, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local float @cdot_re_im(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #12 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %11

8:                                                ; preds = %11, %4
  %9 = phi float [ 0.000000e+00, %4 ], [ %28, %11 ]
  %10 = phi float [ 0.000000e+00, %4 ], [ %32, %11 ]
  store float %10, ptr %3, align 4, !tbaa !14
  ret float %9

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %33, %11 ]
  %13 = phi float [ 0.000000e+00, %6 ], [ %32, %11 ]
  %14 = phi float [ 0.000000e+00, %6 ], [ %28, %11 ]
  %15 = shl nuw nsw i64 %12, 1
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !14
  %18 = getelementptr inbounds float, ptr %2, i64 %15
  %19 = load float, ptr %18, align 4, !tbaa !14
  %20 = fmul float %17, %19
  %21 = or i64 %15, 1
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !14
  %24 = getelementptr inbounds float, ptr %2, i64 %21
  %25 = load float, ptr %24, align 4, !tbaa !14
  %26 = fmul float %23, %25
  %27 = fadd float %20, %26
  %28 = fadd float %14, %27
  %29 = fmul float %19, %23
  %30 = fmul float %17, %25
  %31 = fsub float %29, %30
  %32 = fadd float %13, %31
  %33 = add nuw nsw i64 %12, 1
  %34 = icmp eq i64 %33, %7
  br i1 %34, label %8, label %11, !llvm.loop !43
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @copy_rows(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef %2) local_unnamed_addr #16 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %15, %8 ]
  %10 = shl nsw i64 %9, 3
  %11 = getelementptr inbounds i32, ptr %2, i64 %10
  %12 = getelementptr inbounds i32, ptr %1, i64 %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %11, ptr noundef nonnull align 4 dereferenceable(32) %12, i64 32, i1 false)
  %13 = load i32, ptr %11, align 4, !tbaa !9
  %14 = shl nsw i32 %13, 1
  store i32 %14, ptr %11, align 4, !tbaa !9
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %7, label %8, !llvm.loop !44
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #17

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @clamp_all(i32 noundef %0, ptr noalias nocapture noundef %1, float noundef %2, float noundef %3) local_unnamed_addr #16 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %15, %9 ]
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !14
  %13 = tail call float @llvm.maxnum.f32(float %12, float %2)
  %14 = tail call float @llvm.minnum.f32(float %13, float %3)
  store float %14, ptr %11, align 4, !tbaa !14
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, %7
  br i1 %16, label %8, label %9, !llvm.loop !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @poly4(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #12 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  br label %8

8:                                                ; preds = %6, %13
  %9 = phi i64 [ 0, %6 ], [ %15, %13 ]
  %10 = getelementptr inbounds float, ptr %2, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !14
  br label %17

12:                                               ; preds = %13, %4
  ret void

13:                                               ; preds = %17
  %14 = getelementptr inbounds float, ptr %3, i64 %9
  store float %23, ptr %14, align 4, !tbaa !14
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %7
  br i1 %16, label %12, label %8, !llvm.loop !46

17:                                               ; preds = %8, %17
  %18 = phi i64 [ 4, %8 ], [ %24, %17 ]
  %19 = phi float [ 0.000000e+00, %8 ], [ %23, %17 ]
  %20 = fmul float %19, %11
  %21 = getelementptr inbounds float, ptr %1, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !14
  %23 = fadd float %20, %22
  %24 = add nsw i64 %18, -1
  %25 = icmp eq i64 %18, 0
  br i1 %25, label %13, label %17, !llvm.loop !47
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @delta_encode(i32 noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #12 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %15, %8 ]
  %10 = phi i32 [ 0, %5 ], [ %12, %8 ]
  %11 = getelementptr inbounds i32, ptr %1, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !9
  %13 = sub nsw i32 %12, %10
  %14 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %13, ptr %14, align 4, !tbaa !9
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %7, label %8, !llvm.loop !48
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @rises(i32 noundef %0, ptr noalias nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = load float, ptr %1, align 4, !tbaa !14
  %6 = zext i32 %0 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi i32 [ 0, %2 ], [ %17, %9 ]
  ret i32 %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ 0, %4 ], [ %18, %9 ]
  %11 = phi i32 [ 0, %4 ], [ %17, %9 ]
  %12 = phi float [ %5, %4 ], [ %14, %9 ]
  %13 = getelementptr inbounds float, ptr %1, i64 %10
  %14 = load float, ptr %13, align 4, !tbaa !14
  %15 = fcmp ogt float %14, %12
  %16 = zext i1 %15 to i32
  %17 = add nuw nsw i32 %11, %16
  %18 = add nuw nsw i64 %10, 1
  %19 = icmp eq i64 %18, %6
  br i1 %19, label %7, label %9, !llvm.loop !49
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #18

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree norecurse nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !6, !7}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !11, i64 0}
!16 = distinct !{!16, !6, !7}
!17 = distinct !{!17, !6, !7}
!18 = distinct !{!18, !6, !7}
!19 = distinct !{!19, !6, !7}
!20 = distinct !{!20, !6, !7}
!21 = distinct !{!21, !6, !7}
!22 = distinct !{!22, !6, !7}
!23 = distinct !{!23, !6, !7}
!24 = distinct !{!24, !6, !7}
!25 = distinct !{!25, !6, !7}
!26 = distinct !{!26, !6, !7}
!27 = distinct !{!27, !6, !7}
!28 = distinct !{!28, !6, !7}
!29 = distinct !{!29, !6, !7}
!30 = distinct !{!30, !6, !7}
!31 = distinct !{!31, !6, !7}
!32 = distinct !{!32, !6, !7}
!33 = distinct !{!33, !6, !7}
!34 = distinct !{!34, !6, !7}
!35 = distinct !{!35, !6, !7}
!36 = distinct !{!36, !6, !7}
!37 = distinct !{!37, !6, !7}
!38 = distinct !{!38, !6, !7}
!39 = distinct !{!39, !6, !7}
!40 = distinct !{!40, !6, !7}
!41 = distinct !{!41, !6, !7}
!42 = distinct !{!42, !6, !7}
!43 = distinct !{!43, !6, !7}
!44 = distinct !{!44, !6, !7}
!45 = distinct !{!45, !6, !7}
!46 = distinct !{!46, !6, !7}
!47 = distinct !{!47, !6, !7}
!48 = distinct !{!48, !6, !7}
!49 = distinct !{!49, !6, !7}
