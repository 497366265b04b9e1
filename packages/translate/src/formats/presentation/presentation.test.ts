import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { PseudoEngine } from '../../engines/pseudo.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import type { Segment } from '../../segments/segment.ts';
import { partText } from '../ooxml/test-office.ts';
import { POWERPOINT_OPTIONS, presentation } from './presentation.ts';
import { reviewDeck } from './test-presentations.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

function shout(segments: readonly Segment[]): Map<string, string> {
  return new Map(
    segments.map((s) => [s.id, s.text.replace(/(<[^>]+>)|([^<]+)/g, (_, tag, text) => tag ?? text.toUpperCase())]),
  );
}

function byText(segments: readonly Segment[], start: string): Segment {
  return segments.find((s) => s.text.startsWith(start)) as Segment;
}

/** The run (`<a:r>…</a:r>`) that shows exactly this text. */
function runOf(xml: string, text: string): string {
  const at = xml.indexOf(`<a:t>${text}</a:t>`);
  return at < 0 ? '' : xml.slice(xml.lastIndexOf('<a:r>', at), xml.indexOf('</a:r>', at));
}

let input: Uint8Array;
beforeAll(async () => {
  input = await reviewDeck();
});

describe('presentation extraction', () => {
  it('finds slides, tables, nested groups, charts and SmartArt, with runs, breaks and fields as tags', async () => {
    const { segments } = await presentation.extract(input);
    const texts = segments.map((s) => s.text);
    expect(texts).toContain(
      'Our team <g1>doubled</g1> its <g2>revenue</g2> this year.<x3/>A second line after a break.',
    );
    expect(texts).toContain('Slide <x1/> of the annual deck');
    expect(texts).toEqual(
      expect.arrayContaining(['Region', 'Northern offices', 'Grouped first note', 'Deeply grouped text']),
    );
    expect(texts).toEqual(expect.arrayContaining(['Sales by region', 'Revenue', 'North', 'South']));
    expect(texts.filter((text) => text === 'Plan the launch')).toHaveLength(1);
    expect(byText(segments, 'Deeply').context).toEqual({ part: 'slide 2', kind: 'paragraph' });
  });

  it('reads what a reader sees by default: notes and the text masters put on every slide, not their prompts', async () => {
    const { segments } = await presentation.extract(input);
    expect(byText(segments, 'Remember').context).toEqual({ part: 'slide 1 notes', kind: 'note' });
    expect(byText(segments, 'Company confidential').context?.part).toMatch(/^master 1 layout/);
    const texts = segments.map((s) => s.text);
    expect(texts).not.toContain('Click to add the figures of the quarter');
    // The notes master's prompts ("Click to edit Master text styles", "Second level" ...) neither.
    expect(segments.filter((s) => s.context?.part === 'notes master')).toEqual([]);
    expect(POWERPOINT_OPTIONS.map((o) => [o.name, o.default])).toEqual([
      ['includeNotes', true],
      ['includeMasters', true],
      ['includeCharts', true],
    ]);
  });

  it('leaves notes, masters and charts out when asked', async () => {
    const options = { includeNotes: false, includeMasters: false, includeCharts: false };
    const texts = (await presentation.extract(input, options)).segments.map((s) => s.text);
    for (const left of ['Remember to thank the sales team.', 'Company confidential', 'Sales by region']) {
      expect(texts).not.toContain(left);
    }
    expect(texts).toContain('Annual review');
  });
});

describe('presentation kinds', () => {
  const MAIN = 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
  it.each([
    ['pptm', 'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml'],
    ['potx', 'application/vnd.openxmlformats-officedocument.presentationml.template.main+xml'],
    ['ppsx', 'application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml'],
    ['ppsm', 'application/vnd.ms-powerpoint.slideshow.macroEnabled.main+xml'],
  ])('reads and writes %s packages, keeping their content type', async (_, type) => {
    const files = unzipSync(input);
    files['[Content_Types].xml'] = strToU8(strFromU8(files['[Content_Types].xml'] as Uint8Array).replace(MAIN, type));
    const { segments, skeleton } = await presentation.extract(zipSync(files));
    const output = await presentation.rebuild(skeleton, shout(segments), 'translated', LANGUAGES);
    expect(partText(output, '[Content_Types].xml')).toContain(type);
    expect((await presentation.extract(output)).segments.map((s) => s.text)).toContain('ANNUAL REVIEW');
  });
});

