import { describe, expect, it } from 'vitest';
import { Places } from './places.ts';

describe('places', () => {
  it('hands out places in the order they were asked for, and a freed place to the next in line', async () => {
    const places = new Places(1);
    const order: string[] = [];
    const first = await places.take();
    const second = places.take().then((release) => {
      order.push('second');
      return release;
    });
    const third = places.take().then((release) => {
      order.push('third');
      return release;
    });
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    // A place is given back once, however often its release is called: still one holder at a time.
    const again = await places.take();
    again();
    again(); // a second call gives nothing back twice
    const one = await places.take();
    let twoTaken = false;
    const two = places.take().then((release) => {
      twoTaken = true;
      return release;
    });
    await Promise.resolve();
    expect(twoTaken).toBe(false);
    one();
    (await two)();
  });

  it('lets a waiter whose signal aborts leave the line with the reason, taking no place', async () => {
    const places = new Places(1);
    const held = await places.take();
    const controller = new AbortController();
    const leaving = places.take(controller.signal);
    const staying = places.take();
    controller.abort(new Error('gave up'));
    await expect(leaving).rejects.toThrow('gave up');
    held();
    const release = await staying;
    release();
    await expect(places.take(AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });
});
