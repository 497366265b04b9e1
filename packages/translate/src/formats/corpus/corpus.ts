/**
 * The round-trip corpus (ADR 0009): generated Office files (docx, exceljs, pptxgenjs, through the
 * families' own fixture generators), LibreOffice conversions of them, and hand-written text
 * formats. Every file says which structures it covers.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { astralPdf, glyphNamesPdf, identityFontPdf, typewriterPdf } from '../../../test/pdf-font-fixtures.ts';
import { formPdf } from '../../../test/pdf-form-fixtures.ts';
import { type3FontPdf } from '../../../test/pdf-layer-fixtures.ts';
import { epub2, epub3, FICTION_BOOK } from '../ebook/fixtures.ts';
import { POT, XLIFF_12, XLIFF_20 } from '../exchange/test-samples.ts';
import { convertWithLibreOffice } from '../legacy/libreoffice.ts';
import { deckPptx, salesXlsx, storyDocx } from '../legacy/office-fixtures.ts';
import { type OdfFixture, odfPackage } from '../opendocument/fixtures.ts';
import { plainDeck, reviewDeck, titlesDeck } from '../presentation/test-presentations.ts';
import { labelsWorkbook, salesWorkbook, tinyWorkbook } from '../spreadsheet/test-workbooks.ts';
import { asTemplate, docxFromBody, docxWithBuildingBlocks, richDocx } from '../word/sample-documents.ts';

export interface CorpusFile {
  /** Unique, with the extension: 'word-rich.docx'. */
  name: string;
  /** Lower case, no dot. */
  extension: string;
  bytes: Uint8Array;
  /** The structures the file exercises: 'tables', 'nested-tables', 'footnotes' ... */
  covers: string[];
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const crlf = (text: string): string => text.replace(/\r?\n/g, '\r\n');
const BOM = '\uFEFF';

function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[2 + i * 2] = code & 0xff;
    out[3 + i * 2] = code >> 8;
  }
  return out;
}

function utf16be(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set([0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[2 + i * 2] = code >> 8;
    out[3 + i * 2] = code & 0xff;
  }
  return out;
}

function file(name: string, content: Uint8Array | string, covers: string[]): CorpusFile {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return { name, extension, bytes: typeof content === 'string' ? utf8(content) : content, covers };
}

/** Gives an OOXML package another main content type (macro-enabled, template, slide show). */
function withMainType(zip: Uint8Array, from: string, to: string): Uint8Array {
  const files = unzipSync(zip);
  const types = strFromU8(files['[Content_Types].xml'] as Uint8Array);
  if (!types.includes(from)) throw new Error(`No content type ${from}`);
  files['[Content_Types].xml'] = strToU8(types.replace(from, to));
  return zipSync(files);
}

// ---------------------------------------------------------------- LibreOffice, once per content

const STAMP = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g;
// The docx package names relationships with random ids (rIdk3j9x...); numbered ones stay.
const RANDOM_ID = /rId[A-Za-z_-][\w-]{4,}|rId\d[\w-]*[A-Za-z_-][\w-]*/g;

/**
 * The cache key of a conversion: a hash of the input's content. For zip packages the entries are
 * hashed with timestamps and random relationship ids blanked, so a generator that stamps the
 * time of day still hits the cache on the next run.
 */
export function contentKey(input: Uint8Array, from: string, to: string): string {
  const hash = createHash('sha256').update(`${from}>${to}\n`);
  if (input[0] === 0x50 && input[1] === 0x4b) {
    const files = unzipSync(input);
    for (const name of Object.keys(files).sort()) {
      const entry = files[name] as Uint8Array;
      const text = entry[0] === 0x50 && entry[1] === 0x4b ? '' : strFromU8(entry, true);
      hash.update(`${name}\n${text.replace(STAMP, '').replace(RANDOM_ID, 'rId')}\n`);
    }
  } else {
    hash.update(input);
  }
  return hash.digest('hex').slice(0, 32);
}

export const CACHE_DIR = path.join(tmpdir(), 'glossa-corpus-libreoffice');

/**
 * convertWithLibreOffice behind a cache under the system's temporary folder: a given input is
 * converted once, later runs read the earlier result.
 */
export async function cachedConversion(input: Uint8Array, from: string, to: string): Promise<Uint8Array> {
  const target = path.join(CACHE_DIR, `${contentKey(input, from, to)}.${to}`);
  try {
    return new Uint8Array(await readFile(target));
  } catch {
    const converted = await convertWithLibreOffice(input, from, to);
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, converted);
    await rename(partial, target);
    return converted;
  }
}

