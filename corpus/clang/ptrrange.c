/* ptrrange: pointer-range kernels -- iterate [begin, end) by pointer,
   pointer difference (ptrtoint / exact shift), a switch whose default is
   __builtin_unreachable, and float negation. */
long range_len(const int *begin, const int *end) {
    return end - begin;
}

float range_negsum(const float *begin, const float *end) {
    float s = 0.0f;
    for (const float *p = begin; p != end; ++p)
        s += -*p;
    return -s;
}

int lane_op(int mode, int x) {
    switch (mode & 3) {
    case 0: return x + 1;
    case 1: return x * 5;
    case 2: return x - 9;
    case 3: return x ^ 0xff;
    default: __builtin_unreachable();
    }
}

const int *mid_of(const int *begin, const int *end) {
    return begin + (end - begin) / 2;
}
