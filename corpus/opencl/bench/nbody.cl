#pragma OPENCL FP_CONTRACT OFF
// The acceleration on each body from all others, the bodies read tile by tile into local memory:
// each work-item loads one body of the tile, a barrier, every work-item accumulates the tile, a
// barrier before the next tile overwrites it.
__kernel void nbody(__global const float4 *pos, __global float4 *acc, int n, float eps2,
                    __local float4 *tile) {
  size_t i = get_global_id(0), l = get_local_id(0), w = get_local_size(0);
  float4 p = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int start = 0; start < n; start += w) {
    tile[l] = pos[start + l];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < w; j++) {
      float4 q = tile[j];
      float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
      float d2 = dx * dx + dy * dy + dz * dz + eps2;
      float inv = 1.0f / sqrt(d2);
      float s = q.w * inv * inv * inv;
      ax += s * dx;
      ay += s * dy;
      az += s * dz;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  acc[i] = (float4)(ax, ay, az, 0.0f);
}
