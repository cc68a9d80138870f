/* strided: strided memory access -- a[2*i] (constant stride, even/odd
   deinterleave) and a[i*stride] (runtime stride gather). */
void deinterleave(const float *a, float *even, float *odd, int n) {
    for (int i = 0; i < n; ++i) {
        even[i] = a[2 * i];
        odd[i] = a[2 * i + 1];
    }
}

int strided_sum(const int *a, int n, int stride) {
    int s = 0;
    for (int i = 0; i < n; ++i)
        s += a[i * stride];
    return s;
}
