/**
 * How fast each kind of malformed input is refused, and with which error: truncated zip,
 * zip bomb, billion laughs, external entity, wrong extension, empty file. Figures only;
 * the tests check the error codes. Run: node --import tsx packages/translate/bench/formats-safety.ts
 */
import { Document, Packer, Paragraph } from 'docx';
import { unzipSync, zipSync } from 'fflate';
import { FormatError } from '../src/formats/document-format.ts';
import { formatForFile } from '../src/formats/registry.ts';

const text = (value: string) => new TextEncoder().encode(value);
const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
  { length: 9 },
  (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
).join('')}]><root>&lol9;</root>`;
const external = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><root>&x;</root>';
const realDocx = unzipSync(
  new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Hello')] }] }))),
);
/** A real Word document whose main part is replaced by hostile XML. */
const docxWith = (xml: string) => zipSync({ ...realDocx, 'word/document.xml': text(xml) });
const bomb = zipSync({ 'word/document.xml': [new Uint8Array(200 * 1024 * 1024), { level: 9 }] });
const valid = zipSync({ 'word/document.xml': text('<w:document/>') });

const cases: [string, string, Uint8Array][] = [
  ['truncated zip', 'report.docx', valid.slice(0, valid.length / 2)],
  ['zip bomb (200 MB of zeros)', 'report.docx', bomb],
  ['billion laughs in a docx', 'report.docx', docxWith(laughs)],
  ['external entity in a docx', 'report.docx', docxWith(external)],
  ['billion laughs as .xml', 'data.xml', text(laughs)],
  ['external entity as .xliff', 'strings.xliff', text(external)],
  ['a PDF named .xlsx', 'sheet.xlsx', text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')],
  ['plain text named .pptx', 'deck.pptx', text('just some words')],
  ['empty file', 'empty.odt', new Uint8Array()],
  ['empty file', 'empty.srt', new Uint8Array()],
];

console.log('| input | file | error | ms | rss growth |');
console.log('|---|---|---|---:|---:|');
for (const [name, file, bytes] of cases) {
  const format = await formatForFile(file);
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  let outcome = 'accepted';
  try {
    await format?.extract(bytes);
  } catch (error) {
    outcome = error instanceof FormatError ? `${error.code}: ${error.message}` : `crash: ${String(error)}`;
  }
  const ms = (performance.now() - started).toFixed(1);
  const grown = ((process.memoryUsage().rss - rss) / 1024 / 1024).toFixed(1);
  console.log(`| ${name} | ${file} | ${outcome.slice(0, 90)} | ${ms} | ${grown} MB |`);
}
