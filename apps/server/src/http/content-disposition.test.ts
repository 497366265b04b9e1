import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

const savedAs = (header: string) => parse(header).parameters.filename;

describe('contentDisposition', () => {
  it('names a plain ASCII file with filename alone', () => {
    expect(contentDisposition('report.csv')).toBe('attachment; filename=report.csv');
    expect(contentDisposition('weather report.docx', 'inline')).toBe('inline; filename="weather report.docx"');
  });

  it('adds the UTF-8 name beside an ASCII stand-in', () => {
    const header = contentDisposition('Begriffe "Größe".csv');
    expect(header).toBe(
      `attachment; filename="Begriffe _Gr__e_.csv"; filename*=UTF-8''Begriffe%20%22Gr%C3%B6%C3%9Fe%22.csv`,
    );
    expect(savedAs(header)).toBe('Begriffe "Größe".csv');
    expect(savedAs(contentDisposition('日本語.pdf'))).toBe('日本語.pdf');
  });

  it('keeps percent signs out of the plain name, where a browser could decode them', () => {
    const header = contentDisposition('100%20.txt');
    expect(header).toContain('filename=100_20.txt;');
    expect(savedAs(header)).toBe('100%20.txt');
  });

  it('drops controls and bidi marks, and never names a folder', () => {
    expect(savedAs(contentDisposition('report\u202Efdp.txt'))).toBe('reportfdp.txt');
    expect(savedAs(contentDisposition('\u2067notes.txt\u2069\r\n'))).toBe('notes.txt');
    expect(savedAs(contentDisposition('../..\\secret/a.txt'))).toBe('.._.._secret_a.txt');
    expect(savedAs(contentDisposition(''))).toBe('file');
  });
});
