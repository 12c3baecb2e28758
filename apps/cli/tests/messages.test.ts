import { describe, expect, it } from 'vitest';
import { boundMessage, MAX_MESSAGE_CHARS } from '../src/errors.ts';
import { runCli } from './helpers.ts';

/** Every line of stderr is bounded, whatever the input's size. */
function expectBounded(stderr: string): void {
  for (const line of stderr.split('\n')) expect(line.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS + 40);
}

describe('long input is shortened in messages, as the README promises', () => {
  it('a 3-million-character JSON key: the located message keeps its start, end and length', async () => {
    const key = `a${'x'.repeat(3_000_000)}z`;
    const { code, stderr } = await runCli(['solve', '--graph', '-'], `{"${key}": 1}`);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^<stdin>:1:2: a/);
    expect(stderr).toMatch(/\(\d+ characters\)\n$/);
    expectBounded(stderr);
  });

  const long = '7'.repeat(100_000);
  // one test per command line (LONG: 100,000 characters): each spawns the CLI, and has the whole time limit to
  // itself on a busy machine
  it.each([
    ['complete LONG', ['complete', long]],
    ['complete bash LONG', ['complete', 'bash', long]],
    ['help LONG', ['help', long]],
    ['--version LONG', ['--version', long]],
    ['count --LONG', ['count', `--${long}`]],
    ['count --rule LONG', ['count', '--rule', long]],
    ['nullity LONG', ['nullity', long]],
    ['random 2 --density LONG', ['random', '2', '--density', long]],
  ])('command-line words: %s', async (_name, argv) => {
    const { code, stderr } = await runCli(argv);
    expect(code).toBe(2);
    expect(stderr.length).toBeLessThan(1000);
  });

  it('boundMessage leaves short lines alone and cuts long ones in the middle', () => {
    expect(boundMessage('a\nb')).toBe('a\nb');
    const cut = boundMessage(`start${'.'.repeat(5000)}end`);
    expect(cut.startsWith('start')).toBe(true);
    expect(cut.endsWith('end (5008 characters)')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS + 40);
  });
});
