import { describe, expect, it } from 'vitest';
import { distanceFromEnd, FOLLOW_SLACK, nextFollowing } from './follow-latest.ts';

describe('distanceFromEnd', () => {
  it('is zero at the end and never negative', () => {
    expect(distanceFromEnd({ scrollTop: 600, scrollHeight: 1400, clientHeight: 800 })).toBe(0);
    expect(distanceFromEnd({ scrollTop: 601, scrollHeight: 1400, clientHeight: 800 })).toBe(0);
    expect(distanceFromEnd({ scrollTop: 100, scrollHeight: 1400, clientHeight: 800 })).toBe(500);
  });
});

describe('nextFollowing', () => {
  it('follows at or near the end, whatever it did before', () => {
    expect(nextFollowing(false, { previousTop: 500, top: 400, distance: 0 })).toBe(true);
    expect(nextFollowing(false, { previousTop: 500, top: 400, distance: FOLLOW_SLACK })).toBe(true);
  });

  it('stops following when the reader scrolls up away from the end', () => {
    expect(nextFollowing(true, { previousTop: 900, top: 700, distance: 300 })).toBe(false);
  });

  it('keeps following while the content grows below a view that scrolls down', () => {
    // Streamed text made the content taller before the view caught up: the position did not move up.
    expect(nextFollowing(true, { previousTop: 900, top: 900, distance: 400 })).toBe(true);
    expect(nextFollowing(true, { previousTop: 900, top: 1000, distance: 200 })).toBe(true);
  });

  it('does not start following on a scroll down that stops short of the end', () => {
    expect(nextFollowing(false, { previousTop: 100, top: 300, distance: 500 })).toBe(false);
  });
});
