import { Board } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { MAX_DRAWN_VERTICES } from '../limits.ts';
import { CLASSIC_SPEC } from '../rule/rule-spec.ts';
import { defaultView, fromHash, toHash, type ViewState } from './url-state.ts';

describe('URL state', () => {
  it('defaults to the 5×5 all-on classic board', () => {
    const { state, problems } = fromHash('');
    expect(problems).toEqual([]);
    expect(state.view).toBe('board');
    expect(state.rule).toEqual(CLASSIC_SPEC);
    expect(state.board.equals(Board.filled(5, 5))).toBe(true);
  });

  it('round-trips board, shape, rule, view and atlas ranges', () => {
    const board = Board.fromRows(['.#...', '.##..', '#....', '.....', '.....']);
    const states: ViewState[] = [
      { ...defaultView(), board },
      { view: 'atlas', rule: { stencil: 'moore', center: false, pattern: '', topology: 'torus' }, board: new Board(7, 3), atlasSide: 50, chartSide: 400 },
      { ...defaultView(), rule: { stencil: 'custom', center: true, pattern: '#.#/.#./#.#', topology: 'cylinder' }, board },
    ];
    for (const state of states) {
      const back = fromHash(toHash(state));
      expect(back.problems).toEqual([]);
      expect(back.state.view).toBe(state.view);
      expect(back.state.board.equals(state.board)).toBe(true);
      expect(back.state.atlasSide).toBe(state.atlasSide);
      expect(back.state.chartSide).toBe(state.chartSide);
      expect(back.state.rule.stencil).toBe(state.rule.stencil);
      expect(back.state.rule.topology).toBe(state.rule.topology);
      if (state.rule.stencil === 'custom') expect(back.state.rule.pattern).toBe(state.rule.pattern);
      else expect(back.state.rule.center).toBe(state.rule.center);
    }
  });

  it('writes a readable fragment', () => {
    const hash = toHash({ ...defaultView(), rule: { ...CLASSIC_SPEC, stencil: 'custom', pattern: '.#./###/.#.' } });
    expect(hash).toBe('#r=5&c=5&s=custom&p=.%23./%23%23%23/.%23.&t=plane&b=_.4.AQ');
  });

  it('refuses sizes over 1000 and reports them, keeping the default board', () => {
    const { state, problems } = fromHash('#r=1001&c=5');
    expect(problems[0]).toMatch(/at most 1000 × 1000/);
    expect(state.board.rows).toBe(5);
  });

  it('reports unknown rules and broken boards, falling back to defaults', () => {
    expect(fromHash('#s=hexagon').problems[0]).toMatch(/s=hexagon: no such stencil/);
    expect(fromHash('#t=sphere').problems[0]).toMatch(/t=sphere: no such topology/);
    const broken = fromHash('#r=3&c=3&b=AAAAAAAA');
    expect(broken.problems[0]).toMatch(/board code/);
    expect(broken.state.board.rows).toBe(3);
    expect(broken.state.board.isEmpty()).toBe(true);
  });

  it('accepts a 1000×1000 all-on board in a short link', () => {
    const hash = toHash({ ...defaultView(), board: Board.filled(1000, 1000) });
    expect(hash.length).toBeLessThan(80);
    expect(fromHash(hash).state.board.count()).toBe(1_000_000);
  });

  it('keeps the Learn view’s lesson and step (1-based in the link), and reports a bad one', () => {
    const hash = toHash({ ...defaultView(), view: 'learn', learn: { lesson: 'chase', step: 6 } });
    expect(hash).toMatch(/^#view=learn&.*&lm=chase&ls=7/);
    expect(fromHash(hash).state.learn).toEqual({ lesson: 'chase', step: 6 });
    expect(toHash({ ...defaultView(), view: 'learn', learn: { lesson: 'system', step: 0 } })).not.toMatch(/lm=|ls=/);
    const bad = fromHash('#view=learn&lm=proofs&ls=zero');
    expect(bad.problems).toEqual(['lm=proofs: no such lesson (system or chase)', 'ls=zero: a step is a whole number from 1']);
    expect(bad.state.learn).toEqual({ lesson: 'system', step: 0 });
    expect(fromHash('#view=maze').problems).toEqual(['view=maze: no such page (board, learn, graph or atlas); the board is shown']);
  });

  it('says of a bad link what it ignored and why: size, topology, board code and states, each by its name', () => {
    const { state, problems } = fromHash('#r=100000&c=5&t=sphere&b=%%%garbage&k=99');
    expect(problems).toEqual([
      't=sphere: no such topology (plane, torus, cylinder, mobius, klein, projective, wrap,clip, twist,clip, twist,wrap), so the classic rule is used',
      'r=100000, c=5: 100000 × 5 is larger than the explorer opens: at most 1000 × 1000, so the 5 × 5 board is shown',
      'k=99: states must be 2 to 10, so two states are used',
    ]);
    expect(state.board.rows).toBe(5);
    const garbage = fromHash('#r=4&c=4&b=%%%garbage');
    expect(garbage.problems).toEqual([`b=%%%garbage: board code: unexpected character '%' at 1, so the board opens with every light off`]);
    expect(garbage.state.board.rows).toBe(4);
    expect(fromHash('#r=5&c=5&k=3&q=zz').problems[0]).toMatch(/^q=zz: the lights hold state 25, not below 3, so every light is at 1$/);
  });

  it('opens a linked graph only within the limits of paste and upload', () => {
    const huge = fromHash('#view=graph&g=custom&ge=zzzz~0-1');
    expect(huge.problems).toEqual([`the graph in the link has ${Number.parseInt('zzzz', 36)} vertices; the graph page opens at most ${MAX_DRAWN_VERTICES}`]);
    expect(huge.state.graph).toBeNull();
    const largest = MAX_DRAWN_VERTICES.toString(36);
    const fits = fromHash(`#view=graph&g=custom&ge=${largest}~0-1`);
    expect(fits.problems).toEqual([]);
    expect(fits.state.graph?.graph.vertexCount).toBe(MAX_DRAWN_VERTICES);
    const over = fromHash(`#view=graph&g=custom&ge=${(MAX_DRAWN_VERTICES + 1).toString(36)}~0-1`);
    expect(over.problems[0]).toMatch(new RegExp(`has ${MAX_DRAWN_VERTICES + 1} vertices`));
  });

  it('keeps the atlas’s selected size, and reports a bad one', () => {
    const hash = toHash({ ...defaultView(), view: 'atlas', atlasSize: [4, 7] });
    expect(hash).toMatch(/[#&]as=4x7(&|$)/);
    expect(fromHash(hash).state.atlasSize).toEqual([4, 7]);
    expect(toHash({ ...defaultView(), atlasSize: [4, 7] })).not.toMatch(/as=/); // only on the atlas
    const bad = fromHash('#view=atlas&as=0x9');
    expect(bad.problems).toEqual(['as=0x9: a size is rows x columns, each from 1 to 5000, so no size is selected']);
    expect(bad.state.atlasSize).toBeNull();
  });
});
