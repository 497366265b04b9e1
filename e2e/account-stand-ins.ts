// Stand-ins for the outside services of accounts, for the end-to-end run: an SMTP server that
// keeps the mails (its codes readable over HTTP) and a local OpenID provider in Google's place.
import { createServer } from 'node:http';
import { LOCALE_CODES } from '@glossa/contracts/locales';
import { startOidcProvider } from '../apps/server/test/oidc-provider.ts';
import { startSmtpCatcher } from '../apps/server/test/smtp-catcher.ts';
import { ACCOUNT_STAND_INS, E2E_BASE_URL } from './account-stand-ins-config.ts';

const smtp = await startSmtpCatcher(ACCOUNT_STAND_INS.smtpPort);
const oidc = await startOidcProvider({
  port: ACCOUNT_STAND_INS.oidcPort,
  redirectUris: LOCALE_CODES.map((locale) => `${E2E_BASE_URL}/${locale}/oauth/callback`),
});

/** GET /ready, and GET /code?to=address: the newest code mailed there (404 until one arrives). */
const api = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/ready') return response.end('ok');
  const code = url.pathname === '/code' ? smtp.latestCode(url.searchParams.get('to') ?? '') : undefined;
  response.statusCode = code ? 200 : 404;
  response.end(code ?? '');
});
api.listen(ACCOUNT_STAND_INS.mailApiPort, '127.0.0.1');

const stop = async () => {
  api.close();
  await Promise.all([smtp.close(), oidc.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
