import { describe, expect, it, vi } from 'vitest';
import { FormatError } from './document-format.ts';
import { exportDocument, exportFormats } from './export-formats.ts';

const WITH = { libreOffice: true };
const WITHOUT = { libreOffice: false };

describe('exportFormats', () => {
  it.each([
    ['docx', ['docx', 'pdf', 'odt']],
    ['odt', ['odt', 'pdf', 'docx']],
    ['xlsx', ['xlsx', 'pdf', 'ods']],
    ['ods', ['ods', 'pdf', 'xlsx']],
    ['pptx', ['pptx', 'pdf', 'odp']],
    ['odp', ['odp', 'pdf', 'pptx']],
    ['docm', ['docm', 'pdf']],
    ['dotx', ['dotx', 'pdf']],
    ['xltm', ['xltm', 'pdf']],
    ['ppsx', ['ppsx', 'pdf']],
    ['ott', ['ott', 'pdf']],
    ['doc', ['docx', 'pdf', 'odt']],
    ['rtf', ['docx', 'pdf', 'odt']],
    ['xls', ['xlsx', 'pdf', 'ods']],
    ['ppt', ['pptx', 'pdf', 'odp']],
    ['html', ['html']],
    ['md', ['md']],
    ['csv', ['csv']],
    ['po', ['po']],
  ])('offers %s translations as %j with LibreOffice', async (extension, expected) => {
    expect(await exportFormats(extension, WITH)).toEqual(expected);
  });

  it.each([
    ['docx', ['docx']],
    ['odt', ['odt']],
    ['xlsx', ['xlsx']],
    ['ods', ['ods']],
    ['pptx', ['pptx']],
    ['odp', ['odp']],
    ['doc', ['docx']],
    ['xls', ['xlsx']],
    ['ppt', ['pptx']],
    ['rtf', ['docx']],
    ['html', ['html']],
    ['md', ['md']],
  ])('offers %s translations only as %j without LibreOffice', async (extension, expected) => {
    expect(await exportFormats(extension, WITHOUT)).toEqual(expected);
  });

  it('accepts any case and a leading dot, and offers nothing for unknown extensions', async () => {
    expect(await exportFormats('.DOCX', WITH)).toEqual(['docx', 'pdf', 'odt']);
    expect(await exportFormats('exe', WITH)).toEqual([]);
  });
});

describe('exportDocument', () => {
  const bytes = new Uint8Array([1, 2, 3]);

  it('gives the same bytes back for the output format, without LibreOffice', async () => {
    const convert = vi.fn();
    const options = { available: () => false, convert };
    expect(await exportDocument(bytes, 'docx', 'DOCX', options)).toBe(bytes);
    expect(await exportDocument(bytes, 'doc', 'docx', options)).toBe(bytes);
    expect(await exportDocument(bytes, 'md', 'md', options)).toBe(bytes);
    expect(convert).not.toHaveBeenCalled();
  });

  it('converts the output format, not the uploaded one, for legacy inputs', async () => {
    const convert = vi.fn(async () => new Uint8Array([9]));
    expect(await exportDocument(bytes, 'rtf', 'pdf', { available: () => true, convert })).toEqual(new Uint8Array([9]));
    expect(convert).toHaveBeenCalledWith(bytes, 'docx', 'pdf');
  });

  it.each([
    ['docx', 'pdf', () => false, /LibreOffice is needed/],
    ['docx', 'xlsx', () => true, /cannot be exported as \.xlsx/],
    ['docm', 'odt', () => true, /cannot be exported as \.odt/],
    ['md', 'pdf', () => true, /cannot be exported as \.pdf/],
    ['exe', 'pdf', () => true, /\.exe cannot be exported/],
  ])('refuses %s → %s as unsupported', async (from, to, available, message) => {
    const convert = vi.fn();
    const error = await exportDocument(bytes, from, to, { available, convert }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormatError);
    expect((error as FormatError).code).toBe('unsupported');
    expect((error as FormatError).message).toMatch(message);
    expect(convert).not.toHaveBeenCalled();
  });
});
