import type { Precision } from './chat.ts';
import { LIMITS } from './limits.ts';
import { get, login, post, postQuery, website } from './route-table.ts';

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

export type {
  AccountSettings,
  SessionEndReason,
  SessionInfo,
  SignInResult,
  UsagePage,
  UsageRecord,
  UserInfo,
} from './account-answers.ts';

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

/** Where each call goes; what it takes and answers is in ACCOUNT_ROUTES (account-routes.ts). */
export const ACCOUNT_CALLS = {
  settings: get(login(ACCOUNT_PATHS.settings)),
  sendCode: post(login(ACCOUNT_PATHS.sendCode)),
  registerOrNot: get(login(ACCOUNT_PATHS.registerOrNot)),
  register: post(login(ACCOUNT_PATHS.register)),
  login: post(login(ACCOUNT_PATHS.login)),
  resetPasswordWithCode: post(login(ACCOUNT_PATHS.resetPasswordWithCode)),
  /** Where the Google button sends the browser: a redirect to the provider. */
  googleStart: get(login(ACCOUNT_PATHS.googleStart)),
  googleLogin: post(login(ACCOUNT_PATHS.googleLogin)),
  /** Sign-out sits on the sign-in gateway (docs/product.md §7.2); the website's answers too. */
  logout: post(login(ACCOUNT_PATHS.logout)),
  websiteLogout: post(website(ACCOUNT_PATHS.logout)),
  humanCheck: post(website(ACCOUNT_PATHS.humanCheck)),
  userInfo: get(website(ACCOUNT_PATHS.userInfo)),
  /** The picture is the request body itself, with its own image content type. */
  uploadAvatar: post(website(ACCOUNT_PATHS.uploadAvatar)),
  updateProfile: post(website(ACCOUNT_PATHS.updateProfile)),
  resetUserName: post(website(ACCOUNT_PATHS.resetUserName)),
  alertEmail: postQuery(website(ACCOUNT_PATHS.alertEmail)),
  resetEmail: post(website(ACCOUNT_PATHS.resetEmail)),
  changePassword: post(website(ACCOUNT_PATHS.changePassword)),
  packageInfo: get(website(ACCOUNT_PATHS.packageInfo)),
  usagePage: post(website(ACCOUNT_PATHS.usagePage)),
  avatar: get(website(`${ACCOUNT_PATHS.avatar}/:userId`)),
  sessions: get(website(ACCOUNT_PATHS.sessions)),
  revokeSession: post(website(ACCOUNT_PATHS.revokeSession)),
  revokeOtherSessions: post(website(ACCOUNT_PATHS.revokeOtherSessions)),
  /** GET reads the launcher's remembered choices of the account, POST saves them. */
  preferences: get(website(ACCOUNT_PATHS.preferences)),
  savePreferences: post(website(ACCOUNT_PATHS.preferences)),
};

/**
 * The launcher's choices remembered for an account on the server, so a new browser starts where
 * the last one left off: translation type, language pair, document mode, agent, term base and
 * professional mode's precision. Every field may be missing (never chosen). The server answers
 * them as `PreferencesAnswer` (account-requests.ts), whose choices are of this shape.
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
