/// <reference path="./oidc-provider-module.d.ts" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ProviderContext } from 'oidc-provider';
import { escapeHtml } from '#http/escape-html.ts';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

interface Person {
  email: string;
  verified: boolean;
  name: string;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The sign-in page of the stand-in: whoever types an address is that person (verified unless unticked). */
function loginPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><title>Local OpenID provider</title></head><body>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name"></label>
<label><input name="verified" type="checkbox" value="yes" checked> Email verified</label>
<button type="submit">Continue</button></form></body></html>`;
}

/**
 * A local OpenID provider standing in for Google (oidc-provider): discovery, authorization code
 * with PKCE, ID tokens with email and email_verified, consent granted without asking. The
 * subject of a person is derived from their address, so signing in twice gives the same subject.
 */
export async function startOidcProvider(options: {
  port?: number;
  redirectUris: string[];
}): Promise<LocalOidcProvider> {
  const people = new Map<string, Person>();
  const clientId = 'glossa-test';
  const clientSecret = 'glossa-test-secret-0123456789abcdef';
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match || !provider) return provider?.callback()(req, res);
    void interaction(provider, match[1] as string, req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  const interaction = async (
    p: Provider,
    uid: string,
    req: IncomingMessage,
    res: import('node:http').ServerResponse,
  ) => {
    await p.interactionDetails(req, res);
    if (req.method !== 'POST') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(loginPage(uid));
      return;
    }
    const form = await formBody(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const subject = `sub-${Buffer.from(email).toString('hex')}`;
    people.set(subject, { email, verified: form.get('verified') === 'yes', name: form.get('name') ?? '' });
    await p.interactionFinished(req, res, { login: { accountId: subject } }, { mergeWithLastSubmission: false });
  };
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    findAccount: async (_ctx: unknown, subject: string) => {
      const person = people.get(subject);
      if (!person) return undefined;
      const claims = { sub: subject, email: person.email, email_verified: person.verified };
      return { accountId: subject, claims: async () => (person.name ? { ...claims, name: person.name } : claims) };
    },
    // Consent is implied: the stand-in grants the requested scopes to its one client.
    loadExistingGrant: async (ctx: ProviderContext) => {
      if (!ctx.oidc.session.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.session.accountId,
        clientId: ctx.oidc.client.clientId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
