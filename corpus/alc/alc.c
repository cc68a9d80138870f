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

/* An LBM-like cell update (519.lbm's StreamCollideTRT, the seed's LBM kernel): five
   distributions per cell, so every access has a stride of 5 elements (the seed's cells hold 20);
   an obstacle cell bounces its distributions back (a few loads and stores), a fluid cell relaxes
   them towards equilibrium (many loads and much arithmetic). */
void lbm(const float *restrict src, float *restrict dst, const int *restrict flags, int n) {
  for (int i = 0; i < n; i++) {
    const float *c = src + 5 * i;
    float *d = dst + 5 * i;
    if (flags[i] & 1) {
      d[0] = c[0];
      d[1] = c[2];
      d[2] = c[1];
      d[3] = c[4];
      d[4] = c[3];
    } else {
      float rho = c[0] + c[1] + c[2] + c[3] + c[4];
      float u = (c[1] - c[2]) / rho;
      float v = (c[3] - c[4]) / rho;
      float usq = 1.5f * (u * u + v * v);
      d[0] = c[0] + 0.6f * (rho * (1.0f / 3) * (1.0f - usq) - c[0]);
      d[1] = c[1] + 0.6f * (rho * (1.0f / 6) * (1.0f + 3 * u + 4.5f * u * u - usq) - c[1]);
      d[2] = c[2] + 0.6f * (rho * (1.0f / 6) * (1.0f - 3 * u + 4.5f * u * u - usq) - c[2]);
      d[3] = c[3] + 0.6f * (rho * (1.0f / 6) * (1.0f + 3 * v + 4.5f * v * v - usq) - c[3]);
      d[4] = c[4] + 0.6f * (rho * (1.0f / 6) * (1.0f - 3 * v + 4.5f * v * v - usq) - c[4]);
    }
  }
}

/* The seed's LBM cell (519.lbm's StreamCollideTRT, D3Q19): 20 entries per cell (19 distributions
   and the cell's flag word), so every access has a stride of 20 elements. An obstacle cell (the
   rare block, the one the seed consolidates) bounces its 19 distributions back: 19 loads and 19
   stores; a fluid cell relaxes them towards equilibrium (BGK): 19 loads, the moments, and 19
   stores of much arithmetic. */
void lbm19(const float *restrict src, float *restrict dst, int n) {
  for (int i = 0; i < n; i++) {
    const float *c = src + 20 * i;
    float *d = dst + 20 * i;
    if (((const int *)c)[19] & 1) {
      d[0] = c[0];
      d[1] = c[2];
      d[2] = c[1];
      d[3] = c[4];
      d[4] = c[3];
      d[5] = c[6];
      d[6] = c[5];
      d[7] = c[8];
      d[8] = c[7];
      d[9] = c[10];
      d[10] = c[9];
      d[11] = c[12];
      d[12] = c[11];
      d[13] = c[14];
      d[14] = c[13];
      d[15] = c[16];
      d[16] = c[15];
      d[17] = c[18];
      d[18] = c[17];
    } else {
      float rho = c[0] + c[1] + c[2] + c[3] + c[4] + c[5] + c[6] + c[7] + c[8] + c[9] + c[10] + c[11] + c[12] + c[13] + c[14] + c[15] + c[16] + c[17] + c[18];
      float ux = ((c[1] + c[7] + c[9] + c[11] + c[13]) - (c[2] + c[8] + c[10] + c[12] + c[14])) / rho;
      float uy = ((c[3] + c[7] + c[10] + c[15] + c[17]) - (c[4] + c[8] + c[9] + c[16] + c[18])) / rho;
      float uz = ((c[5] + c[11] + c[14] + c[15] + c[18]) - (c[6] + c[12] + c[13] + c[16] + c[17])) / rho;
      float usq = 1.5f * (ux * ux + uy * uy + uz * uz);
      d[0] = c[0] + 0.6f * (rho * (1.0f / 3) * (1.0f - usq) - c[0]);
      { float cu = ux; d[1] = c[1] + 0.6f * (rho * (1.0f / 18) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[1]); }
      { float cu = -ux; d[2] = c[2] + 0.6f * (rho * (1.0f / 18) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[2]); }
      { float cu = uy; d[3] = c[3] + 0.6f * (rho * (1.0f / 18) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[3]); }
      { float cu = -uy; d[4] = c[4] + 0.6f * (rho * (1.0f / 18) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[4]); }
      { float cu = uz; d[5] = c[5] + 0.6f * (rho * (1.0f / 18) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[5]); }
      { float cu = -uz; d[6] = c[6] + 0.6f * (rho * (1.0f / 18) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[6]); }
      { float cu = ux + uy; d[7] = c[7] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[7]); }
      { float cu = -ux - uy; d[8] = c[8] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[8]); }
      { float cu = ux - uy; d[9] = c[9] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[9]); }
      { float cu = -ux + uy; d[10] = c[10] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[10]); }
      { float cu = ux + uz; d[11] = c[11] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[11]); }
      { float cu = -ux - uz; d[12] = c[12] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[12]); }
      { float cu = ux - uz; d[13] = c[13] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[13]); }
      { float cu = -ux + uz; d[14] = c[14] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[14]); }
      { float cu = uy + uz; d[15] = c[15] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[15]); }
      { float cu = -uy - uz; d[16] = c[16] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[16]); }
      { float cu = uy - uz; d[17] = c[17] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[17]); }
      { float cu = -uy + uz; d[18] = c[18] + 0.6f * (rho * (1.0f / 36) * (1.0f + 3 * cu + 4.5f * cu * cu - usq) - c[18]); }
    }
    d[19] = c[19];
  }
}

