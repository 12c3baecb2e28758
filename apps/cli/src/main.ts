import { quoteText } from '@lightsout/core/algebra';
import { type ArgsDef, type CommandDef, runCommand } from 'citty';
import { complete } from './completion.ts';
import { BrokenPipe, boundMessage, describeError, exitCodeOf, InputError, Interrupted, isOutOfMemory, OutputError, outOfMemoryReason, SIGNAL_EXITS, type StopSignal, shownArg, UsageError } from './errors.ts';
import { normalizeArgs } from './flags.ts';
import { helpText } from './help.ts';
import type { CliIO } from './io.ts';
import { JsonDocument } from './json.ts';
import { Output } from './output.ts';
import { COMMANDS } from './registry.ts';
import { LIMITS_HELP, ROOT_FLAGS, root, VERSION } from './root.ts';
import type { Run } from './run.ts';
import { didYouMean } from './suggest.ts';

/**
 * Runs the CLI on `argv` (without `node` and the script) and returns the exit code: 0 success, 1 when `solve`
 * met an unsolvable board, 2 for bad usage or bad input (the library's typed refusals included), 70 for a bug.
 * Never throws and never prints a stack trace (`LIGHTSOUT_DEBUG=1` adds one). With `--json`, stdout is one valid
 * JSON document whatever happens: a failed run closes it with an `"error"` member.
 *
 * Dispatch goes through citty's `runCommand` on the resolved subcommand rather than `runMain`, because
 * `runMain` exits with 1 on every error and accepts unknown flags; the run travels as citty's `data`.
 */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  // A closed stdout (`>&-`) would lose every result: exit 2 at the first one.
  const out = new Output(io.stdout, io.stdoutProblem);
  const json = wantsJson(argv) ? new JsonDocument(out) : null;
  const run: Run = { io, out, json };
  const stopSignals = catchSignals(io, out);
  try {
    const code = await dispatch(argv, run);
    await out.flush();
    // A signal that came as the last result was written still ends the run with its status.
    return out.stopping ? SIGNAL_EXITS[out.stopping] : code;
  } catch (error) {
    // Stopped while reading stdin: the read ends with a premature close, which is the signal's doing.
    const stopped = out.stopping !== null && !(error instanceof Interrupted) && !(error instanceof BrokenPipe);
    return await fail(stopped ? new Interrupted(out.stopping!) : error, run, argv);
  } finally {
    stopSignals();
  }
}

/**
 * SIGINT, SIGTERM and SIGHUP stop the run at its next record boundary (the output ends after a whole grid, a
 * `--json` document is closed with an error member) and exit 128 + the signal's number; stdin is closed, so a run
 * waiting for input (a terminal, a stalled pipe) stops too, and a second signal ends the process at once, by that
 * signal. Returns the function that removes the handlers.
 */
function catchSignals(io: CliIO, out: Output): () => void {
  const signals = io.signals;
  if (!signals) return () => {};
  const handlers = (Object.keys(SIGNAL_EXITS) as StopSignal[]).map((signal) => {
    const handler = (): void => {
      if (out.stopping === null) {
        out.interrupt(signal);
        // play's raw-mode terminal is restored by play itself.
        if (!(io.stdin as { isRaw?: boolean }).isRaw) io.stdin.destroy();
        return;
      }
      remove();
      signals.kill(signals.pid, signal);
    };
    return [signal, handler] as const;
  });
  const remove = (): void => {
    for (const [signal, handler] of handlers) signals.off(signal, handler);
  };
  for (const [signal, handler] of handlers) signals.on(signal, handler);
  return remove;
}

/** The root flags as typed: `--help`, `-h`, `--version`, `-V`, `-v`. */
const HELP_FLAGS: readonly string[] = [ROOT_FLAGS[0].flag, ...ROOT_FLAGS[0].short];
const VERSION_FLAGS: readonly string[] = [ROOT_FLAGS[1].flag, ...ROOT_FLAGS[1].short];

