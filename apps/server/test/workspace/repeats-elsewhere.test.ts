import { ERRORS } from '@glossa/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  segmentsOf,
  settled,
  translateDocx,
  type Visitor,
  versionsOf,
  visitor,
  type WorkspaceTest,
  workspaceApp,
} from './workspace-kit.ts';

/**
 * An edit given to the same source in the owner's other files, when asked (issue 32): counted
 * first, then given to the newest version of each file into the same target language, in a round
 * of edits there; taken back with one token; never another owner's or another language's file.
 */
let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp({ chunkDelayMs: 1 });
});
afterAll(async () => w.close());

const SHARED = 'Keep the device away from water.';
const EDITED = 'Halten Sie das Gerät von Wasser fern.';

async function translated(me: Visitor, paragraphs: string[], target = 'de') {
  const id = await translateDocx(w.t.app, me, paragraphs, target);
  await settled(me, id);
  return id;
}

const targetsOf = async (me: Visitor, id: string) => (await segmentsOf(me, id)).segments.map((s) => s.target);

describe('repeats in other files', () => {
  it('counts, gives the edit to the other files of the owner into the same language, and takes it back', async () => {
    const alice = visitor(w.t.app);
    const origin = await translated(alice, [SHARED, 'Read the manual first.']);
    const twice = await translated(alice, [SHARED, 'Charge it overnight.', SHARED]);
    const once = await translated(alice, ['Unpack the box.', SHARED]);
    const spanish = await translated(alice, [SHARED], 'es');
    const carol = visitor(w.t.app);
    const other = await translated(carol, [SHARED]);
    const before = {
      twice: await targetsOf(alice, twice),
      once: await targetsOf(alice, once),
      spanish: await targetsOf(alice, spanish),
      other: await targetsOf(carol, other),
    };

    const read = await segmentsOf(alice, origin);
    const edit = await alice.post('/conversation/editTranslation', {
      conversationId: origin,
      versionId: read.versionId,
      segmentId: read.segments[0]?.segmentId,
      text: EDITED,
    });
    expect(edit.status, edit.body).toBe(200);
    const sentence = {
      conversationId: origin,
      versionId: edit.json.data.versionId,
      segmentId: read.segments[0]?.segmentId,
    };

    const counted = await alice.post('/conversation/repeatsElsewhere', sentence);
    expect(counted.status, counted.body).toBe(200);
    expect(counted.json.data).toEqual({ sentences: 3, files: 2 });

    const given = await alice.post('/conversation/propagateElsewhere', sentence);
    expect(given.status, given.body).toBe(200);
    expect(given.json.data).toMatchObject({ changed: 3, files: 2 });
    expect(await targetsOf(alice, twice)).toEqual([EDITED, before.twice[1], EDITED]);
    expect(await targetsOf(alice, once)).toEqual([before.once[0], EDITED]);
    // A round of edits in each file; the engine's version there is as it was.
    expect((await versionsOf(alice, twice)).map((version) => version.kind)).toEqual(['edit', 'translation']);
    expect((await segmentsOf(alice, twice, (await versionsOf(alice, twice))[1]?.versionId)).segments[0]?.target).toBe(
      before.twice[0],
    );
    // Another language's file and another owner's are untouched.
    expect(await targetsOf(alice, spanish)).toEqual(before.spanish);
    expect(await targetsOf(carol, other)).toEqual(before.other);
    expect(await versionsOf(carol, other)).toHaveLength(1);
    expect((await alice.post('/conversation/repeatsElsewhere', sentence)).json.data).toEqual({
      sentences: 0,
      files: 0,
    });

    // The token is the origin's: presented with another conversation it is not found.
    const wrong = await alice.post('/conversation/undoPropagation', {
      conversationId: twice,
      undoToken: given.json.data.undoToken,
    });
    expect(wrong.json.code).toBe(ERRORS.notFound.code);
    const undone = await alice.post('/conversation/undoPropagation', {
      conversationId: origin,
      undoToken: given.json.data.undoToken,
    });
    expect(undone.status, undone.body).toBe(200);
    expect(undone.json.data).toEqual({ restored: 3, skipped: 0 });
    expect(await targetsOf(alice, twice)).toEqual(before.twice);
    expect(await targetsOf(alice, once)).toEqual(before.once);
  });

  it('leaves a sentence edited since as it is when taken back, and is the owner’s alone', async () => {
    const bob = visitor(w.t.app);
    const origin = await translated(bob, [SHARED]);
    const elsewhere = await translated(bob, [SHARED]);
    const read = await segmentsOf(bob, origin);
    const sentence = { conversationId: origin, versionId: read.versionId, segmentId: read.segments[0]?.segmentId };
    const stranger = await visitor(w.t.app).post('/conversation/propagateElsewhere', sentence);
    expect(stranger.json.code).toBe(ERRORS.notFound.code);

    const given = await bob.post('/conversation/propagateElsewhere', sentence);
    expect(given.json.data).toMatchObject({ changed: 0, files: 0 });
    const edit = await bob.post('/conversation/editTranslation', { ...sentence, text: EDITED });
    const again = await bob.post('/conversation/propagateElsewhere', {
      ...sentence,
      versionId: edit.json.data.versionId,
    });
    expect(again.json.data).toMatchObject({ changed: 1, files: 1 });
    const round = await segmentsOf(bob, elsewhere);
    await bob.post('/conversation/editTranslation', {
      conversationId: elsewhere,
      versionId: round.versionId,
      segmentId: round.segments[0]?.segmentId,
      text: 'Von Hand danach geändert.',
    });
    const undone = await bob.post('/conversation/undoPropagation', {
      conversationId: origin,
      undoToken: again.json.data.undoToken,
    });
    expect(undone.json.data).toEqual({ restored: 0, skipped: 1 });
    expect(await targetsOf(bob, elsewhere)).toEqual(['Von Hand danach geändert.']);
  });
});
