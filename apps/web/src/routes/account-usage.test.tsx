import { ACCOUNT_PATHS } from '@glossa/contracts/account';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageTable } from '../features/account/index.ts';
import { ChatsLeftNow } from '../features/plans/index.ts';
import { formatDateTime } from '../lib/date-format.ts';
import { chatSettings } from '../test-support/chat-fixtures.ts';
import { fakeServer } from '../test-support/fake-server.ts';
import { renderInApp } from '../test-support/render-in-app.tsx';
import { text } from '../test-support/texts.ts';

const record = (kind: string, balanceAfter: number, minute: number) => ({
  time: `2026-11-26T07:${String(minute).padStart(2, '0')}:00.000Z`,
  change: -1,
  kind,
  source: 'daily',
  conversationId: 'c1',
  balanceAfter,
});

describe('the usage page', () => {
  it('tells the chats left as the menu does, the newest balance is that number, and dates are the reader’s', async () => {
    const records = [record('refine', 15, 24), record('translate', 16, 22)];
    fakeServer({
      [ACCOUNT_PATHS.packageInfo]: { ...chatSettings().quota, chatsLeft: 15, dailyLeft: 15, dailyChats: 20 },
      [ACCOUNT_PATHS.usagePage]: { records, total: records.length, pageNum: 1, pageSize: 10 },
    });
    await renderInApp(
      <>
        <ChatsLeftNow />
        <UsageTable />
      </>,
      { locale: 'dede' },
    );
    expect(await screen.findByTestId('usage-chats-left')).toHaveTextContent(text('launcher.chatsLeft', { count: 15 }));
    const rows = await screen.findAllByRole('row');
    const newest = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(newest.map((cell) => cell.textContent)).toEqual([
      formatDateTime(records[0]?.time ?? '', 'de-DE'),
      text('account:usage.kinds.refine'),
      '-1',
      '15',
    ]);
    // One format for every date: the German day first, never a format token or an ISO string.
    expect(newest[0]?.textContent).toMatch(/^26\.11\.2026/);
  });
});
