/*
 * The chasing floor of the benchmark (bench/floor.ts compiles it at bench time when a C compiler is on the
 * PATH; it is not part of the library): the least work of the classic solve, two passes of light chasing
 * over the bits of an n × n board, 64-bit words, as a C compiler makes of it. With T the tridiagonal all-ones
 * matrix on a row, P[k+1] = b[k] + T·P[k] + P[k−1]. Pass 1 chases from a zero first row keeping three rows;
 * pass 2 chases from a first row and writes every row's presses (what the solver returns).
 *
 * Usage: chase N ROUNDS. Prints one line: the median CPU milliseconds of the two passes over ROUNDS rounds,
 * then a checksum (so that the compiler cannot drop the work).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* dst = b + T·cur + prev over one row of w words; bits past the last column cleared by tail. */
static void chase_row(uint64_t *restrict dst, const uint64_t *restrict cur, const uint64_t *restrict prev,
                      const uint64_t *restrict b, size_t w, uint64_t tail) {
  if (w == 1) {
    uint64_t c = cur[0];
    dst[0] = b[0] ^ prev[0] ^ c ^ (c << 1) ^ (c >> 1);
  } else {
    dst[0] = b[0] ^ prev[0] ^ cur[0] ^ (cur[0] << 1) ^ (cur[0] >> 1 | cur[1] << 63);
    for (size_t k = 1; k + 1 < w; k++)
      dst[k] = b[k] ^ prev[k] ^ cur[k] ^ (cur[k] << 1 | cur[k - 1] >> 63) ^ (cur[k] >> 1 | cur[k + 1] << 63);
    dst[w - 1] = b[w - 1] ^ prev[w - 1] ^ cur[w - 1] ^ (cur[w - 1] << 1 | cur[w - 2] >> 63) ^ (cur[w - 1] >> 1);
  }
  dst[w - 1] &= tail;
}

static double cpu_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strtoul(argv[1], NULL, 10) : 10000;
  int rounds = argc > 2 ? atoi(argv[2]) : 7;
  if (n < 1 || rounds < 1) return 2;
  size_t w = (n + 63) / 64;
  uint64_t tail = n % 64 ? (~(uint64_t)0 >> (64 - n % 64)) : ~(uint64_t)0;
  uint64_t *b = malloc(n * w * 8), *p = malloc((n + 1) * w * 8), *rows = calloc(4 * w, 8);
  if (!b || !p || !rows) return 3;
  uint64_t s = 0x9e3779b97f4a7c15u;
  for (size_t i = 0; i < n * w; i++) {
    s ^= s << 13, s ^= s >> 7, s ^= s << 17;
    b[i] = (i % w == w - 1) ? s & tail : s;
  }
  double *times = malloc(rounds * sizeof *times);
  uint64_t sum = 0;
  for (int r = 0; r < rounds + 1; r++) {
    double start = cpu_ms();
    /* pass 1: three rolling rows, the leftover below the board */
    uint64_t *prev = rows, *cur = rows + w, *next = rows + 2 * w, *zero = rows + 3 * w;
    memset(rows, 0, 4 * w * 8);
    for (size_t k = 0; k < n; k++) {
      chase_row(next, cur, prev, b + k * w, w, tail);
      uint64_t *t = prev;
      prev = cur, cur = next, next = t;
    }
    /* pass 2: from a first row (the leftover stands in for it: the work is the same), every row kept */
    memcpy(p, cur, w * 8);
    for (size_t k = 0; k < n; k++) chase_row(p + (k + 1) * w, p + k * w, k ? p + (k - 1) * w : zero, b + k * w, w, tail);
    double ms = cpu_ms() - start;
    for (size_t k = 0; k < w; k++) sum += p[n * w + k];
    if (r > 0) times[r - 1] = ms; /* the first round warms the pages */
  }
  qsort(times, rounds, sizeof *times, by_value);
  printf("%.4f %llu\n", times[rounds / 2], (unsigned long long)sum);
  return 0;
}
