import { createServer, type Server } from 'node:http';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '#http/app-error.ts';
import { S3FileStore } from './s3-file-store.ts';
import { isStorageUnreachable, storageOutage } from './storage-outage.ts';

function serviceError(name: string, status: number): S3ServiceException {
  return new S3ServiceException({
    name,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
    message: name,
  });
}

let servers: Server[] = [];
afterEach(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  servers = [];
});

/** A stand-in S3 endpoint answering every request with this status and S3's XML error body. */
async function answering(status: number, code: string): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

function storeAt(endpoint: string): S3FileStore {
  return new S3FileStore({
    bucket: 'files',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    forcePathStyle: true,
    prefix: '',
  });
}

describe('isStorageUnreachable', () => {
  it('knows a store that is away: refused or cut sockets, timeouts, 5xx and 429', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    expect(isStorageUnreachable(refused)).toBe(true);
    expect(isStorageUnreachable(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isStorageUnreachable(Object.assign(new Error('the socket timed out'), { name: 'TimeoutError' }))).toBe(true);
    for (const [name, status] of [
      ['InternalError', 500],
      ['BadGateway', 502],
      ['ServiceUnavailable', 503],
      ['SlowDown', 503],
      ['TooManyRequests', 429],
    ] as const) {
      expect(isStorageUnreachable(serviceError(name, status)), name).toBe(true);
    }
  });

  it('leaves refusals of the request alone: missing keys, denied access, a wrong bucket', () => {
    for (const [name, status] of [
      ['NoSuchKey', 404],
      ['NoSuchBucket', 404],
      ['AccessDenied', 403],
      ['InvalidAccessKeyId', 403],
      ['InvalidRequest', 400],
    ] as const) {
      expect(isStorageUnreachable(serviceError(name, status)), name).toBe(false);
    }
    expect(isStorageUnreachable(new Error('Invalid file key "../x"'))).toBe(false);
  });

  it('turns an outage into storageUnavailable and passes anything else on', () => {
    const outage = storageOutage(serviceError('ServiceUnavailable', 503));
    expect(outage).toBeInstanceOf(AppError);
    expect((outage as AppError).errorName).toBe('storageUnavailable');
    expect((outage as AppError).status).toBe(503);
    const denied = serviceError('AccessDenied', 403);
    expect(storageOutage(denied)).toBe(denied);
  });
});

describe('the S3 store when its service is away', () => {
  it('answers storageUnavailable for every kind of request when nothing listens', async () => {
    const endpoint = await answering(200, 'unused');
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const store = storeAt(endpoint);
    const refusals = await Promise.all([
      store.put('a/b.txt', new Uint8Array([1])).catch((error: unknown) => error),
      store.get('a/b.txt').catch((error: unknown) => error),
      store.exists('a/b.txt').catch((error: unknown) => error),
      store.remove('a/').catch((error: unknown) => error),
    ]);
    expect(refusals.map((error) => (error as AppError).errorName)).toEqual(Array(4).fill('storageUnavailable'));
  });

  it('answers storageUnavailable when the service answers 503, and a plain error when it refuses access', async () => {
    const unavailable = storeAt(await answering(503, 'ServiceUnavailable'));
    const failure = await unavailable.get('a/b.txt').catch((error: unknown) => error);
    expect((failure as AppError).errorName).toBe('storageUnavailable');
    const denied = storeAt(await answering(403, 'AccessDenied'));
    const refusal = await denied.put('a/b.txt', new Uint8Array([1])).catch((error: unknown) => error);
    expect(refusal).not.toBeInstanceOf(AppError);
    expect((refusal as Error).name).toBe('AccessDenied');
  });
});
