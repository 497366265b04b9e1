import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 extended name', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="report.es.docx"; filename*=UTF-8''informe%20%C3%BAltimo.docx`),
    ).toBe('informe último.docx');
  });

  it('reads quoted and bare names', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
    expect(fileNameFromDisposition('attachment; filename=plain.srt')).toBe('plain.srt');
  });

  it('answers undefined without a name', () => {
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
