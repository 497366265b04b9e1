import type { LocaleCode } from '@glossa/contracts/locales';
import * as client from 'openid-client';
import { hashToken } from '#core/token-hash.ts';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';

/** A sign-in at the provider must come back within this time. */
const FLOW_TTL_MS = 10 * 60 * 1000;

export interface OidcOptions {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  publicUrl: string;
  db: Database;
  now: () => number;
}

/** What the provider says about the person, from the ID token (and userinfo when it holds less). */
export interface ExternalIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * Google sign-in, or any OpenID provider: discovery, authorization code with PKCE (S256), state
 * and nonce kept server-side (hashed state as key, single use). Discovery runs on first use.
 */
export class OidcSignIn {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly options: OidcOptions) {}

  private config(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.options;
    const insecure = new URL(issuer).protocol === 'http:';
    this.configuration ??= client
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        execute: insecure ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw new AppError('unavailable', undefined, { cause: error });
      });
    return this.configuration;
  }

  /** The provider answers to `/{lang}/oauth/callback`, so the user lands in their language. */
  redirectUri(locale: LocaleCode): string {
    return `${this.options.publicUrl}/${locale}/oauth/callback`;
  }

  /** Where to send the browser; the flow is remembered for the callback. */
  async start(locale: LocaleCode, clientId: string | undefined): Promise<string> {
    const config = await this.config();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    const now = this.options.now();
    const { db } = this.options;
    await db
      .deleteFrom('oauth_flows')
      .where('created_at', '<', now - FLOW_TTL_MS)
      .execute();
    await db
      .insertInto('oauth_flows')
      .values({
        state_hash: hashToken(state),
        code_verifier: verifier,
        nonce,
        locale,
        client_id: clientId ?? null,
        created_at: now,
      })
      .execute();
    return client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(locale),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // Google lets a person with several accounts choose; other providers may not know the value.
      ...(supportsPrompt(config, 'select_account') ? { prompt: 'select_account' } : {}),
    }).href;
  }

  /** Redeems the callback's query (code and state) once; returns the identity and the visitor id. */
  async finish(query: string): Promise<{ identity: ExternalIdentity; clientId: string | null }> {
    const params = new URLSearchParams(query);
    const state = params.get('state');
    if (!state) throw new AppError('googleSignInFailed');
    const flow = await this.takeFlow(state);
    const config = await this.config();
    const url = new URL(this.redirectUri(flow.locale as LocaleCode));
    url.search = params.toString();
    try {
      const tokens = await client.authorizationCodeGrant(config, url, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new AppError('googleSignInFailed');
      const info = claims.email ? claims : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return { identity: identityOf(claims.sub, info), clientId: flow.client_id };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('googleSignInFailed', undefined, { cause: error });
    }
  }

  private async takeFlow(state: string) {
    const stateHash = hashToken(state);
    const { db } = this.options;
    const flow = await db.selectFrom('oauth_flows').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
    const taken = await db.deleteFrom('oauth_flows').where('state_hash', '=', stateHash).executeTakeFirst();
    const live = flow && Number(taken.numDeletedRows) === 1 && this.options.now() - flow.created_at < FLOW_TTL_MS;
    if (!live) throw new AppError('googleSignInFailed');
    return flow;
  }
}

function supportsPrompt(config: client.Configuration, prompt: string): boolean {
  const supported = config.serverMetadata().prompt_values_supported;
  return Array.isArray(supported) && supported.includes(prompt);
}

function identityOf(subject: string, info: Record<string, unknown>): ExternalIdentity {
  const email = typeof info.email === 'string' ? info.email.trim().toLowerCase() : undefined;
  const verified = info.email_verified === true || info.email_verified === 'true';
  const name = typeof info.name === 'string' && info.name.trim() !== '' ? info.name.trim() : undefined;
  return { subject, email, emailVerified: verified, name };
}
