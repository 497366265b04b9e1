import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { stripTags } from '../segments/inline-tags.ts';
import { agentOptions, officeFamily, professionalOptions } from './auto-options.ts';
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
      ['includeNotes', true],
      ['includeMasters', true],
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
  it('translates what a reader of a deck sees: slides, speaker notes, charts, and the masters’ text', async () => {
    const input = await deck([undefined, 'Thank the sales team.']);
    expect(agentOptions('pptx')).toEqual({ includeNotes: true, includeMasters: true, includeCharts: true });
    expect(agentOptions('ppt')).toEqual(agentOptions('pptx'));
    const { segments } = await presentation.extract(input, agentOptions('pptx'));
    expect(segments.map((segment) => stripTags(segment.text))).toContain('Thank the sales team.');
  });

  it('keeps sheet names and hidden cells untouched in Excel files', async () => {
    expect(agentOptions('xlsx')).toEqual({
      translateSheetNames: false,
      includeHidden: false,
      includeComments: true,
      includeCharts: true,
      includeHeadersFooters: true,
    });
  });

  it('translates every part of a Word document', async () => {
    expect(agentOptions('docx')).toEqual({
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

  it('gives no options for other formats', () => {
    expect(agentOptions('md')).toEqual({});
    expect(agentOptions('odp')).toEqual({});
  });
});
