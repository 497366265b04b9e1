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
  /** 'operator' may open the console (docs/decisions/0022-operator-console.md). */
  role: UserRole;
  /** Set when an operator disabled the account: it cannot sign in or use a session. */
  disabled_at: number | null;
}

export type UserRole = 'user' | 'operator';

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

/** One code sent (migration 0021): every code is good for its ten minutes, whatever is sent after it. */
export interface VerificationCodeTable {
  id: string;
  email: string;
  purpose: CodePurpose;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One wrong code guess, counted per client address (migration 0021). */
export interface CodeGuessTable {
  email: string;
  purpose: CodePurpose;
  address: string;
  guessed_at: number;
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
  /** 0 or 1: holders are spared advertising spaces. */
  ad_free: number;
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
export type ServiceType = 'subscribe' | 'renew' | 'upgrade' | 'pack';

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
  /** An upgrade's credit for the unused part of the plans it replaces, already taken off `amount`. */
  credit: number;
  state: OrderState;
  provider: string;
  /** The provider's own id (a Stripe Checkout Session). */
  provider_ref: string | null;
  created_at: number;
  /** A pending order not paid by then is expired (abandoned). */
  expires_at: number;
  paid_at: number | null;
  updated_at: number;
  /** The buyer's interface language when ordering (receipts and reminders); null for older orders. */
  locale: string | null;
}

/** A plan-end reminder sent: once per owner, plan end and days before it (migration 0023). */
export interface PlanEndReminderTable {
  owner: string;
  plan_end: number;
  days_before: number;
  sent_at: number;
}

/** What Stripe said about an order's payment (migration 0022, docs/decisions/0034-stripe.md). */
export interface OrderPaymentColumns {
  /** The PaymentIntent that paid the order. */
  payment_intent: Generated<string | null>;
  /** Minor units refunded so far. */
  refunded_amount: Generated<number>;
  dispute_state: Generated<DisputeState | null>;
  /** Tax collected by Stripe Tax, included in the amount paid. */
  tax_amount: Generated<number | null>;
  /** A promotion code's discount, taken off the amount paid. */
  discount_amount: Generated<number | null>;
  /** For the operator: 'mismatch:…', 'stray:…' or 'auto-refunded' (the payment_events row says more). */
  payment_flag: Generated<string | null>;
  /** Checkouts opened for the order; only the latest attempt may store its session. */
  checkout_attempts: Generated<number>;
  /** When the live checkout was opened; null when none is open. */
  checkout_opened_at: Generated<number | null>;
}

export type DisputeState = 'open' | 'won' | 'lost';

/** One Stripe event about an order, recorded once (its id is Stripe's event id). */
export interface PaymentEventTable {
  event_id: string;
  type: string;
  order_id: string | null;
  session_id: string | null;
  payment_intent: string | null;
  charge_id: string | null;
  amount: number | null;
  currency: string | null;
  livemode: number;
  /** What was done: 'fulfilled', 'ignored', 'mismatch:amount', 'stray:cancelled', 'refunded' … */
  outcome: string;
  detail: string | null;
  /** The refund this server made of a stray payment (STRIPE_AUTO_REFUND_STRAYS). */
  refund_id: string | null;
  /** When Stripe made the event, and when it came. */
  event_created: number;
  created_at: number;
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
  /** Where the operators are with it (migration 0024); who moved it last and when. */
  state: Generated<EnterpriseRequestState>;
  state_changed_by: string | null;
  state_changed_at: number | null;
}

export type EnterpriseRequestState = 'new' | 'contacted' | 'closed';

/** What an owner may use from when to when: one entry of the entitlement ledger (migration 0025). */
export interface PlanGrantTable {
  id: string;
  owner: string;
  plan_id: string;
  chats_left: number | null;
  starts_at: number;
  expires_at: number;
  created_at: number;
  /** The paid order that gave it; null for a grant made by hand. */
  order_id: Generated<string | null>;
  /** 'unlimited': no count (an enterprise plan); 'counted': chats_left, or the day's allowance when null. */
  allowance: Generated<GrantAllowance>;
  withdrawn_at: Generated<number | null>;
  withdrawn_reason: Generated<WithdrawalReason | null>;
}

export type GrantAllowance = 'counted' | 'unlimited';
export type WithdrawalReason = 'refund' | 'dispute' | 'upgrade';

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
  /** 1: spent as a visitor, counted in its address's visitor allowance even after moving to an account. */
  visitor: Generated<number>;
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
  /** The process holding the running job (decision 0024). */
  worker_id: string | null;
  /** The holder's lease: past it, another worker takes the job over. */
  lease_until: number | null;
  heartbeat_at: number | null;
  /** Its place in the line: created, resumed, or its owner's last slice given back (decision 0031). */
  queued_at: number;
  /** Runs whose process died under it (taken over, or taken back at its holder's start); capped by JOB_MAX_ATTEMPTS. */
  lost_runs: Generated<number>;
}

