/* ifchain: an if-else-if chain classifying a float into buckets, with
   different arithmetic in each arm (divergent branches that join again). */
int ifchain(float x, int k) {
    int r;
    if (x < 0.0f)
        r = -k;
    else if (x < 1.0f)
        r = k * 3;
    else if (x < 10.0f)
        r = k + (int)x;
    else if (x < 100.0f)
        r = k ^ 0x55;
    else
        r = 0;
    return r + 1;
}
