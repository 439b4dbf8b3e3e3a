// Floors of issue 26: what one pass over a 256x192 Float32 depth map costs on this machine with no
// DepthKit code, in C at -O3 (baseline x86-64, SSE2: the compiler vectorises what it may), best of N calls each:
//   read:      every pixel read once and counted when valid (the loop any pass pays);
//   moments:   count, min, max and Float64 sums of the offsets and their squares (the first pass's work);
//   increment: one scalar increment per valid pixel into 256 bins by its bit pattern (the histogram's);
//   rows3:     a three-row stencil, two squared differences per pixel (the edge and structure tests' shape).
//   cc -O3 -o analysis-passes scripts/floors/analysis-passes.c && ./analysis-passes MAP.f32 [CALLS]
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
enum { W = 256, H = 192, N = W * H };
static float map[N];
static volatile double sink;
static uint64_t ns(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return (uint64_t)t.tv_sec * 1000000000u + t.tv_nsec; }
static void readPass(void) { int c = 0; for (int i = 0; i < N; i++) { float d = map[i]; c += (d >= 0.1f) & (d <= 20.0f); } sink = c; }
static void moments(void) {
    // Four lanes of Float64 sums, as DepthKit's first pass keeps them (their order is part of the result).
    double shift = map[0], s[4] = {0}, q[4] = {0}; float lo = 1e30f, hi = -1e30f; int c = 0;
    for (int i = 0; i < N; i += 4) for (int l = 0; l < 4; l++) { float d = map[i + l]; int v = d >= 0.1f && d <= 20.0f;
        double o = v ? (double)d - shift : 0; c += v; s[l] += o; q[l] += o * o; float k = v ? d : (float)shift; lo = k < lo ? k : lo; hi = k > hi ? k : hi; }
    sink = s[0] + s[1] + s[2] + s[3] + q[0] + q[1] + q[2] + q[3] + c + lo + hi; }
static void increment(void) {
    static int32_t bins[2 * 256]; memset(bins, 0, sizeof bins);
    uint32_t first; memcpy(&first, &map[0], 4); first -= 1u << 22;
    for (int i = 0; i < N; i++) { float d = map[i]; uint32_t b; memcpy(&b, &d, 4);
        int slot = (d >= 0.1f && d <= 20.0f) ? (int)(((b - first) >> 16) & 255) : 255; bins[2 * slot + (i & 1)]++; }
    sink = bins[7]; }
static void rows3(void) {
    int c = 0;
    for (int y = 1; y < H - 1; y++) for (int x = 1; x < W - 1; x++) { const float *p = map + y * W + x;
        float gx = p[1] - p[-1], gy = p[W] - p[-W]; c += gx * gx + gy * gy > 0.04f; }
    sink = c; }
static void measure(const char *name, void (*pass)(void), int calls) {
    uint64_t best = UINT64_MAX; for (int k = 0; k < calls; k++) { uint64_t t = ns(); pass(); t = ns() - t; if (t < best) best = t; }
    printf("%-10s best %6.1f us\n", name, best / 1000.0); }
int main(int argc, char **argv) {
    FILE *f = fopen(argv[1], "rb"); if (!f || fread(map, 4, N, f) != N) { fprintf(stderr, "need a 256x192 Float32 map\n"); return 1; } fclose(f);
    int calls = argc > 2 ? atoi(argv[2]) : 2000;
    measure("read", readPass, calls); measure("moments", moments, calls); measure("increment", increment, calls); measure("rows3", rows3, calls);
    return 0; }
