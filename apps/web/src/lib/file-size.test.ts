import { describe, expect, it } from 'vitest';
import { formatFileSize, isolate } from './file-size.ts';

describe('formatFileSize', () => {
  it('gives megabytes in the reader’s number format', () => {
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatFileSize(10.5 * 1024 * 1024, 'de')).toBe('10,5 MB');
    expect(formatFileSize(50 * 1024 * 1024, 'zh-CN')).toMatch(/^50\s?MB$/);
  });

  it('gives small files in kilobytes, zero only for an empty file', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(10, 'en')).toBe('1 kB');
    expect(formatFileSize(0, 'en')).toBe('0 kB');
  });

  it('uses the language’s own digits and unit words', () => {
    expect(formatFileSize(10 * 1024 * 1024, 'fr')).toMatch(/^10\s?Mo$/);
    expect(formatFileSize(10 * 1024 * 1024, 'ar-EG')).toMatch(/^١٠/);
  });

  it('never shows the raw byte count', () => {
    expect(formatFileSize(10_485_760, 'en')).not.toContain('10485760');
  });
});

describe('isolate', () => {
  it('wraps a value in first-strong and pop directional isolates', () => {
    expect(isolate('10 MB')).toBe('\u206810 MB\u2069');
  });
});
