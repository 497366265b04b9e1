import { z } from 'zod';
import type { OutputModeWire, TurnKind } from './chat.ts';
import { CLIENT_ID_PATTERN, PRECISIONS } from './chat.ts';
import { INPUT_LIMITS, LIMITS } from './limits.ts';
import { atMostChars, because, generic, languageCode, orEmpty, paging, recordId, specific } from './request-rules.ts';

/**
 * Request schemas of the chat workspace (paths in CHAT_PATHS): bodies, query strings and path
 * parameters. The server validates every call with them; the request types below derive from them.
 */

/** The agents of packages/translate/src/agents (agents.test.ts checks they agree), and 'custom'. */
export const AGENT_IDS = [
  'general',
  'legal',
  'medical',
  'finance',
  'it',
  'patents',
  'academic',
  'marketing',
  'zh-en-pro',
  'custom',
] as const;
export type AgentId = (typeof AGENT_IDS)[number];

const on = z.boolean().optional();
/**
 * The professional-mode switches of the Office adapters (`professionalOptions` of
 * packages/translate/src/formats/auto-options.ts, checked against it by the API tests); all on/off.
 */
const professionalOptions = z.strictObject({
  // Word
  comments: on,
  headersFooters: on,
  footnotes: on,
  textBoxes: on,
  charts: on,
  trackedChanges: on,
  // Excel
  translateSheetNames: on,
  includeHidden: on,
  includeComments: on,
  includeHeadersFooters: on,
  // Excel and PowerPoint
  includeCharts: on,
  // PowerPoint
  includeNotes: on,
  includeMasters: on,
});
export const PROFESSIONAL_OPTION_KEYS = professionalOptions.keyof().options;
export type ProfessionalOptionKey = (typeof PROFESSIONAL_OPTION_KEYS)[number];

export const TRANSLATION_MODES = ['agent', 'professional'] as const;
export const CONVERSATION_MODULES = ['text', 'document'] as const;
export const OUTPUT_MODES = [
  'translated',
  'source-then-target',
  'target-then-source',
] as const satisfies readonly OutputModeWire[];
export const FOLLOW_UP_KINDS = ['refine', 'ask', 'quote', 'summarize'] as const satisfies readonly TurnKind[];

const conversationId = recordId;
/** Clients read the keys from `getDefaultCustomParams`, so they send a record; unknown keys are refused here. */
const options = z.record(z.string(), z.boolean()).pipe(professionalOptions);

/**
 * The agent of a conversation. Clients read the ids from `conversationAgentSupports`, so they
 * send any string; an unknown one is refused here. 'custom' needs instructions of its own.
 */
const agent = z
  .strictObject({
    id: z.string().pipe(z.enum(AGENT_IDS)),
    customInstructions: z.string().max(INPUT_LIMITS.customInstructionsMaxLength).optional(),
  })
  .refine((chosen) => chosen.id !== 'custom' || (chosen.customInstructions ?? '').trim() !== '', {
    path: ['customInstructions'],
    ...because('required'),
  });

/** createConversation. The text's own rules (empty, too long for this server) are the service's. */
export const createConversationBody = orEmpty(
  z
    .object({
      overseasConversationModule: z.enum(CONVERSATION_MODULES),
      sourceLanguage: languageCode({ auto: true }),
      targetLanguage: languageCode(),
      text: z.string(specific('textEmpty')).optional(),
      /** Document mode: the id `uploadAndPreview` answered. */
      fileId: recordId.optional(),
      agent: agent.optional(),
      /** 'agent' lets the file decide its options; 'professional' uses `options`. */
      mode: z.enum(TRANSLATION_MODES).optional(),
      options: options.optional(),
      termBaseId: recordId.optional(),
      precision: z.enum(PRECISIONS).optional(),
    })
    .refine((request) => request.overseasConversationModule !== 'document' || request.fileId !== undefined, {
      path: ['fileId'],
      ...because('required'),
    }),
);

export const sendMessageBody = orEmpty(
  z
    .object({
      conversationId,
      kind: z.enum(FOLLOW_UP_KINDS),
      /** The instruction or question; empty for summarize. */
      content: z.string().max(INPUT_LIMITS.messageMaxLength).default(''),
      /** quote: the selected span; only its start is quoted when it is longer. */
      quote: z
        .string()
        .transform((text) => text.slice(0, INPUT_LIMITS.messageMaxLength))
        .optional(),
    })
    .refine((request) => request.kind === 'summarize' || request.content.trim() !== '', {
      path: ['content'],
      ...because('required'),
    }),
);

