/**
 * The differential sweep (`pnpm verify`): wherever two code paths compute the same nullity, compare them on a
 * seeded sample far larger than the unit tests' (src/solve/grid/nullity-agreement.test.ts holds the same
 * comparison to a small budget). Paths compared:
 * - the closed form (`nullity`: gcds, product of line nullities, thin-torus Smith invariants) against the
 *   prepared solver's kernel (`chooseMethod(shape).prepare(shape).nullity`), on wrapped and clipped boards of
 *   every symmetric 3 × 3 rule and the product rules, short sides 1..8 against long sides around and past every
 *   threshold of the code (3, 64, 4·short + 64, 4096) up to 6200;
 *   short side 1 being the line method's closed form (`lineNullity`) against its divider;
 * - both against dense elimination on boards up to 576 cells;
 * - `nullityTable` (ring-nullity-table.ts's shared sequences) against `nullity` entry by entry, on the full
 *   300 × 300 tables of every non-product symmetric rule on the torus and the cylinder (and a 300 × 120 one),
 *   and of cross and Moore without centre on the projective plane (projective-nullity-table.ts's shared seams and
 *   symmetry against the fold's own systems, not the structured path that `nullity()` and the tables share).
 * Usage: `pnpm verify [cases] [seed]` (defaults 4000 and 1). Prints one line per kind and every disagreement;
 * exits 1 on any.
 */
import { denseMethod } from '../src/solve/grid/dense.ts';
import type { GridShape } from '../src/solve/grid/kind.ts';
import { chooseMethod } from '../src/solve/grid/methods.ts';
import { foldEliminationNullity, projectiveFoldMethod } from '../src/solve/grid/projective-fold.ts';
import { projectiveFold } from '../src/solve/grid/projective-seam.ts';
import { nullity, nullityTable } from '../src/solve/grid/queries.ts';
import { ringTableApplies } from '../src/solve/grid/ring-nullity-table.ts';
import { seededRandom } from '../src/puzzle/random.ts';
import { makeRule, type Rule, ruleName } from '../src/puzzle/rule.ts';
import { namedStencil } from '../src/puzzle/stencil.ts';
import { TOPOLOGIES } from '../src/puzzle/topology.ts';
import { parseStencil } from '../src/format/stencil-pattern.ts';

const budget = Number(process.argv[2] ?? 4000);
const seed = Number(process.argv[3] ?? 1);
const random = seededRandom(`verify ${seed}`);
const uniform = (lo: number, hi: number): number => lo + (random() % (hi - lo + 1));

const stencils = [
  namedStencil('cross'),
  namedStencil('cross', { center: false }),
  namedStencil('moore'),
  namedStencil('moore', { center: false }),
  namedStencil('diagonal'),
  namedStencil('diagonal', { center: false }),
  parseStencil('#.#/###/#.#'),
  parseStencil('#...#'),
];
const rules: Rule[] = stencils.flatMap((s) => TOPOLOGIES.map((t) => makeRule(s, t)));

/** A long side around one of the code's thresholds. */
function longSide(short: number): number {
  switch (random() % 6) {
    case 0:
      return uniform(4000, 6200); // MAX_KEPT_INDEX = 4096
    case 5:
      return uniform(8150, 8250); // the same for the fold of the twisted surfaces, whose pair index is ⌊m/2⌋
    case 1:
      return uniform(4 * short + 50, 4 * short + 80); // poly-chase's doubling switch
    case 2:
      return uniform(56, 72); // DENSE_ROW_BITS = 64
    case 3:
      return uniform(1, 12); // wrapping sides below 3, tiny boards
    default:
      return uniform(100, 3000);
  }
}

let compared = 0;
const wrong: string[] = [];
const check = (label: string, a: number, b: number): void => {
  compared++;
  if (a !== b) wrong.push(`${label}: ${a} ≠ ${b}`);
};

const started = performance.now();
for (let i = 0; i < budget; i++) {
  const rule = rules[random() % rules.length]!;
  const short = uniform(1, 8);
  const long = longSide(short);
  const [rows, cols] = random() % 2 ? [short, long] : [long, short];
  const shape: GridShape = { rule, rows, cols };
  const method = chooseMethod(shape);
  if (method.name === 'lazy-chase' || method.name === 'dense') continue; // no closed form to compare
  const label = `${ruleName(rule)} ${rows}×${cols} (${method.name})`;
  check(`${label} closed form vs prepared`, nullity(rows, cols, { rule }), method.prepare(shape).nullity);
  if (rows * cols <= 576) check(`${label} vs dense`, nullity(rows, cols, { rule }), denseMethod.nullity(shape));
}
console.log(`closed form vs prepared solver vs dense: ${compared} comparisons, ${wrong.length} disagreements, ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const w of wrong) console.log(`  ${w}`);

const tableStart = performance.now();
const tableWrong = wrong.length;
let entries = 0;
const projective = [makeRule(namedStencil('cross'), 'projective'), makeRule(namedStencil('moore', { center: false }), 'projective')];
for (const rule of [...rules.filter((r) => ringTableApplies(r) && (r.topology === 'torus' || r.topology === 'cylinder')), ...projective]) {
  for (const [maxRows, maxCols] of [[300, 300], ...(rule.topology === 'cylinder' ? [[300, 120]] : [])] as const) {
    const table = nullityTable(maxRows, maxCols, { rule });
    for (let m = 1; m <= maxRows; m++) {
      for (let n = 1; n <= maxCols; n++) {
        entries++;
        const shape = { rule, rows: m, cols: n };
        // a second path: on the projective plane the fold's own systems, not the structured path `nullity()` and the tables share
        const want = projectiveFoldMethod.applies(shape) ? foldEliminationNullity(projectiveFold(rule, m, n)!) : nullity(m, n, { rule });
        if (table[m - 1]![n - 1] !== want) wrong.push(`${ruleName(rule)} table ${maxRows}×${maxCols} at ${m}×${n}: ${table[m - 1]![n - 1]} ≠ ${want}`);
      }
    }
  }
}
console.log(`nullityTable vs nullity: ${entries} entries, ${wrong.length - tableWrong} disagreements, ${((performance.now() - tableStart) / 1000).toFixed(1)} s`);
for (const w of wrong.slice(tableWrong, tableWrong + 20)) console.log(`  ${w}`);
process.exitCode = wrong.length ? 1 : 0;
