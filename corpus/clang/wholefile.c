/* A whole program, not a kernel alone: main reads its size with strtol, allocates with malloc,
   runs the kernel and prints a checksum with printf. pllvm verifies the file (the calls of the
   C library are external functions, a note), runs and vectorizes the kernel, and stops a run of
   main where it reaches the first external call. */
#include <stdio.h>
#include <stdlib.h>

void scale_clamp(float *restrict out, const float *restrict in, float k, int n) {
  for (int i = 0; i < n; i++) {
    float v = in[i] * k;
    out[i] = v > 100.0f ? 100.0f : v;
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? (int)strtol(argv[1], 0, 10) : 16;
  float *in = malloc(n * sizeof *in), *out = malloc(n * sizeof *out);
  if (!in || !out) return 1;
  for (int i = 0; i < n; i++) in[i] = (float)i;
  scale_clamp(out, in, 7.5f, n);
  double sum = 0;
  for (int i = 0; i < n; i++) sum += out[i];
  printf("%d %.1f\n", n, sum);
  free(in);
  free(out);
  return 0;
}
