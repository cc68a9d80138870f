/* Outer loops that call external functions, which pllvm's lowering makes one scalar call per
   active lane, in lane order ([WIDEN-CALL-SCALAR]); the tests give the functions in Python and
   observe the calls. Regenerate the .ll with `make -C corpus/wfv`. */

void record(int i);
int lookup(int key);

/* a call under a divergent condition: the odd elements' indices, in the loop's order */
void note_odd(int n, const int *restrict x) {
    for (int i = 0; i < n; ++i)
        if (x[i] & 1) record(i);
}

/* a call whose result is reduced: the sum of lookup(x[i]) */
int sum_lookup(int n, const int *restrict x) {
    int s = 0;
    for (int i = 0; i < n; ++i) s += lookup(x[i]);
    return s;
}
