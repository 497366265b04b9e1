import { describe, expect, it } from 'vitest';
import { email, nickname } from './account-requests.ts';
import { chatTitle, createConversationBody, pageBody } from './chat-requests.ts';
import { type Issue, refusalOf, refusedPath } from './refusals.ts';
import { languageCode } from './request-rules.ts';

/** The refusal of a value, as the server and the forms word it. */
function refusal(schema: { safeParse(value: unknown): { error?: { issues: readonly unknown[] } } }, value: unknown) {
  const [issue] = schema.safeParse(value).error?.issues ?? [];
  return issue ? { ...refusalOf(issue as Issue, value === undefined), path: refusedPath(issue as Issue) } : undefined;
}

describe('request rules shared by the server and the forms', () => {
  it('answers the rule’s own named error where it has one', () => {
    expect(email.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(refusal(email, 'not-an-email')).toMatchObject({ error: 'invalidEmail' });
    expect(refusal(chatTitle, '   ')).toMatchObject({ error: 'chatTitleEmpty' });
    expect(refusal(chatTitle, 't'.repeat(31))).toEqual({ error: 'chatTitleTooLong', values: { max: 30 }, path: '' });
    // Characters as people count them: 30 emoji are 60 UTF-16 units, and fit.
    expect(chatTitle.safeParse('😀'.repeat(30)).success).toBe(true);
  });

  it('words every other failure with a generic reason and its values', () => {
    expect(refusal(nickname, 'n'.repeat(31))).toMatchObject({ reason: 'tooLong', values: { max: 30 } });
    expect(refusal(pageBody, { pageSize: 500 })).toEqual({
      reason: 'tooLarge',
      values: { max: 100 },
      path: 'pageSize',
    });
    expect(refusal(languageCode(), 'x y')).toMatchObject({ reason: 'languageCode' });
    const base = { overseasConversationModule: 'text', sourceLanguage: 'auto', targetLanguage: 'de', text: 'Hi' };
    expect(refusal(createConversationBody, { ...base, options: { nope: true } })).toMatchObject({
      reason: 'unknownField',
      path: 'options.nope',
    });
    expect(refusal(createConversationBody, { ...base, agent: { id: 'custom' } })).toMatchObject({
      reason: 'required',
      path: 'agent.customInstructions',
    });
  });

  it('reads a missing body as no fields, with their defaults', () => {
    expect(pageBody.parse(null)).toEqual({ pageNum: 1, pageSize: 20 });
  });
});
