/* bits: bit manipulation -- a popcount loop (clear lowest set bit), shifts
   and rotates, unsigned division/remainder by constants and by variables. */
int popcount_loop(unsigned x) {
    int c = 0;
    while (x) {
        x &= x - 1;
        ++c;
    }
    return c;
}

unsigned rotl_mix(unsigned x, unsigned r) {
    unsigned y = (x << (r & 31)) | (x >> ((32 - r) & 31));
    y ^= y >> 16;
    y *= 0x45d9f3bu;
    return y ^ (y >> 13);
}

unsigned digit_sum(unsigned x, unsigned base) {
    unsigned s = 0;
    while (x) {
        s += x % base;
        x /= base;
    }
    return s + x / 10u + x % 7u;
}

int signed_ops(int a, int b) {
    return (a / 8) + (a % 16) + (a >> 3) + (b / (a | 1));
}
