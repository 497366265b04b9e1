import { z } from 'zod';
import { routeTable } from './route-table.ts';
import { SITE_NOTICE_CALLS } from './site-notices.ts';
import { adSpace, systemMessage } from './site-notices-answers.ts';
import {
  adSpaceIdParams,
  closeAdSpaceBody,
  closeMessageBody,
  getAdSpacesBody,
  getShowMessageBody,
} from './site-notices-requests.ts';

/** The public calls of system messages and advertising spaces (docs/product.md §7.2). */
export const SITE_NOTICE_ROUTES = routeTable(SITE_NOTICE_CALLS, {
  messages: { body: getShowMessageBody, data: z.array(systemMessage) },
  closeMessage: { body: closeMessageBody, data: z.null() },
  adSpaces: { body: getAdSpacesBody, data: z.array(adSpace) },
  closeAdSpace: { body: closeAdSpaceBody, data: z.null() },
  clickAdSpace: { params: adSpaceIdParams, data: z.null() },
});
