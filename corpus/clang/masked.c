/* masked: conditional update loop in a function compiled for AVX2 via a
   target attribute, so the -O3 vectorizer can use masked loads/stores
   (llvm.masked.load / llvm.masked.store) for the predicated body. */
__attribute__((target("avx2")))
void cond_scale(int *restrict a, const int *restrict b, int n, int t) {
    for (int i = 0; i < n; ++i)
        if (b[i] > t)
            a[i] = a[i] * 3 + b[i];
}
