; ModuleID = 'alc.c'
source_filename = "alc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @double_nonzero(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %8

7:                                                ; preds = %16, %3
  ret void

8:                                                ; preds = %5, %16
  %9 = phi i64 [ 0, %5 ], [ %17, %16 ]
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = shl nsw i32 %11, 1
  %15 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %14, ptr %15, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %8, %13
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %6
  br i1 %18, label %7, label %8, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @taken_cost(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %9

7:                                                ; preds = %22, %3
  %8 = phi i64 [ 0, %3 ], [ %23, %22 ]
  ret i64 %8

9:                                                ; preds = %5, %22
  %10 = phi i64 [ 0, %5 ], [ %24, %22 ]
  %11 = phi i64 [ 0, %5 ], [ %23, %22 ]
  %12 = getelementptr inbounds i32, ptr %0, i64 %10
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %9
  %16 = zext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %10
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = sext i32 %18 to i64
  %20 = mul nsw i64 %19, %16
  %21 = add nsw i64 %20, %11
  br label %22

22:                                               ; preds = %9, %15
  %23 = phi i64 [ %21, %15 ], [ %11, %9 ]
  %24 = add nuw nsw i64 %10, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %7, label %9, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @chain(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %8

7:                                                ; preds = %20, %3
  ret void

8:                                                ; preds = %5, %20
  %9 = phi i64 [ 0, %5 ], [ %23, %20 ]
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = fcmp ogt float %11, 9.000000e+00
  br i1 %12, label %20, label %13

13:                                               ; preds = %8
  %14 = fcmp ogt float %11, 4.000000e+00
  br i1 %14, label %15, label %20

15:                                               ; preds = %13
  %16 = fmul float %11, %11
  %17 = fmul float %11, 3.000000e+00
  %18 = fsub float %16, %17
  %19 = fadd float %18, 1.000000e+00
  br label %20

20:                                               ; preds = %13, %8, %15
  %21 = phi float [ %19, %15 ], [ 1.000000e+00, %8 ], [ 0.000000e+00, %13 ]
  %22 = getelementptr inbounds float, ptr %1, i64 %9
  store float %21, ptr %22, align 4, !tbaa !13
  %23 = add nuw nsw i64 %9, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %7, label %8, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @histogram(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %8

7:                                                ; preds = %19, %3
  ret void

8:                                                ; preds = %5, %19
  %9 = phi i64 [ 0, %5 ], [ %20, %19 ]
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, -1
  br i1 %12, label %13, label %19

13:                                               ; preds = %8
  %14 = and i32 %11, 15
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %16, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %8, %13
  %20 = add nuw nsw i64 %9, 1
  %21 = icmp eq i64 %20, %6
  br i1 %21, label %7, label %8, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @prefix(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %7

6:                                                ; preds = %17, %2
  ret void

7:                                                ; preds = %4, %17
  %8 = phi i64 [ 1, %4 ], [ %18, %17 ]
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %17, label %12

12:                                               ; preds = %7
  %13 = add nsw i64 %8, -1
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = add nsw i32 %15, %10
  store i32 %16, ptr %9, align 4, !tbaa !5
  br label %17

17:                                               ; preds = %7, %12
  %18 = add nuw nsw i64 %8, 1
  %19 = icmp eq i64 %18, %5
  br i1 %19, label %6, label %7, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @ordered_sum(ptr noalias nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi float [ 0.000000e+00, %2 ], [ %15, %8 ]
  ret float %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %16, %8 ]
  %10 = phi float [ 0.000000e+00, %4 ], [ %15, %8 ]
  %11 = getelementptr inbounds float, ptr %0, i64 %9
  %12 = load float, ptr %11, align 4, !tbaa !13
  %13 = fcmp ogt float %12, 0.000000e+00
  %14 = select i1 %13, float %12, float -0.000000e+00
  %15 = fadd float %10, %14
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %8, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @lbm(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %3 to i64
  br label %9

8:                                                ; preds = %96, %4
  ret void

9:                                                ; preds = %6, %96
  %10 = phi i64 [ 0, %6 ], [ %99, %96 ]
  %11 = mul i64 %10, 5
  %12 = and i64 %11, 4294967295
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = getelementptr inbounds float, ptr %1, i64 %12
  %15 = getelementptr inbounds i32, ptr %2, i64 %10
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = and i32 %16, 1
  %18 = icmp eq i32 %17, 0
  %19 = load float, ptr %13, align 4, !tbaa !13
  %20 = getelementptr inbounds float, ptr %13, i64 4
  br i1 %18, label %32, label %21

21:                                               ; preds = %9
  store float %19, ptr %14, align 4, !tbaa !13
  %22 = getelementptr inbounds float, ptr %13, i64 2
  %23 = load float, ptr %22, align 4, !tbaa !13
  %24 = getelementptr inbounds float, ptr %14, i64 1
  store float %23, ptr %24, align 4, !tbaa !13
  %25 = getelementptr inbounds float, ptr %13, i64 1
  %26 = load float, ptr %25, align 4, !tbaa !13
  %27 = getelementptr inbounds float, ptr %14, i64 2
  store float %26, ptr %27, align 4, !tbaa !13
  %28 = load float, ptr %20, align 4, !tbaa !13
  %29 = getelementptr inbounds float, ptr %14, i64 3
  store float %28, ptr %29, align 4, !tbaa !13
  %30 = getelementptr inbounds float, ptr %13, i64 3
  %31 = load float, ptr %30, align 4, !tbaa !13
  br label %96

32:                                               ; preds = %9
  %33 = getelementptr inbounds float, ptr %13, i64 1
  %34 = load float, ptr %33, align 4, !tbaa !13
  %35 = fadd float %19, %34
  %36 = getelementptr inbounds float, ptr %13, i64 2
  %37 = load float, ptr %36, align 4, !tbaa !13
  %38 = fadd float %35, %37
  %39 = getelementptr inbounds float, ptr %13, i64 3
  %40 = load float, ptr %39, align 4, !tbaa !13
  %41 = fadd float %38, %40
  %42 = load float, ptr %20, align 4, !tbaa !13
  %43 = fadd float %41, %42
  %44 = fsub float %34, %37
  %45 = fdiv float %44, %43
  %46 = fsub float %40, %42
  %47 = fdiv float %46, %43
  %48 = fmul float %45, %45
  %49 = fmul float %47, %47
  %50 = fadd float %48, %49
  %51 = fmul float %50, 1.500000e+00
  %52 = fmul float %43, 0x3FD5555560000000
  %53 = fsub float 1.000000e+00, %51
  %54 = fmul float %52, %53
  %55 = fsub float %54, %19
  %56 = fmul float %55, 0x3FE3333340000000
  %57 = fadd float %19, %56
  store float %57, ptr %14, align 4, !tbaa !13
  %58 = fmul float %43, 0x3FC5555560000000
  %59 = fmul float %45, 3.000000e+00
  %60 = fadd float %59, 1.000000e+00
  %61 = fmul float %45, 4.500000e+00
  %62 = fmul float %45, %61
  %63 = fadd float %60, %62
  %64 = fsub float %63, %51
  %65 = fmul float %58, %64
  %66 = fsub float %65, %34
  %67 = fmul float %66, 0x3FE3333340000000
  %68 = fadd float %34, %67
  %69 = getelementptr inbounds float, ptr %14, i64 1
  store float %68, ptr %69, align 4, !tbaa !13
  %70 = fsub float 1.000000e+00, %59
  %71 = fadd float %70, %62
  %72 = fsub float %71, %51
  %73 = fmul float %58, %72
  %74 = fsub float %73, %37
  %75 = fmul float %74, 0x3FE3333340000000
  %76 = fadd float %37, %75
  %77 = getelementptr inbounds float, ptr %14, i64 2
  store float %76, ptr %77, align 4, !tbaa !13
  %78 = fmul float %47, 3.000000e+00
  %79 = fadd float %78, 1.000000e+00
  %80 = fmul float %47, 4.500000e+00
  %81 = fmul float %47, %80
  %82 = fadd float %79, %81
  %83 = fsub float %82, %51
  %84 = fmul float %58, %83
  %85 = fsub float %84, %40
  %86 = fmul float %85, 0x3FE3333340000000
  %87 = fadd float %40, %86
  %88 = getelementptr inbounds float, ptr %14, i64 3
  store float %87, ptr %88, align 4, !tbaa !13
  %89 = fsub float 1.000000e+00, %78
  %90 = fadd float %89, %81
  %91 = fsub float %90, %51
  %92 = fmul float %58, %91
  %93 = fsub float %92, %42
  %94 = fmul float %93, 0x3FE3333340000000
  %95 = fadd float %42, %94
  br label %96

96:                                               ; preds = %32, %21
  %97 = phi float [ %95, %32 ], [ %31, %21 ]
  %98 = getelementptr inbounds float, ptr %14, i64 4
  store float %97, ptr %98, align 4, !tbaa !13
  %99 = add nuw nsw i64 %10, 1
  %100 = icmp eq i64 %99, %7
  br i1 %100, label %8, label %9, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pairs(ptr noalias nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %7

6:                                                ; preds = %18, %2
  ret void

7:                                                ; preds = %4, %18
  %8 = phi i64 [ 0, %4 ], [ %19, %18 ]
  %9 = shl nuw nsw i64 %8, 1
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %7
  %14 = add nsw i32 %11, 1
  %15 = add nuw i64 %9, 2
  %16 = and i64 %15, 4294967294
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  store i32 %14, ptr %17, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %7, %13
  %19 = add nuw nsw i64 %8, 1
  %20 = icmp eq i64 %19, %5
  br i1 %20, label %6, label %7, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @nab(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %3 to i64
  br label %9

8:                                                ; preds = %60, %4
  ret void

9:                                                ; preds = %6, %60
  %10 = phi i64 [ 0, %6 ], [ %63, %60 ]
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !13
  %13 = getelementptr inbounds float, ptr %1, i64 %10
  %14 = load float, ptr %13, align 4, !tbaa !13
  %15 = fcmp ogt float %12, 1.000000e+01
  br i1 %15, label %16, label %20

16:                                               ; preds = %9
  %17 = fmul float %12, %12
  %18 = fmul float %12, %17
  %19 = fdiv float 1.000000e+00, %18
  br label %60

20:                                               ; preds = %9
  %21 = fcmp ogt float %12, 4.000000e+00
  br i1 %21, label %22, label %31

22:                                               ; preds = %20
  %23 = fmul float %12, %14
  %24 = fdiv float 1.000000e+00, %23
  %25 = fsub float %14, %12
  %26 = fmul float %12, %12
  %27 = fmul float %26, %14
  %28 = fdiv float %25, %27
  %29 = fadd float %24, %28
  %30 = fmul float %29, 5.000000e-01
  br label %60

31:                                               ; preds = %20
  %32 = fcmp ogt float %12, 2.000000e+00
  br i1 %32, label %33, label %41

33:                                               ; preds = %31
  %34 = fsub float %14, %12
  %35 = fmul float %14, %14
  %36 = fdiv float %34, %35
  %37 = fmul float %12, 2.500000e-01
  %38 = fmul float %14, %35
  %39 = fdiv float %37, %38
  %40 = fadd float %36, %39
  br label %60

41:                                               ; preds = %31
  %42 = fcmp ogt float %12, 1.000000e+00
  br i1 %42, label %43, label %53

43:                                               ; preds = %41
  %44 = fdiv float 5.000000e-01, %14
  %45 = fsub float %12, %14
  %46 = fmul float %12, %45
  %47 = fmul float %14, %14
  %48 = fmul float %14, %47
  %49 = fdiv float %46, %48
  %50 = fadd float %44, %49
  %51 = fmul float %12, 1.250000e-01
  %52 = fsub float %50, %51
  br label %60

53:                                               ; preds = %41
  %54 = fdiv float 1.000000e+00, %14
  %55 = fmul float %12, %12
  %56 = fmul float %14, %14
  %57 = fmul float %14, %56
  %58 = fdiv float %55, %57
  %59 = fsub float %54, %58
  br label %60

60:                                               ; preds = %22, %43, %53, %33, %16
  %61 = phi float [ %19, %16 ], [ %30, %22 ], [ %40, %33 ], [ %52, %43 ], [ %59, %53 ]
  %62 = getelementptr inbounds float, ptr %2, i64 %10
  store float %61, ptr %62, align 4, !tbaa !13
  %63 = add nuw nsw i64 %10, 1
  %64 = icmp eq i64 %63, %7
  br i1 %64, label %8, label %9, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @read_min(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3, ptr noalias nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %6
  %9 = zext i32 %5 to i64
  br label %11

10:                                               ; preds = %30, %6
  ret void

11:                                               ; preds = %8, %30
  %12 = phi i64 [ 0, %8 ], [ %31, %30 ]
  %13 = getelementptr inbounds i64, ptr %0, i64 %12
  %14 = load i64, ptr %13, align 8, !tbaa !22
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !22
  %17 = getelementptr inbounds i64, ptr %2, i64 %12
  %18 = load i64, ptr %17, align 8, !tbaa !22
  %19 = xor i64 %16, %14
  %20 = icmp slt i64 %14, %16
  br i1 %20, label %21, label %25

21:                                               ; preds = %11
  %22 = add nsw i64 %18, %14
  %23 = sub i64 %22, %19
  %24 = getelementptr inbounds i64, ptr %3, i64 %12
  store i64 %23, ptr %24, align 8, !tbaa !22
  br label %30

25:                                               ; preds = %11
  %26 = sub i64 %16, %18
  %27 = add nsw i64 %26, %19
  %28 = trunc i64 %27 to i32
  %29 = getelementptr inbounds i32, ptr %4, i64 %12
  store i32 %28, ptr %29, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %25, %21
  %31 = add nuw nsw i64 %12, 1
  %32 = icmp eq i64 %31, %9
  br i1 %32, label %10, label %11, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rare_heavy(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %8

7:                                                ; preds = %39, %3
  ret void

8:                                                ; preds = %5, %39
  %9 = phi i64 [ 0, %5 ], [ %40, %39 ]
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = fcmp ogt float %11, 0.000000e+00
  br i1 %12, label %13, label %39

13:                                               ; preds = %8
  %14 = fmul float %11, 0x3F8A9FBE80000000
  %15 = fadd float %14, 0xBF95810620000000
  %16 = fmul float %11, %15
  %17 = fadd float %16, 0x3FA16872C0000000
  %18 = fmul float %11, %17
  %19 = fadd float %18, 0xBFAC28F5C0000000
  %20 = fmul float %11, %19
  %21 = fadd float %20, 0x3FB6C8B440000000
  %22 = fmul float %11, %21
  %23 = fadd float %22, 0xBFC26E9780000000
  %24 = fmul float %11, %23
  %25 = fadd float %24, 0x3FCDD2F1A0000000
  %26 = fmul float %11, %25
  %27 = fadd float %26, 0xBFD820C4A0000000
  %28 = fmul float %11, %27
  %29 = fadd float %28, 0x3FE3851EC0000000
  %30 = fmul float %11, %29
  %31 = fadd float %30, 0xBFEF958100000000
  %32 = fmul float %11, %31
  %33 = fadd float %32, 0x3FF98D4FE0000000
  %34 = fmul float %11, %33
  %35 = fadd float %34, 0xC004AC0840000000
  %36 = fmul float %11, %35
  %37 = fadd float %36, 0x4010B95820000000
  %38 = getelementptr inbounds float, ptr %1, i64 %9
  store float %37, ptr %38, align 4, !tbaa !13
  br label %39

39:                                               ; preds = %13, %8
  %40 = add nuw nsw i64 %9, 1
  %41 = icmp eq i64 %40, %6
  br i1 %41, label %7, label %8, !llvm.loop !25
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
!21 = distinct !{!21, !10, !11}
!22 = !{!23, !23, i64 0}
!23 = !{!"long", !7, i64 0}
!24 = distinct !{!24, !10, !11}
!25 = distinct !{!25, !10, !11}
