// A work-group sum in local memory: a tree of halving steps, each ended by a barrier. The branch
// `l < s` is divergent; its join comes before the barrier, so every work-item reaches each
// barrier together ([CL-BARRIER]). One result per work-group.
__kernel void reduce(__global const float *in, __global float *out, __local float *scratch) {
  size_t l = get_local_id(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s)
      scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = scratch[0];
}
