import { z } from 'zod';
import { routeTable } from './route-table.ts';
import {
  consentRequest,
  consentToken,
  firstVisit,
  firstVisitQuery,
  TRACKING_CALLS,
  trackingEvent,
  trackingImageQuery,
} from './tracking.ts';

/**
 * The tracking gateway (docs/product.md §7.8) and the first-visit call. A refusal is a status the
 * web app never shows (docs/decisions/0023-tracking-consent-and-reports.md).
 */
export const TRACKING_ROUTES = routeTable(TRACKING_CALLS, {
  saveEvent: { body: trackingEvent, data: z.null() },
  saveEventImage: { querystring: trackingImageQuery, raw: 'file' },
  consent: { body: consentRequest, data: consentToken },
  firstVisit: { querystring: firstVisitQuery, data: firstVisit },
});
