/* binsearch: binary search for key in a sorted int array; returns the index
   or -1. Data-dependent loop trip count and a three-way branch. */
int binsearch(const int *a, int n, int key) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        int v = a[mid];
        if (v == key)
            return mid;
        else if (v < key)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}
