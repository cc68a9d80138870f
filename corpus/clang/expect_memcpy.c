/* expect_memcpy: __builtin_expect on a rare error path, and memcpy/memset on
   a small local array (a tiny histogram / stencil buffer). */
#include <string.h>

static const int weights[8] = {1, 2, 3, 4, 4, 3, 2, 1};

int hist_kernel(const unsigned char *data, int n, int *out) {
    int hist[16];
    memset(hist, 0, sizeof hist);
    for (int i = 0; i < n; ++i) {
        unsigned v = data[i];
        if (__builtin_expect(v >= 16, 0))
            return -1;
        hist[v]++;
    }
    memcpy(out, hist, sizeof hist);
    return n;
}

int stencil8(const int *in, int start) {
    int buf[8];
    memcpy(buf, in + start, sizeof buf);
    int s = 0;
    for (int k = 0; k < 8; ++k)
        s += buf[k] * weights[k];
    return s;
}

const char *status_name(int code) {
    if (__builtin_expect(code == 0, 1))
        return "ok";
    return code > 0 ? "warn" : "error";
}
