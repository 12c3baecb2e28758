import { describe, expect, it } from 'vitest';
import { tableDifferences } from '../../_test-support.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { denseMethod } from './dense.ts';
import { foldNullityTable } from './fold-nullity-table.ts';
import { ONE_ROW_MIN_COLS, THIN_TABLE_MIN_ROWS } from './fold-thin-table.ts';
import { twistProductMethod } from './twist-product.ts';
import { productTableNullity } from './twist-product-table.ts';
import { uprightRule } from './upright.ts';

const TWISTS = ['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const;
/** The named product rules (Moore, diagonal without centre) on both surfaces, either way up. */
const NAMED: Rule[] = [namedStencil('moore'), namedStencil('diagonal', { center: false })].flatMap((s) => TWISTS.map((t) => makeRule(s, t)));
/** The other products u(x)·v(y): lines (J = 0 or u = 1), pairs, x·(1 + y), (1 + x)·y. */
const OTHER: Rule[] = ['.#./.#./.#.', '.../###/...', '.#./.../.#.', '.../#.#/...', '#.#/#.#/#.#', '###/.../###'].flatMap((p) => TWISTS.map((t) => makeRule(parseStencil(p), t)));

/** Dense elimination's nullity of entries up to `cells` cells, twist-product's own (a plan per entry) wherever it applies. */
function references(rule: Rule, cells: number): { dense: (m: number, n: number) => number | null; plan: (m: number, n: number) => number | null } {
  return {
    dense: (m, n) => (m * n <= cells ? denseMethod.nullity({ rule, rows: m, cols: n }) : null),
    plan: (m, n) => (twistProductMethod.applies({ rule, rows: m, cols: n }) ? twistProductMethod.nullity({ rule, rows: m, cols: n }) : null),
  };
}

/** The entries of `table` (−1: left to the caller) that differ from `want` where both have a value. */
function differences(table: number[][], want: (m: number, n: number) => number | null): string[] {
  return tableDifferences(table, (m, n) => (table[m - 1]![n - 1]! < 0 ? -1 : (want(m, n) ?? table[m - 1]![n - 1]!)));
}

/** The plan, and a value too for the entries the thin passes fill (a twisted side of 1 or 2, the Klein bottle's one row). */
function taken(rule: Rule, plan: (m: number, n: number) => number | null): (m: number, n: number) => number | null {
  const { transposed, wraps } = uprightRule(rule)!;
  return (m, n) => {
    const [long, side] = transposed ? [n, m] : [m, n];
    const thin = (side <= 2 && long >= THIN_TABLE_MIN_ROWS) || (wraps && long === 1 && side >= ONE_ROW_MIN_COLS);
    return thin ? 0 : plan(m, n);
  };
}

/** The entries left to the caller (−1) that twist-product takes, and those taken that it does not. */
function leftOver(table: number[][], plan: (m: number, n: number) => number | null): string[] {
  // −1 wanted exactly where twist-product does not apply; elsewhere any value but −1 (a −1 there differs from 0)
  return tableDifferences(table, (m, n) => (plan(m, n) === null ? -1 : Math.max(table[m - 1]![n - 1]!, 0)));
}

describe('productTableNullity: product rules on the Möbius strip and the Klein bottle, a table from per-side data', () => {
  // one test per rule and surface: dense elimination is the reference up to 600 cells (some 0.5 s a case, idle)
  it.each(NAMED.map((rule) => [ruleName(rule), rule] as const))('%s: every entry up to 40 × 40 equals dense elimination (to 600 cells) and twist-product’s nullity', (name, rule) => {
    const table = foldNullityTable(rule, 40, 40, () => -1);
    const { dense, plan } = references(rule, 600);
    expect(differences(table, dense), name).toEqual([]);
    expect(differences(table, plan), name).toEqual([]);
    // the entries neither twist-product nor the thin pass takes (a short twisted side below 3, one wrapping row) are the caller’s, and only those
    expect(leftOver(table, taken(rule, plan)), name).toEqual([]);
  });

  it.each(NAMED.map((rule) => [ruleName(rule), rule] as const))('%s: a 96 × 96 table equals twist-product’s nullity entry by entry (the sides’ periods past 40)', (name, rule) => {
    const table = foldNullityTable(rule, 96, 96, () => -1);
    const { plan } = references(rule, 0);
    expect(differences(table, plan), name).toEqual([]);
    expect(leftOver(table, taken(rule, plan)), name).toEqual([]);
  });

  it('the other product stencils: every entry up to 40 × 40 equals twist-product’s nullity, and dense elimination to 240 cells', () => {
    for (const rule of OTHER) {
      const table = foldNullityTable(rule, 40, 40, () => -1);
      const { dense, plan } = references(rule, 240);
      expect(differences(table, dense), ruleName(rule)).toEqual([]);
      expect(differences(table, plan), ruleName(rule)).toEqual([]);
      expect(leftOver(table, taken(rule, plan)), ruleName(rule)).toEqual([]);
    }
  });

  it('leaves the sizes twist-product does not take to the caller', () => {
    const entry = productTableNullity(uprightRule(makeRule(namedStencil('moore'), 'klein'))!);
    expect(entry(9, 2)).toBeNull(); // a twisted side of 2
    expect(entry(1, 9)).toBeNull(); // one wrapping row
    expect(entry(2, 9)).not.toBeNull(); // two wrapping rows are two clipped ones
    expect(entry(9, 3)).not.toBeNull();
  });
});
