import { API_KEY_CALLS } from '@glossa/contracts/api-keys';
import type { API_KEY_ROUTES } from '@glossa/contracts/api-keys-routes';
import { routeCaller } from '../../../lib/http.ts';

export const API_KEYS_QUERY = ['account', 'apiKeys'] as const;

const call = routeCaller<typeof API_KEY_ROUTES>(API_KEY_CALLS);

/** The signed-in account's API keys (packages/contracts/src/api-keys-routes.ts). */
export const apiKeysApi = {
  list: () => call('list'),
  create: (name: string) => call('create', { name }),
  rename: (keyId: string, name: string) => call('rename', { keyId, name }),
  revoke: (keyId: string) => call('revoke', { keyId }),
};
