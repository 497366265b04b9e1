/**
 * bench:editor: a 10,000-sentence document in the editor (issue 32; decision 0052), on the
 * server's side: the first page of sentence pairs with its checks, the list of versions, the first
 * edit (which makes a round of edits: a copy of the 10,000 sentences), a next edit in the same
 * round, an edit given to its repeats, the difference between two versions and the checks as CSV.
 * Then the page's share, in Chromium against the same server (the built web app): the segment
 * editor opened on the 10,000 segments, a segment saved with Ctrl+Enter, and a fast scroll from
 * top to bottom with the long tasks (over 50 ms) it caused, from the Performance API.
 *
 *   cd /work/main && npm run bench:editor
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import { loadWebBundle } from '../src/features/pages/index.ts';
import { createTestApp } from '../test/test-app.ts';
import { docx, upload, visitor } from '../test/workspace/workspace-kit.ts';
import { editorPageShare } from './editor-page.ts';

const SENTENCES = 10_000;
const RUNS = 20;

// The pseudo engine translates every pair at once: the bench measures the editor, not an engine.
const pseudo = new PseudoEngine();
const dist = path.resolve(import.meta.dirname, '../../web/dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('Build the web app first: npm run build');
const t = await createTestApp({ LOG_LEVEL: 'silent' }, loadWebBundle(dist), {
  engines: { engines: [pseudo], pseudo, close: async () => {} },
});
// One large document: the bench visitor's plan takes it whole.
await t.db
  .updateTable('plans')
  .set({ daily_chats: 1_000_000, file_max_bytes: 200_000_000 })
  .where('id', '=', 'free')
  .execute();
const me = visitor(t.app);
// Every tenth sentence is a repeat, as real documents have them.
const paragraphs = Array.from({ length: SENTENCES }, (_, i) =>
  i % 10 === 0 ? 'See the table on the next page.' : `Clause ${i + 1}: the supplier delivers ${i % 97} units by March.`,
);
const uploaded = await upload(t.app, me, [{ name: 'contract.docx', bytes: await docx(paragraphs) }]);
if (uploaded.status !== 200) throw new Error(JSON.stringify(uploaded.json));
const created = await me.post('/conversation/createConversation', {
  overseasConversationModule: 'document',
  sourceLanguage: 'en',
  targetLanguage: 'de',
  fileId: uploaded.json.data.fileId,
});
if (created.status !== 200) throw new Error(created.body);
const id = created.json.data.conversation.conversationId as string;
const started = performance.now();
for (;;) {
  const detail = (await me.post('/conversation/enterConversation', { conversationId: id })).json.data;
  const last = detail.messages.at(-1);
  if (last?.status === 'done') break;
  if (last?.status === 'failed') throw new Error(JSON.stringify(last.blocks));
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const translatedSeconds = (performance.now() - started) / 1000;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}
async function median(run: () => Promise<unknown>, runs = RUNS): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed(run));
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}
function expectOk(answer: { status: number; body: string }) {
  if (answer.status !== 200) throw new Error(answer.body);
  return answer;
}

const firstPage = await median(async () =>
  expectOk(await me.post('/conversation/getPreviewSentences', { conversationId: id, pageNum: 1, pageSize: 100 })),
);
const lastPage = await median(async () =>
  expectOk(await me.post('/conversation/getPreviewSentences', { conversationId: id, pageNum: 100, pageSize: 100 })),
);
const list = await median(async () => expectOk(await me.post('/conversation/versions', { conversationId: id })));
const records = (await me.post('/conversation/getPreviewSentences', { conversationId: id, pageSize: 20 })).json.data
  .records;
let versionId = '';
const firstEdit = await timed(async () => {
  const answer = expectOk(
    await me.post('/conversation/editTranslation', {
      conversationId: id,
      segmentId: records[1].segmentId,
      text: 'Erste.',
    }),
  );
  versionId = JSON.parse(answer.body).data.versionId;
});
let n = 0;
const nextEdit = await median(async () =>
  expectOk(
    await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId,
      segmentId: records[2 + (n++ % 8)].segmentId,
      text: `Bearbeitet ${n}.`,
    }),
  ),
);
await me.post('/conversation/editTranslation', {
  conversationId: id,
  versionId,
  segmentId: records[0].segmentId,
  text: 'Siehe Tabelle.',
});
const propagate = await timed(async () =>
  expectOk(
    await me.post('/conversation/propagateEdit', { conversationId: id, versionId, segmentId: records[0].segmentId }),
  ),
);
const versions = (await me.post('/conversation/versions', { conversationId: id })).json.data;
const diff = await median(
  async () =>
    expectOk(
      await me.post('/conversation/versionDiff', {
        conversationId: id,
        fromVersionId: versions.at(-1).versionId,
        toVersionId: versionId,
        pageSize: 100,
      }),
    ),
  5,
);
const checks = await median(async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/gateway/website/conversation/qaReport',
    headers: { 'x-client-id': me.clientId },
    payload: { conversationId: id, versionId },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}, 3);
const editorRead = await median(
  async () => expectOk(await me.post('/conversation/editorSegments', { conversationId: id, versionId })),
  5,
);
const page = await editorPageShare(t.app, me.clientId, id);
await t.close();

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `bench:editor: a document of ${SENTENCES} sentences (pseudo engine, SQLite), translated in ${translatedSeconds.toFixed(1)} s`,
);
console.log('server share (median of the runs, in-process requests):');
console.log(`  open: first page of 100 pairs with checks   ${ms(firstPage)}`);
console.log(`  open: page 100 of 100 pairs with checks     ${ms(lastPage)}`);
console.log(`  versions list                              ${ms(list)}`);
console.log(`  save: first edit (new round: copies ${SENTENCES})  ${ms(firstEdit)}`);
console.log(`  save: next edit in the same round          ${ms(nextEdit)}`);
console.log(`  give an edit to its ${SENTENCES / 10 - 1} repeats             ${ms(propagate)}`);
console.log(`  changes between two versions (page of 100) ${ms(diff)}`);
console.log(`  checks of ${SENTENCES} sentences as CSV         ${ms(checks)}`);
console.log(`  segment editor: every segment with checks   ${ms(editorRead)}`);
console.log('the segment editor in Chromium (server and page shares from the Performance API):');
console.log(
  `  open 10,000 segments: ${ms(page.open.total)} to the first row (server ${ms(page.open.server)}, page ${ms(page.open.total - page.open.server)})`,
);
for (const [name, save] of [
  ['first save', page.firstSave],
  ['next save', page.nextSave],
] as const) {
  console.log(
    `  ${name}: ${ms(save.total)} from Ctrl+Enter to "saved" (server ${ms(save.server)}, page ${ms(save.total - save.server)})`,
  );
}
console.log(
  `  scroll top to bottom (${page.scroll.steps} wheel steps): long tasks over 100 ms: ${page.scroll.longTasks.filter((d) => d > 100).length}; longest ${page.scroll.longTasks.length ? Math.max(...page.scroll.longTasks) : 0} ms; all (ms): ${JSON.stringify(page.scroll.longTasks)}; at most ${page.scroll.mostRows} rows in the page`,
);
