/* findfirst: loop with an early exit -- index of the first element greater
   than the threshold, or n if there is none. */
long findfirst(const float *a, long n, float threshold) {
    for (long i = 0; i < n; ++i) {
        if (a[i] > threshold)
            return i;
    }
    return n;
}
