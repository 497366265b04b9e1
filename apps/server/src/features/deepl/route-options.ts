import type { FacadeOptions } from '../public-api/index.ts';

/** What each /v2 route file is given: the core, the workspace's parts, and its per-key limit. */
export interface DeeplRouteOptions extends FacadeOptions {
  /** A route's `config`: counted per API key (API_KEY_PER_MINUTE). */
  limit: ReturnType<FacadeOptions['perKey']>;
}
