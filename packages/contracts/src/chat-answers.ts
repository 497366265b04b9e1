import { z } from 'zod';
import { isoDate, paged } from './answer-rules.ts';
import { partCoverage } from './coverage.ts';
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
  /** An engine that counts tokens (llm): what it used so far, and what the estimate said before the run. */
  tokens: z.object({ prompt: z.number(), answer: z.number(), estimated: z.number() }).optional(),
  /** Once the translation is finished: how much of each part of the document was translated. */
  coverage: z.array(partCoverage).optional(),
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

/** The version of the conversation's translation a block shows (docs/decisions/0052-translation-versions.md). */
const versionRef = {
  versionId: z.string().optional(),
  /** Its number in the conversation: 1, 2… */
  version: z.number().optional(),
};

export const translationAttributes = z.object({
  ...versionRef,
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
  ...versionRef,
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

export const turnKind = z.enum(['translate', 'refine', 'ask', 'quote', 'summarize', 'retranslate']);
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

/** What a QA check found in a sentence's translation (packages/translate/src/qa). */
export const qaIssue = z.object({
  /** number, tag, placeholder, term, doNotTranslate, untranslated, sameAsSource, length, doubleSpace, punctuation, capital, whitespace. */
  kind: z.string(),
  /** What was expected or found: '3.5', '<g1>', the term. */
  detail: z.string(),
  severity: z.enum(['error', 'warning']),
});
export type QaIssueWire = z.infer<typeof qaIssue>;

export const previewSentence = z.object({
  segmentId: z.string(),
  source: z.string(),
  target: z.string(),
  edited: z.boolean(),
  /** The QA checks' findings on this sentence's translation; none while it is not translated yet. */
  issues: z.array(qaIssue).optional(),
});
export type PreviewSentence = z.infer<typeof previewSentence>;

/** editTranslation's answer: the sentence as saved, and the version it is saved in. */
export const editedSentence = previewSentence.extend({
  versionId: z.string(),
  version: z.number(),
  /** The translation as saved, with its inline tags (`<g1>…</g1>`, `<x2/>`): what the segment editor shows. */
  tagged: z.string(),
  /** Confirmed by the reviewer (the segment editor's Confirm). */
  reviewed: z.boolean(),
  /** Other sentences of the version with the same source and another translation: the edit can go to them too. */
  repeats: z.number(),
});
export type EditedSentence = z.infer<typeof editedSentence>;

/** propagateEdit's answer: how many repeats took the edit, and the token that takes it back. */
export const propagation = z.object({
  versionId: z.string(),
  version: z.number(),
  changed: z.number(),
  /** Sealed by the server: what each repeat said before (undoPropagation). */
  undoToken: z.string(),
});
export type Propagation = z.infer<typeof propagation>;

/** repeatsElsewhere's answer: sentences of the owner's other files with the same source and another translation. */
export const repeatsElsewhere = z.object({ sentences: z.number(), files: z.number() });
export type RepeatsElsewhere = z.infer<typeof repeatsElsewhere>;

/** propagateElsewhere's answer: sentences and files that took the edit, and the token that takes it back (undoPropagation). */
export const propagationElsewhere = z.object({ changed: z.number(), files: z.number(), undoToken: z.string() });
export type PropagationElsewhere = z.infer<typeof propagationElsewhere>;

/** undoPropagation's answer: repeats given back their wording; those edited since are left as they are. */
export const propagationUndone = z.object({ restored: z.number(), skipped: z.number() });
export type PropagationUndone = z.infer<typeof propagationUndone>;

/**
 * A conversation's line length limit for the checks: the one the user set (null: none), else the
 * format's own (subtitles: 42); `formatDefault` is the format's, shown as the way back.
 */
export const lineLength = z.object({ maxLength: z.number().nullable(), formatDefault: z.number().nullable() });
export type LineLength = z.infer<typeof lineLength>;

/** A segment of the segment editor: source and translation with their inline tags, its state and its checks. */
export const editorSegment = z.object({
  segmentId: z.string(),
  /** With its inline tags: `<g1>…</g1>` wraps formatted text, `<x2/>` stands for an object. */
  source: z.string(),
  /** With the source's tags; '' while not translated. */
  target: z.string(),
  translated: z.boolean(),
  edited: z.boolean(),
  reviewed: z.boolean(),
  issues: z.array(qaIssue),
  /** The term base's entries found in the source. */
  terms: z.array(z.object({ source: z.string(), target: z.string(), doNotTranslate: z.boolean() })),
});
export type EditorSegment = z.infer<typeof editorSegment>;

/** editorSegments' answer: every segment of one version, in document order. */
export const editorSegments = z.object({
  versionId: z.string(),
  version: z.number(),
  /** The version's translation is finished (edits are refused before). */
  ready: z.boolean(),
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  /** The line length the checks held the translations to. */
  lineLength,
  segments: z.array(editorSegment),
});
export type EditorSegments = z.infer<typeof editorSegments>;

/** retranslateSegments' answer: the assistant message whose turn makes the new version (followed like any turn). */
export const retranslationStarted = z.object({ messageId: z.string() });
export type RetranslationStarted = z.infer<typeof retranslationStarted>;

/** reviewSegments' answer: the version the marks are in, and how many segments changed. */
export const segmentsReviewed = z.object({ versionId: z.string(), version: z.number(), changed: z.number() });
export type SegmentsReviewed = z.infer<typeof segmentsReviewed>;
/** Why importXliff left a unit of the file out. */
export const XLIFF_SKIP_REASONS = [
  /** No sentence of the version has the unit's id. */
  'unknownSegment',
  /** A second unit with the same id. */
  'duplicate',
  /** The unit's source is not the sentence's: the file is not of this document. */
  'sourceChanged',
  /** The target holds an inline code that is no tag of the sentence, or text that reads as a tag. */
  'inlineCode',
  /** The target's tags are not the source's (missing, extra or not nested). */
  'tagsMismatch',
  /** The target is empty where the version has a translation: it is kept. */
  'emptyTarget',
] as const;
export type XliffSkipReason = (typeof XLIFF_SKIP_REASONS)[number];

/**
 * importXliff's answer: the version the file's changes made (made from the named one; that
 * version itself when nothing changed), how many sentences changed or stayed, and the units left out.
 */
export const xliffImport = z.object({
  versionId: z.string(),
  version: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  skipped: z.array(z.object({ segmentId: z.string(), reason: z.enum(XLIFF_SKIP_REASONS) })),
});
export type XliffImport = z.infer<typeof xliffImport>;

export const VERSION_KINDS = ['translation', 'refinement', 'edit', 'retranslation'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** One version of a conversation's translation: what made it, from which, and when. */
export const versionSummary = z.object({
  versionId: z.string(),
  number: z.number(),
  kind: z.enum(VERSION_KINDS),
  /** The number of the version it was made from; null for a first translation. */
  parentNumber: z.number().nullable(),
  /** The engine that wrote it, 'user' for edits; null where not recorded. */
  madeBy: z.string().nullable(),
  /** Sentences edited by hand in this version. */
  edited: z.number(),
  /** Its translation is finished (a first translation still running is not). */
  ready: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type VersionSummary = z.infer<typeof versionSummary>;

/** A sentence whose translation differs between two versions. */
export const versionChange = z.object({
  segmentId: z.string(),
  source: z.string(),
  before: z.string(),
  after: z.string(),
});
export type VersionChange = z.infer<typeof versionChange>;

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
export const versionChangesPage = paged(versionChange);