// ---------------------------------------------------------------- Office packages

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const WORD_MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';
const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const DECK_MAIN = 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';

const HAND_WRITTEN_BODY = [
  '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>A hand-written body</w:t></w:r></w:p>',
  '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Outer cell</w:t></w:r></w:p><w:tbl><w:tr><w:tc><w:p><w:r><w:t>Inner cell</w:t></w:r></w:p>',
  '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Innermost cell</w:t></w:r></w:p></w:tc></w:tr></w:tbl><w:p/></w:tc></w:tr></w:tbl><w:p/></w:tc></w:tr></w:tbl>',
  '<w:p><w:r><w:t xml:space="preserve">Today is </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> DATE \\@ "d MMMM yyyy" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1 May 2024</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> and the weather is fine.</w:t></w:r></w:p>',
  '<w:sdt><w:sdtPr><w:alias w:val="Summary"/></w:sdtPr><w:sdtContent><w:p><w:r><w:t>The content control holds a sentence.</w:t></w:r></w:p></w:sdtContent></w:sdt>',
  '<w:p><w:ins w:id="1" w:author="Ann" w:date="2024-01-01T00:00:00Z"><w:r><w:t xml:space="preserve">An inserted clause </w:t></w:r></w:ins><w:r><w:t>stays in the sentence.</w:t></w:r><w:del w:id="2" w:author="Ann" w:date="2024-01-01T00:00:00Z"><w:r><w:delText> A removed clause.</w:delText></w:r></w:del></w:p>',
].join('');

async function wordFiles(): Promise<CorpusFile[]> {
  const [rich, macros, story] = await Promise.all([richDocx(), richDocx({ macros: true }), storyDocx()]);
  const everything = [
    'tables',
    'nested-tables',
    'headers-footers',
    'footnotes',
    'comments',
    'text-boxes',
    'hyperlinks',
    'fields',
    'tracked-changes',
    'charts',
    'smartart',
    'bookmarks',
  ];
  return [
    file('word-rich.docx', rich, everything),
    file('word-building-blocks.docx', docxWithBuildingBlocks(), ['content-controls', 'building-blocks']),
    file('word-macros.docm', macros, [...everything, 'macros']),
    file('word-story-template.dotx', asTemplate(story), ['template', 'footnotes', 'headers-footers', 'hyperlinks']),
    file('word-macro-template.dotm', asTemplate(macros), ['template', 'macros', 'tables']),
    file('word-story.docx', story, ['headers-footers', 'footnotes', 'hyperlinks', 'tables']),
    file('word-hand-written.docx', docxFromBody(HAND_WRITTEN_BODY), [
      'nested-tables',
      'fields',
      'content-controls',
      'tracked-changes',
    ]),
    file(
      'word-plain.docm',
      withMainType(
        docxFromBody('<w:p><w:r><w:t>A macro document with one line.</w:t></w:r></w:p>'),
        WORD_MAIN,
        WORD_MACRO_MAIN,
      ),
      ['macros'],
    ),
  ];
}

async function spreadsheetFiles(): Promise<CorpusFile[]> {
  const [sales, small, tiny, labels] = await Promise.all([
    salesWorkbook(),
    salesXlsx(),
    tinyWorkbook('The only cell'),
    labelsWorkbook(),
  ]);
  const sheets = [
    'rich-text-cells',
    'formulas-across-sheets',
    'hidden-sheet',
    'notes',
    'threaded-comments',
    'charts',
    'text-boxes',
    'hyperlinks',
    'headers-footers',
    'merged-cells',
    'tables',
    'defined-names',
  ];
  return [
    file('sheet-sales.xlsx', sales, sheets),
    file('sheet-small.xlsx', small, ['rich-text-cells', 'notes', 'hidden-sheet', 'hidden-rows-columns', 'formulas']),
    file('sheet-tiny.xlsx', tiny, ['single-cell']),
    file('sheet-labels.xlsx', labels, ['labels-only', 'formulas', 'dates']),
    file('sheet-sales.xlsm', withMainType(sales, SHEET_MAIN, 'application/vnd.ms-excel.sheet.macroEnabled.main+xml'), [
      'macros',
      ...sheets,
    ]),
    file(
      'sheet-small.xltx',
      withMainType(small, SHEET_MAIN, 'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml'),
      ['template', 'rich-text-cells'],
    ),
    file('sheet-tiny.xltm', withMainType(tiny, SHEET_MAIN, 'application/vnd.ms-excel.template.macroEnabled.main+xml'), [
      'template',
      'macros',
    ]),
  ];
}

