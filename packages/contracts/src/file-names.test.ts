import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-names.ts';

describe('cleanFileName', () => {
  it('removes the right-to-left override that disguises an extension', () => {
    expect(cleanFileName('report\u202Efdp.txt')).toBe('reportfdp.txt');
    expect(cleanFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
  });

  it('removes every bidi mark, embedding, override and isolate', () => {
    const bidi = ['\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068'];
    expect(cleanFileName(`a${bidi.join('')}b\u2069.docx`)).toBe('ab.docx');
  });

  it('removes C0 and C1 controls, DEL and line separators', () => {
    expect(cleanFileName('a\u0000b\tc\nd\re\u001Bf\u007Fg\u0085h\u009Fi\u2028j\u2029.pdf')).toBe('abcdefghij.pdf');
  });

  it('keeps letters of every script, joiners and ordinary punctuation', () => {
    expect(cleanFileName('تقرير السنة.docx')).toBe('تقرير السنة.docx');
    expect(cleanFileName('報告 (第2版) – final.pdf')).toBe('報告 (第2版) – final.pdf');
    expect(cleanFileName('क्\u200Dष.txt')).toBe('क्\u200Dष.txt');
  });

  it('trims outer spaces and names an empty result "file"', () => {
    expect(cleanFileName('  notes.txt  ')).toBe('notes.txt');
    expect(cleanFileName('\u202E\u0000')).toBe('file');
  });

  it('shortens a long name in its base, keeping the extension', () => {
    const long = `${'a'.repeat(300)}.docx`;
    const clean = cleanFileName(long);
    expect(Array.from(clean)).toHaveLength(255);
    expect(clean.endsWith('a.docx')).toBe(true);
    expect(cleanFileName(`${'😀'.repeat(300)}.txt`, 10)).toBe(`${'😀'.repeat(6)}.txt`);
  });
});
