/* Loops the source marks for vectorization, for `pllvm vectorize --marked`: `#pragma omp simd`
   and `#pragma clang loop vectorize(enable)` give the loop's latch branch loop metadata with
   llvm.loop.vectorize.enable. Regenerate the .ll with `make -C corpus/wfv` (LLVM's own
   vectorizer is held to width 1, so the marked loops stay scalar, metadata and all). */

/* a marked reduction after an unmarked loop */
int dot(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    for (int i = 0; i < n; ++i) c[i] = a[i] - b[i];
    int s = 0;
#pragma omp simd reduction(+ : s)
    for (int i = 0; i < n; ++i) s += a[i] * b[i];
    return s;
}

/* the clang spelling, on a loop with a condition inside */
void clamp(int n, float *restrict x, float hi) {
#pragma clang loop vectorize(enable)
    for (int i = 0; i < n; ++i)
        if (x[i] > hi) x[i] = hi;
}

/* vectorization disabled: not marked */
void scale(int n, float *restrict x, float k) {
#pragma clang loop vectorize(disable)
    for (int i = 0; i < n; ++i) x[i] *= k;
}

/* two marked loops: pllvm vectorizes one loop of a function, named with --loop */
void twice(int n, float *restrict x, float *restrict y) {
#pragma omp simd
    for (int i = 0; i < n; ++i) x[i] += 1.0f;
#pragma omp simd
    for (int i = 0; i < n; ++i) y[i] *= 2.0f;
}
