import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds in both dialects (see docs/decisions/0005-database.md). */
export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface TranslationMemoryTable {
  key: string;
  owner: string;
  source_language: string;
  target_language: string;
  target: string;
  updated_at: number;
}

export interface UserTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** argon2id; null for an account without a password (code or Google sign-in). */
  password_hash: string | null;
  nickname: string;
  avatar: string | null;
  created_at: number;
  updated_at: number;
}

export type SessionEndReason = 'replaced' | 'logout' | 'credentials';

export interface SessionTable {
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
  ended_reason: SessionEndReason | null;
}

export type CodePurpose = 'login' | 'register' | 'reset' | 'email';

export interface VerificationCodeTable {
  email: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: number;
  attempts: number;
  sent_at: number;
}

export interface LoginFailureTable {
  email: string;
  failed_at: number;
}

export interface OutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: number;
  sent_at: number | null;
}

export interface DatabaseSchema {
  site_settings: SiteSettingTable;
  translation_memory: TranslationMemoryTable;
  users: UserTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  login_failures: LoginFailureTable;
  outbox: OutboxTable;
}

export type { Generated };