async function presentationFiles(): Promise<CorpusFile[]> {
  const [review, plain, small, titles] = await Promise.all([reviewDeck(), plainDeck(5), deckPptx(), titlesDeck()]);
  const slides = ['notes', 'groups', 'fields', 'tables', 'charts', 'smartart', 'hyperlinks', 'masters', 'bullets'];
  const kind = (type: string) => `application/vnd.${type}.main+xml`;
  return [
    file('deck-review.pptx', review, slides),
    file('deck-plain.pptx', plain, ['bullets', 'tables']),
    file('deck-small.pptx', small, ['notes', 'tables']),
    file('deck-titles.pptx', titles, ['short-titles', 'notes', 'masters']),
    file('deck-review.pptm', withMainType(review, DECK_MAIN, kind('ms-powerpoint.presentation.macroEnabled')), [
      'macros',
      ...slides,
    ]),
    file(
      'deck-small.potx',
      withMainType(small, DECK_MAIN, kind('openxmlformats-officedocument.presentationml.template')),
      ['template', 'notes'],
    ),
    file(
      'deck-plain.ppsx',
      withMainType(plain, DECK_MAIN, kind('openxmlformats-officedocument.presentationml.slideshow')),
      ['slide-show', 'tables'],
    ),
    file('deck-small.ppsm', withMainType(small, DECK_MAIN, kind('ms-powerpoint.slideshow.macroEnabled')), [
      'slide-show',
      'macros',
    ]),
  ];
}

// ---------------------------------------------------------------- OpenDocument, written by hand

const ODT_STORY: OdfFixture = {
  family: 'text',
  title: 'The lake house',
  masterStyles:
    '<style:master-page style:name="Standard"><style:header><text:p>The running header</text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number> of the story</text:p></style:footer></style:master-page>',
  body: [
    '<text:h text:outline-level="1">The lake house</text:h>',
    '<text:p>The house is <text:span text:style-name="T1">old</text:span> and <text:a xlink:type="simple" xlink:href="https://example.com/lake">near the lake</text:a>.<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>The lake is cold.</text:p></text:note-body></text:note></text:p>',
    '<table:table table:name="Outer"><table:table-column/><table:table-row><table:table-cell><text:p>Outer cell</text:p><table:table table:name="Inner"><table:table-column/><table:table-row><table:table-cell><text:p>Inner cell</text:p></table:table-cell></table:table-row></table:table></table:table-cell></table:table-row></table:table>',
    '<text:p>A box <draw:frame draw:name="Box" text:anchor-type="as-char" svg:width="3cm" svg:height="1cm"><draw:text-box><text:p>The box text</text:p></draw:text-box></draw:frame> inline.</text:p>',
    '<text:p>Checked<office:annotation><dc:creator>Ann</dc:creator><text:p>Looks right to me</text:p></office:annotation> twice.</text:p>',
    '<text:list><text:list-item><text:p>The first item</text:p></text:list-item><text:list-item><text:p>The second item</text:p></text:list-item></text:list>',
  ].join(''),
};

