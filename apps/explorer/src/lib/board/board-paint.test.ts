import { Board } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { paintCells } from './board-paint.ts';
import { hexToPixel } from '../ui/colour.ts';

const palette = {
  off: '#000000',
  on: '#ffffff',
  press: '#0000ff',
  hint: '#00ff00',
  proof: '#ff00ff',
  proofOn: '#880088',
  proofOff: '#ffccff',
  grid: '#111111',
};

describe('hexToPixel', () => {
  it('packs RGBA little-endian, opaque', () => {
    expect(hexToPixel('#E69F00')).toBe(0xff009fe6);
    expect(hexToPixel('#abc')).toBe(0xffccbbaa);
    expect(hexToPixel('nonsense')).toBe(0xffff00ff);
  });
});

describe('paintCells', () => {
  it('paints lights one pixel per cell, row-major, across word boundaries', () => {
    const b = new Board(2, 40);
    b.set(0, 0, true);
    b.set(1, 33, true);
    const out = new Uint32Array(80);
    paintCells(out, b, palette);
    expect(out[0]).toBe(hexToPixel('#ffffff'));
    expect(out[1]).toBe(hexToPixel('#000000'));
    expect(out[40 + 33]).toBe(hexToPixel('#ffffff'));
    expect(out.filter((p) => p === hexToPixel('#ffffff')).length).toBe(2);
  });

  it('mixes in presses, proof and hint only when asked', () => {
    const b = Board.fromRows(['#.', '.#']);
    const presses = Board.fromRows(['.#', '..']);
    const proof = Board.fromRows(['..', '##']);
    const out = new Uint32Array(4);
    paintCells(out, b, palette, { presses, proof, hint: 0 }, true);
    expect([...out]).toEqual(['#00ff00', '#0000ff', '#ffccff', '#880088'].map(hexToPixel));
    paintCells(out, b, palette, { presses, proof, hint: 0 }, false);
    expect([...out]).toEqual(['#ffffff', '#000000', '#000000', '#ffffff'].map(hexToPixel));
  });
});
