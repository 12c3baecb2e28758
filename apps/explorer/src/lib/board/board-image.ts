import type { Board } from '@lightsout/core';
import { type Overlays, paintCells } from './board-paint.ts';
import type { CellPalette } from '../ui/colour.ts';

/**
 * The board drawn for a PNG download: square cells with gaps and markers when they are at least 8 pixels,
 * one pixel block per cell otherwise; the long side is at most about `maxSide` pixels.
 */
export function renderBoardImage(board: Board, overlays: Overlays<Board>, palette: CellPalette, maxSide = 2000): HTMLCanvasElement {
  const { rows, cols } = board;
  const cell = Math.max(1, Math.min(40, Math.floor(maxSide / Math.max(rows, cols))));
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d')!;
  if (cell < 8) {
    canvas.width = cols * cell;
    canvas.height = rows * cell;
    const small = document.createElement('canvas');
    small.width = cols;
    small.height = rows;
    const sctx = small.getContext('2d')!;
    const image = sctx.createImageData(cols, rows);
    paintCells(new Uint32Array(image.data.buffer), board, palette, overlays, true);
    sctx.putImageData(image, 0, 0);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(small, 0, 0, canvas.width, canvas.height);
    return canvas;
  }
  const gap = Math.max(1, Math.round(cell / 12));
  const pad = gap * 3;
  canvas.width = cols * cell + 2 * pad;
  canvas.height = rows * cell + 2 * pad;
  ctx.fillStyle = palette.grid;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const radius = cell * 0.18;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = pad + c * cell + gap / 2;
      const y = pad + r * cell + gap / 2;
      const s = cell - gap;
      ctx.fillStyle = board.get(r, c) ? palette.on : palette.off;
      ctx.beginPath();
      ctx.roundRect(x, y, s, s, radius);
      ctx.fill();
      if (overlays.proof?.get(r, c)) {
        ctx.strokeStyle = palette.proof;
        ctx.lineWidth = Math.max(2, s * 0.12);
        ctx.beginPath();
        ctx.roundRect(x + ctx.lineWidth / 2, y + ctx.lineWidth / 2, s - ctx.lineWidth, s - ctx.lineWidth, radius);
        ctx.stroke();
      }
      if (overlays.presses?.get(r, c)) {
        ctx.fillStyle = palette.press;
        ctx.beginPath();
        ctx.arc(x + s / 2, y + s / 2, s * 0.2, 0, 2 * Math.PI);
        ctx.fill();
      }
    }
  }
  if (overlays.hint !== null && overlays.hint !== undefined) {
    const r = Math.floor(overlays.hint / cols);
    const c = overlays.hint % cols;
    ctx.strokeStyle = palette.hint;
    ctx.lineWidth = Math.max(2, cell * 0.1);
    ctx.strokeRect(pad + c * cell, pad + r * cell, cell, cell);
  }
  return canvas;
}
