; ModuleID = 'wholefile.c'
source_filename = "wholefile.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%d %.1f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale_clamp(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %3 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %17, %9 ]
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !5
  %13 = fmul float %12, %2
  %14 = fcmp ogt float %13, 1.000000e+02
  %15 = select i1 %14, float 1.000000e+02, float %13
  %16 = getelementptr inbounds float, ptr %0, i64 %10
  store float %15, ptr %16, align 4, !tbaa !5
  %17 = add nuw nsw i64 %10, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %8, label %9, !llvm.loop !9
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds ptr, ptr %1, i64 1
  %6 = load ptr, ptr %5, align 8, !tbaa !12
  %7 = tail call i64 @strtol(ptr nocapture noundef %6, ptr noundef null, i32 noundef 10) #7
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 16, %2 ]
  %11 = sext i32 %10 to i64
  %12 = shl nsw i64 %11, 2
  %13 = tail call noalias ptr @malloc(i64 noundef %12) #8
  %14 = tail call noalias ptr @malloc(i64 noundef %12) #8
  %15 = icmp ne ptr %13, null
  %16 = icmp ne ptr %14, null
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %59

18:                                               ; preds = %9
  %19 = icmp sgt i32 %10, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %18
  %21 = zext i32 %10 to i64
  br label %40

22:                                               ; preds = %40, %18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  %23 = icmp sgt i32 %10, 0
  br i1 %23, label %24, label %36

24:                                               ; preds = %22
  %25 = zext i32 %10 to i64
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %34, %26 ]
  %28 = getelementptr inbounds float, ptr %13, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5, !alias.scope !17, !noalias !14
  %30 = fmul float %29, 7.500000e+00
  %31 = fcmp ogt float %30, 1.000000e+02
  %32 = select i1 %31, float 1.000000e+02, float %30
  %33 = getelementptr inbounds float, ptr %14, i64 %27
  store float %32, ptr %33, align 4, !tbaa !5, !alias.scope !14, !noalias !17
  %34 = add nuw nsw i64 %27, 1
  %35 = icmp eq i64 %34, %25
  br i1 %35, label %36, label %26, !llvm.loop !9

36:                                               ; preds = %26, %22
  %37 = icmp sgt i32 %10, 0
  br i1 %37, label %38, label %47

38:                                               ; preds = %36
  %39 = zext i32 %10 to i64
  br label %50

40:                                               ; preds = %20, %40
  %41 = phi i64 [ 0, %20 ], [ %45, %40 ]
  %42 = trunc i64 %41 to i32
  %43 = sitofp i32 %42 to float
  %44 = getelementptr inbounds float, ptr %13, i64 %41
  store float %43, ptr %44, align 4, !tbaa !5
  %45 = add nuw nsw i64 %41, 1
  %46 = icmp eq i64 %45, %21
  br i1 %46, label %22, label %40, !llvm.loop !19

47:                                               ; preds = %50, %36
  %48 = phi double [ 0.000000e+00, %36 ], [ %56, %50 ]
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, double noundef %48)
  tail call void @free(ptr noundef %13) #7
  tail call void @free(ptr noundef %14) #7
  br label %59

50:                                               ; preds = %38, %50
  %51 = phi i64 [ 0, %38 ], [ %57, %50 ]
  %52 = phi double [ 0.000000e+00, %38 ], [ %56, %50 ]
  %53 = getelementptr inbounds float, ptr %14, i64 %51
  %54 = load float, ptr %53, align 4, !tbaa !5
  %55 = fpext float %54 to double
  %56 = fadd double %52, %55
  %57 = add nuw nsw i64 %51, 1
  %58 = icmp eq i64 %57, %39
  br i1 %58, label %47, label %50, !llvm.loop !20

59:                                               ; preds = %9, %47
  %60 = phi i32 [ 0, %47 ], [ 1, %9 ]
  ret i32 %60
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16, !"scale_clamp: argument 0"}
!16 = distinct !{!16, !"scale_clamp"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"scale_clamp: argument 1"}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !10, !11}
