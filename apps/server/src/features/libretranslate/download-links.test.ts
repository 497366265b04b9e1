import { describe, expect, it } from 'vitest';
import { ServerSecret } from '#http/server-secret.ts';
import type { ApiCaller } from '../public-api/index.ts';
import { DOWNLOAD_LINK_MS, readDownloadToken, signDownloadToken } from './download-links.ts';

const caller: ApiCaller = {
  keyId: 'key-1',
  userId: 'user-1',
  owner: { kind: 'user', userId: 'user-1' },
  address: null,
};

describe('download links of /translate_file', () => {
  const secret = ServerSecret.ephemeral();
  const token = signDownloadToken(secret, caller, 'doc-1', 1_000);

  it('name the document and the key that asked for it, until they expire', () => {
    expect(readDownloadToken(secret, token, 1_000 + DOWNLOAD_LINK_MS - 1, '10.0.0.1')).toEqual({
      documentId: 'doc-1',
      caller: { ...caller, address: '10.0.0.1' },
    });
    expect(readDownloadToken(secret, token, 1_000 + DOWNLOAD_LINK_MS, null)).toBe('expired');
  });

  it('are refused when another key made them, when changed, or when made for another use', () => {
    expect(readDownloadToken(ServerSecret.ephemeral(), token, 1_000, null)).toBeUndefined();
    const bytes = Buffer.from(token, 'base64url');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(readDownloadToken(secret, bytes.toString('base64url'), 1_000, null)).toBeUndefined();
    const workspaceLink = secret.issueToken('download', { d: 'doc-1', u: 'user-1', k: 'key-1', e: 10_000 });
    expect(readDownloadToken(secret, workspaceLink, 1_000, null)).toBeUndefined();
  });

  it('say nothing of the account or the key to whoever reads them', () => {
    const decoded = Buffer.from(token, 'base64url').toString('latin1');
    for (const secretPart of ['user-1', 'key-1', 'doc-1']) expect(decoded).not.toContain(secretPart);
  });
});
