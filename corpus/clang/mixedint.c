/* mixedint: integer types of mixed widths -- char/short/int/long, signed and
   unsigned, with implicit promotions and explicit truncating casts. */
long mixed_widths(signed char c, unsigned char uc, short s, unsigned short us,
                  int i, long l) {
    int t = c + uc;                 /* sext / zext to i32 */
    short u = (short)(s * us);      /* trunc to i16 */
    long w = (long)i * l;           /* sext to i64 */
    unsigned char b = (unsigned char)(w >> 3);
    return w + t + u + b + (long)(unsigned)i;
}

void narrow_store(const long *src, signed char *dst8, short *dst16, int n) {
    for (int k = 0; k < n; ++k) {
        long v = src[k];
        dst8[k] = (signed char)v;
        dst16[k] = (short)(v >> 8);
    }
}

unsigned short clamp_u16(int x) {
    if (x < 0) return 0;
    if (x > 65535) return 65535;
    return (unsigned short)x;
}
