import { hexToPixel } from '../ui/colour.ts';
import { binOf, type HeatBin } from './heat-scale.ts';

/**
 * The heat map's image at one pixel per size (row m − 1, column n − 1 for m × n), kept between draws: only the rows
 * that landed since the last paint are coloured, unless the table or the colours changed. The map draws the visible
 * window of it scaled up without smoothing.
 */
export class HeatPixels {
  /** The image's canvas (`null` without a DOM, where nothing is drawn). */
  readonly canvas: HTMLCanvasElement | null = typeof document === 'undefined' ? null : document.createElement('canvas');
  private image: ImageData | null = null;
  private painted = { values: null as Int32Array | null, bins: null as HeatBin[] | null, rows: 0 };

  /**
   * Colours the rows computed since the last call, all of them when the table, its side or the colours changed.
   *
   * @param values Nullity of m × n at `values[(m-1)·side + n-1]`.
   * @param side The table's side.
   * @param rowsDone Rows computed so far.
   * @param bins The colour of each nullity.
   * @param maxNullity The largest nullity in the rows computed.
   */
  paint(values: Int32Array, side: number, rowsDone: number, bins: HeatBin[], maxNullity: number): void {
    const pixels = this.canvas;
    if (!pixels) return;
    if (this.painted.values !== values || this.painted.bins !== bins || !this.image || this.image.width !== side) {
      pixels.width = side;
      pixels.height = side;
      this.image = new ImageData(side, side);
      this.painted = { values, bins, rows: 0 };
    }
    const painted = this.painted;
    if (painted.rows === rowsDone) return;
    const out = new Uint32Array(this.image.data.buffer);
    const lut = Uint32Array.from({ length: Math.max(0, maxNullity) + 1 }, (_, k) => hexToPixel(binOf(bins, k).colour));
    for (let i = painted.rows * side, end = rowsDone * side; i < end; i++) out[i] = lut[values[i]!]!;
    pixels.getContext('2d')!.putImageData(this.image, 0, 0, 0, painted.rows, side, rowsDone - painted.rows);
    painted.rows = rowsDone;
  }
}
