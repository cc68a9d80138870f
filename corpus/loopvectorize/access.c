/* Memory access patterns: stride 2 (even and odd elements), an indexed
   gather, a reversed index, and a copy with an offset. */
void stride2(int n, const int *restrict a, int *restrict b) {
    for (int i = 0; i < n; ++i)
        b[i] = a[2 * i] - a[2 * i + 1];
}

void gather(int n, const float *restrict a, const int *restrict idx, float *restrict b) {
    for (int i = 0; i < n; ++i)
        b[i] = a[idx[i]];
}

void reverse(int n, const int *restrict a, int *restrict b) {
    for (int i = 0; i < n; ++i)
        b[i] = a[n - 1 - i];
}

void scale_stride2(int n, float *a, float s) {
    for (int i = 0; i < n; ++i)
        a[2 * i] *= s;
}
