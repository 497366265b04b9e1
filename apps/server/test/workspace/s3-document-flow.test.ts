import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { CHAT_PATHS } from '@glossa/contracts/chat';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../s3-stand-in.ts';
import { docx, settled, upload, visitor, W, type WorkspaceTest, workspaceApp } from './workspace-kit.ts';

/**
 * The scale-out profile's files: a document uploaded, translated, downloaded and deleted with
 * FILE_STORE=s3 against a local S3 server, and nothing left in the bucket afterwards.
 */
let s3: S3StandIn;
let w: WorkspaceTest;
beforeAll(async () => {
  s3 = await startS3StandIn();
  w = await workspaceApp({}, {}, { ...s3.env, S3_PREFIX: 'glossa/' });
});
afterAll(async () => {
  await w.close();
  await s3.close();
});

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  client.destroy();
  return (page.Contents ?? []).map((item) => item.Key ?? '').sort();
}

describe('documents on S3', () => {
  it('uploads to the bucket, translates and downloads from it, and deletion leaves nothing', async () => {
    const me = visitor(w.t.app);
    const paragraphs = ['The harbour opens at dawn.', 'Boats leave before noon.'];
    const uploaded = await upload(w.t.app, me, [{ name: 'harbour.docx', bytes: await docx(paragraphs) }]);
    expect(uploaded.status).toBe(200);
    expect((await bucketKeys()).every((key) => key.startsWith('glossa/uploads/'))).toBe(true);
    expect(await bucketKeys()).toHaveLength(1);

    const created = await me.post(CHAT_PATHS.create, {
      overseasConversationModule: 'document',
      sourceLanguage: 'en',
      targetLanguage: 'de',
      fileId: uploaded.json.data.fileId,
    });
    const id = created.json.data.conversation.conversationId as string;
    await settled(me, id);
    const answer = await w.t.app.inject({
      method: 'POST',
      url: `${W}${CHAT_PATHS.downFile}`,
      headers: { 'x-client-id': me.clientId },
      payload: { conversationId: id, format: 'docx', mode: 'translated' },
    });
    expect(answer.statusCode).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(answer.rawPayload))['word/document.xml'] as Uint8Array);
    expect(xml).toContain('de:harbour de:opens');
    // The built download is kept beside the source, in the bucket.
    expect((await bucketKeys()).some((key) => key.startsWith('glossa/downloads/'))).toBe(true);

    // A download link sends the browser to the bucket itself: a signed, short-lived address that
    // answers the same bytes as an attachment with the reader's file name.
    const linked = await me.post(CHAT_PATHS.downFileLink, { conversationId: id, format: 'docx', mode: 'translated' });
    const opened = await w.t.app.inject({ method: 'GET', url: linked.json.data.url as string });
    expect(opened.statusCode).toBe(303);
    const location = String(opened.headers.location);
    expect(location.startsWith(s3.endpoint)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    const fromBucket = await fetch(location);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-disposition')).toBe(answer.headers['content-disposition']);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(Buffer.from(answer.rawPayload))).toBe(true);

    expect((await me.post(`${CHAT_PATHS.remove}/${id}`)).json.code).toBe(200);
    expect(await bucketKeys()).toEqual([]);
  });
});
