/**
 * bench:hostile, language detection: text files of nothing but letters, whose language the
 * server detects on its event loop. The cleaning before detection used to read a long run of
 * letters once per letter (a visitor's 20 KB files held the server 36 s a minute); now it reads a
 * bounded sample once. Figures only; the unit tests compare the cost on two sizes. (Typed text
 * would start a translation by the fake model, which runs in this process and colours the
 * /healthz figures.)
 */
import { HostileTable, kb, startBenchServer, uploadFile, visitorId } from './kit.ts';

const server = await startBenchServer();
const { base } = server;
const table = new HostileTable(server);
const letters = (size: number) => 'abcdefghij'.repeat(size / 10);

try {
  await table.measure('idle (baseline)', '-', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { answer: '-', ms: 0 };
  });
  for (const size of [20_000, 200_000, 2_000_000]) {
    const bytes = new TextEncoder().encode(letters(size));
    await table.measure(`.txt of ${size.toLocaleString('en')} letters`, kb(bytes), () =>
      uploadFile(base, visitorId(), 'letters.txt', bytes),
    );
  }
  table.print('Language detection on long runs of letters');
} finally {
  await server.close();
}
