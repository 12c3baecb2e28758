import type { ArgsDef } from 'citty';
import { describe, expect, it } from 'vitest';
import { UsageError } from './errors.ts';
import { listFlags, normalizeArgs } from './flags.ts';

const def = {
  file: { type: 'positional', required: false },
  rule: { type: 'enum', options: ['cross', 'moore'] },
  center: { type: 'boolean', default: true },
  seed: { type: 'string', valueHint: 'S' },
  json: { type: 'boolean' },
} satisfies ArgsDef;

describe('normalizeArgs', () => {
  it('puts flags as --name=value first, then --, then positionals', () => {
    expect(normalizeArgs('x', ['a.txt', '--rule', 'moore', '--json', '--seed=7'], def)).toEqual(['--rule=moore', '--json', '--seed=7', '--', 'a.txt']);
  });

  it('keeps - and negative numbers as positionals, and takes a negative number as a value', () => {
    expect(normalizeArgs('x', ['-'], def)).toEqual(['--', '-']);
    expect(normalizeArgs('x', ['-3'], def)).toEqual(['--', '-3']);
    expect(normalizeArgs('x', ['--seed', '-3'], def)).toEqual(['--seed=-3', '--']);
  });

  it('accepts --no-X for booleans and --X=true|false', () => {
    expect(normalizeArgs('x', ['--no-center', '--json=false'], def)).toEqual(['--no-center', '--no-json', '--']);
    expect(normalizeArgs('x', ['--center=true'], def)).toEqual(['--center', '--']);
  });

  it('passes everything after -- as positionals', () => {
    expect(normalizeArgs('x', ['--', '--json'], def)).toEqual(['--', '--json']);
  });

  it('refuses unknown flags, --no- on non-booleans, missing values, bad enum values and extra positionals', () => {
    expect(() => normalizeArgs('x', ['--fast'], def)).toThrow(UsageError);
    expect(() => normalizeArgs('x', ['--no-seed'], def)).toThrow(/unknown flag --no-seed/);
    expect(() => normalizeArgs('x', ['--seed'], def)).toThrow('--seed needs a value (S)');
    expect(() => normalizeArgs('x', ['--seed', '--json'], def)).toThrow('--seed needs a value (S)');
    expect(() => normalizeArgs('x', ['--rule', 'hex'], def)).toThrow("--rule: unknown value 'hex'; accepted values: cross, moore");
    expect(() => normalizeArgs('x', ['a', 'b'], def)).toThrow("unexpected argument 'b'; 'x' takes [FILE]");
  });
});

describe('listFlags', () => {
  it('shows enum values, value hints and the negative form of default-on booleans', () => {
    expect(listFlags(def)).toBe('--rule cross|moore, --no-center, --seed S, --json');
  });
});
