/**
 * Wire shapes of the chat workspace (docs/product.md §3.3, §4.5, §7.5;
 * docs/decisions/0012-jobs-and-events.md). The server answers with these inside the envelope; the
 * web app reads them. Dates are ISO-8601 strings.
 */

/** overseasConversationModule: what the conversation translates. */
export type ConversationModule = 'text' | 'document';

export interface ConversationSummary {
  conversationId: string;
  /** Default empty: the client shows the source text or file name instead. At most 30 characters. */
  conversationName: string;
  overseasConversationModule: ConversationModule;
  sourceLanguage: string;
  targetLanguage: string;
  /** The uploaded file's name for document conversations. */
  fileName: string | null;
  /** A short excerpt of the source text, for the sidebar when the name is empty. */
  preview: string;
  creatDate: string;
  updateDate: string;
  /** A job of this conversation is running or paused. */
  state: 'idle' | 'running' | 'paused';
}

export interface Paged<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Ordered parts of a message; events address them as `blocks/N`. */
export type Block =
  /** Plain or markdown text: the user's words, an assistant reply, streamed for chat turns. */
  | { type: 'text'; content: string }
  /** A quoted span the user asks about (user messages). */
  | { type: 'quote'; content: string }
  /** The user's uploaded file. `expired`: re-upload to translate again or download. */
  | { type: 'file'; content: string; attributes: FileAttributes }
  /** The folded file-parsing card. */
  | { type: 'parsing'; attributes: ParsingAttributes }
  /** The folded thinking card (a reasoning model's thinking, or the plan of the turn). */
  | { type: 'thinking'; content: string; attributes: { seconds: number } }
  | { type: 'progress'; attributes: ProgressAttributes }
  /** The translation: streamed text for text mode; for documents, the first sentences as a sample. */
  | { type: 'translation'; content: string; attributes: TranslationAttributes }
  | { type: 'download'; attributes: DownloadAttributes }
  | { type: 'error'; content: string; attributes: { code: number } };

export type BlockType = Block['type'];

export interface FileAttributes {
  fileId: string;
  format: string;
  size: number;
  expiresAt: string;
  /** Past its storage days (or deleted): re-upload to translate or preview it again. */
  expired: boolean;
  pages: number | null;
  /** The preview panel can show pictures of its pages (`sourcePage`). */
  pageImages: boolean;
}

/** How hard professional mode works: fast (larger batches), balanced, best (the strongest engine, smaller batches). */
export const PRECISIONS = ['fast', 'balanced', 'best'] as const;
export type Precision = (typeof PRECISIONS)[number];

export interface ParsingAttributes {
  format: string;
  pages: number | null;
  words: number;
  segments: number;
  detectedLanguage: string | null;
  /** Professional-mode or agent options used, by option key. */
  options: Record<string, boolean | string>;
  engine: string;
  agent: string;
  /** Professional mode's precision, when one was chosen (older turns have none). */
  precision?: Precision;
}

export interface ProgressAttributes {
  state: JobState;
  done: number;
  total: number;
  /** 0-100, whole numbers. */
  percent: number;
  /** Seconds left, estimated from the pace so far; null until known. */
  etaSeconds: number | null;
}

export interface TranslationAttributes {
  sourceLanguage: string;
  targetLanguage: string;
  /** Document translations: how many segments, and that the full text is in the preview. */
  segments: number;
  /**
   * A typed text left to detection whose language the detector was not sure of: its best guess
   * and the other candidates, which the conversation offers as a one-click change.
   */
  guessedSource?: SourceGuess;
}

/** An unsure detection: the language named as "probably", then the others it could be. */
export interface SourceGuess {
  language: string;
  candidates: string[];
}

export interface DownloadAttributes {
  fileName: string;
  formats: string[];
  modes: OutputModeWire[];
}

export type JobState = 'queued' | 'running' | 'paused' | 'done' | 'failed' | 'cancelled';
export type TurnKind = 'translate' | 'refine' | 'ask' | 'quote' | 'summarize';
/** like: 1 liked, -1 disliked, 0 neither. */
export type Feedback = 1 | -1 | 0;

export interface ChatMessage {
  /** recordId on the wire of feedback calls. */
  id: string;
  role: 'user' | 'assistant';
  kind: TurnKind;
  blocks: Block[];
  like: Feedback;
  status: 'streaming' | 'done' | 'failed' | 'paused';
  createdAt: string;
}

