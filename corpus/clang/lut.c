/* lut: lookup tables in globals -- constant tables, a table of pointers
   into another table (constant getelementptr expressions), a mutable global
   counter, a zero-initialized global buffer and a string table. */
static const unsigned char sbox[16] = {
    0xc, 0x5, 0x6, 0xb, 0x9, 0x0, 0xa, 0xd, 0x3, 0xe, 0xf, 0x8, 0x4, 0x7, 0x1, 0x2};
static const short rows[4][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}};
static const short *const row_ptr[4] = {rows[3], rows[2], &rows[1][1], rows[0]};
const double coeffs[5] = {1.0, 0.5, 0.25, 0.1, -1.5e-3};
int lut_calls;
float scratch[64];
const char *const names[3] = {"zero", "one", "two"};

unsigned sbox_apply(unsigned x) {
    unsigned r = 0;
    for (int k = 0; k < 8; ++k)
        r |= (unsigned)sbox[(x >> (4 * k)) & 15] << (4 * k);
    lut_calls++;
    return r;
}

int row_lookup(int r, int c) {
    return row_ptr[r & 3][c & 3];
}

double horner(double x) {
    double y = 0.0;
    for (int k = 4; k >= 0; --k)
        y = y * x + coeffs[k];
    scratch[(int)x & 63] = (float)y;
    return y;
}

const char *name_of(unsigned i) {
    return i < 3 ? names[i] : 0;
}
