import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { PseudoEngine } from '../../engines/pseudo.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import { tagIds } from '../../segments/inline-tags.ts';
import type { Segment } from '../../segments/segment.ts';
import { OUTPUT_MODES } from '../format.ts';
import { asTemplate, docxWithBuildingBlocks, partText, richDocx } from './sample-documents.ts';
import { word } from './word-format.ts';
import { WORD_OPTIONS } from './word-options.ts';

const es = { sourceLanguage: 'en', targetLanguage: 'es' };
let docm: Uint8Array;
let docx: Uint8Array;

beforeAll(async () => {
  docm = await richDocx({ macros: true });
  docx = await richDocx();
});

function same(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return a !== undefined && b !== undefined && Buffer.from(a).equals(Buffer.from(b));
}

function texts(segments: readonly Segment[], part?: string): string[] {
  return segments.filter((segment) => !part || segment.context?.part === part).map((segment) => segment.text);
}

describe('what a Word document gives to translate', () => {
  it('finds every structure: body, tables, headers, footers, notes, comments, boxes, SmartArt, charts, title', async () => {
    const { segments } = await word.extract(docx);
    const body = texts(segments, 'body');
    expect(body).toContain('The annual report');
    expect(body).toContain(
      'The house is <g1>very big</g1> and the garden is <g2>green</g2>. Read the <g3>user guide</g3> today.',
    );
    expect(body).toContain('Second nested cell');
    expect(body).toContain('See the <x1/><g2>online manual</g2><x3/> for the details.');
    expect(texts(segments, 'header')).toEqual(['The default header', 'The first header', 'The even header']);
    expect(texts(segments, 'footer')).toEqual(['The page ']);
    expect(texts(segments, 'footnote')).toEqual(['The note explains the guide.']);
    expect(texts(segments, 'comment')).toEqual(['The comment is about the cathedral.']);
    expect(texts(segments, 'text box')).toEqual(['The text box says hello.', 'The shape holds a cat.']);
    expect(texts(segments, 'SmartArt')).toEqual(['The first step', 'The last step', 'The first step']);
    expect(texts(segments, 'chart')).toEqual(
      expect.arrayContaining(['The sales of the year', 'The first year', 'North']),
    );
    expect(texts(segments, 'properties')).toEqual(['The quarterly report']);
    const kinds = new Set(segments.map((segment) => segment.context?.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['heading', 'paragraph', 'cell', 'note', 'title']));
    expect(new Set(segments.map((segment) => segment.id)).size).toBe(segments.length);
  });

  it('never offers field codes, URLs, deleted text or chart numbers', async () => {
    const all = texts((await word.extract(docx)).segments).join('\n');
    for (const hidden of ['HYPERLINK', 'example.org', 'PAGE', 'drinks the old water', 'AUTHOR', '25']) {
      expect(all).not.toContain(hidden);
    }
  });

  it('leaves out what the professional-mode parameters turn off', async () => {
    const all = (await word.extract(docx)).segments.length;
    const parts = {
      comments: 'comment',
      headersFooters: 'header',
      footnotes: 'footnote',
      textBoxes: 'SmartArt',
      charts: 'chart',
    };
    for (const [key, part] of Object.entries(parts)) {
      const { segments } = await word.extract(docx, { word: { [key]: false } } as never);
      expect(segments.length).toBeLessThan(all);
      expect(texts(segments, part)).toEqual([]);
    }
    expect(WORD_OPTIONS.map((option) => [option.key, option.default])).toEqual([
      ['comments', true],
      ['headersFooters', true],
      ['footnotes', true],
      ['textBoxes', true],
      ['charts', true],
      ['trackedChanges', true],
    ]);
  });
});

describe('building blocks', () => {
  it('translates the building blocks the body’s content controls show, and leaves the others', async () => {
    const input = docxWithBuildingBlocks();
    const { segments, skeleton } = await word.extract(input);
    expect(texts(segments, 'building block')).toEqual(['Type the full name here.']);
    const upper = new Map(segments.map((segment) => [segment.id, segment.text.toUpperCase()]));
    const output = await word.rebuild(skeleton, upper, 'translated', { sourceLanguage: 'en', targetLanguage: 'fr' });
    const glossary = partText(output, 'word/glossary/document.xml');
    expect(glossary).toContain('<w:t>TYPE THE FULL NAME HERE.</w:t>');
    expect(glossary).toContain('<w:t>A cover page nobody inserted.</w:t>');
    expect(partText(output, 'word/document.xml')).toContain('TYPE THE FULL NAME HERE.');
  });
});

describe('round trips', () => {
  it('gives back every entry byte for byte with an identity translation, in every mode', async () => {
    const { segments, skeleton } = await word.extract(docm);
    const identity = new Map(segments.map((segment) => [segment.id, segment.text]));
    const before = unzipSync(docm);
    for (const mode of OUTPUT_MODES) {
      const after = unzipSync(await word.rebuild(skeleton, identity, mode, es));
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const [name, bytes] of Object.entries(before)) expect(same(after[name], bytes), name).toBe(true);
    }
  });

  it('keeps structure, tags, macros and untouched parts through a pseudo translation', async () => {
    const { segments, skeleton } = await word.extract(docm);
    const report = await translateSegments(segments, { engine: new PseudoEngine(), source: 'en', target: 'fr' });
    const map = new Map(report.translations.map((t) => [t.id, t.text]));
    const out = await word.rebuild(skeleton, map, 'translated', es);
    const again = await word.extract(out);
    expect(again.segments.map((segment) => segment.id)).toEqual(segments.map((segment) => segment.id));
    again.segments.forEach((segment, i) => {
      expect(segment.text).toBe(map.get(segment.id));
      expect(tagIds(segment.text)).toEqual(tagIds((segments[i] as Segment).text));
    });
    const before = unzipSync(docm);
    const after = unzipSync(out);
    for (const name of ['word/vbaProject.bin', '[Content_Types].xml', 'word/styles.xml', 'word/settings.xml']) {
      expect(same(after[name], before[name]), name).toBe(true);
    }
    expect(partText(out, 'word/document.xml')).toContain(
      '<w:instrText xml:space="preserve"> HYPERLINK "https://example.org/manual" </w:instrText>',
    );
  });

  it('reads templates and macro-enabled templates alike', async () => {
    for (const file of [asTemplate(docx), asTemplate(docm)]) {
      const { segments, skeleton } = await word.extract(file);
      const map = new Map(segments.map((segment) => [segment.id, `${segment.text}!`]));
      const out = await word.rebuild(skeleton, map, 'source-then-target', es);
      expect(partText(out, '[Content_Types].xml')).toContain('template');
      expect(partText(out, 'word/header1.xml')).toContain('The default header!');
    }
  });

  it('writes both versions of each unit in the bilingual modes', async () => {
    const { segments, skeleton } = await word.extract(docx);
    const map = new Map(segments.map((segment) => [segment.id, segment.text.replace(/The/g, 'El')]));
    const out = await word.rebuild(skeleton, map, 'target-then-source', es);
    const again = texts((await word.extract(out)).segments);
    expect(again.indexOf('El annual report')).toBe(again.indexOf('The annual report') - 1);
    expect(again).toContain('El quarterly report / The quarterly report');
    expect(partText(out, 'word/charts/chart1.xml')).toContain('El first year / The first year');
  });
});
