import type { Block, ChatMessage, ConversationDetail } from '@glossa/contracts/chat';
import { describe, expect, it } from 'vitest';
import { detectedSource, sourceGuess, typedText } from './detected-language.ts';

function detail(sourceLanguage: string, blocks: Block[]): ConversationDetail {
  const message: ChatMessage = {
    id: 'm1',
    role: 'assistant',
    kind: 'translate',
    blocks,
    like: 0,
    status: 'done',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  return {
    conversation: {
      conversationId: 'c1',
      conversationName: '',
      overseasConversationModule: 'text',
      sourceLanguage,
      targetLanguage: 'es',
      fileName: null,
      preview: '',
      creatDate: '',
      updateDate: '',
      state: 'idle',
    },
    messages: [message],
  };
}

const translation = (sourceLanguage: string): Block => ({
  type: 'translation',
  content: 'Hola',
  attributes: { sourceLanguage, targetLanguage: 'es', segments: 1 },
});

describe('the detected source language', () => {
  it('is the translation’s source when the conversation left it to detection', () => {
    expect(detectedSource(detail('auto', [translation('en')]))).toBe('en');
  });

  it('is the language read in a document', () => {
    const parsing: Block = {
      type: 'parsing',
      attributes: {
        format: 'docx',
        pages: 1,
        words: 3,
        segments: 1,
        detectedLanguage: 'fr',
        options: {},
        engine: 'llm',
        agent: 'general',
      },
    };
    expect(detectedSource(detail('auto', [parsing, translation('auto')]))).toBe('fr');
  });

  it('is nothing for a chosen source, or before anything was detected', () => {
    expect(detectedSource(detail('de', [translation('de')]))).toBeUndefined();
    expect(detectedSource(detail('auto', [translation('auto')]))).toBeUndefined();
    expect(detectedSource(detail('auto', []))).toBeUndefined();
  });
});

describe('a guessed source', () => {
  const guessed: Block = {
    type: 'translation',
    content: 'Hola',
    attributes: {
      sourceLanguage: 'auto',
      targetLanguage: 'es',
      segments: 1,
      guessedSource: { language: 'en', candidates: ['fi'] },
    },
  };

  it('is the translation’s guess when the detector was unsure', () => {
    expect(sourceGuess(detail('auto', [guessed]))).toEqual({ language: 'en', candidates: ['fi'] });
    expect(sourceGuess(detail('auto', [translation('en')]))).toBeUndefined();
  });

  it('is no guess once the user chose the source', () => {
    expect(sourceGuess(detail('en', [guessed]))).toBeUndefined();
  });
});

describe('the typed text', () => {
  it('is the user’s text block of a text conversation', () => {
    const conversation = detail('auto', [translation('en')]);
    conversation.messages.unshift({
      ...conversation.messages[0],
      id: 'm0',
      role: 'user',
      blocks: [{ type: 'text', content: 'Hello' }],
    } as ChatMessage);
    expect(typedText(conversation)).toBe('Hello');
    conversation.conversation.overseasConversationModule = 'document';
    expect(typedText(conversation)).toBeUndefined();
  });
});
