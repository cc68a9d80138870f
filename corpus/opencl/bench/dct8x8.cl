#pragma OPENCL FP_CONTRACT OFF
// The 2-D DCT of 8x8 blocks of an image of width `width`: the work-item at (x, y) computes
// coefficient (x mod 8, y mod 8) of its block from the block's 64 pixels and a table of cosines.
__constant float cosines[64] = {
  0.353553f,  0.353553f,  0.353553f,  0.353553f,  0.353553f,  0.353553f,  0.353553f,  0.353553f,
  0.490393f,  0.415735f,  0.277785f,  0.097545f, -0.097545f, -0.277785f, -0.415735f, -0.490393f,
  0.461940f,  0.191342f, -0.191342f, -0.461940f, -0.461940f, -0.191342f,  0.191342f,  0.461940f,
  0.415735f, -0.097545f, -0.490393f, -0.277785f,  0.277785f,  0.490393f,  0.097545f, -0.415735f,
  0.353553f, -0.353553f, -0.353553f,  0.353553f,  0.353553f, -0.353553f, -0.353553f,  0.353553f,
  0.277785f, -0.490393f,  0.097545f,  0.415735f, -0.415735f, -0.097545f,  0.490393f, -0.277785f,
  0.191342f, -0.461940f,  0.461940f, -0.191342f, -0.191342f,  0.461940f, -0.461940f,  0.191342f,
  0.097545f, -0.277785f,  0.415735f, -0.490393f,  0.490393f, -0.415735f,  0.277785f, -0.097545f};

__kernel void dct8x8(__global const float *in, __global float *out, int width) {
  int x = get_global_id(0), y = get_global_id(1);
  int u = x % 8, v = y % 8, bx = x - u, by = y - v;
  float sum = 0.0f;
  for (int j = 0; j < 8; j++)
    for (int i = 0; i < 8; i++)
      sum += cosines[u * 8 + i] * cosines[v * 8 + j] * in[(by + j) * width + bx + i];
  out[y * width + x] = sum;
}
