import { readFileSync } from 'node:fs';
import type { ArgsDef, CommandDef } from 'citty';
import { describe, expect, it } from 'vitest';
import { COMMANDS, SUB_COMMANDS } from '../src/registry.ts';
import { root } from '../src/root.ts';
import { runCli } from './helpers.ts';

/** The registry is the one list of commands (issue 19): the README, help and completion say what it says. */

/** Each command's name and description, loaded from the registry. */
async function registered(): Promise<Array<[string, string]>> {
  return Promise.all(
    COMMANDS.map(async (name) => {
      const command = (await (SUB_COMMANDS[name] as () => Promise<CommandDef<ArgsDef>>)()) as CommandDef<ArgsDef>;
      const meta = await (typeof command.meta === 'function' ? command.meta() : command.meta);
      expect(meta?.name, name).toBe(name);
      return [name, meta?.description ?? ''] as [string, string];
    }),
  );
}

/** The rows of the command table under the README's `## Commands`: name and description, `\|` unescaped. */
function readmeTable(): Array<[string, string]> {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Commands\n'));
  return [...section.matchAll(/^\| `([a-z]+)` \| (.*) \|$/gm)].map((m) => [m[1]!, m[2]!.replaceAll('\\|', '|')]);
}

describe('the command registry', () => {
  it('is what the README lists, in order, with each command’s own description', async () => {
    expect(readmeTable()).toEqual(await registered());
  });

  it("is the root command's subcommands, and what help and completion offer", async () => {
    expect(Object.keys(root.subCommands as object)).toEqual(COMMANDS);
    const help = await runCli(['--help']);
    for (const [name, description] of await registered()) expect(help.stdout.replace(/\s+/g, ' '), name).toContain(`${name} ${description}`.replace(/\s+/g, ' '));
    // A completion candidate is `name<TAB>description` (fish shows the description); `help` comes after the commands.
    const completion = await runCli(['complete', '--', '']);
    const offered = completion.stdout.split('\n').filter((line) => line !== '' && !line.startsWith(':'));
    expect(offered.map((line) => line.split('\t')[0])).toEqual([...COMMANDS, 'help']);
  });
});
