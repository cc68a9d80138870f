/* Library calls in the body: sqrtf (an LLVM intrinsic with a vector form)
   and expf (no vector form without a vector math library). */
#include <math.h>

void sqrt_arr(int n, const float *restrict a, float *restrict b) {
    for (int i = 0; i < n; ++i)
        b[i] = sqrtf(a[i]);
}

void exp_arr(int n, const float *restrict a, float *restrict b) {
    for (int i = 0; i < n; ++i)
        b[i] = expf(a[i]);
}

void add_zero(int n, const float *restrict a, float *restrict b) {
    for (int i = 0; i < n; ++i)
        b[i] = a[i] + 0.0f;
}
