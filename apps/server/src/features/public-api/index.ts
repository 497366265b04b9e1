export { whileConnected } from './connection.ts';
export type {
  ApiCaller,
  ApiKeyAuthenticator,
  DocumentStatus,
  PublicApiCore,
  TextRequest,
  TextResult,
} from './contract.ts';
export { documentUnderTag } from './docs/openapi.ts';
export { bodyCheckedAs, errorAnswers, fileAnswer, textAnswer } from './docs/operations.ts';
export { documentBody } from './document-reply.ts';
export { apiErrorHandler, apiLocale } from './errors.ts';
export type { FacadeOptions } from './facade.ts';
export type { HeldUpload } from './held-upload.ts';
export { heldStream, holdUpload, releaseUpload } from './held-upload.ts';
