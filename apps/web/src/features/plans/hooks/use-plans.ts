import type { Currency } from '@glossa/contracts/combo';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { ACCOUNT_KEYS, accountApi } from '../../account/index.ts';
import { PLANS_KEYS, plansApi } from '../api/plans-api.ts';

/** The plans for sale and their rights, in one currency (the server's default until one is chosen). */
export function usePlans(currency: Currency | undefined) {
  const combos = useQuery({ queryKey: PLANS_KEYS.combos(currency), queryFn: () => plansApi.combos(currency) });
  const rights = useQuery({ queryKey: PLANS_KEYS.rights(currency), queryFn: () => plansApi.rightsDiff(currency) });
  return { combos, rights };
}

/** The signed-in person's package (which plan is theirs now); nothing for visitors. */
export function useOwnPackage() {
  const signedIn = useSignedIn();
  return useQuery({ queryKey: ACCOUNT_KEYS.package, queryFn: accountApi.packageInfo, enabled: signedIn });
}

/** Order states and service types in the interface language (`getLocalizedEnumList`). */
export function useOrderEnums() {
  const { locale } = useUiLocale();
  const enums = useQuery({ queryKey: PLANS_KEYS.enums(locale), queryFn: plansApi.enumList, staleTime: Infinity });
  return {
    state: (value: string) => enums.data?.orderStates.find((entry) => entry.value === value)?.label ?? value,
    service: (value: string) => enums.data?.serviceTypes.find((entry) => entry.value === value)?.label ?? value,
  };
}

/** Opens the payment of an unpaid order: the browser goes to the provider's checkout (sandbox or Stripe). */
export function usePayOrder() {
  return useMutation({
    mutationFn: (orderNo: string) => plansApi.toPay(orderNo),
    onSuccess: ({ payUrl }) => window.location.assign(payUrl),
  });
}
