/* argmax: reductions with a select -- maximum value and index of maximum of
   an int array, and a float min reduction. */
int argmax(const int *a, int n) {
    int best = a[0], idx = 0;
    for (int i = 1; i < n; ++i) {
        if (a[i] > best) {
            best = a[i];
            idx = i;
        }
    }
    return idx;
}

int maxval(const int *a, int n) {
    int m = -2147483647 - 1;
    for (int i = 0; i < n; ++i)
        m = a[i] > m ? a[i] : m;
    return m;
}

float minval(const float *a, int n) {
    float m = 3.0e38f;
    for (int i = 0; i < n; ++i)
        m = a[i] < m ? a[i] : m;
    return m;
}
