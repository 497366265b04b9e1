import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine.ts';
import { Turns } from './turns.ts';

const cancelled = () => new EngineError('cancelled', 'cancelled');

/** Takes a turn and records when it starts; answers the function that ends it once started. */
function request(turns: Turns, order: string[], name: string, key: string, signal?: AbortSignal) {
  return turns.take(key, 100, signal, cancelled).then((done) => {
    order.push(name);
    return done;
  });
}

describe('Turns', () => {
  it("serves a newcomer's request right after the one running, before the others' queued ones", async () => {
    const turns = new Turns();
    const order: string[] = [];
    const a1 = request(turns, order, 'a1', 'a');
    const waiting = [
      request(turns, order, 'a2', 'a'),
      request(turns, order, 'b1', 'b'),
      request(turns, order, 'a3', 'a'),
      request(turns, order, 'b2', 'b'),
    ];
    (await a1)();
    const small = request(turns, order, 'c1', 'c');
    for (const next of [...waiting, small]) void next.then((done) => setImmediate(done));
    await Promise.all([...waiting, small]);
    await turns.settled();
    // b is served least, then c (new) has had nothing: it goes before a's and b's second requests.
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('takes a request out of the line when its signal aborts while it waits', async () => {
    const turns = new Turns();
    const order: string[] = [];
    const first = await request(turns, order, 'a1', 'a');
    const stop = new AbortController();
    const dropped = request(turns, order, 'a2', 'a', stop.signal);
    const kept = request(turns, order, 'b1', 'b');
    stop.abort();
    await expect(dropped).rejects.toMatchObject({ code: 'cancelled' });
    first();
    (await kept)();
    await turns.settled();
    expect(order).toEqual(['a1', 'b1']);
  });
});
