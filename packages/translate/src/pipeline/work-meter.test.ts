import { describe, expect, it } from 'vitest';
import { WorkMeter } from './work-meter.ts';

describe('WorkMeter', () => {
  it('counts answers as they stream in, against the answer size learnt from finished batches', () => {
    const meter = new WorkMeter(1000);
    expect(meter.fraction).toBe(0);
    // Until a batch has finished, an answer is taken to be 1.5 times its source.
    meter.received(300);
    expect(meter.fraction).toBeCloseTo(0.2);
    // The first batch: 100 characters of source answered with 200.
    meter.finished(100, 200);
    expect(meter.fraction).toBeCloseTo(0.15);
    meter.received(1700);
    expect(meter.fraction).toBe(1);
  });

  it('is done at once when there is nothing to translate', () => {
    expect(new WorkMeter(0).fraction).toBe(1);
  });
});
