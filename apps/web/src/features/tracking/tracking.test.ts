import { describe, expect, it } from 'vitest';
import { doNotTrack, trackingState } from './consent.ts';
import { readUserAgent } from './device-info.ts';
import { hashText } from './fingerprint.ts';
import { truncateEvent } from './send-event.ts';
import { buryPointTime } from './start-tracking.ts';

describe('trackingState', () => {
  it('tracks only after consent, never under Do Not Track or with tracking off', () => {
    expect(trackingState(true, undefined, false)).toBe('ask');
    expect(trackingState(true, 'accepted', false)).toBe('on');
    expect(trackingState(true, 'declined', false)).toBe('off');
    expect(trackingState(true, 'accepted', true)).toBe('off');
    expect(trackingState(true, undefined, true)).toBe('off');
    expect(trackingState(false, 'accepted', false)).toBe('off');
    expect(trackingState(false, undefined, false)).toBe('off');
  });

  it('reads Do Not Track and Global Privacy Control', () => {
    const nav = (fields: object) => fields as Navigator;
    const win = (fields: object) => fields as Window;
    expect(doNotTrack(nav({ doNotTrack: '1' }), win({}))).toBe(true);
    expect(doNotTrack(nav({ doNotTrack: null }), win({ doNotTrack: '1' }))).toBe(true);
    expect(doNotTrack(nav({ globalPrivacyControl: true }), win({}))).toBe(true);
    expect(doNotTrack(nav({ doNotTrack: '0' }), win({}))).toBe(false);
    expect(doNotTrack(nav({}), win({}))).toBe(false);
  });
});

describe('the event', () => {
  it('hashes the device to a stable 128-bit hex id', () => {
    expect(hashText('same device')).toBe(hashText('same device'));
    expect(hashText('same device')).not.toBe(hashText('other device'));
    expect(hashText('x')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('cuts expandData to 7,000 characters', () => {
    const event = {
      requestId: 'r',
      anonymousId: 'a',
      systemCode: 's',
      buryPointId: 'b',
      buryPointTime: '2026-01-01 00:00:00',
      expandData: 'x'.repeat(9000),
    };
    expect(truncateEvent(event).expandData).toHaveLength(7000);
    expect(truncateEvent({ ...event, expandData: 'short' }).expandData).toBe('short');
  });

  it('writes the time as YYYY-MM-DD HH:mm:ss', () => {
    expect(buryPointTime(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('2026-01-02 03:04:05');
  });

  it('names the system, browser and engine', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    expect(readUserAgent(chrome)).toEqual({ os: 'Linux', browser: 'Chrome', engine: 'Blink' });
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(readUserAgent(safari)).toEqual({ os: 'iOS', browser: 'Safari', engine: 'WebKit' });
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
    expect(readUserAgent(firefox)).toEqual({ os: 'Windows', browser: 'Firefox', engine: 'Gecko' });
  });
});