describe('presentation rebuild', () => {
  it('returns the very same file for an identity translation', async () => {
    const { segments, skeleton } = await presentation.extract(input, { includeNotes: true, includeMasters: true });
    const same = await presentation.rebuild(
      skeleton,
      new Map(segments.map((s) => [s.id, s.text])),
      'translated',
      LANGUAGES,
    );
    expect(Buffer.from(same).equals(Buffer.from(input))).toBe(true);
  });

  it('translates with the pseudo engine, keeping tags, links, numbers and untouched parts', async () => {
    const { segments, skeleton } = await presentation.extract(input, { includeNotes: true });
    const report = await translateSegments(segments, { engine: new PseudoEngine(), source: 'en', target: 'fr' });
    const output = await presentation.rebuild(
      skeleton,
      new Map(report.translations.map((t) => [t.id, t.text])),
      'translated',
      LANGUAGES,
    );
    const again = await presentation.extract(output, { includeNotes: true });
    expect(again.segments.map((s) => s.id)).toEqual(segments.map((s) => s.id));
    again.segments.forEach((segment, i) => {
      expect(segment.text.match(/<[^>]+>/g)).toEqual((segments[i] as Segment).text.match(/<[^>]+>/g));
      expect(segment.text).not.toBe((segments[i] as Segment).text);
    });
    const before = unzipSync(input);
    const after = unzipSync(output);
    // The master's text box is translated in the layout that holds it; the rest is as it was.
    expect(partText(output, 'ppt/slideLayouts/slideLayout2.xml')).not.toContain('Company confidential');
    expect(partText(output, 'ppt/slideLayouts/slideLayout2.xml')).toContain('Click to add the figures of the quarter');
    for (const path of ['ppt/theme/theme1.xml', 'ppt/slideMasters/slideMaster1.xml', 'ppt/presentation.xml']) {
      expect(Buffer.from(after[path] as Uint8Array).equals(Buffer.from(before[path] as Uint8Array))).toBe(true);
    }
    expect(partText(output, 'ppt/slides/slide1.xml')).toMatch(/<a:hlinkClick r:id="rId\d+"/);
    expect(partText(output, 'ppt/charts/chart1.xml')).toContain('<c:v>20</c:v>');
  });

  it('puts formatting on the words an engine moved, and keeps breaks and fields', async () => {
    const { segments, skeleton } = await presentation.extract(input);
    const sentence = byText(segments, 'Our team');
    const field = byText(segments, 'Slide');
    const translations = new Map([
      [
        sentence.id,
        'Este año, <g2>los ingresos</g2> de nuestro equipo se <g1>duplicaron</g1>.<x3/>Una segunda línea tras un salto.',
      ],
      [field.id, 'Diapositiva <x1/> de la presentación anual'],
    ]);
    const slide =
      partText(await presentation.rebuild(skeleton, translations, 'translated', LANGUAGES), 'ppt/slides/slide1.xml') ??
      '';
    expect(runOf(slide, 'los ingresos')).toMatch(/<a:rPr lang="es"[^>]*>.*<a:hlinkClick r:id="rId\d+"/);
    expect(runOf(slide, 'duplicaron')).toMatch(/<a:rPr lang="es"[^>]* b="1"/);
    expect(runOf(slide, 'Este año, ')).not.toMatch(/ b="1"|hlinkClick/);
    expect(slide).toMatch(/<a:t>\.<\/a:t><\/a:r><a:br\/><a:r>.*?<a:t>Una segunda línea tras un salto\.<\/a:t>/);
    expect(slide).toMatch(
      /<a:t>Diapositiva <\/a:t><\/a:r><a:fld [^>]*type="slidenum"><a:rPr lang="en-US"\/><a:t>1<\/a:t><\/a:fld>/,
    );
  });

  it('gives the text the dominant formatting when the tags are lost', async () => {
    const { segments, skeleton } = await presentation.extract(input);
    const translations = new Map([
      [byText(segments, 'Our team').id, 'Nuestro equipo duplicó sus ingresos este año. Una segunda línea.'],
      [byText(segments, 'Region').id, 'Región'],
    ]);
    const output = await presentation.rebuild(skeleton, translations, 'translated', LANGUAGES);
    const slide1 = partText(output, 'ppt/slides/slide1.xml') ?? '';
    const run = runOf(slide1, 'Nuestro equipo duplicó sus ingresos este año. Una segunda línea.');
    expect(run).toMatch(/^<a:r><a:rPr lang="es" dirty="0">/);
    expect(slide1).toContain('Una segunda línea.</a:t></a:r><a:br/>');
    expect(runOf(partText(output, 'ppt/slides/slide2.xml') ?? '', 'Región')).toMatch(/<a:rPr lang="es"[^>]* b="1"/);
  });

  it('writes right-to-left paragraphs and the target language for Arabic', async () => {
    const { segments, skeleton } = await presentation.extract(input);
    const translations = new Map([[byText(segments, 'Annual review').id, 'المراجعة السنوية']]);
    const slide = partText(
      await presentation.rebuild(skeleton, translations, 'translated', { sourceLanguage: 'en', targetLanguage: 'ar' }),
      'ppt/slides/slide1.xml',
    );
    expect(slide).toMatch(/<a:pPr[^>]*rtl="1"[^>]*>.*?<a:rPr lang="ar"[^>]*>.*?<a:t>المراجعة السنوية<\/a:t>/);
  });
});

