import { z } from 'zod';
import {
  CODE_PURPOSES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isAcceptablePassword,
  NICKNAME_MAX_LENGTH,
} from './account.ts';
import { PRECISIONS } from './chat.ts';
import { AGENT_IDS, clientId, TRANSLATION_MODES } from './chat-requests.ts';
import { INPUT_LIMITS } from './limits.ts';
import { LOCALE_CODES } from './locales.ts';
import { atMostChars, languageCode, orEmpty, paging, recordId, specific } from './request-rules.ts';

/**
 * Request schemas of accounts (paths in ACCOUNT_PATHS), shared by the server and the account
 * forms. Each account rule has a named error of its own (docs/product.md §5.1, §8.5), which these fields answer.
 */

/** Compared lower-cased, as the server stores it. */
export const email = z
  .string(specific('invalidEmail'))
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, specific('invalidEmail'))
  .regex(EMAIL_PATTERN, specific('invalidEmail'));

/** A password being chosen: 8-16 characters of at least two kinds. */
export const newPassword = z.string(specific('passwordRules')).refine(isAcceptablePassword, specific('passwordRules'));

/** A password that is only compared (sign-in, the current one). */
const password = z.string().max(INPUT_LIMITS.passwordInputMaxLength);

/** A code as typed; where one is needed it must not be empty (`verificationCode`). */
const codeInput = z
  .string(specific('codeRequired'))
  .trim()
  .max(INPUT_LIMITS.verificationCodeLength, specific('codeInvalid'));
export const verificationCode = codeInput.min(1, specific('codeRequired'));

export const nickname = z
  .string(specific('nicknameRequired'))
  .trim()
  .min(1, specific('nicknameRequired'))
  .refine(...atMostChars(NICKNAME_MAX_LENGTH));

/** Sign-up needs the terms of service and privacy policy accepted. */
export const agreement = z.boolean(specific('termsNotAccepted')).pipe(z.literal(true, specific('termsNotAccepted')));

export const codePurpose = z.enum(CODE_PURPOSES);

/** The confirmation repeats the new password; checked once both fields are well formed. */
function confirmed<T extends { password: string; confirmPassword: string }>(request: T): boolean {
  return request.password === request.confirmPassword;
}
const mismatch = { path: ['confirmPassword'], ...specific('passwordMismatch') };

export const sendCodeBody = orEmpty(z.object({ email, purpose: codePurpose }));
export const emailQuery = z.strictObject({ email });

/** Fields in the order docs/product.md §5.1 checks them: the first failing one is answered. */
export const registerBody = orEmpty(
  z
    .object({
      email,
      agreed: agreement,
      code: verificationCode,
      password: newPassword,
      confirmPassword: z.string(specific('passwordMismatch')),
    })
    .refine(confirmed, mismatch),
);

/** With a password, or with a sign-in code when the password is left out or empty. */
export const loginBody = orEmpty(z.object({ email, password: password.optional(), code: codeInput.optional() }));

export const resetPasswordBody = orEmpty(
  z
    .object({
      email,
      code: verificationCode,
      password: newPassword,
      confirmPassword: z.string(specific('passwordMismatch')),
    })
    .refine(confirmed, mismatch),
);

/**
 * Changing the password checks the current one first, and only the service knows whether the
 * account has one: here only the shapes; the rules (`newPassword`, the confirmation) follow there.
 */
export const changePasswordBody = orEmpty(
  z.object({
    oldPassword: password.optional(),
    password: z.string(specific('passwordRules')).optional(),
    confirmPassword: z.string(specific('passwordMismatch')).optional(),
  }),
);

export const changeEmailBody = orEmpty(z.object({ email, code: verificationCode }));
export const nicknameBody = orEmpty(z.object({ nickname }));
export const usagePageBody = orEmpty(z.object(paging));

export const googleStartQuery = z.strictObject({
  lang: z.enum(LOCALE_CODES).optional(),
  clientId: clientId.optional(),
});
/** The query string Google's redirect left on the callback page. */
export const googleLoginBody = orEmpty(
  z.object({
    query: z
      .string(specific('googleSignInFailed'))
      .max(INPUT_LIMITS.signInCallbackMaxLength, specific('googleSignInFailed')),
  }),
);
export const humanCheckBody = orEmpty(
  z.object({
    token: z
      .string(specific('humanCheckFailed'))
      .min(1, specific('humanCheckFailed'))
      .max(INPUT_LIMITS.tokenMaxLength, specific('humanCheckFailed')),
  }),
);

/**
 * The picture is the request body itself (its own image content type). `formats` are the
 * site's accepted extensions, named in the refusal; its real format is read from the bytes.
 */
export function avatarBody(formats: readonly string[]) {
  return z.custom<Uint8Array>((body) => body instanceof Uint8Array, {
    error: 'avatarFormat',
    params: { formats: formats.join(', ') },
  });
}

export const avatarParams = z.object({ userId: recordId });
/** `?v=` is the upload time, so that caches keep each picture for good. */
export const avatarQuery = z.strictObject({
  v: z
    .string()
    .regex(/^\d{1,16}$/)
    .optional(),
});

/** Ending one session from the session list (ACCOUNT_PATHS.revokeSession). */
export const revokeSessionBody = orEmpty(z.object({ sessionId: recordId }));

/** The launcher's choices as the account saves them (LauncherPreferences); unknown fields are refused. */
export const launcherPreferences = z.strictObject({
  type: z.enum(['document', 'text']).optional(),
  source: languageCode({ auto: true }).optional(),
  target: languageCode().optional(),
  mode: z.enum(TRANSLATION_MODES).optional(),
  agentId: z.enum(AGENT_IDS).optional(),
  termBaseId: recordId.optional(),
  precision: z.enum(PRECISIONS).optional(),
});
export const preferencesBody = orEmpty(z.object({ choices: launcherPreferences }));
/** `GET /gateway/website/user/preferences`: null until the account has saved any. */
export const preferencesAnswer = z.object({ choices: launcherPreferences.nullable() });
export type PreferencesAnswer = z.output<typeof preferencesAnswer>;
/** The choices as saved: what the launcher holds, with the agent among the known ones. */
export type SavedPreferences = z.input<typeof launcherPreferences>;

export type RegisterRequest = z.input<typeof registerBody>;
export type LoginRequest = z.input<typeof loginBody>;
export type ResetPasswordRequest = z.input<typeof resetPasswordBody>;
export type ChangePasswordRequest = z.input<typeof changePasswordBody>;
export type ChangeEmailRequest = z.input<typeof changeEmailBody>;
