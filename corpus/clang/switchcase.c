/* switchcase: two switch statements -- a dense one (cases 0..7, likely a
   lookup table or jump table) and a sparse one (scattered case values). */
int switch_dense(int op, int a, int b) {
    switch (op) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return a & b;
    case 4: return a | b;
    case 5: return a ^ b;
    case 6: return a << (b & 31);
    case 7: return a >> (b & 31);
    default: return 0;
    }
}

int switch_sparse(int code, int x) {
    int r = x;
    switch (code) {
    case 3:     r = x * 7; break;
    case 100:   r = x + 11; break;
    case 1000:  r = x - 5; /* fall through */
    case 4096:  r = r * r; break;
    case -17:   r = -x; break;
    default:    r = x / 3; break;
    }
    return r;
}
