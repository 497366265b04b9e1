import type { EditorSegments } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  segmentsOf,
  settled,
  translateDocx,
  translateFile,
  visitor,
  type WorkspaceTest,
  workspaceApp,
} from './workspace-kit.ts';

/**
 * The segment editor's reads and review marks (issue 32): every segment of a version with its
 * tags, state and checks; a Confirm marks it reviewed in a round of edits, never in the engine's
 * version; an edit alone clears the mark.
 */
let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp({ chunkDelayMs: 1 }, { maxBatchTokens: 200, concurrency: 2 });
});
afterAll(async () => w.close());

const PARAGRAPHS = [
  'The invoice of 3 May lists 12 boxes.',
  'Payment is due within 30 days.',
  'The invoice of 3 May lists 12 boxes.',
  'Thank you for your order.',
];

describe('the segment editor', () => {
  it('reads every segment of a version with its state and checks, in document order', async () => {
    const me = visitor(w.t.app);
    const id = await translateDocx(w.t.app, me, PARAGRAPHS);
    await settled(me, id);
    const read = await segmentsOf(me, id);
    expect(read).toMatchObject({ version: 1, ready: true, sourceLanguage: 'en', targetLanguage: 'de' });
    expect(read.segments.map((segment) => segment.source)).toEqual(PARAGRAPHS);
    for (const segment of read.segments) {
      expect(segment).toMatchObject({ translated: true, edited: false, reviewed: false });
      expect(segment.target).not.toBe('');
    }

    // A changed number is flagged on the edited segment.
    const first = read.segments[0];
    const edit = await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: read.versionId,
      segmentId: first?.segmentId,
      text: 'Die Rechnung vom 3. Mai listet 13 Kisten.',
    });
    expect(edit.status, edit.body).toBe(200);
    expect(edit.json.data).toMatchObject({
      version: 2,
      reviewed: false,
      tagged: 'Die Rechnung vom 3. Mai listet 13 Kisten.',
    });
    const round = await segmentsOf(me, id, edit.json.data.versionId);
    expect(round.segments[0]).toMatchObject({ edited: true, reviewed: false });
    expect(round.segments[0]?.issues.map((issue) => issue.kind)).toContain('number');
    // The engine's version is as it was.
    expect((await segmentsOf(me, id, read.versionId)).segments[0]?.edited).toBe(false);
  });

  it('confirms segments in a round of edits, feeds the memory, and an edit alone clears the mark', async () => {
    const me = visitor(w.t.app);
    const id = await translateDocx(w.t.app, me, PARAGRAPHS);
    await settled(me, id);
    const read = await segmentsOf(me, id);
    const [a, b] = read.segments;

    const marked = await me.post('/conversation/reviewSegments', {
      conversationId: id,
      versionId: read.versionId,
      segmentIds: [a?.segmentId, b?.segmentId],
      reviewed: true,
    });
    expect(marked.status, marked.body).toBe(200);
    expect(marked.json.data).toMatchObject({ version: 2, changed: 2 });
    const round = await segmentsOf(me, id, marked.json.data.versionId);
    expect(round.segments.map((segment) => segment.reviewed)).toEqual([true, true, false, false]);
    expect((await segmentsOf(me, id, read.versionId)).segments.every((segment) => !segment.reviewed)).toBe(true);

    // Marking them again changes nothing and stays in the same round.
    const again = await me.post('/conversation/reviewSegments', {
      conversationId: id,
      versionId: marked.json.data.versionId,
      segmentIds: [a?.segmentId],
      reviewed: true,
    });
    expect(again.json.data).toMatchObject({ versionId: marked.json.data.versionId, changed: 0 });

    // Confirm with an edit keeps the mark; an edit alone takes it away.
    const confirmed = await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: marked.json.data.versionId,
      segmentId: b?.segmentId,
      text: 'Zahlbar innerhalb von 30 Tagen.',
      reviewed: true,
    });
    expect(confirmed.json.data).toMatchObject({ reviewed: true, versionId: marked.json.data.versionId });
    const plain = await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: marked.json.data.versionId,
      segmentId: a?.segmentId,
      text: 'Die Rechnung vom 3. Mai listet 12 Kartons.',
    });
    expect(plain.json.data).toMatchObject({ reviewed: false });
    const after = await segmentsOf(me, id, marked.json.data.versionId);
    expect(after.segments.map((segment) => segment.reviewed)).toEqual([false, true, false, false]);

    // The confirmed wording is in the memory: the next document with that sentence reuses it.
    const next = await translateDocx(w.t.app, me, ['Payment is due within 30 days.']);
    await settled(me, next);
    expect((await segmentsOf(me, next)).segments[0]?.target).toBe('Zahlbar innerhalb von 30 Tagen.');
  });

  it('answers 404 to another visitor and to a version of no conversation of its own', async () => {
    const me = visitor(w.t.app);
    const id = await translateDocx(w.t.app, me, PARAGRAPHS);
    await settled(me, id);
    const read = await segmentsOf(me, id);
    const mallory = visitor(w.t.app);
    const peek = await mallory.post('/conversation/editorSegments', { conversationId: id });
    expect(peek.status).toBe(404);
    const mark = await mallory.post('/conversation/reviewSegments', {
      conversationId: id,
      versionId: read.versionId,
      segmentIds: [read.segments[0]?.segmentId],
      reviewed: true,
    });
    expect(mark.status).toBe(404);
    const unknownVersion = await me.post('/conversation/editorSegments', {
      conversationId: id,
      versionId: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknownVersion.json.code).toBe(ERRORS.notFound.code);
  });
});

