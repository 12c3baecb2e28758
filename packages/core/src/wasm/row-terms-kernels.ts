import { type Kernels, kernels, memoryWords, releaseLarge } from './kernels.ts';

/** The kernel of wasm/row-terms.ts (declared here so the shared {@link Kernels} interface stays as it is). */
interface RowTermsKernel {
  xorTerms(dst: number, words: number, table: number, count: number): void;
}

/**
 * Word storage for row-affine chasing and its one operation, {@link TermStore.xorTerms}: in the WebAssembly
 * module's memory (128-bit vectors) when it fits there and the kernels load, else in a plain array with the
 * TypeScript loop, which stays the reference. Offsets are in u32 words from the start of `words`.
 */
export interface TermStore {
  /** The words: rows live at `base` onwards. */
  readonly words: Uint32Array;
  /** First word of the store (a multiple of 4). */
  readonly base: number;
  /** Whether the rows live in the WebAssembly module's memory. */
  readonly wasm: boolean;
  /**
   * words[dst, dst + length) = Σ of the `count` terms (first destination word relative to dst, source word,
   * length: three entries of `terms` each) of words[source, source + length) placed at dst + first. Every
   * offset and length is a multiple of 4; no source overlaps the destination.
   */
  xorTerms(dst: number, length: number, terms: Int32Array, count: number): void;
  /** Lets the module's memory go when it grew (the store is unusable after). */
  release(): void;
}

/** Destination words settled at once (the kernel's CHUNK): each term is XORed in while the chunk is in cache. */
const CHUNK = 2048;

/**
 * A store of `size` words (a multiple of 4) whose steps take at most `maxTerms` terms.
 *
 * @param size Words to hold.
 * @param maxTerms Most terms of one {@link TermStore.xorTerms} call.
 * @returns The store, in WebAssembly memory when it fits and the kernels are chosen, else in a new array.
 */
export function termStore(size: number, maxTerms: number): TermStore {
  const k = kernels() as (Kernels & RowTermsKernel) | null;
  if (k) {
    const base = ((k.heapBase() >>> 2) + 3) & ~3;
    const table = base + size;
    const mem = memoryWords(k, 4 * (table + 3 * maxTerms + 4));
    if (mem) {
      return {
        words: mem,
        base,
        wasm: true,
        xorTerms(dst, length, terms, count) {
          for (let i = 0; i < 3 * count; i += 3) {
            mem[table + i] = terms[i]!;
            mem[table + i + 1] = 4 * terms[i + 1]!;
            mem[table + i + 2] = terms[i + 2]!;
          }
          k.xorTerms(4 * dst, length, 4 * table, count);
        },
        release: () => releaseLarge(k),
      };
    }
  }
  const words = new Uint32Array(size);
  return { words, base: 0, wasm: false, xorTerms: (dst, length, terms, count) => xorTermsTs(words, dst, length, terms, count), release() {} };
}

/** The TypeScript reference of the kernel xorTerms, chunked the same way, four words a step (20–25 % faster than one). */
function xorTermsTs(w: Uint32Array, dst: number, length: number, terms: Int32Array, count: number): void {
  for (let a = 0; a < length; a += CHUNK) {
    const b = Math.min(a + CHUNK, length);
    w.fill(0, dst + a, dst + b);
    for (let i = 0; i < 3 * count; i += 3) {
      const first = terms[i]!;
      const lo = Math.max(a, first);
      const hi = Math.min(b, first + terms[i + 2]!);
      for (let d = dst + lo, end = dst + hi, s = lo + terms[i + 1]! - first; d < end; d += 4, s += 4) {
        w[d] = w[d]! ^ w[s]!;
        w[d + 1] = w[d + 1]! ^ w[s + 1]!;
        w[d + 2] = w[d + 2]! ^ w[s + 2]!;
        w[d + 3] = w[d + 3]! ^ w[s + 3]!;
      }
    }
  }
}
