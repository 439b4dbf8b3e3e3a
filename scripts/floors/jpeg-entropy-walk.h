// The entropy walk of a baseline sequential Huffman JPEG (issue 26's floor of the `photo_decodes` check):
// markers parsed, every MCU's Huffman codes decoded with the file's own tables through a lookup of
// JEW_LOOKAHEAD bits that also counts each code's extra bits, coefficient indices checked (none past 63),
// byte stuffing and restart markers followed in order, no bit used past the end of the data, fewer than 8
// bits left over, EOI right after the scan. No coefficient is stored; nothing is dequantised, transformed
// or written. Only the common layout is understood (SOF0/SOF1 8-bit, grey 1x1 or YCbCr with chroma 1x1 and
// luma 1x1, 2x1, 1x2, 2x2 or 4x1, one interleaved scan, DHT and DQT present, no Adobe APP14, JFIF 1.x):
// anything else answers 0, as does any flaw. A 1 means TurboJPEG decodes the stream without a warning.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifndef JEW_LOOKAHEAD
#define JEW_LOOKAHEAD 10
#endif

// A lookup entry: bits 0-5 the bits one symbol takes (code and extra bits), bits 8-12 how far the
// coefficient index moves, bit 16 end of block; 0 when the code is longer than the lookahead.
enum { JEW_END_OF_BLOCK = 1 << 16 };
typedef struct {
  uint32_t fast[1 << JEW_LOOKAHEAD];
  int32_t maxcode[17], valoffset[17];
  uint8_t values[256];
  int dc;
} jew_table;

typedef struct { const uint8_t *p, *end; uint64_t acc; int bits, marker; } jew_bits;

static uint32_t jew_entry(int dc, int length, uint8_t symbol) {
  int s = symbol & 15, r = symbol >> 4;
  if (dc) return (uint32_t)(length + symbol);
  if (s) return (uint32_t)(length + s) | (uint32_t)(r + 1) << 8;
  if (r == 15) return (uint32_t)length | 16u << 8;
  return (uint32_t)length | JEW_END_OF_BLOCK;  // EOB, and as libjpeg does, any run with size 0 but ZRL
}

// Builds a table from a DHT's 16 counts and values; 0 if libjpeg would refuse it (over-subscribed, a full code
// space) or if a DC table has a category above 11.
static int jew_build(jew_table *t, int dc, const uint8_t *counts, const uint8_t *values, int total) {
  memset(t->fast, 0, sizeof t->fast); t->dc = dc; memcpy(t->values, values, (size_t)total);
  int k = 0, code = 0;
  for (int l = 1; l <= 16; l++) {
    int n = counts[l - 1];
    t->valoffset[l] = k - code; t->maxcode[l] = n ? code + n - 1 : -1;
    for (int i = 0; i < n; i++, code++, k++) {
      if (code >= 1 << l || (dc && values[k] > 11)) return 0;  // more codes than the length holds: refused first
      if (l <= JEW_LOOKAHEAD) {
        int shift = JEW_LOOKAHEAD - l; uint32_t e = jew_entry(dc, l, values[k]);
        for (int j = 0; j < 1 << shift; j++) t->fast[(code << shift) | j] = e;
      }
    }
    if (code >= 1 << l) return 0;
    code <<= 1;
  }
  return 1;
}

static inline void jew_refill(jew_bits *b) {
  if (b->marker) return;
  if (b->end - b->p >= 8) {
    uint64_t w; memcpy(&w, b->p, 8); w = __builtin_bswap64(w);
    uint64_t inverse = ~w;  // a 0xFF byte is a zero byte here
    if (((inverse - 0x0101010101010101ull) & ~inverse & 0x8080808080808080ull) == 0) {
      int n = (64 - b->bits) >> 3;
      b->acc |= (w >> (64 - 8 * n)) << (64 - b->bits - 8 * n);
      b->p += n; b->bits += 8 * n; return;
    }
  }
  while (b->bits <= 56) {
    if (b->p >= b->end) { b->marker = 1; return; }
    uint8_t c = *b->p;
    if (c == 0xFF) {
      if (b->p + 1 < b->end && b->p[1] == 0) b->p += 2; else { b->marker = 1; return; }
    } else b->p++;
    b->acc |= (uint64_t)c << (56 - b->bits); b->bits += 8;
  }
}

// The entry of the symbol at the reader, codes longer than the lookahead included; 0 for no code.
static inline uint32_t jew_symbol(const jew_table *t, const jew_bits *b) {
  uint32_t e = t->fast[b->acc >> (64 - JEW_LOOKAHEAD)];
  if (e) return e;
  for (int l = JEW_LOOKAHEAD + 1; l <= 16; l++) {
    int32_t code = (int32_t)(b->acc >> (64 - l));
    if (code <= t->maxcode[l]) return jew_entry(t->dc, l, t->values[(code + t->valoffset[l]) & 0xFF]);
  }
  return 0;
}

static inline int jew_block(jew_bits *b, const jew_table *dc, const jew_table *ac) {
  if (b->bits < 32) jew_refill(b);
  uint32_t e = jew_symbol(dc, b); if (!e) return 0;
  b->acc <<= e & 63; b->bits -= (int)(e & 63);
  for (int k = 1;;) {
    if (b->bits < 32) jew_refill(b);
    e = jew_symbol(ac, b); if (!e) return 0;
    b->acc <<= e & 63; b->bits -= (int)(e & 63);
    if (e & JEW_END_OF_BLOCK) return 1;
    k += (int)(e >> 8 & 31);
    if (k >= 64) return k == 64;
  }
}

