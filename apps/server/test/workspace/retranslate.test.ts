import type { ConversationDetail } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termBaseCaller } from '../term-base-client.ts';
import {
  segmentsOf,
  settled,
  type Visitor,
  versionsOf,
  visitor,
  type WorkspaceTest,
  workspaceApp,
} from './workspace-kit.ts';

/**
 * Retranslate a selection (issue 32): chosen sentences of a version through the engine again, as
 * a new version made from it; the model reads the sentences around them and the term base; the
 * rest stays as it was; a turn like any other (charged, one at a time, the owner's alone).
 */
let w: WorkspaceTest;
const prompts: string[] = [];
beforeAll(async () => {
  w = await workspaceApp({ chunkDelayMs: 1, onPrompt: (system, user) => prompts.push(`${system}\n${user}`) });
});
afterAll(async () => w.close());

const TEXT = [
  'The first sentence opens the letter.',
  'The house stands on the hill.',
  'The garden is green in May.',
  'The last sentence closes the letter.',
].join('\n\n');

/** A typed text with a term base where "house" is "Hütte"; answers the conversation, the term base and the entry. */
async function letterWithTerms(me: Visitor, text = TEXT) {
  const terms = termBaseCaller(w.t, { clientId: me.clientId });
  const base = await terms.create('Letter terms', 'en', 'de');
  const entry = await terms.add(base.termBaseId, { source: 'house', target: 'Hütte' });
  const created = await me.post('/conversation/createConversation', {
    overseasConversationModule: 'text',
    sourceLanguage: 'en',
    targetLanguage: 'de',
    text,
    termBaseId: base.termBaseId,
  });
  expect(created.status, created.body).toBe(200);
  const id = created.json.data.conversation.conversationId as string;
  await settled(me, id);
  return { id, terms, termBaseId: base.termBaseId, entryId: entry.entryId };
}

const letter = async (me: Visitor) => (await letterWithTerms(me)).id;

