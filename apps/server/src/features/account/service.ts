import type { SignInResult, UserInfo } from '@glossa/contracts/account';
import type { loginBody, registerBody, resetPasswordBody } from '@glossa/contracts/account-requests';
import type { LocaleCode } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { uuidV7 } from '#core/ids.ts';
import type { Mailer } from '#core/mailer.ts';
import type { Database } from '#db/database.ts';
import type { CodePurpose } from '#db/schema.ts';
import { AppError } from '#http/app-error.ts';
import { codeMail } from './code-mail.ts';
import { CODE_RESEND_MS, countSend, resendWaitMs, uncountSend, windowWaitMs } from './code-sends.ts';
import { forgetCode, generateCode, spendCode, storeCode } from './codes.ts';
import type { ExternalIdentity } from './oidc.ts';
import type { Passwords } from './password.ts';
import { findUserByEmail, findUserById, insertUser, linkGoogle, setPasswordHash, type User } from './repo.ts';
import {
  endAllSessions,
  endSession,
  resolveSession,
  type SessionPolicy,
  type SignedIn,
  startSession,
} from './sessions.ts';
import {
  checkSignInAllowed,
  clearSignInFailures,
  HUMAN_CHECK_AFTER_FAILURES,
  recordSignInFailure,
} from './throttle.ts';
import { checkNewPassword, normaliseEmail, requireCode } from './validation.ts';

export type { SignInResult, UserInfo };

/** Who is calling: the client address (throttling) and, when the human check is on, its gate. */
export interface CallerContext {
  ip: string;
  /** Resolves when the caller has passed the human check; absent when the check is off. */
  requireHuman?: () => Promise<void>;
}

export interface AccountServiceOptions {
  db: Database;
  mailer: Mailer;
  catalog: Catalog;
  passwords: Passwords;
  log: FastifyBaseLogger;
  siteName: string;
  /** Development only: print each code to the log, for running without SMTP. */
  logCodes: boolean;
  now: () => number;
  /** Session lifetimes and how many an account keeps (config.sessions); defaults otherwise. */
  sessions?: SessionPolicy;
  /** Codes one client address may ask for in an hour (CODES_PER_ADDRESS_HOUR); CODES_PER_ADDRESS_WINDOW otherwise. */
  codesPerAddressHour?: number;
}

export function userInfo(user: User): UserInfo {
  return {
    userId: user.id,
    email: user.email,
    nickname: user.nickname,
    avatar: user.avatar,
    hasPassword: user.password_hash !== null,
    googleLinked: user.google_sub !== null,
  };
}

function defaultNickname(email: string): string {
  return email.split('@')[0]?.slice(0, 30) || email.slice(0, 30);
}

