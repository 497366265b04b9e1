import { z } from 'zod';
import { agreement, email } from './account-requests.ts';
import { CURRENCIES } from './combo.ts';
import { LOCALE_CODES } from './locales.ts';
import { atMostChars, orEmpty, paging, specific } from './request-rules.ts';

/** Request schemas of plans and orders (paths in COMBO_PATHS). */

export const comboId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/);
export const currency = z.enum(CURRENCIES);
export const orderNo = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Z0-9]+$/);

export const searchComboBody = orEmpty(
  z.object({ currency: currency.optional(), periodUnit: z.enum(['month', 'year']).optional() }),
);
export const rightsDiffBody = orEmpty(z.object({ currency: currency.optional() }));

/** Buying needs the terms accepted (docs/product.md §5.1), as signing up does. */
export const preCheckBody = orEmpty(z.object({ comboId, currency: currency.optional(), agreed: agreement }));
export const createOrderBody = preCheckBody;
export const orderBody = orEmpty(z.object({ orderNo }));
export const orderQuery = z.strictObject({ orderNo });
export const pageSelfOrderBody = orEmpty(z.object(paging));

/** The sandbox provider's signed outcome (its checkout page posts it; tests deliver it again). */
export const sandboxOutcome = z.enum(['succeed', 'fail', 'abandon']);
const signature = z.string().regex(/^[0-9a-f]{64}$/);
const lang = z.enum(LOCALE_CODES).optional();
export const sandboxCheckoutQuery = z.strictObject({ orderNo, sig: signature, lang });
export const sandboxCallbackBody = orEmpty(z.object({ orderNo, outcome: sandboxOutcome, sig: signature, lang }));

export const enterpriseContactBody = orEmpty(
  z.object({
    name: z
      .string()
      .trim()
      .min(1)
      .refine(...atMostChars(100)),
    email,
    company: z
      .string()
      .trim()
      .min(1)
      .refine(...atMostChars(200)),
    message: z
      .string()
      .trim()
      .min(1, specific('enterpriseMessageRequired'))
      .refine(...atMostChars(4000)),
  }),
);

export type PreCheckRequest = z.input<typeof preCheckBody>;
export type EnterpriseContactRequest = z.input<typeof enterpriseContactBody>;
