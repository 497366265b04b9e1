import { Document, Footer, Header, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { stripTags } from '../segments/inline-tags.ts';
import { agentOptions, officeFamily, professionalOptions } from './auto-options.ts';
import { FormatError } from './document-format.ts';
import { presentation } from './presentation/presentation.ts';
import { formatForFile, supportedExtensions } from './registry.ts';

async function deck(notes: readonly (string | undefined)[]): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  for (const [index, note] of notes.entries()) {
    const slide = pres.addSlide();
    slide.addText(`Slide ${index + 1} has a title`, { x: 1, y: 1, w: 6, h: 1 });
    if (note !== undefined) slide.addNotes(note);
  }
  return new Uint8Array((await pres.write({ outputType: 'uint8array' })) as Uint8Array);
}

async function letter(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph('The header')] }) },
        footers: { default: new Footer({ children: [new Paragraph('The footer')] }) },
        children: [new Paragraph('The letter is short.')],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

async function book(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Prices').getCell('A1').value = 'The price is good.';
  workbook.addWorksheet('Secret', { state: 'hidden' }).getCell('A1').value = 'The hidden sheet';
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('professionalOptions', () => {
  it('gives the Word switches with names and defaults, all on', () => {
    const options = professionalOptions('docx');
    expect(options.map((option) => option.key)).toEqual([
      'comments',
      'headersFooters',
      'footnotes',
      'textBoxes',
      'charts',
      'trackedChanges',
    ]);
    expect(options.every((option) => option.default && option.name && option.description)).toBe(true);
    expect(professionalOptions('DOC')).toEqual(options);
    expect(professionalOptions('.rtf')).toEqual(options);
  });

  it('gives the Excel and PowerPoint switches with labels and their defaults', () => {
    expect(professionalOptions('xlsx').map(({ key, default: value }) => [key, value])).toEqual([
      ['translateSheetNames', false],
      ['includeHidden', false],
      ['includeComments', true],
      ['includeCharts', true],
      ['includeHeadersFooters', true],
    ]);
    expect(professionalOptions('pptx').map(({ key, default: value }) => [key, value])).toEqual([
      ['includeNotes', false],
      ['includeMasters', false],
      ['includeCharts', true],
    ]);
    for (const option of [...professionalOptions('xls'), ...professionalOptions('ppsx')]) {
      expect(option.name).not.toBe(option.key);
      expect(option.description.length).toBeGreaterThan(10);
    }
  });

  it('gives nothing for other formats', () => {
    for (const extension of ['odt', 'ods', 'odp', 'html', 'md', 'csv', 'exe']) {
      expect(professionalOptions(extension)).toEqual([]);
    }
  });

  it('puts each extension in the family of the adapter that reads it', async () => {
    const families = { docx: 'word', xlsx: 'excel', pptx: 'powerpoint' } as const;
    for (const extension of supportedExtensions()) {
      const format = await formatForFile(`file.${extension}`);
      const modern = format?.outputExtension ?? format?.id ?? '';
      expect(officeFamily(extension), extension).toBe(families[modern as keyof typeof families]);
    }
  });
});

describe('agentOptions', () => {
  it('translates speaker notes when a notes slide has text', async () => {
    const input = await deck([undefined, 'Thank the sales team.']);
    expect(agentOptions('pptx', input)).toEqual({ includeNotes: true, includeMasters: false, includeCharts: true });
    const { segments } = await presentation.extract(input, agentOptions('pptx', input));
    expect(segments.map((segment) => stripTags(segment.text))).toContain('Thank the sales team.');
  });

  it('leaves the notes out when they are empty, blank or only the slide number', async () => {
    expect(agentOptions('pptx', await deck([undefined, undefined])).includeNotes).toBe(false);
    expect(agentOptions('pptx', await deck(['   '])).includeNotes).toBe(false);
    expect(agentOptions('ppt', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])).includeNotes).toBe(false);
  });

  it('keeps sheet names and hidden cells untouched in Excel files', async () => {
    expect(agentOptions('xlsx', await book())).toEqual({
      translateSheetNames: false,
      includeHidden: false,
      includeComments: true,
      includeCharts: true,
      includeHeadersFooters: true,
    });
  });

  it('translates every part of a Word document', async () => {
    expect(agentOptions('docx', await letter())).toEqual({
      word: {
        comments: true,
        headersFooters: true,
        footnotes: true,
        textBoxes: true,
        charts: true,
        trackedChanges: true,
      },
    });
  });

  it('gives no options for other formats, and refuses a damaged presentation', async () => {
    expect(agentOptions('md', new TextEncoder().encode('# Hi'))).toEqual({});
    expect(agentOptions('odp', new Uint8Array([0x50, 0x4b]))).toEqual({});
    expect(() => agentOptions('pptx', new TextEncoder().encode('not a zip'))).toThrow(FormatError);
  });
});
