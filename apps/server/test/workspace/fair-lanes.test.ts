import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from './gated-engine.ts';
import {
  settled,
  translateDocx,
  translateText,
  type Visitor,
  visitor,
  type WorkspaceTest,
  workspaceApp,
} from './workspace-kit.ts';

/**
 * Fair lanes (docs/decisions/0031-fair-lanes.md): a visitor's one sentence behind two long
 * documents of other visitors that hold both workers. The fake model holds every request that
 * carries a document's closing paragraph until the test lets it go, so the documents cannot
 * finish first, however fast or slow the machine: the order of events is what is checked.
 */

const PARAGRAPHS = 120;
const HOLD = 'closing paragraph';
const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Paragraphs that differ in words only (numbers would travel as the same placeholder). */
function report(label: string): string[] {
  const spelled = (n: number) => [...String(n)].map((digit) => DIGITS[Number(digit)]).join(' ');
  return Array.from({ length: PARAGRAPHS }, (_, i) =>
    i === PARAGRAPHS - 1
      ? `The ${HOLD} of report ${label}.`
      : `Report ${label} says in line ${spelled(i)} that the river is wide.`,
  );
}

let w: WorkspaceTest;
afterEach(async () => w?.close());

/** Both documents' jobs run and have saved segments: they hold both workers and are translating. */
async function bothTranslating(): Promise<void> {
  await eventually(async () => {
    const rows = await w.t.db
      .selectFrom('jobs')
      .innerJoin('version_segments', 'version_segments.version_id', 'jobs.id')
      .select('jobs.id')
      .where('jobs.kind', '=', 'translate')
      .where('version_segments.target', 'is not', null)
      .groupBy('jobs.id')
      .execute();
    return rows.length === 2;
  }, 'both documents translating');
}

async function status(who: Visitor, conversationId: string): Promise<string> {
  const detail = (await who.post('/conversation/enterConversation', { conversationId })).json.data;
  return detail.messages.at(-1).status;
}

async function startAll() {
  w = await workspaceApp(
    { holds: new Set([HOLD]) },
    { concurrency: 8, maxBatchTokens: 120 },
    { JOB_SLICE_SECONDS: '0.2' },
  );
  const [a, b, c] = [visitor(w.t.app), visitor(w.t.app), visitor(w.t.app)];
  const documents = [
    { who: a, id: await translateDocx(w.t.app, a, report('alpha'), 'fr') },
    { who: b, id: await translateDocx(w.t.app, b, report('beta'), 'fr') },
  ];
  await bothTranslating();
  const sentence = await translateText(c, 'The small boat is blue.', 'fr');
  const short = await settled(c, sentence);
  return { documents, short };
}

describe('fair lanes', () => {
  it('finishes a one-sentence job of another owner while two long documents hold both workers', async () => {
    const { documents, short } = await startAll();
    expect(short.messages.at(-1)?.status).toBe('done');
    expect(short.messages.at(-1)?.blocks[0]).toMatchObject({
      type: 'translation',
      content: 'fr:The fr:small fr:boat fr:is fr:blue.',
    });
    // The sentence is done while both documents are still being translated.
    for (const { who, id } of documents) expect(await status(who, id)).toBe('streaming');

    w.llm.options.holds?.clear();
    for (const { who, id } of documents) expect((await settled(who, id)).messages.at(-1)?.status).toBe('done');
    // Every paragraph of both documents was sent to the model once and answered once: nothing
    // saved was sent again, nothing that waited was sent twice (the sentence streams, uncounted).
    const sent = Object.values(w.llm.stats.segmentsByText);
    const answered = Object.values(w.llm.stats.answeredByText);
    expect(sent).toHaveLength(2 * PARAGRAPHS);
    expect(sent.filter((count) => count !== 1)).toEqual([]);
    expect(answered.filter((count) => count !== 1)).toEqual([]);
    expect(w.llm.stats.aborted).toBe(0);
    const segments = await w.t.db.selectFrom('version_segments').select(['target']).execute();
    expect(segments).toHaveLength(2 * PARAGRAPHS + 1);
    expect(segments.filter((row) => !row.target?.startsWith('fr:'))).toEqual([]);
    // One chat charged per job, however often a job gave its worker back.
    const charges = await w.t.db.selectFrom('usage_records').select('job_id').execute();
    expect(charges).toHaveLength(3);
    const jobs = await w.t.db.selectFrom('jobs').select(['id', 'state', 'lost_runs']).execute();
    expect(new Set(charges.map((charge) => charge.job_id))).toEqual(new Set(jobs.map((job) => job.id)));
    expect(jobs.every((job) => job.state === 'done')).toBe(true);
    // A slice given back is no lost run (only a run whose process died counts, JOB_MAX_ATTEMPTS).
    expect(jobs.map((job) => job.lost_runs)).toEqual([0, 0, 0]);
  });

  it('pauses and resumes a long document after the lanes have turned, and it still ends complete', async () => {
    const { documents } = await startAll();
    const [first, second] = documents as [(typeof documents)[0], (typeof documents)[0]];
    expect((await first.who.post('/conversation/pauseConversation', { conversationId: first.id })).status).toBe(200);
    expect(await status(first.who, first.id)).toBe('paused');
    const saved = await w.t.db
      .selectFrom('version_segments')
      .innerJoin('jobs', 'jobs.id', 'version_segments.version_id')
      .select('version_segments.source')
      .where('jobs.conversation_id', '=', first.id)
      .where('version_segments.target', 'is not', null)
      .execute();
    w.llm.options.holds?.clear();
    expect((await settled(second.who, second.id)).messages.at(-1)?.status).toBe('done');
    expect((await first.who.post('/conversation/resumeConversation', { conversationId: first.id })).status).toBe(200);
    expect((await settled(first.who, first.id)).messages.at(-1)?.status).toBe('done');
    // A pause drops what was with the model; what was saved before it was never sent again.
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.filter(({ source }) => w.llm.stats.segmentsByText[source] !== 1)).toEqual([]);
    const missing = await w.t.db
      .selectFrom('version_segments')
      .select('segment_id')
      .where('target', 'is', null)
      .execute();
    expect(missing).toEqual([]);
    expect(await w.t.db.selectFrom('usage_records').select('job_id').execute()).toHaveLength(3);
  });
});
