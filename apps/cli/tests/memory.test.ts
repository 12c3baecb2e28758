import { describe, expect, it, vi } from 'vitest';
import { runCli } from './helpers.ts';

vi.mock('@lightsout/core', async (original) => {
  const core = await original<typeof import('@lightsout/core')>();
  /** V8's error when a typed array is larger than the memory the process may take (under `ulimit -v`). */
  const allocationFailed = (): never => {
    throw new RangeError('Array buffer allocation failed');
  };
  class FailingSolver extends core.Solver {
    override solve(): never {
      return allocationFailed();
    }
  }
  return { ...core, Solver: FailingSolver, nullity: allocationFailed };
});

describe('an allocation that fails is a clear out-of-memory refusal (exit 2), never exit 70', () => {
  it('solve names the file, the line and the board', async () => {
    const { code, stdout, stderr } = await runCli(['solve'], '1\n#\n2 3\n#.#\n.#.\n');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^<stdin>:1:1: out of memory working on the 1×1 board \(\d+(\.\d)? [MG]B in use when an allocation failed\); it needs more memory than this process may take\n$/);
  });

  it('with --json the document carries the same refusal', async () => {
    const { code, stdout } = await runCli(['solve', '--json'], '2 3\n#.#\n.#.\n');
    expect(code).toBe(2);
    const [first] = JSON.parse(stdout) as Array<{ error: { code: number; message: string; line: number } }>;
    expect(first!.error).toMatchObject({ code: 2, line: 1, message: expect.stringMatching(/out of memory working on the 2×3 board/) });
  });

  it('elsewhere the refusal names the command line', async () => {
    const { code, stderr } = await runCli(['nullity', '4096', '--states', '2']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^lightsout: out of memory working on 'lightsout nullity 4096 --states 2' \(/);
    expect(stderr).not.toMatch(/internal error/);
  });
});
