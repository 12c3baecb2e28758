import { TOPOLOGY_VALUES } from '@lightsout/core/algebra';
import type { ArgDef, ArgsDef, CommandDef } from 'citty';
import { completionScript, SHELLS, type Shell } from './completion-scripts.ts';
import { shownArg, UsageError } from './errors.ts';
import { isVariadic } from './flags.ts';
import type { Output } from './output.ts';
import { ROOT_FLAGS } from './root.ts';

export { SHELLS } from './completion-scripts.ts';

/** The line that tells the shell's script to complete file names too (besides any other candidates). */
export const FILES_DIRECTIVE = ':files';

/** A command as completion sees it: its description and flags, straight from its citty definition. */
interface CommandInfo {
  readonly description: string;
  readonly args: ArgsDef;
}

/**
 * `lightsout complete SHELL` prints the shell's completion script; the script calls `lightsout complete --
 * WORDS…` on every Tab, which prints the candidates for the last word, one per line as `value<TAB>description`,
 * and the line `:files` when file names fit there. Candidates come from the same `ArgsDef`s the parser checks
 * against, so completion offers exactly the flags and values the parser accepts.
 */
export async function complete(root: CommandDef<ArgsDef>, args: readonly string[], out: Output): Promise<void> {
  const [first, ...rest] = args;
  if (first === '--') {
    const commands = await commandInfos(root);
    await out.text(candidates(commands, rest).join(''));
    return;
  }
  if (first === undefined || !(SHELLS as readonly string[]).includes(first)) {
    const found = first === undefined ? '' : `, found ${shownArg(first)}`;
    throw new UsageError(`complete needs a shell: ${SHELLS.join(', ')}${found}; e.g. 'lightsout complete bash > ~/.lightsout-completion.bash'`, 'complete');
  }
  if (rest.length > 0) throw new UsageError(`complete takes one shell, found a second argument ${shownArg(rest[0]!)}`, 'complete');
  await out.text(completionScript(first as Shell));
}

/** The candidate lines for the last of `words` (the words after `lightsout`, the last one being completed). */
export function candidates(commands: ReadonlyMap<string, CommandInfo>, words: readonly string[]): string[] {
  const current = words.at(-1) ?? '';
  const before = words.slice(0, -1);
  const lines = (values: Iterable<readonly [string, string]>, prefix = current): string[] => {
    const out: string[] = [];
    for (const [value, description] of values) if (value.startsWith(prefix)) out.push(description ? `${value}\t${description}\n` : `${value}\n`);
    return out;
  };
  if (before.length === 0) {
    if (current.startsWith('-')) return lines(ROOT_FLAGS.map(({ flag, description }) => [flag, description]));
    return lines([...[...commands].map(([name, info]) => [name, info.description] as const), ['help', 'Help for lightsout or one of its commands']]);
  }
  const name = before[0]!;
  if (name === 'help') return before.length === 1 ? lines([...commands.keys()].map((c) => [c, ''])) : [];
  if (name === 'complete') return before.length === 1 && !current.startsWith('-') ? lines(SHELLS.map((s) => [s, ''])) : [];
  const command = commands.get(name);
  if (!command) return [];
  const ended = before.includes('--');
  // bash splits `--rule=mo` into `--rule`, `=`, `mo`: the flag is then two words back.
  const equals = before.at(-1) === '=' ? 2 : current === '=' ? 1 : 0;
  const flagWord = equals > 0 ? before.at(-equals) : before.at(-1);
  const valueDef = !ended && flagWord !== undefined ? valueFlag(command.args, flagWord) : undefined;
  if (valueDef && (equals > 0 || !before.at(-1)!.includes('='))) {
    const prefix = current === '=' ? '' : current;
    const values = valuesOf(valueDef);
    if (values) return lines(values.map((o) => [current === '=' ? `=${o}` : o, '']), current === '=' ? '=' : prefix);
    return valueDef.valueHint === 'FILE' ? [`${FILES_DIRECTIVE}\n`] : [];
  }
  if (!ended && current.startsWith('--') && current.includes('=')) {
    const flag = current.slice(0, current.indexOf('='));
    const def = valueFlag(command.args, flag);
    const values = def && valuesOf(def);
    if (values) return lines(values.map((o) => [`${flag}=${o}`, '']));
    return def?.valueHint === 'FILE' ? [`${FILES_DIRECTIVE}\n`] : [];
  }
  if (!ended && current.startsWith('-')) {
    const given = new Set(before.map((w) => w.split('=')[0]));
    return lines(flagNames(command.args).filter(([flag]) => !given.has(flag)));
  }
  // The positional being typed: a FILE slot (the `file` positional, any number of them when variadic) takes file names.
  const positionals = Object.entries(command.args).filter(([, def]) => def.type === 'positional');
  const taken = positionalCount(command.args, before.slice(1));
  const slot = positionals[Math.min(taken, positionals.length - 1)];
  const fileSlot = slot !== undefined && slot[0] === 'file' && (taken < positionals.length || isVariadic(slot[1]));
  return fileSlot ? [`${FILES_DIRECTIVE}\n`] : [];
}

