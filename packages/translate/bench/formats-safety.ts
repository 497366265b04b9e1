/**
 * How fast each kind of malformed or hostile input is refused, with which error, and the
 * peak memory on the way: truncated zip, zip bombs (honest and with forged headers,
 * overlapping entries), billion laughs, external entity, wrong extension, empty file. Each
 * case runs in a fresh child process so its peak RSS is its own. Figures only; the tests
 * check the error codes. Run: node --import tsx packages/translate/bench/formats-safety.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Packer, Paragraph } from 'docx';
import { unzipSync, zipSync } from 'fflate';
import { FormatError } from '../src/formats/document-format.ts';
import { formatForFile } from '../src/formats/registry.ts';
import { forgeZip, repeatedStream } from '../src/formats/zip/forge-zip.ts';
import { gigabyteDocx, overlappingDocx } from '../src/formats/zip/hostile-zips.ts';

const MiB = 1024 * 1024;
const text = (value: string) => new TextEncoder().encode(value);

/** In the child: extracts one file and prints what happened, the time and the peak RSS. */
async function measure(path: string, name: string) {
  const bytes = new Uint8Array(readFileSync(path));
  const format = await formatForFile(name);
  const before = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let outcome = 'accepted';
  try {
    await format?.extract(bytes);
  } catch (error) {
    outcome = error instanceof FormatError ? `${error.code}: ${error.message}` : `crash: ${String(error)}`;
  }
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ outcome, ms, cpuMs: (used.user + used.system) / 1000, before, peak }));
}

function hostileZips(): [string, string, Uint8Array][] {
  // The attacker's probe: 21 central records pointing at one 100 MiB stream of zeros, sizes understated.
  const overlapping = overlappingDocx();
  const gigabyte = repeatedStream(new Uint8Array(MiB), 1024);
  const understated = forgeZip([{ name: 'word/document.xml', data: gigabyte.data, crc: gigabyte.crc, size: 1024 }]);
  const atCap = forgeZip([{ name: 'word/document.xml', data: gigabyte.data, crc: gigabyte.crc, size: 128 * MiB }]);
  // The attacker's second file: about 6 MB that inflates to 1 GiB at about 160:1, in 8 parts.
  const parts = (size?: number) => gigabyteDocx(size ?? 128 * MiB);
  return [
    [`21 entries overlapping one 100 MiB stream (${kb(overlapping)})`, 'report.docx', overlapping],
    [`1 GiB bomb declaring 1 KiB (${kb(understated)})`, 'report.docx', understated],
    [`1 GiB bomb declaring 128 MiB, the entry cap (${kb(atCap)})`, 'report.docx', atCap],
    [`1 GiB at 160:1 in 8 entries, honest sizes (${kb(parts())})`, 'report.docx', parts()],
    [`1 GiB at 160:1 in 8 entries, sizes understated`, 'report.docx', parts(1024)],
  ];
}

const kb = (bytes: Uint8Array) => `${(bytes.length / 1024).toFixed(0)} KB`;

async function cases(): Promise<[string, string, Uint8Array][]> {
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
  const zeros = repeatedStream(new Uint8Array(MiB), 200);
  const bomb = forgeZip([{ name: 'word/document.xml', ...zeros }]);
  const valid = zipSync({ 'word/document.xml': text('<w:document/>') });
  return [
    ['truncated zip', 'report.docx', valid.slice(0, valid.length / 2)],
    ['zip bomb (200 MB of zeros, honest sizes)', 'report.docx', bomb],
    ...hostileZips(),
    ['billion laughs in a docx', 'report.docx', docxWith(laughs)],
    ['external entity in a docx', 'report.docx', docxWith(external)],
    ['billion laughs as .xml', 'data.xml', text(laughs)],
    ['external entity as .xliff', 'strings.xliff', text(external)],
    ['a PDF named .xlsx', 'sheet.xlsx', text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')],
    ['plain text named .pptx', 'deck.pptx', text('just some words')],
    ['empty file', 'empty.odt', new Uint8Array()],
    ['empty file', 'empty.srt', new Uint8Array()],
  ];
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-safety-'));
  try {
    // CPU time beside wall time: steadier when other work shares the cores.
    console.log('| input | file | error | ms | cpu ms | peak RSS | peak growth |');
    console.log('|---|---|---|---:|---:|---:|---:|');
    for (const [index, [name, file, bytes]] of (await cases()).entries()) {
      const path = join(dir, `${index}-${file}`);
      writeFileSync(path, bytes);
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(import.meta.url), '--measure', path, file],
        {
          encoding: 'utf8',
          maxBuffer: 1024 * 1024,
        },
      );
      const line = child.stdout.trim().split('\n').at(-1) ?? '';
      if (child.status !== 0 || !line.startsWith('{')) {
        console.log(`| ${name} | ${file} | child failed: ${child.stderr.slice(0, 80)} | | | | |`);
        continue;
      }
      const { outcome, ms, cpuMs, before, peak } = JSON.parse(line) as Record<string, number> & { outcome: string };
      const mb = (value: number) => `${(value / MiB).toFixed(0)} MB`;
      const growth = mb(Math.max(0, peak - before));
      console.log(
        `| ${name} | ${file} | ${outcome.slice(0, 90)} | ${ms.toFixed(1)} | ${cpuMs.toFixed(0)} | ${mb(peak)} | ${growth} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--measure') await measure(process.argv[3] as string, process.argv[4] as string);
else await main();
