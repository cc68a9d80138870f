/* Trip counts: unsigned (may be any value), a constant 1003 (with a
   remainder), a long count, and a nested 2-D loop. */
void add_unsigned(unsigned n, const int *restrict a, int *restrict b) {
    for (unsigned i = 0; i < n; ++i)
        b[i] += a[i];
}

void scale_1003(float *restrict a, float s) {
    for (int i = 0; i < 1003; ++i)
        a[i] *= s;
}

void inc_long(long n, long *a) {
    for (long i = 0; i < n; ++i)
        a[i] += 7;
}

void add_2d(int rows, int cols, const int *restrict a, int *restrict b) {
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            b[r * cols + c] += a[r * cols + c] * 2;
}
