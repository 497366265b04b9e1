/** TanStack Query keys of the workspace, shared by the sidebar and the conversation view. */
export const chatKeys = {
  settings: ['chat-settings'] as const,
  history: ['conversations'] as const,
  historyPage: () => ['conversations', 'page'] as const,
  historySearch: (keyword: string) => ['conversations', 'search', keyword] as const,
  conversation: (id: string) => ['conversation', id] as const,
  /** Every conversation's reads: after a change that reached the owner's other files too. */
  allConversations: ['conversation'] as const,
  /** A page of a version's sentence pairs ('newest' when none is named). */
  preview: (id: string, version: string | undefined, page: number) =>
    ['conversation', id, 'preview', version ?? 'newest', page] as const,
  versions: (id: string) => ['conversation', id, 'versions'] as const,
  versionDiff: (id: string, from: string, to: string, page: number) =>
    ['conversation', id, 'versions', 'diff', from, to, page] as const,
  download: (id: string) => ['conversation', id, 'download'] as const,
  agents: ['chat-agents'] as const,
  domains: (source: string, target: string) => ['chat-domains', source, target] as const,
  customParams: (format: string) => ['chat-custom-params', format] as const,
  estimate: (fileId: string, source: string, target: string, precision: string) =>
    ['translation-estimate', fileId, source, target, precision] as const,
  detect: (text: string, target: string) => ['source-detection', text, target] as const,
};
