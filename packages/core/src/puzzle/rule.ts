import { namedStencil, type Stencil, transposeStencil } from './stencil.ts';
import { ArgumentError } from '../errors.ts';
import { isTopology, TOPOLOGIES, type Topology } from './topology.ts';

export { TOPOLOGIES, type Topology, wrapsCols, wrapsRows } from './topology.ts';

/** What a press does: a stencil of toggled offsets on a topology. */
export interface Rule {
  /** The toggled offsets. */
  readonly stencil: Stencil;
  /** The edge behaviour. */
  readonly topology: Topology;
}

/** The classic game: cross + centre on the plane. */
export const CLASSIC_RULE: Rule = Object.freeze({ stencil: namedStencil('cross'), topology: 'plane' });

/**
 * A rule from a stencil and a topology (plane by default).
 *
 * @param stencil The cells a press toggles.
 * @param topology How the edges behave.
 * @returns A new rule.
 * @throws {ArgumentError} for a topology that is not one of {@link TOPOLOGIES} or a stencil without offsets.
 */
export function makeRule(stencil: Stencil, topology: Topology = 'plane'): Rule {
  const rule = { stencil, topology };
  assertRule(rule);
  return rule;
}

/**
 * Checks a rule that may come from plain JavaScript or JSON: a known topology and a stencil of whole offsets.
 *
 * @param rule Any value.
 * @throws {ArgumentError} for anything else.
 */
export function assertRule(rule: Rule): void {
  if (!rule || typeof rule !== 'object') throw new ArgumentError('expected a rule: { stencil, topology }');
  if (!isTopology(rule.topology)) throw new ArgumentError(`unknown topology ${JSON.stringify(rule.topology)}; expected one of ${TOPOLOGIES.join(', ')}`);
  const offsets = rule.stencil?.offsets;
  if (!Array.isArray(offsets) || offsets.length === 0) throw new ArgumentError('a rule needs a stencil with at least one offset');
  for (const o of offsets) {
    if (!Array.isArray(o) || !Number.isSafeInteger(o[0]) || !Number.isSafeInteger(o[1])) throw new ArgumentError(`stencil offset ${JSON.stringify(o)} is not a pair of whole numbers`);
  }
}

const transposes = new WeakMap<Rule, Rule>();

/**
 * The rule whose matrix is the transpose of `rule`'s; the same rule when the stencil is symmetric.
 *
 * @param rule The stencil and topology.
 * @returns The transposed rule, the same object on every call for the same rule.
 */
export function transposeRule(rule: Rule): Rule {
  let transposed = transposes.get(rule);
  if (!transposed) {
    const stencil = transposeStencil(rule.stencil);
    transposed = stencil === rule.stencil ? rule : { stencil, topology: rule.topology };
    transposes.set(rule, transposed);
  }
  return transposed;
}

/**
 * True when the stencil is exactly cross + centre, whatever the topology.
 *
 * @param rule The stencil and topology.
 * @returns Whether it is the classic stencil.
 */
export function isCrossWithCenter(rule: Rule): boolean {
  const o = rule.stencil.offsets;
  const want = namedStencil('cross').offsets;
  return o.length === want.length && o.every(([dr, dc], i) => dr === want[i]![0] && dc === want[i]![1]);
}

/**
 * A short human name such as `cross on plane` or `.#./##./... on torus`.
 *
 * @param rule The stencil and topology.
 * @returns The stencil's name, `on`, and the topology.
 */
export function ruleName(rule: Rule): string {
  return `${rule.stencil.name} on ${rule.topology}`;
}
