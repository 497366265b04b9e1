import { z } from 'zod';
import { ENTERPRISE_STATES, ORDER_STATES } from './console.ts';
import { isDay } from './reports.ts';
import { because, orEmpty, paging, recordId } from './request-rules.ts';

/** Request schemas of the operator console's shell (paths in CONSOLE_PATHS). */

export const auditPageBody = orEmpty(
  z.object({
    ...paging,
    /** Only actions starting with this ('users.', 'messages.save'). */
    action: z.string().trim().max(60).optional(),
  }),
);

export type AuditPageRequest = z.input<typeof auditPageBody>;

export const failedJobsPageBody = orEmpty(
  z.object({
    ...paging,
    /** Only the jobs stopped after their runs were lost (JOB_MAX_ATTEMPTS). */
    stoppedOnly: z.boolean().optional(),
  }),
);

export type FailedJobsPageRequest = z.input<typeof failedJobsPageBody>;

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
/** Makes the account an operator (true) or a user again (false). */
export const setOperatorBody = orEmpty(z.object({ userId, operator: z.boolean() }));

export type UsersPageRequest = z.input<typeof usersPageBody>;
export type GrantPlanRequest = z.input<typeof grantPlanBody>;

const day = z.string().refine(isDay, because('format'));

/** What the console's orders are searched by; every filter is optional. */
const orderFilters = {
  /** Part of the order number (case does not matter). */
  orderNo: z
    .string()
    .trim()
    .toUpperCase()
    .max(32)
    .regex(/^[A-Z0-9]*$/)
    .optional(),
  /** Part of the buyer's e-mail address. */
  email: z.string().trim().toLowerCase().max(254).optional(),
  state: z.enum(ORDER_STATES).optional(),
  /** Created from this UTC day to that one, both included. */
  from: day.optional(),
  to: day.optional(),
};
const rangeInOrder = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
const rangeError = { path: ['to'], error: 'reportRangeInvalid' };

export const ordersPageBody = orEmpty(z.object({ ...paging, ...orderFilters }).refine(rangeInOrder, rangeError));
export const ordersExportBody = orEmpty(z.object(orderFilters).refine(rangeInOrder, rangeError));
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
export type OrdersExportRequest = z.input<typeof ordersExportBody>;

export const enterprisePageBody = orEmpty(z.object({ ...paging, state: z.enum(ENTERPRISE_STATES).optional() }));
export const enterpriseSetStateBody = orEmpty(z.object({ id: recordId, state: z.enum(ENTERPRISE_STATES) }));

export type EnterprisePageRequest = z.input<typeof enterprisePageBody>;
export type EnterpriseSetStateRequest = z.input<typeof enterpriseSetStateBody>;
