import { z } from 'zod';
import { CHAT_CALLS } from './chat.ts';
import {
  agentSupport,
  chatSettings,
  conversationDetail,
  conversationSummary,
  conversationsPage,
  customParam,
  downloadChoice,
  downloadLink,
  previewPage,
  previewSentence,
  searchPage,
  sourceDetection,
  translationEstimate,
  uploadAnswer,
} from './chat-answers.ts';
import {
  conversationBody,
  conversationParams,
  createConversationBody,
  customParamsQuery,
  detectBody,
  domainsBody,
  downloadBody,
  editSentenceBody,
  estimateBody,
  fileBody,
  likeBody,
  linkDownloadQuery,
  pageBody,
  previewBody,
  renameBody,
  searchBody,
  searchParams,
  sendMessageBody,
  sourcePageParams,
} from './chat-requests.ts';
import { noQuery } from './request-rules.ts';
import { routeTable } from './route-table.ts';

/**
 * Conversations and turns, uploads, previews and downloads, and the launcher's settings
 * (docs/product.md §7.5). The upload's fields come as a multipart form, read and checked with
 * `uploadFields` as they arrive.
 */
export const CHAT_ROUTES = routeTable(CHAT_CALLS, {
  create: { body: createConversationBody, data: conversationDetail },
  page: { body: pageBody, data: conversationsPage },
  rename: { body: renameBody, data: conversationSummary },
  remove: { params: conversationParams, data: z.null() },
  enter: { body: conversationBody, data: conversationDetail },
  pause: { body: conversationBody, data: z.object({ paused: z.boolean() }) },
  resume: { body: conversationBody, data: z.object({ resumed: z.boolean() }) },
  reconnect: { params: conversationParams, raw: 'events' },
  reconnectGet: { params: conversationParams, raw: 'events' },
  send: { body: sendMessageBody, data: conversationDetail },
  like: { body: likeBody, data: z.null() },
  search: { body: searchBody, data: searchPage },
  searchKeyword: { params: searchParams, body: searchBody, data: searchPage },
  upload: { querystring: noQuery, data: uploadAnswer },
  deleteFile: { body: fileBody, data: z.null() },
  estimate: { body: estimateBody, data: translationEstimate },
  detect: { body: detectBody, data: sourceDetection },
  preview: { body: previewBody, data: previewPage },
  editSentence: { body: editSentenceBody, data: previewSentence },
  sourceFile: { params: conversationParams, raw: 'file' },
  /** A PNG of a source page (PDF; Office with LibreOffice). */
  sourcePage: { params: sourcePageParams, raw: 'file' },
  initialDownload: { body: conversationBody, data: downloadChoice },
  supportedFormats: { params: conversationParams, data: z.array(z.string()) },
  downFile: { body: downloadBody, raw: 'file' },
  downFileLink: { body: downloadBody, data: downloadLink },
  /** The file, or a redirect to the file store's own link (S3). */
  linkDownload: { querystring: linkDownloadQuery, raw: 'file' },
  settings: { querystring: noQuery, data: chatSettings },
  /** The ids of the domain agents that suit the pair. */
  domains: { body: domainsBody, data: z.array(z.string()) },
  agents: { querystring: noQuery, data: z.array(agentSupport) },
  customParams: { querystring: customParamsQuery, data: z.array(customParam) },
});
