import { describe, expect, it, vi } from 'vitest';
import { ConsentPass, RENEW_BEFORE_MS } from './consent-pass.ts';

const HOUR = 60 * 60 * 1000;

describe('ConsentPass', () => {
  it('asks once, reuses the token, and renews it before it runs out', async () => {
    let clock = 1_000_000;
    let issued = 0;
    const request = vi.fn(async (anonymousId: string) => ({
      consentToken: `${anonymousId}-${++issued}`,
      expiresAt: clock + HOUR,
    }));
    const pass = new ConsentPass('browser', () => clock, request);
    expect(await Promise.all([pass.current(), pass.current()])).toEqual(['browser-1', 'browser-1']);
    clock += HOUR - RENEW_BEFORE_MS - 1;
    expect(await pass.current()).toBe('browser-1');
    clock += 2;
    expect(await pass.current()).toBe('browser-2');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('answers no token when the server gives none, and keeps a live one when a renewal fails', async () => {
    let clock = 0;
    const refused = new ConsentPass(
      'browser',
      () => clock,
      async () => undefined,
    );
    expect(await refused.current()).toBeUndefined();
    const answers = [{ consentToken: 'first', expiresAt: HOUR }];
    const flaky = new ConsentPass(
      'browser',
      () => clock,
      async () => answers.shift() ?? Promise.reject(new Error('offline')),
    );
    expect(await flaky.current()).toBe('first');
    clock = HOUR - RENEW_BEFORE_MS + 1;
    expect(await flaky.current()).toBe('first');
    clock = HOUR;
    expect(await flaky.current()).toBeUndefined();
  });
});
