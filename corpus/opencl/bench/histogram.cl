#pragma OPENCL FP_CONTRACT OFF
// A 16-bin histogram per work-group in local memory with local atomics ([CL-ATOMIC]): the bins
// are cleared, a barrier, every work-item adds `per_item` items, read a global size apart so that
// neighbouring work-items read neighbouring items (coalesced), a barrier, and the group's bins are
// added to the global histogram with global atomics.
#define BINS 16
__kernel void histogram(__global const uint *data, __global uint *hist, uint per_item) {
  __local uint bins[BINS];
  size_t l = get_local_id(0), n = get_local_size(0);
  for (size_t b = l; b < BINS; b += n)
    bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t stride = get_global_size(0);
  for (uint i = 0; i < per_item; i++)
    atomic_inc(&bins[data[i * stride + get_global_id(0)] % BINS]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t b = l; b < BINS; b += n)
    atomic_add(&hist[b], bins[b]);
}
