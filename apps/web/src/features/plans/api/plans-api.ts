import { COMBO_CALLS, type Currency } from '@glossa/contracts/combo';
import type { EnterpriseContactRequest } from '@glossa/contracts/combo-requests';
import type { COMBO_ROUTES } from '@glossa/contracts/combo-routes';
import { routeCaller } from '../../../lib/http.ts';

const call = routeCaller<typeof COMBO_ROUTES>(COMBO_CALLS);
const silent = { silent: true };

/** What a buyer means to buy: the plan, the currency shown, and the terms accepted. */
export interface Purchase {
  comboId: string;
  currency: Currency;
  agreed: boolean;
}

/**
 * The plans and orders calls (docs/product.md §7.6). The buying calls are silent:
 * their refusals (a pending order, a downgrade, Stripe unreachable) are shown where the buyer
 * is, not as a toast.
 */
export const plansApi = {
  combos: (currency?: Currency) => call('search', { currency }),
  rightsDiff: (currency?: Currency) => call('rightsDiff', { currency }),
  preCheck: (purchase: Purchase) => call('preCheck', { ...purchase }, silent),
  createOrder: (purchase: Purchase) => call('createOrder', { ...purchase }, silent),
  toPay: (orderNo: string) => call('toPay', { orderNo }, silent),
  cancel: (orderNo: string) => call('cancel', { orderNo }),
  order: (orderNo: string) => call('opaque', { orderNo }, silent),
  receipt: (orderNo: string) => call('receipt', { orderNo }, silent),
  orders: (pageNum: number, pageSize: number) => call('pageSelfOrder', { pageNum, pageSize }),
  enumList: () => call('enumList'),
  enterpriseContact: (request: EnterpriseContactRequest) => call('enterpriseContact', { ...request }),
};

export const PLANS_KEYS = {
  combos: (currency: Currency | undefined) => ['plans', 'combos', currency ?? 'default'] as const,
  rights: (currency: Currency | undefined) => ['plans', 'rights', currency ?? 'default'] as const,
  orders: (page: number) => ['plans', 'orders', page] as const,
  allOrders: ['plans', 'orders'] as const,
  order: (orderNo: string) => ['plans', 'order', orderNo] as const,
  receipt: (orderNo: string) => ['plans', 'receipt', orderNo] as const,
  enums: (locale: string) => ['plans', 'enums', locale] as const,
};
