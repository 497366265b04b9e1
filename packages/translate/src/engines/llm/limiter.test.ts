import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine.ts';
import { estimateTokens, Limiter } from './limiter.ts';

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
