import { type GraphGame, MAX_STATES, makeRule, namedStencil, parseStencil, parseTopology, type Rule, StencilFormatError, type StencilName, TOPOLOGIES, type Topology } from '@lightsout/core';
import { quoteText, TOPOLOGY_VALUES } from '@lightsout/core/algebra';
import { UsageError } from './errors.ts';
import { wholeNumber } from './sizes.ts';
import { didYouMean } from './suggest.ts';

/*
 * The puzzle the flags describe: the rule (`--rule`, `--stencil`, `--no-center`, `--topology`), the number of
 * states (`--states`), the graph game (`--graph`, `--game`), and from them the run's kind of grid board.
 */

/** The parsed rule flags. */
export interface RuleFlags {
  rule?: string | undefined;
  center?: boolean | undefined;
  stencil?: string | undefined;
  topology?: string | undefined;
}

/** The rule the flags describe; conflicting or malformed flags are {@link UsageError}s. */
export function ruleFromFlags(flags: RuleFlags, command: string): Rule {
  const topology = topologyFromFlag(flags.topology ?? 'plane', command);
  if (flags.stencil !== undefined) {
    if (flags.rule !== undefined) throw new UsageError('--stencil and --rule both choose the stencil; give one of them', command);
    if (flags.center === false) {
      throw new UsageError("--no-center goes with --rule; with --stencil, make the middle cell '.'", command);
    }
    try {
      return makeRule(parseStencil(flags.stencil), topology);
    } catch (error) {
      if (error instanceof StencilFormatError) throw new UsageError(`--stencil ${quoteText(flags.stencil)}: ${error.message}`, command);
      throw error;
    }
  }
  const name = (flags.rule ?? 'cross') as StencilName;
  return makeRule(namedStencil(name, { center: flags.center !== false }), topology);
}

/** The topology `--topology` names: a name of the core table or edges ROWS,COLS, read by core's parseTopology. */
function topologyFromFlag(text: string, command: string): Topology {
  try {
    return parseTopology(text);
  } catch {
    const accepted = `${TOPOLOGIES.join(', ')}, or edges ROWS,COLS (each clip, wrap or twist)`;
    throw new UsageError(`--topology: unknown value ${quoteText(text)}${didYouMean(text, TOPOLOGY_VALUES)}; accepted values: ${accepted}`, command);
  }
}

/** The number of states from `--states`: a whole number from 2 to 255, 2 when not given. */
export function parseStates(text: string | undefined, command: string): number {
  if (text === undefined) return 2;
  const value = wholeNumber(text);
  if (!(value >= 2 && value <= MAX_STATES)) {
    throw new UsageError(`--states must be a whole number from 2 to ${MAX_STATES}, found ${quoteText(text)}`, command);
  }
  return value;
}

/** The parsed graph flags. */
export interface GraphFlags extends RuleFlags {
  graph?: string | undefined;
  game?: string | undefined;
}

/**
 * The game `--game` names, after checking that no grid flag came with `--graph` (a graph has no stencil or
 * topology: its edges say what a press reaches) and that `--game` came with `--graph`.
 */
export function gameFromFlags(flags: GraphFlags, command: string): GraphGame {
  if (flags.graph === undefined) {
    if (flags.game !== undefined) throw new UsageError('--game goes with --graph FILE; on grids, --no-center leaves the pressed cell out', command);
    return 'sigma-plus';
  }
  const grid = [
    flags.rule !== undefined && '--rule',
    flags.stencil !== undefined && '--stencil',
    flags.topology !== undefined && '--topology',
    flags.center === false && '--no-center',
  ].filter((f): f is string => f !== false);
  if (grid.length > 0) {
    const hint = grid.includes('--no-center') ? "; for presses that leave their vertex out, use '--game sigma'" : '';
    throw new UsageError(`${grid.join(', ')} ${grid.length === 1 ? 'describes' : 'describe'} grids and cannot go with --graph: a graph's edges say what a press reaches${hint}`, command);
  }
  return (flags.game ?? 'sigma-plus') as GraphGame;
}

/** Refuses flags of the grid form of a command when `--graph` is given. */
export function refuseWithGraph(given: Record<string, unknown>, command: string): void {
  for (const [flag, value] of Object.entries(given)) {
    if (value !== undefined && value !== false) throw new UsageError(`${flag} cannot go with --graph: the graph file is the whole input`, command);
  }
}

/**
 * The kind of grid board a run plays, chosen once from the flags: the rule and the number of states. It is the
 * core's own choice of kind, `{ rule, states }` as its shape queries take it; the core's front doors (`solve`,
 * `Solver`, `SolvabilityChecker`, `nullity`) take a `Board` (two states, bit-packed) or a `StateBoard` (K > 2).
 */
export interface GridKind {
  /** The rule every board is played under. */
  readonly rule: Rule;
  /** The number of states K, 2 to 255. */
  readonly states: number;
}

/** Runs `body` with the kind of grid the flags choose (`--states K`, then the rule flags); bad flags are {@link UsageError}s. */
export function withGridKind<R>(flags: RuleFlags & { states?: string | undefined }, command: string, body: (kind: GridKind) => R): R {
  const states = parseStates(flags.states, command);
  return body({ rule: ruleFromFlags(flags, command), states });
}
