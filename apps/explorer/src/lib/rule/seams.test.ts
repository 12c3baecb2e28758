import { NAMED_TOPOLOGIES } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { edgesOf, seamsOf } from './seams.ts';

const directions = (topology: Parameters<typeof seamsOf>[0]) => Object.fromEntries(seamsOf(topology).map((s) => [s.side, s.direction]));

describe('seamsOf', () => {
  it('marks glued sides with arrows that agree on a wrap and disagree on a twist', () => {
    expect(directions('plane')).toEqual({});
    expect(directions('cylinder')).toEqual({ left: 'down', right: 'down' });
    expect(directions('torus')).toEqual({ top: 'right', bottom: 'right', left: 'down', right: 'down' });
    expect(directions('mobius')).toEqual({ left: 'down', right: 'up' });
    expect(directions('klein')).toEqual({ top: 'right', bottom: 'right', left: 'down', right: 'up' });
    expect(directions('projective')).toEqual({ top: 'right', bottom: 'left', left: 'down', right: 'up' });
    expect(directions('twist,clip')).toEqual({ top: 'right', bottom: 'left' }); // the Möbius strip turned a quarter
  });

  it('follows the core’s table of edges, and says how each side is glued', () => {
    for (const t of NAMED_TOPOLOGIES) {
      const seams = seamsOf(t.name);
      expect(seams.filter((s) => s.side === 'left' || s.side === 'right').every((s) => s.edge === t.edges.cols)).toBe(true);
      expect(seams.filter((s) => s.side === 'top' || s.side === 'bottom').every((s) => s.edge === t.edges.rows)).toBe(true);
      expect(edgesOf(t.name)).toEqual(t.edges);
    }
    const [left, right] = seamsOf('mobius');
    expect(left!.label).toBe('Left side: glued to the right side, upside down (arrow down)');
    expect(right!.label).toBe('Right side: glued to the left side, upside down (arrow up)');
    expect(seamsOf('torus')[0]!.label).toBe('Top side: glued to the bottom side, the same way round (arrow right)');
  });
});
