import { KERNELS_WASM } from './_generated/kernels.ts';

/**
 * The WebAssembly kernels (built from wasm/ by scripts/build-wasm.mjs, embedded as base64) and the switch
 * between them and the TypeScript reference. The module is compiled synchronously on first use (about 27 KB:
 * Chrome refused synchronous compiles over 4 KB on the main thread before version 114, never in workers, where
 * the explorer solves); if the engine refuses it (no WebAssembly, no
 * SIMD, a content policy), every caller keeps the TypeScript path. Results never depend on the choice: the
 * tests hold both paths to the same answers.
 */

/** The module's exports (addresses and degrees are i32; words are u64, little-endian). */
export interface Kernels {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  heapBase(): number;
  foldRows(dst: number, src: number, rows: number, stride: number, P: number, q: number, scratch: number): void;
  foldTileRows(p: number, y: number, rows: number, stride: number, P: number, q: number, scratch: number): void;
  reflectRows(dst: number, src: number, rows: number, n: number): void;
  unreflectRows(dst: number, src: number, rows: number, n: number): void;
  binomialChase(p: number, m: number, n: number, stride: number, before: number, cyclic: boolean): void;
  binomialCylinder(p: number, m: number, n: number, scratch: number): void;
  transposeBits(src: number, rows: number, cols: number, srcStride: number, dst: number, dstStride: number, scratch: number): void;
  projectCover(src: number, cs: number, height: number, m: number, n: number, dst: number, pattern: number, period: number): void;
  liftCover(src: number, m: number, n: number, dst: number, rows: number): void;
  prefixRows(p: number, height: number, cs: number, lambda: number): void;
  twistBinomialChase(p: number, m: number, n: number, stride: number, scratch: number): void;
  foldBinomialChase(b: number, n: number, m: number, wraps: number, t: number, before: number): void;
  foldBinomialRows(t: number, n: number, h: number, wraps: number, before: number): void;
  foldBinomialStrips(p: number, m: number, n: number, wraps: number, scratch: number): void;
  projectiveFoldChase(t: number, m: number, n: number, scratch: number): void;
  projectiveFoldUnfold(t: number, m: number, n: number, list: number, count: number): void;
  pathBasisSolve(w: number, m: number, n: number, ring: number): void;
  pathFoldSolve(z: number, rows: number, h: number, t: number, scratch: number): void;
  pathFoldInverse(src: number, rows: number, H: number, z: number, t: number, scratch: number): void;
  pathMooreSolve(src: number, rows: number, n: number, dst: number, t: number, scratch: number): void;
  pathMooreRows(w: number, m: number, n: number, q: number): void;
  pathMooreFoldRows(w: number, m: number, n: number, fold: number): void;
  mul(out: number, a: number, an: number, b: number, bn: number, scratch: number): void;
  euclidStart(p0: number, d0: number, p1: number, d1: number, a: number, b: number, c: number, d: number): void;
  euclidRun(goal: number, track: number, budget: number): number;
  euclidFinish(): void;
  euclidGcd(p0: number, d0: number, p1: number, d1: number): number;
  euclidPointer(part: number): number;
  euclidDegree(part: number): number;
  chaseBoard(p: number, b: number, rows: number, stride: number, tail: number, zero: number): void;
  popcount32(p: number, n: number): number;
  checkClassic(p: number, b: number, rows: number, stride: number, tail: number): number;
  checkThree(p: number, b: number, rows: number, stride: number, tail: number, masks: number, lastBit: number): number;
  hornerRow(xi: number, deg: number, z: number, r: number, s: number, zero: number, stride: number, tail: number): number;
  chaseStates(p: number, b: number, rows: number, n: number, stride: number, q: number, zero: number): void;
  checkStates(p: number, b: number, rows: number, n: number, stride: number, q: number, zero: number): number;
  hornerStates(multiples: number, xi: number, deg: number, v: number, w: number, n: number, stride: number, q: number): number;
  basisStates(a: number, c: number, v: number, n: number, q: number): number;
  neumannPass(dst: number, src: number, rows: number, stride: number, pairs: number, g: number, e: number, q: number, D: number, w: number, zero: number): void;
  neumannBand(dst: number, src: number, rows: number, stride: number, map: number, g: number, L: number, band: number, buf0: number, buf1: number, w: number, zero: number): void;
  foldPathRows(dst: number, src: number, rows: number, H: number, y: number): void;
  tilePathRows(p: number, t: number, rows: number, H: number): void;
  foldTilePathRows(p: number, y: number, rows: number, H: number, t: number): void;
  foldTileOnto(p: number, x: number, rows: number, H: number, t: number): void;
  pathNeumannPass(dst: number, src: number, rows: number, W: number, n: number, pairs: number, g: number, D: number, w: number, r: number, zero: number): void;
  pathNeumannBand(dst: number, src: number, rows: number, W: number, n: number, map: number, g: number, L: number, band: number, buf0: number, buf1: number, w: number, r: number, zero: number): void;
  neumannCosets(dst: number, src: number, rows: number, stride: number, D0: number, g: number, T: number, buf0: number, buf1: number, w: number, zero: number): void;
  ringChaseRows(p: number, b: number, bStep: number, rows: number, stride: number, bits: number, cyclic: number, near: number, acc: number, lift: number, inv: number, carry: number, degree: number, ell: number, masks: number, beta: number, fixes: number, bad: number, proj: number, d: number, x2: number, bCoords: number, periodic: number, rolling: number, foldP: number, foldQ: number, foldScratch: number): number;
}

