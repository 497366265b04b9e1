/**
 * npm run bench:pdf (second part) — the layout score (see src/formats/pdf/layout-score.ts) of a
 * generated corpus translated with an instant engine (upper-casing), then with the same engine
 * making every text 40% longer, as Spanish or German often is: every page's score, the median and
 * the worst 5 pages, time per page; the worst 5 are written as side-by-side PNGs
 * (source | output, text blocks outlined: source blue, output red) into .tmp/pdf-layout/ for a
 * person to look at. Figures only; nothing is asserted.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { type PageLayoutScore, type Rect, scoreLayout } from '../src/formats/pdf/layout-score.ts';
import { renderPdfPages } from '../src/formats/pdf/page-preview.ts';
import { extractPdf } from '../src/formats/pdf/pdf-extract.ts';
import { writeTranslatedPdf } from '../src/formats/pdf/pdf-write.ts';
import { shout } from '../src/formats/test-kit.ts';
import { layoutCorpus } from './pdf-corpus-layout.ts';

const FOLDER = join(process.cwd(), '.tmp', 'pdf-layout');
const WORST = 5;
const SCALE = 1.5;
const GAP = 16;

/** Upper-cased, then the first 40% of its text again: translations that need more room. */
function longer(text: string): string {
  const plain = text.replace(/<\/?g\d+>|<x\d+\/>/g, '');
  return `${shout(text)} ${shout(plain.slice(0, Math.round(plain.length * 0.4)).trim())}`;
}

const ENGINES: [string, (text: string) => string][] = [
  ['upper-case', shout],
  ['upper-case +40%', longer],
];

interface ScoredPage {
  document: string;
  source: Uint8Array;
  output: Uint8Array;
  score: PageLayoutScore;
}

const rectSvg = (rects: readonly Rect[], colour: string): string =>
  rects
    .map(
      ([x0, y0, x1, y1]) =>
        `<rect x="${x0 * SCALE}" y="${y0 * SCALE}" width="${(x1 - x0) * SCALE}" height="${(y1 - y0) * SCALE}" fill="none" stroke="${colour}" stroke-width="1.5"/>`,
    )
    .join('');

async function outlined(png: Uint8Array, rects: readonly Rect[], colour: string): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rectSvg(rects, colour)}</svg>`;
  return sharp(png)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

/** Source | output of one page, the text blocks the score matched outlined on each side. */
async function sideBySide(page: ScoredPage, path: string): Promise<void> {
  const index = { from: page.score.page - 1, scale: SCALE };
  const [sourcePng] = renderPdfPages(page.source, index);
  const [outputPng] = renderPdfPages(page.output, index);
  if (!sourcePng || !outputPng) return;
  const left = await outlined(sourcePng, page.score.sourceBlocks, '#1f5fd6');
  const right = await outlined(outputPng, page.score.outputBlocks, '#d62f1f');
  const [a, b] = await Promise.all([sharp(left).metadata(), sharp(right).metadata()]);
  const width = (a.width ?? 0) + GAP + (b.width ?? 0);
  const height = Math.max(a.height ?? 0, b.height ?? 0);
  await sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: (a.width ?? 0) + GAP, top: 0 },
    ])
    .png()
    .toFile(path);
}

const fixed = (value: number) => value.toFixed(0).padStart(3);

const scored: ScoredPage[] = [];
let translateMs = 0;
let scoreMs = 0;
console.log('PDF layout bench: generated corpus, instant engines, score 0..100 per page');
const corpus = await layoutCorpus();
for (const [engine, translate] of ENGINES) {
  console.log(`  ${engine}:`);
  for (const document of corpus) {
    const started = performance.now();
    const { segments, skeleton } = await extractPdf(document.bytes);
    const translations = new Map(segments.map((segment) => [segment.id, translate(segment.text)]));
    const { bytes: output } = writeTranslatedPdf(skeleton, translations, 'es');
    const translated = performance.now();
    const scores = scoreLayout(document.bytes, output);
    const done = performance.now();
    translateMs += translated - started;
    scoreMs += done - translated;
    const name = `${document.name}, ${engine}`;
    for (const score of scores) scored.push({ document: name, source: document.bytes, output, score });
    const parts = scores.map(
      (s) => `${fixed(s.score)} (boxes ${s.boxes.toFixed(2)}, non-text ${s.nonText.toFixed(2)})`,
    );
    console.log(
      `    ${document.name.padEnd(17)} ${((translated - started) / scores.length).toFixed(0).padStart(5)} ms/page  ${parts.join(', ')}`,
    );
  }
}

const ordered = [...scored].sort((a, b) => a.score.score - b.score.score);
const middle = ordered.length / 2;
const median =
  ordered.length % 2
    ? (ordered[Math.floor(middle)]?.score.score ?? 0)
    : ((ordered[middle - 1]?.score.score ?? 0) + (ordered[middle]?.score.score ?? 0)) / 2;
console.log(`  pages                 ${scored.length}`);
console.log(`  median score          ${median.toFixed(1)}`);
console.log(`  translation time      ${(translateMs / scored.length).toFixed(0)} ms per page (extract + write)`);
console.log(`  scoring time          ${(scoreMs / scored.length).toFixed(0)} ms per page`);
console.log(`  worst ${WORST} pages (side by side in ${FOLDER}):`);
rmSync(FOLDER, { recursive: true, force: true });
mkdirSync(FOLDER, { recursive: true });
for (const [rank, page] of ordered.slice(0, WORST).entries()) {
  const { score } = page;
  const name = `${rank + 1}-${page.document.replace(/[^a-z0-9]+/gi, '-')}-p${score.page}.png`;
  await sideBySide(page, join(FOLDER, name));
  console.log(
    `    ${fixed(score.score)}  ${page.document} p${score.page}: boxes ${score.boxes.toFixed(2)}, non-text ${score.nonText.toFixed(2)}, outside ${score.outside.toFixed(2)}, overlap ${score.overlap.toFixed(2)}  ${name}`,
  );
}
