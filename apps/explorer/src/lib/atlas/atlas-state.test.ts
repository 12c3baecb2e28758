import { makeRule, namedStencil, nullity, nullityTable } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { GatedRunner } from '../worker/_gated-runner.ts';
import { localRunner } from '../worker/_local-runner.ts';
import { AtlasState, clampSide } from './atlas-state.svelte.ts';
import { atlasDefaults, tableBands } from './atlas-plan.ts';
import type { RunJob } from '../worker/run-job.ts';
import type { RequestOf } from '../worker/protocol.ts';
import { CLASSIC_SPEC } from '../rule/rule-spec.ts';

/** Resolves once `check` holds (the atlas works through several async jobs); the test's timeout guards a hang. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 2));
}

describe('AtlasState', () => {
  it('computes the heat map and the n × n chart for the rule', async () => {
    const atlas = new AtlasState(localRunner, localRunner);
    atlas.load(CLASSIC_SPEC, 12, 40);
    expect(atlas.side).toBe(12);
    await until(() => atlas.tableComplete && !atlas.diagonalBusy);
    expect(atlas.nullityAt(5, 5)).toBe(2);
    expect(atlas.nullityAt(4, 4)).toBe(4);
    expect(atlas.nullityAt(13, 1)).toBeNull();
    expect(atlas.diagonalDone).toBe(40);
    expect(atlas.diagonal[4]).toBe(2);
    expect(atlas.diagonal[3]).toBe(4);
  });

  it('keeps what it computed of the chart when a size fails', async () => {
    const failing: RunJob = async (request, options) => {
      if (request.kind === 'diagonal' && (request as RequestOf<'diagonal'>).from > 25) throw new RangeError('no solver handles it');
      return localRunner(request, options);
    };
    const atlas = new AtlasState(failing, failing);
    atlas.load(CLASSIC_SPEC, 3, 60);
    await until(() => !atlas.diagonalBusy);
    expect(atlas.diagonalDone).toBe(25);
    expect(atlas.diagonalError).toMatch(/no solver/);
    expect(atlas.phase).toBe('failed');
  });

  it('uses large defaults for every named rule off the twisted surfaces, and smaller ones there and for custom stencils', () => {
    expect(atlasDefaults(CLASSIC_SPEC)).toEqual({ side: 300, chart: 2000 });
    expect(atlasDefaults({ ...CLASSIC_SPEC, topology: 'torus' })).toEqual({ side: 300, chart: 2000 });
    expect(atlasDefaults({ ...CLASSIC_SPEC, stencil: 'moore', center: false, topology: 'cylinder' })).toEqual({ side: 300, chart: 2000 });
    expect(atlasDefaults({ ...CLASSIC_SPEC, topology: 'mobius' })).toEqual({ side: 100, chart: 1000 });
    expect(atlasDefaults({ ...CLASSIC_SPEC, topology: 'projective' })).toEqual({ side: 40, chart: 200 });
    expect(atlasDefaults({ ...CLASSIC_SPEC, stencil: 'custom', pattern: '.#./###/#..' })).toEqual({ side: 40, chart: 200 });
    expect(clampSide(5000, 300)).toBe(300);
    expect(clampSide(0, 300)).toBe(1);
    expect(clampSide(null, 300)).toBeNull();
  });

  it('stops on request and computes again when asked', async () => {
    const atlas = new AtlasState(localRunner, localRunner);
    atlas.load(CLASSIC_SPEC, 10, 200);
    atlas.stop();
    expect(atlas.stopped).toBe(true);
    atlas.load(CLASSIC_SPEC, 10, 200);
    expect(atlas.stopped).toBe(false);
    await until(() => atlas.tableComplete && !atlas.diagonalBusy);
    expect(atlas.diagonalDone).toBe(200);
  });

  it('cancels its work: aborts the jobs it asked for and writes none of their answers', async () => {
    const gate = new GatedRunner();
    const atlas = new AtlasState(gate.run, gate.run);
    atlas.load(CLASSIC_SPEC, 10, 200);
    await gate.arrival(2); // the heat map and the first band of the chart
    expect(gate.held.map((job) => job.request.kind).sort()).toEqual(['diagonal', 'table']);
    expect(gate.held.every((job) => job.signal?.aborted === false)).toBe(true);
    atlas.cancel();
    expect(gate.held.every((job) => job.signal?.aborted === true)).toBe(true);
    expect(atlas.diagonalBusy).toBe(false);
    for (const job of gate.held) job.release(); // answers arriving late, as from a worker that finished anyway
    await gate.drained();
    expect(atlas.table).toBeNull();
    expect(atlas.diagonalDone).toBe(0);
    expect(gate.held).toHaveLength(2); // and nothing more was asked
  });

  for (const topology of ['torus', 'cylinder', 'mobius', 'klein', 'projective'] as const) {
    it(`shares the ${topology} atlas between both workers in bands, equal to the core’s table and nullities`, async () => {
      const bands: number[] = [];
      const kinds = new Set<string>();
      const spy =
        (lane: string): RunJob =>
        async (request, options) => {
          kinds.add(`${lane} ${request.kind}`);
          if (request.kind === 'table') bands.push((request as RequestOf<'table'>).fromRow ?? 1);
          return localRunner(request, options);
        };
      const atlas = new AtlasState(spy('first'), spy('second'));
      const spec = { ...CLASSIC_SPEC, topology };
      atlas.load(spec, 13, 30);
      const seenRows = new Set<number>();
      await until(() => {
        seenRows.add(atlas.tableRows);
        return atlas.phase === 'done';
      });
      expect(bands.sort((a, b) => a - b)).toEqual(tableBands(spec, 13).map(([from]) => from));
      expect(seenRows.size).toBeGreaterThan(2); // the map filled in as bands landed
      expect(kinds).toContain('first table');
      expect(kinds).toContain('second diagonal');
      const rule = makeRule(namedStencil('cross'), topology);
      const core = nullityTable(13, 13, { rule });
      for (let m = 1; m <= 13; m++) for (let n = 1; n <= 13; n++) expect(atlas.nullityAt(m, n)).toBe(core[m - 1]![n - 1]);
      expect([...atlas.diagonal]).toEqual(Array.from({ length: 30 }, (_, i) => nullity(i + 1, i + 1, { rule })));
    });
  }
});
