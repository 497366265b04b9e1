import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEYS } from '../../account/index.ts';
import { chatKeys } from './query-keys.ts';

/**
 * Every place that shows the chats left reads them again: the account menu and the launcher
 * (the chat settings), the plan panel and the usage page. Called when a turn is charged (its
 * messages appear) and when it ends (a failed turn gives its chat back), so they never lag a turn.
 */
export function refreshChatsLeft(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.settings });
  void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.package });
  void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.allUsage });
}
