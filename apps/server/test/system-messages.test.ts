import { randomBytes } from 'node:crypto';
import { CONSOLE_PATHS } from '@glossa/contracts/console';
import { SYS_MESSAGE_PATHS } from '@glossa/contracts/site-notices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotaService } from '../src/features/quota/service.ts';
import { auditRows, call, signUpOperator, signUpUser, W } from './console-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
const clock = 1_800_000_000_000;
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
});
afterAll(async () => t.close());

/** A browser without an account, in one interface language. */
function browser(locale = 'enus', clientId = randomBytes(16).toString('hex')) {
  const headers = { 'x-client-id': clientId, 'lan-i18n-code': locale };
  return {
    clientId,
    post: (path: string, body: unknown = {}) => call(t, 'POST', `${W}${path}`, { body, headers }),
    titles: async () =>
      (await call(t, 'POST', `${W}${SYS_MESSAGE_PATHS.getShow}`, { body: {}, headers })).json.data.map(
        (m: { title: string }) => m.title,
      ),
  };
}

const base = { content: 'Read **this**.', startsAt: clock - HOUR, endsAt: null };

describe('system messages', () => {
  it('shows each viewer what is due for them, in the operators’ order, and never again once closed', async () => {
    const operator = await signUpOperator(t);
    const save = async (fields: object) => {
      const answer = await operator.post(CONSOLE_PATHS.messageSave, { ...base, ...fields });
      expect(answer.json).toMatchObject({ code: 200 });
      return answer.json.data as { messageNumber: string; type: string };
    };
    const dialog = await save({ type: '0', title: 'Dialog', sortOrder: 2 });
    const note = await save({ type: '1', title: 'Note', position: 'bottomLeft', sortOrder: 1 });
    await save({ type: '1', title: 'Members', audience: 'members' });
    await save({ type: '1', title: 'Visitors', audience: 'visitors', sortOrder: 3 });
    await save({ type: '1', title: 'Chinese', locale: 'zhcn', sortOrder: 4 });
    await save({ type: '1', title: 'Later', startsAt: clock + HOUR });
    await save({ type: '1', title: 'Over', startsAt: clock - 2 * HOUR, endsAt: clock - HOUR });
    await save({ type: '1', title: 'Off', active: false });

    const me = browser();
    expect(await me.titles()).toEqual(['Note', 'Dialog', 'Visitors']);
    expect(await browser('zhcn').titles()).toEqual(['Note', 'Dialog', 'Visitors', 'Chinese']);
    const answer = await me.post(SYS_MESSAGE_PATHS.getShow, { appCode: 'web', userId: 'someone-else' });
    expect(answer.json.data[0]).toEqual({
      messageNumber: note.messageNumber,
      type: '1',
      title: 'Note',
      content: 'Read **this**.',
      position: 'bottomLeft',
    });

    const free = await signUpUser(t);
    expect((await free.post(SYS_MESSAGE_PATHS.getShow)).json.data.map((m: { title: string }) => m.title)).toEqual([
      'Note',
      'Dialog',
    ]);
    const member = await signUpUser(t);
    await new QuotaService({ db: t.db, now: () => clock }).grant({ kind: 'user', userId: member.userId }, 'member');
    const memberTitles = (await member.post(SYS_MESSAGE_PATHS.getShow)).json.data.map(
      (m: { title: string }) => m.title,
    );
    expect(memberTitles).toEqual(['Members', 'Note', 'Dialog']);

    // Closing is per browser (or account): the message does not return there, and stays elsewhere.
    const closed = await me.post(SYS_MESSAGE_PATHS.close, { messageNumber: dialog.messageNumber, position: 'center' });
    expect(closed.json).toMatchObject({ code: 200 });
    expect(await me.post(SYS_MESSAGE_PATHS.close, { messageNumber: dialog.messageNumber })).toMatchObject({
      status: 200,
    });
    expect(await me.titles()).toEqual(['Note', 'Visitors']);
    expect(await browser().titles()).toEqual(['Note', 'Dialog', 'Visitors']);
    await free.post(SYS_MESSAGE_PATHS.close, { messageNumber: note.messageNumber, userId: member.userId });
    expect((await free.post(SYS_MESSAGE_PATHS.getShow)).json.data).toHaveLength(1);
    expect((await member.post(SYS_MESSAGE_PATHS.getShow)).json.data).toHaveLength(3);

    // The console counts who closed each.
    const page = await operator.post(CONSOLE_PATHS.messagesPage, { pageNum: 1, pageSize: 50 });
    const closedBy = Object.fromEntries(
      page.json.data.records.map((m: { title: string; closedBy: number }) => [m.title, m.closedBy]),
    );
    expect([closedBy.Dialog, closedBy.Note, closedBy.Members]).toEqual([1, 1, 0]);
  });

  it('refuses to close a message that does not exist, and takes no user id from the body', async () => {
    const me = browser();
    const missing = await me.post(SYS_MESSAGE_PATHS.close, { messageNumber: '01900000-0000-7000-8000-000000000000' });
    expect([missing.status, missing.json.code]).toEqual([404, 404]);
    const junk = await me.post(SYS_MESSAGE_PATHS.close, { messageNumber: 'x' });
    expect([junk.status, junk.json.data]).toEqual([400, { field: 'messageNumber', issue: 'id' }]);
  });

  it('is edited and deleted in the console, each change audited; a window ending before it starts is refused', async () => {
    const operator = await signUpOperator(t);
    const created = await operator.post(CONSOLE_PATHS.messageSave, { ...base, type: '1', title: 'First' });
    const id = created.json.data.messageNumber;
    const edited = await operator.post(CONSOLE_PATHS.messageSave, { ...base, id, type: '0', title: 'Second' });
    expect(edited.json.data).toMatchObject({ messageNumber: id, type: '0', title: 'Second', active: true });
    const backwards = await operator.post(CONSOLE_PATHS.messageSave, {
      ...base,
      type: '1',
      title: 'Backwards',
      endsAt: base.startsAt - 1,
    });
    expect([backwards.status, backwards.json.code]).toEqual([400, 10501]);
    const unknown = await operator.post(CONSOLE_PATHS.messageSave, {
      ...base,
      id: '01900000-0000-7000-8000-000000000000',
      type: '1',
      title: 'Ghost',
    });
    expect(unknown.status).toBe(404);
    await browser().post(SYS_MESSAGE_PATHS.close, { messageNumber: id });
    expect((await operator.post(CONSOLE_PATHS.messageDelete, { id })).json).toMatchObject({ code: 200 });
    expect((await operator.post(CONSOLE_PATHS.messageDelete, { id })).status).toBe(404);
    const actions = (await auditRows(t)).filter((row) => row.target === id).map((row) => row.action);
    // One clock for the whole test: the three rows share a millisecond, so their order is not asserted.
    expect(actions.sort()).toEqual(['messages.create', 'messages.delete', 'messages.edit']);
    expect((await auditRows(t, 'messages.edit'))[0]?.operator_email).toBe(operator.email);
  });
});
