import { quoteText } from '@lightsout/core/algebra';
import type { ArgDef, ArgsDef } from 'citty';
import { shownArg, UsageError } from './errors.ts';
import { closest, didYouMean } from './suggest.ts';

/** Positionals that take any number of words (`solve a.txt b.txt`): only the last positional of a command may be. */
const VARIADIC = new WeakSet<ArgDef>();

/** Marks a positional as taking any number of words; the command reads them from citty's `args._`. */
export function variadic<T extends ArgDef>(def: T): T {
  VARIADIC.add(def);
  return def;
}

/** True for a positional marked by {@link variadic}. */
export function isVariadic(def: ArgDef): boolean {
  return VARIADIC.has(def);
}

/**
 * Checks a command line against a command's `ArgsDef` and rewrites it into an unambiguous form for citty:
 * `--name=value` flags, then `--`, then the positionals.
 *
 * citty 0.2 parses leniently (`node:util` parseArgs with `strict: false`): unknown flags are accepted silently
 * and `-3` is read as a flag. A Unix tool must refuse both, naming the flag and what it accepts (and the
 * closest flag, for a typo), so every token is checked here first. A token that looks like a negative number is
 * kept as a positional (or as the value of the flag before it) so that `nullity -3` reports a bad size rather
 * than an unknown flag. A flag given twice with different values (`--states 3 --states 5`) is refused: which
 * one was meant cannot be known; the same value twice is harmless and accepted.
 */
export function normalizeArgs(command: string, rawArgs: readonly string[], argsDef: ArgsDef): string[] {
  const flags: string[] = [];
  const given = new Map<string, { written: string; value: string }>();
  const positionals: string[] = [];
  const byName = new Map<string, [string, ArgDef]>();
  for (const [name, def] of Object.entries(argsDef)) {
    if (def.type === 'positional') continue;
    byName.set(name, [name, def]);
    const aliases = 'alias' in def && def.alias !== undefined ? (Array.isArray(def.alias) ? def.alias : [def.alias]) : [];
    for (const alias of aliases) byName.set(alias, [name, def]);
  }
  for (let i = 0; i < rawArgs.length; i++) {
    const token = rawArgs[i]!;
    if (token === '--') {
      positionals.push(...rawArgs.slice(i + 1));
      break;
    }
    if (token === '-' || !token.startsWith('-') || /^-\d/.test(token)) {
      positionals.push(token);
      continue;
    }
    const eq = token.indexOf('=');
    const written = eq >= 0 ? token.slice(0, eq) : token;
    const key = written.replace(/^--?/, '');
    let entry = byName.get(key);
    let negated = false;
    if (!entry && key.startsWith('no-')) {
      const positive = byName.get(key.slice(3));
      if (positive && positive[1].type === 'boolean') {
        entry = positive;
        negated = true;
      }
    }
    if (!entry) {
      const names = [...byName].flatMap(([n, [, d]]) => (d.type === 'boolean' ? [n, `no-${n}`] : [n]));
      const match = closest(key, names);
      const hint = match ? ` (did you mean --${match}?)` : '';
      throw new UsageError(`unknown flag ${shownArg(written)} for '${command}'${hint}; accepted flags: ${listFlags(argsDef)}`, command);
    }
    const [name, def] = entry;
    const repeat = (value: string): void => {
      const before = given.get(name);
      if (before && before.value !== value) {
        const show = (w: string, v: string): string => (def.type === 'boolean' ? w : `${w} ${shownArg(v)}`);
        throw new UsageError(`--${name} is given twice (${show(before.written, before.value)}, then ${show(written, value)}); give it once`, command);
      }
      given.set(name, { written, value });
    };
    if (def.type === 'boolean') {
      if (eq >= 0) {
        const value = token.slice(eq + 1);
        if (negated || (value !== 'true' && value !== 'false')) {
          throw new UsageError(`${written} takes no value, found ${quoteText(token.slice(eq + 1))}`, command);
        }
        repeat(value);
        flags.push(value === 'true' ? `--${name}` : `--no-${name}`);
      } else {
        repeat(negated ? 'false' : 'true');
        flags.push(negated ? `--no-${name}` : `--${name}`);
      }
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = token.slice(eq + 1);
    // A value never starts with `--` (that is the next flag, or the end of flags): `--seed=--x` writes one.
    else if (i + 1 < rawArgs.length && !rawArgs[i + 1]!.startsWith('--')) value = rawArgs[++i];
    if (value === undefined || value === '') {
      throw new UsageError(`${written} needs a value${describeAccepted(def)}`, command);
    }
    if (def.type === 'enum' && def.options && !def.options.includes(value)) {
      throw new UsageError(`${written}: unknown value ${quoteText(value)}${didYouMean(value, def.options)}; accepted values: ${def.options.join(', ')}`, command);
    }
    repeat(value);
    flags.push(`--${name}=${value}`);
  }
  const expected = Object.entries(argsDef).filter(([, def]) => def.type === 'positional');
  if (positionals.length > expected.length && !(expected.length > 0 && isVariadic(expected.at(-1)![1]))) {
    const extra = positionals[expected.length]!;
    const usage = expected.length === 0 ? 'no arguments' : expected.map(([n]) => `[${n.toUpperCase()}]`).join(' ');
    throw new UsageError(`unexpected argument ${quoteText(extra)}; '${command}' takes ${usage}`, command);
  }
  return [...flags, '--', ...positionals];
}

function describeAccepted(def: ArgDef): string {
  if (def.type === 'enum' && def.options) return `; accepted values: ${def.options.join(', ')}`;
  return def.valueHint ? ` (${def.valueHint})` : '';
}

/** `--a, --b <VALUE>, --no-c`: the flags a command accepts, for error messages. */
export function listFlags(argsDef: ArgsDef): string {
  const out: string[] = [];
  for (const [name, def] of Object.entries(argsDef)) {
    if (def.type === 'positional') continue;
    if (def.type === 'boolean') out.push(def.default === true ? `--no-${name}` : `--${name}`);
    else if (def.type === 'enum' && def.options) out.push(`--${name} ${def.options.join('|')}`);
    else out.push(`--${name} ${def.valueHint ?? 'VALUE'}`);
  }
  return out.join(', ');
}
