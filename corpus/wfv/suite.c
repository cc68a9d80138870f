/* A test set shaped like a whole-function / outer-loop vectorization suite, written for pllvm.
   Part (a): whole-function kernels, one thread per call, for `pllvm vectorize --shapes SIG`.
   Part (b): outer loops `for (int i = 0; i < n; ++i)`, for `pllvm vectorize --loop LABEL`.
   tests/benchmarks/wfv.py runs every one end to end. Regenerate the .ll with `make -C corpus/wfv`. */

#include <math.h>
#include <string.h>
#include <stdatomic.h>

/* ---- (a) whole-function kernels ---- */

/* a smoothstep clamp: two early returns and a polynomial on the middle range */
float smoothclamp(float x, float lo, float hi) {
    if (x <= lo) return 0.0f;
    if (x >= hi) return 1.0f;
    float t = (x - lo) / (hi - lo);
    return t * t * (3.0f - 2.0f * t);
}

/* a piecewise cubic over four intervals: an if / else-if chain with a polynomial per arm */
float piecewise(float x) {
    float y;
    if (x < -1.0f)
        y = -1.0f - 0.5f * (x + 1.0f);
    else if (x < 0.0f)
        y = x * x * x;
    else if (x < 2.0f)
        y = x * (1.0f - 0.25f * x);
    else
        y = 1.0f + 0.125f * (x - 2.0f) * (x - 2.0f);
    return y;
}

/* integer bit tricks without branches: SWAR popcount of a xorshift-mixed word */
unsigned popmix(unsigned x) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    unsigned c = x - ((x >> 1) & 0x55555555u);
    c = (c & 0x33333333u) + ((c >> 2) & 0x33333333u);
    c = (c + (c >> 4)) & 0x0f0f0f0fu;
    return (c * 0x01010101u) >> 24;
}

/* integer bit tricks with branches: floor(log2 x) by halving the search range (-1 for 0) */
int ilog2_branchy(unsigned x) {
    if (x == 0) return -1;
    int r = 0;
    if (x >= 1u << 16) { x >>= 16; r += 16; }
    if (x >= 1u << 8) { x >>= 8; r += 8; }
    if (x >= 1u << 4) { x >>= 4; r += 4; }
    if (x >= 1u << 2) { x >>= 2; r += 2; }
    if (x >= 1u << 1) r += 1;
    return r;
}

/* a divergent while loop: Collatz steps, capped so that every input terminates */
int collatz(unsigned x) {
    int k = 0;
    while (x > 1 && k < 300) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        ++k;
    }
    return k;
}

/* a divergent while loop with a remainder: Euclid's gcd of two varying values */
unsigned gcd(unsigned a, unsigned b) {
    while (b != 0) {
        unsigned t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* a divergent while loop reading a uniform array: the lower bound of key in a sorted a[0..n) */
int lower_bound(const int *a, int n, int key) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] < key) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* a counted loop with a break: the first element of a[0..n) above the thread's threshold */
int first_above(const float *a, int n, float t) {
    int i;
    for (i = 0; i < n; ++i)
        if (a[i] > t) break;
    return i;
}

/* a switch on a varying opcode with a default */
float alu(int op, float a, float b) {
    switch (op & 7) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return a < b ? a : b;
    case 4: return a > b ? a : b;
    case 5: return fabsf(a - b);
    default: return 0.0f;
    }
}

/* strided and interleaved memory: read the pair (re, im) at in[2*i], write |z|^2 and re*im */
void cmag(const float *in, float *out, int i) {
    float re = in[2 * i], im = in[2 * i + 1];
    out[2 * i] = re * re + im * im;
    out[2 * i + 1] = re * im;
}

