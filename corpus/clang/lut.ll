; ModuleID = 'lut.c'
source_filename = "lut.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@coeffs = dso_local local_unnamed_addr constant [5 x double] [double 1.000000e+00, double 5.000000e-01, double 2.500000e-01, double 1.000000e-01, double -1.500000e-03], align 16
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@names = dso_local local_unnamed_addr constant [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 16
@sbox = internal unnamed_addr constant [16 x i8] c"\0C\05\06\0B\09\00\0A\0D\03\0E\0F\08\04\07\01\02", align 16
@lut_calls = dso_local local_unnamed_addr global i32 0, align 4
@reltable.row_lookup = internal unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @rows, i64 24) to i64), i64 ptrtoint (ptr @reltable.row_lookup to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @rows, i64 16) to i64), i64 ptrtoint (ptr @reltable.row_lookup to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @rows, i64 10) to i64), i64 ptrtoint (ptr @reltable.row_lookup to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @rows to i64), i64 ptrtoint (ptr @reltable.row_lookup to i64)) to i32)], align 4
@scratch = dso_local local_unnamed_addr global [64 x float] zeroinitializer, align 16
@rows = internal constant [4 x [4 x i16]] [[4 x i16] [i16 1, i16 2, i16 3, i16 4], [4 x i16] [i16 5, i16 6, i16 7, i16 8], [4 x i16] [i16 9, i16 10, i16 11, i16 12], [4 x i16] [i16 13, i16 14, i16 15, i16 16]], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @sbox_apply(i32 noundef %0) local_unnamed_addr #0 {
  br label %5

2:                                                ; preds = %5
  %3 = load i32, ptr @lut_calls, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @lut_calls, align 4, !tbaa !5
  ret i32 %16

5:                                                ; preds = %1, %5
  %6 = phi i32 [ 0, %1 ], [ %17, %5 ]
  %7 = phi i32 [ 0, %1 ], [ %16, %5 ]
  %8 = shl nsw i32 %6, 2
  %9 = lshr i32 %0, %8
  %10 = and i32 %9, 15
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i8], ptr @sbox, i64 0, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !9
  %14 = zext i8 %13 to i32
  %15 = shl i32 %14, %8
  %16 = or i32 %15, %7
  %17 = add nuw nsw i32 %6, 1
  %18 = icmp eq i32 %17, 8
  br i1 %18, label %2, label %5, !llvm.loop !10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @row_lookup(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = and i32 %0, 3
  %4 = zext i32 %3 to i64
  %5 = shl i64 %4, 2
  %6 = call ptr @llvm.load.relative.i64(ptr @reltable.row_lookup, i64 %5)
  %7 = and i32 %1, 3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i16, ptr %6, i64 %8
  %10 = load i16, ptr %9, align 2, !tbaa !13
  %11 = sext i16 %10 to i32
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @horner(double noundef %0) local_unnamed_addr #2 {
  br label %8

2:                                                ; preds = %8
  %3 = fptrunc double %13 to float
  %4 = fptosi double %0 to i32
  %5 = and i32 %4, 63
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds [64 x float], ptr @scratch, i64 0, i64 %6
  store float %3, ptr %7, align 4, !tbaa !15
  ret double %13

8:                                                ; preds = %1, %8
  %9 = phi i64 [ 4, %1 ], [ %14, %8 ]
  %10 = phi double [ 0.000000e+00, %1 ], [ %13, %8 ]
  %11 = getelementptr inbounds [5 x double], ptr @coeffs, i64 0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !17
  %13 = tail call double @llvm.fmuladd.f64(double %10, double %0, double %12)
  %14 = add nsw i64 %9, -1
  %15 = icmp eq i64 %9, 0
  br i1 %15, label %2, label %8, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @name_of(i32 noundef %0) local_unnamed_addr #4 {
  %2 = icmp ult i32 %0, 3
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext i32 %0 to i64
  %5 = getelementptr inbounds [3 x ptr], ptr @names, i64 0, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !20
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi ptr [ %6, %3 ], [ null, %1 ]
  ret ptr %8
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !7, i64 0}
!19 = distinct !{!19, !11, !12}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !7, i64 0}
