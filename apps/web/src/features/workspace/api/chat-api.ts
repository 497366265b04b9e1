import {
  type AgentSupport,
  CHAT_PATHS,
  type ChatSettings,
  type ConversationDetail,
  type CustomParam,
  type DownloadChoice,
  type Feedback,
  type Paged,
  type PreviewSentence,
  type TranslationEstimate,
} from '@glossa/contracts/chat';
import type { CreateConversationRequest, EstimateRequest, SendMessageRequest } from '@glossa/contracts/chat-requests';
import { apiRequest } from '../../../lib/http.ts';

/** The chat calls (docs/product.md §7.5), one function each; bodies as packages/contracts/src/chat.ts documents. */
export const chatApi = {
  settings: (signal?: AbortSignal) =>
    apiRequest<ChatSettings>(CHAT_PATHS.settings, { method: 'GET', signal, silent: true }),

  agents: (signal?: AbortSignal) =>
    apiRequest<AgentSupport[]>(CHAT_PATHS.agents, { method: 'GET', signal, silent: true }),

  domains: (sourceLanguage: string, targetLanguage: string, signal?: AbortSignal) =>
    apiRequest<string[]>(CHAT_PATHS.domains, {
      params: { sourceLanguage, targetLanguage, languageCode: targetLanguage },
      signal,
      silent: true,
    }),

  customParams: (format: string, signal?: AbortSignal) =>
    apiRequest<CustomParam[]>(CHAT_PATHS.customParams, { method: 'GET', params: { format }, signal, silent: true }),

  /** Silent: an estimate that cannot be made is simply not shown. */
  estimate: (body: EstimateRequest, signal?: AbortSignal) =>
    apiRequest<TranslationEstimate>(CHAT_PATHS.estimate, { params: { ...body }, signal, silent: true }),

  /** Silent: the launcher tells quota and other refusals apart itself. */
  create: (body: CreateConversationRequest) =>
    apiRequest<ConversationDetail>(CHAT_PATHS.create, { params: { ...body }, silent: true }),

  enter: (conversationId: string, signal?: AbortSignal) =>
    apiRequest<ConversationDetail>(CHAT_PATHS.enter, { params: { conversationId }, signal, silent: true }),

  pause: (conversationId: string) => apiRequest<unknown>(CHAT_PATHS.pause, { params: { conversationId } }),

  resume: (conversationId: string) => apiRequest<unknown>(CHAT_PATHS.resume, { params: { conversationId } }),

  send: (body: SendMessageRequest) => apiRequest<unknown>(CHAT_PATHS.send, { params: { ...body }, silent: true }),

  like: (recordId: string, like: Feedback) => apiRequest<unknown>(CHAT_PATHS.like, { params: { recordId, like } }),

  deleteFile: (fileId: string) => apiRequest<unknown>(CHAT_PATHS.deleteFile, { params: { fileId }, silent: true }),

  preview: (conversationId: string, pageNum: number, pageSize: number, signal?: AbortSignal) =>
    apiRequest<Paged<PreviewSentence>>(CHAT_PATHS.preview, { params: { conversationId, pageNum, pageSize }, signal }),

  editSentence: (conversationId: string, segmentId: string, text: string) =>
    apiRequest<PreviewSentence>(CHAT_PATHS.editSentence, { params: { conversationId, segmentId, text } }),

  initialDownload: (conversationId: string, signal?: AbortSignal) =>
    apiRequest<DownloadChoice>(CHAT_PATHS.initialDownload, { params: { conversationId }, signal }),
};
