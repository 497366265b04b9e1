import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStore } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  /** The service's address for S3-compatible stores (MinIO, R2, Ceph ...); AWS when left out. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most local servers). */
  forcePathStyle: boolean;
  /** Every key is stored under this prefix, so one bucket can serve several sites. */
  prefix: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/._-]*$/i;
/** Parts of a streamed upload: S3's minimum, so an upload holds at most a few of them in memory. */
const PART_BYTES = 5 * 1024 * 1024;

function missing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket (the scale-out profile, DESIGN.md 3.4): every server and worker
 * process sees the same files. Uploads stream in parts; nothing is written under a key until the
 * upload completed, as with the local store.
 */
export class S3FileStore implements FileStore {
  readonly #client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.#client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // S3-compatible services do not all know the newer default checksums: only where S3 requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid file key "${key}"`);
    return `${this.settings.prefix}${key}`;
  }

  async putStream(key: string, source: Readable): Promise<number> {
    let size = 0;
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.settings.bucket, Key: this.key(key), Body: source },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
    return size;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.#client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key), Body: bytes }));
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  stream(key: string): Readable {
    const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) });
    const client = this.#client;
    return Readable.from(
      (async function* () {
        const answer = await client.send(command);
        if (answer.Body) yield* answer.Body as Readable;
      })(),
    );
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  }

  /** A presigned GET of the object, answered by the bucket as an attachment named for the reader. */
  async linkTo(key: string, download: { contentDisposition: string; seconds: number }): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.key(key),
      ResponseContentDisposition: download.contentDisposition,
      ResponseContentType: 'application/octet-stream',
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.#client, command, { expiresIn: Math.max(1, Math.round(download.seconds)) });
  }

  async remove(key: string): Promise<void> {
    if (!key.endsWith('/')) {
      await this.#delete([this.key(key)]);
      return;
    }
    const prefix = this.key(key);
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      await this.#delete((page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async #delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#client.send(
      new DeleteObjectsCommand({
        Bucket: this.settings.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}
