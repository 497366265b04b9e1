import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEndpoint, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { LlmEngine } from '../../engines/llm/llm-engine.ts';
import { PseudoEngine } from '../../engines/pseudo.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import type { Segment } from '../../segments/segment.ts';
import { partText } from '../ooxml/test-office.ts';
import { EXCEL_OPTIONS, spreadsheet } from './spreadsheet.ts';
import { salesWorkbook } from './test-workbooks.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

/** Upper-cases the words and keeps the tags: a translation whose effect is easy to see. */
function shout(segments: readonly Segment[]): Map<string, string> {
  return new Map(
    segments.map((s) => [s.id, s.text.replace(/(<[^>]+>)|([^<]+)/g, (_, tag, text) => tag ?? text.toUpperCase())]),
  );
}

let input: Uint8Array;
beforeAll(async () => {
  input = await salesWorkbook();
});

describe('spreadsheet extraction', () => {
  it('finds shown strings, rich text, notes, charts, text boxes, headers and footers', async () => {
    const { segments } = await spreadsheet.extract(input);
    const texts = segments.map((s) => s.text);
    expect(texts).toContain('Revenue grew <g1>strongly</g1> in <g2>the north</g2> this year.');
    expect(texts).toContain('First line<x1/>Second line');
    expect(texts).toContain('<g1>Inline</g1> note written in the cell');
    expect(texts).toContain('Check these figures before sending.');
    expect(texts).toContain('Please double-check this total.');
    expect(texts).toContain('Figures are <g1>preliminary</g1> until the audit.');
    expect(texts).toEqual(expect.arrayContaining(['Sales by region', 'Yearly revenue', 'North', 'South']));
    expect(texts).toEqual(
      expect.arrayContaining(['<x1/>Quarterly report', 'Page <x1/> of <x2/>', 'Confidential & internal']),
    );
    expect(segments.find((s) => s.text === 'Merged heading')?.context).toEqual({ part: 'Sales 2024!C1', kind: 'cell' });
  });

  it('leaves numbers, formula results, hidden content, table headers and sheet names alone by default', async () => {
    const texts = (await spreadsheet.extract(input)).segments.map((s) => s.text);
    for (const kept of [
      'Internal only',
      'Hidden column text',
      'Secret text',
      'Secret text and more',
      'Region',
      'Amount',
      'Summary',
    ]) {
      expect(texts).not.toContain(kept);
    }
    expect(texts.some((text) => /1234|SUM\(/.test(text))).toBe(false);
  });

  it('includes hidden content and sheet names when asked, and honours switched-off parts', async () => {
    const all = (await spreadsheet.extract(input, { includeHidden: true, translateSheetNames: true })).segments.map(
      (s) => s.text,
    );
    expect(all).toEqual(
      expect.arrayContaining(['Internal only', 'Hidden column text', 'Secret text', 'Summary', 'Sales 2024']),
    );
    const options = { includeComments: false, includeCharts: false, includeHeadersFooters: false };
    const fewer = (await spreadsheet.extract(input, options)).segments.map((s) => s.text);
    expect(fewer).not.toContain('Check these figures before sending.');
    expect(fewer).not.toContain('Sales by region');
    expect(fewer).not.toContain('Confidential & internal');
    expect(EXCEL_OPTIONS.map((o) => [o.name, o.default])).toContainEqual(['translateSheetNames', false]);
  });
});

describe('workbook kinds', () => {
  const MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
  it.each([
    ['xlsm', 'application/vnd.ms-excel.sheet.macroEnabled.main+xml'],
    ['xltx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml'],
    ['xltm', 'application/vnd.ms-excel.template.macroEnabled.main+xml'],
  ])('reads and writes %s packages, keeping their content type', async (_, type) => {
    const files = unzipSync(input);
    files['[Content_Types].xml'] = strToU8(strFromU8(files['[Content_Types].xml'] as Uint8Array).replace(MAIN, type));
    const { segments, skeleton } = await spreadsheet.extract(zipSync(files));
    const output = await spreadsheet.rebuild(skeleton, shout(segments), 'translated', LANGUAGES);
    expect(partText(output, '[Content_Types].xml')).toContain(type);
    expect((await spreadsheet.extract(output)).segments.map((s) => s.text)).toContain('QUARTERLY SALES REPORT');
  });
});

describe('spreadsheet rebuild', () => {
  it('returns the very same file for an identity translation', async () => {
    const { segments, skeleton } = await spreadsheet.extract(input, { translateSheetNames: true });
    const same = await spreadsheet.rebuild(
      skeleton,
      new Map(segments.map((s) => [s.id, s.text])),
      'translated',
      LANGUAGES,
    );
    expect(Buffer.from(same).equals(Buffer.from(input))).toBe(true);
  });

  it('translates with the pseudo engine, keeping tags, formulas, numbers and untouched parts', async () => {
    const { segments, skeleton } = await spreadsheet.extract(input);
    const report = await translateSegments(segments, { engine: new PseudoEngine(), source: 'en', target: 'fr' });
    const output = await spreadsheet.rebuild(
      skeleton,
      new Map(report.translations.map((t) => [t.id, t.text])),
      'translated',
      LANGUAGES,
    );
    const again = await spreadsheet.extract(output);
    expect(again.segments.map((s) => s.id)).toEqual(segments.map((s) => s.id));
    again.segments.forEach((segment, i) => {
      expect(segment.text.match(/<[^>]+>/g)).toEqual((segments[i] as Segment).text.match(/<[^>]+>/g));
      expect(segment.text).not.toBe((segments[i] as Segment).text);
    });
    const before = unzipSync(input);
    const after = unzipSync(output);
    for (const path of [
      'xl/styles.xml',
      'xl/theme/theme1.xml',
      'xl/drawings/vmlDrawing1.vml',
      'xl/tables/table1.xml',
    ]) {
      expect(Buffer.from(after[path] as Uint8Array).equals(Buffer.from(before[path] as Uint8Array))).toBe(true);
    }
    const sheet = strFromU8(after['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheet).toContain('<f>\'Hidden data\'!A1&amp;" and more"</f>');
    expect(sheet).toContain('<v>1234.5</v>');
    const header = /<oddHeader>(.*?)<\/oddHeader>/.exec(sheet)?.[1] ?? '';
    expect(header.match(/&amp;(?:"[^"]*"|[A-Z])/g)).toEqual([
      '&amp;L',
      '&amp;"Arial,Bold"',
      '&amp;C',
      '&amp;P',
      '&amp;N',
      '&amp;R',
      '&amp;D',
    ]);
    expect(sheet).toMatch(/<oddFooter>&amp;C[^&]+&amp;&amp;[^&]+<\/oddFooter>/);
  });

  it('keeps the source in a hidden cell that shares its string with a shown one', async () => {
    const { segments, skeleton } = await spreadsheet.extract(input);
    const output = await spreadsheet.rebuild(skeleton, shout(segments), 'translated', LANGUAGES);
    const strings = [...(partText(output, 'xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(
      (m) => m[1],
    );
    const summary = partText(output, 'xl/worksheets/sheet2.xml') ?? '';
    const indexAt = (ref: string) => Number(new RegExp(`<c r="${ref}"[^>]*><v>(\\d+)</v>`).exec(summary)?.[1]);
    expect(strings[indexAt('A1')]).toBe('<t>TOTAL REVENUE</t>');
    expect(strings[indexAt('A3')]).toBe('<t>Total revenue</t>');
    expect(strings[indexAt('A2')]).toBe('<t>Internal only</t>');
  });

  it('puts formatting on the words an engine moved, and the dominant formatting when tags are lost', async () => {
    const { segments, skeleton } = await spreadsheet.extract(input);
    const rich = segments.find((s) => s.text.startsWith('Revenue grew')) as Segment;
    const box = segments.find((s) => s.text.startsWith('Figures are')) as Segment;
    const translations = new Map([
      [rich.id, 'En <g2>el norte</g2> los ingresos crecieron <g1>mucho</g1> este año.'],
      [box.id, 'Las cifras son provisionales hasta la auditoría.'],
    ]);
    const output = await spreadsheet.rebuild(skeleton, translations, 'translated', LANGUAGES);
    const strings = partText(output, 'xl/sharedStrings.xml') ?? '';
    expect(strings).toMatch(/<r><rPr><i\/>.*?<\/rPr><t>el norte<\/t><\/r>/);
    expect(strings).toMatch(/<r><rPr><b\/>.*?<\/rPr><t>mucho<\/t><\/r>/);
    const drawing = partText(output, 'xl/drawings/drawing1.xml') ?? '';
    expect(drawing).toContain(
      '<a:r><a:rPr lang="es" sz="1100"/><a:t>Las cifras son provisionales hasta la auditoría.</a:t></a:r>',
    );
  });
});

describe('sheet names', () => {
  it('renames sheets and updates formulas, defined names, charts and hyperlinks', async () => {
    const { segments, skeleton } = await spreadsheet.extract(input, { translateSheetNames: true });
    const nameId = (name: string) =>
      segments.find((s) => s.text === name && s.context?.note === 'sheet name')?.id as string;
    const translations = new Map([
      [nameId('Sales 2024'), 'Ventas: 2024/25'],
      [nameId('Summary'), 'Resumen'],
    ]);
    const output = await spreadsheet.rebuild(skeleton, translations, 'translated', LANGUAGES);
    const workbook = partText(output, 'xl/workbook.xml') ?? '';
    expect(workbook).toContain('name="Ventas 2024 25"');
    expect(workbook).toContain('name="Resumen"');
    expect(workbook).toContain(">'Ventas 2024 25'!$A$1:$A$10</definedName>");
    expect(workbook).toContain('localSheetId="1">Resumen!$A1:$B8</definedName>');
    expect(partText(output, 'xl/worksheets/sheet2.xml')).toContain("<f>SUM('Ventas 2024 25'!B9:B10)</f>");
    expect(partText(output, 'xl/worksheets/sheet2.xml')).toContain('<f>Resumen!B1*2</f>');
    expect(partText(output, 'xl/charts/chart1.xml')).toContain("<c:f>'Ventas 2024 25'!$A$9:$A$10</c:f>");
    expect(partText(output, 'docProps/app.xml')).toContain('Resumen');
  });

  it('keeps names unique, short and free of forbidden characters', async () => {
    const { segments, skeleton } = await spreadsheet.extract(input, { translateSheetNames: true });
    const ids = segments.filter((s) => s.context?.note === 'sheet name').map((s) => s.id);
    const long = 'Un nombre de hoja muy largo que no cabe en Excel';
    const output = await spreadsheet.rebuild(skeleton, new Map(ids.map((id) => [id, long])), 'translated', LANGUAGES);
    const names = [...(partText(output, 'xl/workbook.xml') ?? '').matchAll(/<sheet [^>]*name="([^"]+)"/g)].map(
      (m) => m[1] as string,
    );
    expect(names).toEqual(['Un nombre de hoja muy largo que', 'Un nombre de hoja muy largo (2)', 'Hidden data']);
    expect(names.every((name) => name.length <= 31)).toBe(true);
  });
});

describe('bilingual workbooks', () => {
  it('adds a source copy after each translated sheet, or before it', async () => {
    const { segments, skeleton } = await spreadsheet.extract(input);
    const after = await spreadsheet.rebuild(skeleton, shout(segments), 'target-then-source', LANGUAGES);
    const names = (zip: Uint8Array) =>
      [...(partText(zip, 'xl/workbook.xml') ?? '').matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(names(after)).toEqual(['Sales 2024', 'Sales 2024 (source)', 'Summary', 'Summary (source)', 'Hidden data']);
    const before = await spreadsheet.rebuild(skeleton, shout(segments), 'source-then-target', LANGUAGES);
    expect(names(before)).toEqual(['Sales 2024 (source)', 'Sales 2024', 'Summary (source)', 'Summary', 'Hidden data']);
    // The print area of Summary follows its sheet to its new position.
    expect(partText(before, 'xl/workbook.xml')).toMatch(/localSheetId="3"/);
    const reread = (await spreadsheet.extract(after)).segments.map((s) => s.text);
    expect(reread).toEqual(
      expect.arrayContaining(['QUARTERLY SALES REPORT', 'Quarterly sales report', 'TOTAL REVENUE', 'Total revenue']),
    );
  });

  it('gives the copy cells and settings but not the parts a second sheet cannot share', async () => {
    const { segments, skeleton } = await spreadsheet.extract(input);
    const output = await spreadsheet.rebuild(skeleton, shout(segments), 'target-then-source', LANGUAGES);
    const rels = partText(output, 'xl/_rels/workbook.xml.rels') ?? '';
    const target = /Id="rId\d+" Type="[^"]+\/worksheet" Target="(worksheets\/sheet4\.xml)"/.exec(rels)?.[1];
    expect(target).toBe('worksheets/sheet4.xml');
    const copy = partText(output, 'xl/worksheets/sheet4.xml') ?? '';
    expect(copy).toContain('<mergeCell ref="C1:D2"/>');
    expect(copy).toContain('Quarterly report');
    expect(copy).not.toMatch(/<drawing |<legacyDrawing |<tableParts/);
    expect(partText(output, '[Content_Types].xml')).toContain('/xl/worksheets/sheet4.xml');
    const copyRels = partText(output, 'xl/worksheets/_rels/sheet4.xml.rels') ?? '';
    expect(copyRels).toContain('Target="https://example.com/sales" TargetMode="External"');
  });
});

describe('spreadsheet with a language model', () => {
  let server: Awaited<ReturnType<typeof startFakeLlmServer>>;
  beforeAll(async () => {
    server = await startFakeLlmServer({ breakTags: 'always' });
  });
  afterAll(() => server.close());

  it('keeps bold and italic on the corresponding words when the model drops every tag', async () => {
    const { segments, skeleton } = await spreadsheet.extract(input);
    const report = await translateSegments(segments, {
      engine: new LlmEngine(fakeEndpoint(server)),
      source: 'en',
      target: 'es',
    });
    const output = await spreadsheet.rebuild(
      skeleton,
      new Map(report.translations.map((t) => [t.id, t.text])),
      'translated',
      LANGUAGES,
    );
    const strings = partText(output, 'xl/sharedStrings.xml') ?? '';
    expect(strings).toMatch(/<r><rPr><b\/><\/rPr><t>es:strongly<\/t><\/r>/);
    expect(strings).toMatch(/<r><rPr><i\/><color rgb="FFFF0000"\/><\/rPr><t>es:the es:north<\/t><\/r>/);
  });
});
