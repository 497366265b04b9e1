import {
  ACCOUNT_PATHS,
  type AccountSettings,
  type CodePurpose,
  type LauncherPreferences,
  type PreferencesAnswer,
  type SessionInfo,
  type SignInResult,
  type UserInfo,
} from '@glossa/contracts/account';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@glossa/contracts/account-requests';
import type { QuotaInfo } from '@glossa/contracts/chat';
import type { Envelope } from '@glossa/contracts/envelope';
import { isSuccess } from '@glossa/contracts/envelope';
import { apiFailure, apiHeaders, apiRequest, apiUrl } from '../../../lib/http.ts';

export interface UsageRecord {
  time: string;
  change: number;
  kind: string;
  conversationId: string | null;
  balanceAfter: number | null;
}

export interface UsagePage {
  records: UsageRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const login = { gateway: 'login' } as const;

export const accountApi = {
  settings: () => apiRequest<AccountSettings>(ACCOUNT_PATHS.settings, { ...login, method: 'GET', noAuth: true }),
  sendCode: (email: string, purpose: CodePurpose) =>
    apiRequest<{ resendAfterSeconds: number }>(ACCOUNT_PATHS.sendCode, { ...login, params: { email, purpose } }),
  /** The one call whose error toast is suppressed (docs/product.md §7.3). */
  registerOrNot: (email: string) =>
    apiRequest<{ registered: boolean }>(ACCOUNT_PATHS.registerOrNot, {
      ...login,
      method: 'GET',
      params: { email },
      silent: true,
    }),
  register: (body: RegisterRequest) =>
    apiRequest<SignInResult>(ACCOUNT_PATHS.register, { ...login, params: body, noAuth: true }),
  login: (body: LoginRequest) =>
    apiRequest<SignInResult>(ACCOUNT_PATHS.login, { ...login, params: body, noAuth: true }),
  resetPasswordWithCode: (body: ResetPasswordRequest) =>
    apiRequest<null>(ACCOUNT_PATHS.resetPasswordWithCode, { ...login, params: body, noAuth: true }),
  googleLogin: (query: string) =>
    apiRequest<SignInResult>(ACCOUNT_PATHS.googleLogin, { ...login, params: { query }, noAuth: true }),
  humanCheck: (token: string) => apiRequest<{ passed: boolean }>(ACCOUNT_PATHS.humanCheck, { params: { token } }),
  userInfo: () => apiRequest<UserInfo>(ACCOUNT_PATHS.userInfo, { method: 'GET' }),
  logout: () => apiRequest<null>(ACCOUNT_PATHS.logout, { ...login, method: 'POST', silent: true }),
  setNickname: (nickname: string) => apiRequest<UserInfo>(ACCOUNT_PATHS.updateProfile, { params: { nickname } }),
  alertEmail: (email: string) =>
    apiRequest<{ resendAfterSeconds: number }>(`${ACCOUNT_PATHS.alertEmail}?${new URLSearchParams({ email })}`),
  resetEmail: (body: ChangeEmailRequest) => apiRequest<null>(ACCOUNT_PATHS.resetEmail, { params: body }),
  changePassword: (body: ChangePasswordRequest) => apiRequest<null>(ACCOUNT_PATHS.changePassword, { params: body }),
  packageInfo: () => apiRequest<QuotaInfo>(ACCOUNT_PATHS.packageInfo, { method: 'GET' }),
  usagePage: (pageNum: number, pageSize: number) =>
    apiRequest<UsagePage>(ACCOUNT_PATHS.usagePage, { params: { pageNum, pageSize } }),
  sessions: () => apiRequest<SessionInfo[]>(ACCOUNT_PATHS.sessions, { method: 'GET' }),
  /** The launcher's choices kept for the account; quiet: the launcher works without them. */
  preferences: () => apiRequest<PreferencesAnswer>(ACCOUNT_PATHS.preferences, { method: 'GET', silent: true }),
  savePreferences: (choices: LauncherPreferences) =>
    apiRequest<null>(ACCOUNT_PATHS.preferences, { params: { choices }, silent: true }),
  revokeSession: (sessionId: string) => apiRequest<null>(ACCOUNT_PATHS.revokeSession, { params: { sessionId } }),
  revokeOtherSessions: () => apiRequest<{ revoked: number }>(ACCOUNT_PATHS.revokeOtherSessions),

  /** The picture is the body itself, with its own content type. */
  async uploadAvatar(file: File): Promise<UserInfo> {
    const headers = { ...apiHeaders(), 'Content-Type': file.type };
    const response = await fetch(apiUrl(ACCOUNT_PATHS.uploadAvatar), { method: 'POST', headers, body: file });
    const envelope = (await response.json().catch(() => undefined)) as Envelope<UserInfo> | undefined;
    if (envelope && response.ok && isSuccess(envelope)) return envelope.data;
    throw apiFailure(envelope, response.status);
  },
};

/** Where the Google button sends the browser: the server redirects on to the provider. */
export function googleStartUrl(lang: string, clientId: string): string {
  return `${apiUrl(ACCOUNT_PATHS.googleStart, 'login')}?${new URLSearchParams({ lang, clientId })}`;
}
