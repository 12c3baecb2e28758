import { createRequire } from 'node:module';
import { defineCommand } from 'citty';

/** The CLI's version, read from its package.json (one level above both src/ and dist/). */
export const VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/** The `lightsout` command; each subcommand's module loads only when it runs. */
export const root = defineCommand({
  meta: {
    name: 'lightsout',
    version: VERSION,
    description: 'Solve, count, analyse and generate Lights Out boards',
  },
  subCommands: {
    solve: () => import('./commands/solve.ts').then((m) => m.default),
    count: () => import('./commands/count.ts').then((m) => m.default),
    nullity: () => import('./commands/nullity.ts').then((m) => m.default),
    kernel: () => import('./commands/kernel.ts').then((m) => m.default),
    random: () => import('./commands/random.ts').then((m) => m.default),
    play: () => import('./commands/play.ts').then((m) => m.default),
  },
});
