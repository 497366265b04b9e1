import { CHAT_PATHS } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode } from './test-app.ts';
import { visitor, type WorkspaceTest, workspaceApp } from './workspace/workspace-kit.ts';

/**
 * Visitors counted per address cannot renew the address's allowance by signing in: the chats a
 * visitor spent move to the account with its work, and still count for the address.
 */
const ALLOWANCE = 3;
let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp({}, {}, { VISITOR_ADDRESS_DAILY_CHATS: String(ALLOWANCE) });
});
afterAll(async () => w.close());

const textTurn = { overseasConversationModule: 'text', sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello.' };

async function signUpAs(clientId: string, email: string) {
  const L = '/gateway/logincommon';
  const headers = { 'x-client-id': clientId, 'lan-i18n-code': 'enus' };
  await w.t.app.inject({
    method: 'POST',
    url: `${L}/code/getSMSCode`,
    headers,
    payload: { email, purpose: 'register' },
  });
  const code = await mailedCode(w.t.db, email);
  const password = 'visitor pass 1';
  const registered = await w.t.app.inject({
    method: 'POST',
    url: `${L}/user/register`,
    headers,
    payload: { email, code, password, confirmPassword: password, agreed: true },
  });
  expect(registered.json().code).toBe(200);
  return registered.json().data.userInfo.userId as string;
}

describe("an address's visitor allowance", () => {
  it('is not renewed by signing in: the spent chats move to the account and still count', async () => {
    const first = visitor(w.t.app);
    for (let i = 0; i < ALLOWANCE; i++) expect((await first.post(CHAT_PATHS.create, textTurn)).status).toBe(200);
    expect((await first.post(CHAT_PATHS.create, textTurn)).json.code).toBe(ERRORS.quotaExhausted.code);
    // The visitor signs up from the same browser: its conversations and usage become the account's...
    const userId = await signUpAs(first.clientId, 'was-a-visitor@example.com');
    const moved = await w.t.db.selectFrom('usage_records').select('owner').where('visitor', '=', 1).execute();
    expect(moved.map((row) => row.owner)).toEqual(Array(ALLOWANCE).fill(`user:${userId}`));
    // ...and a new visitor id at the same address still finds the address's allowance spent.
    const next = visitor(w.t.app);
    const refused = await next.post(CHAT_PATHS.create, textTurn);
    expect(refused.json.code).toBe(ERRORS.quotaExhausted.code);
  });
});