export const conversationBody = orEmpty(z.object({ conversationId }));
export const conversationParams = z.object({ id: conversationId });
export const pageBody = orEmpty(z.object(paging));

/** A conversation's name: 1-30 characters after trimming. */
export const chatTitle = z
  .string(specific('chatTitleEmpty'))
  .trim()
  .min(1, specific('chatTitleEmpty'))
  .refine(...atMostChars(LIMITS.chatTitleMaxLength, 'chatTitleTooLong'));

export const renameBody = orEmpty(
  z.object({
    conversationId,
    conversationName: chatTitle,
  }),
);

const keyword = z.string().trim().max(INPUT_LIMITS.searchKeywordMaxLength);
export const searchBody = orEmpty(z.object({ keyword: keyword.default(''), ...paging }));
export const searchParams = z.object({ keyword });

/** like: 1 liked, -1 disliked, 0 neither. */
export const likeBody = orEmpty(z.object({ recordId, like: z.literal([1, -1, 0]) }));

/** uploadAndPreview: the multipart fields besides the `file`. */
export const uploadFields = z.object({
  password: z.string().max(INPUT_LIMITS.filePasswordMaxLength).optional(),
});

export const fileBody = orEmpty(z.object({ fileId: recordId }));
export const estimateBody = orEmpty(
  z.object({
    fileId: recordId,
    sourceLanguage: languageCode({ auto: true }),
    targetLanguage: languageCode(),
    precision: z.enum(PRECISIONS).optional(),
  }),
);
export type EstimateRequest = z.input<typeof estimateBody>;
/**
 * detectLanguage: the start of a typed text (the launcher cuts it to `detectTextMaxLength`) and
 * the target chosen, a hint for a short text (docs/decisions/0041-short-text-detection.md).
 */