describe('the checks on stored translations', () => {
  it('flag a lost formatting tag, a changed number and a missed term wherever the wording came from', async () => {
    const me = visitor(w.t.app);
    const id = await translateDocx(w.t.app, me, ['Press the red button twice.', 'Wait 10 seconds.']);
    await settled(me, id);
    const read = await segmentsOf(me, id);
    // A wording from outside the editor (an engine answer, an older release): the bold run's tag
    // is gone and a number changed; the editor's read checks it as it is stored.
    await w.t.db
      .updateTable('version_segments')
      .set({ source: 'Press the <g1>red button</g1> twice.', target: 'Drücken Sie den roten Knopf zweimal.' })
      .where('version_id', '=', read.versionId)
      .where('segment_id', '=', read.segments[0]?.segmentId ?? '')
      .execute();
    await w.t.db
      .updateTable('version_segments')
      .set({ target: 'Warten Sie 15 Sekunden.' })
      .where('version_id', '=', read.versionId)
      .where('segment_id', '=', read.segments[1]?.segmentId ?? '')
      .execute();
    const checked = await segmentsOf(me, id, read.versionId);
    expect(checked.segments[0]?.issues).toContainEqual(expect.objectContaining({ kind: 'tag', severity: 'error' }));
    expect(checked.segments[1]?.issues).toContainEqual(expect.objectContaining({ kind: 'number', severity: 'error' }));
  });
});

describe('the line length limit', () => {
  const srt = (lines: string[]) =>
    new TextEncoder().encode(
      lines.map((text, i) => `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},900\n${text}\n`).join('\n'),
    );

  it('holds subtitles to 42 characters a line unless the conversation is given another limit, or none', async () => {
    const me = visitor(w.t.app);
    const id = await translateFile(w.t.app, me, {
      name: 'talk.srt',
      bytes: srt(['Hello there.', 'This subtitle line is long enough to pass forty-two characters.']),
    });
    await settled(me, id);
    const lengthIssues = (read: EditorSegments) =>
      read.segments.map((segment) => segment.issues.filter((issue) => issue.kind === 'length').length);

    const first = await segmentsOf(me, id);
    expect(first.lineLength).toEqual({ maxLength: 42, formatDefault: 42 });
    expect(lengthIssues(first)).toEqual([0, 1]);

    const none = await me.post('/conversation/setLineLength', { conversationId: id, maxLength: null });
    expect(none.status, none.body).toBe(200);
    expect(none.json.data).toEqual({ maxLength: null, formatDefault: 42 });
    expect(lengthIssues(await segmentsOf(me, id))).toEqual([0, 0]);

    const tight = await me.post('/conversation/setLineLength', { conversationId: id, maxLength: 5 });
    expect(tight.json.data).toEqual({ maxLength: 5, formatDefault: 42 });
    expect(lengthIssues(await segmentsOf(me, id))).toEqual([1, 1]);
    // The checks report follows the same limit.
    const report = await me.post('/conversation/qaReport', { conversationId: id });
    expect(report.body.match(/,length,error,/g)).toHaveLength(2);

    // Another user's conversation is not found; a limit out of range is refused.
    const stranger = await visitor(w.t.app).post('/conversation/setLineLength', { conversationId: id, maxLength: 9 });
    expect(stranger.json.code).toBe(ERRORS.notFound.code);
    const zero = await me.post('/conversation/setLineLength', { conversationId: id, maxLength: 0 });
    expect(zero.status).toBe(400);
  });

  it('gives a Word document no limit until one is set', async () => {
    const me = visitor(w.t.app);
    const id = await translateDocx(w.t.app, me, PARAGRAPHS);
    await settled(me, id);
    expect((await segmentsOf(me, id)).lineLength).toEqual({ maxLength: null, formatDefault: null });
  });
});
