import {
  ACCOUNT_CALLS,
  type CodePurpose,
  type LauncherPreferences,
  type UsageRecord,
  type UserInfo,
} from '@glossa/contracts/account';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SavedPreferences,
} from '@glossa/contracts/account-requests';
import type { ACCOUNT_ROUTES } from '@glossa/contracts/account-routes';
import type { Envelope } from '@glossa/contracts/envelope';
import { isSuccess } from '@glossa/contracts/envelope';
import { apiFailure, apiHeaders, routeCaller, routeUrl } from '../../../lib/http.ts';

export type { UsageRecord };

const call = routeCaller<typeof ACCOUNT_ROUTES>(ACCOUNT_CALLS);
const noAuth = { noAuth: true };

/** The account calls (packages/contracts/src/account-routes.ts). */
export const accountApi = {
  settings: () => call('settings', {}, noAuth),
  sendCode: (email: string, purpose: CodePurpose) => call('sendCode', { email, purpose }),
  /** The one call whose error toast is suppressed (docs/product.md §7.3). */
  registerOrNot: (email: string) => call('registerOrNot', { email }, { silent: true }),
  register: (body: RegisterRequest) => call('register', body, noAuth),
  login: (body: LoginRequest) => call('login', body, noAuth),
  resetPasswordWithCode: (body: ResetPasswordRequest) => call('resetPasswordWithCode', body, noAuth),
  googleLogin: (query: string) => call('googleLogin', { query }, noAuth),
  humanCheck: (token: string) => call('humanCheck', { token }),
  userInfo: () => call('userInfo'),
  logout: () => call('logout', {}, { silent: true }),
  setNickname: (nickname: string) => call('updateProfile', { nickname }),
  alertEmail: (email: string) => call('alertEmail', { email }),
  resetEmail: (body: ChangeEmailRequest) => call('resetEmail', body),
  changePassword: (body: ChangePasswordRequest) => call('changePassword', body),
  packageInfo: () => call('packageInfo'),
  usagePage: (pageNum: number, pageSize: number) => call('usagePage', { pageNum, pageSize }),
  sessions: () => call('sessions'),
  /** The launcher's choices kept for the account; quiet: the launcher works without them. */
  preferences: () => call('preferences', {}, { silent: true }),
  /** The server refuses an agent it does not know, as it refuses any other field. */
  savePreferences: (choices: LauncherPreferences) =>
    call('savePreferences', { choices: choices as SavedPreferences }, { silent: true }),
  revokeSession: (sessionId: string) => call('revokeSession', { sessionId }),
  revokeOtherSessions: () => call('revokeOtherSessions'),

  /** The picture is the body itself, with its own content type. */
  async uploadAvatar(file: File): Promise<UserInfo> {
    const headers = { ...apiHeaders(), 'Content-Type': file.type };
    const { method, path } = ACCOUNT_CALLS.uploadAvatar;
    const response = await fetch(path, { method, headers, body: file });
    const envelope = (await response.json().catch(() => undefined)) as Envelope<UserInfo> | undefined;
    if (envelope && response.ok && isSuccess(envelope)) return envelope.data;
    throw apiFailure(envelope, response.status);
  },
};

/** Where the Google button sends the browser: the server redirects on to the provider. */
export function googleStartUrl(lang: string, clientId: string): string {
  return `${routeUrl(ACCOUNT_CALLS.googleStart).url}?${new URLSearchParams({ lang, clientId })}`;
}
