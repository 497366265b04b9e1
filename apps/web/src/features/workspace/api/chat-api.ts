import { CHAT_CALLS, type Feedback } from '@glossa/contracts/chat';
import type {
  CreateConversationRequest,
  DetectRequest,
  EditSentenceRequest,
  EstimateRequest,
  RetranslateSegmentsRequest,
  ReviewSegmentsRequest,
  SendMessageRequest,
  VersionDiffRequest,
} from '@glossa/contracts/chat-requests';
import type { CHAT_ROUTES } from '@glossa/contracts/chat-routes';
import { routeCaller } from '../../../lib/http.ts';

const call = routeCaller<typeof CHAT_ROUTES>(CHAT_CALLS);

/** The chat calls (docs/product.md §7.5), one function each (packages/contracts/src/chat-routes.ts). */
export const chatApi = {
  settings: (signal?: AbortSignal) => call('settings', {}, { signal, silent: true }),

  agents: (signal?: AbortSignal) => call('agents', {}, { signal, silent: true }),

  domains: (sourceLanguage: string, targetLanguage: string, signal?: AbortSignal) =>
    call('domains', { sourceLanguage, targetLanguage, languageCode: targetLanguage }, { signal, silent: true }),

  customParams: (format: string, signal?: AbortSignal) => call('customParams', { format }, { signal, silent: true }),

  /** Silent: an estimate that cannot be made is simply not shown. */
  estimate: (body: EstimateRequest, signal?: AbortSignal) => call('estimate', { ...body }, { signal, silent: true }),

  /** Silent: a language that cannot be read as the user types is simply not named. */
  detect: (body: DetectRequest, signal?: AbortSignal) => call('detect', { ...body }, { signal, silent: true }),

  /** Silent: the launcher tells quota and other refusals apart itself. */
  create: (body: CreateConversationRequest) => call('create', { ...body }, { silent: true }),

  enter: (conversationId: string, signal?: AbortSignal) => call('enter', { conversationId }, { signal, silent: true }),

  pause: (conversationId: string) => call('pause', { conversationId }),

  resume: (conversationId: string) => call('resume', { conversationId }),

  send: (body: SendMessageRequest) => call('send', { ...body }, { silent: true }),

  like: (recordId: string, like: Feedback) => call('like', { recordId, like }),

  deleteFile: (fileId: string) => call('deleteFile', { fileId }, { silent: true }),

  /** A page of one version's sentence pairs (the newest version when `versionId` is left out). */
  preview: (conversationId: string, pageNum: number, pageSize: number, signal?: AbortSignal, versionId?: string) =>
    call('preview', { conversationId, versionId, pageNum, pageSize }, { signal }),

  /** One sentence edited on a version; `expected` is the wording the editor showed (a conflict is refused). */
  editSentence: (body: EditSentenceRequest) => call('editSentence', { ...body }),

  /** A sentence's translation given to the other sentences of the version with the same source. */
  propagateEdit: (conversationId: string, versionId: string, segmentId: string) =>
    call('propagateEdit', { conversationId, versionId, segmentId }),

  repeatsElsewhere: (conversationId: string, versionId: string, segmentId: string) =>
    call('repeatsElsewhere', { conversationId, versionId, segmentId }),

  propagateElsewhere: (conversationId: string, versionId: string, segmentId: string) =>
    call('propagateElsewhere', { conversationId, versionId, segmentId }),

  undoPropagation: (conversationId: string, undoToken: string) =>
    call('undoPropagation', { conversationId, undoToken }),

  versions: (conversationId: string, signal?: AbortSignal) => call('versions', { conversationId }, { signal }),

  /** Every segment of a version, for the segment editor (the newest version when `versionId` is left out). */
  editorSegments: (conversationId: string, versionId: string | undefined, signal?: AbortSignal) =>
    call('editorSegments', { conversationId, versionId }, { signal }),

  /** Segments marked reviewed (or not) as they are; silent: the editor says what went wrong beside them. */
  reviewSegments: (body: ReviewSegmentsRequest) => call('reviewSegments', { ...body }, { silent: true }),

  /** The line length the checks hold the conversation's translations to; null for none. */
  setLineLength: (conversationId: string, maxLength: number | null) =>
    call('setLineLength', { conversationId, maxLength }, { silent: true }),

  /** Sentences translated again as a turn of the conversation; silent: a refusal is told as a turn's is (useTurnError). */
  retranslateSegments: (body: RetranslateSegmentsRequest) => call('retranslateSegments', { ...body }, { silent: true }),

  versionDiff: (body: VersionDiffRequest, signal?: AbortSignal) => call('versionDiff', { ...body }, { signal }),

  initialDownload: (conversationId: string, signal?: AbortSignal) =>
    call('initialDownload', { conversationId }, { signal }),
};
