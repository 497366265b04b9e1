import { describe, expect, it } from 'vitest';
import type { OutputMode } from '../format.ts';
import { docxFromBody, partText } from './sample-documents.ts';
import { word } from './word-format.ts';
import type { WordExtractOptions } from './word-options.ts';

async function extractBody(body: string, options?: WordExtractOptions) {
  return word.extract(docxFromBody(body), options);
}

/** Rebuilds with the given translations (by segment order) and returns the body XML. */
async function rebuildBody(body: string, texts: string[], mode: OutputMode = 'translated', target = 'es') {
  const { segments, skeleton } = await extractBody(body);
  const map = new Map(segments.map((segment, i) => [segment.id, texts[i] ?? segment.text]));
  const out = await word.rebuild(skeleton, map, mode, { sourceLanguage: 'en', targetLanguage: target });
  const xml = partText(out, 'word/document.xml');
  return xml.slice(xml.indexOf('<w:body>') + 8, xml.indexOf('<w:sectPr/></w:body>'));
}

const run = (text: string, props = '') => `<w:r>${props}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const B = '<w:rPr><w:b/></w:rPr>';
const I = '<w:rPr><w:i/></w:rPr>';

describe('runs and their formatting', () => {
  it('merges runs that look the same and ignores spelling marks and revision ids', async () => {
    const body = `<w:p><w:r w:rsidR="00A1"><w:t xml:space="preserve">The </w:t></w:r><w:proofErr w:type="spellStart"/><w:r w:rsidR="00B2"><w:t>hous</w:t></w:r><w:proofErr w:type="spellEnd"/>${run(' is ')}${run('very', B)}${run(' big', B)}${run(' ', I)}${run('today.')}</w:p>`;
    const { segments } = await extractBody(body);
    expect(segments.map((segment) => segment.text)).toEqual(['The hous is <g1>very big</g1> today.']);
  });

  it('puts each formatting on the translated words, whatever order the tags come back in', async () => {
    const body = `<w:p>${run('The ')}${run('red', B)}${run(' car is ')}${run('fast', I)}${run('.')}</w:p>`;
    const { segments } = await extractBody(body);
    expect(segments[0]?.text).toBe('The <g1>red</g1> car is <g2>fast</g2>.');
    const xml = await rebuildBody(body, ['¡<g2>Rápido</g2> es el coche <g1>rojo</g1>!']);
    expect(xml).toBe(
      `<w:p><w:r><w:t>¡</w:t></w:r><w:r>${I}<w:t>Rápido</w:t></w:r><w:r><w:t xml:space="preserve"> es el coche </w:t></w:r><w:r>${B}<w:t>rojo</w:t></w:r><w:r><w:t>!</w:t></w:r></w:p>`,
    );
  });

  it('keeps tabs, breaks and note marks as self-closing tags in place', async () => {
    const body = `<w:p><w:r><w:t>Name:</w:t><w:tab/><w:t>Ann</w:t><w:br/><w:t>Town</w:t></w:r><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>${run(' ends.')}</w:p>`;
    const { segments } = await extractBody(body);
    expect(segments[0]?.text).toBe('Name:<x1/>Ann<x2/>Town<x3/> ends.');
    const xml = await rebuildBody(body, ['Nombre:<x1/>Ana<x2/>Pueblo<x3/> termina.']);
    expect(xml).toContain('<w:r><w:tab/></w:r><w:r><w:t>Ana</w:t></w:r><w:r><w:br/></w:r>');
    expect(xml).toContain(
      '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>',
    );
  });

  it('applies the dominant formatting to the whole text when the tags are lost, keeping the marks', async () => {
    const body = `<w:p>${run('Most of this is bold', B)}${run(' but not this')}<w:r><w:footnoteReference w:id="2"/></w:r>${run(' end', B)}</w:p>`;
    const { segments } = await extractBody(body);
    expect(segments[0]?.text).toBe('Most of this is bold<g1> but not this</g1><x2/> end');
    const xml = await rebuildBody(body, ['La mayor parte está en negrita pero no esto fin']);
    expect(xml).toBe(
      `<w:p><w:r>${B}<w:t>La mayor parte está en negrita pero no esto fin</w:t></w:r><w:r><w:footnoteReference w:id="2"/></w:r></w:p>`,
    );
  });

  it('escapes text, keeps edge spaces and preserves spaces where Word would drop them', async () => {
    const body = `<w:p>${run('Tom &amp; Jerry ')}<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
    const { segments } = await extractBody(body);
    expect(segments[0]?.text).toBe('Tom & Jerry ');
    const xml = await rebuildBody(body, ['Tom & <Jerry>']);
    expect(xml).toContain('<w:t xml:space="preserve">Tom &amp; &lt;Jerry&gt; </w:t>');
    expect(xml).toContain('<w:instrText> PAGE </w:instrText>');
  });
});

