import type { SubCommandsDef } from 'citty';

/**
 * Every command of `lightsout`, in the order help lists them, each module loaded only when its command runs.
 * citty's subcommands, `lightsout help`, shell completion, the "unknown command" message and the command table
 * of the README all come from this map (tests/registry.test.ts ties the README to it): a new command is its
 * file in `commands/` and one line here.
 */
const MODULES = {
  solve: () => import('./commands/solve.ts'),
  count: () => import('./commands/count.ts'),
  nullity: () => import('./commands/nullity.ts'),
  kernel: () => import('./commands/kernel.ts'),
  random: () => import('./commands/random.ts'),
  play: () => import('./commands/play.ts'),
  merge: () => import('./commands/merge.ts'),
  verify: () => import('./commands/verify.ts'),
  complete: () => import('./commands/complete.ts'),
};

/** A command's name. */
export type CommandName = keyof typeof MODULES;

/** The commands' names, in the order help lists them. */
export const COMMANDS = Object.keys(MODULES) as CommandName[];

/** The commands as citty's subcommands: each definition resolved when it is first needed. */
export const SUB_COMMANDS: SubCommandsDef = Object.fromEntries(COMMANDS.map((name) => [name, () => MODULES[name]().then((m) => m.default)]));
