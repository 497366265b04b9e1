import { CHAT_CALLS, type Feedback } from '@glossa/contracts/chat';
import type {
  CreateConversationRequest,
  DetectRequest,
  EstimateRequest,
  SendMessageRequest,
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

  preview: (conversationId: string, pageNum: number, pageSize: number, signal?: AbortSignal) =>
    call('preview', { conversationId, pageNum, pageSize }, { signal }),

  editSentence: (conversationId: string, segmentId: string, text: string) =>
    call('editSentence', { conversationId, segmentId, text }),

  initialDownload: (conversationId: string, signal?: AbortSignal) =>
    call('initialDownload', { conversationId }, { signal }),
};