export interface ConversationDetail {
  conversation: ConversationSummary;
  messages: ChatMessage[];
}

/** Output forms of a document translation (docs/product.md §3.4). */
export type OutputModeWire = 'translated' | 'source-then-target' | 'target-then-source';

/**
 * Server-Sent Events of `reconnectConversation/{id}`: the stream opens with a `snapshot`
 * (the whole conversation), then live events; each has an increasing id (`seq`) so that
 * `Last-Event-ID` resumes without gaps. Patches address the last assistant message.
 */
export type ChatEvent =
  | { type: 'snapshot'; detail: ConversationDetail }
  /** A new message (a turn's user and assistant messages are announced when the turn starts). */
  | { type: 'message'; message: ChatMessage }
  /** Sets block N of the message (adds it when N is the next index). */
  | { type: 'block'; messageId: string; path: `blocks/${number}`; block: Block }
  /** Appends streamed text to block N's content. */
  | { type: 'append'; messageId: string; path: `blocks/${number}`; text: string }
  /** Merges attributes into block N (progress). */
  | { type: 'patch'; messageId: string; path: `blocks/${number}`; attributes: Record<string, unknown> }
  | { type: 'status'; messageId: string; status: ChatMessage['status'] }
  | { type: 'conversation'; conversation: ConversationSummary };

export interface UploadAnswer {
  fileId: string;
  fileName: string;
  format: string;
  size: number;
  pages: number | null;
  words: number;
  segments: number;
  detectedLanguage: string | null;
  /** The start of the text, for the preview panel. */
  previewText: string;
  expiresAt: string;
  exportFormats: string[];
  /** The preview panel can show pictures of the source's pages (`sourcePage`). */
  pageImages: boolean;
}

/** What translating an uploaded file would take, before it starts (estimate). */
export interface TranslationEstimate {
  /** The engine that would translate it ('llm', 'llm:strong', 'apertium' ...). */
  engine: string;
  /** Requests to the AI model, and the tokens they send and receive; null for an engine without them. */
  requests: number | null;
  promptTokens: number | null;
  answerTokens: number | null;
  /** Expected seconds from the speed measured on this server so far; null before anything was measured. */
  seconds: number | null;
}

export interface PreviewSentence {
  segmentId: string;
  source: string;
  target: string;
  edited: boolean;
}

export interface ChatSettings {
  textMaxChars: number;
  fileMaxBytes: number;
  memberOnlyFormats: boolean;
  storageDays: number;
  exportFormats: string[];
  /** Engines this server runs; chat turns need one of kind llm. */
  engines: { id: string; kind: string }[];
  chatAvailable: boolean;
  quota: QuotaInfo;
  /** What the member plan gives, for the upgrade hints where a limit is hit; null when none is offered. */
  memberPlan: PlanFacts | null;
}

/** A plan's allowances, as its limits are told to users. */
export interface PlanFacts {
  /** Chats per period (members); null for a daily plan. */
  planChats: number | null;
  periodDays: number | null;
  /** Chats a day (free plan and visitors); null for a plan of plan chats. */
  dailyChats: number | null;
  fileMaxBytes: number;
  storageDays: number;
}

export interface QuotaInfo {
  plan: string;
  /** The plan's kind and billing period, to name it ('Pro · Yearly') where only the id is known. */
  planKind?: 'free' | 'member' | 'pack' | 'enterprise';
  periodUnit?: 'day' | 'month' | 'year' | null;
  member: boolean;
  /** Chats left today (free and visitors), and of the plan (members); null where it does not apply. */
  dailyLeft: number | null;
  planLeft: number | null;
  /** True when the plan in force counts no chats at all (an enterprise plan): planLeft is then null. */
  unlimited?: boolean;
  expiresAt: string | null;
  /** The plan's chats a day (free plan and visitors); null for a plan of plan chats. */
  dailyChats: number | null;
  /** When the daily count starts again (the next UTC midnight); null without a daily count. */
  renewsAt: string | null;
  /** Chats left in pay-as-you-go packs, spent after the plan's or the day's (combo calls). */
  packLeft?: number;
  /** The rights of the plan now in force (combo calls). */
  rights?: { fileMaxBytes: number; storageDays: number; formatTier: 'basic' | 'member'; textMaxChars: number | null };
}

