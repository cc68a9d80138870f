// Local memory does not outlive its work-group ([CL-LOCAL]): only group 0 writes the tile, so
// every other group reads local memory nothing of its own wrote.
__kernel void stale(__global int *out) {
  __local int tile[8];
  size_t l = get_local_id(0);
  if (get_group_id(0) == 0)
    tile[l] = 7;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[l];
}
