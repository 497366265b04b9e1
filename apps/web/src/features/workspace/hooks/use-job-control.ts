import type { ConversationDetail } from '@glossa/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatApi } from '../api/chat-api.ts';
import { chatKeys } from '../api/query-keys.ts';
import { withJobControl } from '../conversation-events.ts';
import type { ConnectionLoss } from './use-conversation-stream.ts';

type JobAction = 'pause' | 'resume';

/**
 * Stop (pause) and Continue (resume) of the conversation's running turn. The turn changes state at
 * once; the stream's events confirm it, and a refused call puts back what was there. While the
 * connection is lost nothing is sent: `refused` turns true, for the connection line to say why,
 * and goes back to false once the connection is back.
 */
export function useJobControl(conversationId: string, loss: ConnectionLoss | undefined, onDone: () => void) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!loss) setRefused(false);
  }, [loss]);
  const control = useMutation({
    mutationFn: (action: JobAction): Promise<unknown> =>
      action === 'pause' ? chatApi.pause(conversationId) : chatApi.resume(conversationId),
    onMutate: async (action) => {
      const key = chatKeys.conversation(conversationId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<ConversationDetail>(key);
      queryClient.setQueryData<ConversationDetail>(key, (old) => (old ? withJobControl(old, action) : old));
      return { before };
    },
    onSuccess: () => onDone(),
    onError: (_error, _action, context) => {
      const key = chatKeys.conversation(conversationId);
      if (context?.before) queryClient.setQueryData(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
  const run = (action: JobAction) => (loss ? setRefused(true) : control.mutate(action));
  return {
    pause: () => run('pause'),
    resume: () => run('resume'),
    busy: control.isPending,
    stopping: control.isPending && control.variables === 'pause',
    refused,
  };
}
