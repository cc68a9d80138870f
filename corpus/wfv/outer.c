/* Outer loops for `pllvm vectorize --loop`: their iterations become the W threads ([TR-OUTER]).
   Regenerate the .ll with `make -C corpus/wfv`. */

/* a map: y[i] = a * x[i] + y[i]; `restrict`, as `#pragma omp simd` promises, says x and y do not overlap */
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
}

/* an integer reduction with a condition in the body */
int sum_positive(int n, const int *x) {
    int s = 0;
    for (int i = 0; i < n; ++i)
        if (x[i] > 0) s += x[i] * x[i];
    return s;
}

/* a divergent inner loop in the body: each iteration counts the halvings of its value */
void halvings(int n, const unsigned *restrict x, int *restrict out) {
    for (int i = 0; i < n; ++i) {
        unsigned v = x[i];
        int k = 0;
        while (v > 1) { v /= 2; ++k; }
        out[i] = k;
    }
}

/* a reduction over a divergent inner loop: the halvings of every value, summed (what RV's
   outer-loop vectorization is for: LLVM's loop vectorizer leaves a loop with an inner loop
   alone) */
int total_halvings(int n, const unsigned *restrict x) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        unsigned v = x[i];
        while (v > 1) { v /= 2; ++s; }
    }
    return s;
}

/* a reduction over a divergent inner loop with a branch in it: the Collatz steps of every value
   (at most 300 each), summed */
int collatz_steps(int n, const unsigned *restrict x) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        unsigned v = x[i] + 1;
        for (int k = 0; k < 300 && v != 1; ++k) {
            v = (v & 1) ? 3 * v + 1 : v / 2;
            ++s;
        }
    }
    return s;
}

/* a dependence through memory when a and b overlap (a = b + 1: iteration i + 1 reads what
   iteration i wrote): its iterations may not run at once, and the check of the outer-loop step
   finds the input that shows it */
void shift(int n, int *a, const int *b) {
    for (int i = 0; i < n; ++i) a[i] = b[i] + 1;
}

/* a first-order recurrence: prev is x[i - 1], recomputed from i - 1 ([TR-OUTER-REC]) */
int recurrence(int n, const int *x) {
    int prev = 0, s = 0;
    for (int i = 0; i < n; ++i) { s ^= x[i] - prev; prev = x[i]; }
    return s;
}

/* a recurrence next to a store: d and x are restrict, so the store cannot change x[i - 1] */
void diff(int n, const int *restrict x, int *restrict d) {
    int prev = 0;
    for (int i = 0; i < n; ++i) { d[i] = x[i] - prev; prev = x[i]; }
}

/* the same without restrict: d may be x, so x[i - 1] may have changed: refused */
void diff_alias(int n, const int *x, int *d) {
    int prev = 0;
    for (int i = 0; i < n; ++i) { d[i] = x[i] - prev; prev = x[i]; }
}

/* a recurrence through its own value: v needs the last v, refused */
int chain(int n, const int *x) {
    int v = 1;
    for (int i = 0; i < n; ++i) v = v * 3 + x[i];
    return v;
}
