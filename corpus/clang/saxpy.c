/* saxpy: y[i] = a * x[i] + y[i] over float arrays (restrict pointers). */
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; ++i)
        y[i] = a * x[i] + y[i];
}
