import { describe, expect, it, vi } from 'vitest';
import { formatAvailability } from './availability.ts';
import { supportedExtensions } from './registry.ts';

const LEGACY = ['doc', 'xls', 'ppt', 'rtf'];

describe('formatAvailability', () => {
  it('lists every supported extension as available when LibreOffice is installed', () => {
    const list = formatAvailability({ libreOffice: () => true });
    expect(list.map((entry) => entry.extension)).toEqual(supportedExtensions());
    expect(list.every((entry) => entry.available && entry.reason === undefined)).toBe(true);
  });

  it('reports the legacy formats as unavailable, with a reason, when LibreOffice is missing', () => {
    const libreOffice = vi.fn(() => false);
    const list = formatAvailability({ libreOffice });
    expect(list.map((entry) => entry.extension)).toEqual(supportedExtensions());
    const unavailable = list.filter((entry) => !entry.available);
    expect(unavailable.map((entry) => entry.extension).sort()).toEqual([...LEGACY].sort());
    expect(unavailable.find((entry) => entry.extension === 'doc')?.reason).toBe(
      'Word 97–2003 documents (.doc) need LibreOffice, which is not installed on this server',
    );
    for (const entry of unavailable)
      expect(entry.reason).toMatch(new RegExp(`\\(\\.${entry.extension}\\) need LibreOffice`));
    for (const entry of list.filter((e) => e.available)) expect(entry.reason).toBeUndefined();
    expect(list.find((entry) => entry.extension === 'docx')).toEqual({ extension: 'docx', available: true });
    expect(libreOffice).toHaveBeenCalledTimes(1);
  });

  it('checks the PATH by default', () => {
    const list = formatAvailability();
    expect(list).toHaveLength(supportedExtensions().length);
    expect(list.filter((entry) => !LEGACY.includes(entry.extension)).every((entry) => entry.available)).toBe(true);
  });
});
