import { z } from 'zod';
import { API_KEY_CALLS } from './api-keys.ts';
import { apiKeySummary, createdApiKey } from './api-keys-answers.ts';
import { createApiKeyBody, renameApiKeyBody, revokeApiKeyBody } from './api-keys-requests.ts';
import { noQuery } from './request-rules.ts';
import { routeTable } from './route-table.ts';

/** `/gateway/website/user/apiKeys*`: the signed-in account's API keys. */
export const API_KEY_ROUTES = routeTable(API_KEY_CALLS, {
  list: { querystring: noQuery, data: z.array(apiKeySummary) },
  create: { body: createApiKeyBody, data: createdApiKey },
  rename: { body: renameApiKeyBody, data: apiKeySummary },
  revoke: { body: revokeApiKeyBody, data: z.null() },
});