/** Which path the hot loops take: `auto` (WebAssembly when it loads), or one forced. */
export type KernelChoice = 'auto' | 'wasm' | 'ts';

/** The platform's WebAssembly, as far as the library uses it (declared here: the core's build has no DOM types). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

let choice: KernelChoice = initialChoice();
let loaded: Kernels | null | undefined;

/** `LIGHTSOUT_KERNELS=ts` in the environment (where there is one) forces the TypeScript path from the start. */
function initialChoice(): KernelChoice {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.LIGHTSOUT_KERNELS;
  return value === 'ts' || value === 'wasm' ? value : 'auto';
}

/**
 * Chooses the path of the hot loops (tests and benchmarks compare them).
 *
 * @param next `ts` for the TypeScript reference, `wasm` or `auto` for the kernels when they load.
 * @returns The previous choice.
 */
export function setKernels(next: KernelChoice): KernelChoice {
  const previous = choice;
  choice = next;
  return previous;
}

/** `run()` with the hot loops on the given path, the previous choice restored after (tests, benchmarks). */
export function withKernels<T>(next: KernelChoice, run: () => T): T {
  const previous = setKernels(next);
  try {
    return run();
  } finally {
    setKernels(previous);
  }
}

/** The kernels, or null when the TypeScript path is chosen or the module cannot be loaded here. */
export function kernels(): Kernels | null {
  if (choice === 'ts') return null;
  if (loaded === undefined) loaded = load();
  return loaded;
}

function load(): Kernels | null {
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (!api) return null;
  try {
    const instance = new api.Instance(new api.Module(base64Bytes(KERNELS_WASM)), {});
    return instance.exports as Kernels;
  } catch {
    return null;
  }
}

/** The platform's base64 decoders, where it has them (`Uint8Array.fromBase64`, Node's `Buffer`). */
interface NativeBase64 {
  readonly Uint8Array: { fromBase64?: (text: string) => Uint8Array };
  readonly Buffer?: { from(text: string, encoding: 'base64'): Uint8Array };
}

/**
 * Bytes of a base64 string by the platform's decoder where there is one, else {@link decodeBase64}: the module's
 * 90 KB of text decode natively in 0.14 ms CPU, in 2.5–4.9 ms by {@link decodeBase64} run once in a fresh process
 * (Node 20; the first solve of a process pays it).
 */
