import { randomBytes } from 'node:crypto';
import type {
  ChatEvent,
  ChatMessage,
  ConversationDetail,
  EditorSegments,
  VersionSummary,
} from '@glossa/contracts/chat';
import type { LlmEndpoint } from '@glossa/translate/engines/llm/llm-config';
import { LlmEngine } from '@glossa/translate/engines/llm/llm-engine';
import { PseudoEngine } from '@glossa/translate/engines/pseudo';
import type { EngineSet } from '@glossa/translate/engines/registry';
import type { FastifyInstance } from 'fastify';
import {
  type FakeLlmOptions,
  type FakeLlmServer,
  fakeEndpoint,
  startFakeLlmServer,
} from '../../../../packages/translate/test/fake-llm-server.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from '../test-app.ts';

/** An API answer as tests read it: the envelope's data is checked field by field. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on each field.
  json: any;
  body: string;
  headers: Record<string, unknown>;
}

export interface Visitor {
  clientId: string;
  post(url: string, body?: unknown): Promise<Answer>;
  get(url: string): Promise<Answer>;
}

export const W = '/gateway/website';

/** A visitor of the site (its client id), in the interface language `locale`. */
export function visitor(app: FastifyInstance, clientId = randomBytes(16).toString('hex'), locale = 'enus'): Visitor {
  const send = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await app.inject({
      method,
      url: `${W}${url}`,
      headers: { 'x-client-id': clientId, 'lan-i18n-code': locale },
      ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    });
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, json, body: response.body, headers: response.headers };
  };
  return { clientId, post: (url, body) => send('POST', url, body), get: (url) => send('GET', url) };
}

/** A multipart body with the given files and fields, as a browser sends it. */
export function multipart(files: { name: string; bytes: Uint8Array }[], fields: Record<string, string> = {}) {
  const boundary = `----glossa${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(
  app: FastifyInstance,
  who: Visitor,
  files: { name: string; bytes: Uint8Array }[],
  fields = {},
) {
  const body = multipart(files, fields);
  const response = await app.inject({
    method: 'POST',
    url: `${W}/conversation/uploadAndPreview`,
    headers: { 'x-client-id': who.clientId, 'content-type': body.contentType, 'lan-i18n-code': 'enus' },
    payload: body.payload,
  });
  return { status: response.statusCode, json: JSON.parse(response.body) };
}

export interface WorkspaceTest {
  t: TestApp;
  llm: FakeLlmServer;
  close(): Promise<void>;
}

/** The server with the fake OpenAI-compatible engine as its only engine. */
export async function workspaceApp(
  llmOptions: FakeLlmOptions = {},
  endpoint: Partial<LlmEndpoint> = {},
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
): Promise<WorkspaceTest> {
  const llm = await startFakeLlmServer(llmOptions);
  const engine = new LlmEngine(fakeEndpoint(llm, endpoint), { retryBaseMs: 5, retryMaxMs: 20 });
  const engines: EngineSet = { engines: [engine], pseudo: new PseudoEngine(), close: async () => {} };
  const t = await createTestApp(env, FALLBACK_BUNDLE, { engines, logStream });
  return {
    t,
    llm,
    async close() {
      await t.close();
      await llm.close();
    },
  };
}

/** Polls the conversation until its last assistant message has settled. */
export async function settled(who: Visitor, conversationId: string, status: ChatMessage['status'] = 'done') {
  for (let i = 0; i < 600; i++) {
    const detail = (await who.post('/conversation/enterConversation', { conversationId })).json
      .data as ConversationDetail;
    const last = detail.messages.at(-1);
    if (last && last.role === 'assistant' && (last.status === status || last.status === 'failed')) return detail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`conversation ${conversationId} did not reach ${status}`);
}

export async function docx(paragraphs: string[]): Promise<Uint8Array> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** Uploads a generated DOCX and starts its translation; answers the conversation id. */
export async function translateDocx(app: FastifyInstance, who: Visitor, paragraphs: string[], target = 'de') {
  return translateFile(app, who, { name: 'report.docx', bytes: await docx(paragraphs) }, target);
}

/** Uploads a file and starts its translation from English; answers the conversation id. */
export async function translateFile(
  app: FastifyInstance,
  who: Visitor,
  file: { name: string; bytes: Uint8Array },
  target = 'de',
) {
  const uploaded = await upload(app, who, [file]);
  if (uploaded.status !== 200) throw new Error(JSON.stringify(uploaded.json));
  return startDocument(who, uploaded.json.data.fileId, 'en', target);
}

/** Starts the translation of an uploaded file (source 'auto' to leave it to detection); answers the conversation id. */
export async function startDocument(who: Visitor, fileId: string, source: string, target: string) {
  const created = await who.post('/conversation/createConversation', {
    overseasConversationModule: 'document',
    sourceLanguage: source,
    targetLanguage: target,
    fileId,
  });
  if (created.status !== 200) throw new Error(created.body);
  return created.json.data.conversation.conversationId as string;
}

export async function translateText(who: Visitor, text: string, target = 'es') {
  const created = await who.post('/conversation/createConversation', {
    overseasConversationModule: 'text',
    sourceLanguage: 'en',
    targetLanguage: target,
    text,
  });
  if (created.status !== 200) throw new Error(created.body);
  return created.json.data.conversation.conversationId as string;
}

/** The complete Server-Sent Events frames at the head of `buffer` (id and data lines), and what is left. */
export function takeFrames(buffer: string): { frames: { id: number; data: string }[]; rest: string } {
  const frames: { id: number; data: string }[] = [];
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const frame = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const id = /^id: (\d+)$/m.exec(frame)?.[1];
    const data = /^data: (.*)$/m.exec(frame)?.[1];
    if (id && data) frames.push({ id: Number(id), data });
  }
  return { frames, rest };
}

export interface ReceivedEvents {
  events: { id: number; event: ChatEvent }[];
  /** The server ended the stream (it did not stop because `until` held). */
  ended: boolean;
  contentType: string | null;
}

/** Reads a conversation's Server-Sent Events from a listening server until `until` says stop. */
export async function readEvents(
  base: string,
  conversationId: string,
  clientId: string,
  until: (event: ChatEvent) => boolean,
  lastEventId?: number,
): Promise<ReceivedEvents> {
  const controller = new AbortController();
  const response = await fetch(`${base}${W}/conversation/reconnectConversation/${conversationId}`, {
    method: 'POST',
    headers: {
      'x-client-id': clientId,
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type');
  const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  const events: ReceivedEvents['events'] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return { events, ended: true, contentType };
    const taken = takeFrames(buffer + value);
    buffer = taken.rest;
    for (const frame of taken.frames) {
      const event = JSON.parse(frame.data) as ChatEvent;
      events.push({ id: frame.id, event });
      if (until(event)) {
        controller.abort();
        return { events, ended: false, contentType };
      }
    }
  }
}

/** A conversation's versions, newest first (docs/decisions/0052-translation-versions.md). */
export async function versionsOf(who: Visitor, conversationId: string): Promise<VersionSummary[]> {
  const answer = await who.post('/conversation/versions', { conversationId });
  if (answer.status !== 200) throw new Error(`versions: ${answer.status} ${answer.body}`);
  return answer.json.data;
}

/** The segment editor's read of a version (the newest when left out). */
export async function segmentsOf(who: Visitor, conversationId: string, versionId?: string): Promise<EditorSegments> {
  const answer = await who.post('/conversation/editorSegments', { conversationId, versionId });
  if (answer.status !== 200) throw new Error(`editorSegments: ${answer.status} ${answer.body}`);
  return answer.json.data;
}
