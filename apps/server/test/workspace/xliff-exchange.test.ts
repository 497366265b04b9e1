import { CHAT_PATHS, type VersionSummary } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  multipart,
  settled,
  translateDocx,
  translateFile,
  type Visitor,
  versionsOf,
  visitor,
  W,
  type WorkspaceTest,
  workspaceApp,
} from './workspace-kit.ts';

/**
 * XLIFF exchange (issue 32, docs/decisions/0053-xliff-exchange.md): a version exported as XLIFF
 * 2.1 or 1.2 for a CAT tool, and the file brought back as a new version whose download rebuilds
 * the document in its own format with the edits.
 */
let w: WorkspaceTest;
beforeAll(async () => {
  w = await workspaceApp();
});
afterAll(async () => w.close());

/** A Word file with a bold word in its second paragraph (a tag in its sentence). */
async function formattedDocx(first = 'The weather is fine.'): Promise<Uint8Array> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun(first)] }),
          new Paragraph({
            children: [
              new TextRun('Press '),
              new TextRun({ text: 'Save', bold: true }),
              new TextRun(' to keep your work.'),
            ],
          }),
          new Paragraph({ children: [new TextRun('Tomorrow it rains & snows.')] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

async function translated(me: Visitor, first?: string) {
  const id = await translateFile(w.t.app, me, { name: 'report.docx', bytes: await formattedDocx(first) });
  await settled(me, id);
  return id;
}

async function exported(me: Visitor, body: Record<string, unknown>) {
  const response = await w.t.app.inject({
    method: 'POST',
    url: `${W}${CHAT_PATHS.exportXliff}`,
    headers: { 'x-client-id': me.clientId },
    payload: body,
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

async function imported(
  me: Visitor,
  fields: Record<string, string>,
  xliff: string | Uint8Array,
  name = 'report_v1.xlf',
) {
  const bytes = typeof xliff === 'string' ? new TextEncoder().encode(xliff) : xliff;
  const form = multipart([{ name, bytes }], fields);
  const response = await w.t.app.inject({
    method: 'POST',
    url: `${W}${CHAT_PATHS.importXliff}`,
    headers: { 'x-client-id': me.clientId, 'content-type': form.contentType, 'lan-i18n-code': 'enus' },
    payload: form.payload,
  });
  return { status: response.statusCode, json: response.json() };
}

async function download(me: Visitor, conversationId: string, versionId: string) {
  const response = await w.t.app.inject({
    method: 'POST',
    url: `${W}${CHAT_PATHS.downFile}`,
    headers: { 'x-client-id': me.clientId },
    payload: { conversationId, versionId, format: 'docx' },
  });
  expect(response.statusCode).toBe(200);
  return strFromU8(unzipSync(new Uint8Array(response.rawPayload))['word/document.xml'] ?? new Uint8Array());
}

/** The text of each paragraph of a Word document's XML. */
function paragraphs(documentXml: string): string[] {
  return [...documentXml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) => [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''))
    .filter((text) => text !== '')
    .map((text) => text.replace(/&amp;/g, '&'));
}

/** The file with the target of its n-th unit (from 0) replaced by `inner` (XLIFF inline markup). */
function withTarget(xliff: string, n: number, inner: string): string {
  let seen = -1;
  return xliff.replace(/(<target[^>]*?)(?:\/>|>([\s\S]*?)<\/target>)/g, (whole, start: string) => {
    seen++;
    return seen === n ? `${start}>${inner}</target>` : whole;
  });
}

function parse(xliff: string): XmlElement {
  return new DOMParser().parseFromString(xliff, 'application/xml').documentElement as XmlElement;
}

describe('XLIFF round trip through a CAT tool', () => {
  it('2.1: the file brought back makes a version whose DOCX has the edits, formatting kept; the first is untouched', async () => {
    const me = visitor(w.t.app);
    const id = await translated(me);
    const [first] = await versionsOf(me, id);
    const before = paragraphs(await download(me, id, first?.versionId as string));

    const file = await exported(me, { conversationId: id, versionId: first?.versionId });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/xliff+xml; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename=report_v1.xlf');
    const root = parse(file.body);
    expect([root.namespaceURI, root.getAttribute('version')]).toEqual(['urn:oasis:names:tc:xliff:document:2.0', '2.1']);
    expect([root.getAttribute('srcLang'), root.getAttribute('trgLang')]).toEqual(['en', 'de']);
    const units = Array.from(root.getElementsByTagName('unit'));
    expect(units.map((unit) => unit.getAttribute('id'))).toEqual(['w1', 'w2', 'w3']);
    expect(file.body).toContain('<source xml:space="preserve">Press <pc id="1">Save</pc> to keep your work.</source>');
    expect(file.body).toContain('Tomorrow it rains &amp; snows.');

    // The translator rewrites two sentences, keeping the bold word's code in the second.
    let done = withTarget(file.body, 0, 'Das Wetter ist schön &amp; mild.');
    done = withTarget(done, 1, 'Drücken Sie <pc id="1">Sichern</pc>, um Ihre Arbeit zu behalten.');
    const answer = await imported(me, { conversationId: id, versionId: first?.versionId as string }, done);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ version: 2, changed: 2, unchanged: 1, skipped: [] });
    const made = answer.json.data.versionId;

    const list = await versionsOf(me, id);
    expect(list.map((v) => [v.number, v.kind, v.parentNumber, v.madeBy, v.edited])).toEqual([
      [2, 'edit', 1, 'import', 2],
      [1, 'translation', null, expect.any(String), 0],
    ]);
    const edited = await download(me, id, made);
    expect(paragraphs(edited)).toEqual([
      'Das Wetter ist schön & mild.',
      'Drücken Sie Sichern, um Ihre Arbeit zu behalten.',
      before[2],
    ]);
    // The bold run is the translated word's.
    expect(edited).toMatch(/<w:r>(?:(?!<\/w:r>)[\s\S])*<w:b\/>(?:(?!<\/w:r>)[\s\S])*>Sichern<\/w:t>/);
    // The first version still gives its own text.
    expect(paragraphs(await download(me, id, first?.versionId as string))).toEqual(before);

    // The answer that showed the first version shows the new one; the edits feed the memory.
    const detail = (await me.post(CHAT_PATHS.enter, { conversationId: id })).json.data;
    const block = detail.messages[1].blocks.find((b: { type: string }) => b.type === 'translation');
    expect(block.attributes).toMatchObject({ versionId: made, version: 2 });
    const memory = await w.t.db
      .selectFrom('translation_memory')
      .select('target')
      .where('owner', '=', `visitor:${me.clientId}`)
      .execute();
    expect(memory.map((row) => row.target)).toEqual(
      expect.arrayContaining([
        'Das Wetter ist schön & mild.',
        'Drücken Sie <g1>Sichern</g1>, um Ihre Arbeit zu behalten.',
      ]),
    );
  });

  it('1.2: g codes map back to tags; a target that lost its tag and a unit of no sentence are reported, not taken', async () => {
    const me = visitor(w.t.app);
    const id = await translated(me);
    const file = await exported(me, { conversationId: id, xliffVersion: '1.2' });
    expect(file.headers['content-disposition']).toBe('attachment; filename=report_v1.xliff');
    const root = parse(file.body);
    expect([root.namespaceURI, root.getAttribute('version')]).toEqual(['urn:oasis:names:tc:xliff:document:1.2', '1.2']);
    const fileElement = root.getElementsByTagName('file')[0];
    expect(fileElement?.getAttribute('source-language')).toBe('en');
    expect(fileElement?.getAttribute('target-language')).toBe('de');
    expect(file.body).toContain('<source>Press <g id="1">Save</g> to keep your work.</source>');

    let done = withTarget(file.body, 1, 'Drücken Sie <g id="1">Sichern</g>.');
    done = withTarget(done, 2, 'Morgen regnet es, ohne Code.');
    // Unit w1 loses nothing but gets a code its source does not have.
    done = withTarget(done, 0, 'Das <x id="7"/> Wetter.');
    done = done.replace(
      '</body>',
      '<trans-unit id="w99"><source>Extra</source><target>Extra</target></trans-unit></body>',
    );
    const { versionId } = (await versionsOf(me, id))[0] as VersionSummary;
    const answer = await imported(me, { conversationId: id, versionId }, done, 'report_v1.xliff');
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({
      version: 2,
      changed: 2,
      unchanged: 0,
      skipped: [
        { segmentId: 'w1', reason: 'tagsMismatch' },
        { segmentId: 'w99', reason: 'unknownSegment' },
      ],
    });
    const text = paragraphs(await download(me, id, answer.json.data.versionId));
    expect(text.slice(1)).toEqual(['Drücken Sie Sichern.', 'Morgen regnet es, ohne Code.']);
  });

  it('a sentence confirmed in the segment editor goes out as reviewed; changed by the file, it is not reviewed any more', async () => {
    const me = visitor(w.t.app);
    const id = await translated(me);
    const [first] = await versionsOf(me, id);
    const confirmed = await me.post(CHAT_PATHS.reviewSegments, {
      conversationId: id,
      versionId: first?.versionId,
      segmentIds: ['w1', 'w3'],
      reviewed: true,
    });
    expect(confirmed.json.data).toMatchObject({ version: 2, changed: 2 });
    const round = confirmed.json.data.versionId;
    const file = await exported(me, { conversationId: id, versionId: round });
    expect(file.headers['content-disposition']).toBe('attachment; filename=report_v2.xlf');
    const states = Array.from(parse(file.body).getElementsByTagName('segment')).map((s) => s.getAttribute('state'));
    expect(states).toEqual(['reviewed', 'translated', 'reviewed']);

    const answer = await imported(me, { conversationId: id, versionId: round }, withTarget(file.body, 0, 'Neu.'));
    expect(answer.json.data).toMatchObject({ version: 3, changed: 1, unchanged: 2 });
    const editor = await me.post(CHAT_PATHS.editorSegments, {
      conversationId: id,
      versionId: answer.json.data.versionId,
    });
    expect(
      editor.json.data.segments.map((s: { target: string; reviewed: boolean; edited: boolean }) => [
        s.reviewed,
        s.edited,
      ]),
    ).toEqual([
      [false, true],
      [false, false],
      [true, false],
    ]);
    expect(editor.json.data.segments[0].target).toBe('Neu.');
  });

  it('brought back unchanged, makes no version', async () => {
    const me = visitor(w.t.app);
    const id = await translated(me);
    const [first] = await versionsOf(me, id);
    const file = await exported(me, { conversationId: id });
    const answer = await imported(me, { conversationId: id, versionId: first?.versionId as string }, file.body);
    expect(answer.json.data).toEqual({
      versionId: first?.versionId,
      version: 1,
      changed: 0,
      unchanged: 3,
      skipped: [],
    });
    expect(await versionsOf(me, id)).toHaveLength(1);
  });
});

describe('a file that cannot be brought back', () => {
  const refusal = (name: keyof typeof ERRORS) => [ERRORS[name].status, ERRORS[name].code];

  it('answers the right error and writes nothing', async () => {
    const me = visitor(w.t.app);
    const id = await translated(me);
    const [first] = await versionsOf(me, id);
    const fields = { conversationId: id, versionId: first?.versionId as string };
    const good = (await exported(me, { conversationId: id })).body;
    const send = async (xliff: string | Uint8Array) => {
      const answer = await imported(me, fields, xliff);
      return [answer.status, answer.json.code];
    };

    expect(await send(good.replace('</file>', '<unit id="x">'))).toEqual(refusal('fileUnreadable'));
    expect(await send(good.slice(0, 200))).toEqual(refusal('fileUnreadable'));
    const withDoctype = good.replace('<xliff', '<!DOCTYPE xliff [<!ENTITY boom "boom">]>\n<xliff');
    expect(await send(withDoctype)).toEqual(refusal('fileUnsafe'));
    expect(await send('<html><body><p>Hello</p></body></html>')).toEqual(refusal('xliffInvalid'));
    expect(await send(await formattedDocx())).toEqual(refusal('xliffInvalid'));
    const notXliff = await imported(me, fields, '<html/>');
    expect(notXliff.json.msg).toBe(
      'The file is not an XLIFF 1.2 or 2.x file: bring back the XLIFF file exported from this translation',
    );

    // Another conversation's file: its mark names a version of another conversation.
    const other = await translated(me, 'A different opening sentence.');
    const theirs = withTarget((await exported(me, { conversationId: other })).body, 0, 'Geändert.');
    const mismatch = await imported(me, fields, theirs);
    expect([mismatch.status, mismatch.json.code]).toEqual(refusal('xliffMismatch'));
    expect(mismatch.json.msg).toMatch(/not of this translation/);
    // Without the mark (a tool dropped it), ids alike (w1, w2, w3): the unit whose sentence differs is left out.
    const unmarked = theirs.replace(/ xmlns:glossa="[^"]*" glossa:version="[^"]*"/, '');
    expect(unmarked).not.toContain('glossa:version');
    const partly = await imported(me, fields, unmarked);
    expect(partly.json.data).toMatchObject({
      changed: 0,
      unchanged: 2,
      skipped: [{ segmentId: 'w1', reason: 'sourceChanged' }],
    });
    // Units of no sentence at all.
    const foreign = good.replace(/<unit id="w(\d)"/g, '<unit id="elsewhere-$1"');
    expect(await send(withTarget(foreign, 0, 'Geändert.'))).toEqual(refusal('xliffMismatch'));
    expect(await versionsOf(me, id)).toHaveLength(1);
    expect(await versionsOf(me, other)).toHaveLength(1);
  });

  it('refuses a file larger than the plan allows, a second file, and a version of another conversation', async () => {
    const me = visitor(w.t.app);
    const id = await translated(me);
    const other = await translateDocx(w.t.app, me, ['Elsewhere.']);
    await settled(me, other);
    const [first] = await versionsOf(me, id);
    const [theirs] = await versionsOf(me, other);
    const good = withTarget((await exported(me, { conversationId: id })).body, 0, 'Geändert.');
    const wrongVersion = await imported(me, { conversationId: id, versionId: theirs?.versionId as string }, good);
    expect(wrongVersion.status).toBe(404);

    const fields = { conversationId: id, versionId: first?.versionId as string };
    const form = multipart(
      [
        { name: 'a.xlf', bytes: new TextEncoder().encode(good) },
        { name: 'b.xlf', bytes: new TextEncoder().encode(good) },
      ],
      fields,
    );
    const two = await w.t.app.inject({
      method: 'POST',
      url: `${W}${CHAT_PATHS.importXliff}`,
      headers: { 'x-client-id': me.clientId, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect([two.statusCode, two.json().code]).toEqual(refusal('onlyOneFile'));

    await w.t.db.updateTable('plans').set({ file_max_bytes: 2_000 }).where('id', '=', 'free').execute();
    try {
      const large = await imported(me, fields, good.replace('</file>', `<!-- ${'x'.repeat(4_000)} --></file>`));
      expect([large.status, large.json.code]).toEqual(refusal('fileTooLarge'));
    } finally {
      await w.t.db
        .updateTable('plans')
        .set({ file_max_bytes: 10 * 1024 * 1024 })
        .where('id', '=', 'free')
        .execute();
    }
    expect(await versionsOf(me, id)).toHaveLength(1);
  });
});
