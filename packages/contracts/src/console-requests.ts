import { z } from 'zod';
import { orEmpty, paging } from './request-rules.ts';

/** Request schemas of the operator console's shell (paths in CONSOLE_PATHS). */

export const auditPageBody = orEmpty(
  z.object({
    ...paging,
    /** Only actions starting with this ('users.', 'messages.save'). */
    action: z.string().trim().max(60).optional(),
  }),
);

export type AuditPageRequest = z.input<typeof auditPageBody>;

const userId = z.uuid();

export const usersPageBody = orEmpty(
  z.object({
    ...paging,
    /** Part of the e-mail address or nickname. */
    keyword: z.string().trim().max(100).optional(),
  }),
);
export const userBody = orEmpty(z.object({ userId }));
export const grantPlanBody = orEmpty(
  z.object({
    userId,
    planId: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[a-z0-9-]+$/),
    /** How long; the plan's own period when left out. */
    days: z.number().int().min(1).max(3660).optional(),
  }),
);
export const setDisabledBody = orEmpty(z.object({ userId, disabled: z.boolean() }));

export type UsersPageRequest = z.input<typeof usersPageBody>;
export type GrantPlanRequest = z.input<typeof grantPlanBody>;

export const ordersPageBody = orEmpty(
  z.object({
    ...paging,
    state: z.enum(['pending', 'paid', 'failed', 'cancelled', 'expired']).optional(),
  }),
);
export const orderDetailBody = orEmpty(
  z.object({
    orderNo: z
      .string()
      .min(1)
      .max(32)
      .regex(/^[A-Z0-9]+$/),
  }),
);

export type OrdersPageRequest = z.input<typeof ordersPageBody>;
