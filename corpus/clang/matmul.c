/* matmul: nested loops -- small fixed-size 4x4 matrix multiply C = A * B,
   plus a variable-size version with a triple loop. */
void matmul4(const float A[4][4], const float B[4][4], float C[4][4]) {
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) {
            float s = 0.0f;
            for (int k = 0; k < 4; ++k)
                s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
}

void matmul_n(int n, const double *A, const double *B, double *C) {
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            double s = 0.0;
            for (int k = 0; k < n; ++k)
                s += A[i * n + k] * B[k * n + j];
            C[i * n + j] = s;
        }
}