/* Not consolidated: a stride-2 loop that writes the element the next iteration reads. */
void pairs(int *restrict a, int n) {
  for (int i = 0; i < n; i++)
    if (a[2 * i] != 0)
      a[2 * i + 2] = a[2 * i] + 1;
}

/* A NAB-like chain (544.nab's egb loop, seed 001 Fig. 3.1): five cases by distance, each an
   expression of its own; the second, the common one, is consolidated. */
void nab(const float *restrict dij, const float *restrict ri, float *restrict out, int n) {
  for (int i = 0; i < n; i++) {
    float d = dij[i], r = ri[i], s;
    if (d > 10.0f)
      s = 1.0f / (d * d * d);
    else if (d > 4.0f)
      s = 0.5f * (1.0f / (d * r) + (r - d) / (d * d * r));
    else if (d > 2.0f)
      s = (r - d) / (r * r) + 0.25f * d / (r * r * r);
    else if (d > 1.0f)
      s = 0.5f / r + d * (d - r) / (r * r * r) - 0.125f * d;
    else
      s = 1.0f / r - d * d / (r * r * r);
    out[i] = s;
  }
}

/* An MCF_2-like negative control (505.mcf's read_min): a small if-else whose arms read many
   values of the iteration, so moving them costs more than consolidating saves. */
void read_min(const long *restrict a, const long *restrict b, const long *restrict c,
              long *restrict lo, int *restrict hi, int n) {
  for (int i = 0; i < n; i++) {
    long x = a[i], y = b[i], z = c[i], w = x ^ y;
    if (x < y)
      lo[i] = x + z - w;
    else
      hi[i] = (int)(y - z + w);
  }
}

/* A sparse single if with a heavy block (a degree-12 polynomial, 24 operations): iterative ALC
   runs the block once for every W elements that take it, where BOSCC runs it in every trip in
   which some element does; with few takers and many lanes, most of BOSCC's runs are nearly
   empty (seed 001 §3.4's case for the iterative form). */
void rare_heavy(const float *restrict x, float *restrict out, int n) {
  for (int i = 0; i < n; i++) {
    float v = x[i];
    if (v > 0.0f) {
      float p = 0.013f;
      p = p * v - 0.021f;
      p = p * v + 0.034f;
      p = p * v - 0.055f;
      p = p * v + 0.089f;
      p = p * v - 0.144f;
      p = p * v + 0.233f;
      p = p * v - 0.377f;
      p = p * v + 0.610f;
      p = p * v - 0.987f;
      p = p * v + 1.597f;
      p = p * v - 2.584f;
      out[i] = p * v + 4.181f;
    }
  }
}
