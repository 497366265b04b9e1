import type { Block, ChatEvent, ChatMessage, ConversationDetail } from '@glossa/contracts/chat';

/** `blocks/3` → 3; anything else → undefined. */
export function blockIndex(path: string): number | undefined {
  const match = /^blocks\/(\d+)$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** The message an event names, or the last assistant message (events patch that one). */
function targetIndex(messages: ChatMessage[], messageId: string): number {
  const index = messages.findIndex((message) => message.id === messageId);
  if (index !== -1) return index;
  return messages.findLastIndex((message) => message.role === 'assistant');
}

function updateBlock(
  detail: ConversationDetail,
  messageId: string,
  path: string,
  change: (block: Block | undefined) => Block | undefined,
): ConversationDetail {
  const at = targetIndex(detail.messages, messageId);
  const index = blockIndex(path);
  const message = detail.messages[at];
  if (!message || index === undefined || index > message.blocks.length) return detail;
  const next = change(message.blocks[index]);
  if (!next) return detail;
  const blocks = [...message.blocks];
  blocks[index] = next;
  const messages = [...detail.messages];
  messages[at] = { ...message, blocks };
  return { ...detail, messages };
}

function appendText(block: Block | undefined, text: string): Block | undefined {
  if (!block) return { type: 'text', content: text };
  if (!('content' in block)) return block;
  return { ...block, content: block.content + text } as Block;
}

function patchAttributes(block: Block | undefined, attributes: Record<string, unknown>): Block | undefined {
  if (!block || !('attributes' in block)) return block;
  return { ...block, attributes: { ...block.attributes, ...attributes } } as Block;
}

/**
 * The conversation after one stream event. Pure, so the query cache can be updated with it and
 * tests can replay a stream. Before the snapshot there is nothing to patch.
 */
export function applyChatEvent(
  detail: ConversationDetail | undefined,
  event: ChatEvent,
): ConversationDetail | undefined {
  if (event.type === 'snapshot') return event.detail;
  if (!detail) return detail;
  switch (event.type) {
    case 'message': {
      const exists = detail.messages.some((message) => message.id === event.message.id);
      const messages = exists
        ? detail.messages.map((message) => (message.id === event.message.id ? event.message : message))
        : [...detail.messages, event.message];
      return { ...detail, messages };
    }
    case 'block':
      return updateBlock(detail, event.messageId, event.path, () => event.block);
    case 'append':
      return updateBlock(detail, event.messageId, event.path, (block) => appendText(block, event.text));
    case 'patch':
      return updateBlock(detail, event.messageId, event.path, (block) => patchAttributes(block, event.attributes));
    case 'status': {
      const at = targetIndex(detail.messages, event.messageId);
      const message = detail.messages[at];
      if (!message) return detail;
      const messages = [...detail.messages];
      messages[at] = { ...message, status: event.status };
      return { ...detail, conversation: { ...detail.conversation, state: stateOf(messages) }, messages };
    }
    case 'conversation':
      return { ...detail, conversation: event.conversation };
  }
}

/**
 * The conversation's state as its messages tell it, whenever a turn's status changes (an event or
 * Stop and Continue here): a snapshot taken just before a pause, or before the turn ended, said
 * `running`, and no later event says otherwise.
 */
function stateOf(messages: readonly ChatMessage[]): ConversationDetail['conversation']['state'] {
  if (messages.some((message) => message.status === 'streaming')) return 'running';
  const last = messages.findLast((message) => message.role === 'assistant');
  return last?.status === 'paused' ? 'paused' : 'idle';
}

/** A job of the conversation is still producing events: the stream should stay open. */
export function isConversationLive(detail: ConversationDetail | undefined): boolean {
  if (!detail) return false;
  if (detail.conversation.state === 'running') return true;
  return detail.messages.some((message) => message.status === 'streaming');
}

/**
 * The conversation as a pause or resume leaves it, shown at once while the server confirms
 * (its events then overwrite this): the running turn stops or goes on, its progress card with it.
 */
export function withJobControl(detail: ConversationDetail, action: 'pause' | 'resume'): ConversationDetail {
  const from: ChatMessage['status'] = action === 'pause' ? 'streaming' : 'paused';
  const to: ChatMessage['status'] = action === 'pause' ? 'paused' : 'streaming';
  const at = detail.messages.findLastIndex((message) => message.role === 'assistant' && message.status === from);
  const message = detail.messages[at];
  if (!message) return detail;
  const blocks = message.blocks.map((block): Block => {
    if (block.type !== 'progress') return block;
    const { state } = block.attributes;
    if (action === 'pause' && (state === 'running' || state === 'queued')) {
      return { ...block, attributes: { ...block.attributes, state: 'paused' } };
    }
    if (action === 'resume' && state === 'paused')
      return { ...block, attributes: { ...block.attributes, state: 'queued' } };
    return block;
  });
  const messages = [...detail.messages];
  messages[at] = { ...message, status: to, blocks };
  return { ...detail, conversation: { ...detail.conversation, state: stateOf(messages) }, messages };
}
