import { z } from 'zod';
import { orEmpty, recordId } from './request-rules.ts';
import { AD_SLOTS, MESSAGE_POSITIONS } from './site-notices.ts';

/** Request schemas of system messages and advertising spaces (public calls). */

/**
 * `appCode` and `userId` may come in the body (docs/product.md §7.2); the server goes by the session
 * or the client id, never by a user id in the body.
 */
export const getShowMessageBody = orEmpty(
  z.object({
    appCode: z.string().max(40).optional(),
    userId: z.string().max(64).optional(),
  }),
);

export const closeMessageBody = orEmpty(
  z.object({
    messageNumber: recordId,
    userId: z.string().max(64).optional(),
    position: z.enum([...MESSAGE_POSITIONS, 'center']).optional(),
  }),
);

export const getAdSpacesBody = orEmpty(z.object({ slots: z.array(z.enum(AD_SLOTS)).max(AD_SLOTS.length).optional() }));
export const closeAdSpaceBody = orEmpty(z.object({ id: recordId }));
export const adSpaceIdParams = z.strictObject({ id: recordId });

export type CloseMessageRequest = z.input<typeof closeMessageBody>;
