#pragma OPENCL FP_CONTRACT OFF
// One step of a 5-point stencil on an n x m grid: a work-group reads its row segment and one
// element on either side (the halo) into local memory, a barrier, then each work-item combines
// its neighbours; the border keeps its values.
__kernel void stencil(__global const float *in, __global float *out, int n, int m,
                      __local float *row) {
  int x = get_global_id(0), y = get_global_id(1);
  int l = get_local_id(0), w = get_local_size(0);
  row[l + 1] = in[y * n + x];
  if (l == 0)
    row[0] = x > 0 ? in[y * n + x - 1] : 0.0f;
  if (l == w - 1)
    row[w + 1] = x < n - 1 ? in[y * n + x + 1] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = row[l + 1];
  if (x > 0 && x < n - 1 && y > 0 && y < m - 1)
    v = 0.5f * v + 0.125f * (row[l] + row[l + 2] + in[(y - 1) * n + x] + in[(y + 1) * n + x]);
  out[y * n + x] = v;
}
