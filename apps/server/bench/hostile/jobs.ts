/**
 * bench:hostile, fair lanes (issue 26, decision 0031): how long a visitor's one sentence waits
 * behind two 4,000-sentence documents of other visitors, against the time it takes alone, and
 * what the short job costs the long ones. For the fake model (the kit's default) and, when
 * Apertium's en-es pair is installed, for Apertium alone (no llm). Figures only; the API tests
 * (apps/server/test/workspace/fair-lanes.test.ts) check the order of events.
 */
import { existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatEvent } from '@glossa/contracts/chat';
import { type BenchServer, HostileTable, jsonHeaders, startBenchServer, visitorId, W } from './kit.ts';

const LONG_SENTENCES = Number(process.env.BENCH_LONG_SENTENCES ?? 4000);
/** Debian's English → Spanish pair (apertium-eng-spa; older packages named it en-es). */
const APERTIUM_MODES = ['eng-spa', 'en-es'].map((name) => `/usr/share/apertium/modes/${name}.mode`);

async function longDocx(label: string): Promise<Uint8Array> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const children = Array.from(
    { length: LONG_SENTENCES },
    (_, i) =>
      new Paragraph({ children: [new TextRun(`The ${label} report says in line ${i} that the river is wide.`)] }),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

interface Timings {
  /** From the request to the first translated text of the turn. */
  first: number;
  /** From the request to the turn's end. */
  done: number;
}

/** A turn followed through its event stream: when its first translated text came, and when it ended. */
interface Followed {
  first: Promise<number>;
  finished: Promise<Timings>;
}

/** Whether an event shows translated text: streamed text, a filled translation block, or a segment done. */
function showsText(event: ChatEvent): boolean {
  return (
    (event.type === 'append' && event.text.trim() !== '') ||
    (event.type === 'block' && event.block.type === 'translation' && event.block.content.trim() !== '') ||
    (event.type === 'patch' && Number(event.attributes.done) > 0)
  );
}

/** Follows a conversation's events, times counted from `started`, until its assistant message is done. */
function follow(server: BenchServer, clientId: string, conversationId: string, started: number): Followed {
  let firstText = (_ms: number) => {};
  const first = new Promise<number>((resolve) => {
    firstText = resolve;
  });
  const finished = (async () => {
    const response = await fetch(`${server.base}${W}/conversation/reconnectConversation/${conversationId}`, {
      method: 'POST',
      headers: { 'x-client-id': clientId },
    });
    const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let firstMs = Number.NaN;
    const at = () => performance.now() - started;
    const seen = (event: ChatEvent): boolean => {
      // A turn that ended before the stream opened is in the snapshot.
      const last = event.type === 'snapshot' ? event.detail.messages.at(-1) : undefined;
      const ended =
        (last?.role === 'assistant' && last.status === 'done') || (event.type === 'status' && event.status === 'done');
      if (event.type === 'status' && event.status === 'failed') throw new Error(`${conversationId} failed`);
      if ((ended || showsText(event)) && Number.isNaN(firstMs)) {
        firstMs = at();
        firstText(firstMs);
      }
      return ended;
    };
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream of ${conversationId} ended before the turn did`);
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data && seen(JSON.parse(data) as ChatEvent)) {
          await reader.cancel();
          return { first: firstMs, done: at() };
        }
      }
    }
  })();
  return { first, finished };
}

async function create(server: BenchServer, clientId: string, body: object): Promise<string> {
  const response = await fetch(`${server.base}${W}/conversation/createConversation`, {
    method: 'POST',
    headers: jsonHeaders(clientId),
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: { conversation: { conversationId: string } } | null };
  if (!answer.data) throw new Error(`createConversation answered ${response.status} ${JSON.stringify(answer)}`);
  return answer.data.conversation.conversationId;
}

/** A visitor's one sentence, timed from the moment it is asked for. */
async function oneSentence(server: BenchServer, target: string): Promise<Timings> {
  const clientId = visitorId();
  const started = performance.now();
  const id = await create(server, clientId, {
    overseasConversationModule: 'text',
    sourceLanguage: 'en',
    targetLanguage: target,
    text: 'The small boat is blue.',
  });
  return follow(server, clientId, id, started).finished;
}

/** Uploads a file as the web app does; answers its id. */
async function upload(server: BenchServer, clientId: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), 'long.docx');
  const response = await fetch(`${server.base}${W}/conversation/uploadAndPreview`, {
    method: 'POST',
    headers: { 'x-client-id': clientId },
    body: form,
  });
  const answer = (await response.json()) as { data: { fileId: string } | null };
  if (!answer.data) throw new Error(`uploadAndPreview answered ${response.status} ${JSON.stringify(answer)}`);
  return answer.data.fileId;
}

/** Two visitors' long documents, started together, each followed from that moment. */
async function twoLongDocuments(server: BenchServer, files: Uint8Array[], target: string): Promise<Followed[]> {
  const uploads = await Promise.all(
    files.map(async (bytes) => {
      const clientId = visitorId();
      return { clientId, fileId: await upload(server, clientId, bytes) };
    }),
  );
  const started = performance.now();
  const ids = await Promise.all(
    uploads.map(({ clientId, fileId }) =>
      create(server, clientId, {
        overseasConversationModule: 'document',
        sourceLanguage: 'en',
        targetLanguage: target,
        fileId,
      }),
    ),
  );
  return ids.map((id, index) => follow(server, uploads[index]!.clientId, id, started));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function profile(title: string, options: Parameters<typeof startBenchServer>[0], target: string) {
  const server = await startBenchServer(options);
  const table = new HostileTable(server);
  // The waits follow the machine: the load it had is printed with them.
  const load = loadavg()[0]?.toFixed(1);
  try {
    const files = [await longDocx('first'), await longDocx('second')];
    const long = `2 x ${LONG_SENTENCES} sentences`;
    // A first run warms the engine (Apertium's chain starts on first use) and the document threads.
    await oneSentence(server, target);
    await table.measure('one sentence, alone', '1 sentence', async () => {
      const alone = await oneSentence(server, target);
      return { answer: `first text ${seconds(alone.first)}, done ${seconds(alone.done)}`, ms: alone.done };
    });
    await table.measure('two long documents, alone', long, async () => {
      const [a, b] = await Promise.all((await twoLongDocuments(server, files, target)).map((doc) => doc.finished));
      return { answer: `done ${seconds(a!.done)} and ${seconds(b!.done)}`, ms: Math.max(a!.done, b!.done) };
    });
    await table.measure('one sentence behind two long documents', `1 sentence; ${long}`, async () => {
      const documents = await twoLongDocuments(server, files, target);
      // Both documents are translating (their first segments are done) before the sentence comes.
      await Promise.all(documents.map((doc) => doc.first));
      const short = await oneSentence(server, target);
      const [a, b] = await Promise.all(documents.map((doc) => doc.finished));
      const answer = `sentence: first text ${seconds(short.first)}, done ${seconds(short.done)}; documents done ${seconds(a!.done)} and ${seconds(b!.done)}`;
      return { answer, ms: short.done };
    });
  } finally {
    table.print(`${title} (load average ${load} at the start, 2 x ${LONG_SENTENCES} sentences)`);
    await server.close();
  }
}

await profile('Fair lanes: fake model', {}, 'de');
if (APERTIUM_MODES.some((mode) => existsSync(mode))) {
  await profile(
    'Fair lanes: Apertium en-es (no llm)',
    {
      env: {
        APERTIUM: 'auto',
        LLM_BASE_URL: '',
        LLM_MODEL: '',
        // Every installed pair is probed once; later runs find the outcomes here.
        APERTIUM_PROBE_CACHE: path.join(tmpdir(), 'glossa-bench-apertium-probes.json'),
      },
    },
    'es',
  );
}
process.exit(0);
