import type { LocaleCode } from '@glossa/contracts/locales';
import type { Catalog } from '@glossa/i18n/catalog';
import argon2 from 'argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { CodePurpose } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { codeMail } from './code-mail.ts';
import { CODE_RESEND_MS, consumeCode, forgetCode, generateCode, resendWaitMs, storeCode } from './codes.ts';
import type { Mailer } from './mailer.ts';
import {
  clearLoginFailures,
  findUserByEmail,
  findUserById,
  insertUser,
  recentLoginFailures,
  recordLoginFailure,
  setPasswordHash,
  type User,
  uuidV7,
} from './repo.ts';
import { endAllSessions, endSession, resolveSession, type SignedIn, startSession } from './sessions.ts';
import { checkNewPassword, normaliseEmail, requireCode } from './validation.ts';

/** Password sign-ins: this many failures within the window lock the address for LOCK_MS. */
const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

export interface UserInfo {
  userId: string;
  email: string;
  nickname: string;
  avatar: string | null;
  hasPassword: boolean;
}

export interface SignInResult {
  token: string;
  userInfo: UserInfo;
}

export interface AccountServiceOptions {
  db: Database;
  mailer: Mailer;
  catalog: Catalog;
  log: FastifyBaseLogger;
  siteName: string;
  /** Development only: print each code to the log, for running without SMTP. */
  logCodes: boolean;
  now: () => number;
}

const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

function userInfo(user: User): UserInfo {
  return {
    userId: user.id,
    email: user.email,
    nickname: user.nickname,
    avatar: user.avatar,
    hasPassword: user.password_hash !== null,
  };
}

/** Sign-up, sign-in, codes and sessions. Every lookup is by the caller's own address or session. */
export class AccountService {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly options: AccountServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  /**
   * Sends a code unless one went to this address in the last minute. For sign-in and reset an
   * unknown address gets the same answer (and a code row nobody receives): no enumeration here.
   */
  async sendCode(
    rawEmail: unknown,
    purpose: CodePurpose,
    locale: LocaleCode,
    signedIn: SignedIn | undefined,
  ): Promise<{ resendAfterSeconds: number }> {
    const email = normaliseEmail(rawEmail);
    const now = this.options.now();
    const wait = await resendWaitMs(this.db, email, now);
    if (wait > 0) throw new AppError('codeResendTooSoon', { seconds: Math.ceil(wait / 1000) });
    const user = await findUserByEmail(this.db, email);
    if (purpose === 'register' && user) throw new AppError('emailRegistered');
    if (purpose === 'email') {
      if (!signedIn) throw new AppError('unauthorized');
      if (user) throw new AppError('emailAlreadyBound');
    }
    const code = generateCode();
    await storeCode(this.db, email, purpose, code, now);
    const deliver = purpose === 'register' || purpose === 'email' || user !== undefined;
    if (deliver) {
      try {
        await this.options.mailer.send(codeMail(this.options.catalog, locale, email, code, this.options.siteName));
      } catch (error) {
        await forgetCode(this.db, email, purpose);
        throw error;
      }
      if (this.options.logCodes) this.options.log.info({ email, purpose, code }, 'verification code (development)');
    }
    return { resendAfterSeconds: CODE_RESEND_MS / 1000 };
  }

  async isRegistered(rawEmail: unknown): Promise<boolean> {
    return (await findUserByEmail(this.db, normaliseEmail(rawEmail))) !== undefined;
  }

  async register(input: Record<string, unknown>): Promise<SignInResult> {
    const email = normaliseEmail(input.email);
    if (input.agreed !== true) throw new AppError('termsNotAccepted');
    const code = requireCode(input.code);
    const password = checkNewPassword(input.password, input.confirmPassword);
    if (await findUserByEmail(this.db, email)) throw new AppError('emailRegistered');
    const now = this.options.now();
    if (!(await consumeCode(this.db, email, 'register', code, now))) throw new AppError('codeInvalid');
    const user: User = {
      id: uuidV7(now),
      email,
      password_hash: await hashPassword(password),
      nickname: email.split('@')[0]?.slice(0, 30) || email,
      avatar: null,
      created_at: now,
      updated_at: now,
    };
    if (!(await insertUser(this.db, user))) throw new AppError('emailRegistered');
    return { token: await startSession(this.db, user.id, now), userInfo: userInfo(user) };
  }

  /** With a password (throttled per address) or with a sign-in code. */
  async login(input: Record<string, unknown>): Promise<SignInResult> {
    const email = normaliseEmail(input.email);
    const user =
      typeof input.password === 'string' && input.password !== ''
        ? await this.checkPassword(email, input.password)
        : await this.checkLoginCode(email, requireCode(input.code));
    await clearLoginFailures(this.db, email);
    return { token: await startSession(this.db, user.id, this.options.now()), userInfo: userInfo(user) };
  }

  private async checkPassword(email: string, password: string): Promise<User> {
    const now = this.options.now();
    const failures = await recentLoginFailures(this.db, email, now - FAILURE_WINDOW_MS - LOCK_MS, MAX_FAILURES);
    const [latest, oldest] = [failures[0] ?? 0, failures[MAX_FAILURES - 1]];
    if (oldest !== undefined && latest - oldest <= FAILURE_WINDOW_MS && now - latest < LOCK_MS) {
      throw new AppError('tooManyAttempts', { minutes: Math.ceil((latest + LOCK_MS - now) / 60_000) });
    }
    const user = await findUserByEmail(this.db, email);
    // An unknown address costs the same hash check, so timing does not tell which addresses exist.
    const hash = user?.password_hash ?? (await this.dummy());
    const matches = await argon2.verify(hash, password).catch(() => false);
    if (!user?.password_hash || !matches) {
      await recordLoginFailure(this.db, email, now, now - FAILURE_WINDOW_MS - LOCK_MS);
      throw new AppError('wrongCredentials');
    }
    return user;
  }

  private async checkLoginCode(email: string, code: string): Promise<User> {
    const user = await findUserByEmail(this.db, email);
    const used = await consumeCode(this.db, email, 'login', code, this.options.now());
    if (!used || !user) throw new AppError('codeInvalid');
    return user;
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(`no account ${Math.random()}`);
    return this.dummyHash;
  }

  /** Sets a new password with a reset code; every session of the account ends. */
  async resetPassword(input: Record<string, unknown>): Promise<void> {
    const email = normaliseEmail(input.email);
    const code = requireCode(input.code);
    const password = checkNewPassword(input.password, input.confirmPassword);
    const now = this.options.now();
    const used = await consumeCode(this.db, email, 'reset', code, now);
    const user = await findUserByEmail(this.db, email);
    if (!used || !user) throw new AppError('codeInvalid');
    await setPasswordHash(this.db, user.id, await hashPassword(password), now);
    await endAllSessions(this.db, user.id, now);
    await clearLoginFailures(this.db, email);
  }

  authenticate(token: string | undefined): Promise<SignedIn> {
    return resolveSession(this.db, token, this.options.now());
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
