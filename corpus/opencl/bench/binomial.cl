#pragma OPENCL FP_CONTRACT OFF
// The binomial-tree price of one European call per work-group, with `steps` = the group size - 1
// time steps: work-item l holds node l of the tree in local memory; each step backwards the
// work-items below the step's width combine two nodes, then all meet at a barrier.
__kernel void binomial(__global const float *s, __global const float *x, __global float *price,
                       float t, float r, float v, __local float *node) {
  size_t o = get_group_id(0), l = get_local_id(0);
  int steps = get_local_size(0) - 1;
  float dt = t / steps, u = exp(v * sqrt(dt)), d = 1.0f / u;
  float pu = (exp(r * dt) - d) / (u - d), pd = 1.0f - pu, disc = exp(-r * dt);
  float st = s[o] * pow(u, (float)(2 * (int)l - steps));
  node[l] = fmax(st - x[o], 0.0f);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = steps; j > 0; j--) {
    float next = 0.0f;
    if (l < j)
      next = disc * (pu * node[l + 1] + pd * node[l]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < j)
      node[l] = next;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    price[o] = node[0];
}
