import type { SignInResult } from '@glossa/contracts/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { renewClientId } from '../../../lib/client-id.ts';
import { onForcedLogout } from '../../../lib/http.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { clearSearchHistory } from '../../../lib/search-history.ts';
import { sessionChanged, useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { accountApi } from '../api/account-api.ts';

export const ACCOUNT_KEYS = {
  settings: ['account', 'settings'] as const,
  user: ['account', 'user'] as const,
  package: ['account', 'package'] as const,
  allUsage: ['account', 'usage'] as const,
  usage: (page: number) => ['account', 'usage', page] as const,
  sessions: ['account', 'sessions'] as const,
  preferences: (userId: string) => ['account', 'preferences', userId] as const,
};

export function useAccountSettings() {
  return useQuery({
    queryKey: ACCOUNT_KEYS.settings,
    queryFn: accountApi.settings,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The signed-in person, fetched only while the session cookie exists. */
export function useUserInfo() {
  const signedIn = useSignedIn();
  return useQuery({ queryKey: ACCOUNT_KEYS.user, queryFn: accountApi.userInfo, enabled: signedIn });
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(target: string | null, fallback: string): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : fallback;
}

/**
 * After any sign-in: the cookie is set by the server and the visitor's work moved to the account;
 * this browser takes a new visitor id, state follows, then the page the person wanted.
 */
export function useSignedInNavigation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { locale } = useUiLocale();
  return useCallback(
    (result: SignInResult) => {
      renewClientId();
      queryClient.clear();
      queryClient.setQueryData(ACCOUNT_KEYS.user, result.userInfo);
      sessionChanged();
      navigate(safeRedirect(params.get('redirect'), localePath(locale)), { replace: true });
    },
    [queryClient, navigate, params, locale],
  );
}

/**
 * Sign-out (docs/product.md §4.1): the server call unless forced, then token, user info, package info
 * and search history are cleared and the person goes to '/'.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { locale } = useUiLocale();
  return useCallback(
    async (force = false) => {
      if (!force) await accountApi.logout().catch(() => undefined);
      queryClient.clear();
      clearSearchHistory();
      sessionChanged();
      navigate(localePath(locale));
    },
    [queryClient, navigate, locale],
  );
}

/** A 401 or 418 from any call ends the session here too (mounted once, in the header). */
export function useForcedLogout() {
  const signOut = useSignOut();
  useEffect(() => onForcedLogout(() => void signOut(true)), [signOut]);
}
