import { TOPOLOGY_VALUES } from '@lightsout/core';
import type { ArgsDef, CommandDef } from 'citty';
import { UsageError } from './errors.ts';
import type { Output } from './output.ts';

/** The shells `lightsout complete SHELL` writes a script for. */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;

/**
 * `lightsout complete bash|zsh|fish` prints the shell's completion script; the script calls
 * `lightsout complete -- WORDS…`, which prints the candidates for the last word. Both come from bombshell's
 * `tab` (its citty adapter reads the commands and flags from the command definitions, so completion never drifts
 * from the CLI); enum flags (`--rule`, `--topology`…) complete their values.
 *
 * `tab` prints with `console.log`; the output is taken from there and written to the run's stdout.
 */
export async function complete(root: CommandDef<ArgsDef>, args: readonly string[], out: Output): Promise<void> {
  const { default: tab } = await import('@bomb.sh/tab/citty');
  const shell = args[0];
  if (shell !== '--' && !(SHELLS as readonly string[]).includes(shell ?? '')) {
    throw new UsageError(`complete needs a shell (${SHELLS.join(', ')}), or -- and the words to complete; e.g. 'lightsout complete bash > ~/.lightsout-completion.bash'`, 'complete');
  }
  const completion = await tab(root, await enumValues(root));
  const printed: string[] = [];
  const log = console.log;
  console.log = (...parts: unknown[]) => {
    printed.push(parts.map(String).join(' '));
  };
  try {
    if (shell === '--') completion.parse([...args.slice(1)]);
    else {
      const script = await import('@bomb.sh/tab');
      script.script(shell!, 'lightsout', 'lightsout');
    }
  } finally {
    console.log = log;
  }
  await out.text(printed.map((line) => `${line}\n`).join(''));
}

/** `tab`'s per-command option handlers that offer each enum flag's values. */
async function enumValues(root: CommandDef<ArgsDef>): Promise<{ subCommands: Record<string, { options: Record<string, (complete: (value: string, description: string) => void) => void> }> }> {
  const commands = (typeof root.subCommands === 'function' ? await root.subCommands() : await root.subCommands) ?? {};
  const subCommands: Record<string, { options: Record<string, (complete: (value: string, description: string) => void) => void> }> = {};
  for (const [name, entry] of Object.entries(commands)) {
    const command = (typeof entry === 'function' ? await entry() : await entry) as CommandDef<ArgsDef>;
    const args = (typeof command.args === 'function' ? await command.args() : await command.args) ?? {};
    const options: Record<string, (complete: (value: string, description: string) => void) => void> = {};
    for (const [flag, def] of Object.entries(args)) {
      if (def.type === 'enum' && def.options) options[flag] = (add) => def.options!.forEach((value) => add(value, ''));
      if (flag === 'topology') options[flag] = (add) => TOPOLOGY_VALUES.forEach((value) => add(value, '')); // names and edge pairs, from core
    }
    subCommands[name] = { options };
  }
  return { subCommands };
}
