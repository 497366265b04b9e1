import type { Envelope } from '@glossa/contracts/envelope';
import { type ConsentToken, TRACKING_CALLS } from '@glossa/contracts/tracking';

export const CONSENT_URL = TRACKING_CALLS.consent.path;
/** A token is renewed this long before it runs out, so a stay sent while the page closes has a live one. */
export const RENEW_BEFORE_MS = 15 * 60 * 1000;

/** Asks the server for this browser's consent token (after "Accept"); undefined when it gives none. */
export async function requestConsentToken(anonymousId: string): Promise<ConsentToken | undefined> {
  const response = await fetch(CONSENT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ anonymousId }),
    credentials: 'same-origin',
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as Envelope<ConsentToken>).data ?? undefined;
}

/**
 * This browser's consent token (docs/decisions/0023-tracking-consent-and-reports.md): the server
 * stores an event only with a live token for the event's anonymous id. It is asked for when
 * tracking starts, which is only after "Accept", and renewed before it runs out; one request at a
 * time. Failures leave no token: the events are then not sent, and nothing is shown.
 */
export class ConsentPass {
  private token: ConsentToken | undefined;
  private pending: Promise<ConsentToken | undefined> | undefined;

  constructor(
    private readonly anonymousId: string,
    private readonly now: () => number = Date.now,
    private readonly request: (anonymousId: string) => Promise<ConsentToken | undefined> = requestConsentToken,
  ) {}

  /** A token good for a while yet, asking for a new one when it is not; undefined when none is given. */
  async current(): Promise<string | undefined> {
    if (this.token && this.token.expiresAt - RENEW_BEFORE_MS > this.now()) return this.token.consentToken;
    this.pending ??= this.request(this.anonymousId)
      .catch(() => undefined)
      .then((token) => {
        this.token = token ?? this.token;
        this.pending = undefined;
        return this.token;
      });
    const token = await this.pending;
    return token && token.expiresAt > this.now() ? token.consentToken : undefined;
  }
}
