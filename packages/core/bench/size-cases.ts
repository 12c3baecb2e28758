import type { BenchCase } from './cases.ts';
import { NAMED_RULES } from './rule-cases.ts';
import { type Board, randomSolvableBoard, seededRandom, solve } from '../src/index.ts';

/**
 * Issue #24 at every size: `solve()` of every named rule × plane / torus / cylinder, side by side with the classic
 * rule, at sides chosen by the residues that change the methods' work. Each side is one case whose series are the
 * 18 rules, run in turn in one process (the classic rule first), so every row's ratio to the classic rule is taken
 * under the same load, the same heap and the same cache traffic; {@link printSizeSummary} ends the run with the worst
 * ratios per side.
 */

const random = seededRandom('sizes bench');

/**
 * The sides, and why each (ring chase: a row ring of n cells on a ring, 2n + 2 on a path, n = 2ᵛ·n′; the bad part
 * S₂ is where c is not a unit: Moore without centre when 3 divides the ring's odd part, E₂ of period 3·2ᵛ and rank
 * 2·2ᵛ; the diagonal rule on every ring and on odd paths, period and rank 2ᵛ):
 * - 1000, 5000: 3 ∤ n, 3 ∤ n + 1, small 2ᵛ (the plain case, small and large);
 * - 1200 (2⁴·75), 1500 (2²·375), 1800 (2³·225), 3000 (2³·375): 3 | n, Moore without centre split on rings, E₂ of
 *   rank ≤ 32 (coordinates) with periods that are not whole words;
 * - 2400 (2⁵·75): 3 | n and 2ᵛ = 32: the diagonal rule's rank-32 bad part, Moore without centre's fold of whole words;
 * - 1999 (the classic rule's nullity 64: poly-chase off its fast path), 2001 (3 | n and 2002 = 2·1001), odd paths;
 * - 2047 (2¹¹ − 1: a path whose ring 4096 is all bad for the diagonal rule), 2049 (2¹¹ + 1, 3 | n),
 *   3071 (3·2¹⁰ − 1: Moore without centre on a path, 3 | n + 1 with 2ᵛ = 1024), 4095 (2¹² − 1).
 */
export const SIZE_SIDES: readonly number[] = [1000, 1200, 1500, 1800, 1999, 2001, 2047, 2049, 2400, 3000, 3071, 4095, 5000];

/** The label of the classic rule among {@link NAMED_RULES}: the first series of every side. */
const CLASSIC = 'cross/plane';

const ORDERED = [...NAMED_RULES].sort((p, q) => Number(q.label === CLASSIC) - Number(p.label === CLASSIC));

/** The case name of a side. */
const caseName = (side: number, prefix = 'solvesizes'): string => `${prefix} ${side}`;

function sizeCase(side: number, prefix = 'solvesizes', rules = ORDERED): BenchCase {
  return {
    name: caseName(side, prefix),
    method: `solve() incl. verification, every named rule${rules === ORDERED ? '' : ' on the plane'} in turn`,
    size: `${side}×${side}`,
    runs: 5,
    series: rules.map(({ label }) => label),
    ratioTo: `${caseName(side, prefix)} [${CLASSIC}]`,
    prepare() {
      const boards: Board[] = rules.map(({ rule }) => randomSolvableBoard(side, side, { random, rule }));
      // one untimed solve each: the per-shape plans are made before the warm-up, which may not reach every rule
      const run = (turn: number): unknown => {
        const { rule } = rules[turn]!;
        const r = solve(boards[turn]!, { rule });
        if (!r.solvable) throw new Error('benchmark board should be solvable');
        return r;
      };
      for (let i = 0; i < rules.length; i++) run(i);
      return run;
    },
  };
}

/** `solvesizes <side>` for every side of {@link SIZE_SIDES}: rows print their CPU ratio to the classic rule of the same run. */
export const SIZE_CASES: BenchCase[] = SIZE_SIDES.map((side) => sizeCase(side));

/**
 * `solveplanesizes <side>`: the named rules on the plane alone at the sides whose reflected ring 2n + 2 is 2ᵏ or 3·2ᵏ
 * (the bad part at the path's width, `path-part.ts`), the classic rule first: a smaller run for those rows.
 */
export const PLANE_SIZE_CASES: BenchCase[] = [1023, 2047, 3071, 4095].map((side) =>
  sizeCase(
    side,
    'solveplanesizes',
    ORDERED.filter(({ label }) => label.endsWith('/plane')),
  ),
);

/**
 * Prints one line per side that ran: the classic rule's CPU median and the three worst ratios to it.
 *
 * @param cpuMs The CPU-time median of each row that ran, by name (`solvesizes <side> [<rule>]`).
 * @returns The worst ratio per side, for the JSON results.
 */
export function printSizeSummary(cpuMs: ReadonlyMap<string, number>): Array<{ side: number; classicMs: number; worst: Array<{ rule: string; ratio: number }> }> {
  const out: Array<{ side: number; classicMs: number; worst: Array<{ rule: string; ratio: number }> }> = [];
  for (const side of SIZE_SIDES) {
    const classicMs = cpuMs.get(`${caseName(side)} [${CLASSIC}]`);
    if (classicMs === undefined) continue;
    const worst = ORDERED.filter(({ label }) => label !== CLASSIC)
      .flatMap(({ label }) => {
        const ms = cpuMs.get(`${caseName(side)} [${label}]`);
        return ms === undefined ? [] : [{ rule: label, ratio: Number((ms / classicMs).toFixed(2)) }];
      })
      .sort((p, q) => q.ratio - p.ratio)
      .slice(0, 3);
    out.push({ side, classicMs: Number(classicMs.toFixed(3)), worst });
    console.log(`sizes, ${side}×${side}, classic ${classicMs.toFixed(2)} ms CPU, worst ${worst.map((w) => `${w.rule} ${w.ratio}×`).join(', ')}`);
  }
  return out;
}
