import type { ChatEvent } from '@glossa/contracts/chat';
import { describe, expect, it } from 'vitest';
import type { NumberedEvent } from './live-feed.ts';
import { LiveFeed } from './live-feed.ts';

const event = (seq: number): NumberedEvent => ({ seq, event: { type: 'status', status: 'streaming' } as ChatEvent });

/** A log of numbered events, as the table holds them once committed. */
function table() {
  const rows: NumberedEvent[] = [];
  let reads = 0;
  const readAfter = async (_id: string, after: number) => {
    reads += 1;
    return rows.filter((row) => row.seq > after);
  };
  return { rows, readAfter, reads: () => reads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live feed', () => {
  it('hands out its own events at once, and reads what another process committed in between', async () => {
    const log = table();
    const feed = new LiveFeed(log.readAfter, (error) => {
      throw error;
    });
    const heard: number[] = [];
    feed.subscribe('c', (item) => heard.push(item.seq));
    log.rows.push(event(1), event(2));
    feed.deliver('c', [event(1), event(2)]);
    expect(heard).toEqual([1, 2]);
    expect(log.reads()).toBe(0);
    // Event 3 comes from another node; its notice is slower than this node's event 4.
    log.rows.push(event(3), event(4));
    feed.deliver('c', [event(4)]);
    feed.notice('c', 3);
    await settle();
    expect(heard).toEqual([1, 2, 3, 4]);
  });

  it('catches up every listened conversation after the notice channel was away, without repeats', async () => {
    const log = table();
    const feed = new LiveFeed(log.readAfter, () => {});
    const heard: number[] = [];
    const stop = feed.subscribe('c', (item) => heard.push(item.seq));
    log.rows.push(event(1));
    feed.notice('c', 1);
    await settle();
    log.rows.push(event(2), event(3));
    feed.catchUpAll();
    feed.notice('c', 2);
    await settle();
    expect(heard).toEqual([1, 2, 3]);
    stop();
    expect(feed.conversations()).toEqual([]);
  });
});
