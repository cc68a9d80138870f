/* Reductions: int sum, strict float sum (in source order), int dot
   product, the count of elements above a threshold, and the sum of an
   int array that starts at 1. */
int sum_int(int n, const int *a) {
    int s = 0;
    for (int i = 0; i < n; ++i)
        s += a[i];
    return s;
}

float sum_float(int n, const float *a) {
    float s = 0.0f;
    for (int i = 0; i < n; ++i)
        s += a[i];
    return s;
}

int dot_int(int n, const int *a, const int *b) {
    int s = 0;
    for (int i = 0; i < n; ++i)
        s += a[i] * b[i];
    return s;
}

int count_above(int n, const int *a, int t) {
    int c = 0;
    for (int i = 0; i < n; ++i)
        if (a[i] > t)
            c++;
    return c;
}

long sum_long(long n, const long *a) {
    long s = 0;
    for (long i = 0; i < n; ++i)
        s += a[i];
    return s;
}
