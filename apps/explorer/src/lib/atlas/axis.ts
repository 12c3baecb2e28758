/** Tick values for an axis from 1 to `max`: 1, then round steps (1, 2 or 5 × 10^k) giving about `count` ticks. */
export function ticks(max: number, count = 6): number[] {
  if (max <= 1) return [1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const out = [1];
  for (let v = step; v <= max; v += step) if (v > 1) out.push(v);
  return out;
}
