import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#core/config.ts';
import { createMailer } from '#core/mailer.ts';
import { registerSessionGuards } from '#core/session-cookies.ts';
import type { Database } from '#db/database.ts';
import { QuotaService } from '../quota/index.ts';
import { type HumanCheck, turnstile } from './human-check.ts';
import { OidcSignIn } from './oidc.ts';
import { Passwords } from './password.ts';
import { preferenceRoutes } from './preferences-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { ProfileService } from './profile-service.ts';
import { accountRoutes } from './routes.ts';
import { AccountService } from './service.ts';
import { sessionRoutes } from './session-routes.ts';

export interface AccountSetup {
  config: Config;
  db: Database;
  catalog: Catalog;
  now: () => number;
  quota?: QuotaService;
}

/** The Turnstile adapter when HUMAN_CHECK=turnstile, else no check. */
export function createHumanCheck(config: Config): HumanCheck | undefined {
  return config.humanCheck ? turnstile(config.humanCheck) : undefined;
}

/** Accounts end to end: services, session guards (CSRF, dead cookies) and both gateways' routes. */
export async function registerAccounts(app: FastifyInstance, setup: AccountSetup): Promise<AccountService> {
  const { config, db, catalog, now } = setup;
  const secureCookies = config.publicUrl.startsWith('https://');
  const passwords = new Passwords(config.passwordHash);
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, now });
  const accounts = new AccountService({
    db,
    mailer,
    catalog,
    passwords,
    log: app.log,
    siteName: config.siteName,
    // Only where a code cannot be mailed: with SMTP no code (a sign-in secret) reaches the log.
    logCodes: config.nodeEnv === 'development' && !config.smtpUrl,
    now,
    sessions: config.sessions,
    codesPerAddressHour: config.codesPerAddressHour,
  });
  const profiles = new ProfileService({ db, passwords, avatar: config.avatar, now });
  const oidc = config.oidc ? new OidcSignIn({ ...config.oidc, publicUrl: config.publicUrl, db, now }) : undefined;
  registerSessionGuards(app, config.publicUrl);
  await app.register(accountRoutes, {
    db,
    accounts,
    oidc,
    humanCheck: createHumanCheck(config),
    avatar: config.avatar,
    secureCookies,
    now,
    codesPerAddressHour: config.codesPerAddressHour,
    signInsPerAddressMinute: config.signInsPerAddressMinute,
  });
  await app.register(profileRoutes, {
    accounts,
    profiles,
    quota: setup.quota ?? new QuotaService({ db, now }),
    avatar: config.avatar,
  });
  await app.register(sessionRoutes, { db, accounts, policy: config.sessions, now });
  await app.register(preferenceRoutes, { db, accounts, now });
  return accounts;
}
