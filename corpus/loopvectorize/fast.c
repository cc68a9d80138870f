/* Float reductions compiled with -ffast-math (see the Makefile): sum, dot
   product, min and max, which the vectorizer may reassociate. */
float sum_float_fast(int n, const float *a) {
    float s = 0.0f;
    for (int i = 0; i < n; ++i)
        s += a[i];
    return s;
}

float dot_float_fast(int n, const float *a, const float *b) {
    float s = 0.0f;
    for (int i = 0; i < n; ++i)
        s += a[i] * b[i];
    return s;
}

float max_float_fast(int n, const float *a) {
    float m = -__builtin_inff();
    for (int i = 0; i < n; ++i)
        m = a[i] > m ? a[i] : m;
    return m;
}

float min_float_fast(int n, const float *a) {
    float m = __builtin_inff();
    for (int i = 0; i < n; ++i)
        m = a[i] < m ? a[i] : m;
    return m;
}
