import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../../../../packages/translate/test/linear-time.ts';
import { describeUserAgent } from './user-agent.ts';

const AGENTS: [string, string | null, string | null][] = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    'Edge',
    'Windows',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox', 'Linux'],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Safari',
    'macOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari',
    'iOS',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'Chrome',
    'Android',
  ],
  ['curl/8.5.0', 'curl', null],
  ['Mozilla/5.0 (compatible; unknown)', null, null],
];

describe('describeUserAgent', () => {
  it.each(AGENTS)('reads %s', (agent, browser, os) => {
    expect(describeUserAgent(agent)).toEqual({ browser, os });
  });

  it('says nothing for a missing user agent', () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: null, os: null });
    expect(describeUserAgent('')).toEqual({ browser: null, os: null });
  });
});

describe('describeUserAgent on a long header', () => {
  // Every 'Version/' used to read the rest of the header looking for 'Safari/'.
  it('costs time in step with the length of a header naming Version/ again and again', async () => {
    const { ratio } = await timeGrowth((size) => 'Version/1 '.repeat(size / 10), describeUserAgent, 20_000);
    expect(ratio).toBeLessThan(linearBound());
    expect(describeUserAgent('Version/1 x Version/2 Safari/1').browser).toBe('Safari');
  });
});
