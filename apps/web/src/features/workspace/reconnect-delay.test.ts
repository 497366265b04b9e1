import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay.ts';

describe('reconnectDelay', () => {
  it('doubles from one second and stops growing at fifteen', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });
});
