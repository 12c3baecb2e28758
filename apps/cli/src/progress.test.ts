import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIO } from './io.ts';
import { SILENT_PROGRESS, startProgress } from './progress.ts';

function io(isTTY: boolean, env: Record<string, string>): CliIO {
  const stderr = Object.assign(new PassThrough(), { isTTY });
  return { stdin: new PassThrough(), stdout: new PassThrough(), stderr, env, cwd: '/' };
}

describe('startProgress', () => {
  it('draws nothing when stderr is piped', () => {
    expect(startProgress(io(false, {}), 'work', 10)).toBe(SILENT_PROGRESS);
  });

  it('draws nothing under CI, even on a terminal', () => {
    expect(startProgress(io(true, { CI: 'true' }), 'work', 10)).toBe(SILENT_PROGRESS);
  });

  it('gives a real bar on an interactive terminal, which writes nothing before the work takes a moment', () => {
    const terminal = io(true, {});
    let written = '';
    terminal.stderr.on('data', (chunk: Buffer) => {
      written += chunk.toString();
    });
    const bar = startProgress(terminal, 'work', 10);
    expect(bar).not.toBe(SILENT_PROGRESS);
    bar.update(5);
    bar.done();
    bar.update(10);
    expect(written).toBe('');
  });

  it('LIGHTSOUT_PROGRESS=lines prints lines even when piped: the first update, then 100% once the work is done', () => {
    const piped = io(false, { LIGHTSOUT_PROGRESS: 'lines', CI: 'true' });
    let written = '';
    piped.stderr.on('data', (chunk: Buffer) => {
      written += chunk.toString();
    });
    const lines = startProgress(piped, 'work', 10);
    lines.update(3);
    lines.update(4); // within the second: not printed
    lines.update(10);
    lines.done();
    lines.update(10);
    expect(written).toBe('work: 30%\nwork: 100%\n');
  });

  it('LIGHTSOUT_PROGRESS=lines prints no 100% for work that stopped short; none silences a terminal', () => {
    const piped = io(false, { LIGHTSOUT_PROGRESS: 'lines' });
    let written = '';
    piped.stderr.on('data', (chunk: Buffer) => {
      written += chunk.toString();
    });
    const lines = startProgress(piped, 'work', 10);
    lines.update(5);
    lines.done();
    expect(written).toBe('work: 50%\n');
    expect(startProgress(io(true, { LIGHTSOUT_PROGRESS: 'none' }), 'work', 10)).toBe(SILENT_PROGRESS);
  });
});
