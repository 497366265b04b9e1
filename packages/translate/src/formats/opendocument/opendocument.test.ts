import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from '../../engines/pseudo.ts';
import type { ExtractOptions } from '../document-format.ts';
import type { OutputMode } from '../format.ts';
import { entryText, type OdfFixture, odfPackage, zipLayout } from './fixtures.ts';
import { openDocumentPresentation, openDocumentSpreadsheet, openDocumentText } from './opendocument.ts';

const LANGUAGES = { sourceLanguage: 'en', targetLanguage: 'es' };

function adapterFor(family: OdfFixture['family']) {
  if (family === 'text') return openDocumentText;
  return family === 'spreadsheet' ? openDocumentSpreadsheet : openDocumentPresentation;
}

async function translate(
  fixture: OdfFixture,
  translate: (text: string, id: string) => string,
  mode: OutputMode = 'translated',
  options: ExtractOptions = {},
) {
  const adapter = adapterFor(fixture.family);
  const input = odfPackage(fixture);
  const { segments, skeleton } = await adapter.extract(input, options);
  const translations = new Map(segments.map((s) => [s.id, translate(s.text, s.id)]));
  const output = await adapter.rebuild(skeleton, translations, mode, LANGUAGES);
  return { input, segments, output, content: entryText(output, 'content.xml') };
}

const upper = (text: string) =>
  text
    .split(/(<[^>]+>)/)
    .map((piece, index) => (index % 2 ? piece : piece.toUpperCase()))
    .join('');

const STORY: OdfFixture = {
  family: 'text',
  title: 'The red house',
  masterStyles:
    '<style:master-page style:name="Standard"><style:header><text:p text:style-name="Header">Page <text:page-number>1</text:page-number> of the report</text:p></style:header><style:footer-first><text:p>First footer</text:p></style:footer-first></style:master-page>',
  body: [
    '<text:h text:style-name="Heading_20_1" text:outline-level="1">A short story</text:h>',
    '<text:p text:style-name="Standard">The house is <text:span text:style-name="T1">red</text:span>,<text:s text:c="2"/>big<text:tab/>and <text:a xlink:type="simple" xlink:href="https://example.com/a">near the lake</text:a>.<text:line-break/>It has a garden.<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Footnote">A note about the garden.</text:p></text:note-body></text:note></text:p>',
    '<text:list><text:list-item><text:p>First item</text:p></text:list-item></text:list>',
    '<table:table table:name="Prices"><table:table-column/><table:table-row><table:table-cell office:value-type="string"><text:p>Apples</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="3"><text:p>3</text:p></table:table-cell></table:table-row></table:table>',
    '<text:p>See the picture <draw:frame draw:name="Box" text:anchor-type="as-char" svg:width="3cm" svg:height="1cm"><draw:text-box><text:p>Caption in a box</text:p></draw:text-box></draw:frame> here.</text:p>',
    '<text:p>Reviewed<office:annotation><dc:creator>Ann</dc:creator><text:p>Please check this</text:p></office:annotation> today.</text:p>',
    '<text:p>   </text:p><text:p>12.5 %</text:p>',
  ].join(''),
};

