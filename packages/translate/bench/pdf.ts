/**
 * npm run bench:pdf — a generated 50-page two-column PDF through the PDF adapter with an instant
 * engine (upper-casing): extraction, layout and writing time, peak memory, output size against
 * the input, and the share of pieces whose font had to shrink. Figures only; nothing is asserted.
 */
import { extractPdf } from '../src/formats/pdf/pdf-extract.ts';
import { writeTranslatedPdf } from '../src/formats/pdf/pdf-write.ts';
import { shout } from '../src/formats/test-kit.ts';
import { samplePdf } from '../test/pdf-fixtures.ts';

const PAGES = 50;

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

const { bytes } = await samplePdf({ columnPages: PAGES, textOnly: true });
const started = performance.now();
const { segments, skeleton } = await extractPdf(bytes);
const extracted = performance.now();
const translations = new Map(segments.map((segment) => [segment.id, shout(segment.text)]));
const { bytes: output, stats } = writeTranslatedPdf(skeleton, translations, 'es');
const written = performance.now();
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);

const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
console.log(`PDF bench: ${PAGES} two-column pages, ${segments.length} segments, instant engine`);
console.log(`  extraction            ${(extracted - started).toFixed(0)} ms`);
console.log(`  layout and writing    ${(written - extracted).toFixed(0)} ms`);
console.log(`  total                 ${(written - started).toFixed(0)} ms (aim: under 5000 ms)`);
console.log(`  peak memory (RSS)     ${mb(peakRss)}`);
console.log(
  `  size                  ${(bytes.length / 1024).toFixed(0)} KB in, ${(output.length / 1024).toFixed(0)} KB out (x${(output.length / bytes.length).toFixed(2)})`,
);
console.log(
  `  font shrunk           ${stats.shrunk} of ${stats.pieces} pieces (${((stats.shrunk / Math.max(stats.pieces, 1)) * 100).toFixed(0)}%), ${stats.grew} grew into free space`,
);
