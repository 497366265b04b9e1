import { LIMITS } from '@glossa/contracts/limits';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';

const emailSchema = z.email().max(254);

/** The spec's e-mail rule (section 5); addresses are compared lower-cased. */
export function normaliseEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!emailSchema.safeParse(email).success) throw new AppError('invalidEmail');
  return email;
}

/** 8-16 characters with at least two kinds of letters, digits and symbols. */
export function isAcceptablePassword(password: string): boolean {
  const length = [...password].length;
  if (length < LIMITS.passwordMinLength || length > LIMITS.passwordMaxLength) return false;
  const kinds = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u].filter((kind) => kind.test(password)).length;
  return kinds >= LIMITS.passwordMinKinds;
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
