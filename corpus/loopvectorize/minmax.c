/* Min and max reductions: int (from INT_MIN / INT_MAX) and float through
   fmaxf / fminf (no fast-math). */
#include <limits.h>
#include <math.h>

int max_int(int n, const int *a) {
    int m = INT_MIN;
    for (int i = 0; i < n; ++i)
        m = a[i] > m ? a[i] : m;
    return m;
}

int min_int(int n, const int *a) {
    int m = INT_MAX;
    for (int i = 0; i < n; ++i)
        m = a[i] < m ? a[i] : m;
    return m;
}

float max_float(int n, const float *a) {
    float m = -INFINITY;
    for (int i = 0; i < n; ++i)
        m = fmaxf(m, a[i]);
    return m;
}

float min_float(int n, const float *a) {
    float m = INFINITY;
    for (int i = 0; i < n; ++i)
        m = fminf(m, a[i]);
    return m;
}
