import { z } from 'zod';
import { paged } from './answer-rules.ts';
import { COMBO_CALLS } from './combo.ts';
import {
  combo,
  comboFormatGroup,
  localizedEnumList,
  noticeReceived,
  orderReceipt,
  orderView,
  preCheckAnswer,
  rightsDiff,
  toPayAnswer,
} from './combo-answers.ts';
import {
  createOrderBody,
  enterpriseContactBody,
  orderBody,
  orderQuery,
  pageSelfOrderBody,
  preCheckBody,
  rightsDiffBody,
  sandboxCallbackBody,
  sandboxCheckoutQuery,
  searchComboBody,
} from './combo-requests.ts';
import { noQuery } from './request-rules.ts';
import { routeTable } from './route-table.ts';

/**
 * Plans (comboView) and orders (combo-order), docs/product.md §7.6. A provider's notice is read as
 * the bytes it signed: its route checks nothing before the provider does.
 */
export const COMBO_ROUTES = routeTable(COMBO_CALLS, {
  search: { body: searchComboBody, data: z.array(combo) },
  rightsDiff: { body: rightsDiffBody, data: rightsDiff },
  formatGroups: { querystring: noQuery, data: z.array(comboFormatGroup) },
  enterpriseContact: { body: enterpriseContactBody, data: z.object({ received: z.literal(true) }) },
  preCheck: { body: preCheckBody, data: preCheckAnswer },
  createOrder: { body: createOrderBody, data: orderView },
  cancel: { body: orderBody, data: orderView },
  toPay: { body: orderBody, data: toPayAnswer },
  opaque: { querystring: orderQuery, data: orderView },
  pageSelfOrder: { body: pageSelfOrderBody, data: paged(orderView) },
  enumList: { querystring: noQuery, data: localizedEnumList },
  receipt: { querystring: orderQuery, data: orderReceipt },
  sandboxCheckout: { querystring: sandboxCheckoutQuery, raw: 'page' },
  sandboxComplete: { body: sandboxCallbackBody, raw: 'redirect' },
  sandboxNotice: { data: noticeReceived },
  stripeNotice: { data: noticeReceived },
});
