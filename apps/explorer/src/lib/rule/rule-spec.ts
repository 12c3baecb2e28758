import { type Rule, makeRule, namedStencil, parseStencil, STENCIL_NAMES, type StencilName, type Topology } from '@lightsout/core';
import { TOPOLOGY_VALUES } from '@lightsout/core/algebra';

/** The stencil menu: the named neighbourhoods, or a custom pattern drawn by the user. */
export type StencilChoice = StencilName | 'custom';

/**
 * A rule as the UI holds it (plain data, so it fits in the URL and crosses to the worker):
 * a named stencil with or without its centre, or a custom pattern such as `.#./###/.#.`, on a topology.
 */
export interface RuleSpec {
  /** Which stencil. */
  readonly stencil: StencilChoice;
  /** For the named stencils: whether a press toggles its own cell. Ignored for custom patterns. */
  readonly center: boolean;
  /** For `custom`: the pattern, rows split by `/`, `#` toggled, the middle cell is the pressed one. */
  readonly pattern: string;
  /** Edge behaviour. */
  readonly topology: Topology;
}

/** The classic game: cross with centre on the plane. */
export const CLASSIC_SPEC: RuleSpec = Object.freeze({ stencil: 'cross', center: true, pattern: '.#./###/.#.', topology: 'plane' });

/** The core rule a spec stands for; throws `StencilFormatError` for a malformed custom pattern. */
export function toRule(spec: RuleSpec): Rule {
  const stencil = spec.stencil === 'custom' ? parseStencil(spec.pattern) : namedStencil(spec.stencil, { center: spec.center });
  return makeRule(stencil, spec.topology);
}

/** True for cross + centre on the plane, the rule with the fastest atlas. */
export function isClassic(spec: RuleSpec): boolean {
  return spec.stencil === 'cross' && spec.center && spec.topology === 'plane';
}

/** True when the two specs describe the same rule. */
export function sameRule(a: RuleSpec, b: RuleSpec): boolean {
  return (
    a.stencil === b.stencil &&
    a.topology === b.topology &&
    (a.stencil === 'custom' ? a.pattern === b.pattern : a.center === b.center)
  );
}

/** A short label such as `cross, no centre, torus` or `custom .#./###/.#., plane`. */
export function ruleLabel(spec: RuleSpec): string {
  if (spec.stencil === 'custom') return `custom ${spec.pattern}, ${spec.topology}`;
  return `${spec.stencil}${spec.center ? '' : ', no centre'}, ${spec.topology}`;
}

/** True when `text` names a stencil choice. */
export function isStencilChoice(text: string): text is StencilChoice {
  return text === 'custom' || (STENCIL_NAMES as readonly string[]).includes(text);
}

/** True when `text` is a topology as core writes it: a name, or the edges `rows,cols` of an unnamed pair. */
export function isTopology(text: string): text is Topology {
  return (TOPOLOGY_VALUES as readonly string[]).includes(text);
}
