/* Control flow in the body: a conditional store, an if/else that assigns,
   a guarded division, abs, and clamping. */
#include <stdlib.h>

void cond_store(int n, const int *restrict a, int *restrict b) {
    for (int i = 0; i < n; ++i)
        if (a[i] > 0)
            b[i] = a[i];
}

void if_else(int n, const int *restrict a, int *restrict b) {
    for (int i = 0; i < n; ++i) {
        int v;
        if (a[i] & 1)
            v = 3 * a[i] + 1;
        else
            v = a[i] >> 1;
        b[i] = v;
    }
}

void guarded_div(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; ++i)
        if (b[i] != 0)
            a[i] /= b[i];
}

void abs_int(int n, const int *restrict a, int *restrict b) {
    for (int i = 0; i < n; ++i)
        b[i] = abs(a[i]);
}

void clamp(int n, int *a, int lo, int hi) {
    for (int i = 0; i < n; ++i)
        a[i] = a[i] < lo ? lo : (a[i] > hi ? hi : a[i]);
}
