import type { ServerSecret } from '../../http/server-secret.ts';
import type { ApiCaller } from '../public-api/contract.ts';

/** How long a `translatedFileUrl` can be opened (LibreTranslate removes its translated files after a while too). */
export const DOWNLOAD_LINK_MS = 30 * 60 * 1000;

interface LinkClaims {
  /** Always 'lt': a token signed for another use is no LibreTranslate link. */
  p: 'lt';
  d: string;
  k: string;
  u: string;
  e: number;
}

/** A token only this server can make, naming the document and the key that asked for it. */
export function signDownloadToken(secret: ServerSecret, caller: ApiCaller, documentId: string, now: number): string {
  const claims: LinkClaims = { p: 'lt', d: documentId, k: caller.keyId, u: caller.userId, e: now + DOWNLOAD_LINK_MS };
  return secret.sign(claims);
}

/** The document and caller a token names; 'expired' past its end, undefined when it is not one of ours. */
export function readDownloadToken(
  secret: ServerSecret,
  token: string,
  now: number,
  address: string | null,
): { documentId: string; caller: ApiCaller } | 'expired' | undefined {
  const claims = secret.verify<LinkClaims>(token);
  if (claims?.p !== 'lt' || typeof claims.d !== 'string' || typeof claims.u !== 'string') return undefined;
  if (claims.e <= now) return 'expired';
  const caller: ApiCaller = {
    keyId: claims.k,
    userId: claims.u,
    owner: { kind: 'user', userId: claims.u },
    address,
  };
  return { documentId: claims.d, caller };
}
