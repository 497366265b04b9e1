/**
 * bench:hostile, uploads under a burst of in-limit zip bombs: several visitors send at once Word
 * files of 1.5 MB that unpack to 190 MiB each (within the free plan's 200 MiB), and meanwhile
 * another visitor uploads a small Word file. Prints that upload's time alone and during the burst,
 * what the burst was answered, the server's peak resident memory and the longest /healthz gap.
 */
import { memoryBudgetMb } from '@glossa/translate/formats/work/document-work';
import { loadConfig } from '#core/config.ts';
import { inflatingDocx } from '../../test/hostile-kit.ts';
import { docx } from '../../test/workspace/workspace-kit.ts';
import { HostileTable, kb, type Outcome, startBenchServer, uploadFile, visitorId } from './kit.ts';

const VISITORS = Number(process.env.BENCH_BOMB_VISITORS ?? 4);
const FILES_EACH = Number(process.env.BENCH_BOMB_FILES ?? 2);

const server = await startBenchServer();
const { base } = server;
const table = new HostileTable(server);

/** How many answers of each kind, e.g. `6 x 200 (-), 2 x 429 (10232)`. */
function tally(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const { answer } of outcomes) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  return [...counts].map(([answer, count]) => `${count} x ${answer}`).join(', ');
}

try {
  const bomb = await inflatingDocx(190, { repeatEvery: 50, clauses: 16 });
  const normal = await docx(Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of the quarterly letter.`));
  // The first Word file a thread reads loads the Word reader there: not part of any figure.
  await uploadFile(base, visitorId(), 'warm-up.docx', normal);

  const alone = await table.measure('normal DOCX upload, quiet server', kb(normal), () =>
    uploadFile(base, visitorId(), 'letter.docx', normal),
  );
  let burst: Outcome[] = [];
  let burstMs = 0;
  const during = await table.measure(
    `normal DOCX upload during ${VISITORS} visitors x ${FILES_EACH} DOCX of 190 MiB unpacked`,
    `${kb(normal)}; ${VISITORS * FILES_EACH} x ${kb(bomb)}`,
    async () => {
      const started = performance.now();
      const sent = Array.from({ length: VISITORS }, () => visitorId()).flatMap((clientId) =>
        Array.from({ length: FILES_EACH }, () => uploadFile(base, clientId, 'report.docx', bomb)),
      );
      const everyBurstAnswer = Promise.all(sent).then((answers) => {
        burstMs = performance.now() - started;
        return answers;
      });
      // The burst's files are on their way and being read when the normal upload starts.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const answer = await uploadFile(base, visitorId(), 'letter.docx', normal);
      burst = await everyBurstAnswer;
      return { answer: `${answer.answer}; burst: ${tally(burst)} in ${(burstMs / 1000).toFixed(1)} s`, ms: answer.ms };
    },
  );
  table.print('Uploads during a burst of in-limit zip bombs');
  console.log(
    `\nnormal upload: ${alone.ms.toFixed(0)} ms alone, ${during.ms.toFixed(0)} ms during the burst; ` +
      `burst answered ${tally(burst)} in ${(burstMs / 1000).toFixed(1)} s; ` +
      `memory budget of these settings: ${memoryBudgetMb(loadConfig(server.env).documents)} MiB`,
  );
} finally {
  await server.close();
}
process.exit(0);