describe('bilingual presentations', () => {
  it('puts the translation under the source in each frame and shrinks the text to fit', async () => {
    const { segments, skeleton } = await presentation.extract(input);
    const output = await presentation.rebuild(skeleton, shout(segments), 'source-then-target', LANGUAGES);
    const reread = (await presentation.extract(output)).segments.map((s) => s.text);
    const at = (text: string) => reread.indexOf(text);
    expect(at('Customers are happy')).toBeLessThan(at('Costs went down'));
    expect(at('Costs went down')).toBeLessThan(at('CUSTOMERS ARE HAPPY'));
    expect(at('CUSTOMERS ARE HAPPY')).toBeLessThan(at('COSTS WENT DOWN'));
    expect(reread).toEqual(expect.arrayContaining(['North / NORTH', 'PLAN THE LAUNCH', 'DEEPLY GROUPED TEXT']));
    const slide2 = partText(output, 'ppt/slides/slide2.xml') ?? '';
    expect(slide2).toMatch(/<a:bodyPr[^>]*><a:normAutofit fontScale="70000" lnSpcReduction="10000"\/>/);
    expect(slide2).not.toMatch(/<a:tc><a:txBody><a:bodyPr[^>]*><a:normAutofit/);
    expect(slide2).not.toContain('spAutoFit');
  });

  it('puts the translation above the source in the other order', async () => {
    const { segments, skeleton } = await presentation.extract(input);
    const output = await presentation.rebuild(skeleton, shout(segments), 'target-then-source', LANGUAGES);
    const reread = (await presentation.extract(output)).segments.map((s) => s.text);
    expect(reread.indexOf('ANNUAL REVIEW')).toBeLessThan(reread.indexOf('Annual review'));
    expect(reread).toContain('NORTH / North');
  });
});

describe('presentation with a language model', () => {
  let server: Awaited<ReturnType<typeof startFakeLlmServer>>;
  beforeAll(async () => {
    server = await startFakeLlmServer({ breakTags: 'always' });
  });
  afterAll(() => server.close());

  it('keeps bold and the link on the corresponding words when the model drops every tag', async () => {
    const { segments, skeleton } = await presentation.extract(input);
    const report = await translateSegments(segments, {
      engine: new LlmEngine(fakeEndpoint(server)),
      source: 'en',
      target: 'es',
    });
    const output = await presentation.rebuild(
      skeleton,
      new Map(report.translations.map((t) => [t.id, t.text])),
      'translated',
      LANGUAGES,
    );
    const slide = partText(output, 'ppt/slides/slide1.xml') ?? '';
    expect(runOf(slide, 'es:doubled')).toMatch(/ b="1"/);
    expect(runOf(slide, 'es:revenue')).toContain('<a:hlinkClick r:id=');
    expect(runOf(slide, 'es:Our es:team ')).not.toMatch(/ b="1"|hlinkClick/);
  });
});