async function dispatch(argv: readonly string[], run: Run): Promise<number> {
  const { io, out } = run;
  const first = argv.findIndex((a) => !a.startsWith('-') || a === '-');
  const name = first >= 0 ? argv[first]! : undefined;
  const before = first >= 0 ? argv.slice(0, first) : argv;
  const rest = argv.slice(first + 1);
  if (before.some((a) => VERSION_FLAGS.includes(a))) {
    const other = argv.find((a) => !VERSION_FLAGS.includes(a));
    if (other !== undefined) throw new UsageError(`--version takes nothing else, found ${shownArg(other)}`);
    await out.text(`${VERSION}\n`);
    return 0;
  }
  const unknown = before.find((a) => !HELP_FLAGS.includes(a));
  if (unknown !== undefined) {
    const known = ROOT_FLAGS.flatMap((f) => [f.flag, ...f.short]);
    throw new UsageError(`unknown flag ${shownArg(unknown)}${didYouMean(unknown, known)}; flags of a command go after it (lightsout COMMAND --flag)`);
  }
  // `lightsout --help [COMMAND]` is `lightsout help [COMMAND]`.
  if (before.length > 0) return showHelp(run, name, name === undefined ? [] : rest);
  if (name === undefined) {
    note(io, `${await helpText(io, io.stderr, root, undefined, LIMITS_HELP)}\n\n`);
    throw new UsageError(`no command given; commands: ${COMMANDS.join(', ')}`);
  }
  if (name === 'help') return showHelp(run, rest[0], rest.slice(1));
  const command = await findCommand(name);
  const end = rest.indexOf('--');
  if ((end < 0 ? rest : rest.slice(0, end)).some((a) => HELP_FLAGS.includes(a))) {
    await out.text(`${await helpText(io, io.stdout, command, root)}\n`);
    return 0;
  }
  if (name === 'complete') {
    await complete(root, rest, out);
    return 0;
  }
  const args = (await resolve(command.args)) ?? {};
  const rawArgs = normalizeArgs(name, rest, args);
  const { result } = await runCommand(command, { rawArgs, data: run });
  return typeof result === 'number' ? result : 0;
}

/** `lightsout help [COMMAND]`: the help of the CLI or of one command, on stdout. */
async function showHelp(run: Run, name: string | undefined, extra: readonly string[]): Promise<number> {
  const { io, out } = run;
  if (extra.length > 0) throw new UsageError(`help takes one command, found a second argument ${shownArg(extra[0]!)}`);
  if (name === undefined) await out.text(`${await helpText(io, io.stdout, root, undefined, LIMITS_HELP)}\n`);
  else await out.text(`${await helpText(io, io.stdout, await findCommand(name), root)}\n`);
  return 0;
}

/** Reports `error` on stderr (one line, two for usage), closes the `--json` document, and returns the exit code. */
async function fail(error: unknown, run: Run, argv: readonly string[]): Promise<number> {
  const { io, out, json } = run;
  if (error instanceof BrokenPipe) return 0;
  const code = exitCodeOf(error);
  // A failed allocation outside any one board or graph: name the work by its command line.
  const message = boundMessage(isOutOfMemory(error) ? `lightsout: ${outOfMemoryReason(quoteText(['lightsout', ...argv].join(' '), 200))}` : describeError(error));
  if (!(error instanceof OutputError)) {
    try {
      // What was printed before the error (grids solved before a bad one) stays, and comes first.
      if (json) await json.fail({ code, message: message.split('\n')[0]!, ...where(error) });
      await out.flush();
    } catch {
      // stdout is gone too: the message on stderr is all that can be said.
    }
  }
  if (io.env.LIGHTSOUT_DEBUG && error instanceof Error) note(io, `${error.stack}\n`);
  note(io, `${message}\n`);
  return code;
}

/** The file and position of an input error, for the `--json` error member. */
function where(error: unknown): { file?: string; line?: number; column?: number } {
  if (!(error instanceof InputError)) return {};
  return error.line > 0 ? { file: error.file, line: error.line, column: error.column } : { file: error.file };
}

/** True when the command line asks for JSON output (`--json` or `-j`, before any `--`). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === '--json' || a === '--json=true' || a === '-j');
}

/** Writes to stderr; a stderr that cannot be written (`2>/dev/full`) must not change the exit code. */
function note(io: CliIO, text: string): void {
  try {
    io.stderr.write(text);
  } catch {
    // nowhere left to say it
  }
}

async function findCommand(name: string): Promise<CommandDef<ArgsDef>> {
  const commands = (await resolve(root.subCommands)) ?? {};
  const entry = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!entry) throw new UsageError(`unknown command ${quoteText(name)}${didYouMean(name, COMMANDS)}; commands: ${COMMANDS.join(', ')}, help`);
  return (await resolve(entry)) as CommandDef<ArgsDef>;
}

async function resolve<T>(value: T | Promise<T> | (() => T | Promise<T>) | undefined): Promise<T | undefined> {
  return typeof value === 'function' ? await (value as () => T | Promise<T>)() : await value;
}
