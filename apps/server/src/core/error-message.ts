import { ERRORS } from '@glossa/contracts/errors';
import type { LocaleCode } from '@glossa/contracts/locales';
import { isReason, type Reason } from '@glossa/contracts/request-rules';
import type { Catalog } from '@glossa/i18n/catalog';
import { languageNameInText } from '@glossa/translate/languages/names';
import type { AppError } from '#http/app-error.ts';

/**
 * Why a field was refused, as a reason key (`reason.*` of the `errors` namespace). Services that
 * refuse a field themselves name it as `issue`; an older free-text `reason` is worded generically,
 * so that every part of the message is in the caller's language.
 */
function reasonOf(values: AppError['values']): Reason {
  const { issue, reason } = values ?? {};
  if (isReason(issue)) return issue;
  return isReason(reason) ? reason : 'invalid';
}

/**
 * The message of an error in the caller's language; a refused field is named with its reason, a
 * language in the caller's words ('anglais', '英语'), never in the English of the engines' prompts.
 */
export function errorMessage(catalog: Catalog, locale: LocaleCode, error: AppError): string {
  const values: Record<string, string | number> = { ...error.values };
  for (const [key, code] of Object.entries(error.languages ?? {})) values[key] = languageNameInText(code, locale);
  if (error.errorName === 'validation') {
    values.reason = catalog.t(locale, 'errors', `reason.${reasonOf(values)}`, values);
  }
  return catalog.t(locale, 'errors', ERRORS[error.errorName].messageKey, values);
}

/** For programs: which field a 'validation' refusal is about, and why. */
export function refusedField(error: AppError): { field: string | number; issue: Reason } | null {
  const field = error.values?.field;
  return error.errorName === 'validation' && field !== undefined ? { field, issue: reasonOf(error.values) } : null;
}
