import { describe, expect, it } from 'vitest';
import { attemptsFor, badgeCount, shouldRetry, ToastGroups } from './request-policy.ts';

describe('retries (docs/product.md §7.9)', () => {
  it('tries idempotent requests once and the others twice', () => {
    expect(attemptsFor('GET')).toBe(1);
    expect(attemptsFor('head')).toBe(1);
    expect(attemptsFor('POST')).toBe(2);
  });

  it('retries on the eight transient statuses and a lost connection only', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504])
      expect(shouldRetry(status), String(status)).toBe(true);
    for (const status of [200, 400, 401, 403, 404, 413, 418, 422, 501])
      expect(shouldRetry(status), String(status)).toBe(false);
    expect(shouldRetry(undefined)).toBe(true);
  });
});

describe('ToastGroups (docs/product.md §8.2)', () => {
  it('counts the same message within the window as one toast', () => {
    const groups = new ToastGroups(3000);
    expect(groups.add('Network error', 0)).toEqual({ key: 'api-error:Network error', count: 1 });
    expect(groups.add('Network error', 1000).count).toBe(2);
    expect(groups.add('Other', 1500)).toEqual({ key: 'api-error:Other', count: 1 });
    expect(groups.add('Network error', 3900).count).toBe(3);
  });

  it('starts again after a quiet window', () => {
    const groups = new ToastGroups(3000);
    groups.add('Busy', 0);
    groups.add('Busy', 100);
    expect(groups.add('Busy', 3101).count).toBe(1);
  });

  it('shows counts as a badge does', () => {
    expect(badgeCount(5)).toBe('5');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});
