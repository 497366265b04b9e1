import { describe, expect, it, vi } from 'vitest';
import { firstUse } from './first-use.ts';

describe('firstUse', () => {
  it('fetches a module once, however many ask, and tells every listener when it arrives', async () => {
    const load = vi.fn(async () => ({ name: 'select' }));
    const entry = firstUse(load);
    const heard = vi.fn();
    entry.subscribe(heard);
    expect(entry.current()).toBeUndefined();
    const [first, second] = await Promise.all([entry.load(), entry.load()]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(entry.current()).toEqual({ name: 'select' });
    expect(heard).toHaveBeenCalledWith({ name: 'select' });
  });

  it('stops telling a listener that unsubscribed', async () => {
    const entry = firstUse(async () => 1);
    const heard = vi.fn();
    entry.subscribe(heard)();
    await entry.load();
    expect(heard).not.toHaveBeenCalled();
  });
});
