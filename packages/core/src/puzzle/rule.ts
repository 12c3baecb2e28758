import { assertStencil, namedStencil, type Stencil, transposeStencil } from './stencil.ts';
import { ArgumentError } from '../errors.ts';
import { describe } from '../validate.ts';
import { type Edges, isTopology, isTwisted, parseTopology, type Topology } from './topology.ts';

export { TOPOLOGIES, type Topology } from './topology.ts';

/** What a press does: a stencil of toggled offsets on a topology. */
export interface Rule {
  /** The toggled offsets. */
  readonly stencil: Stencil;
  /** The edge behaviour: a canonical topology (see {@link parseTopology}). */
  readonly topology: Topology;
  /**
   * True for the rule whose matrix is the transpose of `{ stencil, topology }`'s: a press toggles the cells
   * whose press would toggle it. {@link transposeRule} builds it for twisted surfaces, where no stencil does.
   */
  readonly reversed?: boolean;
}

/** The classic game: cross + centre on the plane. */
export const CLASSIC_RULE: Rule = Object.freeze({ stencil: namedStencil('cross'), topology: 'plane' });

/**
 * A rule from a stencil and a topology (plane by default): a name such as `mobius`, edges such as
 * `{ rows: 'twist', cols: 'clip' }`, or an edge pair `twist,clip` (lowercase; see {@link parseTopology}).
 *
 * @param stencil The cells a press toggles.
 * @param topology How the edges behave.
 * @returns A new rule, holding the canonical topology.
 * @throws {ArgumentError} for an unknown topology (the message lists the valid ones) or a stencil without offsets.
 * @throws {LimitError} for a stencil wider than 65 cells (`maxStencilSide`).
 */
export function makeRule(stencil: Stencil, topology: Topology | Edges | string = 'plane'): Rule {
  const rule = { stencil, topology: parseTopology(topology) };
  assertRule(rule);
  return rule;
}

/**
 * Checks a rule that may come from plain JavaScript or JSON: a known topology and a stencil of whole offsets.
 *
 * @param rule Any value.
 * @throws {ArgumentError} for anything else.
 * @throws {LimitError} for a stencil wider than 65 cells (`maxStencilSide`).
 */
export function assertRule(rule: Rule): void {
  if (!rule || typeof rule !== 'object') throw new ArgumentError(`expected a rule: { stencil, topology }, got ${describe(rule)}`);
  if (!isTopology(rule.topology)) throw new ArgumentError(`${typeof rule.topology === 'string' ? rule.topology : describe(rule.topology)} is not a canonical topology: ${canonicalHint(rule.topology)}`);
  if (rule.reversed !== undefined && typeof rule.reversed !== 'boolean') throw new ArgumentError('a rule\'s reversed, when given, is true or false');
  assertStencil(rule.stencil);
}

/** What the canonical value of a topology would be, for the message refusing a rule object. */
function canonicalHint(topology: unknown): string {
  try {
    return `write ${JSON.stringify(parseTopology(topology as string))}`;
  } catch (e) {
    return (e as Error).message;
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
    assertRule(rule);
    if (isTwisted(rule.topology)) {
      // a twisted seam mirrors the offsets that cross it, so Aᵀ is no stencil's matrix: mark the rule reversed
      transposed = rule.reversed ? { stencil: rule.stencil, topology: rule.topology } : { stencil: rule.stencil, topology: rule.topology, reversed: true };
      transposes.set(transposed, rule);
    } else {
      const stencil = rule.reversed ? rule.stencil : transposeStencil(rule.stencil);
      transposed = stencil === rule.stencil && !rule.reversed ? rule : { stencil, topology: rule.topology };
    }
    transposes.set(rule, transposed);
  }
  return transposed;
}

let crossOffsets: Stencil['offsets'] | undefined;

/**
 * True when the stencil is exactly cross + centre, whatever the topology.
 *
 * @param rule The stencil and topology.
 * @returns Whether it is the classic stencil.
 */
export function isCrossWithCenter(rule: Rule): boolean {
  const o = rule.stencil.offsets;
  crossOffsets ??= namedStencil('cross').offsets; // built once: every dispatch asks
  const want = crossOffsets;
  return o.length === want.length && o.every(([dr, dc], i) => dr === want[i]![0] && dc === want[i]![1]);
}

/**
 * A short human name such as `cross on plane` or `.#./##./... on torus`.
 *
 * @param rule The stencil and topology.
 * @returns The stencil's name, `on`, and the topology.
 */
export function ruleName(rule: Rule): string {
  assertRule(rule);
  return `${rule.reversed ? 'reversed ' : ''}${rule.stencil.name} on ${rule.topology}`;
}