/** Every flag of a command as typed, with its description: `--name`, `--no-name` for booleans that default to true. */
function flagNames(args: ArgsDef): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [name, def] of Object.entries(args)) {
    if (def.type === 'positional') continue;
    if (def.type === 'boolean' && def.default === true) out.push([`--no-${name}`, firstSentence(def.negativeDescription ?? '')]);
    else out.push([`--${name}`, firstSentence(def.description ?? '')]);
  }
  out.push(['--help', 'Show this command’s help']);
  return out;
}

/** Values of a flag that are given by value hint rather than as an enum (the core's lists). */
const HINTED_VALUES: Readonly<Record<string, readonly string[]>> = { SURFACE: TOPOLOGY_VALUES };

/** The values a flag takes, when they form a list: an enum's options, or a hinted list such as the surfaces. */
function valuesOf(def: ArgDef): readonly string[] | undefined {
  if (def.type === 'enum' && def.options) return def.options;
  return def.valueHint === undefined ? undefined : HINTED_VALUES[def.valueHint];
}

/** The definition of the value-taking flag `word` names (`--rule`, `-r`), or undefined. */
function valueFlag(args: ArgsDef, word: string): ArgDef | undefined {
  if (!word.startsWith('-')) return undefined;
  const key = word.replace(/^--?/, '');
  for (const [name, def] of Object.entries(args)) {
    if (def.type !== 'string' && def.type !== 'enum') continue;
    const aliases = def.alias === undefined ? [] : Array.isArray(def.alias) ? def.alias : [def.alias];
    if (name === key || aliases.includes(key)) return def;
  }
  return undefined;
}

/** How many positionals `words` (the words after the command) hold: flag values and `=` pieces are not positionals. */
function positionalCount(args: ArgsDef, words: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '=' || words[i - 1] === '=') continue;
    if (word === '--') return count + words.length - i - 1;
    if (word.startsWith('-') && word !== '-') {
      if (!word.includes('=') && valueFlag(args, word) && words[i + 1] !== '=') i++;
      continue;
    }
    count++;
  }
  return count;
}

function firstSentence(text: string): string {
  const cut = text.search(/[:;(]/);
  return (cut > 0 ? text.slice(0, cut) : text).trim();
}

/** Each command's description and flags, from its definition (every command module is loaded). */
async function commandInfos(root: CommandDef<ArgsDef>): Promise<Map<string, CommandInfo>> {
  const resolve = async <T>(value: T | Promise<T> | (() => T | Promise<T>)): Promise<T> => (typeof value === 'function' ? await (value as () => T | Promise<T>)() : await value);
  const subCommands = (root.subCommands ? await resolve(root.subCommands) : {}) as Record<string, unknown>;
  const infos = new Map<string, CommandInfo>();
  for (const [name, entry] of Object.entries(subCommands)) {
    const command = (await resolve(entry)) as CommandDef<ArgsDef>;
    const meta = command.meta ? await resolve(command.meta) : {};
    const args = command.args ? await resolve(command.args) : {};
    infos.set(name, { description: firstSentence(meta.description ?? ''), args });
  }
  return infos;
}
