// The workspace's public face: the conversation view, and the chat calls, query keys and turn
// errors the launcher, the history and the header share with it.
export { chatApi } from './api/chat-api.ts';
export { refreshChatsLeft } from './api/chats-left.ts';
export { downloadChecks, downloadXliff } from './api/download-file.ts';
export { chatKeys } from './api/query-keys.ts';
export { importXliff, uploadFile } from './api/upload-file.ts';
export { useAgents } from './api/use-agents.ts';
export { useChatSettings } from './api/use-chat-settings.ts';
export { FOCUS_ASK_STATE } from './ask-focus.ts';
export { ConversationView } from './components/conversation-view.tsx';
export { ElsewhereOffer } from './components/elsewhere-offer.tsx';
export { RepeatOffer } from './components/repeat-offer.tsx';
export { SentenceChecks } from './components/sentence-checks.tsx';
export { conversationTitle } from './conversation-title.ts';
export { useTurnError } from './hooks/use-turn-error.ts';
