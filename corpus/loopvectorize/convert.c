/* Narrow and mixed types: saturating u8 and s16 adds, char -> short
   widening, int -> float conversion. */
#include <stdint.h>

void sat_add_u8(int n, const uint8_t *restrict a, const uint8_t *restrict b, uint8_t *restrict c) {
    for (int i = 0; i < n; ++i) {
        unsigned s = a[i] + b[i];
        c[i] = s > 255 ? 255 : s;
    }
}

void sat_add_s16(int n, const int16_t *restrict a, const int16_t *restrict b, int16_t *restrict c) {
    for (int i = 0; i < n; ++i) {
        int s = a[i] + b[i];
        c[i] = s > 32767 ? 32767 : (s < -32768 ? -32768 : s);
    }
}

void widen_char(int n, const signed char *restrict a, short *restrict b) {
    for (int i = 0; i < n; ++i)
        b[i] = (short)a[i] * 3;
}

void int_to_float(int n, const int *restrict a, float *restrict b) {
    for (int i = 0; i < n; ++i)
        b[i] = (float)a[i] * 0.5f;
}