describe('OpenDocument text', () => {
  it('extracts paragraphs, inline tags, notes, boxes, comments, tables, headers, footers and the title', async () => {
    const { segments } = await translate(STORY, (text) => text);
    expect(segments.map((s) => [s.text, s.context?.part, s.context?.kind])).toEqual([
      ['The red house', 'properties', 'title'],
      ['A short story', 'body', 'heading'],
      [
        'The house is <g1>red</g1>,<x2/>big<x3/>and <g4>near the lake</g4>.<x5/>It has a garden.<x6/>',
        'body',
        'paragraph',
      ],
      ['A note about the garden.', 'footnote', 'note'],
      ['First item', 'body', 'paragraph'],
      ['Apples', 'Prices!A1', 'cell'],
      ['See the picture <x1/> here.', 'body', 'paragraph'],
      ['Caption in a box', 'body', 'paragraph'],
      ['Reviewed<x1/> today.', 'body', 'paragraph'],
      ['Please check this', 'comment', 'note'],
      ['Page <x1/> of the report', 'header', 'paragraph'],
      ['First footer', 'footer-first', 'paragraph'],
    ]);
    expect(segments[2]?.context?.style).toBe('Standard');
  });

  it('gives the very same file back when nothing changes', async () => {
    const { input, output } = await translate(STORY, (text) => text);
    expect(output).toBe(input);
  });

  it('rewrites only the parts with changed text, keeps mimetype first and stored', async () => {
    const { input, output, content } = await translate(STORY, (text) => (text === 'Apples' ? 'Manzanas' : text));
    expect(content).toContain('<text:p>Manzanas</text:p>');
    for (const part of ['styles.xml', 'meta.xml', 'META-INF/manifest.xml']) {
      expect(entryText(output, part)).toBe(entryText(input, part));
    }
    const layout = zipLayout(output);
    expect(layout.names[0]).toBe('mimetype');
    expect(layout.mimetypeStored).toBe(true);
    expect(layout.names).toEqual(zipLayout(input).names);
  });

  it('puts formatting, links, spaces, tabs, breaks and notes back around the translated words', async () => {
    const { content, output } = await translate(STORY, upper);
    expect(content).toContain(
      '<text:p text:style-name="Standard">THE HOUSE IS <text:span text:style-name="T1">RED</text:span>,<text:s text:c="2"/>BIG<text:tab/>AND <text:a xlink:type="simple" xlink:href="https://example.com/a">NEAR THE LAKE</text:a>.<text:line-break/>IT HAS A GARDEN.<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p text:style-name="Footnote">A NOTE ABOUT THE GARDEN.</text:p></text:note-body></text:note></text:p>',
    );
    expect(content).toContain('<draw:text-box><text:p>CAPTION IN A BOX</text:p></draw:text-box>');
    expect(content).toContain('<dc:creator>Ann</dc:creator><text:p>PLEASE CHECK THIS</text:p>');
    expect(content).toContain('<text:p>3</text:p>');
    expect(entryText(output, 'styles.xml')).toContain('PAGE <text:page-number>1</text:page-number> OF THE REPORT');
    expect(entryText(output, 'meta.xml')).toContain('<dc:title>THE RED HOUSE</dc:title>');
  });

  it('keeps reordered tags where the translation puts them and writes extra spaces as text:s', async () => {
    const fixture: OdfFixture = {
      family: 'text',
      body: '<text:p>A <text:span text:style-name="B">bold</text:span> word</text:p>',
    };
    const { content } = await translate(fixture, () => 'Una palabra  <g1>negrita</g1>');
    expect(content).toContain(
      '<text:p>Una palabra <text:s/><text:span text:style-name="B">negrita</text:span></text:p>',
    );
  });

  it('applies the dominant run formatting to the whole text when the tags come back lost', async () => {
    const fixture: OdfFixture = {
      family: 'text',
      body: '<text:p>The <text:span text:style-name="Big">very large house</text:span> is red.<text:note text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>Note</text:p></text:note-body></text:note></text:p>',
    };
    const { content } = await translate(fixture, (text) =>
      text.startsWith('The') ? 'La casa muy grande es roja.' : text,
    );
    expect(content).toContain(
      '<text:p><text:span text:style-name="Big">La casa muy grande es roja.</text:span><text:note text:note-class="footnote"><text:note-citation>1</text:note-citation>',
    );
  });

  it('keeps a paragraph-wide span out of the segment and around the translation', async () => {
    const fixture: OdfFixture = {
      family: 'text',
      body: '<text:p><text:span text:style-name="T9">Whole line</text:span></text:p>',
    };
    const { segments, content } = await translate(fixture, () => 'Línea entera');
    expect(segments[0]?.text).toBe('Whole line');
    expect(content).toContain('<text:p><text:span text:style-name="T9">Línea entera</text:span></text:p>');
  });

  it('writes paragraph pairs in both bilingual orders, notes staying with the source', async () => {
    const source = await translate(STORY, upper, 'source-then-target');
    expect(source.content).toContain(
      '<text:h text:style-name="Heading_20_1" text:outline-level="1">A short story</text:h><text:h text:style-name="Heading_20_1" text:outline-level="1">A SHORT STORY</text:h>',
    );
    expect(source.content).toContain(
      '<text:note-body><text:p text:style-name="Footnote">A note about the garden.</text:p><text:p text:style-name="Footnote">A NOTE ABOUT THE GARDEN.</text:p>',
    );
    expect(source.content.match(/<text:note /g)).toHaveLength(1);
    expect(source.content.match(/<draw:frame /g)).toHaveLength(1);
    expect(source.content).toContain(
      '<table:table-cell office:value-type="string"><text:p>Apples</text:p><text:p>APPLES</text:p></table:table-cell>',
    );
    expect(entryText(source.output, 'meta.xml')).toContain('<dc:title>The red house / THE RED HOUSE</dc:title>');
    const target = await translate(STORY, upper, 'target-then-source');
    expect(target.content).toContain(
      '<text:list-item><text:p>FIRST ITEM</text:p><text:p>First item</text:p></text:list-item>',
    );
  });

  it('reads templates (ott) with the same adapter', async () => {
    const { segments } = await translate({ ...STORY, template: true }, (text) => text);
    expect(segments).toHaveLength(12);
    expect(openDocumentText.extensions).toEqual(['odt', 'ott']);
    expect(openDocumentText.bilingual).toBe(true);
  });
});

