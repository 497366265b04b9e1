/**
 * bench:hostile, files and streams: the attacker's probe against the real server (hostile-kit.ts).
 * For each hostile input it prints the answer, the time to it, the server's peak resident memory
 * during the case and the longest gap between answers of a /healthz loop that asks every 10 ms.
 * Figures only; hostile-*.test.ts check the refusals.
 */
import http from 'node:http';
import { blackPng } from '@glossa/translate/formats/image/test-png';
import { gigabyteDocx, overlappingDocx } from '@glossa/translate/formats/zip/hostile-zips';
import { HostileTable, jsonHeaders, kb, post, startBenchServer, uploadFile, visitorId, W } from './kit.ts';

const STREAM_FLOOD = Number(process.env.BENCH_STREAMS ?? 2000);

const server = await startBenchServer();
const { base } = server;
const table = new HostileTable(server);
const json = jsonHeaders;

/** A text conversation of this client (waiting when the per-minute job limit of the address says so). */
async function conversation(clientId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${base}${W}/conversation/createConversation`, {
      method: 'POST',
      headers: json(clientId),
      body: JSON.stringify({
        overseasConversationModule: 'text',
        sourceLanguage: 'en',
        targetLanguage: 'de',
        text: 'Watched by many tabs.',
      }),
    });
    const body = (await response.json()) as { data: { conversation: { conversationId: string } } | null };
    if (body.data) return body.data.conversation.conversationId;
    if (response.status !== 429 || attempt >= 30)
      throw new Error(`createConversation answered ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** Opens streams; answers how many were accepted and refused, and the requests to close later. */
async function flood(targets: { clientId: string; id: string }[]) {
  const open: http.ClientRequest[] = [];
  let accepted = 0;
  let refused = 0;
  let firstRefusal = Number.NaN;
  const started = performance.now();
  const one = ({ clientId, id }: { clientId: string; id: string }) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        `${base}${W}/conversation/reconnectConversation/${id}`,
        { method: 'POST', headers: { 'x-client-id': clientId }, agent: false },
        (response) => {
          if (response.statusCode === 200) {
            accepted++;
            open.push(request);
            response.once('data', () => resolve());
          } else {
            refused++;
            if (Number.isNaN(firstRefusal)) firstRefusal = performance.now() - started;
            response.resume();
            response.on('end', resolve);
          }
        },
      );
      request.on('error', () => resolve());
      request.end();
    });
  for (let i = 0; i < targets.length; i += 100) await Promise.all(targets.slice(i, i + 100).map(one));
  const answer = `${accepted} open, ${refused} refused (429); first refusal at ${firstRefusal.toFixed(0)} ms`;
  return { outcome: { answer, ms: performance.now() - started }, open };
}

function fixtures() {
  return { overlapping: overlappingDocx(), gigabyte: gigabyteDocx(), png: blackPng(10_000, 6_000) };
}

async function documentFixtures() {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const word = async (count: number) => {
    const children = Array.from(
      { length: count },
      (_, i) =>
        new Paragraph({ children: [new TextRun(`Paragraph ${i} of the annual report, with a few more words.`)] }),
    );
    return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
  };
  const officeCrypto = (await import('officecrypto-tool')).default;
  const encrypted = new Uint8Array(officeCrypto.encrypt(Buffer.from(await word(200)), { password: 'harbour lights' }));
  return { encrypted, long: await word(20_000) };
}

try {
  const { overlapping, gigabyte, png } = fixtures();
  const free = visitorId();
  const member = visitorId();
  server.grantPlan(member, 'member');

  await table.measure('idle (baseline)', '-', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { answer: '-', ms: 0 };
  });
  await table.measure('DOCX: 21 overlapping entries, sizes understated', kb(overlapping), () =>
    uploadFile(base, free, 'report.docx', overlapping),
  );
  await table.measure('DOCX inflating to 1 GiB (8 x 128 MiB, sizes understated)', kb(gigabyte), () =>
    uploadFile(base, free, 'report.docx', gigabyte),
  );
  // The first image also loads the image adapter (mupdf, OCR): the second shows the refusal alone.
  await table.measure('PNG 10000 x 6000 (60 MP), member, first image', kb(png), () =>
    uploadFile(base, member, 'scan.png', png),
  );
  await table.measure('PNG 10000 x 6000 (60 MP), member, again', kb(png), () =>
    uploadFile(base, member, 'scan.png', png),
  );
  const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
  // Real document work, which used to run on the event loop: decryption (100,000 hash rounds) and
  // reading a long Word file; both now run in a worker thread.
  const { encrypted, long } = await documentFixtures();
  await table.measure('DOCX encrypted (agile), with its password', kb(encrypted), () =>
    uploadFile(base, member, 'locked.docx', encrypted, 'harbour lights'),
  );
  await table.measure('DOCX of 20,000 paragraphs', kb(long), () => uploadFile(base, member, 'long.docx', long));
  await table.measure('JSON body nested 100,000 deep', kb(deep), () =>
    post(base, `${W}/conversation/queryOverseasConversationPage`, json(free), deep),
  );
  const watcher = visitorId();
  const watched = await conversation(watcher);
  let open: http.ClientRequest[] = [];
  await table.measure(`event streams: ${STREAM_FLOOD} from one visitor`, `${STREAM_FLOOD} requests`, async () => {
    const result = await flood(Array.from({ length: STREAM_FLOOD }, () => ({ clientId: watcher, id: watched })));
    open = result.open;
    return result.outcome;
  });
  for (const request of open) request.destroy();
  // Visitors are free to make up client ids: 10 of them, 8 streams each, all from one address.
  const visitors: { clientId: string; id: string }[] = [];
  for (let i = 0; i < 10; i++) {
    const clientId = visitorId();
    visitors.push({ clientId, id: await conversation(clientId) });
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await table.measure('event streams: 10 visitors x 8, one address', '80 requests', async () => {
    const result = await flood(visitors.flatMap((target) => Array.from({ length: 8 }, () => target)));
    open = result.open;
    return result.outcome;
  });
  for (const request of open) request.destroy();

  table.print('Files and event streams');
} finally {
  await server.close();
}
process.exit(0);