export const detectBody = orEmpty(
  z.object({
    text: z
      .string(specific('textEmpty'))
      .min(1, specific('textEmpty'))
      .refine(...atMostChars(INPUT_LIMITS.detectTextMaxLength)),
    targetLanguage: languageCode().optional(),
  }),
);
export type DetectRequest = z.input<typeof detectBody>;
/** A version of the conversation's translation (docs/decisions/0052-translation-versions.md); the newest when left out. */
const versionId = recordId.optional();
export const previewBody = orEmpty(z.object({ conversationId, versionId, ...paging }));
export const editSentenceBody = orEmpty(
  z.object({
    conversationId,
    /** The version the edit was made on: the edit makes a new version from it (or goes on its own round of edits). */
    versionId,
    segmentId: z.string().min(1).max(INPUT_LIMITS.segmentIdMaxLength),
    text: z.string(specific('translationEmpty')).max(INPUT_LIMITS.sentenceMaxLength, generic),
    /**
     * The translation the editor last saw: when the sentence has changed since (another tab), the
     * edit is refused with editConflict and the current wording, instead of overwriting it.
     */
    expected: z.string().max(INPUT_LIMITS.sentenceMaxLength, generic).optional(),
    /** The segment editor's Confirm: the sentence is marked reviewed with the edit (an edit alone clears the mark). */
    reviewed: z.boolean().optional(),
  }),
);
export type EditSentenceRequest = z.input<typeof editSentenceBody>;
/** propagateEdit: a sentence's edited translation given to the other sentences of the version with the same source. */
export const propagateEditBody = orEmpty(
  z.object({ conversationId, versionId: recordId, segmentId: z.string().min(1).max(INPUT_LIMITS.segmentIdMaxLength) }),
);
/** undoPropagation: the token propagateEdit answered. */
export const undoPropagationBody = orEmpty(
  z.object({
    conversationId,
    undoToken: z
      .string()
      .min(1)
      .max(INPUT_LIMITS.undoTokenMaxLength)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
);
/** editorSegments: every segment of a version for the segment editor. */
export const editorSegmentsBody = orEmpty(z.object({ conversationId, versionId }));
/** Sentences of a version by id: one at least, `most` at most. */
const segmentIds = (most: number) => z.array(z.string().min(1).max(INPUT_LIMITS.segmentIdMaxLength)).min(1).max(most);
/** reviewSegments: segments of a version marked reviewed (or not) as they are, without an edit. */
export const reviewSegmentsBody = orEmpty(
  z.object({
    conversationId,
    versionId: recordId,
    segmentIds: segmentIds(INPUT_LIMITS.propagationMaxSegments),
    reviewed: z.boolean(),
  }),
);
export type ReviewSegmentsRequest = z.input<typeof reviewSegmentsBody>;
/**
 * retranslateSegments: sentences of a version (one, a range, or every one with a term) translated
 * again as a new version, with the conversation's engine, precision and agent unless others are named.
 */
export const retranslateSegmentsBody = orEmpty(
  z.object({
    conversationId,
    versionId: recordId,
    segmentIds: segmentIds(INPUT_LIMITS.retranslateMaxSegments),
    /** An engine id of the server's (`settings.engines`); left out, the one the pair and precision choose. */
    engine: z.string().min(1).max(40).optional(),
    precision: z.enum(PRECISIONS).optional(),
    agent: agent.optional(),
  }),
);
export type RetranslateSegmentsRequest = z.input<typeof retranslateSegmentsBody>;
/** setLineLength: the most characters a line of the translation may have (the checks); null for no limit. */
export const lineLengthBody = orEmpty(
  z.object({ conversationId, maxLength: z.number().int().min(1).max(INPUT_LIMITS.lineLengthMax).nullable() }),
);
/** qaReport: the QA checks' findings on a version, as a CSV file. */
export const qaReportBody = orEmpty(z.object({ conversationId, versionId }));
/** The XLIFF versions a version's sentences are exported as (docs/decisions/0053-xliff-exchange.md). */
export const XLIFF_VERSIONS = ['2.1', '1.2'] as const;
/** exportXliff: a version as a bilingual XLIFF file; 2.1 when left out. */
export const exportXliffBody = orEmpty(
  z.object({ conversationId, versionId, xliffVersion: z.enum(XLIFF_VERSIONS).optional() }),
);
export type ExportXliffRequest = z.input<typeof exportXliffBody>;
/** importXliff: the multipart fields besides the `file`; the version the file was exported from (or made on). */
export const importXliffFields = z.object({ conversationId, versionId: recordId });
/** versions: the conversation's versions, newest first. */
export const versionsBody = orEmpty(z.object({ conversationId }));
/** versionDiff: the sentences whose translation differs between two versions, a page at a time. */
export const versionDiffBody = orEmpty(
  z.object({ conversationId, fromVersionId: recordId, toVersionId: recordId, ...paging }),
);
export type VersionDiffRequest = z.input<typeof versionDiffBody>;

const fileExtension = z
  .string()
  .max(INPUT_LIMITS.fileExtensionMaxLength)
  .regex(/^[A-Za-z0-9]*$/);
/**
 * downFile and downFileLink: the format (the adapter's own when left out) and the output form;
 * downFile can lock the file with the source's password (DownloadChoice.encryptableFormats).
 */
export const downloadBody = orEmpty(
  z.object({
    conversationId,
    versionId,
    format: fileExtension.optional(),
    mode: z.enum(OUTPUT_MODES).optional(),
    encryptWithSourcePassword: z.boolean().optional(),
  }),
);
/** download?token=: the opaque link downFileLink answered (base64url). */
export const linkDownloadQuery = z.strictObject({
  token: z
    .string()
    .max(INPUT_LIMITS.tokenMaxLength)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const sourcePageParams = z.object({
  id: conversationId,
  page: z.coerce.number().min(1).max(INPUT_LIMITS.sourcePageMax).int(),
});

export const domainsBody = orEmpty(
  z.object({
    sourceLanguage: languageCode({ auto: true }).optional(),
    targetLanguage: languageCode().optional(),
    /** The target language again, as this call has always named it (docs/product.md §7.5); the web app sends both. */
    languageCode: languageCode().optional(),
  }),
);
export const customParamsQuery = z.strictObject({ format: fileExtension.optional() });

/** The visitor id of the `x-client-id` header, also passed to Google sign-in. */
export const clientId = z.string().regex(CLIENT_ID_PATTERN);

/** Request bodies (POST JSON) of the chat calls, as clients send them. */
export type CreateConversationRequest = z.input<typeof createConversationBody>;
export type SendMessageRequest = z.input<typeof sendMessageBody>;
