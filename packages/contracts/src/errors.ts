/**
 * Stable error codes of the API. `code` travels in the envelope; `status` is the HTTP status;
 * `messageKey` names the message in the `errors` namespace of the i18n package.
 */
export const ERRORS = {
  badRequest: { code: 400, status: 400, messageKey: 'badRequest' },
  unauthorized: { code: 401, status: 401, messageKey: 'unauthorized' },
  forbidden: { code: 403, status: 403, messageKey: 'forbidden' },
  notFound: { code: 404, status: 404, messageKey: 'notFound' },
  methodNotAllowed: { code: 405, status: 405, messageKey: 'methodNotAllowed' },
  payloadTooLarge: { code: 413, status: 413, messageKey: 'payloadTooLarge' },
  unsupportedMediaType: { code: 415, status: 415, messageKey: 'unsupportedMediaType' },
  signedOutElsewhere: { code: 418, status: 418, messageKey: 'signedOutElsewhere' },
  rateLimited: { code: 429, status: 429, messageKey: 'rateLimited' },
  internal: { code: 500, status: 500, messageKey: 'internal' },
  unavailable: { code: 503, status: 503, messageKey: 'unavailable' },
  validation: { code: 10001, status: 400, messageKey: 'validation' },
  invalidEmail: { code: 10002, status: 400, messageKey: 'invalidEmail' },
  passwordRules: { code: 10003, status: 400, messageKey: 'passwordRules' },
  passwordMismatch: { code: 10004, status: 400, messageKey: 'passwordMismatch' },
  termsNotAccepted: { code: 10005, status: 400, messageKey: 'termsNotAccepted' },
  codeRequired: { code: 10006, status: 400, messageKey: 'codeRequired' },
  codeInvalid: { code: 10007, status: 400, messageKey: 'codeInvalid' },
  codeResendTooSoon: { code: 10008, status: 429, messageKey: 'codeResendTooSoon' },
  emailRegistered: { code: 10009, status: 409, messageKey: 'emailRegistered' },
  emailAlreadyBound: { code: 10010, status: 409, messageKey: 'emailAlreadyBound' },
  wrongCredentials: { code: 10011, status: 400, messageKey: 'wrongCredentials' },
  tooManyAttempts: { code: 10012, status: 429, messageKey: 'tooManyAttempts' },
} as const;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

export const SUCCESS_CODE = 200;
