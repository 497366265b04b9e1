import type { LauncherPreferences } from '@glossa/contracts/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ACCOUNT_KEYS, accountApi } from '../../account/index.ts';
import type { LauncherChoices } from '../launcher-choices.ts';

/** A change is saved this long after the last one, so a burst of choices is one request. */
const SAVE_DELAY_MS = 800;

const FIELDS = ['type', 'source', 'target', 'mode', 'agentId', 'termBaseId', 'precision'] as const;

/** The fields the server keeps, in one order, so equal choices compare equal as JSON. */
function serverShape(choices: LauncherChoices): LauncherPreferences {
  const shaped: Record<string, unknown> = {};
  for (const field of FIELDS) if (choices[field] !== undefined) shaped[field] = choices[field];
  return shaped as LauncherPreferences;
}

/**
 * The signed-in account's launcher choices on the server: read once it is known who is signed
 * in, saved a moment after each change. `choices` is null until the account saved any (the
 * launcher then keeps this browser's and saves them); `loaded` says the answer came, so nothing
 * is saved over the account's choices before they are read. Visitors use browser storage only.
 */
export function useAccountChoices(owner: string) {
  const userId = owner.startsWith('user:') ? owner.slice(5) : undefined;
  const query = useQuery({
    queryKey: ACCOUNT_KEYS.preferences(userId ?? ''),
    queryFn: accountApi.preferences,
    enabled: userId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const queryClient = useQueryClient();
  const saved = useRef<string | undefined>(undefined);
  const pending = useRef<(() => void) | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loaded = query.isSuccess;
  if (query.data && saved.current === undefined && query.data.choices) {
    saved.current = JSON.stringify(serverShape(query.data.choices));
  }

  const save = useCallback(
    (choices: LauncherChoices) => {
      if (!userId || !loaded) return;
      const shaped = serverShape(choices);
      const json = JSON.stringify(shaped);
      clearTimeout(timer.current);
      pending.current = undefined;
      if (json === saved.current) return;
      const send = () => {
        pending.current = undefined;
        saved.current = json;
        queryClient.setQueryData(ACCOUNT_KEYS.preferences(userId), { choices: shaped });
        // A failed save is not worth a message: this browser still remembers, the next change tries again.
        accountApi.savePreferences(shaped).catch(() => {
          saved.current = undefined;
        });
      };
      pending.current = send;
      timer.current = setTimeout(send, SAVE_DELAY_MS);
    },
    [userId, loaded, queryClient],
  );

  // Leaving the launcher (Translate, another page) sends a change still waiting.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );

  return { choices: query.data?.choices ?? null, loaded, save };
}