describe('hyperlinks, fields and tracked changes', () => {
  it('translates a hyperlink display text inside the kept w:hyperlink element', async () => {
    const link = `<w:hyperlink r:id="rId9" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>user guide</w:t></w:r></w:hyperlink>`;
    const body = `<w:p>${run('Read the ')}${link}${run(' now.')}</w:p>`;
    const { segments } = await extractBody(body);
    expect(segments[0]?.text).toBe('Read the <g1>user guide</g1> now.');
    const xml = await rebuildBody(body, ['Lea ya la <g1>guía</g1>.']);
    expect(xml).toContain(
      '<w:hyperlink r:id="rId9" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>guía</w:t></w:r></w:hyperlink>',
    );
  });

  it('translates only the result of a complex field, never its code', async () => {
    const code = `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.org/a" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>`;
    const body = `<w:p>${run('See the ')}${code}${run('online manual', B)}<w:r><w:fldChar w:fldCharType="end"/></w:r>${run(' here.')}</w:p>`;
    const { segments } = await extractBody(body);
    expect(segments[0]?.text).toBe('See the <x1/><g2>online manual</g2><x3/> here.');
    const xml = await rebuildBody(body, ['Vea aquí el <x1/><g2>manual en línea</g2><x3/>.']);
    expect(xml).toContain(
      `${code}<w:r>${B}<w:t>manual en línea</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`,
    );
  });

  it('translates the display text of a simple field and keeps its instruction', async () => {
    const body = `<w:p>${run('By ')}<w:fldSimple w:instr=" AUTHOR "><w:r><w:t>the author</w:t></w:r></w:fldSimple></w:p>`;
    const xml = await rebuildBody(body, ['Por <g1>el autor</g1>']);
    expect(xml).toContain('<w:fldSimple w:instr=" AUTHOR "><w:r><w:t>el autor</w:t></w:r></w:fldSimple>');
  });

  it('translates the text of a content control inside its kept properties', async () => {
    const open = '<w:sdt><w:sdtPr><w:alias w:val="Client"/><w:id w:val="7"/></w:sdtPr><w:sdtContent>';
    const body = `<w:p>${run('Dear ')}${open}${run('valued customer')}</w:sdtContent></w:sdt>${run(',')}</w:p>`;
    const xml = await rebuildBody(body, ['Estimado <g1>cliente</g1>,']);
    expect(xml).toContain(`${open}<w:r><w:t>cliente</w:t></w:r></w:sdtContent></w:sdt>`);
  });

  it('translates tracked insertions and keeps deletions and the revisions themselves', async () => {
    const ins = '<w:ins w:id="1" w:author="Ann" w:date="2024-01-01T00:00:00Z">';
    const del = `<w:del w:id="2" w:author="Ann" w:date="2024-01-01T00:00:00Z"><w:r><w:delText>drinks the old water</w:delText></w:r></w:del>`;
    const body = `<w:p>${run('The dog ')}${ins}${run('eats the apple')}</w:ins>${del}${run(' today.')}</w:p>`;
    const { segments } = await extractBody(body);
    expect(segments[0]?.text).toBe('The dog <g1>eats the apple</g1><x2/> today.');
    const xml = await rebuildBody(body, ['El perro <g1>come la manzana</g1><x2/> hoy.']);
    expect(xml).toContain(`${ins}<w:r><w:t>come la manzana</w:t></w:r></w:ins>${del}`);
    const off = await extractBody(body, { word: { trackedChanges: false } });
    expect(off.segments[0]?.text).toBe('The dog <x1/> today.');
  });
});

describe('paragraph properties and right-to-left languages', () => {
  it('sets w:bidi in schema order and w:rtl on every run for Arabic', async () => {
    const props = '<w:pPr><w:pStyle w:val="Body"/><w:spacing w:after="0"/><w:jc w:val="left"/></w:pPr>';
    const body = `<w:p>${props}${run('The big ')}${run('house', B)}</w:p><w:p>${run('Second')}</w:p>`;
    const xml = await rebuildBody(body, ['الكبير <g1>البيت</g1>', 'ثانيا'], 'translated', 'ar');
    expect(xml).toContain(
      '<w:pPr><w:pStyle w:val="Body"/><w:bidi/><w:spacing w:after="0"/><w:jc w:val="left"/></w:pPr>',
    );
    expect(xml).toContain('<w:r><w:rPr><w:b/><w:rtl/></w:rPr><w:t>البيت</w:t></w:r>');
    expect(xml).toContain('<w:p><w:pPr><w:bidi/></w:pPr><w:r><w:rPr><w:rtl/></w:rPr><w:t>ثانيا</w:t></w:r></w:p>');
  });

  it('leaves a paragraph whose translation is its source byte for byte', async () => {
    const body = `<w:p w14:paraId="1A2B3C4D"><w:r w:rsidR="00AA"><w:t>2024</w:t></w:r></w:p><w:p>${run('Hello')}</w:p>`;
    const xml = await rebuildBody(body, ['2024', 'Hola']);
    expect(xml.startsWith('<w:p w14:paraId="1A2B3C4D"><w:r w:rsidR="00AA"><w:t>2024</w:t></w:r></w:p>')).toBe(true);
  });
});