/* aobench-like: a ray against three spheres on a line, the nearest hit's shade (sqrtf, fabsf) */
float ao_hit(float ox, float oy, float dx, float dy) {
    float best = 1e30f, shade = 0.0f;
    float dz = 1.0f;
    float len = sqrtf(dx * dx + dy * dy + dz * dz);
    dx /= len; dy /= len; dz /= len;
    for (int s = 0; s < 3; ++s) {
        float cx = (float)s - 1.0f, cz = 3.0f, r = 0.5f + 0.25f * (float)s;
        float px = ox - cx, py = oy, pz = -cz;
        float b = px * dx + py * dy + pz * dz;
        float c = px * px + py * py + pz * pz - r * r;
        float disc = b * b - c;
        if (disc > 0.0f) {
            float t = -b - sqrtf(disc);
            if (t > 0.0f && t < best) {
                best = t;
                float nx = (ox + t * dx - cx) / r, ny = (oy + t * dy) / r;
                shade = fabsf(nx * 0.6f + ny * 0.8f);
            }
        }
    }
    return shade;
}

/* a noise-like computation: value noise on an integer lattice hashed by bit mixing, floorf */
float value_noise(float x, float y) {
    float fx = floorf(x), fy = floorf(y);
    int ix = (int)fx, iy = (int)fy;
    float tx = x - fx, ty = y - fy;
    float v[4];
    for (int k = 0; k < 4; ++k) {
        unsigned h = (unsigned)(ix + (k & 1)) * 73856093u ^ (unsigned)(iy + (k >> 1)) * 19349663u;
        h ^= h >> 13;
        h *= 0x5bd1e995u;
        h ^= h >> 15;
        v[k] = (float)(h & 1023u) * (1.0f / 1023.0f);
    }
    float sx = tx * tx * (3.0f - 2.0f * tx), sy = ty * ty * (3.0f - 2.0f * ty);
    float a = v[0] + sx * (v[1] - v[0]), b = v[2] + sx * (v[3] - v[2]);
    return a + sy * (b - a);
}

/* a loop whose exit tests a float: Newton's iteration for sqrt until the step is small */
float newton_sqrt(float x) {
    if (!(x > 0.0f)) return 0.0f;
    float g = x > 1.0f ? x : 1.0f;
    for (int k = 0; k < 40; ++k) {
        float next = 0.5f * (g + x / g);
        if (fabsf(next - g) <= 1e-6f * next) return next;
        g = next;
    }
    return g;
}

/* a tree: the depth at which a key's search in a binary search tree (left/right child arrays,
   -1 for none, uniform) stops; a divergent while loop of dependent loads */
int tree_depth(const int *keys, const int *left, const int *right, int key) {
    int node = 0, depth = 0;
    while (node >= 0 && keys[node] != key && depth < 16) {
        node = key < keys[node] ? left[node] : right[node];
        ++depth;
    }
    return depth;
}

/* recursion: how many keys of the subtree at `node` are at most `key` (left/right child arrays as
   in tree_depth); both children are visited, so the recursion is no loop in disguise: each thread
   recurses through its own subtree, and the SIMD function calls itself with the mask of the
   threads that go on ([W-CMD-CALL-REC], [WIDEN-CALL-REC]) */
int count_at_most(const int *keys, const int *left, const int *right, int key, int node) {
    if (node < 0) return 0;
    return (keys[node] <= key) + count_at_most(keys, left, right, key, left[node])
                               + count_at_most(keys, left, right, key, right[node]);
}

/* a stack: the deepest nesting of a word's bits read as brackets (1 opens, 0 closes), with a
   private stack array; a closing bracket on an empty stack ends it with -1 */
int bracket_depth(unsigned word) {
    int stack[32];
    int top = 0, deepest = 0;
    for (int k = 0; k < 32; ++k) {
        if ((word >> k) & 1) {
            stack[top++] = k;
            if (top > deepest) deepest = top;
        } else if (top > 0) {
            --top;
        } else {
            return -1;
        }
    }
    return deepest + stack[0] * 0;
}

/* ---- (b) outer loops ---- */

/* a map with a select: leaky ReLU */
void leaky_relu(int n, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; ++i) y[i] = x[i] > 0.0f ? x[i] : 0.01f * x[i];
}

