// A barrier only some work-items of the group reach: undefined behaviour ([CL-BARRIER]). The
// work-items with a local id below `k` take the branch.
__kernel void divergent(__global int *out, int k) {
  size_t l = get_local_id(0);
  if (l < k) {
    out[get_global_id(0)] = 1;
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
  out[get_global_id(0)] += 2;
}
