import { CHAT_PATHS, type ChatEvent } from '@glossa/contracts/chat';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationServer, runningConversation, stream } from '../../../test-support/conversation-server.ts';
import { droppableStream, eventStream, type Route } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { text } from '../../../test-support/texts.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { ConversationView } from './conversation-view.tsx';

const append = (words: string): ChatEvent => ({
  type: 'append',
  messageId: 'assistant-1',
  path: 'blocks/0',
  text: words,
});
const done: ChatEvent = { type: 'status', messageId: 'assistant-1', status: 'done' };

/** "retrying in 7 s" for any number of seconds. */
function retryingIn(): RegExp {
  const [before, after] = text('chat:stream.retryIn', { seconds: 7 }).split('7');
  return new RegExp(`${before}\\d+${after}`);
}

/** navigator.onLine as the test sets it, with the browser's event. */
let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
function goOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

afterEach(() => {
  online = true;
  vi.useRealTimers();
});

describe('the conversation when the server cannot be reached', () => {
  it('says so at the answer, refuses Stop and sending in place, and goes on where it was once the server is back', async () => {
    const detail = runningConversation();
    const first = droppableStream([{ type: 'snapshot', detail }, append(' est')]);
    // The server stops (no answer at all), then the proxy in front answers 502, then it is back.
    let server: 'up' | 'stopped' | 'proxy502' = 'up';
    const resumedFrom: (string | null)[] = [];
    const route: Route = (_, { signal, headers }) => {
      if (server === 'stopped') throw new TypeError('Failed to fetch');
      if (server === 'proxy502') return new Response('<h1>502 Bad Gateway</h1>', { status: 502 });
      resumedFrom.push(headers.get('Last-Event-ID'));
      return resumedFrom.length === 1 ? first.response : eventStream([append(' calme'), done], signal, false, 3);
    };
    const fake = conversationServer(detail, [], { [stream]: route, [CHAT_PATHS.pause]: {} });
    const { user, router } = await renderInApp(<ConversationView conversationId="c1" />, { path: '/enus/chat/c1' });
    expect(await screen.findByText('La mer est')).toBeInTheDocument();

    server = 'stopped';
    first.drop();
    const status = await screen.findByTestId('connection-status');
    expect(status).toHaveTextContent(text('chat:stream.lost.network'));
    expect(await within(status).findByText(retryingIn())).toBeInTheDocument();
    // The line sits under the answer being written.
    expect(screen.getByTestId('assistant-message').nextElementSibling).toBe(status);

    // Sending waits, and says why; Stop is not sent, and the line says why, on the same page.
    const askBox = screen.getByTestId('ask-box');
    expect(within(askBox).getByText(text('chat:stream.sendLater'))).toBeInTheDocument();
    await user.type(within(askBox).getByRole('textbox'), 'More formal{Enter}');
    expect(fake.bodiesOf(CHAT_PATHS.send)).toEqual([]);
    await user.click(screen.getByRole('button', { name: text('chat:ask.stop') }));
    expect(within(status).getByText(text('chat:stream.needsConnection'))).toBeInTheDocument();
    expect(fake.bodiesOf(CHAT_PATHS.pause)).toEqual([]);
    expect(router.state.location.pathname).toBe('/enus/chat/c1');

    server = 'proxy502';
    await user.click(await within(status).findByRole('button', { name: text('chat:stream.retryNow') }));
    expect(await within(status).findByText(text('chat:stream.lost.server'))).toBeInTheDocument();

    server = 'up';
    await user.click(await within(status).findByRole('button', { name: text('chat:stream.retryNow') }));
    expect(await screen.findByText('La mer est calme')).toBeInTheDocument();
    expect(resumedFrom).toEqual([null, '2']);
    expect(await screen.findByText(text('chat:stream.back'))).toBeInTheDocument();
    expect(screen.queryByTestId('connection-status')).not.toBeInTheDocument();
    expect(screen.queryByText(text('chat:stream.sendLater'))).not.toBeInTheDocument();
  });

  it('says the device is offline, and opens the stream again when it is back online', async () => {
    const opened: string[] = [];
    conversationServer(runningConversation(), [], {
      [stream]: ((_, { signal }) => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        opened.push('stream');
        return eventStream([{ type: 'snapshot', detail: runningConversation() }], signal);
      }) satisfies Route,
    });
    await renderInApp(<ConversationView conversationId="c1" />, { locale: 'arsa' });
    expect(await screen.findByText('La mer')).toBeInTheDocument();

    goOnline(false);
    expect(await screen.findByTestId('connection-status')).toHaveTextContent(text('chat:stream.lost.offline'));
    expect(screen.getByText(text('chat:stream.sendLater'))).toBeInTheDocument();

    goOnline(true);
    expect(await screen.findByText(text('chat:stream.back'))).toBeInTheDocument();
    expect(screen.queryByTestId('connection-status')).not.toBeInTheDocument();
    expect(opened).toHaveLength(2);
  });
});

describe('the connection line', () => {
  it('counts down to the next attempt and offers to try at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const onRetryNow = vi.fn();
    const loss = { reason: 'network' as const, retryAt: Date.now() + 5_000 };
    const { user } = await renderInApp(<ConnectionStatus loss={loss} onRetryNow={onRetryNow} refused={false} />, {
      locale: 'zhcn',
    });
    const status = screen.getByTestId('connection-status');
    expect(status).toHaveTextContent(
      `${text('chat:stream.lost.network')} · ${text('chat:stream.retryIn', { seconds: 5 })}`,
    );
    vi.setSystemTime(Date.now() + 2_000);
    expect(await within(status).findByText(text('chat:stream.retryIn', { seconds: 3 }))).toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: text('chat:stream.retryNow') }));
    expect(onRetryNow).toHaveBeenCalledOnce();
    expect(within(status).queryByText(text('chat:stream.needsConnection'))).not.toBeInTheDocument();
  });
});
