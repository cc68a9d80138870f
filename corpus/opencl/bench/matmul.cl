#pragma OPENCL FP_CONTRACT OFF
// C = A B for n x n matrices: a work-group computes w consecutive elements of one row of C; the
// row's elements of A are read w at a time into local memory (one per work-item, then a
// barrier), and each work-item multiplies them with its column of B.
__kernel void matmul(__global const float *a, __global const float *b, __global float *c, int n,
                     __local float *arow) {
  size_t col = get_global_id(0), row = get_global_id(1);
  size_t l = get_local_id(0), w = get_local_size(0);
  float sum = 0.0f;
  for (int k0 = 0; k0 < n; k0 += w) {
    arow[l] = a[row * n + k0 + l];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < w; j++)
      sum += arow[j] * b[(k0 + j) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = sum;
}
