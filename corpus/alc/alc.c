/* Loops for active-lane consolidation (pllvm vectorize --loop L --alc unroll --alc-at B,
   semantics/transforms.md [TR-ALC-UNROLL]), after seed 001's kernels. */

/* Fig. 3.5: the block runs where the element is not zero. */
void double_nonzero(const int *restrict a, int *restrict out, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] != 0)
      out[i] = 2 * a[i];
}

/* An MCF-like sparse if with a reduction: the cost of the taken arcs. */
long taken_cost(const int *restrict flow, const int *restrict cost, int n) {
  long total = 0;
  for (int i = 0; i < n; i++)
    if (flow[i] > 0)
      total += (long)flow[i] * cost[i];
  return total;
}

/* A NAB-like chain: the second case, the common one, is consolidated. */
void chain(const float *restrict x, float *restrict out, int n) {
  for (int i = 0; i < n; i++) {
    float v = x[i];
    if (v > 9.0f)
      out[i] = 1.0f;
    else if (v > 4.0f)
      out[i] = v * v - 3.0f * v + 1.0f;
    else
      out[i] = 0.0f;
  }
}

/* Not consolidated: a histogram writes one element from many iterations (WAW through a
   scatter). */
void histogram(const int *restrict key, int *restrict count, int n) {
  for (int i = 0; i < n; i++)
    if (key[i] >= 0)
      count[key[i] & 15] += 1;
}

/* Not consolidated: each iteration reads what the one before wrote. */
void prefix(int *a, int n) {
  for (int i = 1; i < n; i++)
    if (a[i] != 0)
      a[i] = a[i - 1] + a[i];
}

/* Not consolidated: a float sum kept in the scalar loop's order. */
float ordered_sum(const float *restrict x, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    if (x[i] > 0.0f)
      s += x[i];
  return s;
}
