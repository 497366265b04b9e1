import { CHAT_PATHS } from '@glossa/contracts/chat';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summary } from '../../../test-support/chat-fixtures.ts';
import { fakeServer } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { HistoryList } from './history-list.tsx';

describe('the history list', () => {
  it('titles each conversation by its content, so two translations of one file are told apart', async () => {
    const file = { overseasConversationModule: 'document' as const, fileName: 'report.docx', preview: 'report.docx' };
    const records = [
      summary({ conversationId: 'a', ...file, targetLanguage: 'de' }),
      summary({ conversationId: 'b', ...file, sourceLanguage: 'auto', targetLanguage: 'ja' }),
      summary({
        conversationId: 'c',
        preview: 'The   sea is calm today and the boats are out, every one of them, until the evening',
      }),
      summary({ conversationId: 'd', conversationName: 'Named by me' }),
    ];
    fakeServer({ [CHAT_PATHS.page]: { records, total: records.length, pageNum: 1, pageSize: 30 } });
    await renderInApp(<HistoryList />);
    const titles = (await screen.findAllByRole('link')).map((link) => link.textContent);
    expect(titles).toEqual([
      'report.docx · EN → DE',
      'report.docx · → JA',
      'The sea is calm today and the boats are out,…',
      'Named by me',
    ]);
  });
});
