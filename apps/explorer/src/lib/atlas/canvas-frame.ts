/**
 * Drawing the atlas's canvases cheaply while results stream in: at most once per animation frame, whatever number of
 * bands landed since the last, and without reallocating the canvas when its size did not change (setting `width`
 * clears and reallocates the backing store even to the same value).
 */

/** Sizes `canvas` to `width` × `height` CSS pixels at `dpr` device pixels each (only when that changed) and clears it; drawing is in device pixels. */
export function fitCanvas(canvas: HTMLCanvasElement, width: number, height: number, dpr: number): CanvasRenderingContext2D {
  const w = Math.round(width * dpr);
  const h = Math.round(height * dpr);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, w, h);
  return ctx;
}

/** Runs the latest `draw` passed to `request` once, in the next animation frame; `cancel` drops a pending one. */
export class FrameDrawer {
  private frame = 0;
  private draw: (() => void) | null = null;

  /** Draws in the next frame (replacing a draw already waiting for it). */
  request(draw: () => void): void {
    this.draw = draw;
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const next = this.draw;
      this.draw = null;
      next?.();
    });
  }

  /** Drops the draw waiting for the next frame, if any. */
  cancel(): void {
    if (this.frame !== 0) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.draw = null;
  }
}
