import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

/** The text split into `size`-character chunks, so grids, rows and headers straddle chunk boundaries. */
function chunked(text: string, size: number): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < text.length; i += size) yield Buffer.from(text.slice(i, i + size));
    })(),
    { objectMode: false },
  );
}

describe('streamed input', () => {
  it('gives the same answers whatever the chunk boundaries', async () => {
    const text = (await runCli(['random', '6', '--count', '100', '--seed', '8'])).stdout + (await runCli(['random', '4', '7', '--count', '60', '--seed', '9'])).stdout;
    const whole = await runCli(['count', '--json'], text);
    for (const size of [1, 7, 64, 4096]) expect(await runCli(['count', '--json'], chunked(text, size))).toEqual(whole);
    const solved = await runCli(['solve', '--format', 'coords'], text);
    expect(await runCli(['solve', '--format', 'coords'], chunked(text, 13))).toEqual(solved);
  });

  it('decodes UTF-8 split across chunks and reports the character column', async () => {
    const { code, stderr } = await runCli(['count'], chunked('2\n.é\n..\n', 4));
    expect(code).toBe(2);
    expect(stderr).toBe("<stdin>:2:2: expected '#' or '.', found 'é'\n");
  });

  it('reads a long stream of small grids (50,000 boards) without holding it', async () => {
    const grid = '3\n#.#\n.#.\n#.#\n';
    const boards = 50_000;
    const stream = Readable.from(
      (function* () {
        for (let i = 0; i < boards / 1000; i++) yield Buffer.from(grid.repeat(1000));
      })(),
      { objectMode: false },
    );
    const { code, stdout } = await runCli(['count', '--json'], stream);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ boards, solvable: boards, bySize: { '3x3': { boards, solvable: boards } } });
  });
});
