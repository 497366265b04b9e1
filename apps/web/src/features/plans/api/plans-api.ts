import {
  COMBO_PATHS,
  type Combo,
  type ComboPrice,
  type Currency,
  type LocalizedEnumList,
  type OrderView,
  type PreCheckAnswer,
  type RightsRow,
  type ToPayAnswer,
} from '@glossa/contracts/combo';
import type { EnterpriseContactRequest } from '@glossa/contracts/combo-requests';
import type { OrderReceipt } from '@glossa/contracts/receipt';
import { apiRequest } from '../../../lib/http.ts';

export interface RightsDiff {
  comboIds: string[];
  rows: RightsRow[];
  prices: Record<string, ComboPrice | null>;
}

export interface OrderPage {
  records: OrderView[];
  total: number;
  pageNum: number;
  pageSize: number;
}

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
  combos: (currency?: Currency) => apiRequest<Combo[]>(COMBO_PATHS.search, { params: { currency } }),
  rightsDiff: (currency?: Currency) => apiRequest<RightsDiff>(COMBO_PATHS.rightsDiff, { params: { currency } }),
  preCheck: (purchase: Purchase) =>
    apiRequest<PreCheckAnswer>(COMBO_PATHS.preCheck, { params: { ...purchase }, silent: true }),
  createOrder: (purchase: Purchase) =>
    apiRequest<OrderView>(COMBO_PATHS.createOrder, { params: { ...purchase }, silent: true }),
  toPay: (orderNo: string) => apiRequest<ToPayAnswer>(COMBO_PATHS.toPay, { params: { orderNo }, silent: true }),
  cancel: (orderNo: string) => apiRequest<OrderView>(COMBO_PATHS.cancel, { params: { orderNo } }),
  order: (orderNo: string) =>
    apiRequest<OrderView>(COMBO_PATHS.opaque, { method: 'GET', params: { orderNo }, silent: true }),
  receipt: (orderNo: string) =>
    apiRequest<OrderReceipt>(COMBO_PATHS.receipt, { method: 'GET', params: { orderNo }, silent: true }),
  orders: (pageNum: number, pageSize: number) =>
    apiRequest<OrderPage>(COMBO_PATHS.pageSelfOrder, { params: { pageNum, pageSize } }),
  enumList: () => apiRequest<LocalizedEnumList>(COMBO_PATHS.enumList, { method: 'GET' }),
  enterpriseContact: (request: EnterpriseContactRequest) =>
    apiRequest<{ received: boolean }>(COMBO_PATHS.enterpriseContact, { params: { ...request } }),
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