const ODS_BOOK: OdfFixture = {
  family: 'spreadsheet',
  body: [
    '<table:table table:name="Prices"><table:table-row><table:table-cell office:value-type="string"><text:p>The apples are fresh.</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="3"><text:p>3</text:p></table:table-cell></table:table-row>',
    '<table:table-row><table:table-cell table:formula="of:=[Hidden.A1]" office:value-type="string" office:string-value="Secret"><text:p>Secret</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>The pears are <text:span text:style-name="T1">ripe</text:span>.</text:p><office:annotation><dc:creator>Ann</dc:creator><text:p>Check the pears.</text:p></office:annotation></table:table-cell></table:table-row></table:table>',
    '<table:table table:name="Hidden" table:style-name="hiddenTable"><table:table-row><table:table-cell office:value-type="string"><text:p>Secret</text:p></table:table-cell></table:table-row></table:table>',
  ].join(''),
  automaticStyles:
    '<style:style style:name="hiddenTable" style:family="table"><style:table-properties table:display="false"/></style:style>',
};

const ODP_DECK: OdfFixture = {
  family: 'presentation',
  body: [
    '<draw:page draw:name="page1"><draw:frame presentation:class="title"><draw:text-box><text:p>The yearly plan</text:p></draw:text-box></draw:frame>',
    '<draw:frame><draw:text-box><text:list><text:list-item><text:p>Grow the <text:span text:style-name="T1">team</text:span></text:p></text:list-item><text:list-item><text:p>Open a new office</text:p></text:list-item></text:list></draw:text-box></draw:frame>',
    '<draw:g><draw:custom-shape><text:p>The grouped shape</text:p></draw:custom-shape></draw:g>',
    '<presentation:notes><draw:frame><draw:text-box><text:p>Speak slowly here.</text:p></draw:text-box></draw:frame></presentation:notes></draw:page>',
  ].join(''),
};

function openDocumentFiles(): CorpusFile[] {
  return [
    file('odf-story.odt', odfPackage(ODT_STORY), [
      'headers-footers',
      'footnotes',
      'nested-tables',
      'text-boxes',
      'comments',
      'hyperlinks',
      'fields',
      'lists',
    ]),
    file('odf-story.ott', odfPackage({ ...ODT_STORY, template: true }), ['template', 'footnotes']),
    file('odf-book.ods', odfPackage(ODS_BOOK), [
      'formulas-across-sheets',
      'hidden-sheet',
      'comments',
      'rich-text-cells',
    ]),
    file('odf-book.ots', odfPackage({ ...ODS_BOOK, template: true }), ['template', 'hidden-sheet']),
    file('odf-deck.odp', odfPackage(ODP_DECK), ['notes', 'groups', 'lists']),
    file('odf-deck.otp', odfPackage({ ...ODP_DECK, template: true }), ['template', 'notes']),
  ];
}

/** Generated Office files converted by LibreOffice: OpenDocument as LibreOffice writes it, and legacy formats. */
async function libreOfficeFiles(): Promise<CorpusFile[]> {
  const [story, small, deck, sales] = await Promise.all([storyDocx(), salesXlsx(), deckPptx(), salesWorkbook()]);
  const jobs: [string, Uint8Array, string, string, string[]][] = [
    ['lo-story.odt', story, 'docx', 'odt', ['libreoffice', 'headers-footers', 'footnotes', 'hyperlinks', 'tables']],
    ['lo-small.ods', small, 'xlsx', 'ods', ['libreoffice', 'rich-text-cells', 'notes', 'hidden-sheet']],
    ['lo-sales.ods', sales, 'xlsx', 'ods', ['libreoffice', 'formulas-across-sheets', 'hidden-sheet', 'notes']],
    ['lo-small.odp', deck, 'pptx', 'odp', ['libreoffice', 'notes', 'tables']],
    ['lo-story.doc', story, 'docx', 'doc', ['libreoffice', 'legacy', 'headers-footers', 'footnotes', 'tables']],
    ['lo-story.rtf', story, 'docx', 'rtf', ['libreoffice', 'legacy', 'footnotes', 'hyperlinks']],
    ['lo-small.xls', small, 'xlsx', 'xls', ['libreoffice', 'legacy', 'notes', 'hidden-sheet']],
    ['lo-small.ppt', deck, 'pptx', 'ppt', ['libreoffice', 'legacy', 'notes', 'tables']],
  ];
  return Promise.all(
    jobs.map(async ([name, input, from, to, covers]) => file(name, await cachedConversion(input, from, to), covers)),
  );
}

// ---------------------------------------------------------------- Web and markup