static int jew_scan(const uint8_t *d, size_t n, size_t pos, size_t mcus, int restart, int blocks,
                    const jew_table *const *dcs, const jew_table *const *acs) {
  jew_bits b = {d + pos, d + n, 0, 0, 0}; int next = 0;
  for (size_t m = 0; m < mcus; m++) {
    if (restart && m && m % (size_t)restart == 0) {
      if (b.bits < 0 || b.bits >= 8 || b.end - b.p < 2 || b.p[0] != 0xFF || b.p[1] != 0xD0 + next) return 0;
      b.p += 2; b.acc = 0; b.bits = 0; b.marker = 0; next = (next + 1) & 7;
    }
    for (int i = 0; i < blocks; i++) if (!jew_block(&b, dcs[i], acs[i])) return 0;
  }
  return b.bits >= 0 && b.bits < 8 && b.end - b.p >= 2 && b.p[0] == 0xFF && b.p[1] == 0xD9;
}

// 1 if `d` (n bytes) is a JPEG of the understood layout whose one scan walks cleanly up to its EOI.
static int jpeg_entropy_walk(const uint8_t *d, size_t n) {
  static _Thread_local jew_table tables[2][4];
  int defined[2][4] = {{0}}, quant[4] = {0}, restart = 0, components = 0, width = 0, height = 0;
  int ids[3], h[3], v[3], tq[3];
  if (n < 4 || d[0] != 0xFF || d[1] != 0xD8) return 0;
  size_t pos = 2;
  for (;;) {
    if (n - pos < 4 || d[pos] != 0xFF) return 0;
    int marker = d[pos + 1]; size_t length = (size_t)d[pos + 2] << 8 | d[pos + 3];
    if (length < 2 || length > n - pos - 2) return 0;
    const uint8_t *s = d + pos + 4; size_t size = length - 2; pos += 2 + length;
    if (marker == 0xE0) {
      if (size >= 5 && !memcmp(s, "JFIF", 5) && (size < 14 || s[5] != 1)) return 0;
    } else if (marker == 0xEE) {
      if (size >= 5 && !memcmp(s, "Adobe", 5)) return 0;
    } else if ((marker >= 0xE1 && marker <= 0xEF) || marker == 0xFE) {
    } else if (marker == 0xDB) {
      for (size_t q = 0; q < size; q += 65) {
        if (size - q < 65 || s[q] > 3) return 0;
        quant[s[q]] = 1;
      }
    } else if (marker == 0xC4) {
      for (size_t q = 0; q < size;) {
        if (size - q < 17 || (s[q] >> 4) > 1 || (s[q] & 15) > 3) return 0;
        int total = 0; for (int i = 1; i <= 16; i++) total += s[q + i];
        if (total > 256 || (size_t)total > size - q - 17) return 0;
        int ac = s[q] >> 4, id = s[q] & 15;
        if (!jew_build(&tables[ac][id], !ac, s + q + 1, s + q + 17, total)) return 0;
        defined[ac][id] = 1; q += 17 + (size_t)total;
      }
    } else if (marker == 0xDD) {
      if (size != 2) return 0;
      restart = s[0] << 8 | s[1];
    } else if (marker == 0xC0 || marker == 0xC1) {
      if (components || size < 6 || s[0] != 8) return 0;
      height = s[1] << 8 | s[2]; width = s[3] << 8 | s[4]; components = s[5];
      if (width == 0 || height == 0 || width > 65500 || height > 65500) return 0;
      if ((components != 1 && components != 3) || size != 6 + 3 * (size_t)components) return 0;
      for (int c = 0; c < components; c++) {
        ids[c] = s[6 + 3 * c]; h[c] = s[7 + 3 * c] >> 4; v[c] = s[7 + 3 * c] & 15; tq[c] = s[8 + 3 * c];
        if (tq[c] > 3 || (c && (h[c] != 1 || v[c] != 1))) return 0;
        for (int o = 0; o < c; o++) if (ids[o] == ids[c]) return 0;
      }
      int luma = h[0] << 4 | v[0];
      if (components == 1 ? luma != 0x11 : luma != 0x11 && luma != 0x21 && luma != 0x12 && luma != 0x22 && luma != 0x41)
        return 0;
    } else if (marker == 0xDA) {
      if (!components || size < 1 || s[0] != components || size != 4 + 2 * (size_t)components) return 0;
      const jew_table *dcs[10], *acs[10]; int blocks = 0;
      for (int c = 0; c < components; c++) {
        int dc = s[2 + 2 * c] >> 4, ac = s[2 + 2 * c] & 15;
        if (s[1 + 2 * c] != ids[c] || dc > 3 || ac > 3 || !defined[0][dc] || !defined[1][ac] || !quant[tq[c]]) return 0;
        for (int i = 0; i < h[c] * v[c]; i++, blocks++) { dcs[blocks] = &tables[0][dc]; acs[blocks] = &tables[1][ac]; }
      }
      const uint8_t *spectral = s + 1 + 2 * components;
      if (spectral[0] != 0 || spectral[1] != 63 || spectral[2] != 0) return 0;
      size_t columns = ((size_t)width + 8 * h[0] - 1) / (8 * h[0]), rows = ((size_t)height + 8 * v[0] - 1) / (8 * v[0]);
      return jew_scan(d, n, pos, columns * rows, restart, blocks, dcs, acs);
    } else return 0;
  }
}
