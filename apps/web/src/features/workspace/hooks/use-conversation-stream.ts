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

/**
 * Why the conversation has no connection to the server: the device is offline, the connection
 * dropped (or never opened), or the server (or the proxy in front of it) answered that it is down.
 */
export type LossReason = 'offline' | 'network' | 'server';

export interface ConnectionLoss {
  reason: LossReason;
  /**
   * When the next attempt starts (ms since the epoch); 'now' while one is under way; undefined
   * when none is due (no turn runs: the stream opens again when the device is back online).
   */
  retryAt: number | 'now' | undefined;
}

/** How long an attempt may wait for the stream's first answer before it counts as a drop. */
const OPEN_TIMEOUT_MS = 15_000;

/** A refusal that retrying does not cure (the conversation is gone or not this user's). */
class StreamRefused extends Error {}

/** The server answered that it cannot serve now (a 5xx of its own or of a proxy, or a 429). */
class ServerDown extends Error {}

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
    if (response.status >= 500 || response.status === 429) throw new ServerDown(error.message);
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
        // A finished translation or refinement is a version of its own.
        void context.queryClient.invalidateQueries({ queryKey: [...key, 'versions'] });
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
 * cache. After a drop it reconnects with backoff and `Last-Event-ID`, so the answer goes on where
 * it was; `loss` says why it is cut off and when it tries again, `retryNow` tries at once. When the
 * jobs are done and the server ends the stream, it waits until `wake()` (a new turn, a resume).
 * docs/decisions/0045-connection-loss.md
 */
export function useConversationStream(conversationId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const [loss, setLoss] = useState<ConnectionLoss | undefined>();
  const wakeRef = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let attempt = 0;
    let current = new AbortController();
    let openTimer: ReturnType<typeof setTimeout> | undefined;
    const context: StreamContext = {
      conversationId,
      queryClient,
      signal: current.signal,
      lastEventId: undefined,
      onOpen: () => {
        clearTimeout(openTimer);
        attempt = 0;
        setState('live');
        setLoss(undefined);
      },
    };
    // A device gone offline: an open stream will carry nothing more, so it is ended now.
    const onOffline = () => {
      current.abort();
      setLoss((now) => ({ reason: 'offline', retryAt: now?.retryAt }));
    };
    const onUnmount = () => current.abort();
    window.addEventListener('offline', onOffline);
    controller.signal.addEventListener('abort', onUnmount);
    const run = async () => {
      while (!controller.signal.aborted) {
        let reason: LossReason | undefined;
        current = new AbortController();
        context.signal = current.signal;
        openTimer = setTimeout(() => current.abort(), OPEN_TIMEOUT_MS);
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
          reason = !navigator.onLine ? 'offline' : error instanceof ServerDown ? 'server' : 'network';
        } finally {
          clearTimeout(openTimer);
        }
        // A drop, or the stream ended while a job still runs: try again, slower each time. A stream
        // the server ended cleanly is picked up again without a word; a failure is told.
        attempt += 1;
        const delay = reconnectDelay(attempt);
        if (reason) {
          setState('reconnecting');
          setLoss({ reason, retryAt: Date.now() + delay });
        }
        await waitFor(delay, controller.signal, wakeRef);
        if (reason) setLoss((now) => now && { ...now, retryAt: 'now' });
      }
    };
    void run();
    return () => {
      window.removeEventListener('offline', onOffline);
      controller.abort();
    };
  }, [conversationId, enabled, queryClient]);

  const wake = useCallback(() => wakeRef.current?.(), []);
  return { state, loss, wake, retryNow: wake };
}
