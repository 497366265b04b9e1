import { isAcceptablePassword, isValidEmail } from '@glossa/contracts/account';
import { AppError } from '#http/app-error.ts';

/** The e-mail rule (docs/product.md §5.1), the same check as the web form; compared lower-cased. */
export function normaliseEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!isValidEmail(email)) throw new AppError('invalidEmail');
  return email;
}

/** The new-password pair of sign-up and reset: the rules first, then the confirmation. */
export function checkNewPassword(password: unknown, confirmPassword: unknown): string {
  if (typeof password !== 'string' || !isAcceptablePassword(password)) throw new AppError('passwordRules');
  if (password !== confirmPassword) throw new AppError('passwordMismatch');
  return password;
}

export function requireCode(code: unknown): string {
  const value = typeof code === 'string' ? code.trim() : '';
  if (value === '') throw new AppError('codeRequired');
  return value;
}