describe('bilingual paragraph pairs', () => {
  it('puts the pair inside the same table cell', async () => {
    const body = `<w:tbl><w:tr><w:tc><w:tcPr/><w:p>${run('The cell')}</w:p></w:tc></w:tr></w:tbl>`;
    const xml = await rebuildBody(body, ['La celda'], 'source-then-target');
    expect(xml).toBe(
      `<w:tbl><w:tr><w:tc><w:tcPr/><w:p>${run('The cell')}</w:p><w:p><w:r><w:t>La celda</w:t></w:r></w:p></w:tc></w:tr></w:tbl>`,
    );
  });

  it('keeps one section break, one number and one copy of objects and ids per pair', async () => {
    const numbered = '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr></w:pPr>';
    const section = '<w:pPr><w:sectPr><w:pgSz w:w="11906"/></w:sectPr></w:pPr>';
    const mark = '<w:bookmarkStart w:id="0" w:name="intro"/>';
    const body = `<w:p w14:paraId="0000AAAA">${numbered}${mark}${run('First item')}<w:bookmarkEnd w:id="0"/></w:p><w:p>${section}${run('Last words')}</w:p>`;
    const xml = await rebuildBody(body, ['Primer elemento', 'Últimas palabras'], 'source-then-target');
    const paragraphs = xml.split('</w:p>').filter(Boolean);
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0]).toContain('<w:numId w:val="3"/>');
    expect(paragraphs[1]).toContain('<w:numId w:val="0"/>');
    expect(paragraphs[1]).not.toContain('paraId');
    expect(paragraphs[1]).not.toContain('bookmark');
    expect(paragraphs[2]).not.toContain('sectPr');
    expect(paragraphs[3]).toContain('<w:sectPr><w:pgSz w:w="11906"/></w:sectPr>');
    const reversed = await rebuildBody(body, ['Primer elemento', 'Últimas palabras'], 'target-then-source');
    const [first, second] = reversed.split('</w:p>');
    expect(first).toContain('Primer elemento');
    expect(first).toContain('<w:numId w:val="3"/>');
    expect(second).toContain('First item');
    expect(second).toContain('<w:numId w:val="0"/>');
  });

  it('keeps a field that spans paragraphs (a table of contents) whole, outside the translated copies', async () => {
    const begin = `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> TOC \\o "1-3" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>`;
    const end = '<w:r><w:fldChar w:fldCharType="end"/></w:r>';
    const body = `<w:p>${begin}${run('Introduction')}</w:p><w:p>${run('Methods')}${end}</w:p>`;
    const { segments } = await extractBody(body);
    expect(segments.map((segment) => segment.text)).toEqual(['Introduction', 'Methods']);
    const xml = await rebuildBody(body, ['Introducción', 'Métodos'], 'source-then-target');
    expect(xml.match(/fldCharType="begin"/g)).toHaveLength(1);
    expect(xml.match(/fldCharType="end"/g)).toHaveLength(1);
    expect(xml).toContain('<w:p><w:r><w:t>Introducción</w:t></w:r></w:p>');
  });

  it('does not repeat a paragraph whose translation is its source', async () => {
    const xml = await rebuildBody(`<w:p>${run('Paris')}</w:p>`, ['Paris'], 'source-then-target');
    expect(xml.match(/<w:p>/g)).toHaveLength(1);
  });
});

describe('text boxes with a fallback copy', () => {
  const box = (text: string) => `<w:txbxContent><w:p>${run(text)}</w:p></w:txbxContent>`;
  const shape = (choice: string, fallback: string) =>
    `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>${box(choice)}</w:drawing></mc:Choice><mc:Fallback><w:pict>${box(fallback)}</w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;

  it('gives the fallback copy the same translation as its preferred version', async () => {
    const body = shape('The cat', 'The cat');
    const { segments } = await extractBody(body);
    expect(segments.map((segment) => segment.text)).toEqual(['The cat']);
    const xml = await rebuildBody(body, ['El gato']);
    expect(xml.match(/El gato/g)).toHaveLength(2);
    expect(xml).not.toContain('The cat');
  });

  it('translates a fallback that differs on its own, and skips text boxes when asked', async () => {
    const body = shape('The cat', 'The old cat');
    expect((await extractBody(body)).segments.map((segment) => segment.text)).toEqual(['The cat', 'The old cat']);
    await expect(extractBody(body, { word: { textBoxes: false } })).rejects.toThrow(/no text/);
  });
});
