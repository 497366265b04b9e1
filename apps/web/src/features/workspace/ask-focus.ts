/**
 * The navigation state that opens a conversation with focus in its ask box: the launcher sends it,
 * so the reader who just sent goes on typing where the conversation continues. A conversation
 * opened from the history or a link keeps focus where the reader put it.
 */
export const FOCUS_ASK_STATE = { focusAsk: true } as const;

export function wantsAskFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusAsk?: unknown }).focusAsk === true;
}
