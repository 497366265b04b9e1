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
  /** The OpenID subject of the linked Google account. */
  google_sub: string | null;
}

/** 'revoked': ended from another session's list; 'expired': idle or too old (SESSION_*_DAYS). */
export type SessionEndReason = 'replaced' | 'logout' | 'credentials' | 'revoked' | 'expired';

export interface SessionTable {
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  /** The public id (UUID v7) the session list shows and revokes by. */
  id: string;
  user_id: string;
  created_at: number;
  /** Written at most once a minute per session. */
  last_seen_at: number;
  ended_at: number | null;
  ended_reason: SessionEndReason | null;
  /** The browser and address that signed in, for the session list. */
  user_agent: string | null;
  ip: string | null;
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
  /** The client address, for per-address throttling. */
  ip: string | null;
}

export interface AvatarTable {
  user_id: string;
  /** WebP, resized. */
  content: Buffer;
  updated_at: number;
}

export interface OAuthFlowTable {
  /** SHA-256 (hex) of the state parameter. */
  state_hash: string;
  code_verifier: string;
  nonce: string;
  locale: string;
  /** The visitor's client id, whose work moves to the account after sign-in. */
  client_id: string | null;
  created_at: number;
}

export interface CodeSendTable {
  email: string;
  sent_at: number;
  /** The client address that asked for the code (null for rows from before it was kept). */
  address: string | null;
}

