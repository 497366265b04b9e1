import type { ConversationDetail } from '@glossa/contracts/chat';
import { describe, expect, it } from 'vitest';
import { withEditedSentence, withSentence } from './sentence-edit.ts';

const detail: ConversationDetail = {
  conversation: {
    conversationId: 'c',
    conversationName: '',
    overseasConversationModule: 'text',
    sourceLanguage: 'en',
    targetLanguage: 'es',
    fileName: null,
    preview: '',
    creatDate: '',
    updateDate: '',
    state: 'idle',
  },
  messages: [
    {
      id: 'a',
      role: 'assistant',
      kind: 'translate',
      like: 0,
      status: 'done',
      createdAt: '',
      blocks: [
        { type: 'progress', attributes: { state: 'done', done: 2, total: 2, percent: 100, etaSeconds: null } },
        {
          type: 'translation',
          content: 'La casa es roja. El perro es $1.',
          attributes: { sourceLanguage: 'en', targetLanguage: 'es', segments: 2 },
        },
      ],
    },
  ],
};

describe('withEditedSentence', () => {
  it('swaps the edited sentence into the shown translation, literally', () => {
    const next = withEditedSentence(detail, 'El perro es $1.', 'El perro es marrón ($&).');
    expect(next?.messages[0]?.blocks[1]).toMatchObject({ content: 'La casa es roja. El perro es marrón ($&).' });
    expect(detail.messages[0]?.blocks[1]).toMatchObject({ content: 'La casa es roja. El perro es $1.' });
  });

  it('leaves the conversation as it is when the old sentence is not shown', () => {
    expect(withEditedSentence(detail, 'No está', 'Otra')).toBe(detail);
  });
});

describe('withSentence', () => {
  it('replaces the pair with the same segment id', () => {
    const page = {
      records: [
        { segmentId: 's1', source: 'a', target: 'b', edited: false },
        { segmentId: 's2', source: 'c', target: 'd', edited: false },
      ],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    };
    const next = withSentence(page, { segmentId: 's2', source: 'c', target: 'e', edited: true });
    expect(next?.records.map((record) => record.target)).toEqual(['b', 'e']);
  });
});
