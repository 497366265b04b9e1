import type { ServerSecret } from '#http/server-secret.ts';
import type { ApiCaller } from '../public-api/index.ts';

/** How long a `translatedFileUrl` can be opened (LibreTranslate removes its translated files after a while too). */
export const DOWNLOAD_LINK_MS = 30 * 60 * 1000;

/** What the token is for: a token issued for anything else opens no LibreTranslate file. */
const PURPOSE = 'libretranslate-file';

/** Sealed in the token (ServerSecret.issueToken): nobody but this server reads the account or key. */
interface LinkClaims {
  d: string;
  k: string;
  u: string;
  e: number;
}

/** An opaque token only this server can make and read, naming the document and the key that asked for it. */
export function signDownloadToken(secret: ServerSecret, caller: ApiCaller, documentId: string, now: number): string {
  const claims: LinkClaims = { d: documentId, k: caller.keyId, u: caller.userId, e: now + DOWNLOAD_LINK_MS };
  return secret.issueToken(PURPOSE, claims);
}

/** The document and caller a token names; 'expired' past its end, undefined when it is not one of ours. */
export function readDownloadToken(
  secret: ServerSecret,
  token: string,
  now: number,
  address: string | null,
): { documentId: string; caller: ApiCaller } | 'expired' | undefined {
  const claims = secret.readToken<LinkClaims>(PURPOSE, token);
  if (typeof claims?.d !== 'string' || typeof claims.u !== 'string') return undefined;
  if (claims.e <= now) return 'expired';
  const caller: ApiCaller = {
    keyId: claims.k,
    userId: claims.u,
    owner: { kind: 'user', userId: claims.u },
    address,
  };
  return { documentId: claims.d, caller };
}
