import type { Precision } from './chat.ts';
import { LIMITS } from './limits.ts';

/**
 * Wire shapes and names of accounts (docs/product.md §3.1, §4.1, §7.3). The session token itself travels
 * in an httpOnly cookie (or `Authorization`); scripts see only the `signed_in` marker
 * (docs/decisions/0011-session-cookie.md).
 */
export const ACCOUNT_COOKIES = {
  /** Readable marker, value '1': the browser holds a session cookie. Never a secret. */
  signedIn: 'signed_in',
  /** httpOnly: a passed human check, for a short while. */
  humanPass: 'human_pass',
} as const;

/** What a verification code is for; request schemas are in account-requests.ts. */
export const CODE_PURPOSES = ['login', 'register', 'reset', 'email'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export interface UserInfo {
  userId: string;
  email: string;
  nickname: string;
  /** Address of the profile picture, or null for the default one. */
  avatar: string | null;
  hasPassword: boolean;
  googleLinked: boolean;
}

export interface SignInResult {
  /** For API clients (`Authorization`); the web app relies on the httpOnly cookie instead. */
  token: string;
  userInfo: UserInfo;
}

/** `GET /gateway/logincommon/account/settings`: how sign-in works on this site. */
export interface AccountSettings {
  googleSignIn: boolean;
  /** Cloudflare Turnstile when the human check is on. */
  humanCheck: { provider: 'turnstile'; siteKey: string } | null;
  avatar: { formats: string[]; maxBytes: number };
  codeResendSeconds: number;
  nicknameMaxLength: number;
}

export const NICKNAME_MAX_LENGTH = 30;

/** Paths below the gateways (GATEWAYS.login and GATEWAYS.website in limits.ts). */
export const ACCOUNT_PATHS = {
  sendCode: '/code/getSMSCode',
  registerOrNot: '/user/registerOrNot',
  register: '/user/register',
  login: '/login',
  resetPasswordWithCode: '/user/resetPassword',
  settings: '/account/settings',
  googleStart: '/googleLogin/start',
  googleLogin: '/googleLogin',
  humanCheck: '/turnstile/verify',
  userInfo: '/user/getUserInfoBasic',
  logout: '/login/aiUserLoginOut',
  uploadAvatar: '/user/uploadAvatar',
  updateProfile: '/user/updatePersonalInformation',
  resetUserName: '/user/resetUserName',
  alertEmail: '/user/alertEmail',
  resetEmail: '/user/resetEmail',
  changePassword: '/user/resetPassword',
  packageInfo: '/comboView/userAllComboBySystemCode',
  usagePage: '/user/usagePage',
  avatar: '/user/avatar',
  sessions: '/user/sessions',
  revokeSession: '/user/sessions/revoke',
  revokeOtherSessions: '/user/sessions/revokeOthers',
  /** GET reads, POST saves the launcher's remembered choices of the account. */
  preferences: '/user/preferences',
} as const;

/**
 * The launcher's choices remembered for an account on the server, so a new browser starts where
 * the last one left off: translation type, language pair, document mode, agent, term base and
 * professional mode's precision. Every field may be missing (never chosen).
 */
export interface LauncherPreferences {
  type?: 'document' | 'text';
  source?: string;
  target?: string;
  mode?: 'agent' | 'professional';
  agentId?: string;
  termBaseId?: string;
  precision?: Precision;
}

/** `GET /gateway/website/user/preferences`: null until the account has saved any. */
export interface PreferencesAnswer {
  choices: LauncherPreferences | null;
}

/** How a session ended: a newer sign-in, sign-out, new credentials, revoked from the list, expiry. */
export type SessionEndReason = 'replaced' | 'logout' | 'credentials' | 'revoked' | 'expired';

/** `GET /gateway/website/user/sessions`: the account's live sessions, then recently ended ones. */
export interface SessionInfo {
  sessionId: string;
  /** Read from the user agent ("Firefox", "Windows"); null when it says nothing known. */
  browser: string | null;
  os: string | null;
  /** The client address that signed in. */
  address: string | null;
  createdAt: string;
  lastActiveAt: string;
  /** The session of the request that asked. */
  current: boolean;
  /** Both null while the session lasts. */
  endedAt: string | null;
  endedReason: SessionEndReason | null;
}

/** Addresses as the client and the server accept them (the common subset of RFC 5321). */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The password rule (docs/product.md §5.1): 8-16 characters with at least two of letters, digits, symbols. */
export function isAcceptablePassword(password: string): boolean {
  const length = [...password].length;
  if (length < LIMITS.passwordMinLength || length > LIMITS.passwordMaxLength) return false;
  const kinds = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u].filter((kind) => kind.test(password)).length;
  return kinds >= LIMITS.passwordMinKinds;
}
