import { FILE_FORMATS } from '@glossa/contracts/file-formats';
import { describe, expect, it } from 'vitest';
import { formatFacts, formatForFile, supportedExtensions } from './registry.ts';

describe('format registry', () => {
  it('has an adapter for every document format the product lists', () => {
    const listed = FILE_FORMATS.map((f) => f.extension);
    expect(listed.filter((ext) => !supportedExtensions().includes(ext))).toEqual([]);
    expect(supportedExtensions().filter((ext) => !listed.includes(ext))).toEqual([]);
    expect(supportedExtensions().length).toBeGreaterThanOrEqual(50);
  });

  it('loads each adapter, which declares the extensions it is registered for', async () => {
    for (const extension of supportedExtensions()) {
      const format = await formatForFile(`file.${extension.toUpperCase()}`);
      expect(format?.extensions, extension).toContain(extension);
      expect(typeof format?.extract).toBe('function');
    }
    expect(await formatForFile('archive.exe')).toBeUndefined();
    expect(await formatForFile('README')).toBeUndefined();
  });

  it('says which formats make no sense as bilingual files', async () => {
    expect((await formatForFile('a.po'))?.bilingual).toBe(false);
    expect((await formatForFile('a.json'))?.bilingual).toBe(false);
    for (const file of ['a.docx', 'a.xlsx', 'a.pptx', 'a.odt', 'a.html', 'a.srt', 'a.epub']) {
      expect((await formatForFile(file))?.bilingual, file).toBe(true);
    }
    expect((await formatForFile('a.doc'))?.outputExtension).toBe('docx');
    expect((await formatForFile('scan.bmp'))?.outputExtension).toBe('png');
    expect((await formatForFile('scan.TIFF'))?.outputExtension).toBeUndefined();
    expect((await formatForFile('photo.jpg'))?.bilingual).toBe(true);
  });

  it('knows what each adapter writes without loading it, as the adapter itself declares', async () => {
    for (const extension of supportedExtensions()) {
      const format = await formatForFile(`file.${extension}`);
      expect(formatFacts(`file.${extension.toUpperCase()}`), extension).toEqual({
        outputExtension: format?.outputExtension ?? extension,
        bilingual: format?.bilingual !== false,
      });
    }
    expect(formatFacts('archive.exe')).toBeUndefined();
    expect(formatFacts('README')).toBeUndefined();
  });
});
