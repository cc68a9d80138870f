; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.particle = type { %struct.vec3, %struct.vec3, float, i32, i16 }
%struct.vec3 = type { float, float, float }

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @particles_step(ptr nocapture noundef %0, i32 noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  br label %8

7:                                                ; preds = %35, %3
  ret void

8:                                                ; preds = %5, %35
  %9 = phi i64 [ 0, %5 ], [ %36, %35 ]
  %10 = getelementptr inbounds %struct.particle, ptr %0, i64 %9, i32 3
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %35, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.particle, ptr %0, i64 %9
  %15 = getelementptr inbounds %struct.particle, ptr %0, i64 %9, i32 1
  %16 = load float, ptr %15, align 4, !tbaa !13
  %17 = load float, ptr %14, align 4, !tbaa !14
  %18 = tail call float @llvm.fmuladd.f32(float %16, float %2, float %17)
  store float %18, ptr %14, align 4, !tbaa !14
  %19 = getelementptr inbounds %struct.particle, ptr %0, i64 %9, i32 1, i32 1
  %20 = load float, ptr %19, align 4, !tbaa !15
  %21 = getelementptr inbounds %struct.vec3, ptr %14, i64 0, i32 1
  %22 = load float, ptr %21, align 4, !tbaa !16
  %23 = tail call float @llvm.fmuladd.f32(float %20, float %2, float %22)
  store float %23, ptr %21, align 4, !tbaa !16
  %24 = getelementptr inbounds %struct.particle, ptr %0, i64 %9, i32 1, i32 2
  %25 = load float, ptr %24, align 4, !tbaa !17
  %26 = getelementptr inbounds %struct.vec3, ptr %14, i64 0, i32 2
  %27 = load float, ptr %26, align 4, !tbaa !18
  %28 = tail call float @llvm.fmuladd.f32(float %25, float %2, float %27)
  store float %28, ptr %26, align 4, !tbaa !18
  %29 = fcmp olt float %23, 0.000000e+00
  br i1 %29, label %30, label %35

30:                                               ; preds = %13
  store float 0.000000e+00, ptr %21, align 4, !tbaa !16
  %31 = fmul float %20, -5.000000e-01
  store float %31, ptr %19, align 4, !tbaa !15
  %32 = getelementptr inbounds %struct.particle, ptr %0, i64 %9, i32 4
  %33 = load i16, ptr %32, align 4, !tbaa !19
  %34 = add i16 %33, 1
  store i16 %34, ptr %32, align 4, !tbaa !19
  br label %35

35:                                               ; preds = %13, %30, %8
  %36 = add nuw nsw i64 %9, 1
  %37 = icmp eq i64 %36, %6
  br i1 %37, label %7, label %8, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local float @particle_energy(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds %struct.particle, ptr %0, i64 %3, i32 1
  %5 = getelementptr inbounds %struct.particle, ptr %0, i64 %3, i32 2
  %6 = load float, ptr %5, align 4, !tbaa !23
  %7 = fmul float %6, 5.000000e-01
  %8 = load float, ptr %4, align 4, !tbaa !24
  %9 = getelementptr inbounds %struct.particle, ptr %0, i64 %3, i32 1, i32 1
  %10 = load float, ptr %9, align 4, !tbaa !25
  %11 = fmul float %10, %10
  %12 = tail call float @llvm.fmuladd.f32(float %8, float %8, float %11)
  %13 = getelementptr inbounds %struct.particle, ptr %0, i64 %3, i32 1, i32 2
  %14 = load float, ptr %13, align 4, !tbaa !26
  %15 = tail call float @llvm.fmuladd.f32(float %14, float %14, float %12)
  %16 = fmul float %7, %15
  ret float %16
}

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !11, i64 28}
!6 = !{!"particle", !7, i64 0, !7, i64 12, !8, i64 24, !11, i64 28, !12, i64 32}
!7 = !{!"vec3", !8, i64 0, !8, i64 4, !8, i64 8}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!"short", !9, i64 0}
!13 = !{!6, !8, i64 12}
!14 = !{!6, !8, i64 0}
!15 = !{!6, !8, i64 16}
!16 = !{!6, !8, i64 4}
!17 = !{!6, !8, i64 20}
!18 = !{!6, !8, i64 8}
!19 = !{!6, !12, i64 32}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = !{!6, !8, i64 24}
!24 = !{!7, !8, i64 0}
!25 = !{!7, !8, i64 4}
!26 = !{!7, !8, i64 8}
