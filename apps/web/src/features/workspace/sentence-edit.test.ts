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
          attributes: { versionId: 'v1', version: 1, sourceLanguage: 'en', targetLanguage: 'es', segments: 2 },
        },
      ],
    },
    {
      id: 'b',
      role: 'assistant',
      kind: 'refine',
      like: 0,
      status: 'done',
      createdAt: '',
      blocks: [
        {
          type: 'translation',
          content: 'El perro es $1.',
          attributes: { versionId: 'v2', version: 2, sourceLanguage: 'en', targetLanguage: 'es', segments: 2 },
        },
      ],
    },
  ],
};

describe('withEditedSentence', () => {
  const edit = {
    base: 'v1',
    before: 'El perro es $1.',
    after: 'El perro es marrón ($&).',
    versionId: 'v3',
    version: 3,
  };

  it('swaps the edited sentence into the answer showing the version edited, literally, and names the new version', () => {
    const next = withEditedSentence(detail, edit);
    expect(next?.messages[0]?.blocks[1]).toMatchObject({
      content: 'La casa es roja. El perro es marrón ($&).',
      attributes: { versionId: 'v3', version: 3 },
    });
    expect(next?.messages[1]).toBe(detail.messages[1]);
    expect(detail.messages[0]?.blocks[1]).toMatchObject({ content: 'La casa es roja. El perro es $1.' });
  });

  it('leaves the refinement alone when the first translation is edited, even where both have the sentence', () => {
    const next = withEditedSentence(detail, { ...edit, base: 'v2' });
    expect(next?.messages[1]?.blocks[0]).toMatchObject({ content: 'El perro es marrón ($&).' });
    expect(next?.messages[0]).toBe(detail.messages[0]);
  });

  it('leaves the conversation as it is when no answer shows the version', () => {
    expect(withEditedSentence(detail, { ...edit, base: 'v9' })).toBe(detail);
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