const HTML_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>The garden guide</title>
<meta name="description" content="How to look after a small garden.">
<style>p { color: green; }</style>
<script>const greeting = 'not translated';</script>
</head>
<body>
<h1 id="top">The garden guide</h1>
<p>The roses are <b>red</b> and the <a href="https://example.com/violets" title="Violets">violets</a> are <i>blue</i>.</p>
<img src="garden.png" alt="A small garden">
<table>
  <tr><th>Plant</th><th>Season</th></tr>
  <tr><td>The tulip</td><td><table><tr><td>Early spring</td></tr></table></td></tr>
</table>
<ul><li>Water the plants</li><li>Cut the grass<ul><li>Not too short</li></ul></li></ul>
<pre><code>git commit -m "garden"</code></pre>
<p>Line one<br>line two &amp; more&nbsp;text.</p>
<!-- a comment stays -->
<form><input type="text" placeholder="Your name"><button>Send the form</button></form>
</body>
</html>
`;

const HTM_PAGE = `<html><head><title>Old page</title></head>
<body bgcolor="white"><center><font face="Arial">The old page still works.</font></center>
<p>Click <a href="next.htm">here</a> to continue.</body></html>
`;

const XHTML_PAGE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head><title>The strict page</title></head>
<body><p>The page is <em>strict</em> and valid.</p><p>A second paragraph<br/>with a break.</p></body>
</html>
`;

const XML_CATALOG = `<?xml version="1.0" encoding="UTF-8"?>
<catalog>
  <!-- products -->
  <product id="p1" sku="A-100">
    <name>The red chair</name>
    <description>A comfortable chair for <b>every</b> room.</description>
    <price currency="EUR">49.90</price>
  </product>
  <product id="p2"><name>The blue table</name><description><![CDATA[Strong & simple.]]></description></product>
</catalog>
`;

const XML_ARTICLE = `<?xml version="1.0" encoding="UTF-8"?>
<article xmlns="http://docbook.org/ns/docbook" version="5.0"><title>The short article</title><para>The first paragraph has a <link xlink:href="https://example.com" xmlns:xlink="http://www.w3.org/1999/xlink">link</link>.</para></article>
`;

const SVG_IMAGE = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
  <title>The sales chart</title>
  <desc>Sales went up this year.</desc>
  <rect x="10" y="10" width="50" height="80" fill="green"/>
  <text x="10" y="95">North <tspan font-weight="bold">region</tspan></text>
</svg>
`;

function webFiles(): CorpusFile[] {
  return [
    file('web-page.html', HTML_PAGE, [
      'html-lang',
      'nested-tables',
      'hyperlinks',
      'attributes',
      'lists',
      'code-blocks',
    ]),
    file('web-page-crlf.html', crlf(HTML_PAGE), ['crlf', 'html-lang', 'nested-tables']),
    file('web-page-bom.html', BOM + HTML_PAGE.replace('<html lang="en">', '<html>'), ['bom', 'no-lang']),
    file('web-old.htm', HTM_PAGE, ['no-lang', 'legacy-markup', 'hyperlinks']),
    file('web-strict.xhtml', XHTML_PAGE, ['html-lang', 'doctype', 'xml-lang']),
    file('data-catalog.xml', XML_CATALOG, ['attributes', 'cdata', 'comments']),
    file('data-article.xml', XML_ARTICLE, ['namespaces', 'hyperlinks']),
    file('data-article-utf16.xml', utf16le(XML_ARTICLE.replace('UTF-8', 'UTF-16')), ['utf-16', 'bom', 'namespaces']),
    file('image-chart.svg', SVG_IMAGE, ['svg-text', 'title-desc']),
  ];
}

// ---------------------------------------------------------------- Markdown

const MARKDOWN = `---
title: The garden guide
tags: [garden, guide]
---

# The garden guide

