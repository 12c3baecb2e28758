import { describe, expect, it } from 'vitest';
import { historyAction } from './url-sync.ts';

describe('historyAction', () => {
  it('does nothing when the fragment is unchanged', () => {
    expect(historyAction('#r=5&c=5&b=x', '#r=5&c=5&b=x')).toBe('none');
  });

  it('rewrites the entry when only the lights change', () => {
    expect(historyAction('#r=5&c=5&b=x', '#r=5&c=5&b=y')).toBe('replace');
    expect(historyAction('#r=5&c=5', '#r=5&c=5&b=y')).toBe('replace');
  });

  it('rewrites the entry when only k-state or graph lights change', () => {
    expect(historyAction('#r=5&c=5&k=3&q=b25', '#r=5&c=5&k=3&q=c25')).toBe('replace');
    expect(historyAction('#view=graph&g=petersen&gl=b10', '#view=graph&g=petersen&gl=a10')).toBe('replace');
    expect(historyAction('#r=5&c=5&k=3&q=b25', '#r=5&c=5&k=4&q=b25')).toBe('push');
    expect(historyAction('#view=graph&g=petersen', '#view=graph&g=cycle-12')).toBe('push');
  });

  it('adds an entry when the size, rule or view changes', () => {
    expect(historyAction('#r=5&c=5&b=x', '#r=6&c=5&b=x')).toBe('push');
    expect(historyAction('#r=5&c=5&t=plane', '#r=5&c=5&t=torus')).toBe('push');
    expect(historyAction('#r=5&c=5', '#view=atlas&r=5&c=5')).toBe('push');
  });
});
