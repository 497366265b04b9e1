import { describe, expect, it } from 'vitest';
import { AdaptiveLimit } from './adaptive-limit.ts';
import { Limiter } from './limiter.ts';

const PROMPT_MS = 300;

describe('AdaptiveLimit', () => {
  it('starts at a safe level and doubles per round while first tokens come promptly, up to the maximum', () => {
    expect(new AdaptiveLimit({ max: 64 }).current).toBe(8);
    expect(new AdaptiveLimit({ max: 3 }).current).toBe(3);
    const limit = new AdaptiveLimit({ max: 64, start: 4 });
    expect(limit.current).toBe(4);
    // Four requests answered promptly: eight more may start (the requests started per round double).
    for (let i = 0; i < 4; i++) limit.firstToken(PROMPT_MS, limit.epoch, true);
    expect(limit.current).toBe(12);
    for (let i = 0; i < 200; i++) limit.firstToken(PROMPT_MS, limit.epoch, true);
    expect(limit.current).toBe(64);
  });

  it('does not grow while its slots are not all in use', () => {
    const limit = new AdaptiveLimit({ max: 64, start: 4 });
    for (let i = 0; i < 20; i++) limit.firstToken(PROMPT_MS, limit.epoch, false);
    expect(limit.current).toBe(4);
  });

  it('shrinks on an overload, once per round, and grows back quickly to just below where it began', () => {
    const limit = new AdaptiveLimit({ max: 64, start: 4 });
    while (limit.current < 18) limit.firstToken(PROMPT_MS, limit.epoch, true);
    const epoch = limit.epoch;
    limit.overloaded(epoch);
    expect(limit.current).toBe(12);
    // Other requests of the same round fail too: already answered.
    limit.overloaded(epoch);
    limit.overloaded(epoch);
    expect(limit.current).toBe(12);
    expect(limit.decreases).toBe(1);
    // Back to about 0.9 of 18 in two acknowledgements, then one more per round of acknowledgements.
    for (let i = 0; i < 2; i++) limit.firstToken(PROMPT_MS, limit.epoch, true);
    expect(limit.current).toBe(16);
    for (let i = 0; i < 5; i++) limit.firstToken(PROMPT_MS, limit.epoch, true);
    expect(limit.current).toBe(16);
    for (let i = 0; i < 10; i++) limit.firstToken(PROMPT_MS, limit.epoch, true);
    expect(limit.current).toBe(17);
  });

  it('takes a late first token (the server queued the request) as an overload', () => {
    const limit = new AdaptiveLimit({ max: 64, start: 4 });
    for (let i = 0; i < 4; i++) limit.firstToken(PROMPT_MS, limit.epoch, true);
    expect(limit.current).toBe(12);
    limit.firstToken(5_000, limit.epoch, true);
    expect(limit.current).toBe(8);
    expect(limit.decreases).toBe(1);
  });

  it('never goes below one request nor above the maximum', () => {
    const limit = new AdaptiveLimit({ max: 2, start: 8 });
    expect(limit.current).toBe(2);
    for (let i = 0; i < 10; i++) limit.overloaded(limit.epoch);
    expect(limit.current).toBe(1);
  });
});

describe('Limiter with an adaptive limit', () => {
  it('lets fewer requests in after a 429 and more again as they are answered promptly', async () => {
    const limiter = new Limiter({ concurrency: 16, adaptive: true, adaptiveStart: 4 });
    const take = async (count: number) => Promise.all(Array.from({ length: count }, () => limiter.acquire(1)));
    const first = await take(4);
    expect(limiter.running).toBe(4);
    const pending = limiter.acquire(1);
    expect(limiter.waiting).toBe(1);
    first[0]!.overloaded();
    for (const release of first) release();
    const after = await Promise.all([pending, ...(await take(1))]);
    expect(limiter.limit).toBe(2);
    const blocked = limiter.acquire(1);
    expect(limiter.waiting).toBe(1);
    for (const release of after) release.firstToken(PROMPT_MS);
    const grown = await blocked;
    expect(limiter.limit).toBeGreaterThan(2);
    for (const release of [...after, grown]) release();
    expect(limiter.running).toBe(0);
  });
});
