import type { Block, ChatMessage, ConversationDetail, ConversationSummary } from './chat-answers.ts';
import { get, post, website } from './route-table.ts';

/**
 * Wire shapes of the chat workspace (docs/product.md §3.3, §4.5, §7.5;
 * docs/decisions/0012-jobs-and-events.md): the answers are schemas in chat-answers.ts (their
 * types are named here too), the calls in CHAT_ROUTES (chat-routes.ts). Dates are ISO-8601 strings.
 */

export type {
  AgentSupport,
  Block,
  BlockType,
  ChatMessage,
  ChatSettings,
  ConversationDetail,
  ConversationModule,
  ConversationSummary,
  CustomParam,
  DownloadAttributes,
  DownloadChoice,
  EditedSentence,
  EditorSegment,
  EditorSegments,
  Feedback,
  FileAttributes,
  JobState,
  LineLength,
  OutputModeWire,
  ParsingAttributes,
  PreviewSentence,
  ProgressAttributes,
  Propagation,
  PropagationElsewhere,
  PropagationUndone,
  QaIssueWire,
  RepeatsElsewhere,
  RetranslationStarted,
  SearchHit,
  SegmentsReviewed,
  SourceDetection,
  SourceGuess,
  TermUse,
  TranslationAttributes,
  TranslationEstimate,
  TurnKind,
  UploadAnswer,
  VersionChange,
  VersionKind,
  VersionSummary,
  XliffImport,
} from './chat-answers.ts';
export { VERSION_KINDS, XLIFF_SKIP_REASONS, type XliffSkipReason } from './chat-answers.ts';
export { PRECISIONS, type Precision } from './precision.ts';
export type { PlanFacts, QuotaInfo } from './quota-answers.ts';

export interface Paged<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

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
  detect: '/conversation/detectLanguage',
  preview: '/conversation/getPreviewSentences',
  editSentence: '/conversation/editTranslation',
  versions: '/conversation/versions',
  versionDiff: '/conversation/versionDiff',
  qaReport: '/conversation/qaReport',
  editorSegments: '/conversation/editorSegments',
  reviewSegments: '/conversation/reviewSegments',
  retranslateSegments: '/conversation/retranslateSegments',
  setLineLength: '/conversation/setLineLength',
  exportXliff: '/conversation/exportXliff',
  importXliff: '/conversation/importXliff',
  propagateEdit: '/conversation/propagateEdit',
  repeatsElsewhere: '/conversation/repeatsElsewhere',
  propagateElsewhere: '/conversation/propagateElsewhere',
  undoPropagation: '/conversation/undoPropagation',
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

/** Where each call goes; what it takes and answers is in CHAT_ROUTES (chat-routes.ts). */
export const CHAT_CALLS = {
  create: post(website(CHAT_PATHS.create)),
  page: post(website(CHAT_PATHS.page)),
  rename: post(website(CHAT_PATHS.rename)),
  remove: post(website(`${CHAT_PATHS.remove}/:id`)),
  enter: post(website(CHAT_PATHS.enter)),
  pause: post(website(CHAT_PATHS.pause)),
  resume: post(website(CHAT_PATHS.resume)),
  /** Server-Sent Events; GET for EventSource, POST for a client that sends its headers. */
  reconnect: post(website(`${CHAT_PATHS.reconnect}/:id`)),
  reconnectGet: get(website(`${CHAT_PATHS.reconnect}/:id`)),
  send: post(website(CHAT_PATHS.send)),
  like: post(website(CHAT_PATHS.like)),
  search: post(website(CHAT_PATHS.search)),
  /** The keyword in the path instead of the body. */
  searchKeyword: post(website(`${CHAT_PATHS.search}/:keyword`)),
  /** A multipart form: one `file` and an optional `password`. */
  upload: post(website(CHAT_PATHS.upload)),
  deleteFile: post(website(CHAT_PATHS.deleteFile)),
  estimate: post(website(CHAT_PATHS.estimate)),
  /** The language of a typed text as the user types, sure or a guess. */
  detect: post(website(CHAT_PATHS.detect)),
  preview: post(website(CHAT_PATHS.preview)),
  editSentence: post(website(CHAT_PATHS.editSentence)),
  versions: post(website(CHAT_PATHS.versions)),
  versionDiff: post(website(CHAT_PATHS.versionDiff)),
  qaReport: post(website(CHAT_PATHS.qaReport)),
  editorSegments: post(website(CHAT_PATHS.editorSegments)),
  reviewSegments: post(website(CHAT_PATHS.reviewSegments)),
  /** Sentences of a version translated again (the same or another engine, precision or agent), as a new version. */
  retranslateSegments: post(website(CHAT_PATHS.retranslateSegments)),
  /** The line length the checks hold the conversation's translations to (subtitles, UI strings). */
  setLineLength: post(website(CHAT_PATHS.setLineLength)),
  /** A version as a bilingual XLIFF file (2.1 or 1.2), for a CAT tool. */
  exportXliff: post(website(CHAT_PATHS.exportXliff)),
  /** A multipart form: `conversationId`, `versionId` and one `file`, the XLIFF brought back. */
  importXliff: post(website(CHAT_PATHS.importXliff)),
  propagateEdit: post(website(CHAT_PATHS.propagateEdit)),
  /** The same source in the owner's other files (the newest version of each, same target language). */
  repeatsElsewhere: post(website(CHAT_PATHS.repeatsElsewhere)),
  propagateElsewhere: post(website(CHAT_PATHS.propagateElsewhere)),
  undoPropagation: post(website(CHAT_PATHS.undoPropagation)),
  sourceFile: get(website(`${CHAT_PATHS.sourceFile}/:id`)),
  sourcePage: get(website(`${CHAT_PATHS.sourcePage}/:id/:page`)),
  initialDownload: post(website(CHAT_PATHS.initialDownload)),
  supportedFormats: post(website(`${CHAT_PATHS.supportedFormats}/:id`)),
  downFile: post(website(CHAT_PATHS.downFile)),
  downFileLink: post(website(CHAT_PATHS.downFileLink)),
  linkDownload: get(website(CHAT_PATHS.linkDownload)),
  settings: get(website(CHAT_PATHS.settings)),
  domains: post(website(CHAT_PATHS.domains)),
  agents: get(website(CHAT_PATHS.agents)),
  customParams: get(website(CHAT_PATHS.customParams)),
};

/** The visitor identity (a random 128-bit hex client id kept locally, docs/product.md §3.8) travels in this header. */
export const CLIENT_ID_HEADER = 'x-client-id';
export const CLIENT_ID_PATTERN = /^[0-9a-f]{32}$/;