/* an integer sum reduction */
int isum(int n, const int *restrict x) {
    int s = 0;
    for (int i = 0; i < n; ++i) s += x[i];
    return s;
}

/* an unsigned product reduction (wraps, no overflow) */
unsigned uprod(int n, const unsigned *restrict x) {
    unsigned p = 1;
    for (int i = 0; i < n; ++i) p *= x[i] | 1u;
    return p;
}

/* an xor reduction of mixed words */
unsigned uxor(int n, const unsigned *restrict x) {
    unsigned h = 0;
    for (int i = 0; i < n; ++i) h ^= x[i] * 2654435761u;
    return h;
}

/* a max reduction written as `s = s < x ? x : s` */
int imax(int n, const int *restrict x) {
    int s = -2147483647 - 1;
    for (int i = 0; i < n; ++i) s = s < x[i] ? x[i] : s;
    return s;
}

/* min and max reductions of one type in one loop, their difference taken after the loop only
   if n > 0: clang reads both in the exit block without phis, which pllvm refuses */
int irange(int n, const int *restrict x) {
    int lo = 2147483647, hi = -2147483647 - 1;
    for (int i = 0; i < n; ++i) {
        int v = x[i];
        if (v < lo) lo = v;
        hi = hi < v ? v : hi;
    }
    return n > 0 ? hi - lo : 0;
}

/* the same two reductions from initial values given as parameters, so that clang reads them
   through phis where the loop and its guard join: in scope */
unsigned spread(int n, const int *restrict x, int lo, int hi) {
    for (int i = 0; i < n; ++i) {
        int v = x[i];
        if (v < lo) lo = v;
        hi = hi < v ? v : hi;
    }
    return (unsigned)hi - (unsigned)lo;
}

/* a conditional reduction: how many values fall in [lo, hi) */
int count_between(int n, const int *restrict x, int lo, int hi) {
    int c = 0;
    for (int i = 0; i < n; ++i)
        if (x[i] >= lo && x[i] < hi) ++c;
    return c;
}

/* a float sum with plain `+=`: reduced in the loop's order */
float fsum(int n, const float *restrict x) {
    float s = 0.0f;
    for (int i = 0; i < n; ++i) s += x[i];
    return s;
}

/* an inner divergent while loop: each iteration's Collatz steps, capped */
void collatz_all(int n, const unsigned *restrict x, int *restrict out) {
    for (int i = 0; i < n; ++i) {
        unsigned v = x[i];
        int k = 0;
        while (v > 1 && k < 100) {
            v = (v & 1) ? 3 * v + 1 : v / 2;
            ++k;
        }
        out[i] = k;
    }
}

/* a data-dependent inner for loop: a window sum of x[i .. i + len[i] % 8) */
void window_sum(int n, const int *restrict len, const float *restrict x, float *restrict out) {
    for (int i = 0; i < n; ++i) {
        float s = 0.0f;
        int m = len[i] & 7;
        for (int j = 0; j < m; ++j) s += x[i + j];
        out[i] = s;
    }
}

/* strided access: the odd elements scaled by the even ones, a[2*i+1] * a[2*i] */
void odd_by_even(int n, const float *restrict a, float *restrict out) {
    for (int i = 0; i < n; ++i) out[i] = a[2 * i + 1] * a[2 * i];
}

/* math calls in a map: the Euclidean norm by sqrtf, the L1 norm by fabsf */
void norms(int n, const float *restrict x, const float *restrict y, float *restrict l2,
           float *restrict l1) {
    for (int i = 0; i < n; ++i) {
        l2[i] = sqrtf(x[i] * x[i] + y[i] * y[i]);
        l1[i] = fabsf(x[i]) + fabsf(y[i]);
    }
}

/* atomics: a histogram of x[i] mod 16 by atomic increments; the sum of the counts each
   increment found depends on the order of the increments (the loop's order) */