describe('retranslating a selection', () => {
  it('makes a new version with the chosen sentences translated again, in their context, with the term base', async () => {
    const me = visitor(w.t.app);
    const id = await letter(me);
    const first = await segmentsOf(me, id);
    const [, house, garden] = first.segments;
    // An edit the retranslation replaces, and a confirmed sentence it leaves alone.
    const edit = await me.post('/conversation/editTranslation', {
      conversationId: id,
      versionId: first.versionId,
      segmentId: house?.segmentId,
      text: 'Ein Satz von Hand.',
    });
    expect(edit.status, edit.body).toBe(200);
    const edited = edit.json.data.versionId as string;
    const confirmed = await me.post('/conversation/reviewSegments', {
      conversationId: id,
      versionId: edited,
      segmentIds: [first.segments[3]?.segmentId],
      reviewed: true,
    });
    expect(confirmed.status, confirmed.body).toBe(200);
    const before = await segmentsOf(me, id, edited);

    prompts.length = 0;
    const started = await me.post('/conversation/retranslateSegments', {
      conversationId: id,
      versionId: edited,
      segmentIds: [house?.segmentId, garden?.segmentId],
      precision: 'best',
    });
    expect(started.status, started.body).toBe(200);
    const detail = (await settled(me, id)) as ConversationDetail;
    const answer = detail.messages.find((message) => message.id === started.json.data.messageId);
    expect(answer?.status).toBe('done');
    const question = detail.messages.at(-2);
    expect(question?.kind).toBe('retranslate');
    const quoted = question?.blocks[0];
    expect(quoted?.type === 'quote' && quoted.content).toContain('The house stands on the hill.');

    const versions = await versionsOf(me, id);
    expect(versions[0]).toMatchObject({ kind: 'retranslation', number: before.version + 1, ready: true });
    const after = await segmentsOf(me, id, versions[0]?.versionId);
    // The hand edit is replaced by the engine's wording; the other sentences are as they were.
    expect(after.segments[1]?.target).not.toBe('Ein Satz von Hand.');
    expect(after.segments[1]?.target).toContain('Hütte');
    expect(after.segments[0]?.target).toBe(before.segments[0]?.target);
    expect(after.segments[3]).toMatchObject({ target: before.segments[3]?.target, reviewed: true });
    // The version it was made from is unchanged.
    expect((await segmentsOf(me, id, edited)).segments[1]?.target).toBe('Ein Satz von Hand.');

    // Only the chosen sentences went to the model, with their neighbours as context and the term.
    const told = prompts.join('\n');
    expect(told).toContain('The house stands on the hill.');
    expect(told).not.toMatch(/"text":"The first sentence/);
    expect(told).toContain('The first sentence opens the letter.');
    expect(told).toContain('The last sentence closes the letter.');
    expect(told).toContain('Hütte');
  });

  it('refuses what it cannot do before anything is charged: another user, an unknown sentence or engine, a busy conversation', async () => {
    const me = visitor(w.t.app);
    const id = await letter(me);
    const read = await segmentsOf(me, id);
    const ids = [read.segments[0]?.segmentId];
    const ask = (who: Visitor, body: object) =>
      who.post('/conversation/retranslateSegments', { conversationId: id, versionId: read.versionId, ...body });

    const stranger = await ask(visitor(w.t.app), { segmentIds: ids });
    expect(stranger.json.code).toBe(ERRORS.notFound.code);
    expect((await ask(me, { segmentIds: ['no-such-sentence'] })).json.code).toBe(ERRORS.notFound.code);
    expect((await ask(me, { segmentIds: [] })).status).toBe(400);
    const engine = await ask(me, { segmentIds: ids, engine: 'pseudo' });
    expect(engine.json.code).toBe(ERRORS.validation.code);
    const chats = await w.t.db.selectFrom('usage_records').select('kind').where('conversation_id', '=', id).execute();
    expect(chats.map((row) => row.kind)).toEqual(['translate']);

    // One turn at a time: a second retranslation while the first runs is refused.
    w.llm.options.holds = new Set(['The first sentence']);
    const running = await ask(me, { segmentIds: ids });
    expect(running.status, running.body).toBe(200);
    const second = await ask(me, { segmentIds: ids });
    expect(second.json.code).toBe(ERRORS.conversationBusy.code);
    w.llm.options.holds = undefined;
    await settled(me, id);
    const charged = await w.t.db.selectFrom('usage_records').select('kind').where('conversation_id', '=', id).execute();
    expect(charged.map((row) => row.kind).sort()).toEqual(['retranslate', 'translate']);
  });

  it('re-applies a changed term across the file: the sentences with the term are retranslated with its new rendering', async () => {
    const me = visitor(w.t.app);
    const text = ['The house is old.', 'The garden is green.', 'We painted the house blue.'].join('\n\n');
    const { id, terms, termBaseId, entryId } = await letterWithTerms(me, text);
    const read = await segmentsOf(me, id);
    expect(read.segments.filter((segment) => segment.target.includes('Hütte'))).toHaveLength(2);
    const changed = await terms.call('updateEntry', {
      termBaseId,
      entryId,
      source: 'house',
      target: 'Wohnhaus',
      doNotTranslate: false,
      caseSensitive: false,
      note: '',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    // The editor's term hits name the sentences that hold the term.
    const holding = read.segments.filter((segment) => segment.terms.some((term) => term.source === 'house'));
    expect(holding).toHaveLength(2);
    const started = await me.post('/conversation/retranslateSegments', {
      conversationId: id,
      versionId: read.versionId,
      segmentIds: holding.map((segment) => segment.segmentId),
    });
    expect(started.status, started.body).toBe(200);
    await settled(me, id);
    const after = await segmentsOf(me, id);
    expect(after.version).toBe(2);
    expect(after.segments.map((segment) => segment.target.includes('Wohnhaus'))).toEqual([true, false, true]);
    expect(after.segments.some((segment) => segment.target.includes('Hütte'))).toBe(false);
    expect(after.segments[1]?.target).toBe(read.segments[1]?.target);
    // Each sentence now uses its term: no term finding left.
    expect(after.segments.flatMap((segment) => segment.issues.filter((issue) => issue.kind === 'term'))).toEqual([]);
  });
});
