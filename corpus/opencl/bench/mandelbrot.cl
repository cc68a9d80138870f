#pragma OPENCL FP_CONTRACT OFF
// The escape-time count of each pixel: a 2-D range, a loop whose trip count differs per pixel.
__kernel void mandelbrot(__global int *out, float x0, float y0, float dx, float dy, int max_iter) {
  int x = get_global_id(0), y = get_global_id(1);
  float cr = x0 + x * dx, ci = y0 + y * dy, zr = 0.0f, zi = 0.0f;
  int i = 0;
  while (i < max_iter && zr * zr + zi * zi < 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    i++;
  }
  out[y * get_global_size(0) + x] = i;
}