int histogram(int n, const int *restrict x, atomic_int *restrict h) {
    int seen = 0;
    for (int i = 0; i < n; ++i)
        seen += atomic_fetch_add_explicit(&h[x[i] & 15], 1, memory_order_relaxed);
    return seen;
}

/* atomics: stream compaction, the positive values packed at slots a shared counter hands out */
void compact(int n, const int *restrict x, int *restrict out, atomic_int *restrict next) {
    for (int i = 0; i < n; ++i)
        if (x[i] > 0) out[atomic_fetch_add(next, 1)] = 2 * x[i];
}

/* atomics: the running maximum kept by a compare-and-swap loop */
void cas_max(int n, const int *restrict x, atomic_int *restrict best) {
    for (int i = 0; i < n; ++i) {
        int cur = atomic_load_explicit(best, memory_order_relaxed);
        while (cur < x[i] && !atomic_compare_exchange_weak(best, &cur, x[i])) {
        }
    }
}

/* a call of a function of the module (kept a call by noinline), with branches inside: pllvm
   inlines it ([W-CMD-CALL-FN]) and the branches become the loop body's */
__attribute__((noinline)) static int bucket(int v) {
    if (v < 0) return 0;
    if (v > 99) return 9;
    return v / 10;
}

void bucketize(int n, const int *restrict x, int *restrict out) {
    for (int i = 0; i < n; ++i) out[i] = bucket(x[i]);
}

/* complex arithmetic: z[i] = x[i] * y[i] for interleaved (re, im) pairs */
void cmul(int n, const float *restrict x, const float *restrict y, float *restrict z) {
    for (int i = 0; i < n; ++i) {
        float a = x[2 * i], b = x[2 * i + 1], c = y[2 * i], d = y[2 * i + 1];
        z[2 * i] = a * c - b * d;
        z[2 * i + 1] = a * d + b * c;
    }
}

/* complex arithmetic reduced: the real and imaginary parts of sum x[i] * conj(y[i]), in order */
float cdot_re_im(int n, const float *restrict x, const float *restrict y, float *restrict im) {
    float re = 0.0f, ii = 0.0f;
    for (int i = 0; i < n; ++i) {
        re += x[2 * i] * y[2 * i] + x[2 * i + 1] * y[2 * i + 1];
        ii += x[2 * i + 1] * y[2 * i] - x[2 * i] * y[2 * i + 1];
    }
    *im = ii;
    return re;
}

/* memcpy: row i of 8 ints copied, then its first element doubled */
void copy_rows(int n, const int *restrict src, int *restrict dst) {
    for (int i = 0; i < n; ++i) {
        memcpy(&dst[8 * i], &src[8 * i], 8 * sizeof(int));
        dst[8 * i] *= 2;
    }
}

/* math calls: x[i] clamped to [lo, hi] by fminf and fmaxf */
void clamp_all(int n, float *restrict x, float lo, float hi) {
    for (int i = 0; i < n; ++i) x[i] = fminf(fmaxf(x[i], lo), hi);
}

/* an inner loop with a uniform trip count: a degree-4 polynomial by Horner's rule per element */
void poly4(int n, const float *restrict c, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; ++i) {
        float acc = 0.0f;
        for (int k = 4; k >= 0; --k) acc = acc * x[i] + c[k];
        y[i] = acc;
    }
}

/* a first-order recurrence: delta encoding, out[i] = x[i] - x[i - 1] (x[-1] taken as 0) */
void delta_encode(int n, const int *restrict x, int *restrict out) {
    int prev = 0;
    for (int i = 0; i < n; ++i) {
        out[i] = x[i] - prev;
        prev = x[i];
    }
}

/* a recurrence feeding a reduction: how many elements rise above the one before */
int rises(int n, const float *restrict x) {
    float prev = x[0];
    int count = 0;
    for (int i = 0; i < n; ++i) {
        count += x[i] > prev;
        prev = x[i];
    }
    return count;
}