/** Sign-up, sign-in, codes and sessions. Every lookup is by the caller's own address or session. */
export class AccountService {
  constructor(private readonly options: AccountServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  /**
   * Sends a code unless this client address asked for one to this e-mail address in the last
   * minute, or an hourly limit says no (codes.ts). For sign-in and reset an unknown address gets the
   * same answer (and a code row nobody receives): no enumeration here.
   */
  async sendCode(
    rawEmail: unknown,
    purpose: CodePurpose,
    locale: LocaleCode,
    signedIn: SignedIn | undefined,
    caller: Pick<CallerContext, 'ip'>,
  ): Promise<{ resendAfterSeconds: number }> {
    const email = normaliseEmail(rawEmail);
    const now = this.options.now();
    const user = await findUserByEmail(this.db, email);
    if (purpose === 'register' && user) throw new AppError('emailRegistered');
    if (purpose === 'email') {
      if (!signedIn) throw new AppError('unauthorized');
      if (user) throw new AppError('emailAlreadyBound');
    }
    const wait = await resendWaitMs(this.db, email, caller.ip, now);
    if (wait > 0) throw new AppError('codeResendTooSoon', { seconds: Math.ceil(wait / 1000) });
    const windowWait = await windowWaitMs(this.db, email, caller.ip, now, this.options.codesPerAddressHour);
    if (windowWait > 0) throw new AppError('codeLimitReached', { minutes: Math.ceil(windowWait / 60_000) });
    const code = generateCode();
    const codeId = await storeCode(this.db, email, purpose, code, now);
    await countSend(this.db, email, caller.ip, now);
    const deliver = purpose === 'register' || purpose === 'email' || user !== undefined;
    if (deliver) {
      try {
        await this.options.mailer.send(codeMail(this.options.catalog, locale, email, code, this.options.siteName));
      } catch (error) {
        await forgetCode(this.db, codeId);
        await uncountSend(this.db, email, caller.ip, now);
        throw error;
      }
      if (this.options.logCodes) this.options.log.info({ email, purpose, code }, 'verification code (development)');
    }
    return { resendAfterSeconds: CODE_RESEND_MS / 1000 };
  }

  async isRegistered(rawEmail: unknown): Promise<boolean> {
    return (await findUserByEmail(this.db, normaliseEmail(rawEmail))) !== undefined;
  }

  async register(input: z.output<typeof registerBody>, caller: Pick<CallerContext, 'ip'>): Promise<SignInResult> {
    const email = normaliseEmail(input.email);
    if (input.agreed !== true) throw new AppError('termsNotAccepted');
    const code = requireCode(input.code);
    const password = checkNewPassword(input.password, input.confirmPassword);
    if (await findUserByEmail(this.db, email)) throw new AppError('emailRegistered');
    const now = this.options.now();
    const used = await spendCode(this.db, { email, purpose: 'register', code, address: caller.ip }, now);
    if (!used) throw new AppError('codeInvalid');
    const user: User = {
      id: uuidV7(now),
      email,
      password_hash: await this.options.passwords.hash(password),
      nickname: defaultNickname(email),
      avatar: null,
      created_at: now,
      updated_at: now,
      google_sub: null,
      role: 'user',
      disabled_at: null,
    };
    if (!(await insertUser(this.db, user))) throw new AppError('emailRegistered');
    return { token: await startSession(this.db, user.id, now, this.options.sessions), userInfo: userInfo(user) };
  }

  /**
   * With a password (throttled per address and account, throttle.ts) or with a sign-in code, which
   * no throttling of passwords ever blocks: the owner can always get in with their mailbox.
   */
  async login(input: z.output<typeof loginBody>, caller: CallerContext): Promise<SignInResult> {
    const email = normaliseEmail(input.email);
    const user =
      typeof input.password === 'string' && input.password !== ''
        ? await this.checkPassword(email, input.password, caller)
        : await this.checkLoginCode(email, requireCode(input.code), caller.ip);
    await clearSignInFailures(this.db, email, caller.ip);
    const token = await startSession(this.db, user.id, this.options.now(), this.options.sessions);
    return { token, userInfo: userInfo(user) };
  }

  private async checkPassword(email: string, password: string, caller: CallerContext): Promise<User> {
    const now = this.options.now();
    const failures = await checkSignInAllowed(this.db, email, caller.ip, now);
    if (failures >= HUMAN_CHECK_AFTER_FAILURES) await caller.requireHuman?.();
    const user = await findUserByEmail(this.db, email);
    const { passwords } = this.options;
    const matches = user?.password_hash
      ? await passwords.verify(user.password_hash, password)
      : await passwords.verifyNothing(password);
    if (!user || !matches) {
      await recordSignInFailure(this.db, email, caller.ip, now);
      throw new AppError('wrongCredentials');
    }
    return user;
  }

  /**
   * Google (OpenID) sign-in: the linked account, else the account of the same verified address
   * (now linked), else a new account without a password.
   */
  async externalSignIn(identity: ExternalIdentity): Promise<SignInResult> {
    const now = this.options.now();
    const linked = await this.db
      .selectFrom('users')
      .selectAll()
      .where('google_sub', '=', identity.subject)
      .executeTakeFirst();
    const user = linked ?? (await this.linkByEmail(identity, now));
    return { token: await startSession(this.db, user.id, now, this.options.sessions), userInfo: userInfo(user) };
  }

  private async linkByEmail(identity: ExternalIdentity, now: number): Promise<User> {
    if (!identity.email || !identity.emailVerified) throw new AppError('googleEmailUnverified');
    const email = normaliseEmail(identity.email);
    const existing = await findUserByEmail(this.db, email);
    if (existing) {
      if (existing.google_sub !== null) throw new AppError('emailAlreadyBound');
      await linkGoogle(this.db, existing.id, identity.subject, now);
      return { ...existing, google_sub: identity.subject };
    }
    const user: User = {
      id: uuidV7(now),
      email,
      password_hash: null,
      nickname: identity.name?.slice(0, 30) ?? defaultNickname(email),
      avatar: null,
      created_at: now,
      updated_at: now,
      google_sub: identity.subject,
      role: 'user',
      disabled_at: null,
    };
    if (!(await insertUser(this.db, user))) throw new AppError('emailAlreadyBound');
    return user;
  }

  private async checkLoginCode(email: string, code: string, address: string): Promise<User> {
    const user = await findUserByEmail(this.db, email);
    const used = await spendCode(this.db, { email, purpose: 'login', code, address }, this.options.now());
    if (!used || !user) throw new AppError('codeInvalid');
    return user;
  }

  /** Sets a new password with a reset code; every session of the account ends. */
  async resetPassword(input: z.output<typeof resetPasswordBody>, caller: Pick<CallerContext, 'ip'>): Promise<void> {
    const email = normaliseEmail(input.email);
    const code = requireCode(input.code);
    const password = checkNewPassword(input.password, input.confirmPassword);
    const now = this.options.now();
    const used = await spendCode(this.db, { email, purpose: 'reset', code, address: caller.ip }, now);
    const user = await findUserByEmail(this.db, email);
    if (!used || !user) throw new AppError('codeInvalid');
    await setPasswordHash(this.db, user.id, await this.options.passwords.hash(password), now);
    await endAllSessions(this.db, user.id, now);
    await clearSignInFailures(this.db, email);
  }

  authenticate(token: string | undefined): Promise<SignedIn> {
    return resolveSession(this.db, token, this.options.now(), this.options.sessions);
  }

  async userInfo(signedIn: SignedIn): Promise<UserInfo> {
    const user = await findUserById(this.db, signedIn.userId);
    if (!user) throw new AppError('unauthorized');
    return userInfo(user);
  }

  async logout(token: string | undefined): Promise<void> {
    const signedIn = await this.authenticate(token).catch(() => undefined);
    if (signedIn) await endSession(this.db, signedIn.tokenHash, this.options.now());
  }
}
