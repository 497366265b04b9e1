import { baseConfigSchema } from './base-config.ts';
import { languageList } from './languages-answers.ts';
import { noBody } from './request-rules.ts';
import { routeTable } from './route-table.ts';
import { SYSTEM_CALLS } from './system.ts';

export const SYSTEM_ROUTES = routeTable(SYSTEM_CALLS, {
  baseConfig: { body: noBody, data: baseConfigSchema },
  /** Named in the caller's interface language. */
  languages: { body: noBody, data: languageList },
});
