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
import { storageOutage } from './storage-outage.ts';

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
/**
 * A store that does not answer is given up on rather than waited for: a connection is made within
 * 5 s, and a request or answer silent for 30 s ends (large files still stream for as long as they take).
 */
const CONNECT_TIMEOUT_MS = 5000;
const SILENCE_TIMEOUT_MS = 30_000;

function missing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket (the scale-out profile, decision 0020): every server and worker
 * process sees the same files. Uploads stream in parts; nothing is written under a key until the
 * upload completed, as with the local store. The bucket is not created here: it must exist before
 * the site starts (docs/deploy.md). A store that cannot be reached (refused, cut, silent, 5xx)
 * answers `storageUnavailable` (503 with Retry-After) rather than a fault (storage-outage.ts).
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
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: SILENCE_TIMEOUT_MS },
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
    await upload.done().catch((error: unknown) => {
      throw storageOutage(error);
    });
    return size;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const command = new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key), Body: bytes });
    await this.#send(() => this.#client.send(command));
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (missing(error)) return undefined;
      throw storageOutage(error);
    }
  }

  stream(key: string): Readable {
    const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) });
    const client = this.#client;
    return Readable.from(
      (async function* () {
        try {
          const answer = await client.send(command);
          if (answer.Body) yield* answer.Body as Readable;
        } catch (error) {
          throw storageOutage(error);
        }
      })(),
    );
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw storageOutage(error);
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
      const list = new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token });
      const page = await this.#send(() => this.#client.send(list));
      await this.#delete((page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async #delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const command = new DeleteObjectsCommand({
      Bucket: this.settings.bucket,
      Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
    });
    await this.#send(() => this.#client.send(command));
  }

  /** One request to the store; one that cannot reach it says so (storageUnavailable). */
  async #send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw storageOutage(error);
    }
  }
}