/** A window of an HTTP rate limit shared by the server nodes (decision 0024). */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  window_start: number;
}

/** An event stream open on some node, renewed at each keep-alive; counted per client and address. */
export interface OpenStreamTable {
  id: string;
  client: string;
  address: string;
  expires_at: number;
}

/** One accepted job, for the per-minute limits (kept when its conversation is deleted). */
/** Requests and tokens sent to one llm endpoint in one minute, by every server process together. */
export interface LlmBudgetWindowTable {
  endpoint: string;
  window_start: number;
  requests: number;
  tokens: number;
}

/** An Apertium pair's start-up probe, shared by every process (decision 0036); ok is 1 or 0. */
export interface ApertiumProbeTable {
  mode: string;
  signature: string;
  ok: number;
  reason: string | null;
  probed_at: number;
}

/** The process probing the Apertium pairs now, until its turn lapses. */
export interface ApertiumProbeTurnTable {
  name: string;
  holder: string;
  lease_until: number;
}

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

/** A version of a conversation's translation (docs/decisions/0052-translation-versions.md). */
export interface VersionTable {
  id: string;
  conversation_id: string;
  /** The translate job it descends from: the file, languages and settings it was read with. */
  job_id: string;
  /** The version it was made from; null for a first translation. */
  parent_id: string | null;
  /** 1, 2… in its conversation. */
  number: number;
  /** 'translation', 'refinement' or 'edit'. */
  kind: string;
  /** The engine that wrote it ('user' for edits); null where not recorded. */
  made_by: string | null;
  /** The answer that shows it. */
  message_id: string | null;
  /** Bumped by each edit of this version: part of its download cache keys. */
  revision: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** One segment of one version: its source, place and translation. */
export interface VersionSegmentTable {
  version_id: string;
  segment_id: string;
  position: number;
  source: string;
  target: string | null;
  origin: string | null;
  /** When the reviewer confirmed this translation in the segment editor; null while not. */
  reviewed_at: number | null;
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

/** One event sent to the tracking gateway (decision 0023); deleted after the retention period. */
export interface TrackingEventTable {
  id: string;
  request_id: string;
  anonymous_id: string;
  bury_point_id: string;
  system_code: string;
  user_id: string | null;
  locale: string | null;
  page_key: string | null;
  stay_ms: number | null;
  expand_data: string;
  device_info: string;
  bury_point_time: string;
  day: string;
  created_at: number;
}

/** When a browser ('visitor:<anonymous id>') or an account ('user:<id>') was first and last seen. */
export interface FirstVisitTable {
  visitor: string;
  first_at: number;
  last_at: number;
}

/** One operator action (features/console/audit.ts). */
export interface AuditLogTable {
  id: string;
  operator_id: string;
  operator_email: string;
  action: string;
  target: string;
  /** JSON of what changed (never a secret). */
  details: string;
  ip: string | null;
  created_at: number;
}

/** A system message: type '0' dialog, '1' notification (docs/product.md §3.6). */
export interface SystemMessageTable {
  id: string;
  type: '0' | '1';
  title: string;
  /** Markdown. */
  content: string;
  position: string;
  /** 'everyone', 'visitors', 'free' or 'members'. */
  audience: string;
  /** One interface language, or null for all. */
  locale: string | null;
  starts_at: number;
  ends_at: number | null;
  sort_order: number;
  active: number;
  created_at: number;
  updated_at: number;
}

/** A viewer ('user:<id>' or 'visitor:<client id>') closed a message or an ad space: it does not return. */
export interface SystemMessageCloseTable {
  message_id: string;
  viewer: string;
  closed_at: number;
}

export interface AdSpaceTable {
  id: string;
  /** The named position in the layout (AD_SLOTS). */
  slot: string;
  name: string;
  starts_at: number;
  ends_at: number | null;
  active: number;
  shows: number;
  closes: number;
  clicks: number;
  created_at: number;
  updated_at: number;
}

/** An ad space's content in one interface language ('*': any language without its own). */
export interface AdContentTable {
  ad_id: string;
  locale: string;
  text: string;
  image_url: string | null;
  link_url: string | null;
}

/** An ad space served to a viewer (migration 0024): a click counts only for one they were shown. */
export interface AdViewTable {
  ad_id: string;
  viewer: string;
  shown_at: number;
  /** The click counted for the latest showing; null until then. */
  clicked_at: number | null;
}

export interface AdCloseTable {
  ad_id: string;
  viewer: string;
  closed_at: number;
}

/** A document submitted through an API key (decision 0026). */
export interface ApiDocumentTable {
  id: string;
  owner: string;
  key_id: string;
  conversation_id: string;
  /** SHA-256 of the document key handed out with the id. */
  secret_hash: string;
  output_format: string;
  billed_characters: number;
  created_at: number;
  downloaded_at: number | null;
}

/** Characters billed per public API request (text or document). */
export interface ApiRequestTable {
  id: string;
  owner: string;
  key_id: string;
  kind: string;
  characters: number;
  created_at: number;
}

/** An account's key for the public APIs; only the secret's SHA-256 is kept (decision 0027). */
export interface ApiKeyTable {
  id: string;
  user_id: string;
  name: string;
  /** The start of the secret the key list shows ('glk_AbCd'). */
  prefix: string;
  secret_hash: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
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
  code_guesses: CodeGuessTable;
  plans: PlanTable;
  plan_grants: PlanGrantTable;
  plan_prices: PlanPriceTable;
  orders: OrderTable & OrderPaymentColumns;
  payment_events: PaymentEventTable;
  plan_end_reminders: PlanEndReminderTable;
  enterprise_requests: EnterpriseRequestTable;
  usage_records: UsageRecordTable;
  stored_files: StoredFileTable;
  conversations: ConversationTable;
  messages: MessageTable;
  jobs: JobTable;
  versions: VersionTable;
  version_segments: VersionSegmentTable;
  conversation_events: ConversationEventTable;
  term_bases: TermBaseTable;
  term_entries: TermEntryTable;
  job_admissions: JobAdmissionTable;
  upload_admissions: JobAdmissionTable;
  memory_origins: MemoryOriginTable;
  user_preferences: UserPreferenceTable;
  audit_log: AuditLogTable;
  system_messages: SystemMessageTable;
  system_message_closes: SystemMessageCloseTable;
  ad_spaces: AdSpaceTable;
  ad_contents: AdContentTable;
  ad_closes: AdCloseTable;
  ad_views: AdViewTable;
  tracking_events: TrackingEventTable;
  first_visits: FirstVisitTable;
  llm_budget_windows: LlmBudgetWindowTable;
  apertium_probes: ApertiumProbeTable;
  apertium_probe_turns: ApertiumProbeTurnTable;
  rate_limit_hits: RateLimitHitTable;
  open_streams: OpenStreamTable;
  api_documents: ApiDocumentTable;
  api_requests: ApiRequestTable;
  api_keys: ApiKeyTable;
}

export type { Generated };
