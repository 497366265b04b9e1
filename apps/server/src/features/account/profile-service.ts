import { ACCOUNT_PATHS, NICKNAME_MAX_LENGTH, type UserInfo } from '@glossa/contracts/account';
import type { changeEmailBody, changePasswordBody } from '@glossa/contracts/account-requests';
import { GATEWAYS } from '@glossa/contracts/limits';
import type { z } from 'zod';
import type { Database } from '#db/database.ts';
import { AppError } from '#http/app-error.ts';
import { type AvatarRules, resizeAvatar } from './avatar.ts';
import { spendCode } from './codes.ts';
import type { Passwords } from './password.ts';
import { findUserByEmail, findUserById, setPasswordHash, type User } from './repo.ts';
import { userInfo } from './service.ts';
import { endAllSessions, type SignedIn } from './sessions.ts';
import { checkSignInAllowed, clearSignInFailures, recordSignInFailure } from './throttle.ts';
import { checkNewPassword, normaliseEmail, requireCode } from './validation.ts';

export interface ProfileServiceOptions {
  db: Database;
  passwords: Passwords;
  avatar: AvatarRules;
  now: () => number;
}

/** The signed-in person's own profile: picture, nickname, e-mail and password. */
export class ProfileService {
  constructor(private readonly options: ProfileServiceOptions) {}

  private get db() {
    return this.options.db;
  }

  private async user(signedIn: SignedIn): Promise<User> {
    const user = await findUserById(this.db, signedIn.userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  async setNickname(signedIn: SignedIn, raw: unknown): Promise<UserInfo> {
    const nickname = typeof raw === 'string' ? raw.trim() : '';
    if (nickname === '') throw new AppError('nicknameRequired');
    if ([...nickname].length > NICKNAME_MAX_LENGTH) {
      throw new AppError('validation', { field: 'nickname', issue: 'tooLong', max: NICKNAME_MAX_LENGTH });
    }
    const now = this.options.now();
    await this.db.updateTable('users').set({ nickname, updated_at: now }).where('id', '=', signedIn.userId).execute();
    return userInfo(await this.user(signedIn));
  }

  /** Stores the resized picture; the address changes with each upload, so caches never go stale. */
  async setAvatar(signedIn: SignedIn, bytes: Uint8Array): Promise<UserInfo> {
    const content = await resizeAvatar(bytes, this.options.avatar);
    const now = this.options.now();
    const avatar = `${GATEWAYS.website}${ACCOUNT_PATHS.avatar}/${signedIn.userId}?v=${now}`;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('avatars')
        .values({ user_id: signedIn.userId, content, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ content, updated_at: now }))
        .execute();
      await trx.updateTable('users').set({ avatar, updated_at: now }).where('id', '=', signedIn.userId).execute();
    });
    return userInfo(await this.user(signedIn));
  }

  async avatarImage(userId: string): Promise<Buffer | undefined> {
    const row = await this.db.selectFrom('avatars').select('content').where('user_id', '=', userId).executeTakeFirst();
    return row ? Buffer.from(row.content) : undefined;
  }

  /** Moves the account to a new address proven by its code; every session ends. */
  async changeEmail(signedIn: SignedIn, input: z.output<typeof changeEmailBody>, address: string): Promise<void> {
    const email = normaliseEmail(input.email);
    const code = requireCode(input.code);
    const user = await this.user(signedIn);
    if (email === user.email) throw new AppError('sameEmail');
    if (await findUserByEmail(this.db, email)) throw new AppError('emailAlreadyBound');
    const now = this.options.now();
    if (!(await spendCode(this.db, { email, purpose: 'email', code, address }, now))) throw new AppError('codeInvalid');
    const moved = await this.db
      .updateTable('users')
      .set({ email, updated_at: now })
      .where('id', '=', user.id)
      .executeTakeFirst()
      .catch((error: unknown) => {
        throw new AppError('emailAlreadyBound', undefined, { cause: error });
      });
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError('unauthorized');
    await endAllSessions(this.db, user.id, now);
  }

  /**
   * Sets a first password, or changes it (the current one is then required and checked, with
   * the sign-in throttling). Every session ends: the person signs in again.
   */
  async changePassword(signedIn: SignedIn, input: z.output<typeof changePasswordBody>, ip: string): Promise<void> {
    const user = await this.user(signedIn);
    const now = this.options.now();
    const old = input.oldPassword ?? '';
    if (user.password_hash !== null && old === '') throw new AppError('oldPasswordRequired');
    const password = checkNewPassword(input.password, input.confirmPassword);
    if (user.password_hash !== null) {
      await checkSignInAllowed(this.db, user.email, ip, now);
      if (!(await this.options.passwords.verify(user.password_hash, old))) {
        await recordSignInFailure(this.db, user.email, ip, now);
        throw new AppError('oldPasswordWrong');
      }
    }
    await setPasswordHash(this.db, user.id, await this.options.passwords.hash(password), now);
    await clearSignInFailures(this.db, user.email);
    await endAllSessions(this.db, user.id, now);
  }
}
