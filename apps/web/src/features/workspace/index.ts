// The workspace's public face: the conversation view, and the chat calls, query keys and turn
// errors the launcher, the history and the header share with it.
export { chatApi } from './api/chat-api.ts';
export { refreshChatsLeft } from './api/chats-left.ts';
export { chatKeys } from './api/query-keys.ts';
export { uploadFile } from './api/upload-file.ts';
export { useChatSettings } from './api/use-chat-settings.ts';
export { FOCUS_ASK_STATE } from './ask-focus.ts';
export { ConversationView } from './components/conversation-view.tsx';
export { conversationTitle } from './conversation-title.ts';
export { useTurnError } from './hooks/use-turn-error.ts';
