import { describe, expect, it } from 'vitest';
import { tableDifferences, testRandom } from '../../_test-support.ts';
import { cases } from '../../_test-seed.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { LimitError } from '../../errors.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { denseMethod } from './dense.ts';
import { projectiveNullityRow, projectiveNullityTable, projectiveTableApplies, SEAM_ROWS } from './projective-nullity-table.ts';
import { chooseMethod } from './methods.ts';
import { foldEliminationNullity, projectiveFoldMethod } from './projective-fold.ts';
import { projectiveNullity } from './projective-nullity.ts';
import { projectiveFold } from './projective-seam.ts';
import { nullity, nullityRow, nullityTable } from './queries.ts';

const PROJECTIVE: Rule[] = STENCIL_NAMES.flatMap((name) => [true, false].map((center) => makeRule(namedStencil(name, { center }), 'projective')));

/** A second path: the fold's own systems where the fold takes the shape, else the chosen method (dense, the line method). */
const methodNullity = (rule: Rule, rows: number, cols: number): number => {
  const shape = { rule, rows, cols };
  return projectiveFoldMethod.applies(shape) ? foldEliminationNullity(projectiveFold(rule, rows, cols)!) : chooseMethod(shape).nullity(shape);
};

const dense = (rule: Rule) => (m: number, n: number): number => denseMethod.nullity({ rule, rows: m, cols: n });

