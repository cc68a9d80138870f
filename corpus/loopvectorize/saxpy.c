/* saxpy: y = a*x + y over floats, with pointers that may alias (the
   vectorizer adds a runtime overlap check), with restrict pointers, and
   interleaved four times; negscale: y = -(a*x), a body with an fneg,
   interleaved four times. add_one: b = a + 1 through pointers that may
   alias, checked at run time by the distance b - a. */
void saxpy(int n, float a, const float *x, float *y) {
    for (int i = 0; i < n; ++i)
        y[i] = a * x[i] + y[i];
}

void saxpy_restrict(int n, float a, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; ++i)
        y[i] = a * x[i] + y[i];
}

void saxpy_ic4(int n, float a, const float *restrict x, float *restrict y) {
#pragma clang loop interleave_count(4)
    for (int i = 0; i < n; ++i)
        y[i] = a * x[i] + y[i];
}

void negscale(int n, float a, const float *restrict x, float *restrict y) {
#pragma clang loop interleave_count(4)
    for (int i = 0; i < n; ++i)
        y[i] = -(a * x[i]);
}

void add_one(int n, const int *a, int *b) {
    for (int i = 0; i < n; ++i)
        b[i] = a[i] + 1;
}
