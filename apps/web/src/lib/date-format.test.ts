import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format.ts';

describe('date formats', () => {
  it('writes dates in the reader language, never a format token', () => {
    const iso = '2026-11-26T07:22:00Z';
    expect(formatDate(iso, 'en')).toMatch(/Nov 2[56], 2026/);
    // The day is written the same alone and with its time.
    expect(formatDateTime(iso, 'en').startsWith(formatDate(iso, 'en'))).toBe(true);
    expect(formatDate(iso, 'zh-CN')).toMatch(/2026年11月2[56]日/);
    expect(formatDateTime(iso, 'de')).toMatch(/2[56]\.11\.2026/);
    expect(formatDateTime(iso, 'en')).not.toContain('LLL');
  });
});
