import { z } from 'zod';
import { isoDate, paged } from './answer-rules.ts';
import { PRECISIONS } from './precision.ts';
import { planFacts, quotaInfo } from './quota-answers.ts';

/**
 * What the chat workspace's calls answer (CHAT_ROUTES), docs/product.md §3.3, §4.5, §7.5 and
 * docs/decisions/0012-jobs-and-events.md. Dates are ISO-8601 strings.
 */

/** overseasConversationModule: what the conversation translates. */
export const conversationModule = z.enum(['text', 'document']);
export type ConversationModule = z.infer<typeof conversationModule>;

export const conversationSummary = z.object({
  conversationId: z.string(),
  /** Default empty: the client shows the source text or file name instead. At most 30 characters. */
  conversationName: z.string(),
  overseasConversationModule: conversationModule,
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  /** The uploaded file's name for document conversations. */
  fileName: z.string().nullable(),
  /** A short excerpt of the source text, for the sidebar when the name is empty. */
  preview: z.string(),
  creatDate: isoDate,
  updateDate: isoDate,
  /** A job of this conversation is running or paused. */
  state: z.enum(['idle', 'running', 'paused']),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const jobState = z.enum(['queued', 'running', 'paused', 'done', 'failed', 'cancelled']);
export type JobState = z.infer<typeof jobState>;

/** Output forms of a document translation (docs/product.md §3.4). */
export const outputMode = z.enum(['translated', 'source-then-target', 'target-then-source']);
export type OutputModeWire = z.infer<typeof outputMode>;

export const fileAttributes = z.object({
  fileId: z.string(),
  format: z.string(),
  size: z.number(),
  expiresAt: isoDate,
  /** Past its storage days (or deleted): re-upload to translate or preview it again. */
  expired: z.boolean(),
  pages: z.number().nullable(),
  /** The preview panel can show pictures of its pages (`sourcePage`). */
  pageImages: z.boolean(),
});
export type FileAttributes = z.infer<typeof fileAttributes>;

export const parsingAttributes = z.object({
  format: z.string(),
  pages: z.number().nullable(),
  words: z.number(),
  segments: z.number(),
  detectedLanguage: z.string().nullable(),
  /** Professional-mode or agent options used, by option key. */
  options: z.record(z.string(), z.union([z.boolean(), z.string()])),
  engine: z.string(),
  agent: z.string(),
  /** Professional mode's precision, when one was chosen (older turns have none). */
  precision: z.enum(PRECISIONS).optional(),
});
export type ParsingAttributes = z.infer<typeof parsingAttributes>;

export const progressAttributes = z.object({
  state: jobState,
  done: z.number(),
  total: z.number(),
  /** 0-100, whole numbers. */
  percent: z.number(),
  /** Seconds left, estimated from the pace so far; null until known. */
  etaSeconds: z.number().nullable(),
});
export type ProgressAttributes = z.infer<typeof progressAttributes>;

/** An unsure detection: the language named as "probably", then the others it could be. */
export const sourceGuess = z.object({ language: z.string(), candidates: z.array(z.string()) });
export type SourceGuess = z.infer<typeof sourceGuess>;

/**
 * The language of a typed text, before it is sent (detectLanguage): sure at or above the
 * detector's threshold, else a guess the web app names as one (docs/decisions/0041-short-text-detection.md).
 */
export const sourceDetection = z.object({
  /** The language detected, or the best guess when not `confident`; null with nothing to go on. */
  language: z.string().nullable(),
  /** 0..1. */
  confidence: z.number(),
  /** At or above the detector's threshold: the language is named as detected, not as a guess. */
  confident: z.boolean(),
  /** The other languages it could be, most likely first. */
  candidates: z.array(z.string()),
});
export type SourceDetection = z.infer<typeof sourceDetection>;

/** What the translation did with the term base's terms found in the source (each term once). */
export const termUse = z.object({
  /** Terms whose target rendering the translation uses everywhere the source has them. */
  applied: z.array(z.object({ source: z.string(), target: z.string() })),
  /** Terms the translation did not use somewhere: a rendering that was expected and is missing. */
  violations: z.array(z.object({ source: z.string(), expected: z.string() })),
});
export type TermUse = z.infer<typeof termUse>;

export const translationAttributes = z.object({
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  /** Document translations: how many segments, and that the full text is in the preview. */
  segments: z.number(),
  /**
   * A typed text left to detection whose language the detector was not sure of: its best guess
   * and the other candidates, which the conversation offers as a one-click change.
   */
  guessedSource: sourceGuess.optional(),
  /** With a term base, once the translation is finished: the terms applied and those it did not use. */
  terms: termUse.optional(),
});
export type TranslationAttributes = z.infer<typeof translationAttributes>;

export const downloadAttributes = z.object({
  fileName: z.string(),
  formats: z.array(z.string()),
  modes: z.array(outputMode),
});
export type DownloadAttributes = z.infer<typeof downloadAttributes>;

/** Ordered parts of a message; events address them as `blocks/N`. */
export const block = z.discriminatedUnion('type', [
  /** Plain or markdown text: the user's words, an assistant reply, streamed for chat turns. */
  z.object({ type: z.literal('text'), content: z.string() }),
  /** A quoted span the user asks about (user messages). */
  z.object({ type: z.literal('quote'), content: z.string() }),
  /** The user's uploaded file. `expired`: re-upload to translate again or download. */
  z.object({ type: z.literal('file'), content: z.string(), attributes: fileAttributes }),
  /** The folded file-parsing card. */
  z.object({ type: z.literal('parsing'), attributes: parsingAttributes }),
  /** The folded thinking card (a reasoning model's thinking, or the plan of the turn). */
  z.object({ type: z.literal('thinking'), content: z.string(), attributes: z.object({ seconds: z.number() }) }),
  z.object({ type: z.literal('progress'), attributes: progressAttributes }),
  /** The translation: streamed text for text mode; for documents, the first sentences as a sample. */
  z.object({ type: z.literal('translation'), content: z.string(), attributes: translationAttributes }),
  z.object({ type: z.literal('download'), attributes: downloadAttributes }),
  z.object({ type: z.literal('error'), content: z.string(), attributes: z.object({ code: z.number() }) }),
]);
export type Block = z.infer<typeof block>;
export type BlockType = Block['type'];

export const turnKind = z.enum(['translate', 'refine', 'ask', 'quote', 'summarize']);
export type TurnKind = z.infer<typeof turnKind>;

/** like: 1 liked, -1 disliked, 0 neither. */
export const feedback = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type Feedback = z.infer<typeof feedback>;

export const chatMessage = z.object({
  /** recordId on the wire of feedback calls. */
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  kind: turnKind,
  blocks: z.array(block),
  like: feedback,
  status: z.enum(['streaming', 'done', 'failed', 'paused']),
  createdAt: isoDate,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationDetail = z.object({ conversation: conversationSummary, messages: z.array(chatMessage) });
export type ConversationDetail = z.infer<typeof conversationDetail>;

export const uploadAnswer = z.object({
  fileId: z.string(),
  fileName: z.string(),
  format: z.string(),
  size: z.number(),
  pages: z.number().nullable(),
  words: z.number(),
  segments: z.number(),
  detectedLanguage: z.string().nullable(),
  /** When the detector is unsure: the language the file will be translated from unless another is named, said as a guess. */
  guessedLanguage: z.string().nullable().optional(),
  /** The start of the text, for the preview panel. */
  previewText: z.string(),
  expiresAt: isoDate,
  exportFormats: z.array(z.string()),
  /** The preview panel can show pictures of the source's pages (`sourcePage`). */
  pageImages: z.boolean(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;

/** What translating an uploaded file would take, before it starts (estimate). */
export const translationEstimate = z.object({
  /** The engine that would translate it ('llm', 'llm:strong', 'apertium' ...). */
  engine: z.string(),
  /** Requests to the AI model, and the tokens they send and receive; null for an engine without them. */
  requests: z.number().nullable(),
  promptTokens: z.number().nullable(),
  answerTokens: z.number().nullable(),
  /** Expected seconds from the speed measured on this server so far; null before anything was measured. */
  seconds: z.number().nullable(),
});
export type TranslationEstimate = z.infer<typeof translationEstimate>;

export const previewSentence = z.object({
  segmentId: z.string(),
  source: z.string(),
  target: z.string(),
  edited: z.boolean(),
});
export type PreviewSentence = z.infer<typeof previewSentence>;

export const chatSettings = z.object({
  textMaxChars: z.number(),
  fileMaxBytes: z.number(),
  memberOnlyFormats: z.boolean(),
  storageDays: z.number(),
  exportFormats: z.array(z.string()),
  /** Engines this server runs; chat turns need one of kind llm. */
  engines: z.array(z.object({ id: z.string(), kind: z.string() })),
  chatAvailable: z.boolean(),
  quota: quotaInfo,
  /** What the member plan gives, for the upgrade hints where a limit is hit; null when none is offered. */
  memberPlan: planFacts.nullable(),
});
export type ChatSettings = z.infer<typeof chatSettings>;

export const searchHit = z.object({
  conversation: conversationSummary,
  /** The matching message, or null when the title or source matched. */
  messageId: z.string().nullable(),
  /** The matching text around the keyword. */
  excerpt: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const downloadChoice = z.object({
  fileName: z.string(),
  formats: z.array(z.string()),
  defaultFormat: z.string(),
  modes: z.array(outputMode),
  /** Formats the download can be locked in with the password the source was uploaded with ([] when it had none). */
  encryptableFormats: z.array(z.string()),
});
export type DownloadChoice = z.infer<typeof downloadChoice>;

/** A signed GET link to a download, good until `expiresAt` (the file it gives is locked when asked for). */
export const downloadLink = z.object({ url: z.string(), expiresAt: isoDate });

/** An agent of the launcher: an agent id of packages/translate (general, legal, ...), or 'custom' (instructions required). */
export const agentSupport = z.object({ id: z.string(), kind: z.enum(['own', 'domain', 'custom']) });
export type AgentSupport = z.infer<typeof agentSupport>;

/**
 * One professional-mode switch for a format. The web app labels it with `options.<key>` of its
 * `chat` namespace, `name` (English) otherwise.
 */
export const customParam = z.object({
  /** The key in CreateConversationRequest.options. */
  key: z.string(),
  default: z.boolean(),
  name: z.string(),
  description: z.string(),
});
export type CustomParam = z.infer<typeof customParam>;

export const conversationsPage = paged(conversationSummary);
export const searchPage = paged(searchHit);
export const previewPage = paged(previewSentence);
