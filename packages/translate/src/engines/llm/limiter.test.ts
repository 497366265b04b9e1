import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine.ts';
import { estimateTokens, Limiter } from './limiter.ts';
import type { RequestBudget } from './request-budget.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('estimateTokens', () => {
  it('counts about four Latin characters and one CJK character per token', () => {
    expect(estimateTokens('a'.repeat(40))).toBe(10);
    expect(estimateTokens('翻译文档')).toBe(4);
    expect(estimateTokens('日本語 text')).toBe(3 + 2);
  });
});

describe('Limiter', () => {
  it('never runs more than the concurrency limit and serves in arrival order', async () => {
    const limiter = new Limiter({ concurrency: 2 });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        limiter.run(1, undefined, async () => {
          started.push(index);
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('drops an aborted waiter from the queue', async () => {
    const limiter = new Limiter({ concurrency: 1 });
    const release = await limiter.acquire(1);
    const controller = new AbortController();
    const waiting = limiter.acquire(1, controller.signal);
    const behind = limiter.acquire(1);
    expect(limiter.waiting).toBe(2);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'cancelled' });
    await expect(waiting).rejects.toBeInstanceOf(EngineError);
    expect(limiter.waiting).toBe(1);
    release();
    const next = await behind;
    expect(limiter.running).toBe(1);
    next();
    expect(limiter.running).toBe(0);
  });

  it('refuses an already aborted signal at once', async () => {
    const limiter = new Limiter({ concurrency: 1 });
    await expect(limiter.acquire(1, AbortSignal.abort())).rejects.toMatchObject({ code: 'cancelled' });
    expect(limiter.waiting).toBe(0);
  });

  it('holds requests beyond the per-minute request budget', async () => {
    const limiter = new Limiter({ concurrency: 10, requestsPerMinute: 2 });
    (await limiter.acquire(1))();
    (await limiter.acquire(1))();
    const controller = new AbortController();
    const third = limiter.acquire(1, controller.signal);
    expect(await settlesSoon(third)).toBe(false);
    expect(limiter.waiting).toBe(1);
    controller.abort();
    await expect(third).rejects.toMatchObject({ code: 'cancelled' });
    expect(limiter.waiting).toBe(0);
  });

  it('holds requests beyond the per-minute token budget but lets an oversized one go alone', async () => {
    const limiter = new Limiter({ concurrency: 10, tokensPerMinute: 1000 });
    (await limiter.acquire(5000))();
    const controller = new AbortController();
    const next = limiter.acquire(10, controller.signal);
    expect(await settlesSoon(next)).toBe(false);
    controller.abort();
    await expect(next).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('counts the reported usage instead of the estimate', async () => {
    const limiter = new Limiter({ concurrency: 10, tokensPerMinute: 1000 });
    (await limiter.acquire(900))(100);
    const next = limiter.acquire(800);
    expect(await settlesSoon(next)).toBe(true);
    (await next)();
  });
});

/** Whether the promise settles within a few milliseconds. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20))]);
}

describe('Limiter fairness', () => {
  it('gives free slots round robin between requesters, so a small job is not stuck behind a large one', async () => {
    const limiter = new Limiter({ concurrency: 1 });
    const order: string[] = [];
    const hold = await limiter.acquire(1);
    const work = (key: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        limiter.run(1, undefined, async () => {
          order.push(`${key}${index}`);
        }),
      );
    const large = work('large', 6);
    const small = work('small', 2);
    hold();
    await Promise.all([...large, ...small]);
    expect(order).toEqual(['large0', 'large1', 'large2', 'large3', 'large4', 'large5', 'small0', 'small1']);

    const keyed: string[] = [];
    const again = await limiter.acquire(1);
    const keyedWork = (key: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        limiter.acquire(1, undefined, key).then((release) => {
          keyed.push(`${key}${index}`);
          release();
        }),
      );
    const big = keyedWork('large', 4);
    const little = keyedWork('small', 2);
    again();
    await Promise.all([...big, ...little]);
    expect(keyed).toEqual(['large0', 'small0', 'large1', 'small1', 'large2', 'large3']);
  });
});

describe('Limiter shares', () => {
  it('gives the free slots to the requester served least, so a job that comes second catches up', async () => {
    const limiter = new Limiter({ concurrency: 4 });
    const large = await Promise.all(Array.from({ length: 4 }, () => limiter.acquire(100, undefined, 'large')));
    const moreLarge = Array.from({ length: 4 }, () => limiter.acquire(100, undefined, 'large'));
    const small = Array.from({ length: 3 }, () => limiter.acquire(100, undefined, 'small'));
    large[0]!();
    large[1]!();
    large[2]!();
    // Three slots free: all go to the small job, which has had nothing yet.
    const smallGranted = await Promise.all(small);
    expect(limiter.running).toBe(4);
    expect(limiter.waiting).toBe(4);
    for (const release of [...smallGranted, large[3]!]) release();
    for (const release of await Promise.all(moreLarge)) release();
    expect(limiter.running).toBe(0);
  });
});

describe('Limiter with a shared budget', () => {
  it('asks the shared store for each request, waits when it says so, and corrects it with the usage', async () => {
    const asked: number[] = [];
    const corrections: [number, number][] = [];
    let full = true;
    const budget: RequestBudget = {
      take: async (tokens) => {
        asked.push(tokens);
        return full ? 5 : 0;
      },
      correct: async (estimated, used) => {
        corrections.push([estimated, used]);
      },
    };
    const limiter = new Limiter({ concurrency: 4, budget });
    const first = limiter.acquire(100);
    expect(await settlesSoon(first)).toBe(false);
    full = false;
    const release = await first;
    expect(asked.length).toBeGreaterThanOrEqual(2);
    release(80);
    await tick();
    expect(corrections).toEqual([[100, 80]]);
  });

  it('lets a request go when the shared store cannot answer', async () => {
    const budget: RequestBudget = { take: () => Promise.reject(new Error('store down')), correct: () => undefined };
    const limiter = new Limiter({ concurrency: 1, budget });
    const release = await limiter.acquire(10);
    expect(limiter.running).toBe(1);
    release();
  });
});
