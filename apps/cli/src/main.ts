import { type ArgsDef, type CommandDef, renderUsage, runCommand } from 'citty';
import { BrokenPipe, describeError, EXIT_USAGE, UsageError } from './errors.ts';
import { normalizeArgs } from './flags.ts';
import type { CliIO } from './io.ts';
import { root, VERSION } from './root.ts';

/** citty colours its usage text unless told not to; colours only belong on a terminal. */
function plain(text: string, io: CliIO, stream: 'stdout' | 'stderr'): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI colour codes
  return stream === 'stdout' && io.stdout.isTTY ? text : text.replace(/\u001b\[[0-9;]*m/g, '');
}

/**
 * Runs the CLI on `argv` (without `node` and the script) and returns the exit code: 0 success, 1 when `solve`
 * met an unsolvable grid, 2 for bad usage or bad input. Never throws and never prints a stack trace.
 *
 * Dispatch goes through citty's `runCommand` on the resolved subcommand rather than `runMain`, because
 * `runMain` exits with 1 on every error and accepts unknown flags; the run's streams travel as citty's `data`.
 */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    const first = argv.findIndex((a) => !a.startsWith('-') || a === '-');
    const name = first >= 0 ? argv[first]! : undefined;
    const before = first >= 0 ? argv.slice(0, first) : argv;
    if (before.includes('--help') || before.includes('-h')) {
      io.stdout.write(`${plain(await renderUsage(root), io, 'stdout')}\n`);
      return 0;
    }
    if (before.includes('--version') || before.includes('-v')) {
      io.stdout.write(`${VERSION}\n`);
      return 0;
    }
    if (before.length > 0) throw new UsageError(`unknown flag ${before[0]}; flags go after the command`);
    if (name === undefined) {
      io.stderr.write(`${plain(await renderUsage(root), io, 'stderr')}\n\n`);
      throw new UsageError('no command given; commands: solve, count, nullity, kernel, random, play');
    }
    const command = await findCommand(name);
    const rest = argv.slice(first + 1);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.stdout.write(`${plain(await renderUsage(command, root), io, 'stdout')}\n`);
      return 0;
    }
    const args = (await resolve(command.args)) ?? {};
    const rawArgs = normalizeArgs(name, rest, args);
    const { result } = await runCommand(command, { rawArgs, data: io });
    return typeof result === 'number' ? result : 0;
  } catch (error) {
    if (error instanceof BrokenPipe) return 0;
    if (io.env.LIGHTSOUT_DEBUG && error instanceof Error) io.stderr.write(`${error.stack}\n`);
    io.stderr.write(`${describeError(error)}\n`);
    return EXIT_USAGE;
  }
}

async function findCommand(name: string): Promise<CommandDef<ArgsDef>> {
  const commands = (await resolve(root.subCommands)) ?? {};
  const entry = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!entry) throw new UsageError(`unknown command '${name}'; commands: ${Object.keys(commands).join(', ')}`);
  return (await resolve(entry)) as CommandDef<ArgsDef>;
}

async function resolve<T>(value: T | Promise<T> | (() => T | Promise<T>) | undefined): Promise<T | undefined> {
  return typeof value === 'function' ? await (value as () => T | Promise<T>)() : await value;
}
