import { API_KEY_PATHS, type ApiKeySummary, type CreatedApiKey } from '@glossa/contracts/api-keys';
import { apiRequest } from '../../../lib/http.ts';

export const API_KEYS_QUERY = ['account', 'apiKeys'] as const;

/** The signed-in account's API keys (packages/contracts/src/api-keys.ts). */
export const apiKeysApi = {
  list: () => apiRequest<ApiKeySummary[]>(API_KEY_PATHS.list, { method: 'GET' }),
  create: (name: string) => apiRequest<CreatedApiKey>(API_KEY_PATHS.create, { params: { name } }),
  rename: (keyId: string, name: string) => apiRequest<ApiKeySummary>(API_KEY_PATHS.rename, { params: { keyId, name } }),
  revoke: (keyId: string) => apiRequest<null>(API_KEY_PATHS.revoke, { params: { keyId } }),
};
