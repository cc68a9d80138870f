/* mandelbrot: escape-time iteration count for one point c = (cr, ci), with an
   early exit once |z|^2 > 4 (the loop trip count differs per lane). */
int mandelbrot(float cr, float ci, int max_iter) {
    float zr = 0.0f, zi = 0.0f;
    int i;
    for (i = 0; i < max_iter; ++i) {
        float zr2 = zr * zr, zi2 = zi * zi;
        if (zr2 + zi2 > 4.0f)
            break;
        zi = 2.0f * zr * zi + ci;
        zr = zr2 - zi2 + cr;
    }
    return i;
}
