/**
 * The chasing floor the benchmark measures the classic solver against, in every run: two passes of light
 * chasing over the bits of an n × n board (the least work of the classic solve), in C when a C compiler is on
 * the PATH (bench/floor/chase.c, compiled into a temporary directory and run as a child process), else in
 * WebAssembly (bench/floor/chase-floor.ts, compiled with AssemblyScript and run here; `LIGHTSOUT_FLOOR=wasm`
 * picks it even with a C compiler). Bench-only: nothing of
 * it ships. Times are CPU time (the machine is shared), medians of the rounds.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A measured floor: which one ran and its median CPU time. */
export interface Floor {
  /** `C (cc -O3)` or `WebAssembly (AssemblyScript -O3, SIMD)`. */
  readonly kind: string;
  /** Median CPU milliseconds of the two passes. */
  readonly ms: number;
}

const sources = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'floor');

/**
 * The chasing floor of an n × n board (n ≥ 65: rows of two 64-bit words or more).
 *
 * @param n The side.
 * @param rounds Timed rounds (a warm-up round comes first).
 * @returns The floor, or null when neither a C compiler nor the WebAssembly build works here.
 */
export function chasingFloor(n: number, rounds: number): Floor | null {
  const work = mkdtempSync(join(tmpdir(), 'lightsout-floor-'));
  try {
    return (process.env.LIGHTSOUT_FLOOR === 'wasm' ? null : cFloor(work, n, rounds)) ?? wasmFloor(work, n, rounds);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function cFloor(work: string, n: number, rounds: number): Floor | null {
  const exe = join(work, 'chase');
  const flags = ['-O3'];
  const built = spawnSync('cc', [...flags, '-o', exe, join(sources, 'chase.c')], { encoding: 'utf8' });
  if (built.error || built.status !== 0) return null;
  const ran = spawnSync(exe, [String(n), String(rounds)], { encoding: 'utf8' });
  const ms = Number(ran.stdout.trim().split(/\s+/)[0]);
  return ran.status === 0 && Number.isFinite(ms) ? { kind: `C (cc ${flags.join(' ')})`, ms } : null;
}

interface FloorExports {
  readonly memory: { readonly buffer: ArrayBuffer };
  heapBase(): number;
  twoPasses(b: number, p: number, rows: number, n: number, w: number, tail: bigint): bigint;
}

/** The platform's WebAssembly as far as used here (the bench's types have no DOM). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

function wasmFloor(work: string, n: number, rounds: number): Floor | null {
  const require = createRequire(import.meta.url);
  const asc = join(dirname(require.resolve('assemblyscript/package.json')), 'bin', 'asc.js');
  const out = join(work, 'floor.wasm');
  const flags = ['-O3', '--runtime', 'stub', '--noAssert', '--enable', 'simd', '--initialMemory', '1024'];
  const built = spawnSync(process.execPath, [asc, join(sources, 'chase-floor.ts'), ...flags, '-o', out], { encoding: 'utf8' });
  if (built.status !== 0) return null;
  const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const k = new api.Instance(new api.Module(readFileSync(out)), {}).exports as FloorExports;
  const w = (n + 63) >>> 6;
  const rows = k.heapBase();
  const b = rows + 4 * w * 8;
  const p = b + n * w * 8;
  if (p + (n + 1) * w * 8 > k.memory.buffer.byteLength) return null;
  const words = new Uint32Array(k.memory.buffer, b, 2 * n * w);
  for (let i = 0; i < words.length; i++) words[i] = (Math.random() * 2 ** 32) >>> 0; // bits past n cost the same
  const tail = n % 64 === 0 ? (1n << 64n) - 1n : (1n << BigInt(n % 64)) - 1n;
  const times: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const start = process.cpuUsage();
    k.twoPasses(b, p, rows, n, w, tail);
    const spent = process.cpuUsage(start);
    if (round > 0) times.push((spent.user + spent.system) / 1000);
  }
  times.sort((x, y) => x - y);
  return { kind: `WebAssembly (AssemblyScript ${flags.slice(0, 1).join(' ')}, SIMD)`, ms: times[times.length >> 1]! };
}