The roses are **red** and the [violets](https://example.com/violets "Violets") are *blue*.

- Water the plants
- Cut the grass
  1. Not too short

> A quote about gardens.

| Plant | Season |
| ----- | ------ |
| The tulip | Early spring |

\`\`\`js
const garden = 'not translated';
\`\`\`

Inline \`code\` stays, and so does this image: ![A small garden](garden.png).
`;

const MDX = `import { Chart } from './chart.js';

# The sales report

Sales grew **fast** this year.

<Chart title="Sales by region" data={[1, 2, 3]} />

export const meta = { draft: false };

The last paragraph ends the report.
`;

function markdownFiles(): CorpusFile[] {
  return [
    file('doc-guide.md', MARKDOWN, ['front-matter', 'code-blocks', 'tables', 'lists', 'hyperlinks', 'quotes']),
    file('doc-guide-crlf.md', crlf(MARKDOWN), ['crlf', 'front-matter', 'code-blocks']),
    file('doc-guide-bom.md', BOM + MARKDOWN.replace(/^---[\s\S]*?---\n\n/, ''), ['bom', 'code-blocks']),
    file('doc-notes.markdown', 'Setext title\n============\n\nA paragraph\nover two lines.\n\n    indented code\n', [
      'setext-headings',
      'code-blocks',
    ]),
    file('doc-report.mdx', MDX, ['jsx', 'esm', 'mdx']),
  ];
}

// ---------------------------------------------------------------- Data and localisation files

const JSON_NESTED = `{
  "title": "The garden guide",
  "menu": {
    "open": "Open the file",
    "items": ["The first item", "The second item"],
    "count": 3,
    "enabled": true
  },
  "empty": ""
}
`;

const JSON_ICU = `{
  "files": "{count, plural, =0 {No files} one {One file} other {# files}}",
  "greeting": "Hello {name}, welcome back!",
  "gender": "{gender, select, female {She replied} male {He replied} other {They replied}}"
}
`;

const ARB = `{
  "@@locale": "en",
  "appTitle": "The garden app",
  "@appTitle": { "description": "The title of the application" },
  "plants": "{count, plural, one {One plant} other {{count} plants}}",
  "@plants": { "placeholders": { "count": { "type": "int" } } }
}
`;

const YAML = `# Site strings
site:
  title: The garden guide
  description: >
    A folded text about
    small gardens.
  menu:
    - Home page
    - About us
  count: 3
notice: "Quoted text with a colon: here"
`;

const PROPERTIES = `# Messages
app.title=The garden app
app.welcome = Welcome to the garden, {0}!
app.long=This line goes on \\
    and on.
app.unicode=Caf\\u00e9 is open
`;

const INI = `; Settings
[general]
title = The garden app
tooltip = "Click to open the garden"

[advanced]
retries = 3
`;

const APPLE_STRINGS = `/* The main title */
"app.title" = "The garden app";
"app.count" = "%d plants in the garden";
"quote" = "She said \\"hello\\".";
`;

const RESX = `<?xml version="1.0" encoding="utf-8"?>
<root>
  <resheader name="resmimetype"><value>text/microsoft-resx</value></resheader>
  <data name="Title" xml:space="preserve"><value>The garden app</value><comment>Window title</comment></data>
  <data name="Welcome" xml:space="preserve"><value>Welcome to the garden, {0}!</value></data>
  <data name="Icon" type="System.Resources.ResXFileRef, System.Windows.Forms"><value>icon.png;System.Drawing.Bitmap</value></data>
</root>
`;

const CSV = `id,text,notes
1,The house is red,plain
2,"Quoted, with a comma","multi
line cell"
3,"She said ""hello""",42
`;

const TSV = 'key\tsource\n1\tThe first line\n2\tThe second line\n';

function dataFiles(): CorpusFile[] {
  return [
    file('data-nested.json', JSON_NESTED, ['nested-objects', 'arrays']),
    file('data-icu.json', JSON_ICU, ['icu-plurals', 'icu-select', 'placeholders']),
    file('data-bom.json', BOM + crlf(JSON_NESTED), ['bom', 'crlf']),
    file('data-app.arb', ARB, ['icu-plurals', 'arb-locale', 'metadata']),
    file('data-site.yaml', YAML, ['comments', 'folded-scalars', 'sequences', 'quoted-scalars']),
    file('data-site-crlf.yml', crlf(YAML), ['crlf', 'folded-scalars']),
    file('data-messages.properties', PROPERTIES, ['placeholders', 'continuations', 'unicode-escapes']),
    file('data-settings.ini', INI, ['sections', 'quoted-values']),
    file('data-app.strings', utf16le(APPLE_STRINGS), ['utf-16', 'bom', 'placeholders', 'escapes']),
    file('data-app.resx', RESX, ['comments', 'file-references']),
    file('data-table.csv', CSV, ['quoted-cells', 'multi-line-cells']),
    file('data-table-crlf.csv', BOM + crlf(CSV), ['crlf', 'bom', 'quoted-cells']),
    file('data-table.tsv', TSV, ['tabs']),
    file('text-notes.txt', 'The first paragraph.\n\nThe second paragraph\nhas two lines.\n', ['paragraphs']),
    file('text-notes-utf16.txt', utf16le(crlf('The first paragraph.\n\nThe second one.\n')), ['utf-16', 'bom', 'crlf']),
    file('text-notes-utf16be.txt', utf16be('A big-endian line.\n'), ['utf-16', 'bom', 'big-endian']),
  ];
}

// ---------------------------------------------------------------- Exchange formats

const PO = `msgid ""
msgstr ""
"Project-Id-Version: garden 1.0\\n"
"Language: es\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#: src/garden.c:10
msgid "The garden is open"
msgstr ""

#: src/garden.c:12
#, c-format
msgid "%d plant"
msgid_plural "%d plants"
msgstr[0] ""
msgstr[1] ""

msgctxt "button"
msgid "Close"
msgstr "Cerrar"
`;

const XLIFF_12_SIMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="strings" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="title"><source>The garden app</source><target state="new"></target></trans-unit>
      <trans-unit id="welcome"><source>Welcome back, <x id="1"/>!</source></trans-unit>
    </body>
  </file>
</xliff>
`;

function exchangeFiles(): CorpusFile[] {
  return [
    file('loc-app.pot', POT, ['po-template', 'po-plurals', 'msgctxt', 'obsolete-entries', 'multi-line-strings']),
    file('loc-garden.po', PO, ['po-plurals', 'msgctxt', 'translated-entries']),
    file('loc-garden-crlf.po', crlf(PO), ['crlf', 'po-plurals']),
    file('loc-shop.xliff', XLIFF_12, ['xliff-1.2', 'inline-codes', 'groups', 'seg-source', 'translate-no']),
    file('loc-shop.xlf', XLIFF_20, ['xliff-2.0', 'inline-codes', 'groups', 'translate-no', 'ignorable']),
    file('loc-strings.xlf', XLIFF_12_SIMPLE, ['xliff-1.2', 'target-language']),
  ];
}

// ---------------------------------------------------------------- Subtitles

const SRT = `1
00:00:01,000 --> 00:00:03,500
<i>Hello</i> there,
my <font color="#ff0000">dear friend</font>.

2
00:00:04,000 --> 00:00:06,000
{\\an8}Goodbye.
`;

const VTT = `WEBVTT - The garden film

STYLE
::cue { color: yellow; }

NOTE This note is not translated

intro
00:00:01.000 --> 00:00:03.000 align:start position:10%
<v Ann>The roses are <b>red</b>.</v>

00:00:04.000 --> 00:00:06.000
<c.loud>The violets</c> are blue.
`;

const SBV = '0:00:00.599,0:00:04.160\n>> Hello world,\nhow are you?\n\n0:00:04.160,0:00:06.770\nFine.\n';

const ASS = crlf(`[Script Info]
Title: Demo
ScriptType: v4.00+

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, Bold
Style: Default,Arial,20,&H00FFFFFF,0

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,{\\pos(320,50)}Hello, {\\i1}dear{\\i0} friend!\\NSee you soon.
Comment: 0,0:00:01.00,0:00:03.00,Default,,0,0,0,,A comment, not translated
`);

const SSA = `[Script Info]
ScriptType: v4.00

[Events]
Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: Marked=0,0:00:01.00,0:00:02.00,*Default,NTP,0000,0000,0000,,Good {\\i1}night{\\i0}
`;

const LRC = `[ti:Morning Song]
[ar:The Band]

[00:12.00]The sun is <00:13.20>rising
[00:17.20][00:40.00]Over the quiet hills
`;

function subtitleFiles(): CorpusFile[] {
  return [
    file('sub-film.srt', SRT, ['inline-formatting', 'override-tags', 'multi-line-cues']),
    file('sub-film-crlf.srt', BOM + crlf(SRT), ['crlf', 'bom']),
    file('sub-film.vtt', VTT, ['voices', 'classes', 'notes', 'styles', 'cue-settings', 'cue-ids']),
    file('sub-film-crlf.vtt', crlf(VTT), ['crlf', 'notes']),
    file('sub-talk.sbv', SBV, ['multi-line-cues']),
    file('sub-demo.ass', ASS, ['override-tags', 'crlf', 'comments']),
    file('sub-demo.ssa', SSA, ['override-tags']),
    file('sub-song.lrc', LRC, ['metadata', 'word-timing', 'repeated-lines']),
  ];
}

// ---------------------------------------------------------------- E-books

function ebookFiles(): CorpusFile[] {
  return [
    file('book-house.epub', epub3(), ['epub-3', 'nav', 'footnotes', 'tables', 'lists', 'hyperlinks']),
    file('book-cat.epub', epub2(), ['epub-2', 'ncx', 'doctype', 'entities']),
    file('book-house.fb2', FICTION_BOOK, ['fb2', 'footnotes', 'poems', 'tables', 'binaries']),
    file('book-house-crlf.fb2', crlf(FICTION_BOOK), ['fb2', 'crlf']),
  ];
}

// ---------------------------------------------------------------- Pages

/**
 * PDFs whose text is hard to find or to tell the language of: a form of short labels, fields and
 * notes; fonts without a ToUnicode map (glyph names, Symbol, ZapfDingbats, a Type3 bitmap font, a
 * composite font with two-byte glyph ids);
 * characters outside the Basic Multilingual Plane; a page typed in Courier. Page formats are typeset
 * anew, so their checks are their own (PAGE_FORMATS), not byte round trips.
 */
async function pageFiles(): Promise<CorpusFile[]> {
  const [form, astral, typewriter] = await Promise.all([formPdf(), astralPdf(), typewriterPdf()]);
  return [
    file('pdf-form.pdf', form, ['form-fields', 'annotations', 'free-text', 'short-labels']),
    file('pdf-glyph-names.pdf', glyphNamesPdf(), ['no-tounicode', 'glyph-names', 'symbol-fonts']),
    file('pdf-type3.pdf', type3FontPdf(), ['no-tounicode', 'type3-font']),
    file('pdf-identity-font.pdf', identityFontPdf(), ['no-tounicode', 'composite-font']),
    file('pdf-astral.pdf', astral, ['astral', 'math-letters', 'historic-script']),
    file('pdf-typewriter.pdf', typewriter, ['monospace', 'code-lines']),
  ];
}

/** Formats typeset anew: read again after a translation, not compared byte for byte. */
export const PAGE_FORMATS: ReadonlySet<string> = new Set(['pdf']);

/**
 * The files whose source language is hard to tell (issue 34): labels and numbers, short titles,
 * forms, notes and masters, fonts without ToUnicode, astral characters. None needs LibreOffice.
 */
export async function undetectableFiles(): Promise<CorpusFile[]> {
  const names = new Set([
    'sheet-labels.xlsx',
    'deck-titles.pptx',
    'pdf-form.pdf',
    'pdf-glyph-names.pdf',
    'pdf-astral.pdf',
  ]);
  const groups = await Promise.all([spreadsheetFiles(), presentationFiles(), pageFiles()]);
  return groups.flat().filter((entry) => names.has(entry.name));
}

/** The whole corpus; LibreOffice conversions come from the cache after the first run. */
export async function buildCorpus(): Promise<CorpusFile[]> {
  const groups = await Promise.all([
    wordFiles(),
    spreadsheetFiles(),
    presentationFiles(),
    libreOfficeFiles(),
    openDocumentFiles(),
    webFiles(),
    markdownFiles(),
    dataFiles(),
    exchangeFiles(),
    subtitleFiles(),
    ebookFiles(),
    pageFiles(),
  ]);
  const corpus = groups.flat();
  const names = new Set(corpus.map((entry) => entry.name));
  if (names.size !== corpus.length) throw new Error('Two corpus files share a name');
  return corpus;
}
