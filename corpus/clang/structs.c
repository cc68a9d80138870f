/* structs: array-of-structs access -- reads several fields of particles[i],
   integrates position, writes fields back; also a nested struct field. */
struct vec3 { float x, y, z; };
struct particle {
    struct vec3 pos;
    struct vec3 vel;
    float mass;
    int alive;
    short tag;
};

void particles_step(struct particle *p, int n, float dt) {
    for (int i = 0; i < n; ++i) {
        if (!p[i].alive)
            continue;
        p[i].pos.x += p[i].vel.x * dt;
        p[i].pos.y += p[i].vel.y * dt;
        p[i].pos.z += p[i].vel.z * dt;
        if (p[i].pos.y < 0.0f) {
            p[i].pos.y = 0.0f;
            p[i].vel.y = -p[i].vel.y * 0.5f;
            p[i].tag++;
        }
    }
}

float particle_energy(const struct particle *p, int i) {
    const struct vec3 *v = &p[i].vel;
    return 0.5f * p[i].mass * (v->x * v->x + v->y * v->y + v->z * v->z);
}
