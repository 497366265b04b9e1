import { type ConsentToken, TRACKING_LIMITS } from '@glossa/contracts/tracking';
import type { ServerSecret } from '#http/server-secret.ts';

const PURPOSE = 'tracking-consent';

interface Claims {
  /** The anonymous id the token is good for. */
  a: string;
  /** Good until (epoch ms). */
  e: number;
}

/**
 * Consent tokens (docs/decisions/0023-tracking-consent-and-reports.md): the server hands one to a
 * browser that accepted the cookie banner, for its anonymous id and for an hour, sealed with the
 * server's key. An event is stored only with a live token for its own anonymous id, so a script
 * posting events directly cannot make up visitors faster than it can ask for tokens, which is
 * limited per address.
 */
export class ConsentTokens {
  constructor(
    private readonly secret: ServerSecret,
    private readonly now: () => number,
  ) {}

  issue(anonymousId: string): ConsentToken {
    const expiresAt = this.now() + TRACKING_LIMITS.consentTokenMs;
    const claims: Claims = { a: anonymousId, e: expiresAt };
    return { consentToken: this.secret.issueToken(PURPOSE, claims), expiresAt };
  }

  /** The token was issued by this server, for this anonymous id, and has not run out. */
  allows(token: string | undefined, anonymousId: string): boolean {
    if (!token) return false;
    const claims = this.secret.readToken<Claims>(PURPOSE, token);
    return claims?.a === anonymousId && typeof claims.e === 'number' && claims.e > this.now();
  }
}
