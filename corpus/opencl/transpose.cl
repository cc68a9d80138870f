// A 2-D transpose through a local tile (T x T work-items per group, a padded row against bank
// conflicts): each work-item writes one element of the tile, and after the barrier reads the
// element its transposed position needs, written by another work-item.
#define T 4
__kernel void transpose(__global const int *in, __global int *out, int w, int h) {
  __local int tile[T][T + 1];
  int x = get_global_id(0), y = get_global_id(1);
  tile[get_local_id(1)][get_local_id(0)] = in[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = get_group_id(1) * T + get_local_id(0);
  int oy = get_group_id(0) * T + get_local_id(1);
  out[oy * h + ox] = tile[get_local_id(0)][get_local_id(1)];
}
