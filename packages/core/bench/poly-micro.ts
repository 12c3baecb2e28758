/**
 * Micro-benchmark of the small polynomial kernels behind every nullity table entry (gcd degree, gcd, inverse
 * modulo χ, product modulo χ) at the degrees the tables reach, on seeded random operands: CPU µs per call on the
 * path the kernels take (run it again with LIGHTSOUT_KERNELS=ts for the TypeScript path). Not a unit test.
 *
 *     npx tsc -p tsconfig.bench.json && node dist-bench/bench/poly-micro.js [degree …]
 */
import { gcdDegreeInPlace, polyGcd, polyXgcdMod } from '../src/gf2/poly-gcd.ts';
import { Poly } from '../src/gf2/poly.ts';
import { polyMulMod } from '../src/gf2/poly-product.ts';
import { seededRandom } from '../src/puzzle/random.ts';

const random = seededRandom('poly micro');

/** A random polynomial of exactly this degree. */
function randomPoly(degree: number): Poly {
  const p = new Poly(degree + 1);
  for (let k = 0; k <= degree >>> 5; k++) p.words[k] = random();
  const top = degree >>> 5;
  const keep = (degree & 31) + 1;
  p.words[top] = keep === 32 ? p.words[top]! : p.words[top]! & ((1 << keep) - 1);
  p.words[top]! |= 1 << (degree & 31);
  return p.normalize();
}

/** CPU µs per call of `run` over `count` operand sets (the best of three passes). */
function time(count: number, run: (i: number) => unknown): number {
  let best = Infinity;
  for (let pass = 0; pass < 3; pass++) {
    const start = process.cpuUsage();
    for (let i = 0; i < count; i++) run(i);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / count);
  }
  return best;
}

const degrees = process.argv.slice(2).map(Number);
const list = degrees.length > 0 ? degrees : [64, 150, 300, 600, 1200];
const path = process.env.LIGHTSOUT_KERNELS ?? 'auto';
console.log(`path ${path}; CPU µs per call (best of 3 passes)`);
console.log('degree  gcdDegree   polyGcd  xgcdMod   mulMod');
for (const d of list) {
  const count = Math.max(20, Math.round(4e6 / (d * d)));
  const a = Array.from({ length: count }, () => randomPoly(d));
  const b = Array.from({ length: count }, () => randomPoly(d - 1 - (random() & 7)));
  const m = Array.from({ length: count }, () => randomPoly(d));
  let sink = 0;
  const gd = time(count, (i) => (sink += gcdDegreeInPlace(a[i]!.clone(), b[i]!.clone())));
  const g = time(count, (i) => (sink += polyGcd(a[i]!, b[i]!).degree));
  const x = time(count, (i) => (sink += polyXgcdMod(b[i]!, m[i]!).inverse.degree));
  const mm = time(count, (i) => (sink += polyMulMod(a[i]!, b[i]!, m[i]!).degree));
  const f = (v: number): string => v.toFixed(2).padStart(9);
  console.log(`${String(d).padStart(6)} ${f(gd)} ${f(g)} ${f(x)} ${f(mm)}${sink === 0.5 ? '' : ''}`);
}
