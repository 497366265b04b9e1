import { CHAT_CALLS, type ChatEvent, type ConversationDetail } from '@glossa/contracts/chat';
import type { Envelope } from '@glossa/contracts/envelope';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFailure, apiHeaders, routeUrl } from '../../../lib/http.ts';
import { refreshChatsLeft } from '../api/chats-left.ts';
import { chatKeys } from '../api/query-keys.ts';
import { applyChatEvent, isConversationLive } from '../conversation-events.ts';
import { reconnectDelay } from '../reconnect-delay.ts';
import { SseParser } from '../sse-parser.ts';

/** connecting → live; idle once the jobs are done; reconnecting after a drop; gone when refused. */
export type StreamState = 'connecting' | 'live' | 'idle' | 'reconnecting' | 'gone';

/** A refusal that retrying does not cure (the conversation is gone or not this user's). */
class StreamRefused extends Error {}

interface StreamContext {
  conversationId: string;
  queryClient: QueryClient;
  signal: AbortSignal;
  lastEventId: string | undefined;
  onOpen: () => void;
}

async function openStream(context: StreamContext): Promise<void> {
  const headers: Record<string, string> = { ...apiHeaders(), Accept: 'text/event-stream' };
  if (context.lastEventId) headers['Last-Event-ID'] = context.lastEventId;
  const { url } = routeUrl(CHAT_CALLS.reconnect, { id: context.conversationId });
  const response = await fetch(url, {
    method: CHAT_CALLS.reconnect.method,
    headers,
    signal: context.signal,
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
    const error = apiFailure(envelope, response.status, true);
    if (response.status >= 500 || response.status === 429) throw error;
    throw new StreamRefused(error.message);
  }
  context.onOpen();
  const key = chatKeys.conversation(context.conversationId);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const message of parser.push(value)) {
      if (message.id) context.lastEventId = message.id;
      const event = JSON.parse(message.data) as ChatEvent;
      context.queryClient.setQueryData<ConversationDetail>(key, (old) => applyChatEvent(old, event));
      // Title, state and order of the sidebar follow the conversation; the preview a finished turn.
      if (event.type === 'conversation') void context.queryClient.invalidateQueries({ queryKey: chatKeys.history });
      if (event.type === 'status' && event.status !== 'streaming') {
        void context.queryClient.invalidateQueries({ queryKey: [...key, 'preview'] });
      }
      // A new turn was charged, or a turn ended (a failed one gives its chat back).
      if (event.type === 'message' || (event.type === 'status' && event.status !== 'streaming')) {
        refreshChatsLeft(context.queryClient);
      }
    }
  }
}

function waitFor(ms: number, signal: AbortSignal, wake: { current: (() => void) | undefined }): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      wake.current = undefined;
      resolve();
    };
    const timer = ms === Number.POSITIVE_INFINITY ? undefined : setTimeout(done, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
    wake.current = done;
  });
}

/**
 * Follows `reconnectConversation/{id}` and writes each event into the conversation's query
 * cache. After a network drop it reconnects with backoff and `Last-Event-ID`; when the jobs are
 * done and the server ends the stream, it waits until `wake()` (a new turn, a resume).
 */
export function useConversationStream(conversationId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const wakeRef = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let attempt = 0;
    const context: StreamContext = {
      conversationId,
      queryClient,
      signal: controller.signal,
      lastEventId: undefined,
      onOpen: () => {
        attempt = 0;
        setState('live');
      },
    };
    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          await openStream(context);
          const detail = queryClient.getQueryData<ConversationDetail>(chatKeys.conversation(conversationId));
          if (!isConversationLive(detail)) {
            setState('idle');
            await waitFor(Number.POSITIVE_INFINITY, controller.signal, wakeRef);
            setState('connecting');
            continue;
          }
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof StreamRefused) return setState('gone');
        }
        // A drop, or the stream ended while a job still runs: try again, slower each time.
        attempt += 1;
        setState('reconnecting');
        await waitFor(reconnectDelay(attempt), controller.signal, wakeRef);
      }
    };
    void run();
    return () => controller.abort();
  }, [conversationId, enabled, queryClient]);

  const wake = useCallback(() => wakeRef.current?.(), []);
  return { state, wake };
}
