import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, visitor, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

const DETECT = '/conversation/detectLanguage';

/** The launcher asks as the user types (docs/decisions/0041-short-text-detection.md). */
describe("a typed text's language before it is sent", () => {
  it('is named when the detector is sure, and a guess with its other candidates when it is not', async () => {
    const me = visitor(w.t.app);
    const sure = await me.post(DETECT, { text: 'Good morning', targetLanguage: 'es' });
    expect(sure.status, sure.body).toBe(200);
    expect(sure.json.data).toMatchObject({ language: 'en', confident: true });
    expect(sure.json.data.confidence).toBeGreaterThanOrEqual(0.8);

    // 'Hallo' is German, Dutch, Danish or Norwegian: a guess, below the threshold.
    const unsure = await me.post(DETECT, { text: 'Hallo', targetLanguage: 'en' });
    expect(unsure.json.data).toMatchObject({ language: 'de', confident: false });
    expect(unsure.json.data.confidence).toBeLessThan(0.8);
    expect(unsure.json.data.candidates).toContain('nl');
    expect(unsure.json.data.candidates).not.toContain('de');
  });

  it("takes the caller's hints as the conversation's guess does: recent sources, then the target steps aside", async () => {
    const me = visitor(w.t.app);
    const created = await me.post('/conversation/createConversation', {
      overseasConversationModule: 'text',
      sourceLanguage: 'nl',
      targetLanguage: 'en',
      text: 'Goedemorgen, hoe gaat het met je?',
    });
    await settled(me, created.json.data.conversation.conversationId as string);
    expect((await me.post(DETECT, { text: 'Hallo', targetLanguage: 'en' })).json.data).toMatchObject({
      language: 'nl',
      confident: false,
    });
    // Nobody translates Spanish into Spanish: 'Hola' into Spanish is guessed as something else.
    const other = visitor(w.t.app);
    expect((await other.post(DETECT, { text: 'Hola', targetLanguage: 'fr' })).json.data.language).toBe('es');
    expect((await other.post(DETECT, { text: 'Hola', targetLanguage: 'es' })).json.data.language).not.toBe('es');
  });

  it('refuses an empty or too long text and an unknown target, with their messages', async () => {
    const me = visitor(w.t.app);
    const empty = await me.post(DETECT, { text: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.msg).toBe('Please enter the text to translate');
    const long = await me.post(DETECT, { text: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.json.msg).toContain('at most');
    expect((await me.post(DETECT, { text: 'Hi', targetLanguage: 'xx-nope' })).status).toBe(400);
    // Nothing to go on: no language, no guess, and no crash.
    expect((await me.post(DETECT, { text: '12 34 !!' })).json.data).toEqual({
      language: null,
      confidence: 0,
      confident: false,
      candidates: [],
    });
  });

  it('is limited per address: past 120 a minute it answers 429 with the limit message', async () => {
    const answers = await Promise.all(
      Array.from({ length: 125 }, (_, i) => visitor(w.t.app).post(DETECT, { text: `Good morning ${i}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(120);
    const limited = answers.find((answer) => answer.status === 429);
    expect(limited?.json.msg).toBeTruthy();
  });
});
