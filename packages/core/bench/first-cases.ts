import type { BenchCase } from './cases.ts';
import { ringChaseMethod, torusRingMethod } from '../src/algebra.ts';
import { type Board, makeRule, namedStencil, type Rule, randomSolvableBoard, seededRandom, solve, type StencilName, type TopologyName } from '../src/index.ts';

/**
 * First solves (issue #24): every timed run builds a new rule object, so nothing prepared for a shape is reused
 * (the per-rule memos of ring-chase's plan, torus-ring's triangular form and the registry's choice all miss) and the
 * run pays the per-shape preparation, as a single CLI `solve` does.
 */

const random = seededRandom('first-solve bench');

/** The rules ring-chase prepares for on square boards (its plan: Φ by chasing unit rows, then the ring system). */
const FIRST_RULES: ReadonlyArray<readonly [StencilName, boolean, TopologyName]> = [
  ['cross', true, 'torus'],
  ['cross', false, 'torus'],
  ['moore', false, 'cylinder'],
  ['diagonal', true, 'torus'],
];

const fresh = (name: StencilName, center: boolean, topology: TopologyName): Rule => makeRule(namedStencil(name, { center }), topology);

/** `solve()` (verified) of one board with a new rule object per run. */
function firstSolveCase(name: StencilName, center: boolean, topology: TopologyName, side: number): BenchCase {
  const label = `${name}${center ? '' : '-nc'}/${topology}`;
  return {
    name: `first${side} ${label}`,
    method: `first solve() (new rule object per run, verified), ${label}`,
    size: `${side}×${side}`,
    runs: side > 4096 ? 5 : 11,
    ratioTo: `first${side} cross/torus methods [torus-ring]`,
    prepare() {
      const board: Board = randomSolvableBoard(side, side, { random, rule: fresh(name, center, topology) });
      return () => {
        const r = solve(board, { rule: fresh(name, center, topology) });
        if (!r.solvable) throw new Error('benchmark board should be solvable');
        return r;
      };
    },
  };
}

/** Cross on the torus: ring-chase's prepare + solve against torus-ring's, alternately, each on a new rule object. */
function crossTorusMethodsCase(side: number): BenchCase {
  return {
    name: `first${side} cross/torus methods`,
    method: 'first prepare + solve (new rule object per run, unverified), cross/torus',
    size: `${side}×${side}`,
    runs: side > 4096 ? 5 : 11,
    series: ['ring-chase', 'torus-ring'],
    prepare() {
      const board: Board = randomSolvableBoard(side, side, { random, rule: fresh('cross', true, 'torus') });
      return (turn) => {
        const method = turn === 0 ? ringChaseMethod : torusRingMethod;
        const presses = method.prepare({ rule: fresh('cross', true, 'torus'), rows: side, cols: side }).solve(board);
        if (!presses) throw new Error('benchmark board should be solvable');
        return presses;
      };
    },
  };
}

/**
 * First solves at 1000², 2048² and 8192²: cross/torus by both ring methods, then `solve()` of each rule (rows print
 * their ratio to torus-ring's first prepare + solve of the same size).
 */
export const FIRST_CASES: BenchCase[] = [1000, 2048, 8192].flatMap((side) => [
  crossTorusMethodsCase(side),
  ...FIRST_RULES.map(([name, center, topology]) => firstSolveCase(name, center, topology, side)),
]);
