import { CHAT_PATHS, type ChatEvent, type ConversationDetail } from '@glossa/contracts/chat';
import { chatSettings, languages, message, textConversation, translation } from './chat-fixtures.ts';
import { type Answer, eventStream, fakeServer, type Route } from './fake-server.ts';

/** The stream path of conversation c1. */
export const stream = `${CHAT_PATHS.reconnect}/c1`;

/** The server of conversation c1: it is entered as `detail`, and its stream opens with a snapshot, then `events`. */
export function conversationServer(
  detail: ConversationDetail,
  events: ChatEvent[] = [],
  routes: Record<string, Route | Answer> = {},
) {
  const snapshot: ChatEvent = { type: 'snapshot', detail };
  return fakeServer({
    [CHAT_PATHS.enter]: detail,
    [CHAT_PATHS.settings]: chatSettings(),
    '/system/getLanguages': languages,
    [stream]: ((_, { signal }) => eventStream([snapshot, ...events], signal)) satisfies Route,
    ...routes,
  });
}

/** A text turn still translating: "La mer" so far. */
export function runningConversation(): ConversationDetail {
  const detail = textConversation({ state: 'running' });
  detail.messages[1] = message('assistant', [translation('La mer')], { status: 'streaming' });
  return detail;
}
