import { randomBytes } from 'node:crypto';
import type { ChatEvent, ConversationDetail } from '@glossa/contracts/chat';
import { docx, takeFrames, W } from '../test/workspace/workspace-kit.ts';

/** A visitor of the site over HTTP (through nginx or straight to a node). */
export class Browser {
  readonly clientId = randomBytes(16).toString('hex');

  constructor(public base: string) {}

  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
  async post(url: string, body: unknown = {}, base = this.base): Promise<{ status: number; code: number; data: any }> {
    const response = await fetch(`${base}${W}${url}`, {
      method: 'POST',
      headers: { 'x-client-id': this.clientId, 'content-type': 'application/json', 'lan-i18n-code': 'enus' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; data: unknown };
    return { status: response.status, code: json.code, data: json.data };
  }

  async upload(name: string, bytes: Uint8Array, base = this.base): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await fetch(`${base}${W}/conversation/uploadAndPreview`, {
      method: 'POST',
      headers: { 'x-client-id': this.clientId },
      body: form,
    });
    const json = (await response.json()) as { code: number; msg: string; data: { fileId: string } };
    if (json.code !== 200) throw new Error(`upload refused: ${json.code} ${json.msg}`);
    return json.data.fileId;
  }

  /** Uploads a Word file of these paragraphs and starts its translation: the conversation id. */
  async translateDocument(paragraphs: string[]): Promise<string> {
    const fileId = await this.upload('report.docx', await docx(paragraphs));
    const created = await this.post('/conversation/createConversation', {
      overseasConversationModule: 'document',
      sourceLanguage: 'en',
      targetLanguage: 'fr',
      fileId,
    });
    if (created.code !== 200) throw new Error(`not created: ${JSON.stringify(created)}`);
    return created.data.conversation.conversationId as string;
  }

  /** Polls every `intervalMs` until the last assistant message has settled; answers its status. */
  async settled(conversationId: string, intervalMs = 100): Promise<string> {
    for (let i = 0; i < 300_000 / intervalMs; i++) {
      const detail = (await this.post('/conversation/enterConversation', { conversationId }).catch(() => undefined))
        ?.data as ConversationDetail | undefined;
      const last = detail?.messages.at(-1);
      if (last?.role === 'assistant' && (last.status === 'done' || last.status === 'failed')) return last.status;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    throw new Error(`conversation ${conversationId} never settled`);
  }
}

export interface StreamItem {
  id: number;
  event: ChatEvent;
}

/**
 * Reads the conversation's event stream from `base` until `until` holds or the server ends it.
 * `onItem` sees each event as it comes (a test kills a node after the first few).
 */
export async function readStream(
  who: Browser,
  base: string,
  conversationId: string,
  lastEventId: number | undefined,
  until: (item: StreamItem) => boolean,
  onItem: (item: StreamItem) => void = () => {},
): Promise<{ items: StreamItem[]; ended: 'until' | 'closed' | 'error' }> {
  const items: StreamItem[] = [];
  const controller = new AbortController();
  try {
    const response = await fetch(`${base}${W}/conversation/reconnectConversation/${conversationId}`, {
      method: 'POST',
      headers: {
        'x-client-id': who.clientId,
        ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
      },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) return { items, ended: 'error' };
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { items, ended: 'closed' };
      const taken = takeFrames(buffer + value);
      buffer = taken.rest;
      for (const frame of taken.frames) {
        const item = { id: frame.id, event: JSON.parse(frame.data) as ChatEvent };
        items.push(item);
        onItem(item);
        if (until(item)) {
          controller.abort();
          return { items, ended: 'until' };
        }
      }
    }
  } catch {
    return { items, ended: 'error' };
  }
}

export function paragraphs(label: string, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `${label}: paragraph ${i + 1} about the harbour and the boats at dawn.`,
  );
}

/**
 * Waits until `check` holds, every 100 ms, for at most `tries` times (a hang guard, never a speed
 * check); a check that throws (a service still away) counts as not yet.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, tries = 1800): Promise<void> {
  let lastError: unknown;
  for (let i = 0; i < tries; i++) {
    const held = await Promise.resolve()
      .then(check)
      .catch((error: unknown) => {
        lastError = error;
        return false;
      });
    if (held) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The check's last error says more than the wait did (a query on a table that is gone, say).
  const cause = lastError instanceof Error ? `; the check last threw: ${lastError.message}` : '';
  throw new Error(`never happened: ${what}${cause}`);
}