const SHEET: OdfFixture = {
  family: 'spreadsheet',
  automaticStyles:
    '<style:style style:name="ta1" style:family="table"><style:table-properties table:display="true"/></style:style><style:style style:name="ta2" style:family="table"><style:table-properties table:display="false"/></style:style>',
  masterStyles:
    '<style:master-page style:name="Default"><style:header><style:region-center><text:p>Quarterly sales</text:p></style:region-center></style:header></style:master-page>',
  body: [
    '<table:table table:name="Sales" table:style-name="ta1">',
    '<table:table-column table:number-columns-repeated="2"/><table:table-column table:visibility="collapse"/><table:table-column table:number-columns-repeated="1021"/>',
    '<table:table-row><table:table-cell office:value-type="string"><text:p>Red <text:span text:style-name="T1">apples</text:span></text:p></table:table-cell>',
    '<table:table-cell office:value-type="float" office:value="42"><text:p>42</text:p></table:table-cell>',
    '<table:table-cell office:value-type="string"><text:p>Hidden column</text:p></table:table-cell>',
    '<table:table-cell table:formula="of:=&quot;Total&quot;" office:value-type="string"><text:p>Total</text:p></table:table-cell>',
    '<table:table-cell office:value-type="date" office:date-value="2024-01-01"><text:p>Monday</text:p></table:table-cell></table:table-row>',
    '<table:table-row table:visibility="collapse"><table:table-cell office:value-type="string"><text:p>Hidden row</text:p></table:table-cell></table:table-row>',
    '<table:table-row table:number-rows-repeated="3"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>',
    '<table:table-row><table:table-cell office:value-type="string"><text:p>Green pears</text:p><text:p>Second line</text:p></table:table-cell></table:table-row>',
    '</table:table>',
    '<table:table table:name="Secret" table:style-name="ta2"><table:table-row><table:table-cell office:value-type="string"><text:p>Hidden sheet</text:p></table:table-cell></table:table-row></table:table>',
  ].join(''),
};

