import type { HeatBin } from './heat-scale.ts';

/** Colours and text of an atlas PNG, read from the page so the file matches the theme on screen. */
export interface AtlasImageStyle {
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  readonly border: string;
}

/**
 * A chart canvas framed for a download: a title line above, the chart, and (for the heat map) the colour
 * legend below, on the page's background.
 */
export function renderAtlasImage(
  chart: HTMLCanvasElement,
  title: string,
  legend: { title: string; items: readonly Pick<HeatBin, 'colour' | 'label'>[] },
  style: AtlasImageStyle,
): HTMLCanvasElement {
  const bins = legend.items;
  const scale = chart.width / Math.max(1, chart.getBoundingClientRect().width || chart.width);
  const pad = Math.round(20 * scale);
  const titleH = Math.round(30 * scale);
  const legendH = bins.length > 0 ? Math.round(34 * scale) : 0;
  const out = document.createElement('canvas');
  out.width = chart.width + 2 * pad;
  out.height = chart.height + 2 * pad + titleH + legendH;
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.fillStyle = style.text;
  ctx.font = `600 ${Math.round(15 * scale)}px system-ui, sans-serif`;
  ctx.textBaseline = 'top';
  ctx.fillText(title, pad, pad);
  ctx.drawImage(chart, pad, pad + titleH);
  let x = pad;
  const y = pad + titleH + chart.height + Math.round(12 * scale);
  const box = Math.round(12 * scale);
  ctx.font = `${Math.round(12 * scale)}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  if (legend.title !== '') {
    ctx.fillStyle = style.muted;
    ctx.fillText(legend.title, x, y + box / 2);
    x += ctx.measureText(legend.title).width + Math.round(10 * scale);
  }
  for (const bin of bins) {
    ctx.fillStyle = bin.colour;
    ctx.fillRect(x, y, box, box);
    ctx.strokeStyle = style.border;
    ctx.strokeRect(x + 0.5, y + 0.5, box - 1, box - 1);
    x += box + Math.round(4 * scale);
    ctx.fillStyle = style.text;
    ctx.fillText(bin.label, x, y + box / 2);
    x += ctx.measureText(bin.label).width + Math.round(12 * scale);
  }
  return out;
}
