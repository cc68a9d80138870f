/* tree: traversal of an array-encoded binary tree -- walk from the root,
   going to child 2i+1 or 2i+2 by comparing against node thresholds (a
   decision tree evaluation), and a struct-based tree with index links. */
float tree_eval(const float *thresh, const int *feature, const float *leaf,
                const float *x, int depth) {
    int node = 0;
    for (int d = 0; d < depth; ++d) {
        if (x[feature[node]] <= thresh[node])
            node = 2 * node + 1;
        else
            node = 2 * node + 2;
    }
    return leaf[node - ((1 << depth) - 1)];
}

struct node { int key; int left; int right; };

int bst_depth_of(const struct node *t, int key) {
    int cur = 0, depth = 0;
    while (cur >= 0) {
        if (t[cur].key == key)
            return depth;
        cur = key < t[cur].key ? t[cur].left : t[cur].right;
        ++depth;
    }
    return -1;
}