export function base64Bytes(text: string): Uint8Array {
  const native = globalThis as unknown as NativeBase64;
  return native.Uint8Array.fromBase64?.(text) ?? native.Buffer?.from(text, 'base64') ?? decodeBase64(text);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes of a base64 string (standard alphabet, `=` padding). */
export function decodeBase64(text: string): Uint8Array {
  const value = new Uint8Array(128);
  for (let i = 0; i < ALPHABET.length; i++) value[ALPHABET.charCodeAt(i)] = i;
  const length = text.replace(/=+$/, '').length;
  const out = new Uint8Array((length * 3) >>> 2);
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < length; i++) {
    acc = (acc << 6) | value[text.charCodeAt(i)]!;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >>> bits) & 255;
    }
  }
  return out;
}

/** Past this size the module's memory is let go after a call (it cannot shrink): a fresh one comes on next use. */
const KEEP_BYTES = 32 << 20;

/** Drops the module when its memory has grown past {@link KEEP_BYTES}, so a big call does not pin it for good. */
export function releaseLarge(k: Kernels): void {
  if (k.memory.buffer.byteLength <= KEEP_BYTES) return;
  if (loaded === k) loaded = undefined;
  if (held?.k === k) held = null;
}

/** The end of the module's memory held between calls, from word `from` on, under the hold numbered `id`. */
let held: { readonly k: Kernels; readonly buffer: ArrayBuffer; readonly from: number; readonly id: number } | null = null;
let holds = 0;

/** A hold of the end of the module's memory ({@link holdTop}): where it starts, in words, and its number. */
export interface Hold {
  readonly from: number;
  readonly id: number;
}

/**
 * A 32-bit view of the module's memory when it holds `bytes`, else null (the caller takes the TypeScript path).
 * The memory is made at its full size, 32 MiB (`--initialMemory` in scripts/build-wasm.mjs), and never grown
 * from here: growing detaches its old buffer, and V8 then checks every typed array access of the whole process
 * for detachment from that moment on (measured: the classic solve of 10000² 36 → 46 ms after one growth).
 * Every call into the module claims the memory it writes here, from the start up to `reach` bytes (`bytes`
 * unless the kernel's scratch may pass them): a claim that reaches memory held by {@link holdTop} ends the hold.
 */
export function memoryWords(k: Kernels, bytes: number, reach = bytes): Uint32Array | null {
  if (held && (held.k !== k || reach > 4 * held.from)) held = null;
  return k.memory.buffer.byteLength < bytes ? null : new Uint32Array(k.memory.buffer);
}

/**
 * Holds the last `words` words of the module's memory (one caller's data kept between its calls, while other
 * kernels run below it), after a claim of the first `below` words (as {@link memoryWords}). The hold keeps no
 * reference to the caller's data.
 *
 * @returns The hold, or null when the words do not fit above `below`.
 */
export function holdTop(k: Kernels, words: number, below: number): Hold | null {
  const from = ((k.memory.buffer.byteLength >>> 2) - words) & ~3;
  if (!memoryWords(k, 4 * below) || from < below) return null;
  held = { k, buffer: k.memory.buffer, from, id: ++holds };
  return { from, id: held.id };
}

/** Where the module's memory is held from (the start of the current hold, in words), or its end when nothing is held: words below it and past a caller's claim are free. */
export function heldFrom(k: Kernels): number {
  return held !== null && held.k === k && held.buffer === k.memory.buffer ? held.from : k.memory.buffer.byteLength >>> 2;
}

/** Whether `hold` still holds its words: no claim has reached them since, no other hold began, the module is the same. */
export function stillHeld(k: Kernels, hold: Hold): boolean {
  return held !== null && held.id === hold.id && held.k === k && held.buffer === k.memory.buffer;
}
