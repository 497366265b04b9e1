import { z } from 'zod';
import { API_KEY_LIMITS } from './api-keys.ts';
import { charCount, orEmpty, recordId } from './request-rules.ts';

/** Request schemas of API keys (paths in API_KEY_PATHS), shared by the server and the key dialogs. */

/** 1-60 characters once trimmed; a value that is no text at all is the generic refusal. */
export const apiKeyName = z
  .string()
  .trim()
  .refine((name) => name.length > 0 && charCount(name) <= API_KEY_LIMITS.nameMaxLength, {
    error: 'apiKeyNameInvalid',
    params: { max: API_KEY_LIMITS.nameMaxLength },
  });

export const createApiKeyBody = orEmpty(z.object({ name: apiKeyName }));
export const renameApiKeyBody = orEmpty(z.object({ keyId: recordId, name: apiKeyName }));
export const revokeApiKeyBody = orEmpty(z.object({ keyId: recordId }));

export type CreateApiKeyRequest = z.input<typeof createApiKeyBody>;
export type RenameApiKeyRequest = z.input<typeof renameApiKeyBody>;