export interface HumanPassTable {
  token_hash: string;
  expires_at: number;
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

export interface PlanTable {
  id: string;
  member: number;
  daily_chats: number | null;
  plan_chats: number | null;
  period_days: number | null;
  file_max_bytes: number;
  storage_days: number;
  /** 'free', 'member' (a period with plan chats), 'pack' (pay-as-you-go chats), 'enterprise' (contact only). */
  kind: PlanKind;
  /** The period as bought: `period_count` days, months or years. */
  period_unit: PeriodUnit | null;
  period_count: number | null;
  /** Off the list price, in whole percent (rounded half up to the minor unit). */
  discount_percent: number;
  languages: number;
  /** Which formats it opens: 'basic' (the free ones) or 'member' (all). */
  format_tier: FormatTier;
  /** 0 or 1: the professional Chinese-English domain feature. */
  domain_feature: number;
  early_access: number;
  support: string;
  /** Chats of a pay-as-you-go pack. */
  pack_chats: number | null;
  /** The plan's own text length limit; null: the site's TEXT_MAX_CHARS. */
  text_max_chars: number | null;
  sort_order: number;
  active: number;
}

export type PlanKind = 'free' | 'member' | 'pack' | 'enterprise';
export type PeriodUnit = 'day' | 'month' | 'year';
export type FormatTier = 'basic' | 'member';

/** A plan's price in one currency, in integer minor units (cents, fen; yen have none). */
export interface PlanPriceTable {
  plan_id: string;
  currency: string;
  amount: number;
  first_amount: number | null;
}

export type OrderState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
export type ServiceType = 'subscribe' | 'renew' | 'pack';

export interface OrderTable {
  id: string;
  order_no: string;
  owner: string;
  plan_id: string;
  service_type: ServiceType;
  currency: string;
  amount: number;
  /** 1 when the first-subscription price was given. */
  first_price: number;
  state: OrderState;
  provider: string;
  /** The provider's own id (a Stripe Checkout Session). */
  provider_ref: string | null;
  created_at: number;
  /** A pending order not paid by then is expired (abandoned). */
  expires_at: number;
  paid_at: number | null;
  updated_at: number;
}

export interface EnterpriseRequestTable {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  locale: string;
  owner: string | null;
  created_at: number;
}

export interface PlanGrantTable {
  id: string;
  owner: string;
  plan_id: string;
  chats_left: number | null;
  starts_at: number;
  expires_at: number;
  created_at: number;
}

export interface UsageRecordTable {
  id: string;
  owner: string;
  /** Unique: a job is charged once, however often it resumes. */
  job_id: string;
  conversation_id: string | null;
  kind: string;
  /** 'daily', 'plan' or 'pack'. */
  source: string;
  change: number;
  balance_after: number | null;
  /** The client address of a charge (a visitor's daily allowance is also counted per address). */
  address: string | null;
  /** YYYY-MM-DD (UTC) of the charge, for daily counts. */
  day: string;
  created_at: number;
}

export interface StoredFileTable {
  id: string;
  owner: string;
  name: string;
  format: string;
  size: number;
  storage_key: string;
  /** The password of a protected file, sealed with the server's key (AES-256-GCM). */
  unlock_secret: string | null;
  /** JSON: pages, words, segments, detected language, preview text. */
  info: string;
  created_at: number;
  expires_at: number;
  deleted_at: number | null;
}

export interface ConversationTable {
  id: string;
  owner: string;
  name: string;
  module: string;
  source_language: string;
  target_language: string;
  file_id: string | null;
  preview: string;
  /** JSON: agent, mode, options, term base, precision. */
  settings: string;
  /** The next event number of this conversation's stream. */
  next_seq: number;
  created_at: number;
  updated_at: number;
}

export interface MessageTable {
  id: string;
  conversation_id: string;
  position: number;
  role: string;
  kind: string;
  /** JSON array of blocks. */
  blocks: string;
  search_text: string;
  feedback: number;
  status: string;
  created_at: number;
}

export interface JobTable {
  id: string;
  conversation_id: string;
  message_id: string;
  kind: string;
  state: string;
  /** JSON: what the turn does (see features/workspace/jobs/job-input.ts). */
  input: string;
  total: number;
  done: number;
  /** Bumped by every edit or refinement: part of download cache keys. */
  revision: number;
  error: string | null;
  created_at: number;
  updated_at: number;
  /** The run token: bumped by every claim; a run writes only while the row still holds its attempt. */
  attempt: number;
  /** The client address that queued the job (per-address waiting limit). */
  address: string | null;
}

/** One accepted job, for the per-minute limits (kept when its conversation is deleted). */
export interface JobAdmissionTable {
  owner: string;
  address: string | null;
  created_at: number;
}

/** A conversation (and job) that produced a translation memory entry, with the target it gave. */
export interface MemoryOriginTable {
  memory_key: string;
  conversation_id: string;
  job_id: string;
  target: string;
  updated_at: number;
}

export interface JobSegmentTable {
  job_id: string;
  segment_id: string;
  position: number;
  source: string;
  target: string | null;
  origin: string | null;
}

export interface ConversationEventTable {
  conversation_id: string;
  seq: number;
  data: string;
  created_at: number;
}

/** A named glossary of one owner ('user:<id>' or 'visitor:<client id>') for one language pair. */
export interface TermBaseTable {
  id: string;
  owner_key: string;
  name: string;
  source_language: string;
  target_language: string;
  created_at: number;
  updated_at: number;
}

export interface TermEntryTable {
  id: string;
  term_base_id: string;
  source: string;
  /** The source folded for comparison (case, width, spaces): unique per term base. */
  source_key: string;
  target: string;
  target_key: string;
  /** 0 or 1 in both dialects. */
  do_not_translate: number;
  case_sensitive: number;
  note: string;
  created_at: number;
  updated_at: number;
}

/** The launcher's remembered choices of an account (LauncherPreferences as JSON). */
export interface UserPreferenceTable {
  user_id: string;
  choices: string;
  updated_at: number;
}

export interface DatabaseSchema {
  site_settings: SiteSettingTable;
  translation_memory: TranslationMemoryTable;
  users: UserTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  login_failures: LoginFailureTable;
  outbox: OutboxTable;
  avatars: AvatarTable;
  oauth_flows: OAuthFlowTable;
  human_passes: HumanPassTable;
  code_sends: CodeSendTable;
  plans: PlanTable;
  plan_grants: PlanGrantTable;
  plan_prices: PlanPriceTable;
  orders: OrderTable;
  enterprise_requests: EnterpriseRequestTable;
  usage_records: UsageRecordTable;
  stored_files: StoredFileTable;
  conversations: ConversationTable;
  messages: MessageTable;
  jobs: JobTable;
  job_segments: JobSegmentTable;
  conversation_events: ConversationEventTable;
  term_bases: TermBaseTable;
  term_entries: TermEntryTable;
  job_admissions: JobAdmissionTable;
  upload_admissions: JobAdmissionTable;
  memory_origins: MemoryOriginTable;
  user_preferences: UserPreferenceTable;
}

export type { Generated };