export const CHAT_PATHS = {
  create: '/conversation/createConversation',
  page: '/conversation/queryOverseasConversationPage',
  rename: '/conversation/conversationRename',
  remove: '/conversation/deleteConversation', // + /{id}
  enter: '/conversation/enterConversation',
  pause: '/conversation/pauseConversation',
  resume: '/conversation/resumeConversation',
  reconnect: '/conversation/reconnectConversation', // + /{id}, Server-Sent Events
  send: '/conversation/sendMessage',
  like: '/conversation/updateOverseasConversationRecordLike',
  search: '/conversation/searchAllOverseasConversationRecord', // + /{keyword}
  upload: '/conversation/uploadAndPreview',
  deleteFile: '/conversation/deleteFile',
  estimate: '/conversation/estimateTranslation',
  preview: '/conversation/getPreviewSentences',
  editSentence: '/conversation/editTranslation',
  sourceFile: '/conversation/sourceFile', // + /{conversationId}, GET
  /** + /{conversationId}/{page from 1}, GET: a PNG of a source page (PDF; Office with LibreOffice). */
  sourcePage: '/conversation/sourcePage',
  initialDownload: '/conversation/initialDownload',
  supportedFormats: '/conversation/downloadSupportedFormats', // + /{conversationId}
  downFile: '/conversation/downFile',
  downFileLink: '/conversation/downFileLink',
  linkDownload: '/conversation/download', // + ?token=, GET
  settings: '/system/combo/settings', // GET
  domains: '/system/getDomainByLanguageCode',
  agents: '/conversation/conversationAgentSupports', // GET
  customParams: '/conversation/getDefaultCustomParams', // GET ?format=
} as const;

/** The visitor identity (a random 128-bit hex client id kept locally, docs/product.md §3.8) travels in this header. */
export const CLIENT_ID_HEADER = 'x-client-id';
export const CLIENT_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The other bodies, by call:
 * - create: CreateConversationRequest → ConversationDetail (the turn's messages already in it)
 * - page: { pageNum, pageSize } → Paged<ConversationSummary>, newest update first
 * - rename: { conversationId, conversationName } (1-30 characters after trimming)
 * - enter: { conversationId } → ConversationDetail
 * - pause / resume: { conversationId }
 * - like: { recordId, like: Feedback }
 * - search: { keyword, pageNum, pageSize } → Paged<SearchHit>
 * - upload: multipart form with one `file` and an optional `password` → UploadAnswer
 * - deleteFile: { fileId }
 * - estimate: { fileId, sourceLanguage, targetLanguage, precision? } → TranslationEstimate
 * - preview: { conversationId, pageNum, pageSize } → Paged<PreviewSentence>
 * - editSentence: { conversationId, segmentId, text } → PreviewSentence
 * - initialDownload: { conversationId } → DownloadChoice; supportedFormats → string[]
 * - downFile: { conversationId, format, mode, encryptWithSourcePassword? } → the file (content-disposition
 *   names it); encryptWithSourcePassword locks it with the source's password, for a format of
 *   DownloadChoice.encryptableFormats
 * - downFileLink: { conversationId, format, mode, encryptWithSourcePassword? } → { url, expiresAt } (a signed GET link;
 *   the file it gives is locked when the request asked for it)
 */
export interface SearchHit {
  conversation: ConversationSummary;
  /** The matching message, or null when the title or source matched. */
  messageId: string | null;
  /** The matching text around the keyword. */
  excerpt: string;
}

export interface DownloadChoice {
  fileName: string;
  formats: string[];
  defaultFormat: string;
  modes: OutputModeWire[];
  /** Formats the download can be locked in with the password the source was uploaded with ([] when it had none). */
  encryptableFormats: string[];
}

/**
 * `conversationAgentSupports` answers AgentSupport[]; `getDomainByLanguageCode`
 * { sourceLanguage, targetLanguage } answers the ids (string[]) of the domain agents that suit the pair.
 */
export interface AgentSupport {
  /** An agent id of packages/translate (general, legal, ...), or 'custom' (instructions required). */
  id: string;
  kind: 'own' | 'domain' | 'custom';
}

/**
 * One professional-mode switch of `getDefaultCustomParams?format=`; the answer is CustomParam[].
 * The web app labels it with `options.<key>` of its `chat` namespace, `name` (English) otherwise.
 */
export interface CustomParam {
  /** The key in CreateConversationRequest.options. */
  key: string;
  default: boolean;
  name: string;
  description: string;
}
