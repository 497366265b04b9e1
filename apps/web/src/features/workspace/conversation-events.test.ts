import type { ChatMessage, ConversationDetail } from '@glossa/contracts/chat';
import { describe, expect, it } from 'vitest';
import { applyChatEvent, blockIndex, isConversationLive, withJobControl } from './conversation-events.ts';

const conversation = {
  conversationId: 'c1',
  conversationName: '',
  overseasConversationModule: 'text' as const,
  sourceLanguage: 'en',
  targetLanguage: 'es',
  fileName: null,
  preview: 'The house is red.',
  creatDate: '2025-03-01T10:00:00Z',
  updateDate: '2025-03-01T10:00:00Z',
  state: 'running' as const,
};

const user: ChatMessage = {
  id: 'm1',
  role: 'user',
  kind: 'translate',
  blocks: [{ type: 'text', content: 'The house is red.' }],
  like: 0,
  status: 'done',
  createdAt: '2025-03-01T10:00:00Z',
};

const assistant: ChatMessage = { ...user, id: 'm2', role: 'assistant', blocks: [], status: 'streaming' };

const start: ConversationDetail = { conversation, messages: [user] };

describe('applyChatEvent', () => {
  it('replaces everything with a snapshot, and ignores patches before one', () => {
    expect(applyChatEvent(undefined, { type: 'append', messageId: 'm2', path: 'blocks/0', text: 'x' })).toBeUndefined();
    expect(applyChatEvent(undefined, { type: 'snapshot', detail: start })).toBe(start);
  });

  it('replays a streamed translation: message, blocks, appended text, progress patch, status', () => {
    const events = [
      { type: 'message', message: assistant },
      {
        type: 'block',
        messageId: 'm2',
        path: 'blocks/0',
        block: { type: 'progress', attributes: { state: 'running', done: 0, total: 2, percent: 0, etaSeconds: null } },
      },
      {
        type: 'block',
        messageId: 'm2',
        path: 'blocks/1',
        block: {
          type: 'translation',
          content: '',
          attributes: { sourceLanguage: 'en', targetLanguage: 'es', segments: 2 },
        },
      },
      { type: 'append', messageId: 'm2', path: 'blocks/1', text: 'La casa ' },
      { type: 'append', messageId: 'm2', path: 'blocks/1', text: 'es roja.' },
      { type: 'patch', messageId: 'm2', path: 'blocks/0', attributes: { done: 2, percent: 100, state: 'done' } },
      { type: 'status', messageId: 'm2', status: 'done' },
      { type: 'conversation', conversation: { ...conversation, state: 'idle' } },
    ] as const;
    const end = events.reduce<ConversationDetail | undefined>((detail, event) => applyChatEvent(detail, event), start);
    const answer = end?.messages[1];
    expect(answer?.status).toBe('done');
    expect(answer?.blocks[1]).toMatchObject({ type: 'translation', content: 'La casa es roja.' });
    expect(answer?.blocks[0]).toMatchObject({ attributes: { done: 2, total: 2, percent: 100, state: 'done' } });
    expect(isConversationLive(end)).toBe(false);
    expect(start.messages).toHaveLength(1);
  });

  it('replaces a message announced twice instead of adding it again', () => {
    const once = applyChatEvent(start, { type: 'message', message: assistant });
    const twice = applyChatEvent(once, { type: 'message', message: { ...assistant, status: 'done' } });
    expect(twice?.messages).toHaveLength(2);
    expect(twice?.messages[1]?.status).toBe('done');
  });

  it('patches the last assistant message when the id is unknown, and skips blocks beyond the next index', () => {
    const withAnswer = applyChatEvent(start, { type: 'message', message: assistant });
    const appended = applyChatEvent(withAnswer, { type: 'append', messageId: 'other', path: 'blocks/0', text: 'Hola' });
    expect(appended?.messages[1]?.blocks[0]).toEqual({ type: 'text', content: 'Hola' });
    const skipped = applyChatEvent(appended, { type: 'append', messageId: 'm2', path: 'blocks/5', text: '!' });
    expect(skipped).toBe(appended);
  });
});

describe('the conversation state after a turn’s status', () => {
  // A snapshot read just before the pause (or the turn's end) says running; it is delivered after.
  const snapshot: ConversationDetail = { conversation, messages: [user, assistant] };

  it('is paused when the running turn is paused, so Stop gives way to Send', () => {
    const paused = applyChatEvent(snapshot, { type: 'status', messageId: 'm2', status: 'paused' });
    expect(paused?.conversation.state).toBe('paused');
    expect(isConversationLive(paused)).toBe(false);
  });

  it('is idle when the turn is done or failed, and running again when it goes on', () => {
    for (const status of ['done', 'failed'] as const) {
      const ended = applyChatEvent(snapshot, { type: 'status', messageId: 'm2', status });
      expect(ended?.conversation.state).toBe('idle');
      expect(isConversationLive(ended)).toBe(false);
    }
    const paused = applyChatEvent(snapshot, { type: 'status', messageId: 'm2', status: 'paused' });
    const resumed = applyChatEvent(paused, { type: 'status', messageId: 'm2', status: 'streaming' });
    expect(resumed?.conversation.state).toBe('running');
  });
});

describe('helpers', () => {
  it('reads block paths', () => {
    expect(blockIndex('blocks/12')).toBe(12);
    expect(blockIndex('attributes/1')).toBeUndefined();
  });

  it('treats a running conversation or a streaming message as live', () => {
    expect(isConversationLive(start)).toBe(true);
    expect(isConversationLive({ conversation: { ...conversation, state: 'idle' }, messages: [assistant] })).toBe(true);
    expect(isConversationLive({ conversation: { ...conversation, state: 'paused' }, messages: [user] })).toBe(false);
  });
});

describe('withJobControl', () => {
  const progress = {
    type: 'progress' as const,
    attributes: { state: 'running' as const, done: 3, total: 9, percent: 33, etaSeconds: 20 },
  };
  const running: ConversationDetail = {
    conversation,
    messages: [user, { ...assistant, blocks: [progress] }],
  };

  it('pauses the running turn and its progress card at once', () => {
    const paused = withJobControl(running, 'pause');
    expect(paused.conversation.state).toBe('paused');
    expect(paused.messages[1]?.status).toBe('paused');
    expect(paused.messages[1]?.blocks[0]).toMatchObject({ attributes: { state: 'paused', done: 3 } });
    expect(isConversationLive(paused)).toBe(false);
  });

  it('resumes it at once: streaming again, the card waiting to start', () => {
    const resumed = withJobControl(withJobControl(running, 'pause'), 'resume');
    expect(resumed.conversation.state).toBe('running');
    expect(resumed.messages[1]?.status).toBe('streaming');
    expect(resumed.messages[1]?.blocks[0]).toMatchObject({ attributes: { state: 'queued' } });
    expect(isConversationLive(resumed)).toBe(true);
  });

  it('leaves a conversation with nothing to pause as it is', () => {
    const done: ConversationDetail = { conversation: { ...conversation, state: 'idle' }, messages: [user] };
    expect(withJobControl(done, 'pause')).toBe(done);
    expect(withJobControl(done, 'resume')).toBe(done);
  });
});
