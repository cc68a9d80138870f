/* fastmath: float reductions under `#pragma clang fp` so the IR carries
   fast-math flags (reassoc, contract) without -ffast-math on the command
   line; also float<->double/int conversions. */
float dot_reassoc(const float *a, const float *b, int n) {
#pragma clang fp reassociate(on) contract(fast)
    float s = 0.0f;
    for (int i = 0; i < n; ++i)
        s += a[i] * b[i];
    return s;
}

double mean_conv(const float *a, const int *w, int n) {
#pragma clang fp reassociate(on)
    double s = 0.0;
    for (int i = 0; i < n; ++i)
        s += (double)a[i] * (double)w[i];
    return n > 0 ? (float)(s / n) : 0.0;
}

int quantize(float x, float scale) {
    unsigned q = (unsigned)(x * scale);
    return (int)q + (int)(x < 0.0f ? x - 0.5f : x + 0.5f);
}
