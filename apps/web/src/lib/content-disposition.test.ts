import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 extended name, wherever it stands', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="report.es.docx"; filename*=UTF-8''informe%20%C3%BAltimo.docx`),
    ).toBe('informe último.docx');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf; filename="__.pdf"`)).toBe(
      '日本.pdf',
    );
    expect(fileNameFromDisposition(`attachment; filename*="UTF-8''caf%C3%A9.txt"`)).toBe('café.txt');
  });

  it('reads quoted and bare names', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
    expect(fileNameFromDisposition('attachment; filename=plain.srt')).toBe('plain.srt');
    expect(fileNameFromDisposition('attachment; FILENAME = "semi;colon.txt" ; size=3')).toBe('semi;colon.txt');
  });

  it('falls back to the plain name when the extended one is broken', () => {
    expect(fileNameFromDisposition(`attachment; filename="plain.txt"; filename*=UTF-8''bad%E0%A4.txt`)).toBe(
      'plain.txt',
    );
    expect(fileNameFromDisposition(`attachment; filename="plain.txt"; filename*=UTF-8bad.txt`)).toBe('plain.txt');
    expect(fileNameFromDisposition(`attachment; filename*=;filename="after.txt"`)).toBe('after.txt');
  });

  it('reads what the server writes', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Begriffe _Gr__e_.csv"; filename*=UTF-8''Begriffe%20%22Gr%C3%B6%C3%9Fe%22.csv`,
      ),
    ).toBe('Begriffe "Größe".csv');
    expect(fileNameFromDisposition('inline; filename=report.csv')).toBe('report.csv');
  });

  it('answers undefined without a name', () => {
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
