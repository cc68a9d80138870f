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
define dso_local void @lbm19(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %8

7:                                                ; preds = %381, %3
  ret void

8:                                                ; preds = %5, %381
  %9 = phi i64 [ 0, %5 ], [ %387, %381 ]
  %10 = mul nuw nsw i64 %9, 20
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = getelementptr inbounds float, ptr %1, i64 %10
  %13 = getelementptr inbounds i32, ptr %11, i64 19
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = and i32 %14, 1
  %16 = icmp eq i32 %15, 0
  %17 = load float, ptr %11, align 4, !tbaa !13
  %18 = getelementptr inbounds float, ptr %11, i64 4
  br i1 %16, label %72, label %19

19:                                               ; preds = %8
  store float %17, ptr %12, align 4, !tbaa !13
  %20 = getelementptr inbounds float, ptr %11, i64 2
  %21 = load float, ptr %20, align 4, !tbaa !13
  %22 = getelementptr inbounds float, ptr %12, i64 1
  store float %21, ptr %22, align 4, !tbaa !13
  %23 = getelementptr inbounds float, ptr %11, i64 1
  %24 = load float, ptr %23, align 4, !tbaa !13
  %25 = getelementptr inbounds float, ptr %12, i64 2
  store float %24, ptr %25, align 4, !tbaa !13
  %26 = load float, ptr %18, align 4, !tbaa !13
  %27 = getelementptr inbounds float, ptr %12, i64 3
  store float %26, ptr %27, align 4, !tbaa !13
  %28 = getelementptr inbounds float, ptr %11, i64 3
  %29 = load float, ptr %28, align 4, !tbaa !13
  %30 = getelementptr inbounds float, ptr %12, i64 4
  store float %29, ptr %30, align 4, !tbaa !13
  %31 = getelementptr inbounds float, ptr %11, i64 6
  %32 = load float, ptr %31, align 4, !tbaa !13
  %33 = getelementptr inbounds float, ptr %12, i64 5
  store float %32, ptr %33, align 4, !tbaa !13
  %34 = getelementptr inbounds float, ptr %11, i64 5
  %35 = load float, ptr %34, align 4, !tbaa !13
  %36 = getelementptr inbounds float, ptr %12, i64 6
  store float %35, ptr %36, align 4, !tbaa !13
  %37 = getelementptr inbounds float, ptr %11, i64 8
  %38 = load float, ptr %37, align 4, !tbaa !13
  %39 = getelementptr inbounds float, ptr %12, i64 7
  store float %38, ptr %39, align 4, !tbaa !13
  %40 = getelementptr inbounds float, ptr %11, i64 7
  %41 = load float, ptr %40, align 4, !tbaa !13
  %42 = getelementptr inbounds float, ptr %12, i64 8
  store float %41, ptr %42, align 4, !tbaa !13
  %43 = getelementptr inbounds float, ptr %11, i64 10
  %44 = load float, ptr %43, align 4, !tbaa !13
  %45 = getelementptr inbounds float, ptr %12, i64 9
  store float %44, ptr %45, align 4, !tbaa !13
  %46 = getelementptr inbounds float, ptr %11, i64 9
  %47 = load float, ptr %46, align 4, !tbaa !13
  %48 = getelementptr inbounds float, ptr %12, i64 10
  store float %47, ptr %48, align 4, !tbaa !13
  %49 = getelementptr inbounds float, ptr %11, i64 12
  %50 = load float, ptr %49, align 4, !tbaa !13
  %51 = getelementptr inbounds float, ptr %12, i64 11
  store float %50, ptr %51, align 4, !tbaa !13
  %52 = getelementptr inbounds float, ptr %11, i64 11
  %53 = load float, ptr %52, align 4, !tbaa !13
  %54 = getelementptr inbounds float, ptr %12, i64 12
  store float %53, ptr %54, align 4, !tbaa !13
  %55 = getelementptr inbounds float, ptr %11, i64 14
  %56 = load float, ptr %55, align 4, !tbaa !13
  %57 = getelementptr inbounds float, ptr %12, i64 13
  store float %56, ptr %57, align 4, !tbaa !13
  %58 = getelementptr inbounds float, ptr %11, i64 13
  %59 = load float, ptr %58, align 4, !tbaa !13
  %60 = getelementptr inbounds float, ptr %12, i64 14
  store float %59, ptr %60, align 4, !tbaa !13
  %61 = getelementptr inbounds float, ptr %11, i64 16
  %62 = load float, ptr %61, align 4, !tbaa !13
  %63 = getelementptr inbounds float, ptr %12, i64 15
  store float %62, ptr %63, align 4, !tbaa !13
  %64 = getelementptr inbounds float, ptr %11, i64 15
  %65 = load float, ptr %64, align 4, !tbaa !13
  %66 = getelementptr inbounds float, ptr %12, i64 16
  store float %65, ptr %66, align 4, !tbaa !13
  %67 = getelementptr inbounds float, ptr %11, i64 18
  %68 = load float, ptr %67, align 4, !tbaa !13
  %69 = getelementptr inbounds float, ptr %12, i64 17
  store float %68, ptr %69, align 4, !tbaa !13
  %70 = getelementptr inbounds float, ptr %11, i64 17
  %71 = load float, ptr %70, align 4, !tbaa !13
  br label %381

72:                                               ; preds = %8
  %73 = getelementptr inbounds float, ptr %11, i64 1
  %74 = load float, ptr %73, align 4, !tbaa !13
  %75 = fadd float %17, %74
  %76 = getelementptr inbounds float, ptr %11, i64 2
  %77 = load float, ptr %76, align 4, !tbaa !13
  %78 = fadd float %75, %77
  %79 = getelementptr inbounds float, ptr %11, i64 3
  %80 = load float, ptr %79, align 4, !tbaa !13
  %81 = fadd float %78, %80
  %82 = load float, ptr %18, align 4, !tbaa !13
  %83 = fadd float %81, %82
  %84 = getelementptr inbounds float, ptr %11, i64 5
  %85 = load float, ptr %84, align 4, !tbaa !13
  %86 = fadd float %83, %85
  %87 = getelementptr inbounds float, ptr %11, i64 6
  %88 = load float, ptr %87, align 4, !tbaa !13
  %89 = fadd float %86, %88
  %90 = getelementptr inbounds float, ptr %11, i64 7
  %91 = load float, ptr %90, align 4, !tbaa !13
  %92 = fadd float %89, %91
  %93 = getelementptr inbounds float, ptr %11, i64 8
  %94 = load float, ptr %93, align 4, !tbaa !13
  %95 = fadd float %92, %94
  %96 = getelementptr inbounds float, ptr %11, i64 9
  %97 = load float, ptr %96, align 4, !tbaa !13
  %98 = fadd float %95, %97
  %99 = getelementptr inbounds float, ptr %11, i64 10
  %100 = load float, ptr %99, align 4, !tbaa !13
  %101 = fadd float %98, %100
  %102 = getelementptr inbounds float, ptr %11, i64 11
  %103 = load float, ptr %102, align 4, !tbaa !13
  %104 = fadd float %101, %103
  %105 = getelementptr inbounds float, ptr %11, i64 12
  %106 = load float, ptr %105, align 4, !tbaa !13
  %107 = fadd float %104, %106
  %108 = getelementptr inbounds float, ptr %11, i64 13
  %109 = load float, ptr %108, align 4, !tbaa !13
  %110 = fadd float %107, %109
  %111 = getelementptr inbounds float, ptr %11, i64 14
  %112 = load float, ptr %111, align 4, !tbaa !13
  %113 = fadd float %110, %112
  %114 = getelementptr inbounds float, ptr %11, i64 15
  %115 = load float, ptr %114, align 4, !tbaa !13
  %116 = fadd float %113, %115
  %117 = getelementptr inbounds float, ptr %11, i64 16
  %118 = load float, ptr %117, align 4, !tbaa !13
  %119 = fadd float %116, %118
  %120 = getelementptr inbounds float, ptr %11, i64 17
  %121 = load float, ptr %120, align 4, !tbaa !13
  %122 = fadd float %119, %121
  %123 = getelementptr inbounds float, ptr %11, i64 18
  %124 = load float, ptr %123, align 4, !tbaa !13
  %125 = fadd float %122, %124
  %126 = fadd float %74, %91
  %127 = fadd float %126, %97
  %128 = fadd float %127, %103
  %129 = fadd float %128, %109
  %130 = fadd float %77, %94
  %131 = fadd float %130, %100
  %132 = fadd float %131, %106
  %133 = fadd float %132, %112
  %134 = fsub float %129, %133
  %135 = fdiv float %134, %125
  %136 = fadd float %80, %91
  %137 = fadd float %136, %100
  %138 = fadd float %137, %115
  %139 = fadd float %138, %121
  %140 = fadd float %82, %94
  %141 = fadd float %140, %97
  %142 = fadd float %141, %118
  %143 = fadd float %142, %124
  %144 = fsub float %139, %143
  %145 = fdiv float %144, %125
  %146 = fadd float %85, %103
  %147 = fadd float %146, %112
  %148 = fadd float %147, %115
  %149 = fadd float %148, %124
  %150 = fadd float %88, %106
  %151 = fadd float %150, %109
  %152 = fadd float %151, %118
  %153 = fadd float %152, %121
  %154 = fsub float %149, %153
  %155 = fdiv float %154, %125
  %156 = fmul float %135, %135
  %157 = fmul float %145, %145
  %158 = fadd float %156, %157
  %159 = fmul float %155, %155
  %160 = fadd float %159, %158
  %161 = fmul float %160, 1.500000e+00
  %162 = fmul float %125, 0x3FD5555560000000
  %163 = fsub float 1.000000e+00, %161
  %164 = fmul float %162, %163
  %165 = fsub float %164, %17
  %166 = fmul float %165, 0x3FE3333340000000
  %167 = fadd float %17, %166
  store float %167, ptr %12, align 4, !tbaa !13
  %168 = fmul float %125, 0x3FAC71C720000000
  %169 = fmul float %135, 3.000000e+00
  %170 = fadd float %169, 1.000000e+00
  %171 = fmul float %135, 4.500000e+00
  %172 = fmul float %135, %171
  %173 = fadd float %170, %172
  %174 = fsub float %173, %161
  %175 = fmul float %168, %174
  %176 = fsub float %175, %74
  %177 = fmul float %176, 0x3FE3333340000000
  %178 = fadd float %74, %177
  %179 = getelementptr inbounds float, ptr %12, i64 1
  store float %178, ptr %179, align 4, !tbaa !13
  %180 = fneg float %135
  %181 = fmul float %135, 3.000000e+00
  %182 = fsub float 1.000000e+00, %181
  %183 = fmul float %135, 4.500000e+00
  %184 = fmul float %135, %183
  %185 = fadd float %182, %184
  %186 = fsub float %185, %161
  %187 = fmul float %168, %186
  %188 = fsub float %187, %77
  %189 = fmul float %188, 0x3FE3333340000000
  %190 = fadd float %77, %189
  %191 = getelementptr inbounds float, ptr %12, i64 2
  store float %190, ptr %191, align 4, !tbaa !13
  %192 = fmul float %145, 3.000000e+00
  %193 = fadd float %192, 1.000000e+00
  %194 = fmul float %145, 4.500000e+00
  %195 = fmul float %145, %194
  %196 = fadd float %193, %195
  %197 = fsub float %196, %161
  %198 = fmul float %168, %197
  %199 = fsub float %198, %80
  %200 = fmul float %199, 0x3FE3333340000000
  %201 = fadd float %80, %200
  %202 = getelementptr inbounds float, ptr %12, i64 3
  store float %201, ptr %202, align 4, !tbaa !13
  %203 = fneg float %145
  %204 = fmul float %145, 3.000000e+00
  %205 = fsub float 1.000000e+00, %204
  %206 = fmul float %145, 4.500000e+00
  %207 = fmul float %145, %206
  %208 = fadd float %205, %207
  %209 = fsub float %208, %161
  %210 = fmul float %168, %209
  %211 = fsub float %210, %82
  %212 = fmul float %211, 0x3FE3333340000000
  %213 = fadd float %82, %212
  %214 = getelementptr inbounds float, ptr %12, i64 4
  store float %213, ptr %214, align 4, !tbaa !13
  %215 = fmul float %155, 3.000000e+00
  %216 = fadd float %215, 1.000000e+00
  %217 = fmul float %155, 4.500000e+00
  %218 = fmul float %155, %217
  %219 = fadd float %216, %218
  %220 = fsub float %219, %161
  %221 = fmul float %168, %220
  %222 = fsub float %221, %85
  %223 = fmul float %222, 0x3FE3333340000000
  %224 = fadd float %85, %223
  %225 = getelementptr inbounds float, ptr %12, i64 5
  store float %224, ptr %225, align 4, !tbaa !13
  %226 = fmul float %155, 3.000000e+00
  %227 = fsub float 1.000000e+00, %226
  %228 = fmul float %155, 4.500000e+00
  %229 = fmul float %155, %228
  %230 = fadd float %227, %229
  %231 = fsub float %230, %161
  %232 = fmul float %168, %231
  %233 = fsub float %232, %88
  %234 = fmul float %233, 0x3FE3333340000000
  %235 = fadd float %88, %234
  %236 = getelementptr inbounds float, ptr %12, i64 6
  store float %235, ptr %236, align 4, !tbaa !13
  %237 = fadd float %135, %145
  %238 = fmul float %125, 0x3F9C71C720000000
  %239 = fmul float %237, 3.000000e+00
  %240 = fadd float %239, 1.000000e+00
  %241 = fmul float %237, 4.500000e+00
  %242 = fmul float %237, %241
  %243 = fadd float %240, %242
  %244 = fsub float %243, %161
  %245 = fmul float %238, %244
  %246 = fsub float %245, %91
  %247 = fmul float %246, 0x3FE3333340000000
  %248 = fadd float %91, %247
  %249 = getelementptr inbounds float, ptr %12, i64 7
  store float %248, ptr %249, align 4, !tbaa !13
  %250 = fsub float %180, %145
  %251 = fmul float %250, 3.000000e+00
  %252 = fadd float %251, 1.000000e+00
  %253 = fmul float %250, 4.500000e+00
  %254 = fmul float %250, %253
  %255 = fadd float %252, %254
  %256 = fsub float %255, %161
  %257 = fmul float %238, %256
  %258 = fsub float %257, %94
  %259 = fmul float %258, 0x3FE3333340000000
  %260 = fadd float %94, %259
  %261 = getelementptr inbounds float, ptr %12, i64 8
  store float %260, ptr %261, align 4, !tbaa !13
  %262 = fsub float %135, %145
  %263 = fmul float %262, 3.000000e+00
  %264 = fadd float %263, 1.000000e+00
  %265 = fmul float %262, 4.500000e+00
  %266 = fmul float %262, %265
  %267 = fadd float %264, %266
  %268 = fsub float %267, %161
  %269 = fmul float %238, %268
  %270 = fsub float %269, %97
  %271 = fmul float %270, 0x3FE3333340000000
  %272 = fadd float %97, %271
  %273 = getelementptr inbounds float, ptr %12, i64 9
  store float %272, ptr %273, align 4, !tbaa !13
  %274 = fsub float %145, %135
  %275 = fmul float %274, 3.000000e+00
  %276 = fadd float %275, 1.000000e+00
  %277 = fmul float %274, 4.500000e+00
  %278 = fmul float %274, %277
  %279 = fadd float %276, %278
  %280 = fsub float %279, %161
  %281 = fmul float %238, %280
  %282 = fsub float %281, %100
  %283 = fmul float %282, 0x3FE3333340000000
  %284 = fadd float %100, %283
  %285 = getelementptr inbounds float, ptr %12, i64 10
  store float %284, ptr %285, align 4, !tbaa !13
  %286 = fadd float %135, %155
  %287 = fmul float %286, 3.000000e+00
  %288 = fadd float %287, 1.000000e+00
  %289 = fmul float %286, 4.500000e+00
  %290 = fmul float %286, %289
  %291 = fadd float %288, %290
  %292 = fsub float %291, %161
  %293 = fmul float %238, %292
  %294 = fsub float %293, %103
  %295 = fmul float %294, 0x3FE3333340000000
  %296 = fadd float %103, %295
  %297 = getelementptr inbounds float, ptr %12, i64 11
  store float %296, ptr %297, align 4, !tbaa !13
  %298 = fsub float %180, %155
  %299 = fmul float %298, 3.000000e+00
  %300 = fadd float %299, 1.000000e+00
  %301 = fmul float %298, 4.500000e+00
  %302 = fmul float %298, %301
  %303 = fadd float %300, %302
  %304 = fsub float %303, %161
  %305 = fmul float %238, %304
  %306 = fsub float %305, %106
  %307 = fmul float %306, 0x3FE3333340000000
  %308 = fadd float %106, %307
  %309 = getelementptr inbounds float, ptr %12, i64 12
  store float %308, ptr %309, align 4, !tbaa !13
  %310 = fsub float %135, %155
  %311 = fmul float %310, 3.000000e+00
  %312 = fadd float %311, 1.000000e+00
  %313 = fmul float %310, 4.500000e+00
  %314 = fmul float %310, %313
  %315 = fadd float %312, %314
  %316 = fsub float %315, %161
  %317 = fmul float %238, %316
  %318 = fsub float %317, %109
  %319 = fmul float %318, 0x3FE3333340000000
  %320 = fadd float %109, %319
  %321 = getelementptr inbounds float, ptr %12, i64 13
  store float %320, ptr %321, align 4, !tbaa !13
  %322 = fsub float %155, %135
  %323 = fmul float %322, 3.000000e+00
  %324 = fadd float %323, 1.000000e+00
  %325 = fmul float %322, 4.500000e+00
  %326 = fmul float %322, %325
  %327 = fadd float %324, %326
  %328 = fsub float %327, %161
  %329 = fmul float %238, %328
  %330 = fsub float %329, %112
  %331 = fmul float %330, 0x3FE3333340000000
  %332 = fadd float %112, %331
  %333 = getelementptr inbounds float, ptr %12, i64 14
  store float %332, ptr %333, align 4, !tbaa !13
  %334 = fadd float %145, %155
  %335 = fmul float %334, 3.000000e+00
  %336 = fadd float %335, 1.000000e+00
  %337 = fmul float %334, 4.500000e+00
  %338 = fmul float %334, %337
  %339 = fadd float %336, %338
  %340 = fsub float %339, %161
  %341 = fmul float %238, %340
  %342 = fsub float %341, %115
  %343 = fmul float %342, 0x3FE3333340000000
  %344 = fadd float %115, %343
  %345 = getelementptr inbounds float, ptr %12, i64 15
  store float %344, ptr %345, align 4, !tbaa !13
  %346 = fsub float %203, %155
  %347 = fmul float %346, 3.000000e+00
  %348 = fadd float %347, 1.000000e+00
  %349 = fmul float %346, 4.500000e+00
  %350 = fmul float %346, %349
  %351 = fadd float %348, %350
  %352 = fsub float %351, %161
  %353 = fmul float %238, %352
  %354 = fsub float %353, %118
  %355 = fmul float %354, 0x3FE3333340000000
  %356 = fadd float %118, %355
  %357 = getelementptr inbounds float, ptr %12, i64 16
  store float %356, ptr %357, align 4, !tbaa !13
  %358 = fsub float %145, %155
  %359 = fmul float %358, 3.000000e+00
  %360 = fadd float %359, 1.000000e+00
  %361 = fmul float %358, 4.500000e+00
  %362 = fmul float %358, %361
  %363 = fadd float %360, %362
  %364 = fsub float %363, %161
  %365 = fmul float %238, %364
  %366 = fsub float %365, %121
  %367 = fmul float %366, 0x3FE3333340000000
  %368 = fadd float %121, %367
  %369 = getelementptr inbounds float, ptr %12, i64 17
  store float %368, ptr %369, align 4, !tbaa !13
  %370 = fsub float %155, %145
  %371 = fmul float %370, 3.000000e+00
  %372 = fadd float %371, 1.000000e+00
  %373 = fmul float %370, 4.500000e+00
  %374 = fmul float %370, %373
  %375 = fadd float %372, %374
  %376 = fsub float %375, %161
  %377 = fmul float %238, %376
  %378 = fsub float %377, %124
  %379 = fmul float %378, 0x3FE3333340000000
  %380 = fadd float %124, %379
  br label %381

381:                                              ; preds = %72, %19
  %382 = phi float [ %380, %72 ], [ %71, %19 ]
  %383 = getelementptr inbounds float, ptr %12, i64 18
  store float %382, ptr %383, align 4, !tbaa !13
  %384 = getelementptr inbounds float, ptr %11, i64 19
  %385 = load float, ptr %384, align 4, !tbaa !13
  %386 = getelementptr inbounds float, ptr %12, i64 19
  store float %385, ptr %386, align 4, !tbaa !13
  %387 = add nuw nsw i64 %9, 1
  %388 = icmp eq i64 %387, %6
  br i1 %388, label %7, label %8, !llvm.loop !20
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
  br i1 %20, label %6, label %7, !llvm.loop !21
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
  br i1 %64, label %8, label %9, !llvm.loop !22
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
  %14 = load i64, ptr %13, align 8, !tbaa !23
  %15 = getelementptr inbounds i64, ptr %1, i64 %12
  %16 = load i64, ptr %15, align 8, !tbaa !23
  %17 = getelementptr inbounds i64, ptr %2, i64 %12
  %18 = load i64, ptr %17, align 8, !tbaa !23
  %19 = xor i64 %16, %14
  %20 = icmp slt i64 %14, %16
  br i1 %20, label %21, label %25

21:                                               ; preds = %11
  %22 = add nsw i64 %18, %14
  %23 = sub i64 %22, %19
  %24 = getelementptr inbounds i64, ptr %3, i64 %12
  store i64 %23, ptr %24, align 8, !tbaa !23
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
  br i1 %32, label %10, label %11, !llvm.loop !25
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
  br i1 %41, label %7, label %8, !llvm.loop !26
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
!22 = distinct !{!22, !10, !11}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !7, i64 0}
!25 = distinct !{!25, !10, !11}
!26 = distinct !{!26, !10, !11}
