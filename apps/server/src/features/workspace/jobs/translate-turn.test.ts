import { describe, expect, it } from 'vitest';
import { progressUpdate } from './translate-turn.ts';

describe('progressUpdate', () => {
  it('takes the ETA from the share of the work done when the engine reports it', () => {
    // 40 s in, a quarter of the answers received: three times as long again.
    expect(progressUpdate(10, 1000, 0, 0, 40_000, 0.25)).toMatchObject({ percent: 1, etaSeconds: 120 });
  });

  it('falls back to finished segments before the work says enough', () => {
    expect(progressUpdate(100, 1000, 0, 0, 10_000, 0.001).etaSeconds).toBe(90);
    expect(progressUpdate(0, 1000, 0, 0, 10_000).etaSeconds).toBeNull();
  });
});
