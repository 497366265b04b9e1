import type { Reason, SpecificError } from '@glossa/contracts/request-rules';

/** What a refused request answers: a named field and reason (code 10001), or a named error of its own. */
export type Refusal =
  | { field: string; issue: Reason; values?: Record<string, string | number> }
  | { error: SpecificError; values?: Record<string, string | number> };

export interface RefusalCase {
  /** The route as registered: method and path pattern. */
  route: string;
  /** The request's own URL when it differs from the route (a bad path parameter, a query string). */
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Sent as a signed-in operator (anyone else gets the console's 404 before validation). */
  operator?: true;
  refusal: Refusal;
}
