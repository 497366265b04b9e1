import { describe, expect, it } from 'vitest';
import { checkFiles } from './check-files.ts';

const limits = { maxCount: 1, maxBytes: 10 * 1024 * 1024 };

describe('checkFiles', () => {
  it('accepts one supported file within the size limit', () => {
    expect(checkFiles([{ name: 'Report.PDF', size: 2048 }], limits)).toEqual({ ok: true });
  });

  it('checks count first, then size, then type', () => {
    const big = { name: 'movie.exe', size: 20 * 1024 * 1024 };
    expect(checkFiles([big, big], limits)).toEqual({ ok: false, reason: 'count', max: 1 });
    expect(checkFiles([big], limits)).toEqual({ ok: false, reason: 'size', max: limits.maxBytes });
    expect(checkFiles([{ name: 'movie.exe', size: 1 }], limits)).toEqual({
      ok: false,
      reason: 'type',
      types: ['movie.exe'],
    });
  });

  it('treats a name without an extension as unsupported', () => {
    expect(checkFiles([{ name: 'README', size: 1 }], limits)).toMatchObject({ ok: false, reason: 'type' });
  });
});
