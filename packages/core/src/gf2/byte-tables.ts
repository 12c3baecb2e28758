/**
 * GF(2)-linear maps into 32-bit words as byte tables: for each byte of the input, the 256 images of its values
 * (the XOR of the images of its set bits). Applying the map to 32 input bits is then four lookups, in place of
 * one parity per output bit (or one XOR per input bit).
 */

/**
 * The byte tables of the map sending input bit k to `images[k]`.
 *
 * @param images The image of each input bit (a multiple of 8 of them; bits past the map's inputs: 0).
 * @returns 256 words per input byte, byte b's at 256·b.
 */
export function byteTables(images: Uint32Array): Uint32Array {
  const t = new Uint32Array(32 * images.length);
  for (let b = 0; 8 * b < images.length; b++) {
    const base = 256 * b;
    for (let x = 1; x < 256; x++) {
      const low = x & -x;
      t[base + x] = t[base + (x ^ low)]! ^ images[8 * b + 31 - Math.clz32(low)]!;
    }
  }
  return t;
}

/**
 * The map of tables `t` on input word `word` holding `v` (input bits 32·word … 32·word + 31; the other words 0).
 *
 * @param t Tables from {@link byteTables}.
 * @param word Which input word (its four bytes' tables start at 1024·word).
 * @param v The word's value.
 * @returns The image, as an unsigned 32-bit word.
 */
export function applyWord(t: Uint32Array, word: number, v: number): number {
  const base = 1024 * word;
  return (t[base + (v & 255)]! ^ t[base + 256 + ((v >>> 8) & 255)]! ^ t[base + 512 + ((v >>> 16) & 255)]! ^ t[base + 768 + (v >>> 24)]!) >>> 0;
}