describe('OpenDocument spreadsheet', () => {
  it('translates string cells only, leaving formulas, numbers, dates and hidden content alone', async () => {
    const { segments, content } = await translate(SHEET, upper);
    expect(segments.map((s) => [s.text, s.context?.part])).toEqual([
      ['Red <g1>apples</g1>', 'Sales!A1'],
      ['Green pears', 'Sales!A6'],
      ['Second line', 'Sales!A6'],
      ['Quarterly sales', 'header'],
    ]);
    expect(content).toContain('<text:p>RED <text:span text:style-name="T1">APPLES</text:span></text:p>');
    for (const kept of ['42', 'Hidden column', 'Total', 'Monday', 'Hidden row', 'Hidden sheet']) {
      expect(content).toContain(`<text:p>${kept}</text:p>`);
    }
  });

  it('translates hidden sheets, rows and columns when asked', async () => {
    const { segments } = await translate(SHEET, upper, 'translated', { includeHidden: true });
    expect(segments.map((s) => s.text)).toEqual(
      expect.arrayContaining(['Hidden column', 'Hidden row', 'Hidden sheet']),
    );
  });

  it('pairs the two versions inside the same cell', async () => {
    const { content } = await translate(SHEET, upper, 'target-then-source');
    expect(content).toContain(
      '<table:table-cell office:value-type="string"><text:p>GREEN PEARS</text:p><text:p>Green pears</text:p><text:p>SECOND LINE</text:p><text:p>Second line</text:p></table:table-cell>',
    );
  });

  it('refuses a text document given as a spreadsheet', async () => {
    await expect(openDocumentSpreadsheet.extract(odfPackage(STORY))).rejects.toMatchObject({
      code: 'unsupported',
      message: 'This file is an OpenDocument text document, not an OpenDocument spreadsheet',
    });
  });
});

const DECK: OdfFixture = {
  family: 'presentation',
  automaticStyles:
    '<style:style style:name="gr1" style:family="graphic"><style:graphic-properties draw:auto-grow-height="true" style:shrink-to-fit="false"/></style:style><style:style style:name="pr1" style:family="presentation"/>',
  masterStyles:
    '<style:master-page style:name="Default"><draw:frame presentation:class="title"><draw:text-box><text:p>Click to add Title</text:p></draw:text-box></draw:frame></style:master-page>',
  body: [
    '<presentation:footer-decl presentation:name="ftr1">Company confidential</presentation:footer-decl>',
    '<draw:page draw:name="page1"><draw:frame draw:style-name="gr1" presentation:class="title"><draw:text-box><text:p><text:span text:style-name="T1">Welcome</text:span> to the show</text:p></draw:text-box></draw:frame>',
    '<draw:custom-shape draw:style-name="gr1"><text:p>A shape with text</text:p><draw:enhanced-geometry draw:type="rectangle"/></draw:custom-shape>',
    '<draw:frame><table:table><table:table-row><table:table-cell><text:p>Table text</text:p></table:table-cell></table:table-row></table:table></draw:frame>',
    '<presentation:notes><draw:frame presentation:style-name="pr1"><draw:text-box><text:p>Say hello first</text:p></draw:text-box></draw:frame></presentation:notes></draw:page>',
    '<draw:page draw:name="page2"><draw:g><draw:frame><draw:text-box><text:list><text:list-item><text:p>Grouped point</text:p></text:list-item></text:list></draw:text-box></draw:frame></draw:g></draw:page>',
  ].join(''),
};

describe('OpenDocument presentation', () => {
  it('translates slides, shapes, tables, groups and notes, and masters without their prompts; each part can be left out', async () => {
    const all = await translate(DECK, upper);
    expect(all.segments.map((s) => [s.text, s.context?.part])).toEqual([
      ['Company confidential', 'footer'],
      ['<g1>Welcome</g1> to the show', 'slide 1'],
      ['A shape with text', 'slide 1'],
      ['Table text', 'slide 1 table!A1'],
      ['Say hello first', 'notes 1'],
      ['Grouped point', 'slide 2'],
    ]);
    // The master's title placeholder keeps its prompt.
    expect(entryText(all.output, 'styles.xml')).toContain('<text:p>Click to add Title</text:p>');
    const slidesOnly = await translate(DECK, upper, 'translated', { includeNotes: false, includeMasters: false });
    expect(slidesOnly.segments.map((s) => s.text)).not.toContain('Say hello first');
  });

  it('puts the translation under the source in each frame and shrinks the text to fit', async () => {
    const { content } = await translate(DECK, pseudoLocalize, 'source-then-target');
    expect(content).toContain('<text:p>A shape with text</text:p><text:p>⟦');
    expect(content).toContain('draw:auto-grow-height="false" style:shrink-to-fit="true"');
  });
});