describe('projective-nullity-table: nullity tables on the projective plane', () => {
  it('takes the symmetric 3 × 3 rules on the projective plane, and nothing else', () => {
    expect(PROJECTIVE.every(projectiveTableApplies)).toBe(true);
    expect(projectiveTableApplies(makeRule(namedStencil('cross'), 'klein'))).toBe(false);
    expect(projectiveTableApplies(makeRule(namedStencil('cross'), 'torus'))).toBe(false);
    expect(projectiveTableApplies(makeRule(parseStencil('.#./###/#..'), 'projective'))).toBe(false);
  });

  it.each(PROJECTIVE.map((rule) => [ruleName(rule), rule] as const))('equals dense elimination on every size up to 16 × 16, as a table and row by row: %s', (_, rule) => {
    const want = dense(rule);
    // the exact callback is dense too, so that every entry the structured path declines is still checked
    expect(tableDifferences(projectiveNullityTable(rule, 16, 16, want), want)).toEqual([]);
    expect(tableDifferences(nullityTable(16, 16, { rule }), want)).toEqual([]);
    const rows = Array.from({ length: 16 }, (_, i) => nullityRow(i + 1, 1, 16, { rule }));
    expect(tableDifferences(rows, want)).toEqual([]);
  });

  it(`shares seams soundly: from ${SEAM_ROWS} chased rows a fold's seam depends on its orientation and ring only`, () => {
    for (const rule of PROJECTIVE) {
      const seen = new Map<string, string>();
      // every shape to 32 × 32, and the longer shapes the table probes for a ring (4n + 1, 4n + 3, 6n + 1), both ways
      const longer = (n: number): number[] => [4 * n + 1, 4 * n + 3, 6 * n + 1];
      const shapes = Array.from({ length: 30 }, (_, i) => i + 3).flatMap((n) => [
        ...Array.from({ length: 30 }, (_, j): [number, number] => [j + 3, n]),
        ...longer(n).flatMap((l): [number, number][] => [[l, n], [n, l]]),
      ]);
      for (const [rows, cols] of shapes) {
        const fold = projectiveFold(rule, rows, cols);
        if (!fold || fold.m < SEAM_ROWS) continue;
        const key = `${fold.transposed}:${fold.n}`;
        const seam = `${fold.presses.join()}|${fold.lights.join()}|${fold.g.g00}${fold.g.g01}${fold.g.g10}${fold.g.g11}`;
        expect(seen.get(key) ?? seam, `${ruleName(rule)} ${rows}×${cols}`).toBe(seam);
        seen.set(key, seam);
      }
      expect(seen.size, ruleName(rule)).toBeGreaterThan(30);
    }
  });

  it.each(PROJECTIVE.map((rule) => [ruleName(rule), rule] as const))("equals the fold's own elimination on every entry up to 40 × 40 (dense below 3): %s", (_, rule) => {
    // entries with both sides ≥ 3 that the path declines are recorded: only 3 × 3 (no shared seam) may be
    const declined: string[] = [];
    const exact = (m: number, n: number): number => {
      if (m >= 3 && n >= 3) declined.push(`${m}×${n}`);
      return dense(rule)(m, n);
    };
    const table = projectiveNullityTable(rule, 40, 40, exact);
    const want = (m: number, n: number): number => {
      const fold = projectiveFold(rule, m, n);
      return fold ? foldEliminationNullity(fold) : dense(rule)(m, n);
    };
    expect(tableDifferences(table, want)).toEqual([]);
    expect(declined.filter((shape) => shape !== '3×3')).toEqual([]);
  });

  it('is symmetric under transposition where the stencil is (checked per entry, not mirrored)', () => {
    for (const rule of PROJECTIVE) {
      const rows = Array.from({ length: 12 }, (_, i) => projectiveNullityRow(rule, i + 1, 1, 12, dense(rule)));
      const cols = Array.from({ length: 12 }, (_, j) => projectiveNullityRow(rule, j + 1, 1, 12, dense(rule)));
      expect(
        tableDifferences(rows, (m, n) => cols[n - 1]![m - 1]!),
        ruleName(rule),
      ).toEqual([]);
    }
  });

  it("equals the fold's own systems per size (not this path) in seeded tables and rows of every shape up to 40", () => {
    const random = testRandom(20261127);
    for (let k = 0; k < cases(3); k++) {
      for (const rule of PROJECTIVE) {
        const maxRows = 1 + Math.floor(random() * 40);
        const maxCols = 1 + Math.floor(random() * 40);
        const table = nullityTable(maxRows, maxCols, { rule });
        expect(table).toHaveLength(maxRows);
        for (const row of table) expect(row).toHaveLength(maxCols);
        for (let t = 0; t < 8; t++) {
          const [m, n] = [1 + Math.floor(random() * maxRows), 1 + Math.floor(random() * maxCols)];
          expect(table[m - 1]![n - 1], `${ruleName(rule)} ${m}×${n} in ${maxRows}×${maxCols}`).toBe(methodNullity(rule, m, n));
        }
        const from = 1 + Math.floor(random() * maxCols);
        const row = nullityRow(maxRows, from, maxCols, { rule });
        expect(row, `${ruleName(rule)} row ${maxRows}, ${from}..${maxCols}`).toEqual(table[maxRows - 1]!.slice(from - 1));
      }
    }
  });

  it("answers one size past the fold system's limit (diagonal and Moore from 2732² were refused by lazy chasing), as the fold's own orientation does", () => {
    for (const name of ['diagonal', 'moore'] as const) {
      const rule = makeRule(namedStencil(name), 'projective');
      const fold = projectiveFold(rule, 2735, 2735)!;
      const direct = projectiveNullity(fold, undefined, true);
      expect(direct, name).not.toBeNull();
      expect(nullity(2735, 2735, { rule }), name).toBe(direct);
    }
  });

  it('answers past 4096² where the small system is within its limit, and refuses by estimate where it is not', () => {
    const rule = (name: 'cross' | 'moore', center = true) => makeRule(namedStencil(name, { center }), 'projective');
    for (const [r, n] of [[rule('cross'), 10000], [rule('moore', false), 10000], [rule('moore'), 10000]] as const) {
      const fold = projectiveFold(r, n, n)!;
      expect(nullity(n, n, { rule: r }), `${ruleName(r)} ${n}²`).toBe(projectiveNullity(fold, undefined, true));
    }
    // Moore with 3 | n: the bad part is the whole ring, the system about 2n × 4n; declined before it is allocated
    expect(projectiveNullity(projectiveFold(rule('moore'), 9999, 9999)!, undefined, true)).toBeNull();
    expect(() => nullity(9999, 9999, { rule: rule('moore') })).toThrow(LimitError);
  });

  it('reports progress per row of the table and per entry of a row, and stops on abort', () => {
    const rule = PROJECTIVE[0]!;
    const seen: number[] = [];
    projectiveNullityTable(rule, 5, 7, dense(rule), { onProgress: (done, total) => seen.push(done, total) });
    expect(seen).toEqual([1, 5, 2, 5, 3, 5, 4, 5, 5, 5]);
    const entries: number[] = [];
    projectiveNullityRow(rule, 4, 3, 6, dense(rule), { onProgress: (done) => entries.push(done) });
    expect(entries).toEqual([1, 2, 3, 4]);
    const controller = new AbortController();
    controller.abort();
    expect(() => nullityTable(20, 20, { rule, signal: controller.signal })).toThrow();
  });
});
