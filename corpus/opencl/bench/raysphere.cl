#pragma OPENCL FP_CONTRACT OFF
// A ray per pixel against `count` spheres (centre x, y, z and radius each): the nearest hit by
// the quadratic's smaller root, with branches on the discriminant and the distance that differ
// per ray; the pixel's shade is the cosine at the hit, 0 where the ray hits nothing.
__kernel void raysphere(__global const float *spheres, int count, __global float *image,
                        int width, int height) {
  int px = get_global_id(0), py = get_global_id(1);
  float dx = (px + 0.5f) / width * 2.0f - 1.0f, dy = (py + 0.5f) / height * 2.0f - 1.0f;
  float len = sqrt(dx * dx + dy * dy + 1.0f);
  dx /= len;
  dy /= len;
  float dz = 1.0f / len;
  float nearest = 1.0e30f, shade = 0.0f;
  for (int k = 0; k < count; k++) {
    float cx = spheres[4 * k], cy = spheres[4 * k + 1], cz = spheres[4 * k + 2];
    float rad = spheres[4 * k + 3];
    float b = dx * cx + dy * cy + dz * cz;
    float c = cx * cx + cy * cy + cz * cz - rad * rad;
    float disc = b * b - c;
    if (disc > 0.0f) {
      float dist = b - sqrt(disc);
      if (dist > 0.0f && dist < nearest) {
        nearest = dist;
        float nx = dist * dx - cx, ny = dist * dy - cy, nz = dist * dz - cz;
        shade = fabs(nz) / sqrt(nx * nx + ny * ny + nz * nz);
      }
    }
  }
  image[py * width + px] = shade;
}
