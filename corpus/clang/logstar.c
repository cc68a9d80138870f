/* logstar: iterated logarithm -- count how often log can be applied until
   x <= 1 (doubles and math.h calls), plus a kernel mixing sqrt/exp/pow. */
#include <math.h>

int logstar(double x) {
    int n = 0;
    while (x > 1.0) {
        x = log(x);
        ++n;
    }
    return n;
}

float gauss(float x, float mu, float sigma) {
    float d = (x - mu) / sigma;
    return expf(-0.5f * d * d) / (sigma * sqrtf(2.0f * 3.14159265f));
}

double hypot_pow(double a, double b) {
    return sqrt(a * a + b * b) + pow(fabs(a), 1.5) + floor(b);
}
